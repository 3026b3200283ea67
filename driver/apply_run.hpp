#pragma once
// The applier's side of the facade: a compiled catalog applied as `puppet apply` does after compiling, and
// the graph files of `--graph`. `pp apply` and the REPL's `:apply` use it.

#include "apply/log.hpp"
#include "apply/transaction.hpp"
#include "lexer/diagnostics.hpp"
#include "runtime/catalog.hpp"
#include "runtime/relationship_graph.hpp"

#include <cstddef>
#include <future>
#include <optional>
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

/// Applies a compiled catalog as `puppet apply` does after compiling: Puppet's default resources added,
/// the relationship graph (with the types' auto relationships) checked for cycles, then the transaction,
/// the state file and the closing notice. Returns the exit status.
int apply_compiled(runtime::Catalog& catalog, const ApplyRunOptions& options, apply::Log& log,
                   std::future<apply::StateFile>& state_loader);

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
