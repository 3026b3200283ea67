#pragma once
// Facts given to a compilation in a file (`--facts FILE`, DESIGN.md §6), and facts printed the way Puppet
// prints them (`puppet facts`).

#include "runtime/value.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace pp::runtime::facts {

struct FactsFile {
    std::string name; ///< the node name of Puppet's `{name, values}` form; empty for a plain map of facts
    Hash values;
};

/// Parses facts written as JSON or YAML: either a map of fact names to values, or Puppet's own form
/// `{"name": NODE, "values": {...}}` (what `puppet facts find` prints, also as YAML with its
/// `--- !ruby/object:Puppet::Node::Facts` tag; its timestamp and expiration are ignored). YAML scalars
/// take the types Ruby's YAML loader gives them (`12.11` is a Float, `'12.11'` a String, `yes` true).
/// nullopt with `error` set when the text is neither, or is not a map. `Auto` reads text starting with `{`
/// as JSON (falling back to YAML, whose flow style looks alike), the rest as YAML.
enum class FactsFormat { Auto, Json, Yaml };
std::optional<FactsFile> parse_facts(std::string_view text, std::string* error,
                                     FactsFormat format = FactsFormat::Auto);

/// parse_facts on the contents of `path`, as JSON for `*.json`, YAML for `*.yaml` and `*.yml`, else by
/// its contents; `error` starts with the path.
std::optional<FactsFile> read_facts_file(const std::string& path, std::string* error);

/// `value` as Ruby's `JSON.pretty_generate` writes it (what `puppet facts` prints): two-space indent,
/// `"key": value`, floats as Ruby prints them, empty arrays and hashes spread over lines as Ruby does.
std::string to_pretty_json(const Value& value);

} // namespace pp::runtime::facts
