// The pieces of a compilation that `pp apply`, `pp compile` and `pp repl` share (compile_setup.hpp).
#include "cli/compile_setup.hpp"

#include "apply/providers/builtin.hpp"
#include "runtime/relationship_graph.hpp"

#include <fmt/format.h>

#include <chrono>
#include <ctime>

namespace pp::cli {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

} // namespace

driver::CompileOptions compile_options(const ApplyArgs& args) {
    driver::CompileOptions options;
    options.modulepath = effective_modulepath(args.modulepath, args.env);
    options.env = args.env;
    options.facts_file = args.facts_file;
    options.certname = args.certname;
    options.strict = args.strict;
    options.strict_variables = args.strict_variables;
    options.verbose = args.verbose;
    options.debug = args.debug;
    options.color = use_color();
    options.errors = args.error_style == "puppet" ? driver::ErrorStyle::Puppet : driver::ErrorStyle::Pp;
    return options;
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
    auto providers = apply::ProviderRegistry::with_builtins(
        {.root = args.provider_root,
         .strict = args.strict,
         .modulepath = effective_modulepath(args.modulepath, args.env)});
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
