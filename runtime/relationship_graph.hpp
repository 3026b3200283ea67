#pragma once
// The relationship graph Puppet's transaction traverses (Puppet::Graph::RelationshipGraph#populate_from,
// DESIGN.md §5): one vertex per catalog resource in catalog order, the edges of the relationship
// metaparameters (and, through an extension point, the types' auto relationships), then every container
// (class, define, stage) replaced by a pair of whits. Also Puppet's cycle report (SimpleGraph
// #report_cycles_in_graph) and its dot files (SimpleGraph#to_dot, puppet/external/dot.rb).
//
// Boost.Graph holds the vertices and edges. Puppet's SimpleGraph keeps them in Ruby hashes, whose insertion
// order decides the order of its dot files, of its cycle paths and of ties nowhere else broken; every
// vertex, every (source, target) pair and every edge therefore carries a sequence number, and the accessors
// below return Puppet's order.

#include "runtime/catalog.hpp"

#include <boost/graph/adjacency_list.hpp>

#include <compare>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace pp::runtime {

/// A traversal priority (Puppet::Graph::Key): a path of counters compared lexicographically. Catalog
/// resources get [1], [2], ... in catalog order; `down` makes room for resources generated inside another
/// (SequentialPrioritizer#generate_priority_contained_in).
class GraphPriority {
public:
    GraphPriority() : m_value{0} {}
    [[nodiscard]] GraphPriority next() const;
    [[nodiscard]] GraphPriority down() const;
    [[nodiscard]] const std::vector<std::uint32_t>& value() const { return m_value; }
    friend auto operator<=>(const GraphPriority&, const GraphPriority&) = default;
    friend bool operator==(const GraphPriority&, const GraphPriority&) = default;

private:
    std::vector<std::uint32_t> m_value;
};

/// What an edge carries (Puppet::Relationship#label): whether the target refreshes, and on which events.
/// require/before edges have neither; subscribe/notify and the containment edges of the whits have
/// `{:callback=>:refresh, :event=>:ALL_EVENTS}`; auto require/before edges have `{:event=>:NONE}`.
struct EdgeLabel {
    enum class Event : std::uint8_t { Unset, None, AllEvents };
    bool refresh = false; ///< callback :refresh
    Event event = Event::Unset;

    /// RelationshipGraph::Default_label, and what subscribe/notify give.
    static EdgeLabel refresh_on_all_events() { return {true, Event::AllEvents}; }
    [[nodiscard]] bool empty() const { return !refresh && event == Event::Unset; }
    /// Relationship#match? for an event other than :NONE.
    [[nodiscard]] bool matches_events() const { return event == Event::AllEvents; }
    /// Ruby's inspect of the label hash: `{}`, `{:event=>:NONE}`, `{:callback=>:refresh,
    /// :event=>:ALL_EVENTS}`.
    [[nodiscard]] std::string inspect() const;
    friend bool operator==(const EdgeLabel&, const EdgeLabel&) = default;
};

enum class VertexKind : std::uint8_t {
    Resource,   ///< a catalog resource
    Admissible, ///< Whit[Admissible_X]: what must run before container X's contents
    Completed,  ///< Whit[Completed_X]: what runs after them
};

struct GraphVertex {
    VertexKind kind = VertexKind::Resource;
    /// Index in the catalog of the resource, or, for a whit, of its container (whose tags the whit carries).
    std::size_t resource = SIZE_MAX;
    /// Puppet's ref in the RAL catalog: `Notify[a]`, `Class[Main]`, `Whit[Admissible_class[Main]]`.
    std::string ref;
    /// What Puppet prints for it (Type#to_s): the ref, and for a whit its container's ref (`Class[Main]`).
    std::string name;
    GraphPriority priority;
    std::uint64_t seq = 0; ///< insertion order (the key order of SimpleGraph's @in_to)

    [[nodiscard]] bool is_whit() const { return kind != VertexKind::Resource; }
};

struct GraphEdge {
    EdgeLabel label;
    std::uint64_t pair = 0; ///< when its (source, target) pair became adjacent: the order of @in_to[t].keys
    std::uint64_t seq = 0;  ///< insertion order among the edges of the pair
};

/// A relationship that cannot be built: `Could not retrieve dependency 'Notify[zz]' of Notify[n]`.
class GraphError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

enum class AutoRelationKind : std::uint8_t { Require, Subscribe, Before, Notify };

/// The extension point for the types' auto relationships (Type#autorequire, #autosubscribe, #autobefore,
/// #autonotify; a file autorequires its parent directory, an exec its user...). The applier supplies them;
/// the graph applies Puppet's rules (build_autorelation_dependencies): in that kind order, skipped when a
/// manual edge between the two resources exists in either direction, and labelled `{:event=>:NONE}` for
/// require/before, the refresh label for subscribe/notify.
class AutoRelationships {
public:
    virtual ~AutoRelationships() = default;
    /// Catalog indexes of the resources `resource` auto-requires/subscribes to (edge sources) or is
    /// auto-before/notifies (edge targets), in the order the type yields them.
    [[nodiscard]] virtual std::vector<std::size_t> related(const Catalog& catalog, std::size_t resource,
                                                           AutoRelationKind kind) const = 0;
};

