// The relationship graph (runtime/relationship_graph.hpp): unit cases over hand-built catalogs, then the
// golden cases of tests/golden/graph/ recorded from real Puppet (tests/golden/record-graph.sh): pp compiles
// each manifest, and its resources.dot, relationships.dot, expanded_relationships.dot, cycles.dot, cycle
// errors and evaluation order must be Puppet's, byte for byte.
#include "evaluator/compiler.hpp"
#include "evaluator/control_flow.hpp"
#include "evaluator/node_scope.hpp"
#include "lexer/diagnostics.hpp"
#include "loader/environment.hpp"
#include "parser/parser.hpp"
#include "runtime/relationship_graph.hpp"
#include "runtime/types.hpp"
#include "stdlib/stdlib.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace fs = std::filesystem;
using namespace pp;
using runtime::Catalog;
using runtime::CatalogResource;
using runtime::EdgeLabel;
using runtime::RelationshipGraph;
using runtime::Value;

namespace {

// ---------------------------------------------------------------------------------------------------------
// building catalogs by hand

// A catalog with Stage[main] and Class[main], as every compiled one starts.
struct Builder {
    Catalog catalog;
    std::size_t main_class;

    Builder() {
        std::size_t stage = add("Stage", "main", SIZE_MAX, "unknown");
        main_class = add("Class", "main", stage, "unknown");
    }
    std::size_t add(const std::string& type, const std::string& title, std::size_t container,
                    runtime::ResourceKind kind = "compilable_type") {
        CatalogResource r;
        r.type = type;
        r.title = title;
        r.kind = kind;
        r.container = container;
        std::size_t i = catalog.add(std::move(r));
        if (container != SIZE_MAX) catalog.add_edge(container, i);
        return i;
    }
    std::size_t notify(const std::string& title) { return add("Notify", title, main_class); }
    std::size_t notify_in(const std::string& title, std::size_t container) {
        return add("Notify", title, container);
    }
    void set(std::size_t r, const std::string& param, Value v) {
        catalog.at(r).set_param(param, std::move(v));
    }
};

Value ref(const std::string& type, const std::string& title) {
    return Value(runtime::resource_type(type, title));
}

std::vector<std::string> refs(const RelationshipGraph& g, const std::vector<RelationshipGraph::Vertex>& vs) {
    std::vector<std::string> out;
    for (auto v : vs)
        out.push_back(g[v].ref);
    return out;
}

// "A -> B" for each edge in Puppet's order, with the label when it has one
std::vector<std::string> edge_list(const RelationshipGraph& g) {
    std::vector<std::string> out;
    for (auto e : g.edges()) {
        std::string s = g[g.source(e)].ref + " -> " + g[g.target(e)].ref;
        if (!g[e].label.empty()) s += " " + g[e].label.inspect();
        out.push_back(s);
    }
    return out;
}

TEST(GraphPriority, NextAndDownOrderAsPuppetsKey) {
    runtime::GraphPriority zero;
    auto one = zero.next();
    auto two = one.next();
    auto inside = one.down().next(); // [1, 1]: after 1, before 2
    EXPECT_LT(zero, one);
    EXPECT_LT(one, inside);
    EXPECT_LT(inside, two);
    EXPECT_EQ(inside.value(), (std::vector<std::uint32_t>{1, 1}));
}

TEST(EdgeLabel, InspectsAsRubyHash) {
    EXPECT_EQ(EdgeLabel{}.inspect(), "{}");
    EXPECT_EQ(EdgeLabel::refresh_on_all_events().inspect(), "{:callback=>:refresh, :event=>:ALL_EVENTS}");
    EXPECT_EQ((EdgeLabel{false, EdgeLabel::Event::None}).inspect(), "{:event=>:NONE}");
    EXPECT_TRUE(EdgeLabel::refresh_on_all_events().matches_events());
    EXPECT_FALSE((EdgeLabel{false, EdgeLabel::Event::None}).matches_events());
}

TEST(RelationshipGraph, VerticesInCatalogOrderWithRalRefsAndNoVirtuals) {
    Builder b;
    b.notify("z");
    std::size_t v = b.notify("virtual");
    b.catalog.at(v).is_virtual = true;
    b.notify("a");
    RelationshipGraph g(b.catalog);
    g.add_all_resources_as_vertices();
    EXPECT_EQ(refs(g, g.vertices()),
              (std::vector<std::string>{"Stage[main]", "Class[Main]", "Notify[z]", "Notify[a]"}));
    EXPECT_FALSE(g.vertex_of(v).has_value());
    ASSERT_TRUE(g.find("Notify[a]").has_value());
    EXPECT_EQ(g[*g.find("Notify[a]")].priority.value(), (std::vector<std::uint32_t>{4}));
}

TEST(RelationshipGraph, ManualDependenciesInMetaparameterOrderWithRefreshLabels) {
    Builder b;
    std::size_t a = b.notify("a");
    std::size_t c = b.notify("c");
    std::size_t d = b.notify("d");
    // parameters set in a different order than Puppet builds them: require, subscribe, before, notify
    b.set(c, "notify", Value("Notify[d]"));
    b.set(c, "before",
          Value(std::vector<Value>{ref("Notify", "d"), Value(std::vector<Value>{Value("Notify[a]")})}));
    b.set(c, "subscribe", ref("notify", "a"));
    b.set(c, "require", Value("Notify[a]"));
    (void)a;
    (void)d;
    RelationshipGraph g(b.catalog);
    g.add_all_resources_as_vertices();
    g.build_manual_dependencies();
    // grouped by target in vertex order, then by pair; parallel edges kept
    EXPECT_EQ(edge_list(g), (std::vector<std::string>{
                                "Notify[c] -> Notify[a]",
                                "Notify[a] -> Notify[c]",
                                "Notify[a] -> Notify[c] {:callback=>:refresh, :event=>:ALL_EVENTS}",
                                "Notify[c] -> Notify[d]",
                                "Notify[c] -> Notify[d] {:callback=>:refresh, :event=>:ALL_EVENTS}",
                            }));
    auto cv = *g.find("Notify[c]");
    EXPECT_EQ(refs(g, g.direct_dependencies(cv)), (std::vector<std::string>{"Notify[a]"}));
    EXPECT_EQ(refs(g, g.direct_dependents(cv)), (std::vector<std::string>{"Notify[d]", "Notify[a]"}));
}

TEST(RelationshipGraph, ClassReferencesFindMain) {
    Builder b;
    std::size_t n = b.notify("n");
    b.set(n, "require", Value("Class[main]"));
    auto g = RelationshipGraph::populate_from(b.catalog);
    // Class[Main] became its whits: n is inside it and requires it, so Completed -> n and n -> Completed
    auto nv = *g.find("Notify[n]");
    EXPECT_EQ(refs(g, g.direct_dependencies(nv)),
              (std::vector<std::string>{"Whit[Admissible_class[Main]]", "Whit[Completed_class[Main]]"}));
    EXPECT_EQ(g.find_cycles().size(), 1U);
}

TEST(RelationshipGraph, MissingDependencyIsPuppetsError) {
    Builder b;
    std::size_t n = b.notify("n");
    b.set(n, "require", Value("Notify[zz]"));
    try {
        (void)RelationshipGraph::populate_from(b.catalog);
        FAIL() << "no error";
    } catch (const runtime::GraphError& e) {
        EXPECT_STREQ(e.what(), "Could not retrieve dependency 'Notify[zz]' of Notify[n]");
    }
    // a virtual resource is not in the graph either
    Builder v;
    std::size_t m = v.notify("m");
    std::size_t hidden = v.notify("hidden");
    v.catalog.at(hidden).is_virtual = true;
    v.set(m, "before", ref("Notify", "hidden"));
    EXPECT_THROW((void)RelationshipGraph::populate_from(v.catalog), runtime::GraphError);
}

TEST(RelationshipGraph, ContainersBecomeWhits) {
    Builder b;
    std::size_t stage = 0;
    std::size_t empty = b.add("Class", "Empty", stage, "unknown");
    std::size_t site = b.add("Foo::Site", "x", b.main_class, "defined_type");
    b.notify_in("in-site", site);
    std::size_t after = b.notify("after");
    b.set(after, "subscribe", ref("Foo::Site", "x"));
    b.set(empty, "before", ref("Foo::Site", "x"));
    auto g = RelationshipGraph::populate_from(b.catalog);

    EXPECT_EQ(refs(g, g.vertices()), (std::vector<std::string>{
                                         "Notify[in-site]",
                                         "Notify[after]",
                                         "Whit[Admissible_stage[main]]",
                                         "Whit[Completed_stage[main]]",
                                         "Whit[Admissible_class[Main]]",
                                         "Whit[Completed_class[Main]]",
                                         "Whit[Admissible_class[Empty]]",
                                         "Whit[Completed_class[Empty]]",
                                         "Whit[Admissible_foo::Site[x]]",
                                         "Whit[Completed_foo::Site[x]]",
                                     }));
    const std::string refresh = " {:callback=>:refresh, :event=>:ALL_EVENTS}";
    EXPECT_EQ(edge_list(g), (std::vector<std::string>{
                                "Whit[Admissible_foo::Site[x]] -> Notify[in-site]" + refresh,
                                "Whit[Admissible_class[Main]] -> Notify[after]" + refresh,
                                "Whit[Completed_foo::Site[x]] -> Notify[after]" + refresh,
                                "Whit[Completed_class[Main]] -> Whit[Completed_stage[main]]" + refresh,
                                "Whit[Completed_class[Empty]] -> Whit[Completed_stage[main]]" + refresh,
                                "Whit[Admissible_stage[main]] -> Whit[Admissible_class[Main]]" + refresh,
                                "Whit[Completed_foo::Site[x]] -> Whit[Completed_class[Main]]" + refresh,
                                "Notify[after] -> Whit[Completed_class[Main]]" + refresh,
                                "Whit[Admissible_stage[main]] -> Whit[Admissible_class[Empty]]" + refresh,
                                "Whit[Admissible_class[Empty]] -> Whit[Completed_class[Empty]]",
                                "Whit[Admissible_class[Main]] -> Whit[Admissible_foo::Site[x]]" + refresh,
                                "Whit[Completed_class[Empty]] -> Whit[Admissible_foo::Site[x]]",
                                "Notify[in-site] -> Whit[Completed_foo::Site[x]]" + refresh,
                            }));
    auto whit = *g.find("Whit[Completed_foo::Site[x]]");
    EXPECT_EQ(g[whit].kind, runtime::VertexKind::Completed);
    EXPECT_EQ(g[whit].name, "Foo::Site[x]");
    EXPECT_EQ(g[whit].resource, site);
    EXPECT_EQ(g[whit].priority, g[*g.find("Whit[Admissible_foo::Site[x]]")].priority);
    EXPECT_FALSE(g.vertex_of(site).has_value());
}

TEST(RelationshipGraph, WriteGraphSeesBothStages) {
    Builder b;
    b.notify("n");
    std::map<std::string, std::size_t> sizes;
    RelationshipGraph::Options options;
    options.write_graph = [&](const RelationshipGraph& g, std::string_view name) {
        sizes[std::string(name)] = g.size();
    };
    auto g = RelationshipGraph::populate_from(b.catalog, options);
    EXPECT_EQ(sizes["relationships"], 3U);          // Stage, Class, Notify
    EXPECT_EQ(sizes["expanded_relationships"], 5U); // Notify and four whits
    EXPECT_EQ(g.size(), 5U);
}

class FakeAutos final : public runtime::AutoRelationships {
public:
    std::map<std::pair<std::size_t, runtime::AutoRelationKind>, std::vector<std::size_t>> related_to;
    std::vector<std::size_t> related(const Catalog&, std::size_t resource,
                                     runtime::AutoRelationKind kind) const override {
        auto it = related_to.find({resource, kind});
        return it == related_to.end() ? std::vector<std::size_t>{} : it->second;
    }
};

TEST(RelationshipGraph, AutoRelationshipsYieldToManualOnes) {
    Builder b;
    std::size_t dir = b.notify("dir");
    std::size_t file = b.notify("file");
    std::size_t user = b.notify("user");
    std::size_t svc = b.notify("svc");
    b.set(dir, "require", ref("Notify", "file")); // manual edge file -> dir
    FakeAutos autos;
    autos.related_to[{file, runtime::AutoRelationKind::Require}] = {dir, user}; // dir skipped: reverse exists
    autos.related_to[{file, runtime::AutoRelationKind::Notify}] = {svc};
    RelationshipGraph g(b.catalog);
    g.add_all_resources_as_vertices();
    g.build_manual_dependencies();
    g.build_autorelation_dependencies(autos);
    EXPECT_EQ(edge_list(g), (std::vector<std::string>{
                                "Notify[file] -> Notify[dir]",
                                "Notify[user] -> Notify[file] {:event=>:NONE}",
                                "Notify[file] -> Notify[svc] {:callback=>:refresh, :event=>:ALL_EVENTS}",
                            }));
}

TEST(RelationshipGraph, TopologicalOrderFollowsCatalogOrderAmongUnrelated) {
    Builder b;
    b.notify("z");
    std::size_t m = b.notify("m");
    b.notify("a");
    std::size_t late = b.notify("late");
    std::size_t early = b.notify("early");
    b.set(m, "before", ref("Notify", "z"));
    b.set(late, "require", Value(std::vector<Value>{ref("Notify", "early"), ref("Notify", "early")}));
    (void)early;
    auto g = RelationshipGraph::populate_from(b.catalog);
    std::vector<std::string> order;
    for (auto v : g.topological_order())
        if (!g[v].is_whit()) order.push_back(g[v].ref);
    EXPECT_EQ(order, (std::vector<std::string>{"Notify[m]", "Notify[z]", "Notify[a]", "Notify[early]",
                                               "Notify[late]"}));
    // whits run around their contents
    auto all = refs(g, g.topological_order());
    EXPECT_EQ(all.front(), "Whit[Admissible_stage[main]]");
    EXPECT_EQ(all.back(), "Whit[Completed_stage[main]]");
    EXPECT_EQ(all.size(), g.size());
}

TEST(GraphTraversal, ParallelEdgesBlockOnce) {
    Builder b;
    std::size_t a = b.notify("a");
    std::size_t c = b.notify("c");
    b.set(c, "require", ref("Notify", "a"));
    b.set(c, "subscribe", ref("Notify", "a"));
    (void)a;
    RelationshipGraph g(b.catalog);
    g.add_all_resources_as_vertices();
    g.build_manual_dependencies();
    runtime::GraphTraversal t(g);
    std::vector<std::string> seen;
    while (auto v = t.next()) {
        seen.push_back(g[*v].ref);
        t.finish(*v);
    }
    EXPECT_EQ(seen, (std::vector<std::string>{"Stage[main]", "Class[Main]", "Notify[a]", "Notify[c]"}));
}

TEST(RelationshipGraph, CyclesAreSortedAndReportedAsPuppet) {
    Builder b;
    std::size_t d = b.notify("d");
    std::size_t e = b.notify("e");
    std::size_t a = b.notify("a");
    std::size_t bb = b.notify("b");
    b.set(d, "require", ref("Notify", "e"));
    b.set(e, "require", ref("Notify", "d"));
    b.set(a, "before", ref("Notify", "b"));
    b.set(bb, "before", ref("Notify", "a"));
    auto g = RelationshipGraph::populate_from(b.catalog);
    auto cycles = g.find_cycles();
    ASSERT_EQ(cycles.size(), 2U);
    EXPECT_EQ(refs(g, cycles[0]), (std::vector<std::string>{"Notify[a]", "Notify[b]"}));
    EXPECT_EQ(
        g.cycle_message(cycles),
        "Found 2 dependency cycles:\n(Notify[a] => Notify[b] => Notify[a])\\n(Notify[d] => Notify[e] => "
        "Notify[d])\\nTry the '--graph' option and opening the resulting '.dot' file in OmniGraffle or "
        "GraphViz");
    cycles.pop_back();
    EXPECT_EQ(g.cycle_message(cycles, "/g/cycles.dot"),
              "Found 1 dependency cycle:\n(Notify[a] => Notify[b] => Notify[a])\\nCycle graph written to "
              "/g/cycles.dot.");
    // nothing on or behind a cycle is ever ready
    for (auto v : g.topological_order())
        EXPECT_NE(g[v].ref.rfind("Notify[", 0), 0U) << g[v].ref;
}

TEST(RelationshipGraph, PathsInCycleBreadthFirstUpToMax) {
    // a -> b -> a and a -> c -> a: one SCC, two paths back to a
    Builder b;
    std::size_t a = b.notify("a");
    b.notify("b");
    b.notify("c");
    b.set(a, "before", Value(std::vector<Value>{Value("Notify[c]"), Value("Notify[b]")}));
    b.set(a, "require", Value(std::vector<Value>{Value("Notify[b]"), Value("Notify[c]")}));
    auto g = RelationshipGraph::populate_from(b.catalog);
    auto cycles = g.find_cycles();
    ASSERT_EQ(cycles.size(), 1U);
    auto one = g.paths_in_cycle(cycles[0]);
    ASSERT_EQ(one.size(), 1U);
    // breadth first from Notify[a], whose first dependent is Notify[c] (its before edges come first)
    EXPECT_EQ(refs(g, one[0]), (std::vector<std::string>{"Notify[a]", "Notify[c]", "Notify[a]"}));
    auto all = g.paths_in_cycle(cycles[0], 10);
    ASSERT_EQ(all.size(), 2U);
    EXPECT_EQ(refs(g, all[0]), (std::vector<std::string>{"Notify[a]", "Notify[b]", "Notify[a]"})); // sorted
    EXPECT_EQ(g.cycles_dot(cycles), "digraph Resource_Cycles {\n  label = \"Resource Cycles\"\n"
                                    "\"Notify[a]\" -> \"Notify[b]\" -> \"Notify[a]\"\n"
                                    "\"Notify[a]\" -> \"Notify[c]\" -> \"Notify[a]\"\n}\n");
}

TEST(RelationshipGraph, SelfLoopIsACycle) {
    Builder b;
    std::size_t s = b.notify("s");
    b.set(s, "require", ref("Notify", "s"));
    auto g = RelationshipGraph::populate_from(b.catalog);
    auto cycles = g.find_cycles();
    ASSERT_EQ(cycles.size(), 1U);
    EXPECT_EQ(refs(g, g.paths_in_cycle(cycles[0])[0]), (std::vector<std::string>{"Notify[s]", "Notify[s]"}));
}

TEST(RelationshipGraph, DotFormat) {
    Catalog empty;
    RelationshipGraph g(empty);
    EXPECT_EQ(g.to_dot("Relationships"), "digraph Relationships {\n    label = \"Relationships\"\n\n}\n");
    Builder b;
    std::size_t q = b.notify("say \"hi\"");
    b.set(q, "before", ref("Notify", "x"));
    b.notify("x");
    RelationshipGraph r(b.catalog);
    r.add_all_resources_as_vertices();
    r.build_manual_dependencies();
    std::string dot = r.to_dot("Relationships");
    EXPECT_NE(
        dot.find("    \"Notify[say \\\"hi\\\"]\" [\n        fontsize = 8,\n        label = \"Notify[say "
                 "\\\"hi\\\"]\"\n    ]\n\n"),
        std::string::npos)
        << dot;
    EXPECT_TRUE(dot.ends_with(
        "    \"Notify[say \\\"hi\\\"]\" -> \"Notify[x]\" [\n        fontsize = 8\n    ]\n\n}\n"))
        << dot;
}

TEST(RelationshipGraph, DefaultResourcesAreAddedOnce) {
    Builder b;
    std::size_t daily = b.add("Schedule", "daily", b.main_class);
    runtime::add_default_resources(b.catalog);
    std::vector<std::string> tail;
    for (std::size_t i = daily + 1; i < b.catalog.size(); ++i)
        tail.push_back(b.catalog.at(i).ref());
    EXPECT_EQ(tail, (std::vector<std::string>{"Schedule[puppet]", "Schedule[hourly]", "Schedule[weekly]",
                                              "Schedule[monthly]", "Schedule[never]", "Filebucket[puppet]"}));
    EXPECT_EQ(b.catalog.at(daily + 1).param("repeat")->as_string(), "2");
}

// ---------------------------------------------------------------------------------------------------------
// golden cases recorded from Puppet

const fs::path kRoot = fs::path(PP_SOURCE_DIR);
const fs::path kDir = kRoot / "tests/golden/graph";
constexpr const char* kNode = "pp.example.com";
constexpr const char* kCycleError =
    "Error: Failed to apply catalog: One or more resource dependency cycles detected in graph\n";

std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + p.string());
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::vector<std::string> cases() {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(kDir))
        if (e.path().extension() == ".pp") out.push_back(e.path().stem().string());
    std::sort(out.begin(), out.end());
    return out;
}

