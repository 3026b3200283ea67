// Puppet::Transaction#evaluate/#traverse/#eval_resource, ResourceHarness#perform_changes and EventManager,
// as reference/applier.md §1 describes them and Puppet 7.23's transaction/*.rb implement them.
#include "apply/transaction.hpp"

#include "apply/schedule.hpp"
#include "apply/transaction_internal.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <set>
#include <unordered_map>

namespace pp::apply {

namespace {

using runtime::RelationshipGraph;
using Vertex = RelationshipGraph::Vertex;
using detail::containment_parents;
using detail::make_resource;

// Puppet::Transaction::Event, as far as the run needs it.
struct Event {
    std::string name;   // file_created, content_changed, restarted, noop_restart ...
    std::string status; // success, noop, failure, audit
    bool invalidate_refreshes = false;
};

// Puppet::Resource::Status
struct Status {
    bool failed = false;
    bool failed_to_restart = false;
    bool skipped = false;
    bool changed = false;
    bool out_of_sync = false;
    bool restarted = false;
    std::vector<Event> events;
    std::vector<std::size_t> failed_dependencies; // catalog indexes, in the order found

    void add_event(Event e) {
        if (e.status == "failure")
            failed = true;
        else if (e.status == "success")
            changed = true;
        if (e.status != "audit") out_of_sync = true;
        events.push_back(std::move(e));
    }
};

std::string pluralize_events(std::size_t n) {
    return n == 1 ? "1 event" : fmt::format("{} events", n);
}

// One run of a catalog, or several (Transaction): the resources' desired states are worked out by the
// first, each run starts with no statuses and no events.
class Run {
public:
    Run(runtime::Catalog& catalog, RelationshipGraph& graph, ProviderRegistry& providers, Log& log)
        : m_catalog(catalog), m_graph(graph), m_providers(providers), m_log(log) {}

    RunSummary run(const ApplyOptions& options);

private:
    struct Item {
        Resource resource;
        Provider* provider = nullptr;
        State should;
        LogLevel loglevel = LogLevel::Notice;
        bool provider_missing = false; ///< `provider =>` names one pp does not implement: never applied
    };

    bool prepare();
    bool selected(Vertex v) const;
    bool eval_vertex(Vertex v);
    bool eval_generate(Vertex v);
    void eval_resource(Vertex v, Item& item, Status& status);
    void harness(Item& item, Status& status);
    void perform_changes(Item& item, Status& status, const State& is, std::vector<std::string>& synced);
    [[nodiscard]] std::vector<PropertyChange> out_of_sync(const Item& item, const State& is,
                                                          bool quiet) const;
    std::vector<PropertyOutcome> set_grouped(Item& item, const State& is,
                                             const std::vector<PropertyChange>& changes);
    std::optional<State> current_state(Item& item, Status& status);
    void propagate_failure(Vertex v, Status& status);
    bool failed_dependencies(Vertex v, Status& status, bool whit);
    bool skip(Vertex v, Status& status);
    bool scheduled(const Item& item) const;
    void audit(Item& item, Status& status, const State& is, const std::vector<std::string>& synced);
    [[nodiscard]] std::vector<std::string> audited_properties(const Item& item) const;
    bool tagged(Vertex v) const;
    bool vertex_noop(Vertex v) const;
    bool refreshable(Vertex v) const;
    bool suitable(Vertex v) const;
    void queue_events(Vertex source, const std::vector<Event>& events);
    bool self_refreshing(Vertex v) const;
    void process_events(Vertex v, Status& status);
    std::string source_of(Vertex v) const;
    Context& context_for(Item& item);

    runtime::Catalog& m_catalog;
    RelationshipGraph& m_graph;
    ProviderRegistry& m_providers;
    Log& m_log;
    const ApplyOptions* m_options = nullptr; // the current run's
    bool m_prepared = false;
    bool m_later_run = false; // not the first run of the catalog (Transaction)

