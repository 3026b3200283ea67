#pragma once
// Resource type schemas: the attribute names, kinds and namevars of a resource type, enough to check a
// resource declaration at compile time without running Ruby (DESIGN.md §5, issue 4 "Resource type
// schemas"). The built-in types come from data recorded from real Puppet 7
// (runtime/data/builtin_types.json, tests/golden/schema/record-schemas.rb); module types are read from their
// `lib/puppet/type/*.rb` declarations by loader/ruby_type_reader.

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pp::runtime {

/// One parameter or property of a type. Puppet keeps properties (managed state, compared is/should) and
/// parameters (how to manage it) apart; metaparameters are not listed here (see metaparameters()).
struct AttributeSchema {
    enum class Kind { Property, Parameter };

    std::string name;
    Kind kind = Kind::Parameter;
    bool namevar = false;
    /// The values declared with newvalues/newvalue, in order: literal values as Puppet's
    /// ValueCollection#values prints them, then regexes as Ruby inspects them (`/^\d+$/`). Empty when
    /// any value is accepted.
    std::vector<std::string> values;
    /// The Puppet type string of a Resource API attribute (`Enum[present, absent]`); empty for the type DSL.
    std::string type;

    bool operator==(const AttributeSchema&) const = default;
};

/// A title pattern: a Ruby regex whose captures fill the listed namevars in order
/// (Puppet::Type.title_patterns; the Resource API's `title_patterns:` with named captures).
struct TitlePattern {
    std::string regex; ///< Regexp#source
    std::string flags; ///< Ruby options among "i", "x", "m"
    std::vector<std::string> namevars;

    bool operator==(const TitlePattern&) const = default;
};

struct TypeSchema {
    std::string name;
    /// Properties and parameters in Puppet's order (Puppet::Type.properties, then .parameters): properties
    /// as declared except that `ensure` comes first (Puppet unshifts it), then parameters as declared, the
    /// implicit `provider` parameter last.
    std::vector<AttributeSchema> attributes;
    bool ensurable = false; ///< has an `ensure` property
    /// Only the patterns the type declares itself; empty means Puppet's default, the whole title (`/(.*)/m`)
    /// onto the single namevar.
    std::vector<TitlePattern> title_patterns;
    /// The type declares title patterns that are computed at run time (read from Ruby, not recorded):
    /// titles of this type cannot be split at compile time.
    bool title_patterns_unknown = false;
    std::string source; ///< the file the schema came from, or "built-in"
    /// Puppet::Type.isomorphic?: whether two resources with the same namevar values are the same thing. Exec
    /// and tidy are not (their titles are free text), so Puppet gives them no uniqueness-key alias.
    bool isomorphic = true;

    /// The key attributes, in declaration order: parameters marked namevar, and a parameter named `name`.
    [[nodiscard]] std::vector<std::string> namevars() const;
    /// The key attribute when there is exactly one (Resource#namevar), else empty; without building a list.
    [[nodiscard]] std::string_view single_namevar() const;
    /// Whether parse_title(title) gives the title itself as the single key attribute (the usual case, told
    /// without building the list): then the title is the resource's whole uniqueness key.
    [[nodiscard]] bool title_is_key(std::string_view title) const;
    /// Puppet::Resource#parse_title: the namevar values a title gives, from the first declared pattern that
    /// matches, or the whole title onto the single namevar. Empty when the title gives nothing (several
    /// namevars and no pattern, a pattern computed at run time, no pattern matching).
    [[nodiscard]] std::vector<std::pair<std::string, std::string>> parse_title(std::string_view title) const;
    [[nodiscard]] const AttributeSchema* find(std::string_view attribute) const;
    /// The attribute, or a metaparameter: whether `attribute => value` is valid in a declaration.
    [[nodiscard]] bool accepts(std::string_view attribute) const;

    bool operator==(const TypeSchema&) const = default;
};

/// Puppet's metaparameters, valid on every resource (Puppet::Type.metaparams of Puppet 7.23; the
/// orchestration ones `consume`/`export` are gone since Puppet 6).
const std::vector<std::string>& metaparameters();
bool is_metaparameter(std::string_view name);

/// Type schemas by lower-case name.
class SchemaRegistry {
public:
    /// A registry holding Puppet's built-in types.
    static SchemaRegistry with_builtins();

    /// Adds or replaces (a module type shadows a built-in one of the same name, as in Puppet's autoloader).
    void add(TypeSchema schema);
    [[nodiscard]] const TypeSchema* find(std::string_view name) const;
    [[nodiscard]] std::vector<std::string> names() const;
    [[nodiscard]] std::size_t size() const { return m_types.size(); }

private:
    std::map<std::string, TypeSchema, std::less<>> m_types;
};

/// The schemas of Puppet's built-in types, parsed from the embedded data on first use.
const std::vector<TypeSchema>& builtin_type_schemas();
/// The embedded data itself (runtime/data/builtin_types.json), for the test that it is current.
std::string_view builtin_types_json();

/// Parses types in the recorder's JSON form (tests/golden/schema/record-schemas.rb): a list of types or a
/// document `{"types": [...]}`. Entries recording a load error are skipped. Throws std::runtime_error on a
/// malformed document. Shared by the built-in data and the golden tests.
std::vector<TypeSchema> type_schemas_from_json(std::string_view json_text);

} // namespace pp::runtime
