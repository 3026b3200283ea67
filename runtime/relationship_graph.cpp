// The relationship graph (puppet/graph/relationship_graph.rb, simple_graph.rb, sequential_prioritizer.rb,
// the relationship metaparameters of type.rb) and Puppet's dot output (puppet/external/dot.rb).
#include "runtime/relationship_graph.hpp"

#include "runtime/types.hpp"

#include <boost/graph/strong_components.hpp>
#include <boost/property_map/property_map.hpp>

#include <algorithm>
#include <deque>

// GCC 12 with the sanitizers' -O2 reports boost::optional's empty state in named_graph.hpp (inlined into
// add_vertex) as maybe-uninitialized: a known false positive of Boost.Graph, not of this file.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

namespace pp::runtime {

// ---------------------------------------------------------------------------------------------------------
// priorities and labels

GraphPriority GraphPriority::next() const {
    GraphPriority p = *this;
    ++p.m_value.back();
    return p;
}

GraphPriority GraphPriority::down() const {
    GraphPriority p = *this;
    p.m_value.push_back(0);
    return p;
}

std::string EdgeLabel::inspect() const {
    std::string out = "{";
    if (refresh) out += ":callback=>:refresh";
    if (event != Event::Unset) {
        if (refresh) out += ", ";
        out += event == Event::None ? ":event=>:NONE" : ":event=>:ALL_EVENTS";
    }
    return out + "}";
}

// ---------------------------------------------------------------------------------------------------------
// resources as the RAL catalog names them

namespace {

// The four relationship metaparameters in the order Puppet defines them (RelationshipMetaparam.subclasses),
// which is the order builddepends adds their edges in.
struct RelationshipParam {
    const char* name;
    bool inbound; ///< the referenced resource is the edge's source
    bool refresh; ///< the edge has the refresh label
};
constexpr RelationshipParam kRelationshipParams[] = {
    {"require", true, false},
    {"subscribe", true, true},
    {"before", false, false},
    {"notify", false, true},
};

void flatten(const Value& v, std::vector<const Value*>& out) {
    if (v.is_array()) {
        for (const Value& e : v.as_array())
            flatten(e, out);
        return;
    }
    if (!v.is_undef()) out.push_back(&v);
}

// The type and title a reference names (Puppet::Resource.new(ref) of a metaparameter's value): a resource
// type value `Notify['a']` or `Class['x']`, or the string `Notify[a]`. Class titles are capitalized.
std::optional<std::pair<std::string, std::string>> reference_parts(const Value& v) {
    if (v.is_type()) {
        const Type& t = v.as_type();
        if (t.m_kind == TypeKind::Resource && !t.m_name.empty() && t.m_value) {
            if (downcase(t.m_name) == "class")
                return std::pair{std::string("Class"), capitalize_name(*t.m_value)};
            return std::pair{capitalize_name(t.m_name), *t.m_value};
        }
        if (t.m_kind == TypeKind::Class && t.m_value)
            return std::pair{std::string("Class"), capitalize_name(*t.m_value)};
        return std::nullopt;
    }
    if (v.is_string()) {
        // Puppet::Resource's /^([^\[\]]+)\[(.+)\]$/m
        const std::string& s = v.as_string();
        auto open = s.find('[');
        if (open == std::string::npos || open == 0 || s.size() < open + 3 || s.back() != ']')
            return std::nullopt;
        std::string type = s.substr(0, open);
        if (type.find(']') != std::string::npos) return std::nullopt;
        std::string title = s.substr(open + 1, s.size() - open - 2);
        type = capitalize_name(type);
        if (type == "Class") title = capitalize_name(title);
        return std::pair{type, title};
    }
    return std::nullopt;
}

std::string reference_text(const Value& v) {
    if (auto parts = reference_parts(v)) return parts->first + "[" + parts->second + "]";
    return v.is_string() ? v.as_string() : std::string("?");
}

// The catalog resource a reference names; the compiled catalog keeps main's title as `main`.
const CatalogResource* resolve(const Catalog& catalog, const std::pair<std::string, std::string>& ref) {
    const CatalogResource* r = catalog.find(ref.first, ref.second);
    if (r == nullptr && ref.first == "Class") {
        r = catalog.find("Class", downcase(ref.second));
    }
    return r;
}

// A whit's title: Puppet::Resource splits its name `admissible_Class[Main]` as a reference and capitalizes
// the "type" part by segment, hence `Admissible_class[Main]` and `Admissible_foo::Bar[x]`.
std::string whit_title(std::string_view prefix, const std::string& container_ref) {
    std::string name = std::string(prefix) + container_ref;
    auto open = name.find('[');
    if (open == std::string::npos || name.back() != ']') return name;
    return capitalize_name(name.substr(0, open)) + name.substr(open);
}

// dot.rb's stringify: only double quotes are escaped
std::string quoted(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"') out += '\\';
        out += c;
    }
    return out + "\"";
}

// DOT::DOTDigraph#to_s with SimpleGraph#to_dot_graph's nodes (fontsize, label) and edges (fontsize): four
// spaces a level, each element followed by a blank line.
class DotWriter {
public:
    explicit DotWriter(std::string_view name) {
        m_out = "digraph " + std::string(name) + " {\n    label = \"" + std::string(name) + "\"\n";
    }
    void node(std::string_view ref) {
        m_out += "    " + quoted(ref) + " [\n        fontsize = 8,\n        label = " + quoted(ref) +
                 "\n    ]\n\n";
        ++m_count;
    }
    void edge(std::string_view from, std::string_view to) {
        m_out += "    " + quoted(from) + " -> " + quoted(to) + " [\n        fontsize = 8\n    ]\n\n";
        ++m_count;
    }
    // the elements are joined by "\n" and followed by one more, so with none there is one empty line
    std::string finish() { return m_out + (m_count == 0 ? "\n}\n" : "}\n"); }

private:
    std::string m_out;
    std::size_t m_count = 0;
};

} // namespace

