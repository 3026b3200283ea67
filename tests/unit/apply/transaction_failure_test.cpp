// Failure isolation in the transaction (issue 5, check 3): a provider whose get or set throws, or reports a
// failed change, fails only that resource; its dependents are skipped with Puppet's lines; everything else
// is applied; the run's summary counts it all. A fake `kv` type keeps the test away from the machine.

#include "apply/transaction.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <stdexcept>

namespace pp::apply {
namespace {

// kv: one property, `value`; what get and set do depends on the resource's name.
class KvProvider final : public Provider {
public:
    explicit KvProvider(bool batch) : m_batch(batch) {}
    [[nodiscard]] std::string_view type_name() const override { return "kv"; }
    [[nodiscard]] std::vector<std::string> properties() const override { return {"value"}; }
    [[nodiscard]] bool batch_get() const override { return m_batch; }
    std::vector<State> get(Context&, std::span<const Resource* const> resources) override {
        ++get_calls;
        std::vector<State> out;
        for (const Resource* r : resources) {
            if (r->name == "getfail" || (m_batch && r->name == "batchfail"))
                throw ApplyError("simulated get failure");
            out.push_back(State{{"value", Value("absent")}});
        }
        return out;
    }
    std::vector<PropertyOutcome> set(Context&, const Resource& r, const State&,
                                     std::span<const PropertyChange> changes) override {
        set_calls.push_back(r.name);
        if (r.name == "setfail") throw std::runtime_error("simulated set failure");
        std::vector<PropertyOutcome> out;
        for (const PropertyChange& c : changes)
            out.push_back({c.property, r.name == "outcomefail" ? "simulated change failure" : ""});
        return out;
    }

    int get_calls = 0;
    std::vector<std::string> set_calls;

private:
    bool m_batch;
};

struct Outcome {
    RunSummary summary;
    std::string out, err;
    ProviderRegistry providers; // owns `provider`
    KvProvider* provider = nullptr;
};

// Applies kv resources named `names` (each with value => 'x'); `required` maps a name to the one it required.
Outcome apply(const std::vector<std::string>& names,
              const std::vector<std::pair<std::string, std::string>>& required, bool batch = false) {
    runtime::Catalog catalog;
    for (const std::string& name : names) {
        runtime::CatalogResource r;
        r.type = "Kv";
        r.title = name;
        r.kind = "compilable_type";
        r.set_param("value", Value("x"));
        for (const auto& [from, to] : required)
            if (from == name) r.set_param("require", Value("Kv[" + to + "]"));
        catalog.add(std::move(r));
    }
    Outcome run;
    auto kv = std::make_unique<KvProvider>(batch);
    run.provider = kv.get();
    run.providers.add(std::move(kv));
    auto autos = auto_relationships(run.providers);
    runtime::RelationshipGraph::Options options;
    options.auto_relationships = autos.get();
    runtime::RelationshipGraph graph = runtime::RelationshipGraph::populate_from(catalog, options);
    std::ostringstream out, err;
    Log log(out, err, LogLevel::Notice);
    ApplyOptions aopts;
    aopts.now = 1;
    run.summary = apply_catalog(catalog, graph, run.providers, log, aopts);
    run.out = out.str();
    run.err = err.str();
    return run;
}

bool has_line(const std::string& text, const std::string& line) {
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);)
        if (l == line) return true;
    return false;
}

TEST(TransactionFailureTest, GetThrowingFailsOnlyThatResourceAndSkipsItsDependents) {
    Outcome run = apply({"ok1", "getfail", "dep", "ok2"}, {{"dep", "getfail"}});
    EXPECT_TRUE(has_line(run.err, "Error: /Kv[getfail]: Could not evaluate: simulated get failure"))
        << run.err;
    EXPECT_TRUE(has_line(run.out, "Notice: /Kv[dep]: Dependency Kv[getfail] has failures: true")) << run.out;
    EXPECT_TRUE(has_line(run.err, "Warning: /Kv[dep]: Skipping because of failed dependencies")) << run.err;
    EXPECT_TRUE(has_line(run.out, "Notice: /Kv[ok1]/value: defined 'value' as 'x'")) << run.out;
    EXPECT_TRUE(has_line(run.out, "Notice: /Kv[ok2]/value: defined 'value' as 'x'")) << run.out;
    EXPECT_EQ(run.provider->set_calls, (std::vector<std::string>{"ok1", "ok2"}));
    EXPECT_EQ(run.summary.total, 4);
    EXPECT_EQ(run.summary.failed, 1);
    EXPECT_EQ(run.summary.skipped, 1);
    EXPECT_EQ(run.summary.changed, 2);
    EXPECT_EQ(run.summary.status(), "failed");
    EXPECT_EQ(run.summary.detailed_exit_code(), 6);
}

TEST(TransactionFailureTest, SetThrowingFailsOnlyThatResourceAndSkipsItsDependents) {
    Outcome run = apply({"setfail", "dep", "ok"}, {{"dep", "setfail"}});
    EXPECT_NE(run.err.find("simulated set failure"), std::string::npos) << run.err;
    EXPECT_TRUE(has_line(run.out, "Notice: /Kv[dep]: Dependency Kv[setfail] has failures: true")) << run.out;
    EXPECT_TRUE(has_line(run.out, "Notice: /Kv[ok]/value: defined 'value' as 'x'")) << run.out;
    EXPECT_EQ(run.provider->set_calls, (std::vector<std::string>{"setfail", "ok"}));
    EXPECT_EQ(run.summary.failed, 1);
    EXPECT_EQ(run.summary.skipped, 1);
    EXPECT_EQ(run.summary.changed, 1);
    EXPECT_EQ(run.summary.events_failure, 1);
    EXPECT_EQ(run.summary.detailed_exit_code(), 6);
}

TEST(TransactionFailureTest, FailedChangeIsReportedAsTheChangeFailing) {
    Outcome run = apply({"outcomefail", "dep"}, {{"dep", "outcomefail"}});
    EXPECT_TRUE(has_line(run.err, "Error: /Kv[outcomefail]/value: change from 'absent' to 'x' failed: "
                                  "simulated change failure"))
        << run.err;
    EXPECT_TRUE(has_line(run.err, "Warning: /Kv[dep]: Skipping because of failed dependencies")) << run.err;
    EXPECT_EQ(run.summary.failed, 1);
    EXPECT_EQ(run.summary.skipped, 1);
    EXPECT_EQ(run.summary.changes, 0);
    EXPECT_EQ(run.summary.detailed_exit_code(), 4);
}

TEST(TransactionFailureTest, BatchGetThrowingFailsEveryResourceOfTheTypeOnce) {
    Outcome run = apply({"a", "batchfail", "b"}, {}, true);
    EXPECT_EQ(run.provider->get_calls, 1); // one get per type per run, even when it fails
    EXPECT_TRUE(has_line(run.err, "Error: /Kv[a]: Could not evaluate: simulated get failure")) << run.err;
    EXPECT_TRUE(has_line(run.err, "Error: /Kv[b]: Could not evaluate: simulated get failure")) << run.err;
    EXPECT_TRUE(run.provider->set_calls.empty());
    EXPECT_EQ(run.summary.failed, 3);
    EXPECT_EQ(run.summary.detailed_exit_code(), 4);
}

} // namespace
} // namespace pp::apply