    std::map<std::size_t, Item> m_items; // by catalog index
    std::unordered_map<Vertex, Status> m_status;
    // EventManager's @event_queues: target -> callback (always refresh here) -> events
    std::unordered_map<Vertex, std::vector<Event>> m_queues;
    std::set<std::size_t> m_notified_failures; // @failed_dependencies_already_notified
    std::map<std::string, std::unique_ptr<Context>, std::less<>> m_contexts;
    std::set<std::string, std::less<>> m_prefetched;
    std::unordered_map<std::size_t, State> m_prefetch;
    std::unordered_map<std::size_t, std::string> m_prefetch_error;
    // SequentialPrioritizer#generate_priority_contained_in: the last priority given inside a resource
    std::unordered_map<Vertex, runtime::GraphPriority> m_contained;
    bool m_failed_to_generate = false; // an eval_generate failed
    runtime::GraphTraversal* m_traversal = nullptr;
    // the outcomes of resources changed with an earlier one of their group (set_grouped), by catalog index
    struct Grouped {
        std::vector<PropertyChange> changes;
        std::vector<PropertyOutcome> outcomes;
    };
    std::unordered_map<std::size_t, Grouped> m_grouped;
};

Context& Run::context_for(Item& item) {
    auto it = m_contexts.find(item.resource.type);
    if (it == m_contexts.end())
        it = m_contexts.emplace(item.resource.type, std::make_unique<Context>(m_log, item.resource.type))
                 .first;
    return *it->second;
}

bool Run::prepare() {
    // Catalog#to_ral: every resource gets its type's checks before anything is applied
    bool ok = true;
    // containment: the catalog's edges, container -> contained
    const std::vector<std::size_t> parents = containment_parents(m_catalog);
    for (Vertex v : m_graph.vertices()) {
        const runtime::GraphVertex& gv = m_graph[v];
        if (gv.is_whit()) continue;
        const runtime::CatalogResource& cr = m_catalog.at(gv.resource);
        Item item;
        std::vector<std::optional<Validated>>* validated = m_options->validated;
        const bool known =
            validated != nullptr && gv.resource < validated->size() && (*validated)[gv.resource];
        if (known)
            item.resource = std::move((*validated)[gv.resource]->resource);
        else
            item.resource = make_resource(m_catalog, parents, gv.resource, m_options->noop);
        item.resource.ref = gv.ref;
        if (const Value* l = cr.param("loglevel"); l != nullptr && l->is_string())
            item.loglevel = parse_level(l->as_string());
        item.provider = m_providers.provider_for(cr);
        if (item.provider != nullptr) {
            ProviderSelection chosen = select_provider(m_providers, *item.provider, item.resource);
            if (chosen.kind == ProviderSelection::Invalid) {
                if (ok) m_log.err("", invalid_provider_message(item.resource, chosen.name));
                ok = false;
            }
            item.provider_missing =
                chosen.kind != ProviderSelection::Default && chosen.kind != ProviderSelection::Implemented;
        }
        if (item.provider_missing) {
            // failed by the traversal, as a resource whose chosen provider does not work here
        } else if (item.provider != nullptr && known) {
            item.should = std::move((*validated)[gv.resource]->should);
            (*validated)[gv.resource].reset();
        } else if (item.provider != nullptr) {
            try {
                item.should = item.provider->should(item.resource);
            } catch (const ValidationError& e) {
                // Catalog#to_ral stops at the first resource it cannot convert
                if (ok) m_log.err("", e.what());
                ok = false;
            }
        }
        m_items.emplace(gv.resource, std::move(item));
    }
    return ok;
}

std::string Run::source_of(Vertex v) const {
    const runtime::GraphVertex& gv = m_graph[v];
    if (gv.is_whit()) return gv.name;
    return m_items.at(gv.resource).resource.path;
}

bool Run::tagged(Vertex v) const {
    const runtime::CatalogResource& r = m_catalog.at(m_graph[v].resource);
    if (!m_options->skip_tags.empty()) {
        for (const std::string& t : m_options->skip_tags)
            if (r.tagged(t)) return false;
    }
    if (m_options->tags.empty()) return true;
    return std::any_of(m_options->tags.begin(), m_options->tags.end(),
                       [&](const std::string& t) { return r.tagged(t); });
}

bool Run::vertex_noop(Vertex v) const {
    const runtime::GraphVertex& gv = m_graph[v];
    if (!gv.is_whit()) return m_items.at(gv.resource).resource.noop;
    // a whit has no metaparameters of its own: only --noop makes it noop
    return m_options->noop;
}

bool Run::suitable(Vertex v) const {
    const runtime::GraphVertex& gv = m_graph[v];
    if (gv.is_whit()) return true;
    const Item& item = m_items.at(gv.resource);
    return item.provider != nullptr && !item.provider_missing && item.provider->suitable();
}

bool Run::refreshable(Vertex v) const {
    const runtime::GraphVertex& gv = m_graph[v];
    if (gv.is_whit()) return true;
    const Item& item = m_items.at(gv.resource);
    return item.provider != nullptr && item.provider->refreshable();
}

void Run::propagate_failure(Vertex v, Status& status) {
    std::vector<std::size_t> failed;
    auto add = [&](std::size_t i) {
        if (std::find(failed.begin(), failed.end(), i) == failed.end()) failed.push_back(i);
    };
    for (Vertex dep : m_graph.direct_dependencies(v)) {
        auto it = m_status.find(dep);
        if (it == m_status.end()) continue;
        for (std::size_t f : it->second.failed_dependencies)
            add(f);
        if (it->second.failed || it->second.failed_to_restart) add(m_graph[dep].resource);
    }
    status.failed_dependencies = std::move(failed);
}

bool Run::failed_dependencies(Vertex v, Status& status, bool whit) {
    if (status.failed_dependencies.empty()) return false;
    if (!whit) {
        for (std::size_t dep : status.failed_dependencies) {
            if (!m_notified_failures.insert(dep).second) continue;
            m_log.notice(source_of(v), fmt::format("Dependency {} has failures: true",
                                                   runtime::ral_ref(m_catalog.at(dep))));
        }
    }
    return true;
}

bool Run::scheduled(const Item& item) const {
    // Transaction#scheduled?: against the time the resource was last checked
    if (m_options->ignore_schedules) return true;
    const Value* name = item.resource.param("schedule");
    if (name == nullptr || !name->is_string()) return true;
    const runtime::CatalogResource* schedule = m_catalog.find("Schedule", name->as_string());
    if (schedule == nullptr) return true;
    std::int64_t previous = 0;
    if (m_options->state != nullptr) previous = m_options->state->checked(item.resource.ref).value_or(0);
    return schedule_matches(*schedule, previous, m_options->now);
}

std::vector<std::string> Run::audited_properties(const Item& item) const {
    std::vector<std::string> out;
    const Value* audit = item.resource.param("audit");
    if (audit == nullptr || item.provider == nullptr) return out;
    std::vector<std::string> names;
    if (audit->is_string()) names.push_back(audit->as_string());
    if (audit->is_array())
        for (const Value& v : audit->as_array())
            if (v.is_string()) names.push_back(v.as_string());
    const std::vector<std::string> props = item.provider->properties();
    for (const std::string& p : props) {
        if (std::find(names.begin(), names.end(), p) != names.end() ||
            std::find(names.begin(), names.end(), "all") != names.end())
            out.push_back(p);
    }
    return out;
}

void Run::audit(Item& item, Status& status, const State& is, const std::vector<std::string>& synced) {
    // ResourceHarness#capture_audit_events, then the current values are recorded for the next run
    if (m_options->state == nullptr) return;
    for (const std::string& p : audited_properties(item)) {
        auto it = is.find(p);
        Value current = it == is.end() ? Value("absent") : it->second;
        std::string now = current.is_string() ? current.as_string() : runtime::ruby_to_s(current);
        std::optional<std::string> before = m_options->state->audited(item.resource.ref, p);
        if (!before) {
            m_log.notice(item.resource.path + "/" + p,
                         fmt::format("audit change: newly-recorded value {}", now));
        } else if (*before != now && std::find(synced.begin(), synced.end(), p) == synced.end()) {
            m_log.log(item.loglevel, item.resource.path + "/" + p,
                      fmt::format("audit change: previously recorded value {} has been changed to {}",
                                  item.provider->format_is_of(item.resource, p, Value(*before)),
                                  item.provider->format_is_of(item.resource, p, current)));
            status.add_event(Event{item.provider->event_name_of(item.resource, p, current), "audit"});
        }
        m_options->state->set_audited(item.resource.ref, p, now);
    }
}

bool Run::skip(Vertex v, Status& status) {
    const bool whit = m_graph[v].is_whit();
    if (!tagged(v)) return true;
    if (!whit && !scheduled(m_items.at(m_graph[v].resource))) {
        m_log.debug(source_of(v), "Not scheduled");
        return true;
    }
    if (failed_dependencies(v, status, whit)) {
        if (!whit) m_log.warning(source_of(v), "Skipping because of failed dependencies");
        return true;
    }
    if (!whit) {
        Item& item = m_items.at(m_graph[v].resource);
        if (item.provider != nullptr && !item.provider->prefetch(context_for(item), item.resource)) {
            status.add_event(Event{"", "failure"}); // Status#fail_with_event: Prefetch failed for ...
            m_log.warning(source_of(v), "Skipping because provider prefetch failed");
            return true;
        }
    }
    return false;
}

void Run::queue_events(Vertex source, const std::vector<Event>& events) {
    // grouped by name, in first-seen order
    std::vector<std::pair<std::string, std::vector<Event>>> groups;
    for (const Event& e : events) {
        auto it =
            std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == e.name; });
        if (it == groups.end())
            groups.emplace_back(e.name, std::vector<Event>{e});
        else
            it->second.push_back(e);
    }
    // SimpleGraph#matching_edges: the source's edges whose label matches, by target as they became
    // adjacent; two such edges to one target queue the events twice, as in Puppet
    std::vector<Vertex> targets;
    for (auto e : m_graph.out_edges(source)) {
        const runtime::EdgeLabel& label = m_graph[e].label;
        if (label.refresh && label.matches_events()) targets.push_back(m_graph.target(e));
    }
    for (const auto& [name, list] : groups) {
        for (Vertex target : targets) {
            if (!refreshable(target)) continue;
            const runtime::GraphVertex& tv = m_graph[target];
            if (tv.kind == runtime::VertexKind::Completed)
                m_log.debug(source_of(source),
                            fmt::format("The container {} will propagate my refresh event", tv.name));
            else
                m_log.info(source_of(source), fmt::format("Scheduling refresh of {}", tv.name));
            auto& queue = m_queues[target];
            queue.insert(queue.end(), list.begin(), list.end());
        }
        // Type.self_refresh: the resource refreshes itself with the group's first event, unless deleting
        if (self_refreshing(source)) {
            m_log.info(source_of(source), fmt::format("Scheduling refresh of {}", m_graph[source].name));
            m_queues[source].push_back(list.front());
        }
    }
    if (std::any_of(events.begin(), events.end(), [](const Event& e) { return e.invalidate_refreshes; })) {
        m_log.info(source_of(source), fmt::format("Unscheduling refresh on {}", m_graph[source].name));
        m_queues[source].clear();
    }
}

