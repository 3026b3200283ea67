#pragma once
// Hiera 5 as Puppet 7's lookup framework does it (PUP:lib/puppet/pops/lookup/*.rb): three layers of data
// (global `--hiera_config`, the environment's `hiera.yaml`, a module's `hiera.yaml` for the keys of its
// namespace), hierarchies of YAML and JSON data files, interpolation, merge strategies, `lookup_options`,
// and the explanation `puppet lookup --explain` prints. The evaluator gives each lookup a way to read
// variables of the scope it is made from; the rest lives here.

#include "runtime/types.hpp"
#include "runtime/value.hpp"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace pp::loader::hiera {

using runtime::Value;

/// Puppet::DataBinding::LookupError: a bad hiera.yaml or data file, a failed interpolation, a value of the
/// wrong type, a key nothing has a value for.
class LookupError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// A LookupError Puppet raises with an issue code (a bad hiera.yaml, a bad interpolation): the global layer
/// does not wrap it in "Lookup of key 'k' failed: ...".
class IssueError : public LookupError {
public:
    using LookupError::LookupError;
};

/// Puppet's TypeAssertionError: a value (or a hiera.yaml) of the wrong type. `puppet lookup` reports it as an
/// error even with --explain, where a LookupError ends the explanation.
class TypeAssertionError : public LookupError {
public:
    using LookupError::LookupError;
};

/// "SUBJECT has wrong type, MISMATCH" (TypeAsserter), or nothing when `v` is an instance of `t`.
void assert_type(const runtime::Type& t, const Value& v, const std::string& subject);

/// A merge strategy with its options (MergeStrategy): first (the default), unique, hash, deep.
struct Merge {
    enum class Kind : std::uint8_t { Default, First, Unique, Hash, Deep };
    Kind kind = Kind::Default;
    /// The options as given (`{strategy => deep, knockout_prefix => '--'}`), empty for a bare name.
    runtime::Hash options;

    /// A strategy from a name (`'deep'`) or a hash with a `strategy` key; undef gives the default.
    /// LookupError ("Unknown merge strategy: 'x'") otherwise.
    static Merge from_value(const Value& v);
    static Merge of(Kind k) { return Merge{k, {}}; }
    /// The strategy's name as Puppet prints it ("first", "deep"...).
    [[nodiscard]] std::string key() const;
    /// Merges a found value `higher` with one of lower priority (MergeStrategy#merge).
    [[nodiscard]] Value merge(const Value& higher, const Value& lower) const;
    /// What the first value found becomes before merging (unique flattens it into an array).
    [[nodiscard]] Value convert(const Value& v) const;
    /// A value found alone (unique removes duplicates).
    [[nodiscard]] Value single(const Value& v) const;
};

/// The tree `--explain` prints (explainer.rb), filled while a lookup runs.
class Explainer {
public:
    Explainer();
    ~Explainer();
    Explainer(const Explainer&) = delete;
    Explainer& operator=(const Explainer&) = delete;
    /// The explanation as `puppet lookup --explain` prints it.
    [[nodiscard]] std::string text() const;
    /// The explanation as a hash (explainer.rb's to_hash), for `--explain --render-as json`.
    [[nodiscard]] Value to_hash() const;
    /// A line of text at the current place (a lookup's error, after the search).
    void add_text(std::string text);

    struct Node;
    Node* root();
    Node* current = nullptr;

private:
    std::unique_ptr<Node> m_root;
};

/// Reads a variable of the scope a lookup is made from (`scope[name]`, names may start with `::`): null when
/// there is no such variable.
using Variables = std::function<std::optional<Value>(std::string_view name)>;

/// Where Hiera finds its configuration: the three layers.
struct Settings {
    /// The global hiera.yaml (`--hiera_config`); empty: no global layer. A file that does not exist gives
    /// Puppet's default configuration (datadir `data` beside it, `common.yaml`), as Puppet does.
    std::string global_config;
    /// The environment's directory (`<environmentpath>/<environment>`); empty: no environment layer.
    std::string environment_dir;
    /// A module's directory by name, or nullopt when there is no such module.
    std::function<std::optional<std::string>(std::string_view module)> module_dir;
    /// Calls `new(type, value, args...)` for a `convert_to` lookup option; unset: convert_to is an error.
    std::function<Value(const std::vector<Value>& args)> convert = {};
    /// A value as Puppet's strings show it (the explanation's "Applying convert_to" line); unset: Ruby's
    /// inspect.
    std::function<std::string(const Value&)> to_s = {};
    /// Where warnings go (a module's data with keys outside its namespace, an ignored hiera.yaml).
    std::function<void(const std::string&)> warn = {};
};

/// What `lookup()` is asked (the arguments of its signatures, lookup.rb).
struct Request {
    std::vector<std::string> names;
    runtime::TypePtr value_type = nullptr; ///< null: any
    std::optional<Value> merge;            ///< null: from lookup_options, else first found
    std::optional<Value> default_value;    ///< used when no name has a value
    runtime::Hash override_values;         ///< `override`: values that win over the data
    runtime::Hash default_values;          ///< `default_values_hash`
    bool hiera_call = false;               ///< hiera(), hiera_array()...: their merge rules
    bool names_array = false;              ///< the names were given as an Array (what the block gets)
    std::function<Value(const Value&)> default_block = {}; ///< the block giving a default
};

/// One compilation's lookups (LookupAdapter): caches configurations, data files and lookup_options.
class Hiera {
public:
    explicit Hiera(Settings settings);
    ~Hiera();
    Hiera(const Hiera&) = delete;
    Hiera& operator=(const Hiera&) = delete;

    /// Lookup.lookup: the value of the first name with one (overrides, then the data, then the
    /// default values hash), else the default, else LookupError "Function lookup() did not find a value for
    /// the name 'x'". Type mismatches are LookupErrors too. `explainer` (may be null) records the search.
    Value lookup(const Request& request, const Variables& vars, Explainer* explainer = nullptr);
    /// Automatic parameter lookup of `key` (search_and_merge, the merge from lookup_options): nullopt when
    /// no layer has the key.
    std::optional<Value> search(const std::string& key, const Variables& vars,
                                Explainer* explainer = nullptr);

    [[nodiscard]] const Settings& settings() const { return m_settings; }

    struct State;

private:
    Settings m_settings;
    std::unique_ptr<State> m_state;
};

/// A data file's contents: YAML (with Ruby's YAML scalar types) or JSON, by the function named in the
/// hierarchy (`yaml_data`, `json_data`). LookupError with the file (and line, for YAML) when it cannot be
/// parsed. A YAML file that is empty or not a hash gives an empty hash.
Value read_data_file(const std::string& path, std::string_view function);

/// `value` as Ruby's `YAML.dump` writes it (`puppet lookup`'s default output): `--- 1`, `---\n- a\n`.
std::string to_yaml(const Value& value);

} // namespace pp::loader::hiera
