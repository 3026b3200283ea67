// `pp apply` and `pp compile`: compile a main manifest with its modules into a catalog, printing what the
// code logs as Puppet's console does; `compile` writes the catalog as Puppet's JSON.
#include "cli/commands.hpp"

#include "apply/providers/builtin.hpp"
#include "apply/resource_api.hpp"
#include "apply/transaction.hpp"
#include "runtime/relationship_graph.hpp"

#include "evaluator/control_flow.hpp"
#include "evaluator/evaluator.hpp"
#include "evaluator/node_scope.hpp"
#include "lexer/diagnostics.hpp"
#include "loader/environment.hpp"
#include "parser/parser.hpp"
#include "runtime/facts.hpp"
#include "runtime/facts_file.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <cctype>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <functional>
#include <future>
#include <iostream>
#include <memory>
#include <sstream>
#include <unistd.h>

namespace pp::cli {

namespace {

// Puppet's console log destination: `Level: Scope(Class[main]): message`.
class ConsoleLogger final : public evaluator::Logger {
public:
    ConsoleLogger(const lexer::SourceManager& sm, bool verbose, bool debug, bool to_stderr)
        : m_sm(sm), m_verbose(verbose), m_debug(debug), m_to_stderr(to_stderr) {}

    void scoped(evaluator::LogLevel level, std::string_view scope, std::string_view message) override {
        if (!shown(level)) return;
        puts(stream(level), fmt::format("{}: Scope({}): {}", evaluator::level_label(level), scope, message));
    }
    void located(evaluator::LogLevel level, std::string_view message,
                 const evaluator::Location& where) override {
        if (!shown(level)) return;
        std::string loc;
        if (where.valid) {
            const auto& f = m_sm.file(where.file);
            auto lc = f.line_col(where.begin);
            loc = fmt::format(" (file: {}, line: {}, column: {})", f.path(), lc.line, lc.column);
        }
        puts(stream(level), fmt::format("{}: {}{}", evaluator::level_label(level), message, loc));
    }

private:
    // Ruby's puts, which Puppet's console uses: no newline added after one that is already there
    static void puts(std::ostream& out, const std::string& line) {
        out << line;
        if (line.empty() || line.back() != '\n') out << '\n';
    }
    [[nodiscard]] bool shown(evaluator::LogLevel l) const {
        if (l == evaluator::LogLevel::Debug) return m_debug;
        if (l == evaluator::LogLevel::Info) return m_verbose || m_debug;
        return true;
    }
    [[nodiscard]] std::ostream& stream(evaluator::LogLevel l) const {
        return m_to_stderr || l >= evaluator::LogLevel::Warning ? std::cerr : std::cout; // Puppet's console
    }
    const lexer::SourceManager& m_sm;
    bool m_verbose;
    bool m_debug;
    bool m_to_stderr;
};

// Puppet's default certname: this host's name, in lower case.
std::string host_name() {
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0) return "localhost";
    std::string name(buf);
    for (char& c : name)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return name;
}

// The compilation's memory is left to the operating system at exit: freeing ten thousand resources and their
// syntax trees one by one takes a good part of the time it took to build them (clang's -disable-free does the
// same). The objects stay reachable through this list, so leak checkers do not report them.
template <typename T, typename... Args>
T& kept_until_exit(Args&&... args) {
    static auto* kept = new std::vector<std::shared_ptr<void>>;
    auto object = std::make_shared<T>(std::forward<Args>(args)...);
    kept->push_back(object);
    return *object;
}

// The node name when --certname is not given (DESIGN.md §6): the clientcert fact, else the fqdn fact, else
// this host's name.
std::string node_name_from_facts(const runtime::Hash& facts) {
    for (const char* name : {"clientcert", "fqdn"}) {
        const runtime::Value* v = facts.find(runtime::Value(name));
        if (v != nullptr && v->is_string() && !v->as_string().empty()) return v->as_string();
    }
    return host_name();
}

// --modulepath as a list (Puppet's default when not given).
std::vector<std::string> split_modulepath(const std::string& given) {
    std::vector<std::string> modulepath;
    const std::string mp = given.empty() ? "/etc/puppet/code/modules:/usr/share/puppet/modules" : given;
    for (std::size_t start = 0; start <= mp.size();) {
        std::size_t colon = mp.find(':', start);
        std::string dir = mp.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
        if (!dir.empty()) modulepath.push_back(dir);
        if (colon == std::string::npos) break;
        start = colon + 1;
    }
    return modulepath;
}

} // namespace