bool Run::self_refreshing(Vertex v) const {
    const runtime::GraphVertex& gv = m_graph[v];
    if (gv.is_whit()) return false;
    const Item& item = m_items.at(gv.resource);
    if (item.provider == nullptr || !item.provider->self_refresh()) return false;
    auto ensure = item.should.find("ensure"); // Type#deleting?
    return !(ensure != item.should.end() && ensure->second.is_string() &&
             ensure->second.as_string() == "absent");
}

void Run::process_events(Vertex v, Status& status) {
    auto it = m_queues.find(v);
    if (it == m_queues.end() || it->second.empty()) return;
    std::vector<Event> events = std::move(it->second);
    it->second.clear();
    const runtime::GraphVertex& gv = m_graph[v];
    const bool all_noop =
        std::all_of(events.begin(), events.end(), [](const Event& e) { return e.status == "noop"; });
    if (all_noop || vertex_noop(v)) {
        m_log.notice(source_of(v),
                     fmt::format("Would have triggered 'refresh' from {}", pluralize_events(events.size())));
        queue_events(v, {Event{"noop_restart", "noop"}});
        return;
    }
    if (!gv.is_whit()) {
        Item& item = m_items.at(gv.resource);
        try {
            m_log.flush(); // (as before a change)
            item.provider->refresh(context_for(item), item.resource);
        } catch (const std::exception& e) {
            std::string message = fmt::format("Failed to call refresh: {}", e.what());
            m_log.err(source_of(v), message);
            m_log.err(source_of(v), e.what()); // resource.log_exception
            status.failed_to_restart = true;
            status.add_event(Event{"", "failure"}); // Status#fail_with_event
            return;
        }
        std::string message = fmt::format("Triggered 'refresh' from {}", pluralize_events(events.size()));
        m_log.notice(source_of(v), message);
        status.add_event(Event{"refresh", "success"});
    }
    status.restarted = true;
    queue_events(v, {Event{"restarted", "success"}});
}