std::string ral_ref(const CatalogResource& resource) {
    std::string out = capitalize_name(resource.type);
    const bool is_class = out == "Class";
    out.reserve(out.size() + resource.title.size() + 2);
    out += '[';
    out += is_class ? capitalize_name(resource.title) : resource.title;
    out += ']';
    return out;
}

bool is_container(const CatalogResource& resource) {
    if (resource.kind == "defined_type") return true;
    std::string type = downcase(resource.type);
    return type == "class" || type == "stage" || type == "node";
}

std::string containment_dot(const Catalog& catalog) {
    DotWriter dot("Resources");
    for (const CatalogResource& r : catalog.resources())
        if (!r.is_virtual) dot.node(ral_ref(r));
    // SimpleGraph#edges: by target in vertex order (every resource has one container)
    std::vector<std::pair<std::size_t, std::size_t>> edges;
    for (const auto& e : catalog.edges()) {
        if (catalog.at(e.first).is_virtual || catalog.at(e.second).is_virtual) continue;
        edges.push_back(e);
    }
    std::stable_sort(edges.begin(), edges.end(),
                     [](const auto& a, const auto& b) { return a.second < b.second; });
    for (const auto& [s, t] : edges)
        dot.edge(ral_ref(catalog.at(s)), ral_ref(catalog.at(t)));
    return dot.finish();
}

void add_default_resources(Catalog& catalog) {
    auto add = [&](const char* type, const char* title, std::vector<std::pair<KeptName, Value>> params) {
        if (catalog.find(type, title) != nullptr) return;
        CatalogResource r;
        r.type = type;
        r.title = title;
        r.params = std::move(params);
        r.kind = "compilable_type";
        r.tag(downcase(type));
        r.tag(title, true);
        catalog.add(std::move(r));
    };
    // Schedule.mkdefaultschedules, then one schedule per period in the order of `period`'s values
    add("Schedule", "puppet",
        {{"period", Value(std::string("hourly"))}, {"repeat", Value(std::string("2"))}});
    for (const char* period : {"hourly", "daily", "weekly", "monthly", "never"})
        add("Schedule", period, {{"period", Value(std::string(period))}});
    // Filebucket.mkdefaultbucket; its path (Puppet's clientbucketdir) is the applier's business
    add("Filebucket", "puppet", {});
}

// ---------------------------------------------------------------------------------------------------------
// the graph

std::size_t RelationshipGraph::PairHash::operator()(const PairKey& k) const {
    std::size_t a = std::hash<const void*>()(k.source);
    std::size_t b = std::hash<const void*>()(k.target);
    return a ^ (b + 0x9e3779b97f4a7c15ULL + (a << 6) + (a >> 2));
}

RelationshipGraph RelationshipGraph::populate_from(const Catalog& catalog, const Options& options) {
    RelationshipGraph g(catalog);
    g.add_all_resources_as_vertices();
    g.build_manual_dependencies();
    if (options.auto_relationships != nullptr) g.build_autorelation_dependencies(*options.auto_relationships);
    if (options.write_graph) options.write_graph(g, "relationships");
    g.replace_containers_with_anchors();
    if (options.write_graph) options.write_graph(g, "expanded_relationships");
    return g;
}

