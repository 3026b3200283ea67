#pragma once
// The documentation of the built-in resource types, recorded from real Puppet
// (runtime/data/builtin_type_docs.json, tests/golden/schema/record-type-docs.rb) and assembled as Puppet's
// `doc` methods assemble it: Puppet::Util::Docs#doc for types and providers, Puppet::Parameter.doc for
// parameters, properties and metaparameters. `pp describe` prints it.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::runtime {

/// A parameter, property or metaparameter of a type.
struct AttributeDoc {
    std::string name;
    std::string kind;                ///< Puppet's Type.attrtype: "property", "param" or "meta"
    std::optional<std::string> desc; ///< as declared (`desc`), unscrubbed; none when it has no `desc`
    std::string values;              ///< "Valid values are ..." of its value collection, or ""
    std::optional<std::vector<std::string>> required_features;

    /// Puppet::Parameter.doc: the scrubbed desc, a blank line and the valid values (even when there are
    /// none), then "Requires features ..." when it requires any.
    std::string doc() const;
};

/// A provider of a type.
struct ProviderDoc {
    std::string name;
    std::optional<std::string> desc;
    std::vector<std::string> notes; ///< what the dochooks add: required binaries, defaults, features

    /// Puppet::Util::Docs#doc.
    std::string doc() const;
};

struct TypeDoc {
    std::string name;
    std::optional<std::string> desc;
    std::vector<std::string> notes;
    std::vector<std::string> key_attributes;
    /// Type.allattrs in Puppet's order, without `provider`; a "meta" attribute has only its name and kind
    /// (its doc is the metaparameter's).
    std::vector<AttributeDoc> attributes;
    std::vector<ProviderDoc> providers; ///< sorted by name

    /// Puppet::Util::Docs#doc.
    std::string doc() const;
};

struct TypeDocs {
    std::vector<AttributeDoc> metaparameters;
    std::vector<TypeDoc> types; ///< the types of runtime/data/builtin_types.json, in its order

    const TypeDoc* find(std::string_view name) const;
    const AttributeDoc* metaparameter(std::string_view name) const;
};

/// The built-in types' documentation, parsed once from the embedded data.
const TypeDocs& builtin_type_docs();

/// The embedded data itself (runtime/data/builtin_type_docs.json).
std::string_view builtin_type_docs_json();

/// Puppet::Util::Docs.scrub: strips the least common indent of the lines after the first (the indent that
/// only follows the surrounding Ruby code) and trailing whitespace; a one-liner is just stripped.
std::string scrub_doc(std::string_view text);

} // namespace pp::runtime