std::optional<State> Run::current_state(Item& item, Status& status) {
    Context& ctx = context_for(item);
    try {
        if (item.provider->batch_get()) {
            if (m_prefetched.insert(item.resource.type).second) {
                std::vector<const Resource*> all;
                std::vector<std::size_t> indexes;
                for (auto& [index, other] : m_items) {
                    if (other.resource.type != item.resource.type) continue;
                    all.push_back(&other.resource);
                    indexes.push_back(index);
                }
                try {
                    auto states = item.provider->get(ctx, all);
                    for (std::size_t i = 0; i < indexes.size() && i < states.size(); ++i)
                        m_prefetch[indexes[i]] = std::move(states[i]);
                } catch (const std::exception& e) {
                    for (std::size_t i : indexes)
                        m_prefetch_error[i] = e.what();
                }
            }
            if (auto err = m_prefetch_error.find(item.resource.index); err != m_prefetch_error.end())
                throw ApplyError(err->second);
            return item.provider->retrieved(ctx, item.resource, std::move(m_prefetch[item.resource.index]));
        }
        const Resource* one = &item.resource;
        auto states = item.provider->get(ctx, std::span<const Resource* const>(&one, 1));
        if (states.empty()) return State{{"ensure", Value("absent")}};
        return std::move(states.front());
    } catch (const std::exception& e) {
        m_log.err(item.resource.path, fmt::format("Could not evaluate: {}", e.what()));
        status.add_event(Event{"", "failure"}); // Status#fail_with_event
        return std::nullopt;
    }
}

void Run::harness(Item& item, Status& status) {
    if (m_options->state != nullptr) m_options->state->set_checked(item.resource.ref, m_options->now);
    std::optional<State> is = current_state(item, status);
    if (!is) return;
    std::vector<std::string> synced;
    perform_changes(item, status, *is, synced);
    audit(item, status, *is, synced);
    if (!status.changed || item.resource.noop) return;
    if (m_options->state != nullptr) m_options->state->set_synced(item.resource.ref, m_options->now);
    // ResourceHarness#evaluate: flush after the change lines; its failure fails the changed resource
    try {
        item.provider->flush(context_for(item), item.resource);
    } catch (const std::exception& e) {
        m_log.err(item.resource.path, fmt::format("Could not evaluate: {}", e.what()));
        status.add_event(Event{"", "failure"}); // Status#failed_because
    }
}

