#pragma once
// The top scope of a compilation as Puppet's compiler sets it up for a node (lib/puppet/parser/compiler.rb
// set_node_parameters, set_trusted_information, set_server_facts; lib/puppet/node/facts.rb): `$facts`, each
// fact as a top-scope variable, `$trusted`, `$server_facts`, `$environment`, `$settings::*`, and main's
// `$name`/`$title`.

#include "evaluator/evaluator.hpp"

#include <functional>
#include <optional>
#include <string>

namespace pp::evaluator {

struct NodeInfo {
    std::string certname; ///< the node name (`--certname`), `$trusted['certname']`
    std::string environment = "production";
    Value facts; ///< a Hash of fact names to values (may be empty)
    /// Adds facts resolved only when a compile first needs them (the modules' custom facts, which start
    /// Ruby): given the facts so far, it adds the new ones. Unset when there are none (or `--facts` gave
    /// every fact).
    std::function<void(runtime::Hash& facts)> late_facts;
};

/// Parses facts as Puppet's json facts terminus stores them (`{"name": ..., "values": {...}}`) or as a plain
/// map of facts, in JSON or YAML (runtime::facts::parse_facts). nullopt with `error` set when the text is
/// neither.
std::optional<Value> parse_facts_json(const std::string& text, std::string* error);

/// Sets the node's variables in `top` (the main class scope) the way Puppet's compiler does.
void populate_top_scope(Scope& top, const NodeInfo& node, const EvalOptions& options);

} // namespace pp::evaluator