std::string environment_dir(const EnvironmentArgs& args) {
    if (args.environmentpath.empty()) return {};
    for (const std::string& dir : split_modulepath(args.environmentpath)) {
        std::string candidate = dir + "/" + args.environment;
        std::error_code ec;
        if (std::filesystem::is_directory(candidate, ec)) return candidate;
    }
    return {};
}

std::vector<std::string> effective_modulepath(const std::string& given, const EnvironmentArgs& env) {
    if (!given.empty()) return split_modulepath(given);
    std::vector<std::string> out;
    if (std::string dir = environment_dir(env); !dir.empty()) out.push_back(dir + "/modules");
    for (std::string& d : split_modulepath(""))
        out.push_back(std::move(d));
    return out;
}

namespace {

// Compiles the manifest of `args`; the catalog goes to `on_catalog`. Logs go to standard output (standard
// error when `logs_to_stderr`), errors to standard error. Returns the exit status.
int compile(const ApplyArgs& args, bool logs_to_stderr,
            const std::function<int(evaluator::Evaluator&, const std::string& node)>& on_catalog) {
    auto& sm = kept_until_exit<lexer::SourceManager>();
    lexer::RenderOptions render;
    render.color = use_color();
    parser::ParseOptions opts;
    opts.strict = args.strict;
    std::vector<std::string> modulepath = effective_modulepath(args.modulepath, args.env);
    auto& env = kept_until_exit<loader::Environment>(sm, modulepath, opts);

    // the main manifest: -e code, a file, or every .pp under a directory
    lexer::Diagnostics diags;
    std::vector<std::pair<const parser::Program*, lexer::FileId>> programs;
    if (!args.code.empty() || args.file.empty()) {
        const parser::ParsedFile* parsed = env.load_text("<command-line>", args.code, diags);
        if (parsed != nullptr) programs.emplace_back(parsed->program, parsed->file);
    } else {
        std::error_code ec;
        if (!std::filesystem::exists(args.file, ec)) {
            std::cerr << "pp: error: " << args.file << ": no such file or directory\n";
            return 1;
        }
        for (const std::string& f : loader::Environment::manifest_files(args.file)) {
            const parser::ParsedFile* parsed = env.load(f, diags);
            if (parsed != nullptr) programs.emplace_back(parsed->program, parsed->file);
        }
    }
    for (const auto& d : diags.all())
        std::cerr << lexer::render_text(sm, d, render);
    if (diags.has_errors()) return 1;

    evaluator::FunctionRegistry functions;
    stdlib::register_all(functions);
    ConsoleLogger logger(sm, args.verbose, args.debug, logs_to_stderr);
    evaluator::NodeInfo node;
    node.environment = args.env.environment;
    if (!args.facts_file.empty()) {
        std::string error;
        auto facts = runtime::facts::read_facts_file(args.facts_file, &error);
        if (!facts) {
            std::cerr << "pp: error: --facts " << error << "\n";
            return 1;
        }
        node.certname = args.certname.empty() ? node_name_from_facts(facts->values) : args.certname;
        node.facts = runtime::Value(std::move(facts->values));
    } else {
        // without --facts, this host's facts, with those Puppet adds for the node (clientcert...)
        node.certname = args.certname.empty() ? runtime::facts::default_certname() : args.certname;
        node.facts = runtime::Value(
            runtime::facts::collect({.legacy = true, .certname = node.certname, .noop = false}));
    }
    evaluator::EvalOptions eopts;
    eopts.strict = args.strict;
    eopts.strict_variables = args.strict_variables;
    eopts.node_name = node.certname;
    eopts.environment = args.env.environment;
    eopts.types = apply::ProviderRegistry::with_builtins().type_schemas(); // pp's own Resource API types
    auto& ev = kept_until_exit<evaluator::Evaluator>(sm, functions, logger, eopts);
    ev.set_environment(&env);
    // Hiera: the global layer of --hiera_config, the environment's hiera.yaml, the modules' own
    loader::hiera::Settings hiera_settings;
    hiera_settings.global_config = args.env.hiera_config;
    hiera_settings.environment_dir = environment_dir(args.env);
    hiera_settings.module_dir = [&env](std::string_view m) { return env.module_dir(m); };
    hiera_settings.warn = [&logger](const std::string& msg) {
        logger.located(evaluator::LogLevel::Warning, msg, evaluator::Location{});
    };
    auto& top = kept_until_exit<evaluator::Scope>(nullptr, "Class[main]");
    evaluator::populate_top_scope(top, node, eopts);
    // convert_to lookup options call `new` (from the top scope)
    if (!programs.empty()) {
        const parser::Node& at = *programs.front().first;
        hiera_settings.convert = [&ev, &top, &at](const std::vector<runtime::Value>& a) {
            return ev.call_function("new", a, nullptr, top, at);
        };
        hiera_settings.to_s = [](const runtime::Value& v) { return evaluator::to_s(v); };
    }
    ev.set_hiera(&kept_until_exit<loader::hiera::Hiera>(std::move(hiera_settings)));
    auto report = [&](const evaluator::EvalError& e) {
        if (dynamic_cast<const evaluator::PreformattedError*>(&e) != nullptr) {
            std::cerr << "Error: " << e.what() << "\n";
            return;
        }
        const evaluator::Location& where = e.where();
        if (where.valid && e.line_only()) {
            const auto& f = sm.file(where.file);
            std::cerr << fmt::format("Error: Evaluation Error: {} (file: {}, line: {}) on node {}\n",
                                     e.what(), f.path(), f.line_col(where.begin).line, node.certname);
            return;
        }
        if (!where.valid && e.bare()) {
            std::cerr << fmt::format("Error: {} on node {}\n", e.what(), node.certname);
            return;
        }
        lexer::Diagnostics out;
        auto diag = e.bare() ? lexer::DiagId::EvaluationErrorBare : lexer::DiagId::EvaluationError;
        if (where.valid)
            out.report(diag, where.file, where.begin, where.end, e.what());
        else
            out.report_in_file(diag, programs.empty() ? 0 : programs.front().second, e.what());
        std::cerr << lexer::render_text(sm, out.all()[0], render);
    };
    try {
        ev.compile_files(programs, top);
    } catch (const evaluator::EvalError& e) {
        report(e);
        return 1;
    }
    return on_catalog(ev, node.certname);
}

} // namespace

