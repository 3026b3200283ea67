// The applier's side of the facade (apply_run.hpp): the apply of a compiled catalog, and the graph files of
// `--graph --graphdir DIR` with the cycle check `pp apply` makes before anything is applied (Puppet's
// Transaction#evaluate: the relationship graph, then traverse's report_cycles_in_graph and
// graph_cycle_handler).
#include "driver/apply_run.hpp"

#include "apply/providers/builtin.hpp"
#include "apply/ruby_provider.hpp"
#include "driver/environment.hpp"
#include "runtime/facts.hpp"

#include <fmt/format.h>

#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>

namespace pp::driver {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

// Whether a run found something a report has to tell: a resource out of sync (noop included), failed, or
// restarted (or failing to).
bool eventful(const apply::RunSummary& summary) {
    return summary.out_of_sync > 0 || summary.failed > 0 || summary.restarted > 0 ||
           summary.failed_to_restart > 0;
}

} // namespace

namespace {

// The graph directory, created when missing (Puppet creates only its last level and fails when the parent
// is missing; pp makes the parents too).
std::string graph_directory(const GraphOptions& graph) {
    std::string dir = graph.dir.empty() ? std::string(kDefaultGraphdir) : graph.dir;
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    return dir;
}

bool write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    if (out) return true;
    std::cerr << "Error: Could not write " << path << "\n";
    return false;
}

// resources.dot, relationships.dot and expanded_relationships.dot of `catalog` into the graph directory;
// the relationship graph, or nothing when a dependency cannot be resolved (reported as Puppet does).
std::optional<runtime::RelationshipGraph> build_graph(const runtime::Catalog& catalog,
                                                      const GraphOptions& graph, std::string* dir,
                                                      const runtime::AutoRelationships* autos = nullptr) {
    bool ok = true;
    runtime::RelationshipGraph::Options options;
    options.auto_relationships = autos;
    if (graph.write) {
        *dir = graph_directory(graph);
        ok = write_file(*dir + "/resources.dot", runtime::containment_dot(catalog));
        options.write_graph = [&](const runtime::RelationshipGraph& g, std::string_view name) {
            std::string file(name);
            file[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(file[0])));
            ok = write_file(*dir + "/" + std::string(name) + ".dot", g.to_dot(file)) && ok;
        };
    }
    try {
        auto built = runtime::RelationshipGraph::populate_from(catalog, options);
        if (!ok) return std::nullopt;
        return built;
    } catch (const runtime::GraphError& e) {
        std::cerr << "Error: Failed to apply catalog: " << e.what() << "\n";
        return std::nullopt;
    }
}

} // namespace

int write_compile_graphs(const runtime::Catalog& catalog, const GraphOptions& graph) {
    if (!graph.write) return 0;
    std::string dir;
    return build_graph(catalog, graph, &dir) ? 0 : 1;
}

