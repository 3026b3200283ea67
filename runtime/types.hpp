#pragma once
// The Puppet 7 type system (PUP:lib/puppet/pops/types/types.rb, type_calculator.rb, type_formatter.rb).
//
// Design: one immutable class `Type` carrying a `TypeKind` and the parameters that kind uses, rather than one
// C++ class per Puppet type. Puppet's rules (assignability, inference, formatting) switch over pairs of
// kinds, which reads naturally as a switch over `kind`, and a single class keeps hashing/equality structural.
// Types are shared through `TypePtr` (shared_ptr<const Type>) and never mutated once built; build them with
// the factory functions below.
//
// Unbounded ranges: Integer/size bounds use INT64_MIN/INT64_MAX (`Type::Unbounded*`), Float bounds use
// -inf/+inf. Formatting prints them as `default` exactly where Puppet does.

#include "runtime/value.hpp"

#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::runtime {

using TypePtr = std::shared_ptr<const Type>;

enum class TypeKind : std::uint8_t {
    Any,
    Undef,
    Default,
    Unit,
    NotUndef, ///< m_elem (may be null: NotUndef)
    Optional, ///< m_elem (may be null: Optional)
    Variant,  ///< m_types
    Scalar,
    ScalarData,
    Data,
    RichData,
    Numeric,
    Integer,    ///< m_imin, m_imax
    Float,      ///< m_fmin, m_fmax
    String,     ///< m_imin, m_imax size; or m_value (an inferred single string, PStringType(value))
    Enum,       ///< m_strings, m_case_insensitive
    Pattern,    ///< m_strings (regexp sources)
    Regexp,     ///< m_value (pattern source), absent for Regexp
    Boolean,    ///< m_bool_value: -1 any, 0 false, 1 true (inferred Boolean[true])
    Array,      ///< m_elem, m_imin/m_imax size
    Hash,       ///< m_key, m_elem, size
    Tuple,      ///< m_types, size
    Struct,     ///< m_members
    Collection, ///< size
    Iterable,   ///< m_elem (may be null)
    Iterator,   ///< m_elem (may be null)
    Callable,   ///< m_types params, size (arity), m_key block, m_elem return type (both may be null),
                ///< m_callable_default
    TypeType,   ///< Type[T]: m_elem (may be null)
    Runtime,    ///< m_name runtime, m_value runtime type name
    Sensitive,  ///< m_elem (may be null)
    Timespan,
    Timestamp,
    SemVer, ///< m_args: the ranges of SemVer[r1, r2...] (SemVerRange values, merged), none for SemVer
    SemVerRange,
    Binary,
    URI,  ///< m_args: one Hash of parameters (URI[{scheme => 'http'}], URI['http://x']), none for URI
    Init, ///< m_elem (may be null), m_args
    Deferred,
    Object, ///< m_name (empty for the generic Object), m_members as attributes
    TypeSet,
    CatalogEntry,
    Resource,      ///< m_name type name (capitalized, empty for Resource), m_value title
    Class,         ///< m_value class name (absent for Class)
    TypeReference, ///< m_name: an unresolved name (`Foo`, `Foo[1]` kept as m_value text)
    TypeAlias,     ///< m_name, resolved lazily through m_resolver
};

/// A Struct member (`'a' => Integer`, `Optional['b'] => String`).
struct StructMember {
    std::string name;
    bool optional_key = false; ///< written as Optional['b'] (or the value type accepts undef)
    TypePtr value;
    bool required_key = false; ///< written as NotUndef['b']: present even when the value may be undef
};

/// Resolves a type alias by name; called once, lazily, so that recursive aliases can refer to themselves.
using AliasResolver = std::function<TypePtr()>;

struct ObjectSpec; // runtime/object.hpp: an Object type's parent, attributes and functions