// ResourceHarness#perform_changes: ensure alone when it is out of sync, else every other property
std::vector<PropertyChange> Run::out_of_sync(const Item& item, const State& current_state, bool quiet) const {
    const State* is = &current_state;
    const Provider& provider = *item.provider;
    auto current = [&](const std::string& p) {
        auto it = is->find(p);
        return it == is->end() ? Value("absent") : it->second;
    };
    std::vector<PropertyChange> changes;
    const auto ensure_should = item.should.find("ensure");
    bool ensure_changes = false;
    if (ensure_should != item.should.end()) {
        Value cur = current("ensure");
        if (!provider.insync(item.resource, "ensure", cur, ensure_should->second)) {
            changes.push_back({"ensure", cur, ensure_should->second});
            ensure_changes = true;
        }
    }
    if (!ensure_changes) {
        auto ensure_is = is->find("ensure");
        const bool present = ensure_is == is->end() || !ensure_is->second.is_string() ||
                             ensure_is->second.as_string() != "absent";
        if (present) {
            for (const std::string& p : provider.properties()) {
                if (p == "ensure") continue;
                auto s = item.should.find(p);
                if (s == item.should.end()) continue;
                Value cur = current(p);
                if (!provider.insync(item.resource, p, cur, s->second))
                    changes.push_back({p, cur, s->second});
            }
        } else if (!quiet) {
            m_log.debug(item.resource.path, "Nothing to manage: no ensure and the resource doesn't exist");
        }
    }
    return changes;
}

// mgmt's Groupable: the other resources of a groupable type that are ready now (their dependencies done, so
// nothing orders them against this one) and out of sync are changed in the same call; each keeps its
// outcome for its own turn, where its lines are logged as they would have been.
std::vector<PropertyOutcome> Run::set_grouped(Item& item, const State& is,
                                              const std::vector<PropertyChange>& changes) {
    Provider& provider = *item.provider;
    m_log.flush(); // the lines so far show before the change is made (a Ruby provider's command, say)
    struct Partner {
        std::size_t index;
        State is;
        std::vector<PropertyChange> changes;
    };
    std::vector<Partner> partners;
    if (provider.groupable() && m_traversal != nullptr && provider.batch_get()) {
        for (Vertex u : m_traversal->ready()) {
            const runtime::GraphVertex& gv = m_graph[u];
            if (gv.is_whit() || gv.resource == item.resource.index) continue;
            const Item& other = m_items.at(gv.resource);
            if (other.provider != item.provider || other.provider_missing || other.resource.noop) continue;
            if (!selected(u) || !tagged(u) || !scheduled(other) || m_grouped.count(gv.resource) != 0)
                continue;
            const std::vector<Vertex> deps = m_graph.direct_dependencies(u);
            const bool blocked = std::any_of(deps.begin(), deps.end(), [&](Vertex dep) {
                auto st = m_status.find(dep);
                return st != m_status.end() && (st->second.failed || st->second.failed_to_restart ||
                                                !st->second.failed_dependencies.empty());
            });
            auto state = m_prefetch.find(gv.resource);
            if (blocked || state == m_prefetch.end()) continue;
            std::vector<PropertyChange> more = out_of_sync(other, state->second, true);
            if (!more.empty()) partners.push_back({gv.resource, state->second, std::move(more)});
        }
    }
    if (partners.empty()) return provider.set(context_for(item), item.resource, is, changes);
    std::vector<Provider::GroupMember> members;
    members.push_back({&item.resource, &is, changes});
    for (const Partner& p : partners)
        members.push_back({&m_items.at(p.index).resource, &p.is, p.changes});
    std::vector<std::vector<PropertyOutcome>> outcomes = provider.set_group(context_for(item), members);
    outcomes.resize(members.size());
    for (std::size_t i = 0; i < partners.size(); ++i)
        m_grouped[partners[i].index] = {std::move(partners[i].changes), std::move(outcomes[i + 1])};
    return std::move(outcomes[0]);
}