std::string default_vardir() {
    if (::geteuid() == 0) return "/var/lib/pp";
    if (const char* xdg = std::getenv("XDG_STATE_HOME"); xdg != nullptr && *xdg != '\0')
        return std::string(xdg) + "/pp";
    const char* home = std::getenv("HOME");
    return std::string(home != nullptr ? home : ".") + "/.local/state/pp";
}

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

apply::LogLevel log_level(const ApplyArgs& args) {
    return args.debug     ? apply::LogLevel::Debug
           : args.verbose ? apply::LogLevel::Info
                          : apply::LogLevel::Notice;
}

// The catalog's filebuckets by name: their `path`, the clientbucket when it is not set, nullopt for a remote
// one (`path => false`).
std::map<std::string, std::optional<std::string>> filebuckets(const runtime::Catalog& catalog,
                                                              const std::string& vardir) {
    std::map<std::string, std::optional<std::string>> out;
    for (const runtime::CatalogResource& r : catalog.resources()) {
        if (r.is_virtual || runtime::downcase(r.type) != "filebucket") continue;
        const runtime::Value* path = r.param("path");
        if (path == nullptr || path->is_undef())
            out[r.title] = vardir + "/clientbucket";
        else if (path->is_string())
            out[r.title] = path->as_string();
        else
            out[r.title] = std::nullopt;
    }
    return out;
}