class SilentLogger final : public evaluator::Logger {
public:
    void scoped(evaluator::LogLevel, std::string_view, std::string_view) override {}
    void located(evaluator::LogLevel, std::string_view, const evaluator::Location&) override {}
};

// The catalog as `pp apply` has it before the graph: compiled, with Puppet's default resources.
Catalog compile(const std::string& name) {
    lexer::SourceManager sm;
    parser::ParseOptions popts;
    loader::Environment env(sm, {}, popts);
    lexer::Diagnostics diags;
    const parser::ParsedFile* parsed = env.load((kDir / (name + ".pp")).string(), diags);
    if (parsed == nullptr) throw std::runtime_error(name + ": does not parse");
    evaluator::FunctionRegistry functions;
    stdlib::register_all(functions);
    SilentLogger logger;
    evaluator::EvalOptions eopts;
    eopts.node_name = kNode;
    evaluator::Compiler compiler(sm, functions, logger, eopts);
    compiler.set_environment(&env);
    evaluator::Scope top(nullptr, "Class[main]");
    std::string error;
    auto facts = evaluator::parse_facts_json(read(kRoot / "tests/golden/eval/facts.json"), &error);
    if (!facts) throw std::runtime_error("facts.json: " + error);
    evaluator::populate_top_scope(top, {kNode, "production", *facts}, eopts);
    compiler.evaluate_program(*parsed->program, parsed->file, top);
    Catalog catalog = compiler.catalog();
    runtime::add_default_resources(catalog);
    return catalog;
}

