// `pp apply` and `pp compile`: compile a main manifest with its modules into a catalog, printing what the
// code logs as Puppet's console does; `compile` writes the catalog as Puppet's JSON.
#include "cli/commands.hpp"
#include "cli/compile_setup.hpp"

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
    std::string error;
    std::optional<evaluator::NodeInfo> node_info =
        load_node(args.facts_file, args.certname, args.env.environment, error);
    if (!node_info) {
        std::cerr << "pp: error: --facts " << error << "\n";
        return 1;
    }
    const evaluator::NodeInfo& node = *node_info;
    evaluator::EvalOptions eopts;
    eopts.strict = args.strict;
    eopts.strict_variables = args.strict_variables;
    eopts.node_name = node.certname;
    eopts.environment = args.env.environment;
    eopts.types = apply::ProviderRegistry::with_builtins().type_schemas(); // pp's own Resource API types
    auto& ev = kept_until_exit<evaluator::Evaluator>(sm, functions, logger, eopts);
    ev.set_environment(&env);
    auto& top = kept_until_exit<evaluator::Scope>(nullptr, "Class[main]");
    evaluator::populate_top_scope(top, node, eopts);
    auto& hiera = kept_until_exit<std::unique_ptr<loader::hiera::Hiera>>(
        make_hiera(args.env, env, logger, ev, top, programs.empty() ? nullptr : programs.front().first));
    ev.set_hiera(hiera.get());
    auto report = [&](const evaluator::EvalError& e) {
        report_eval_error(std::cerr, sm, e, node.certname, programs.empty() ? 0 : programs.front().second,
                          render);
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
