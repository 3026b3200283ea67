#pragma once
// Puppet's Object types and their instances (PUP:lib/puppet/pops/types/p_object_type.rb, ruby_generator.rb):
// `type Point = Object[{attributes => {x => Integer, y => {type => Integer, value => 0}}}]`, the built-in
// Error (lib/puppet/datatypes/error.rb) and Deferred (lib/puppet/pops/pcore.rb) types, and the values
// `new` makes of them. An instance keeps one value per attribute, the parent's attributes first; it prints
// as `Point({'x' => 1})`, showing the attributes whose value differs from their default.

#include "runtime/types.hpp"
#include "runtime/value.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::runtime {

struct ObjectAttribute {
    std::string name;
    TypePtr type;
    /// A default value: given as `value => x`, or undef when the type accepts undef. Attributes with one
    /// are optional in `new`.
    bool has_value = false;
    Value value;
};

struct ObjectFunction {
    std::string name;
    TypePtr type; ///< a Callable
};

struct ObjectSpec {
    TypePtr parent; ///< an Object type (or an alias of one), or null
    std::vector<ObjectAttribute> type_parameters;
    std::vector<ObjectAttribute> attributes; ///< its own, in declaration order
    std::vector<ObjectFunction> functions;
};

/// `Object[{name => ..., parent => ..., attributes => ..., functions => ...}]` from its evaluated hash.
/// Returns null and sets `error` (Puppet's message) when the hash is not an Object type's. `given_name`, when
/// not empty, is the type's name whatever the hash says (`type X = Object[{...}]` declares the Object X).
TypePtr object_type_from_hash(const Value& init, std::string* error, std::string_view given_name = {});
/// The type an alias declares when it is `type X = Object[{...}]`: the Object named X.
TypePtr named_object_type(const Type& object, std::string name);
/// `t` itself, or what the alias `t` resolves to, when that is an Object type; else null.
const Type* object_type_of(const Type& t);
/// Every attribute of an Object type, its ancestors' first.
std::vector<const ObjectAttribute*> all_attributes(const Type& object);
/// Whether `from` is the Object type `to` or inherits from it (by name: an Object type is a named type).
bool object_inherits(const Type& from, const Type& to);
/// The Struct `new` accepts for an Object type (create_init_hash_type): attributes with a default value
/// have an optional key.
TypePtr object_init_hash_type(const Type& object);
/// The type as Puppet prints it expanded: `Object[{name => 'X', parent => P, attributes => {...}}]`.
std::string object_type_expanded(const Type& object);

/// The built-in Object types: Error and Deferred.
TypePtr error_type();
TypePtr deferred_type();

/// An instance of an Object type.
class Object {
public:
    /// `values` hold one value per attribute, in all_attributes order.
    Object(TypePtr type, std::vector<Value> values) : m_type(std::move(type)), m_values(std::move(values)) {}
    [[nodiscard]] const TypePtr& type() const { return m_type; }
    [[nodiscard]] const std::vector<Value>& values() const { return m_values; }
    /// The value of an attribute, or null when the type has no attribute of that name.
    [[nodiscard]] const Value* attribute(std::string_view name) const;
    /// `_pcore_init_hash`: the attributes whose value is not their default.
    [[nodiscard]] Hash init_hash() const;
    /// TypeFormatter#string_PuppetObject: `Point({'x' => 1})`.
    [[nodiscard]] std::string to_string() const;
    [[nodiscard]] bool eql(const Object& o) const;
    [[nodiscard]] std::size_t hash() const;

private:
    TypePtr m_type;
    std::vector<Value> m_values;
};

/// An instance (ValueKind::Deferred for the Deferred type, else ValueKind::Object).
Value object_value(TypePtr type, std::vector<Value> values);
inline bool is_object(const Value& v) {
    return v.kind() == ValueKind::Object || v.kind() == ValueKind::Deferred;
}
inline const Object& as_object(const Value& v) {
    return v.object<Object>();
}
/// Puppet::DataTypes::Error.new(msg, kind, details, issue_code).
Value error_value(std::string msg, Value kind = {}, Value details = {}, Value issue_code = {});

/// `$receiver.name` on an Object: an attribute's value, or what a built-in type's function returns
/// (`Error#message`); nullopt when the receiver is no Object or has no such member.
std::optional<Value> object_member(const Value& receiver, std::string_view name);

} // namespace pp::runtime
