// `--graph --graphdir DIR` on `pp compile` and `pp apply`, and the cycle check `pp apply` makes before
// anything is applied (Puppet's Transaction#evaluate: the relationship graph, then traverse's
// report_cycles_in_graph and graph_cycle_handler).
#include "cli/commands.hpp"

#include "runtime/catalog.hpp"
#include "runtime/relationship_graph.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>

namespace pp::cli {

namespace {

// The graph directory, created when missing (Puppet creates only its last level and fails when the parent
// is missing; pp makes the parents too).
std::string graph_directory(const ApplyArgs& args) {
    std::string dir = args.graphdir.empty() ? std::string(kDefaultGraphdir) : args.graphdir;
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
std::optional<runtime::RelationshipGraph> build_graph(const runtime::Catalog& catalog, const ApplyArgs& args,
                                                      std::string* dir,
                                                      const runtime::AutoRelationships* autos = nullptr) {
    bool ok = true;
    runtime::RelationshipGraph::Options options;
    options.auto_relationships = autos;
    if (args.graph) {
        *dir = graph_directory(args);
        ok = write_file(*dir + "/resources.dot", runtime::containment_dot(catalog));
        options.write_graph = [&](const runtime::RelationshipGraph& g, std::string_view name) {
            std::string file(name);
            file[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(file[0])));
            ok = write_file(*dir + "/" + std::string(name) + ".dot", g.to_dot(file)) && ok;
        };
    }
    try {
        auto graph = runtime::RelationshipGraph::populate_from(catalog, options);
        if (!ok) return std::nullopt;
        return graph;
    } catch (const runtime::GraphError& e) {
        std::cerr << "Error: Failed to apply catalog: " << e.what() << "\n";
        return std::nullopt;
    }
}

} // namespace

int write_compile_graphs(const runtime::Catalog& catalog, const ApplyArgs& args) {
    if (!args.graph) return 0;
    std::string dir;
    return build_graph(catalog, args, &dir) ? 0 : 1;
}

std::optional<runtime::RelationshipGraph> apply_graph(const runtime::Catalog& catalog, const ApplyArgs& args,
                                                      const runtime::AutoRelationships* autos,
                                                      std::size_t* cycle_resources) {
    std::string dir;
    auto graph = build_graph(catalog, args, &dir, autos);
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
    if (args.graph) {
        cycle_file = dir + "/cycles.dot";
        if (!write_file(cycle_file, graph->cycles_dot(cycles))) return std::nullopt;
    }
    std::cerr << "Error: " << graph->cycle_message(cycles, cycle_file) << "\n";
    if (cycle_resources == nullptr)
        std::cerr
            << "Error: Failed to apply catalog: One or more resource dependency cycles detected in graph\n";
    return std::nullopt;
}

} // namespace pp::cli