class GraphGolden : public testing::TestWithParam<std::string> {};

TEST_P(GraphGolden, MatchesPuppet) {
    const std::string& name = GetParam();
    Catalog catalog = compile(name);
    EXPECT_EQ(runtime::containment_dot(catalog), read(kDir / (name + ".resources.dot")));
    std::map<std::string, std::string> written;
    RelationshipGraph::Options options;
    options.write_graph = [&](const RelationshipGraph& g, std::string_view stage) {
        std::string title(stage);
        title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
        written[std::string(stage)] = g.to_dot(title);
    };
    auto graph = RelationshipGraph::populate_from(catalog, options);
    EXPECT_EQ(written["relationships"], read(kDir / (name + ".relationships.dot")));
    EXPECT_EQ(written["expanded_relationships"], read(kDir / (name + ".expanded_relationships.dot")));

    auto cycles = graph.find_cycles();
    if (name.starts_with("ok-")) {
        EXPECT_TRUE(cycles.empty());
        // the order Puppet evaluated the notify resources in
        std::string order;
        for (auto v : graph.topological_order())
            if (graph[v].ref.starts_with("Notify[")) order += graph[v].ref + "\n";
        EXPECT_EQ(order, read(kDir / (name + ".order")));
    } else {
        ASSERT_FALSE(cycles.empty());
        EXPECT_EQ("Error: " + graph.cycle_message(cycles) + "\n" + kCycleError, read(kDir / (name + ".err")));
        EXPECT_EQ("Error: " + graph.cycle_message(cycles, "@GRAPHDIR@/cycles.dot") + "\n" + kCycleError,
                  read(kDir / (name + ".graph.err")));
        EXPECT_EQ(graph.cycles_dot(cycles), read(kDir / (name + ".cycles.dot")));
    }
}

INSTANTIATE_TEST_SUITE_P(Graph, GraphGolden, testing::ValuesIn(cases()), [](const auto& info) {
    std::string n = info.param;
    std::replace(n.begin(), n.end(), '-', '_');
    return n;
});

} // namespace