void RelationshipGraph::add_all_resources_as_vertices() {
    for (std::size_t i : m_catalog->order()) {
        const CatalogResource& r = m_catalog->at(i);
        if (r.is_virtual) continue; // the RAL catalog has neither virtual nor (uncollected) exported ones
        GraphVertex v;
        v.resource = i;
        v.ref = ral_ref(r);
        v.name = v.ref;
        add_vertex_with_next_priority(std::move(v));
    }
}

void RelationshipGraph::build_manual_dependencies() {
    // Type#builddepends of each vertex in turn, each parameter's references in their order
    for (Vertex v : vertices()) {
        const GraphVertex& gv = (*m_graph)[v];
        if (gv.is_whit()) continue;
        const CatalogResource& r = m_catalog->at(gv.resource);
        for (const RelationshipParam& p : kRelationshipParams) {
            const Value* value = r.param(p.name);
            if (value == nullptr) continue;
            std::vector<const Value*> refs;
            flatten(*value, refs);
            for (const Value* ref : refs) {
                auto parts = reference_parts(*ref);
                const CatalogResource* related = parts ? resolve(*m_catalog, *parts) : nullptr;
                std::optional<Vertex> other;
                if (related != nullptr) other = vertex_of(m_catalog->index_of(*related));
                if (!other) {
                    throw GraphError("Could not retrieve dependency '" + reference_text(*ref) + "' of " +
                                     gv.ref);
                }
                EdgeLabel label = p.refresh ? EdgeLabel::refresh_on_all_events() : EdgeLabel{};
                if (p.inbound)
                    add_edge(*other, v, label);
                else
                    add_edge(v, *other, label);
            }
        }
    }
}

void RelationshipGraph::build_autorelation_dependencies(const AutoRelationships& autos) {
    for (Vertex v : vertices()) {
        const GraphVertex& gv = (*m_graph)[v];
        if (gv.is_whit()) continue;
        std::size_t resource = gv.resource;
        for (AutoRelationKind kind : {AutoRelationKind::Require, AutoRelationKind::Subscribe,
                                      AutoRelationKind::Before, AutoRelationKind::Notify}) {
            bool inbound = kind == AutoRelationKind::Require || kind == AutoRelationKind::Subscribe;
            bool refresh = kind == AutoRelationKind::Subscribe || kind == AutoRelationKind::Notify;
            for (std::size_t other_index : autos.related(*m_catalog, resource, kind)) {
                std::optional<Vertex> other = vertex_of(other_index);
                if (!other) continue;
                Vertex s = inbound ? *other : v;
                Vertex t = inbound ? v : *other;
                // a manual edge either way wins (Puppet's debug "Skipping automatic relationship with ...")
                if (has_edge(s, t) || has_edge(t, s)) continue;
                EdgeLabel label =
                    refresh ? EdgeLabel::refresh_on_all_events() : EdgeLabel{false, EdgeLabel::Event::None};
                add_edge(s, t, label);
            }
        }
    }
}

