#pragma once
// The applier's side of the facade: a compiled catalog applied as `puppet apply` does after compiling, and
// the graph files of `--graph`. `pp apply` and the REPL's `:apply` use it.

#include "apply/log.hpp"
#include "apply/transaction.hpp"
#include "lexer/diagnostics.hpp"
#include "runtime/catalog.hpp"
#include "runtime/relationship_graph.hpp"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <future>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace pp::driver {

/// The dot files of `--graph --graphdir DIR`.
struct GraphOptions {
    bool write = false;
    std::string dir; ///< empty: kDefaultGraphdir
};

/// pp has no vardir for graphs (Puppet's graphdir is $vardir/state/graphs): the dot files go to ./graphs.
inline constexpr const char* kDefaultGraphdir = "graphs";

/// What one apply run is given.
struct ApplyRunOptions {
    std::string provider_root; ///< --provider-root: accounts and packages under this directory (tests)
    lexer::Strictness strict = lexer::Strictness::Warning;
    std::vector<std::string> modulepath; ///< the module directories (their providers' data)
    std::string vardir;                  ///< the state file and reports; empty: default_vardir()
    std::string environment = "production";
    bool noop = false;
    bool detailed_exitcodes = false;
    std::vector<std::string> tags;
    std::vector<std::string> skip_tags;
    bool ignore_schedules = false;
    GraphOptions graph;
    runtime::Value facts; ///< the node's facts (a Hash): what modules' Ruby providers read with Facter.value
};

/// Which runs of an ApplySession replace the last run's reports (last_run_report.json,
/// last_run_summary.yaml). A check of `pp apply --watch` reports only a change: the in-sync re-check that
/// pp's own correction causes (its writes are events too) keeps that correction's report, and a resource
/// polled in sync does not rewrite the reports at every interval.
enum class Reports : std::uint8_t {
    Always,   ///< every run, as Puppet writes a report for every run (`pp apply`)
    OnChange, ///< only a run in which a resource was out of sync, failed or was restarted
};

/// A compiled catalog made ready to be applied as `puppet apply` applies it: Puppet's default resources
/// added, the providers, the checks of every resource, the generated resources, the relationship graph
/// (with the types' auto relationships) checked for cycles. It can then be applied once (apply_compiled)
/// or again and again (pp apply --watch), each run writing the state file and the reports.
class ApplySession {
public:
    /// Nothing (the errors printed) when nothing may be applied. `catalog` must outlive the session.
    static std::unique_ptr<ApplySession> open(runtime::Catalog& catalog, const ApplyRunOptions& options,
                                              apply::Log& log, std::future<apply::StateFile>& state_loader);
    ~ApplySession();
    ApplySession(const ApplySession&) = delete;
    ApplySession& operator=(const ApplySession&) = delete;

    /// A run of every resource, or of `only` and those their events reach (apply::ApplyOptions::only),
    /// stopping before the next resource once `stop` is set. The state file is saved after every run; the
    /// reports as `reports` says. Nothing when the run could not start.
    std::optional<apply::RunSummary> run(const std::set<std::size_t>* only = nullptr,
                                         const std::atomic<bool>* stop = nullptr,
                                         Reports reports = Reports::Always);
    /// How long the last run took.
    [[nodiscard]] double last_seconds() const { return m_last_seconds; }

    [[nodiscard]] const runtime::Catalog& catalog() const { return m_catalog; }
    [[nodiscard]] const apply::ProviderRegistry& providers() const;
    [[nodiscard]] const runtime::RelationshipGraph& graph() const;
    [[nodiscard]] const ApplyRunOptions& options() const { return m_options; }

private:
    ApplySession(runtime::Catalog& catalog, ApplyRunOptions options, apply::Log& log);
    [[nodiscard]] std::string vardir() const;

    struct Parts;
    runtime::Catalog& m_catalog;
    ApplyRunOptions m_options;
    apply::Log& m_log;
    std::unique_ptr<Parts> m_parts;
    double m_last_seconds = 0;
};

/// Applies a compiled catalog as `puppet apply` does after compiling: Puppet's default resources added,
/// the relationship graph (with the types' auto relationships) checked for cycles, then the transaction,
/// the state file and the closing notice. Returns the exit status. `kept`, when given, takes the session
/// instead of its being destroyed: a command about to exit leaves its memory to the operating system
/// (destroying a 1,000-file catalog's providers and graph one by one was 4% of a noop apply's time).
int apply_compiled(runtime::Catalog& catalog, const ApplyRunOptions& options, apply::Log& log,
                   std::future<apply::StateFile>& state_loader,
                   std::unique_ptr<ApplySession>* kept = nullptr);

/// `pp compile --graph`: the three dot files of the compiled catalog. Returns the exit status.
int write_compile_graphs(const runtime::Catalog& catalog, const GraphOptions& graph);

/// The relationship graph of the catalog as Puppet applies it (with its default resources and the types'
/// auto relationships), the dot files when asked (and cycles.dot), Puppet's errors for a cycle or a missing
/// dependency. Nothing when nothing may be applied (the errors are printed); then `cycle_resources`, when
/// given, receives how many resources lie on dependency cycles, and the caller prints the final `Failed to
/// apply catalog` error of a cycle.
std::optional<runtime::RelationshipGraph> apply_graph(const runtime::Catalog& catalog,
                                                      const GraphOptions& graph,
                                                      const runtime::AutoRelationships* autos,
                                                      std::size_t* cycle_resources = nullptr);

} // namespace pp::driver