class RelationshipGraph {
public:
    // listS vertices and edges: descriptors stay valid while containers and edges are removed
    using Graph =
        boost::adjacency_list<boost::listS, boost::listS, boost::bidirectionalS, GraphVertex, GraphEdge>;
    using Vertex = Graph::vertex_descriptor;
    using Edge = Graph::edge_descriptor;
    using Cycle = std::vector<Vertex>;

    struct Options {
        const AutoRelationships* auto_relationships = nullptr;
        /// Called with "relationships" once the relationship edges are in and "expanded_relationships"
        /// once the containers are replaced by whits (RelationshipGraph#write_graph).
        std::function<void(const RelationshipGraph&, std::string_view name)> write_graph;
    };

    /// An empty graph over `catalog` (which must outlive it).
    explicit RelationshipGraph(const Catalog& catalog) : m_catalog(&catalog) {}

    /// Puppet's RelationshipGraph#populate_from: the resources (virtual ones left out) in catalog order, the
    /// edges of require/subscribe/before/notify, the auto relationships, then the containers replaced by
    /// whits. Throws GraphError for a reference to a resource that is not in the catalog.
    static RelationshipGraph populate_from(const Catalog& catalog, const Options& options);
    static RelationshipGraph populate_from(const Catalog& catalog) {
        return populate_from(catalog, Options{});
    }

    // ---- steps of populate_from (public so the applier can rebuild or extend the graph)
    void add_all_resources_as_vertices();
    void build_manual_dependencies();
    void build_autorelation_dependencies(const AutoRelationships& autos);
    void replace_containers_with_anchors();

    // ---- reading
    [[nodiscard]] const Catalog& catalog() const { return *m_catalog; }
    [[nodiscard]] const Graph& graph() const { return *m_graph; }
    [[nodiscard]] std::size_t size() const { return boost::num_vertices(*m_graph); }
    [[nodiscard]] const GraphVertex& operator[](Vertex v) const { return (*m_graph)[v]; }
    [[nodiscard]] const GraphEdge& operator[](Edge e) const { return (*m_graph)[e]; }
    [[nodiscard]] Vertex source(Edge e) const { return boost::source(e, *m_graph); }
    [[nodiscard]] Vertex target(Edge e) const { return boost::target(e, *m_graph); }
    /// The vertex with this ref (`Notify[a]`, `Whit[Completed_class[Main]]`).
    [[nodiscard]] std::optional<Vertex> find(std::string_view ref) const;
    /// The vertex of a catalog resource (none for a virtual resource or a replaced container).
    [[nodiscard]] std::optional<Vertex> vertex_of(std::size_t resource) const;
    /// All vertices in insertion order (SimpleGraph#vertices).
    [[nodiscard]] std::vector<Vertex> vertices() const;
    /// All edges, grouped by target in vertex order, then by source as they became adjacent
    /// (SimpleGraph#edges: the order of the dot files).
    [[nodiscard]] std::vector<Edge> edges() const;
    [[nodiscard]] std::vector<Edge> in_edges(Vertex v) const;
    [[nodiscard]] std::vector<Edge> out_edges(Vertex v) const;
    /// Distinct sources of v's in-edges (direct_dependencies_of), in Puppet's order.
    [[nodiscard]] std::vector<Vertex> direct_dependencies(Vertex v) const;
    /// Distinct targets of v's out-edges (direct_dependents_of, adjacent), in Puppet's order.
    [[nodiscard]] std::vector<Vertex> direct_dependents(Vertex v) const;
    [[nodiscard]] bool has_edge(Vertex source, Vertex target) const;

    // ---- changing (SimpleGraph#add_vertex, #add_edge, #remove_edge!, #remove_vertex!)
    Vertex add_vertex(GraphVertex v);
    /// Adds a vertex with the next priority after all given so far.
    Vertex add_vertex_with_next_priority(GraphVertex v);
    /// Always adds a new edge, even parallel to another (Puppet's edges are distinct objects).
    Edge add_edge(Vertex source, Vertex target, EdgeLabel label = {});
    void remove_edge(Edge e);
    void remove_vertex(Vertex v);

