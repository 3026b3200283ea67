// The pieces of a compilation that `pp apply`, `pp compile` and `pp repl` share (compile_setup.hpp).
#include "cli/compile_setup.hpp"

#include "apply/providers/builtin.hpp"
#include "apply/resource_api.hpp"
#include "runtime/facts.hpp"
#include "runtime/facts_file.hpp"
#include "runtime/relationship_graph.hpp"

#include <fmt/format.h>

#include <cctype>
#include <chrono>
#include <ctime>
#include <iostream>
#include <unistd.h>

namespace pp::cli {

namespace {

// Ruby's puts, which Puppet's console uses: no newline added after one that is already there
void puts(std::ostream& out, const std::string& line) {
    out << line;
    if (line.empty() || line.back() != '\n') out << '\n';
}

// Puppet's default certname: this host's name, in lower case.
std::string host_name() {
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0) return "localhost";
    std::string name(buf);
    for (char& c : name)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return name;
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

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

} // namespace

void ConsoleLogger::scoped(evaluator::LogLevel level, std::string_view scope, std::string_view message) {
    if (!shown(level)) return;
    puts(stream(level), fmt::format("{}: Scope({}): {}", evaluator::level_label(level), scope, message));
}

void ConsoleLogger::located(evaluator::LogLevel level, std::string_view message,
                            const evaluator::Location& where) {
    if (!shown(level)) return;
    std::string loc;
    if (where.valid) {
        const auto& f = m_sm.file(where.file);
        auto lc = f.line_col(where.begin);
        loc = fmt::format(" (file: {}, line: {}, column: {})", f.path(), lc.line, lc.column);
    }
    puts(stream(level), fmt::format("{}: {}{}", evaluator::level_label(level), message, loc));
}

bool ConsoleLogger::shown(evaluator::LogLevel l) const {
    if (l == evaluator::LogLevel::Debug) return m_debug;
    if (l == evaluator::LogLevel::Info) return m_verbose || m_debug;
    return true;
}

std::ostream& ConsoleLogger::stream(evaluator::LogLevel l) const {
    return m_to_stderr || l >= evaluator::LogLevel::Warning ? std::cerr : std::cout; // Puppet's console
}

std::optional<evaluator::NodeInfo> load_node(const std::string& facts_file, const std::string& certname,
                                             const std::string& environment, std::string& error) {
    evaluator::NodeInfo node;
    node.environment = environment;
    if (!facts_file.empty()) {
        auto facts = runtime::facts::read_facts_file(facts_file, &error);
        if (!facts) return std::nullopt;
        node.certname = certname.empty() ? node_name_from_facts(facts->values) : certname;
        node.facts = runtime::Value(std::move(facts->values));
    } else {
        // without --facts, this host's facts, with those Puppet adds for the node (clientcert...)
        node.certname = certname.empty() ? runtime::facts::default_certname() : certname;
        node.facts = runtime::Value(
            runtime::facts::collect({.legacy = true, .certname = node.certname, .noop = false}));
    }
    return node;
}

std::unique_ptr<loader::hiera::Hiera> make_hiera(const EnvironmentArgs& args, loader::Environment& env,
                                                 evaluator::Logger& logger, evaluator::Evaluator& ev,
                                                 evaluator::Scope& top, const parser::Node* at) {
    loader::hiera::Settings settings;
    settings.global_config = args.hiera_config;
    settings.environment_dir = environment_dir(args);
    settings.module_dir = [&env](std::string_view m) { return env.module_dir(m); };
    settings.warn = [&logger](const std::string& msg) {
        logger.located(evaluator::LogLevel::Warning, msg, evaluator::Location{});
    };
    // convert_to lookup options call `new` (from the top scope)
    if (at != nullptr) {
        settings.convert = [&ev, &top, at](const std::vector<runtime::Value>& a) {
            return ev.call_function("new", a, nullptr, top, *at);
        };
        settings.to_s = [](const runtime::Value& v) { return evaluator::to_s(v); };
    }
    return std::make_unique<loader::hiera::Hiera>(std::move(settings));
}

void report_eval_error(std::ostream& out, const lexer::SourceManager& sm, const evaluator::EvalError& e,
                       const std::string& certname, lexer::FileId fallback,
                       const lexer::RenderOptions& render) {
    if (dynamic_cast<const evaluator::PreformattedError*>(&e) != nullptr) {
        out << "Error: " << e.what() << "\n";
        return;
    }
    const evaluator::Location& where = e.where();
    if (where.valid && e.line_only() && e.bare()) { // Puppet::ParseError with a file and line
        const auto& f = sm.file(where.file);
        out << fmt::format("Error: {} (file: {}, line: {}) on node {}\n", e.what(), f.path(),
                           f.line_col(where.begin).line, certname);
        return;
    }
    if (where.valid && e.line_only()) {
        const auto& f = sm.file(where.file);
        out << fmt::format("Error: Evaluation Error: {} (file: {}, line: {}) on node {}\n", e.what(),
                           f.path(), f.line_col(where.begin).line, certname);
        return;
    }
    if (!where.valid && e.bare()) {
        out << fmt::format("Error: {} on node {}\n", e.what(), certname);
        return;
    }
    lexer::Diagnostics diags;
    auto diag = e.bare() ? lexer::DiagId::EvaluationErrorBare : lexer::DiagId::EvaluationError;
    if (where.valid)
        diags.report(diag, where.file, where.begin, where.end, e.what());
    else
        diags.report_in_file(diag, fallback, e.what());
    out << lexer::render_text(sm, diags.all()[0], render);
}

apply::LogLevel log_level(const ApplyArgs& args) {
    return args.debug     ? apply::LogLevel::Debug
           : args.verbose ? apply::LogLevel::Info
                          : apply::LogLevel::Notice;
}

namespace {

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

} // namespace

int apply_compiled(runtime::Catalog& catalog, const ApplyArgs& args, apply::Log& log,
                   std::future<apply::StateFile>& state_loader) {
    // what Puppet applies: the RAL catalog, with its default schedules and filebucket (added in place: the
    // compiled catalog is not printed by apply)
    runtime::add_default_resources(catalog);
    auto providers = apply::ProviderRegistry::with_builtins();
    providers.set_modulepath(effective_modulepath(args.modulepath, args.env));
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

} // namespace pp::cli