void Run::perform_changes(Item& item, Status& status, const State& current_state,
                          std::vector<std::string>& synced) {
    const State* is = &current_state;
    Provider& provider = *item.provider;
    std::vector<PropertyChange> changes = out_of_sync(item, current_state, false);
    if (changes.empty()) return;
    for (const PropertyChange& c : changes)
        synced.push_back(c.property);

    const std::string& path = item.resource.path;
    if (item.resource.noop) {
        for (const PropertyChange& c : changes) {
            m_log.log(item.loglevel, path + "/" + c.property,
                      fmt::format("current_value {}, should be {} (noop)",
                                  provider.format_is_of(item.resource, c.property, c.is),
                                  provider.format_should_of(item.resource, c.property, c.should)));
            Event e{provider.event_name_of(item.resource, c.property, c.should), "noop"};
            e.invalidate_refreshes = provider.invalidates_refreshes({c});
            status.add_event(std::move(e));
        }
        return;
    }

    std::vector<PropertyOutcome> outcomes;
    try {
        auto grouped = m_grouped.find(item.resource.index);
        const bool done = grouped != m_grouped.end() && grouped->second.changes.size() == changes.size() &&
                          std::equal(changes.begin(), changes.end(), grouped->second.changes.begin(),
                                     [](const PropertyChange& a, const PropertyChange& b) {
                                         return a.property == b.property && a.should.eql(b.should);
                                     });
        if (done)
            outcomes = std::move(grouped->second.outcomes);
        else
            outcomes = set_grouped(item, *is, changes);
        if (grouped != m_grouped.end()) m_grouped.erase(grouped);
    } catch (const std::exception& e) {
        m_log.err(path, fmt::format("Could not evaluate: {}", e.what()));
        status.add_event(Event{"", "failure"}); // Status#fail_with_event
        return;
    }
    for (const PropertyChange& c : changes) {
        auto o = std::find_if(outcomes.begin(), outcomes.end(),
                              [&](const PropertyOutcome& x) { return x.property == c.property; });
        if (o != outcomes.end() && !o->error.empty()) {
            // Puppet.log_exception (with the wrapped exception), then the failure event
            m_log.err("", o->wrapped.empty()
                              ? o->error
                              : fmt::format("{}\nWrapped exception:\n{}", o->error, o->wrapped));
            m_log.err(path + "/" + c.property,
                      fmt::format("change from {} to {} failed: {}",
                                  provider.format_is_of(item.resource, c.property, c.is),
                                  provider.format_should_of(item.resource, c.property, c.should), o->error));
            status.add_event(Event{provider.event_name_of(item.resource, c.property, c.should), "failure"});
            continue;
        }
        m_log.log(item.loglevel, path + "/" + c.property,
                  provider.change_message(item.resource, c.property, c.is, c.should));
        Event e{provider.event_name_of(item.resource, c.property, c.should), "success"};
        e.invalidate_refreshes = provider.invalidates_refreshes({c});
        status.add_event(std::move(e));
    }
}

void Run::eval_resource(Vertex v, Item& item, Status& status) {
    harness(item, status);
    if (!(status.failed || status.failed_to_restart)) queue_events(v, status.events);
    process_events(v, status);
}

bool Run::selected(Vertex v) const {
    if (m_options->only == nullptr) return true;
    if (auto q = m_queues.find(v); q != m_queues.end() && !q->second.empty()) return true;
    const runtime::GraphVertex& gv = m_graph[v];
    return !gv.is_whit() && m_options->only->count(gv.resource) > 0;
}

// Whether the vertex took part in the run: a run of some resources (ApplyOptions::only) leaves the others
// out, unless their events reach them.
bool Run::eval_vertex(Vertex v) {
    if (!selected(v)) return false;
    Status& status = m_status[v];
    if (m_later_run && !m_graph[v].is_whit()) {
        Item& item = m_items.at(m_graph[v].resource);
        try {
            if (item.provider != nullptr && !item.provider_missing) item.provider->recheck(item.resource);
        } catch (const std::exception& e) {
            m_log.err(item.resource.path, fmt::format("Could not evaluate: {}", e.what()));
            status.add_event(Event{"", "failure"}); // Status#fail_with_event
            return true;
        }
    }
    propagate_failure(v, status);
    if (skip(v, status)) {
        status.skipped = true;
        auto q = m_queues.find(v);
        if (q != m_queues.end() && !q->second.empty()) {
            m_log.info(source_of(v), fmt::format("Unscheduling all events on {}", m_graph[v].name));
            q->second.clear();
        }
        return true;
    }
    const runtime::GraphVertex& gv = m_graph[v];
    if (gv.is_whit()) {
        process_events(v, status);
        return true;
    }
    eval_resource(v, m_items.at(gv.resource), status);
    return true;
}