void RelationshipGraph::replace_containers_with_anchors() {
    // the containers in catalog order, and what each contains (the RAL catalog's edges are added by target
    // in catalog order, so a container's contents are in catalog order)
    const std::vector<std::size_t> order = m_catalog->order();
    std::vector<std::size_t> rank(order.size());
    for (std::size_t k = 0; k < order.size(); ++k)
        rank[order[k]] = k;
    std::vector<std::size_t> containers;
    for (std::size_t i : order)
        if (is_container(m_catalog->at(i)) && vertex_of(i)) containers.push_back(i);
    std::unordered_map<std::size_t, std::vector<std::size_t>> contents;
    for (const auto& [s, t] : m_catalog->edges()) {
        if (m_catalog->at(s).is_virtual || m_catalog->at(t).is_virtual) continue;
        contents[s].push_back(t);
    }
    for (auto& [s, list] : contents)
        std::stable_sort(list.begin(), list.end(),
                         [&](std::size_t a, std::size_t b) { return rank[a] < rank[b]; });

    std::unordered_map<std::size_t, Vertex> admissible;
    std::unordered_map<std::size_t, Vertex> completed;
    for (std::size_t x : containers) {
        const GraphVertex& cv = (*m_graph)[*vertex_of(x)];
        GraphVertex a;
        a.kind = VertexKind::Admissible;
        a.resource = x;
        a.ref = "Whit[" + whit_title("admissible_", cv.ref) + "]";
        a.name = cv.ref;
        a.priority = cv.priority;
        GraphVertex c = a;
        c.kind = VertexKind::Completed;
        c.ref = "Whit[" + whit_title("completed_", cv.ref) + "]";
        admissible[x] = add_vertex(std::move(a));
        completed[x] = add_vertex(std::move(c));
    }
    // a container maps to its whit, any other vertex to itself
    auto admissible_of = [&](Vertex v) {
        const GraphVertex& gv = (*m_graph)[v];
        auto it = gv.is_whit() ? admissible.end() : admissible.find(gv.resource);
        return it == admissible.end() ? v : it->second;
    };
    auto completed_of = [&](Vertex v) {
        const GraphVertex& gv = (*m_graph)[v];
        auto it = gv.is_whit() ? completed.end() : completed.find(gv.resource);
        return it == completed.end() ? v : it->second;
    };

    for (std::size_t x : containers) {
        Vertex xv = *vertex_of(x);
        Vertex ax = admissible[x];
        Vertex cx = completed[x];
        std::vector<Vertex> inside;
        if (auto it = contents.find(x); it != contents.end()) {
            for (std::size_t child : it->second)
                if (auto cv = vertex_of(child)) inside.push_back(*cv);
        }
        if (inside.empty()) add_edge(ax, cx); // (0)
        for (Vertex v : inside) {
            add_edge(ax, admissible_of(v), EdgeLabel::refresh_on_all_events()); // (1)
            add_edge(completed_of(v), cx, EdgeLabel::refresh_on_all_events());  // (2)
        }
        for (Edge e : in_edges(xv)) { // (3)
            EdgeLabel label = (*m_graph)[e].label;
            Vertex s = source(e);
            add_edge(completed_of(s), ax, label);
            remove_edge(e);
        }
        for (Edge e : out_edges(xv)) { // (4)
            EdgeLabel label = (*m_graph)[e].label;
            Vertex t = target(e);
            add_edge(cx, admissible_of(t), label);
            remove_edge(e);
        }
    }
    for (std::size_t x : containers) // (5)
        remove_vertex(*vertex_of(x));
}

std::optional<RelationshipGraph::Vertex> RelationshipGraph::find(std::string_view ref) const {
    auto it = m_by_ref.find(std::string(ref));
    if (it == m_by_ref.end()) return std::nullopt;
    return it->second;
}

std::optional<RelationshipGraph::Vertex> RelationshipGraph::vertex_of(std::size_t resource) const {
    auto it = m_by_resource.find(resource);
    if (it == m_by_resource.end()) return std::nullopt;
    return it->second;
}

std::vector<RelationshipGraph::Vertex> RelationshipGraph::vertices() const {
    // listS keeps the vertices in insertion order, and removal does not disturb it
    auto [begin, end] = boost::vertices(*m_graph);
    return {begin, end};
}

bool RelationshipGraph::before(Edge a, Edge b) const {
    const GraphEdge& x = (*m_graph)[a];
    const GraphEdge& y = (*m_graph)[b];
    return x.pair != y.pair ? x.pair < y.pair : x.seq < y.seq;
}

std::vector<RelationshipGraph::Edge> RelationshipGraph::in_edges(Vertex v) const {
    auto [begin, end] = boost::in_edges(v, *m_graph);
    std::vector<Edge> out(begin, end);
    std::sort(out.begin(), out.end(), [&](Edge a, Edge b) { return before(a, b); });
    return out;
}

std::vector<RelationshipGraph::Edge> RelationshipGraph::out_edges(Vertex v) const {
    auto [begin, end] = boost::out_edges(v, *m_graph);
    std::vector<Edge> out(begin, end);
    std::sort(out.begin(), out.end(), [&](Edge a, Edge b) { return before(a, b); });
    return out;
}

std::vector<RelationshipGraph::Edge> RelationshipGraph::edges() const {
    std::vector<Edge> out;
    out.reserve(boost::num_edges(*m_graph));
    for (Vertex v : vertices()) {
        std::vector<Edge> in = in_edges(v);
        out.insert(out.end(), in.begin(), in.end());
    }
    return out;
}

std::vector<RelationshipGraph::Vertex> RelationshipGraph::direct_dependencies(Vertex v) const {
    std::vector<Vertex> out;
    for (Edge e : in_edges(v))
        if (out.empty() || out.back() != source(e)) out.push_back(source(e)); // grouped by pair
    return out;
}

