// A catalog applied again (apply::Transaction, pp apply --watch): a later run of some resources checks only
// them and the resources their events reach, refreshes a subscriber once, leaves the rest out of its
// summary and tells the providers to forget what they learnt. And Groupable: resources ready together
// are set in one set_group call, each with the lines it has when set alone. Fake types, no machine.

#include "apply/transaction.hpp"

#include <gtest/gtest.h>

#include <map>
#include <sstream>

namespace pp::apply {
namespace {

// kv: one property, `value`, kept in `machine`; batch get, and groupable when asked.
class KvProvider final : public Provider {
public:
    explicit KvProvider(bool groupable) : m_groupable(groupable) {}
    [[nodiscard]] std::string_view type_name() const override { return "kv"; }
    [[nodiscard]] std::vector<std::string> properties() const override { return {"value"}; }
    [[nodiscard]] bool batch_get() const override { return true; }
    [[nodiscard]] bool groupable() const override { return m_groupable; }
    std::vector<State> get(Context&, std::span<const Resource* const> resources) override {
        std::vector<State> out;
        for (const Resource* r : resources) {
            got.push_back(r->name);
            auto it = machine.find(r->name);
            out.push_back(State{{"value", Value(it == machine.end() ? "absent" : it->second)}});
        }
        return out;
    }
    std::vector<PropertyOutcome> set(Context&, const Resource& r, const State&,
                                     std::span<const PropertyChange> changes) override {
        calls.push_back("set " + r.name);
        std::vector<PropertyOutcome> out;
        for (const PropertyChange& c : changes) {
            machine[r.name] = c.should.as_string();
            out.push_back({c.property, ""});
        }
        return out;
    }
    std::vector<std::vector<PropertyOutcome>> set_group(Context& context,
                                                        std::span<const GroupMember> members) override {
        std::string call = "group";
        for (const GroupMember& m : members)
            call += " " + m.resource->name;
        calls.push_back(call);
        std::vector<std::vector<PropertyOutcome>> out;
        for (const GroupMember& m : members) {
            out.push_back({});
            for (const PropertyChange& c : m.changes) {
                machine[m.resource->name] = c.should.as_string();
                out.back().push_back({c.property, ""});
            }
        }
        (void)context;
        return out;
    }
    void recheck(const Resource& r) override { rechecked.push_back(r.name); }

    std::map<std::string, std::string> machine;
    std::vector<std::string> got, calls, rechecked;

private:
    bool m_groupable;
};

// svc: nothing to check, refreshed by its events.
class SvcProvider final : public PropertylessProvider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "svc"; }
    [[nodiscard]] bool refreshable() const override { return true; }
    void refresh(Context&, const Resource&) override { ++refreshes; }
    int refreshes = 0;
};

runtime::CatalogResource resource(const std::string& type, const std::string& title,
                                  std::vector<std::pair<std::string, Value>> params) {
    runtime::CatalogResource r;
    r.type = type;
    r.title = title;
    r.kind = "compilable_type";
    for (auto& [k, v] : params)
        r.set_param(k, std::move(v));
    return r;
}

struct Fixture {
    explicit Fixture(runtime::Catalog c, bool groupable = false) : catalog(std::move(c)) {
        auto kv_provider = std::make_unique<KvProvider>(groupable);
        kv = kv_provider.get();
        providers.add(std::move(kv_provider));
        auto svc_provider = std::make_unique<SvcProvider>();
        svc = svc_provider.get();
        providers.add(std::move(svc_provider));
        autos = auto_relationships(providers);
        runtime::RelationshipGraph::Options options;
        options.auto_relationships = autos.get();
        graph.emplace(runtime::RelationshipGraph::populate_from(catalog, options));
        transaction = std::make_unique<Transaction>(catalog, *graph, providers, log);
    }
    RunSummary apply(const std::set<std::size_t>* only = nullptr) {
        out.str("");
        ApplyOptions options;
        options.now = 1;
        options.only = only;
        return transaction->apply(options);
    }
    static std::vector<std::string> refs(const RunSummary& s) {
        std::vector<std::string> out;
        for (const auto& r : s.resources)
            out.push_back(r.ref);
        return out;
    }