// AdditionalResourceGenerator#eval_generate: the resources v's type generates now, contained in a
// `completed_<title>` whit that takes over v's outgoing edges, each after its nearest generated ancestor.
bool Run::eval_generate(Vertex v) {
    const runtime::GraphVertex& gv = m_graph[v];
    if (gv.is_whit()) return false;
    Item& item = m_items.at(gv.resource);
    if (item.provider == nullptr) return false;
    std::optional<std::vector<std::size_t>> made;
    const std::size_t known = m_catalog.size();
    try {
        made = item.provider->eval_generate(context_for(item), item.resource, m_catalog);
    } catch (const std::exception& e) {
        m_log.err(item.resource.path,
                  fmt::format("Failed to generate additional resources using 'eval_generate': {}", e.what()));
        m_failed_to_generate = true;
        return false;
    }
    if (!made || made->empty()) return false;

    auto contained_priority = [&]() {
        auto it = m_contained.find(v);
        if (it == m_contained.end()) it = m_contained.emplace(v, m_graph[v].priority.down()).first;
        it->second = it->second.next();
        return it->second;
    };
    // add_resource: a new resource goes into the generating resource's container, with its tags
    const std::size_t container = containment_parents(m_catalog)[gv.resource];
    for (std::size_t index : *made) {
        if (index < known) continue;
        if (container != SIZE_MAX) m_catalog.add_edge(container, index);
        runtime::CatalogResource& added = m_catalog.at(index);
        for (std::string_view t : m_catalog.at(gv.resource).tags)
            added.tags.add(t);
    }
    const std::vector<std::size_t> parents = containment_parents(m_catalog);
    std::vector<Vertex> made_vertices;
    for (std::size_t index : *made) {
        std::optional<Vertex> mv = m_graph.vertex_of(index);
        if (!mv) {
            runtime::GraphVertex nv;
            nv.resource = index;
            nv.ref = runtime::ral_ref(m_catalog.at(index));
            nv.name = nv.ref;
            nv.priority = contained_priority();
            mv = m_graph.add_vertex(std::move(nv));
        }
        // its parameters may have changed: the type's view of them again
        Item generated;
        generated.resource = make_resource(m_catalog, parents, index, m_options->noop);
        generated.resource.ref = m_graph[*mv].ref;
        generated.provider = m_providers.provider_for(m_catalog.at(index));
        if (auto old = m_items.find(index); old != m_items.end()) generated.loglevel = old->second.loglevel;
        if (generated.provider != nullptr) {
            try {
                generated.should = generated.provider->should(generated.resource);
            } catch (const ValidationError& e) {
                m_log.err(generated.resource.path, e.what());
            }
        }
        m_items.insert_or_assign(index, std::move(generated));
        made_vertices.push_back(*mv);
    }
    auto is_made = [&](Vertex x) {
        return std::find(made_vertices.begin(), made_vertices.end(), x) != made_vertices.end();
    };
    // add_conditional_directed_dependency: no edge against one the other way
    auto depend = [&](Vertex from, Vertex to, runtime::EdgeLabel label) {
        if (!m_graph.has_edge(to, from)) m_graph.add_edge(from, to, label);
    };

    runtime::GraphVertex sentinel;
    sentinel.kind = runtime::VertexKind::Completed;
    sentinel.resource = gv.resource;
    sentinel.name = item.resource.title; // Whit#to_s drops the `completed_` prefix
    sentinel.ref = "Whit[completed_" + item.resource.title + "]";
    sentinel.priority = contained_priority();
    const Vertex sv = m_graph.add_vertex(std::move(sentinel));
    for (auto e : m_graph.out_edges(v)) {
        const Vertex target = m_graph.target(e);
        if (is_made(target)) continue;
        m_graph.add_edge(sv, target, m_graph[e].label);
        m_graph.remove_edge(e);
    }
    const runtime::EdgeLabel refresh = runtime::EdgeLabel::refresh_on_all_events();
    for (Vertex mv : made_vertices)
        depend(mv, sv, refresh);
    depend(v, sv, refresh);
    // connect_resources_to_ancestors: a generated file after the nearest generated directory above it
    std::unordered_map<std::string, Vertex> made_files;
    for (Vertex mv : made_vertices) {
        const Item& made_item = m_items.at(m_graph[mv].resource);
        if (made_item.resource.type == "file") made_files.emplace(made_item.resource.name, mv);
    }
    for (Vertex mv : made_vertices) {
        Vertex parent = v;
        const Item& child = m_items.at(m_graph[mv].resource);
        if (child.resource.type == "file") {
            std::string dir = child.resource.name;
            while (parent == v && dir.size() > 1) {
                auto slash = dir.find_last_of('/');
                if (slash == std::string::npos) break;
                dir = slash == 0 ? "/" : dir.substr(0, slash);
                if (auto it = made_files.find(dir); it != made_files.end() && it->second != mv)
                    parent = it->second;
            }
        }
        depend(parent, mv, {});
    }
    return true;
}