std::vector<RelationshipGraph::Vertex> RelationshipGraph::direct_dependents(Vertex v) const {
    std::vector<Vertex> out;
    for (Edge e : out_edges(v))
        if (out.empty() || out.back() != target(e)) out.push_back(target(e));
    return out;
}

bool RelationshipGraph::has_edge(Vertex s, Vertex t) const {
    return m_pairs.contains(PairKey{s, t});
}

RelationshipGraph::Vertex RelationshipGraph::add_vertex(GraphVertex v) {
    v.seq = m_next_vertex++;
    std::string ref = v.ref;
    std::size_t resource = v.is_whit() ? SIZE_MAX : v.resource;
    if (m_last_priority < v.priority) m_last_priority = v.priority;
    Vertex d = boost::add_vertex(std::move(v), *m_graph);
    m_by_ref[ref] = d;
    if (resource != SIZE_MAX) m_by_resource[resource] = d;
    return d;
}

RelationshipGraph::Vertex RelationshipGraph::add_vertex_with_next_priority(GraphVertex v) {
    v.priority = m_last_priority.next();
    return add_vertex(std::move(v));
}

RelationshipGraph::Edge RelationshipGraph::add_edge(Vertex source, Vertex target, EdgeLabel label) {
    PairInfo& pair = m_pairs[PairKey{source, target}];
    if (pair.count++ == 0) pair.seq = m_next_pair++;
    GraphEdge e;
    e.label = label;
    e.pair = pair.seq;
    e.seq = m_next_edge++;
    return boost::add_edge(source, target, e, *m_graph).first;
}

void RelationshipGraph::remove_edge(Edge e) {
    auto it = m_pairs.find(PairKey{source(e), target(e)});
    if (it != m_pairs.end() && --it->second.count == 0) m_pairs.erase(it);
    boost::remove_edge(e, *m_graph);
}

void RelationshipGraph::remove_vertex(Vertex v) {
    for (Edge e : in_edges(v))
        remove_edge(e);
    for (Edge e : out_edges(v))
        remove_edge(e);
    const GraphVertex& gv = (*m_graph)[v];
    if (auto it = m_by_ref.find(gv.ref); it != m_by_ref.end() && it->second == v) m_by_ref.erase(it);
    if (!gv.is_whit()) {
        if (auto it = m_by_resource.find(gv.resource); it != m_by_resource.end() && it->second == v)
            m_by_resource.erase(it);
    }
    boost::remove_vertex(v, *m_graph);
}

// ---------------------------------------------------------------------------------------------------------
// traversal

GraphTraversal::GraphTraversal(const RelationshipGraph& graph) : m_graph(graph) {
    for (Vertex v : graph.vertices()) { // enqueue_roots
        std::size_t blockers = graph.direct_dependencies(v).size();
        m_blockers[v] = blockers;
        if (blockers == 0) enqueue(v);
    }
}

std::optional<GraphTraversal::Vertex> GraphTraversal::next() {
    if (m_ready.empty()) return std::nullopt;
    auto it = m_ready.begin();
    Vertex v = it->second;
    m_ready.erase(it);
    return v;
}

void GraphTraversal::enqueue(Vertex v) {
    m_ready[{m_graph[v].priority, m_graph[v].seq}] = v;
}

void GraphTraversal::finish(Vertex v) {
    for (Vertex d : m_graph.direct_dependents(v)) { // unblock
        auto it = m_blockers.find(d);
        if (it == m_blockers.end()) { // counted again after clear_blockers: v is not done yet
            std::size_t unfinished = 0;
            for (Vertex dep : m_graph.direct_dependencies(d))
                if (!m_done.contains(dep)) ++unfinished;
            it = m_blockers.emplace(d, unfinished).first;
        }
        if (it->second > 0) --it->second;
        if (it->second == 0) enqueue(d);
    }
    m_done.insert(v);
}

std::vector<RelationshipGraph::Vertex> RelationshipGraph::topological_order() const {
    std::vector<Vertex> order;
    GraphTraversal t(*this);
    while (auto v = t.next()) {
        order.push_back(*v);
        t.finish(*v);
    }
    return order;
}

// ---------------------------------------------------------------------------------------------------------
// cycles

bool RelationshipGraph::ref_less(Vertex a, Vertex b) const {
    return (*m_graph)[a].ref < (*m_graph)[b].ref; // Type#<=> compares refs, bytewise as Ruby's strings
}