    runtime::Catalog catalog;
    ProviderRegistry providers;
    KvProvider* kv = nullptr;
    SvcProvider* svc = nullptr;
    std::unique_ptr<runtime::AutoRelationships> autos;
    std::optional<runtime::RelationshipGraph> graph;
    std::ostringstream out, err;
    Log log{out, err, LogLevel::Notice};
    std::unique_ptr<Transaction> transaction;
};

TEST(TransactionRerun, ALaterRunChecksOnlyWhatDriftedAndRefreshesItsSubscriberOnce) {
    runtime::Catalog c;
    c.add(resource("Kv", "a", {{"value", Value("x")}}));
    c.add(resource("Kv", "b", {{"value", Value("y")}}));
    c.add(resource("Svc", "s", {{"subscribe", Value("Kv[a]")}}));
    Fixture f(std::move(c));
    RunSummary first = f.apply();
    EXPECT_EQ(first.changed, 3); // a, b, and s by its refresh
    EXPECT_EQ(f.svc->refreshes, 1);
    EXPECT_TRUE(f.kv->rechecked.empty());

    f.kv->machine["a"] = "drifted";
    f.kv->got.clear();
    f.kv->calls.clear();
    const std::set<std::size_t> a{0};
    RunSummary again = f.apply(&a);
    EXPECT_EQ(Fixture::refs(again), (std::vector<std::string>{"Kv[a]", "Svc[s]"}));
    EXPECT_EQ(again.changed, 2); // a, and s by its refresh (a success event, as in Puppet)
    EXPECT_EQ(again.restarted, 1);
    EXPECT_EQ(f.svc->refreshes, 2);
    EXPECT_EQ(f.kv->machine["a"], "x");
    EXPECT_EQ(f.kv->calls, (std::vector<std::string>{"set a"}));
    EXPECT_EQ(f.kv->rechecked, (std::vector<std::string>{"a"}));
    EXPECT_NE(f.out.str().find("Notice: /Kv[a]/value: value changed 'drifted' to 'x'"), std::string::npos)
        << f.out.str();
    EXPECT_NE(f.out.str().find("Notice: /Svc[s]: Triggered 'refresh' from 1 event"), std::string::npos)
        << f.out.str();
    EXPECT_EQ(f.out.str().find("Kv[b]"), std::string::npos) << f.out.str();

    // in sync: nothing changes, nothing is refreshed
    const std::set<std::size_t> b{1};
    RunSummary quiet = f.apply(&b);
    EXPECT_EQ(Fixture::refs(quiet), (std::vector<std::string>{"Kv[b]"}));
    EXPECT_EQ(quiet.changed, 0);
    EXPECT_EQ(f.svc->refreshes, 2);
}

TEST(TransactionRerun, GroupableResourcesReadyTogetherAreSetInOneCallWithTheirOwnLines) {
    auto catalog = [] {
        runtime::Catalog c;
        c.add(resource("Kv", "p1", {{"value", Value("1")}}));
        c.add(resource("Kv", "p2", {{"value", Value("2")}}));
        c.add(resource("Kv", "p3", {{"value", Value("3")}, {"require", Value("Kv[p1]")}}));
        c.add(resource("Kv", "p4", {{"value", Value("4")}}));
        return c;
    };
    Fixture alone(catalog(), false);
    alone.kv->machine["p4"] = "4"; // in sync: never in a group
    alone.apply();
    Fixture grouped(catalog(), true);
    grouped.kv->machine["p4"] = "4";
    grouped.apply();
    EXPECT_EQ(alone.kv->calls, (std::vector<std::string>{"set p1", "set p2", "set p3"}));
    // p3 waits for p1: it is not ready with the others
    EXPECT_EQ(grouped.kv->calls, (std::vector<std::string>{"group p1 p2", "set p3"}));
    EXPECT_EQ(grouped.out.str(), alone.out.str());
    EXPECT_EQ(grouped.kv->machine, alone.kv->machine);
}

} // namespace
} // namespace pp::apply