std::optional<runtime::RelationshipGraph> apply_graph(const runtime::Catalog& catalog,
                                                      const GraphOptions& options,
                                                      const runtime::AutoRelationships* autos,
                                                      std::size_t* cycle_resources) {
    std::string dir;
    auto graph = build_graph(catalog, options, &dir, autos);
    if (!graph) return std::nullopt;
    auto cycles = graph->find_cycles();
    if (cycles.empty()) return graph;
    if (cycle_resources != nullptr) {
        std::set<runtime::RelationshipGraph::Vertex> in_cycles;
        for (const auto& cycle : cycles)
            for (auto v : cycle)
                if (!(*graph)[v].is_whit()) in_cycles.insert(v);
        *cycle_resources = in_cycles.size();
    }
    std::string cycle_file;
    if (options.write) {
        cycle_file = dir + "/cycles.dot";
        if (!write_file(cycle_file, graph->cycles_dot(cycles))) return std::nullopt;
    }
    std::cerr << "Error: " << graph->cycle_message(cycles, cycle_file) << "\n";
    if (cycle_resources == nullptr)
        std::cerr
            << "Error: Failed to apply catalog: One or more resource dependency cycles detected in graph\n";
    return std::nullopt;
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

struct ApplySession::Parts {
    apply::ProviderRegistry providers;
    std::unique_ptr<runtime::AutoRelationships> autos;
    std::vector<std::optional<apply::Validated>> validated;
    std::optional<apply::StateFile> state;
    std::optional<runtime::RelationshipGraph> graph;
    std::unique_ptr<apply::Transaction> transaction;
    bool generated = true;
};

ApplySession::ApplySession(runtime::Catalog& catalog, ApplyRunOptions options, apply::Log& log)
    : m_catalog(catalog), m_options(std::move(options)), m_log(log) {}

ApplySession::~ApplySession() = default;

std::unique_ptr<ApplySession> ApplySession::open(runtime::Catalog& catalog, const ApplyRunOptions& args,
                                                 apply::Log& log,
                                                 std::future<apply::StateFile>& state_loader) {
    std::unique_ptr<ApplySession> session(new ApplySession(catalog, args, log));
    // what Puppet applies: the RAL catalog, with its default schedules and filebucket (added in place: the
    // compiled catalog is not printed by apply)
    runtime::add_default_resources(catalog);
    const std::string vardir = session->vardir();
    auto parts = std::make_unique<Parts>(
        Parts{apply::ProviderRegistry::with_builtins({.root = args.provider_root,
                                                      .strict = args.strict,
                                                      .modulepath = args.modulepath,
                                                      .clientbucket = vardir + "/clientbucket"}),
              nullptr,
              {},
              std::nullopt,
              std::nullopt,
              nullptr,
              true});
    apply::ProviderRegistry& providers = parts->providers;
    // (the session's own options: the facts are asked for when the first Ruby provider starts)
    apply::add_ruby_providers(providers, catalog, [&args = session->m_options]() -> runtime::Value {
        if (!args.facts.is_undef()) return args.facts;
        // a catalog applied as it is (--catalog): the machine's facts, as Facter answers Puppet's providers
        runtime::Hash facts =
            runtime::facts::collect({.legacy = true, .certname = std::nullopt, .noop = args.noop});
        add_custom_facts(facts, args.modulepath);
        return runtime::Value(std::move(facts));
    });
    apply::set_file_buckets(providers, vardir + "/clientbucket", filebuckets(catalog, vardir));
    parts->autos = apply::auto_relationships(providers);
    if (!apply::validate_catalog(catalog, providers, log, args.noop, &parts->validated)) return nullptr;
    log.info("", fmt::format("Using environment '{}'", args.environment));
    parts->generated = apply::generate_resources(catalog, providers, log);
    log.info("", fmt::format("Applying configuration version '{}'", std::time(nullptr)));
    parts->state = state_loader.get();
    apply::StateFile& state = *parts->state;
    std::size_t in_cycles = 0;
    parts->graph = apply_graph(catalog, args.graph, parts->autos.get(), &in_cycles);
    if (!parts->graph) {
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
        return nullptr;
    }
    parts->transaction = std::make_unique<apply::Transaction>(catalog, *parts->graph, providers, log);
    session->m_parts = std::move(parts);
    return session;
}

std::string ApplySession::vardir() const {
    return m_options.vardir.empty() ? default_vardir() : m_options.vardir;
}

const apply::ProviderRegistry& ApplySession::providers() const {
    return m_parts->providers;
}

const runtime::RelationshipGraph& ApplySession::graph() const {
    return *m_parts->graph;
}

std::optional<apply::RunSummary> ApplySession::run(const std::set<std::size_t>* only,
                                                   const std::atomic<bool>* stop, Reports reports) {
    const auto applying = Clock::now();
    apply::StateFile& state = *m_parts->state;
    apply::ApplyOptions options;
    options.noop = m_options.noop;
    options.tags = m_options.tags;
    options.skip_tags = m_options.skip_tags;
    options.ignore_schedules = m_options.ignore_schedules;
    options.state = &state;
    options.validated = &m_parts->validated;
    options.now = static_cast<std::int64_t>(std::time(nullptr));
    options.only = only;
    options.stop = stop;
    apply::RunSummary summary = m_parts->transaction->apply(options);
    if (summary.aborted) return std::nullopt;
    if (!m_parts->generated) summary.resources_failed_to_generate = true;
    if (!state.existed()) m_log.info("", fmt::format("Creating state file {}", state.path()));
    // the state file and the reports are written side by side: the state file after every run (it records
    // when each resource was checked), the reports unless they are to tell only of a change and there was
    // none
    auto saving = std::async(std::launch::async, [&] { return state.save(options.now); });
    const bool reported =
        (reports == Reports::OnChange && !eventful(summary)) ||
        apply::write_reports(vardir() + "/state", summary, options.now, seconds_since(applying));
    if (!saving.get()) m_log.err("", fmt::format("Could not write the state file {}", state.path()));
    if (!reported) m_log.err("", fmt::format("Could not write the run's report into {}/state", vardir()));
    m_last_seconds = seconds_since(applying);
    return summary;
}

int apply_compiled(runtime::Catalog& catalog, const ApplyRunOptions& args, apply::Log& log,
                   std::future<apply::StateFile>& state_loader, std::unique_ptr<ApplySession>* kept) {
    std::unique_ptr<ApplySession> session = ApplySession::open(catalog, args, log, state_loader);
    if (!session) return 1;
    std::optional<apply::RunSummary> summary = session->run();
    const double seconds = session->last_seconds();
    if (kept != nullptr) *kept = std::move(session);
    if (!summary) return 1;
    log.notice("", fmt::format("Applied catalog in {:.2f} seconds", seconds));
    return args.detailed_exitcodes ? summary->detailed_exit_code() : 0;
}

} // namespace pp::driver
