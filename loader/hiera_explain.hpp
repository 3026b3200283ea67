#pragma once
// The nodes of the explanation tree (PUP:lib/puppet/pops/lookup/explainer.rb), shared by the lookup code
// (hiera.cpp) that fills them and hiera_explain.cpp that prints them.

#include "loader/hiera.hpp"

#include <memory>
#include <string>
#include <vector>

namespace pp::loader::hiera {

struct Explainer::Node {
    enum class Kind : std::uint8_t {
        Root,
        Top,         ///< Searching for "key"
        InvalidKey,  ///< Invalid key "lookup_options"
        MergeSource, ///< Using merge options from "lookup_options" hash
        Module,      ///< Module "m" not found / Module data provider for module "m" not found
        Interpolate, ///< Interpolation on "..."
        Merge,       ///< Merge strategy deep
        DataProvider,
        Location,
        SubLookup, ///< Sub key: "a.b"
        Segment,
        Scope,
    };
    enum class Event : std::uint8_t {
        None,
        Found,
        FoundInOverrides,
        FoundInDefaults,
        NotFound,
        Result,
        LocationNotFound,
        ModuleNotFound,
        ModuleProviderNotFound
    };

    Kind kind = Kind::Root;
    Node* parent = nullptr;
    std::string label;  ///< the key, name, expression, path or module this node is about
    std::string detail; ///< a data provider's configuration path; a location's original path
    Merge merge;        ///< Merge nodes: the strategy
    std::string module; ///< a module layer's data provider: the module
    Event event = Event::None;
    std::string key;
    Value value;
    std::vector<std::string> texts;
    std::vector<std::unique_ptr<Node>> branches;

    Node* add(Kind k, std::string label_text, std::string detail_text = {});
    void dump(std::string& out, const std::string& indent, const std::string& first_indent) const;
    /// The node as explainer.rb's to_hash gives it (`--explain --render-as json`).
    [[nodiscard]] Value to_hash() const;

private:
    void dump_outcome(std::string& out, const std::string& indent) const;
    void dump_texts(std::string& out, const std::string& indent) const;
};

/// Appends `value` as the explanation prints values: hashes and arrays over lines, scalars as Ruby's
/// inspect.
void dump_value(std::string& out, const std::string& indent, const Value& value);

} // namespace pp::loader::hiera