class Type {
public:
    static constexpr std::int64_t UnboundedMin = std::numeric_limits<std::int64_t>::min();
    static constexpr std::int64_t UnboundedMax = std::numeric_limits<std::int64_t>::max();

    explicit Type(TypeKind k) : m_kind(k) {}

    [[nodiscard]] TypeKind kind() const { return m_kind; }

    // Parameters (see TypeKind for which kind uses what). Public for the type layer's own files; everything
    // else should use the factories and the free functions.
    TypeKind m_kind;
    std::int64_t m_imin = UnboundedMin;
    std::int64_t m_imax = UnboundedMax;
    double m_fmin = -std::numeric_limits<double>::infinity();
    double m_fmax = std::numeric_limits<double>::infinity();
    TypePtr m_elem;
    TypePtr m_key;
    std::vector<TypePtr> m_types;
    std::vector<std::string> m_strings;
    std::vector<StructMember> m_members;
    std::vector<Value> m_args; ///< Init arguments, SemVer ranges, URI parameters
    std::optional<std::string> m_value;
    std::string m_name;
    int m_bool_value = -1;
    bool m_case_insensitive = false;
    bool m_callable_default = false; ///< plain `Callable` (no parameters given)
    /// Integer: the upper bound was written out as the largest Integer (`Integer[0, 9223372036854775807]`),
    /// which Puppet keeps and prints, unlike an unbounded one.
    bool m_max_given = false;
    AliasResolver m_resolver;
    std::shared_ptr<const ObjectSpec> m_object; ///< Object: what `Object[{...}]` declares (null for `Object`)

    /// For TypeAlias: the resolved type (resolving on first use; Any when there is no resolver); any other
    /// type is itself.
    [[nodiscard]] const Type& resolved() const;
    [[nodiscard]] TypePtr resolved_ptr() const;
    /// Drops an alias's resolved type. A recursive alias refers to itself through its resolution, a cycle
    /// of shared pointers: whoever creates aliases (the evaluator) calls this when done with them.
    void clear_resolution() const { m_resolved.reset(); }

private:
    mutable TypePtr m_resolved;
};

// ---- factories -------------------------------------------------------------------------------------------
TypePtr any_type();
TypePtr undef_type();
TypePtr default_type();
TypePtr unit_type();
TypePtr simple_type(TypeKind k); ///< a parameterless type of any kind (Scalar, Data, Timespan...)
TypePtr not_undef_type(TypePtr t = nullptr);
TypePtr optional_type(TypePtr t = nullptr);
TypePtr variant_type(std::vector<TypePtr> ts);
TypePtr integer_type(std::int64_t min = Type::UnboundedMin, std::int64_t max = Type::UnboundedMax);
TypePtr float_type(double min = -std::numeric_limits<double>::infinity(),
                   double max = std::numeric_limits<double>::infinity());
TypePtr numeric_type();
TypePtr string_type(std::int64_t min = 0, std::int64_t max = Type::UnboundedMax);
/// PStringType(value): the inferred type of one string (prints as `String`).
TypePtr string_value_type(std::string value);
TypePtr enum_type(std::vector<std::string> values, bool case_insensitive = false);
TypePtr pattern_type(std::vector<std::string> sources);
TypePtr regexp_type(std::optional<std::string> source = std::nullopt);
TypePtr boolean_type(int value = -1);
TypePtr array_type(TypePtr elem = nullptr, std::int64_t min = 0, std::int64_t max = Type::UnboundedMax);
TypePtr hash_type(TypePtr key = nullptr, TypePtr value = nullptr, std::int64_t min = 0,
                  std::int64_t max = Type::UnboundedMax);
/// Tuple: min/max default to the number of types (UnboundedMin for "not given").
TypePtr tuple_type(std::vector<TypePtr> ts, std::int64_t min = Type::UnboundedMin,
                   std::int64_t max = Type::UnboundedMin);