RunSummary Run::run(const ApplyOptions& options) {
    m_options = &options;
    m_status.clear();
    m_queues.clear();
    m_notified_failures.clear();
    m_prefetched.clear();
    m_prefetch.clear();
    m_prefetch_error.clear();
    m_failed_to_generate = false;
    m_grouped.clear();
    RunSummary summary;
    m_later_run = m_prepared;
    if (!m_prepared) {
        if (!prepare()) {
            summary.aborted = true;
            return summary;
        }
        m_prepared = true;
    }
    runtime::GraphTraversal traversal(m_graph);
    m_traversal = &traversal;
    std::vector<Vertex> order;
    // RelationshipGraph#traverse: a resource without a suitable provider waits until nothing else is ready;
    // when a whole round made no progress, the waiting ones fail (overly_deferred_resource_handler)
    std::vector<Vertex> deferred;
    std::vector<std::string> providerless;
    bool progress = false;
    while (true) {
        if (m_options->stop != nullptr && m_options->stop->load()) {
            summary.transaction_completed = false;
            break;
        }
        if (auto v = traversal.next()) {
            if (!suitable(*v) && selected(*v)) {
                deferred.push_back(*v);
                continue;
            }
            progress = true;
            // the graph changed: count what each vertex waits for again (a later run of some resources
            // leaves the generated ones as the first run made them)
            if (m_options->only == nullptr && eval_generate(*v)) traversal.clear_blockers();
            if (eval_vertex(*v)) order.push_back(*v);
            traversal.finish(*v);
            continue;
        }
        if (deferred.empty()) break;
        if (progress) {
            for (Vertex d : deferred)
                traversal.enqueue(d);
        } else {
            for (Vertex d : deferred) {
                if (tagged(d)) {
                    m_status[d].failed = true;
                    const Item& item = m_items.at(m_graph[d].resource);
                    const std::string& type = item.resource.type;
                    // a provider the resource chose (Puppet never picks an unsuitable one itself)
                    if (const Value* p = item.resource.param("provider"); p != nullptr && !p->is_undef()) {
                        m_log.err(item.resource.path,
                                  fmt::format("Provider {} is not functional on this host",
                                              p->is_string() ? p->as_string() : display_value(*p)));
                    } else if (std::find(providerless.begin(), providerless.end(), type) ==
                               providerless.end()) {
                        providerless.push_back(type);
                    }
                }
                traversal.finish(d);
                order.push_back(d);
            }
        }
        progress = false;
        deferred.clear();
    }
    m_traversal = nullptr;
    for (const std::string& type : providerless) // the traversal's teardown, once per type
        m_log.err("", fmt::format("Could not find a suitable provider for {}", type));
    summary.noop = m_options->noop;
    for (Vertex v : order) {
        if (m_graph[v].is_whit()) continue;
        const Status& status = m_status[v];
        RunSummary::ResourceStatus rs;
        rs.index = m_graph[v].resource;
        rs.ref = m_graph[v].ref;
        rs.path = source_of(v);
        rs.changed = status.changed;
        rs.failed = status.failed;
        rs.skipped = status.skipped;
        rs.out_of_sync = status.out_of_sync;
        rs.restarted = status.restarted;
        for (const Event& e : status.events) {
            if (e.status == "success") ++rs.change_count;
            rs.events.emplace_back(e.name, e.status);
        }
        summary.resources.push_back(std::move(rs));
        ++summary.total;
        if (status.changed) ++summary.changed;
        if (status.out_of_sync) ++summary.out_of_sync;
        if (status.failed) ++summary.failed;
        if (status.failed_to_restart) ++summary.failed_to_restart;
        if (status.restarted) ++summary.restarted;
        if (status.skipped) ++summary.skipped;
        for (const Event& e : status.events) {
            if (e.status == "success") {
                ++summary.events_success;
                ++summary.changes;
            } else if (e.status == "failure") {
                ++summary.events_failure;
            } else if (e.status == "noop") {
                ++summary.events_noop;
                summary.noop_pending = true;
            } else if (e.status == "audit") {
                ++summary.events_audit;
            }
        }
    }
    summary.resources_failed_to_generate = m_failed_to_generate;
    return summary;
}

} // namespace

int RunSummary::detailed_exit_code() const {
    if (aborted) return 1;
    int code = 0;
    if (changes > 0) code |= 2;
    if (failed > 0 || failed_to_restart > 0) code |= 4;
    return code;
}

RunSummary apply_catalog(runtime::Catalog& catalog, runtime::RelationshipGraph& graph,
                         ProviderRegistry& providers, Log& log, const ApplyOptions& options) {
    Run run(catalog, graph, providers, log);
    return run.run(options);
}

struct Transaction::State {
    Run run;
};

Transaction::Transaction(runtime::Catalog& catalog, runtime::RelationshipGraph& graph,
                         ProviderRegistry& providers, Log& log)
    : m_state(std::make_unique<State>(State{Run(catalog, graph, providers, log)})) {}

Transaction::~Transaction() = default;

RunSummary Transaction::apply(const ApplyOptions& options) {
    return m_state->run.run(options);
}

} // namespace pp::apply