std::vector<RelationshipGraph::Cycle> RelationshipGraph::find_cycles() const {
    std::unordered_map<Vertex, std::size_t> index;
    std::size_t n = 0;
    for (Vertex v : vertices())
        index[v] = n++;
    std::unordered_map<Vertex, std::size_t> component;
    std::size_t count =
        boost::strong_components(*m_graph, boost::make_assoc_property_map(component),
                                 boost::vertex_index_map(boost::make_assoc_property_map(index)));
    std::vector<Cycle> components(count);
    for (Vertex v : vertices())
        components[component[v]].push_back(v);
    std::vector<Cycle> cycles;
    for (Cycle& c : components) {
        bool cyclic = c.size() > 1 || (c.size() == 1 && has_edge(c[0], c[0]));
        if (!cyclic) continue;
        std::sort(c.begin(), c.end(), [&](Vertex a, Vertex b) { return ref_less(a, b); });
        cycles.push_back(std::move(c));
    }
    auto less = [&](Vertex a, Vertex b) { return ref_less(a, b); };
    std::sort(cycles.begin(), cycles.end(), [&](const Cycle& a, const Cycle& b) {
        return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), less);
    });
    return cycles;
}

std::vector<std::vector<RelationshipGraph::Vertex>>
RelationshipGraph::paths_in_cycle(const Cycle& cycle, std::size_t max_paths) const {
    std::vector<std::vector<Vertex>> found;
    if (cycle.empty() || max_paths == 0) return found;
    std::unordered_set<Vertex> members(cycle.begin(), cycle.end());
    std::unordered_map<Vertex, std::vector<Vertex>> adjacent;
    for (Vertex v : cycle) {
        std::vector<Vertex>& adj = adjacent[v];
        for (Vertex t : direct_dependents(v))
            if (members.contains(t)) adj.push_back(t);
    }
    // breadth first: a frame is a vertex and the path that reached it
    std::deque<std::pair<Vertex, std::vector<Vertex>>> queue;
    queue.emplace_back(cycle.front(), std::vector<Vertex>{});
    while (!queue.empty()) {
        auto [v, path] = std::move(queue.front());
        queue.pop_front();
        if (std::find(path.begin(), path.end(), v) != path.end()) {
            path.push_back(v);
            found.push_back(std::move(path));
            if (found.size() >= max_paths) break;
            continue;
        }
        path.push_back(v);
        for (Vertex t : adjacent[v])
            queue.emplace_back(t, path);
    }
    auto less = [&](Vertex a, Vertex b) { return ref_less(a, b); };
    std::sort(found.begin(), found.end(), [&](const auto& a, const auto& b) {
        return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), less);
    });
    return found;
}

std::string RelationshipGraph::cycle_message(const std::vector<Cycle>& cycles,
                                             const std::string& cycle_file) const {
    std::string message = "Found " + std::to_string(cycles.size()) +
                          (cycles.size() == 1 ? " dependency cycle:\n" : " dependency cycles:\n");
    for (const Cycle& cycle : cycles) {
        std::string paths;
        for (const auto& path : paths_in_cycle(cycle)) {
            if (!paths.empty()) paths += "\\n";
            paths += "(";
            for (std::size_t i = 0; i < path.size(); ++i)
                paths += (i == 0 ? "" : " => ") + (*m_graph)[path[i]].name;
            paths += ")";
        }
        message += paths + "\\n"; // single-quoted '\n' in Ruby: a backslash and an n
    }
    if (!cycle_file.empty())
        message += "Cycle graph written to " + cycle_file + ".";
    else
        message +=
            "Try the '--graph' option and opening the resulting '.dot' file in OmniGraffle or GraphViz";
    return message;
}

std::string RelationshipGraph::cycles_dot(const std::vector<Cycle>& cycles) const {
    std::string out = "digraph Resource_Cycles {\n  label = \"Resource Cycles\"\n";
    for (const Cycle& cycle : cycles) {
        for (const auto& path : paths_in_cycle(cycle, 10)) {
            for (std::size_t i = 0; i < path.size(); ++i)
                out += (i == 0 ? "" : " -> ") + quoted((*m_graph)[path[i]].name);
            out += "\n";
        }
    }
    return out + "}\n";
}

std::string RelationshipGraph::to_dot(std::string_view name) const {
    DotWriter dot(name);
    for (Vertex v : vertices())
        dot.node((*m_graph)[v].ref);
    for (Edge e : edges())
        dot.edge((*m_graph)[source(e)].ref, (*m_graph)[target(e)].ref);
    return dot.finish();
}

} // namespace pp::runtime