TypePtr struct_type(std::vector<StructMember> members);
TypePtr collection_type(std::int64_t min = 0, std::int64_t max = Type::UnboundedMax);
TypePtr iterable_type(TypePtr t = nullptr);
TypePtr iterator_type(TypePtr t = nullptr);
/// Callable[params..., min, max, block]: min/max UnboundedMin for "derived from params".
TypePtr callable_type(std::vector<TypePtr> params, std::int64_t min = Type::UnboundedMin,
                      std::int64_t max = Type::UnboundedMin, TypePtr block = nullptr);
TypePtr callable_default_type();
TypePtr type_type(TypePtr t = nullptr);
TypePtr runtime_type(std::string runtime = {}, std::optional<std::string> name = std::nullopt);
TypePtr sensitive_type(TypePtr t = nullptr);
TypePtr init_type(TypePtr t = nullptr, std::vector<Value> args = {});
/// SemVer[ranges...]: SemVerRange values, already merged (VersionRange::merge_all); none for SemVer.
TypePtr semver_type(std::vector<Value> ranges = {});
/// URI[parameters]: a Hash from component names to Strings, Regexps, Types or (for the port) Integers; an
/// empty Hash means URI.
TypePtr uri_type(const Value& parameters);
TypePtr object_type(std::string name = {}, std::vector<StructMember> attributes = {});
/// Resource[type_name, title]; type_name is capitalized per segment (`file` -> `File`).
TypePtr resource_type(std::string type_name = {}, std::optional<std::string> title = std::nullopt);
TypePtr class_type(std::optional<std::string> name = std::nullopt);
TypePtr type_reference(std::string name);
TypePtr type_alias(std::string name, AliasResolver resolver);

/// The type named by a bare parameterless name (`Integer`, `Data`, `File`...): built-in types, else a
/// Resource type for known-shaped lowercase-able names is left to the caller: returns null when unknown.
TypePtr builtin_type(std::string_view name);

// ---- operations ------------------------------------------------------------------------------------------
/// Structural equality (Ruby `==`/`eql?` on Puppet types).
bool eql(const Type& a, const Type& b);
std::size_t hash_of(const Type& t);

/// Puppet's `T.instance?(v)`.
bool is_instance(const Type& t, const Value& v);
/// Puppet's `to.assignable?(from)` (type_calculator / types.rb `_assignable?`).
bool is_assignable(const Type& to, const Type& from);

/// `type(v, reduced)`: Puppet's TypeCalculator#infer.
TypePtr infer(const Value& v);
/// `type(v)` / `type(v, detailed)`: TypeCalculator#infer_set (Tuples and Structs).
TypePtr infer_set(const Value& v);
/// `type(v, generalized)`: infer(v) generalized.
TypePtr infer_generalized(const Value& v);
/// PAnyType#generalize: drops ranges and sizes.
TypePtr generalize(const TypePtr& t);
/// PVariantType.maybe_create: a Variant of the types (nested Variants flattened) without duplicates; a
/// single type is itself.
TypePtr maybe_variant(const std::vector<TypePtr>& types);
/// TypeCalculator#common_type.
TypePtr common_type(const TypePtr& a, const TypePtr& b);

/// A value as Puppet's TypeFormatter prints it inside types and Object values (`'a'`, `undef`,
/// `{'x' => 1}`).
std::string format_value(const Value& v);
/// Formats exactly as Puppet's TypeFormatter (`Integer[1, 10]`, `Enum['a', 'b']`).
std::string to_string(const Type& t);
/// As Puppet prints a type value (`notice(T)`, mismatch messages): aliases expanded, `Name = Type`.
std::string to_string_expanded(const Type& t);

/// Regexp source formatted as Puppet prints it inside a type: `/a\/b/`.
std::string regexp_literal(std::string_view source);
/// Whether `s` matches the (Ruby-syntax) regular expression `source` anywhere.
bool regexp_matches(const std::string& source, std::string_view s);

} // namespace pp::runtime
