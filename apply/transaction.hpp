#pragma once
// Applying a catalog (Puppet::Transaction#evaluate with its ResourceHarness and EventManager; seed 004,
// reference/applier.md §1): the relationship graph of runtime/relationship_graph, cycles refused before
// anything changes, resources in Puppet's priority order, per resource get -> compare -> set, change lines
// and events, refresh through notify/subscribe and containers, failures skipping their dependents, noop,
// tags, and the run's summary and exit code.

#include "apply/log.hpp"
#include "apply/provider.hpp"
#include "apply/state.hpp"
#include "runtime/catalog.hpp"
#include "runtime/relationship_graph.hpp"

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace pp::apply {

/// The providers of one run, by lower-case type name.
class ProviderRegistry {
public:
    explicit ProviderRegistry(ProviderSettings settings = {});

    /// pp's built-in providers (notify, file, exec, ...), told `settings`.
    static ProviderRegistry with_builtins(ProviderSettings settings = {});

    /// The run's settings, which every provider added is given.
    [[nodiscard]] const ProviderSettings& settings() const { return *m_settings; }

    void add(std::unique_ptr<Provider> provider);
    /// The type's provider (its type_name()), or null.
    [[nodiscard]] Provider* find(std::string_view type) const;
    /// Adds the provider of the resources of its type whose `provider` parameter names `name`, one the
    /// type's own provider does not implement (a module's Ruby provider of a core type: swift's
    /// `service { provider => swiftinit }`). The type's provider keeps every other resource.
    void add_named(std::string name, std::unique_ptr<Provider> provider);
    /// Whether add_named added a provider for `name` of `type`.
    [[nodiscard]] bool has_named(std::string_view type, std::string_view name) const;
    /// The provider that applies `resource`: the one added for the provider it names (add_named), else its
    /// type's (find), else null. Every part of a run asks this, so a resource has one provider throughout.
    [[nodiscard]] Provider* provider_for(const runtime::CatalogResource& resource) const;
    /// The schemas of the types pp defines itself (Provider::schema), for the compiler.
    [[nodiscard]] std::vector<runtime::TypeSchema> type_schemas() const;
    /// Whether Puppet has a provider `name` for `type`: its own and its core-type modules' (recorded in
    /// apply/data/puppet_providers.inc), or one of a module on the modulepath.
    [[nodiscard]] bool puppet_has_provider(std::string_view type, std::string_view name) const;

private:
    std::shared_ptr<const ProviderSettings> m_settings;
    std::map<std::string, std::unique_ptr<Provider>, std::less<>> m_providers;
    /// add_named's, by type and provider name
    std::map<std::pair<std::string, std::string>, std::unique_ptr<Provider>, std::less<>> m_named;
};

/// What a resource's `provider` parameter selects (provider_selection.cpp).
struct ProviderSelection {
    enum Kind : std::uint8_t {
        Default,     ///< no `provider`, or a type whose pp provider does not check it
        Implemented, ///< a provider pp implements for the type
        Missing,     ///< a provider Puppet has that pp does not implement: the resource fails, never another
        Invalid,     ///< a name Puppet does not know for the type: the run fails before anything is applied
    };
    Kind kind = Default;
    std::string name; ///< the provider asked for
};
[[nodiscard]] ProviderSelection select_provider(const ProviderRegistry& registry, const Provider& provider,
                                                const Resource& resource);
/// The provider a `provider` parameter names: a string, or the first of an array of them; empty for none.
[[nodiscard]] std::string provider_param_name(const Value* value);
/// Puppet's message for an Invalid selection: `Parameter provider failed on Package[x]: Invalid package
/// provider 'nosuch' (file: F, line: L)`.
[[nodiscard]] std::string invalid_provider_message(const Resource& resource, std::string_view name);

/// What validate_catalog found for one resource: the applier's view of it and its desired state.
struct Validated {
    Resource resource;
    State should;
};

struct ApplyOptions {
    bool noop = false;             ///< --noop
    std::vector<std::string> tags; ///< --tags: only resources tagged with one of them
    std::vector<std::string> skip_tags;
    bool ignore_schedules = false;
    /// What earlier runs left (checked/synced times, audited values); updated by the run. May be null.
    StateFile* state = nullptr;
    /// The run's wall-clock time, seconds since the epoch (schedules, state).
    std::int64_t now = 0;
    /// What validate_catalog computed for each resource (by catalog index), so the run need not ask the
    /// providers again. May be null.
    std::vector<std::optional<Validated>>* validated = nullptr;
    /// Only these resources (catalog indexes) are checked, and those their events reach, as a run would
    /// reach them: pp apply --watch re-checking what drifted. The others are left out of the run and of its
    /// summary; no resource generates others. Null: every resource.
    const std::set<std::size_t>* only = nullptr;
    /// Set (by a signal) to stop the run before the next resource; the summary then says the transaction
    /// did not complete. May be null.
    const std::atomic<bool>* stop = nullptr;
};

/// Puppet's run summary (Report#raw_summary) and what the exit code is made of.
struct RunSummary {
    int total = 0;       ///< resources, not counting whits
    int changed = 0;     ///< with at least one successful change
    int out_of_sync = 0; ///< with at least one non-audit event, noop ones included
    int failed = 0;
    int failed_to_restart = 0;
    int restarted = 0;
    int skipped = 0;
    int changes = 0; ///< successful events
    int events_success = 0, events_failure = 0, events_noop = 0, events_audit = 0;
    bool noop_pending = false;
    /// 1 when the catalog could not be applied at all (a cycle, a validation error).
    bool aborted = false;
    bool noop = false;                 ///< the run was --noop
    bool transaction_completed = true; ///< false when the transaction stopped (a cycle)
    /// A generate or eval_generate failed (logged): Puppet then reports the run as failed.
    bool resources_failed_to_generate = false;

    /// One resource's outcome, for the report.
    struct ResourceStatus {
        std::size_t index = 0; ///< in the catalog
        std::string ref;
        std::string path;
        bool changed = false, failed = false, skipped = false, out_of_sync = false, restarted = false;
        int change_count = 0;
        std::vector<std::pair<std::string, std::string>> events; ///< name, status
    };
    std::vector<ResourceStatus> resources; ///< in evaluation order

    /// Report#status: failed, changed or unchanged.
    [[nodiscard]] std::string status() const;

    /// Report#exit_status with --detailed-exitcodes: 2 for changes, 4 for failures, both 6; 1 aborted.
    [[nodiscard]] int detailed_exit_code() const;
};

/// Puppet's last_run_summary.yaml (Report#raw_summary; the `time` section holds the run's total) and pp's
/// JSON report: the same figures plus status, noop, noop_pending, transaction_completed and the resource
/// statuses. Written into `dir` (created when missing); false when they cannot be written.
bool write_reports(const std::string& dir, const RunSummary& summary, std::int64_t config_version,
                   double seconds);

/// Catalog#to_ral's checks: every resource's values as its type accepts them. Logs the first refusal
/// (`Error: Validation of Exec[x] failed: ...`) and returns false: then nothing may be applied. With
/// `shoulds`, each resource's desired state (Provider::should, under the run's `noop`) is kept there by
/// catalog index for ApplyOptions::validated.
bool validate_catalog(const runtime::Catalog& catalog, const ProviderRegistry& providers, Log& log,
                      bool noop = false, std::vector<std::optional<Validated>>* shoulds = nullptr);

/// Transaction#evaluate's first step (AdditionalResourceGenerator#generate_additional_resources): every
/// resource's type may generate more resources (Provider::generate), which join the catalog before the
/// relationship graph is built. False when a generate failed (logged; the report says failed).
[[nodiscard]] bool generate_resources(runtime::Catalog& catalog, const ProviderRegistry& providers, Log& log);

/// The applier's view of catalog resource `index`: its lower-case type, RAL ref, log path
/// (`/Stage[main]/Main/File[/x]`, from the catalog's containment edges), namevar value, noop.
Resource resource_for(const runtime::Catalog& catalog, std::size_t index, bool noop);

/// How each resource of the graph is watched for drift (Provider::watch_source), by catalog index.
std::vector<std::pair<std::size_t, WatchSource>> watch_sources(const runtime::Catalog& catalog,
                                                               const runtime::RelationshipGraph& graph,
                                                               const ProviderRegistry& providers, bool noop);

/// The types' auto relationships (Provider::auto_relations) for RelationshipGraph::populate_from.
std::unique_ptr<runtime::AutoRelationships> auto_relationships(const ProviderRegistry& providers);

/// Applies `catalog` (with Puppet's default resources added) along `graph` (its relationship graph, built
/// with auto_relationships and checked for cycles), logging as `puppet apply` does. Types that generate
/// resources while the run goes (Provider::eval_generate) change both.
RunSummary apply_catalog(runtime::Catalog& catalog, runtime::RelationshipGraph& graph,
                         ProviderRegistry& providers, Log& log, const ApplyOptions& options);

/// The same catalog applied again and again (pp apply --watch): the first apply() is apply_catalog's run;
/// the resources' desired states it worked out are kept, and each later apply() is a run of its own
/// (statuses, events and summary start empty), usually of some resources (ApplyOptions::only).
class Transaction {
public:
    Transaction(runtime::Catalog& catalog, runtime::RelationshipGraph& graph, ProviderRegistry& providers,
                Log& log);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    RunSummary apply(const ApplyOptions& options);

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace pp::apply