    // ---- ordering and cycles
    /// The order RelationshipGraph#traverse visits the vertices when every resource is suitable and none
    /// generates more: always the ready vertex of least priority, so catalog order among unrelated
    /// resources. Vertices on or behind a cycle never become ready and are left out.
    [[nodiscard]] std::vector<Vertex> topological_order() const;
    /// SimpleGraph#find_cycles_in_graph: the strongly connected components with more than one vertex or a
    /// self loop, each sorted by ref, the list sorted.
    [[nodiscard]] std::vector<Cycle> find_cycles() const;
    /// SimpleGraph#paths_in_cycle: up to `max_paths` paths found breadth-first from the cycle's first
    /// vertex, each ending at the first vertex it repeats; sorted.
    [[nodiscard]] std::vector<std::vector<Vertex>> paths_in_cycle(const Cycle& cycle,
                                                                  std::size_t max_paths = 1) const;
    /// The message report_cycles_in_graph logs as an error (without `Error: `), e.g.
    /// "Found 1 dependency cycle:\n(Notify[a] => Notify[b] => Notify[a])\\nTry the '--graph' option ...":
    /// between the paths and before the last sentence Puppet writes a literal backslash-n. With
    /// `cycle_file` (--graph) the last sentence is "Cycle graph written to FILE.".
    [[nodiscard]] std::string cycle_message(const std::vector<Cycle>& cycles,
                                            const std::string& cycle_file = {}) const;
    /// cycles.dot (SimpleGraph#write_cycles_to_graph): up to ten paths per cycle.
    [[nodiscard]] std::string cycles_dot(const std::vector<Cycle>& cycles) const;

    /// The graph in Puppet's dot format: `digraph NAME { label = "NAME" ... }`, vertices then edges.
    [[nodiscard]] std::string to_dot(std::string_view name) const;

private:
    struct PairKey {
        Vertex source;
        Vertex target;
        bool operator==(const PairKey&) const = default;
    };
    struct PairHash {
        std::size_t operator()(const PairKey& k) const;
    };
    struct PairInfo {
        std::uint64_t seq = 0;
        std::size_t count = 0;
    };

    // The edge order Puppet's hashes give: by pair, then by edge.
    [[nodiscard]] bool before(Edge a, Edge b) const;
    [[nodiscard]] bool ref_less(Vertex a, Vertex b) const;

    const Catalog* m_catalog;
    // on the heap: Boost's adjacency_list copies where it could move, and a copy would have new vertex
    // descriptors, so moving a RelationshipGraph must move this pointer and nothing else
    std::unique_ptr<Graph> m_graph = std::make_unique<Graph>();
    std::unordered_map<PairKey, PairInfo, PairHash> m_pairs;
    std::unordered_map<std::string, Vertex> m_by_ref;
    std::unordered_map<std::size_t, Vertex> m_by_resource;
    GraphPriority m_last_priority;
    std::uint64_t m_next_vertex = 0;
    std::uint64_t m_next_pair = 0;
    std::uint64_t m_next_edge = 0;
};

/// RelationshipGraph#traverse's scheduling (enqueue_roots, next_resource, finish, unblock), for the
/// applier's loop: `while (auto v = t.next()) { evaluate(*v); t.finish(*v); }`. Ready vertices leave in
/// priority order; a vertex becomes ready once each of its distinct dependencies is finished.
class GraphTraversal {
public:
    using Vertex = RelationshipGraph::Vertex;
    explicit GraphTraversal(const RelationshipGraph& graph);
    /// The ready vertex of least priority, removed from the ready queue.
    std::optional<Vertex> next();
    /// Marks v done and makes its dependents that wait on nothing else ready.
    void finish(Vertex v);
    /// Makes v ready (again), as traverse does for deferred resources.
    void enqueue(Vertex v);
    /// Forgets the dependency counts, which are then counted again as vertices finish (clear_blockers,
    /// after eval_generate changed the graph).
    void clear_blockers() { m_blockers.clear(); }
    [[nodiscard]] bool ready_empty() const { return m_ready.empty(); }
    /// The ready vertices, in the order next() would give them.
    [[nodiscard]] std::vector<Vertex> ready() const {
        std::vector<Vertex> out;
        out.reserve(m_ready.size());
        for (const auto& [key, v] : m_ready)
            out.push_back(v);
        return out;
    }
    [[nodiscard]] bool done(Vertex v) const { return m_done.contains(v); }

private:
    const RelationshipGraph& m_graph;
    // RbTreeMap keyed by priority; the vertex's insertion order only breaks ties Puppet never has (a
    // container's two whits share its priority but are never ready together)
    std::map<std::pair<GraphPriority, std::uint64_t>, Vertex> m_ready;
    std::unordered_map<Vertex, std::size_t> m_blockers;
    std::unordered_set<Vertex> m_done;
};

/// Puppet's ref of a catalog resource in the RAL catalog: types capitalized by segment, class titles too
/// (`Class[main]` is `Class[Main]` there).
std::string ral_ref(const CatalogResource& resource);

/// Whether the resource is a container the graph replaces by whits: a stage, a class, a node or an
/// instance of a defined type (Puppet::Type::Component and Stage).
bool is_container(const CatalogResource& resource);

/// resources.dot (Catalog#write_graph(:resources)): the catalog's resources (virtual ones left out) and
/// their containment edges.
std::string containment_dot(const Catalog& catalog);

/// The resources Puppet's RAL catalog adds before it is applied (Catalog#make_default_resources), unless
/// the catalog declares them: Schedule[puppet] (hourly, repeat 2), Schedule[hourly|daily|weekly|monthly|
/// never] and Filebucket[puppet]. Appended at the end, uncontained, as Puppet does.
void add_default_resources(Catalog& catalog);

} // namespace pp::runtime