// Applies a compiled catalog as `puppet apply` does after compiling: Puppet's default resources added,
// the relationship graph (with the types' auto relationships) checked for cycles, then the transaction,
// the state file and the closing notice. Returns the exit status.
int apply_compiled(runtime::Catalog& catalog, const ApplyArgs& args, apply::Log& log,
                   std::future<apply::StateFile>& state_loader) {
    // what Puppet applies: the RAL catalog, with its default schedules and filebucket (added in place: the
    // compiled catalog is not printed by apply)
    runtime::add_default_resources(catalog);
    auto providers = apply::ProviderRegistry::with_builtins();
    apply::set_file_modulepath(providers, effective_modulepath(args.modulepath, args.env));
    apply::set_concat_modulepath(providers, effective_modulepath(args.modulepath, args.env));
    const std::string vardir = args.vardir.empty() ? default_vardir() : args.vardir;
    apply::set_file_buckets(providers, vardir + "/clientbucket", filebuckets(catalog, vardir));
    auto autos = apply::auto_relationships(providers);
    std::vector<std::optional<apply::Validated>> validated;
    if (!apply::validate_catalog(catalog, providers, log, args.noop, &validated)) return 1;
    log.info("", fmt::format("Using environment '{}'", args.env.environment));
    apply::generate_resources(catalog, providers, log);
    log.info("", fmt::format("Applying configuration version '{}'", std::time(nullptr)));
    apply::StateFile state = state_loader.get();
    std::size_t in_cycles = 0;
    auto graph = apply_graph(catalog, args, autos.get(), &in_cycles);
    if (!graph) {
        if (in_cycles > 0) {
            // Puppet stores the state, reports the resources on the cycles as failed and the transaction as
            // incomplete, then gives up
            const auto now = static_cast<std::int64_t>(std::time(nullptr));
            if (!state.existed()) log.info("", fmt::format("Creating state file {}", state.path()));
            state.save(now);
            apply::RunSummary failed;
            const int n = static_cast<int>(in_cycles);
            failed.total = failed.failed = failed.out_of_sync = failed.events_failure = n;
            failed.transaction_completed = false;
            failed.noop = args.noop;
            apply::write_reports(vardir + "/state", failed, now, 0);
            log.err("", "Failed to apply catalog: One or more resource dependency cycles detected in graph");
        }
        return 1;
    }
    const auto applying = Clock::now();
    apply::ApplyOptions options;
    options.noop = args.noop;
    options.tags = args.tags;
    options.skip_tags = args.skip_tags;
    options.ignore_schedules = args.ignore_schedules;
    options.state = &state;
    options.validated = &validated;
    options.now = static_cast<std::int64_t>(std::time(nullptr));
    apply::RunSummary summary = apply::apply_catalog(catalog, *graph, providers, log, options);
    if (summary.aborted) return 1;
    if (!state.existed()) log.info("", fmt::format("Creating state file {}", state.path()));
    // the state file and the reports are written side by side
    auto saving = std::async(std::launch::async, [&] { return state.save(options.now); });
    const bool reported =
        apply::write_reports(vardir + "/state", summary, options.now, seconds_since(applying));
    if (!saving.get()) log.err("", fmt::format("Could not write the state file {}", state.path()));
    if (!reported) log.err("", fmt::format("Could not write the run's report into {}/state", vardir));
    log.notice("", fmt::format("Applied catalog in {:.2f} seconds", seconds_since(applying)));
    return args.detailed_exitcodes ? summary.detailed_exit_code() : 0;
}

} // namespace

int run_apply(const ApplyArgs& args) {
    // line by line on a terminal; otherwise buffered (std::cerr is tied to std::cout, so order is kept)
    apply::Log log(std::cout, std::cerr, log_level(args), ::isatty(STDOUT_FILENO) != 0);
    apply::set_provider_root(args.provider_root);
    apply::set_resource_api_strict(args.strict);
    // the state file is read while the catalog is compiled
    const std::string vardir = args.vardir.empty() ? default_vardir() : args.vardir;
    std::future<apply::StateFile> state_loader = std::async(
        std::launch::async, [path = vardir + "/state/state.yaml"] { return apply::StateFile(path); });
    if (!args.catalog.empty()) {
        std::ifstream in(args.catalog, std::ios::binary);
        if (!in) {
            std::cerr << "Error: Could not read catalog " << args.catalog << "\n";
            return 1;
        }
        std::stringstream text;
        text << in.rdbuf();
        try {
            runtime::Catalog catalog = runtime::Catalog::from_json(text.str());
            return apply_compiled(catalog, args, log, state_loader);
        } catch (const std::runtime_error& e) {
            std::cerr << "Error: Could not apply catalog " << args.catalog << ": " << e.what() << "\n";
            return 1;
        }
    }
    const auto started = Clock::now();
    return compile(args, false, [&](evaluator::Evaluator& ev, const std::string& node) {
        log.notice("", fmt::format("Compiled catalog for {} in environment {} in {:.2f} seconds", node,
                                   args.env.environment, seconds_since(started)));
        return apply_compiled(ev.catalog(), args, log, state_loader);
    });
}

int run_compile(const ApplyArgs& args) {
    return compile(args, true, [&](evaluator::Evaluator& ev, const std::string& node) {
        std::string json =
            ev.catalog().to_json(node, args.env.environment, static_cast<std::int64_t>(std::time(nullptr)));
        if (args.output.empty()) {
            std::cout << json << "\n";
            return write_compile_graphs(ev.catalog(), args);
        }
        std::ofstream out(args.output, std::ios::binary | std::ios::trunc);
        out << json << "\n";
        if (!out) {
            std::cerr << "pp: error: cannot write " << args.output << "\n";
            return 1;
        }
        return write_compile_graphs(ev.catalog(), args);
    });
}

} // namespace pp::cli
