#pragma once
// Puppet values (DESIGN.md §3): small, immutable, cheap to copy. Scalars live inline; strings, arrays,
// hashes and the other heap kinds are shared and never mutated once built, so copying a Value never copies
// its contents.

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pp::runtime {

class Type;  // runtime/types.hpp: the Puppet type system
class Value; // below
class Hash;  // below

/// A compiled regular expression with Ruby (Onigmo) semantics; runtime/regexp.hpp.
class Regexp;

// Identity of the heap kinds owned by other runtime files, used by Value::eql/hash: implemented by the type
// system (runtime/types.cpp) and the regexp layer (runtime/regexp.cpp).
bool eql(const Type& a, const Type& b);
std::size_t hash_of(const Type& t);
bool eql(const Regexp& a, const Regexp& b);
std::size_t hash_of(const Regexp& r);

enum class ValueKind : std::uint8_t {
    Undef,
    Default,
    Boolean,
    Integer,
    Float,
    String,
    Regexp,
    Array,
    Hash,
    Type, ///< includes resource and class references (`File['/x']`, `Class[foo]`), as in Puppet
    Sensitive,
    Timespan,
    Timestamp,
    SemVer,
    SemVerRange,
    Binary,
    URI,
    Iterator,
    Deferred, ///< an instance of the Deferred Object type (runtime/object.hpp)
    Object,   ///< an instance of any other Object type: Error, `type X = Object[{...}]`
};

/// Puppet's name for a value kind, as used in messages ("Integer", "String", "Undef"...).
std::string_view kind_name(ValueKind k);

class Value {
public:
    Value() = default; ///< undef
    static Value undef() { return {}; }
    static Value default_value() {
        Value v;
        v.m_kind = ValueKind::Default;
        return v;
    }
    Value(bool b) : m_kind(ValueKind::Boolean) { m_scalar.b = b; }         // NOLINT: implicit by design
    Value(std::int64_t i) : m_kind(ValueKind::Integer) { m_scalar.i = i; } // NOLINT
    Value(int i) : Value(static_cast<std::int64_t>(i)) {}                  // NOLINT
    Value(double f) : m_kind(ValueKind::Float) { m_scalar.f = f; }         // NOLINT
    Value(std::string s);                                                  // NOLINT
    Value(std::string_view s) : Value(std::string(s)) {}                   // NOLINT
    Value(const char* s) : Value(std::string(s)) {}                        // NOLINT
    Value(std::vector<Value> items);                                       // NOLINT: an Array
    Value(Hash h);                                                         // NOLINT: a Hash
    Value(std::shared_ptr<const Type> t);                                  // NOLINT: a Type
    Value(std::shared_ptr<const Regexp> r);                                // NOLINT: a Regexp

    /// Sensitive(v): a value whose contents are redacted when printed.
    static Value sensitive(Value inner);
    /// A value of a heap kind whose object is owned elsewhere in the runtime (Timespan, SemVer...).
    static Value heap(ValueKind kind, std::shared_ptr<const void> object);

    [[nodiscard]] ValueKind kind() const { return m_kind; }
    [[nodiscard]] bool is_undef() const { return m_kind == ValueKind::Undef; }
    [[nodiscard]] bool is_default() const { return m_kind == ValueKind::Default; }
    [[nodiscard]] bool is_boolean() const { return m_kind == ValueKind::Boolean; }
    [[nodiscard]] bool is_integer() const { return m_kind == ValueKind::Integer; }
    [[nodiscard]] bool is_float() const { return m_kind == ValueKind::Float; }
    [[nodiscard]] bool is_number() const { return is_integer() || is_float(); }
    [[nodiscard]] bool is_string() const { return m_kind == ValueKind::String; }
    [[nodiscard]] bool is_array() const { return m_kind == ValueKind::Array; }
    [[nodiscard]] bool is_hash() const { return m_kind == ValueKind::Hash; }
    [[nodiscard]] bool is_type() const { return m_kind == ValueKind::Type; }
    [[nodiscard]] bool is_regexp() const { return m_kind == ValueKind::Regexp; }

    [[nodiscard]] bool as_boolean() const { return m_scalar.b; }
    [[nodiscard]] std::int64_t as_integer() const { return m_scalar.i; }
    [[nodiscard]] double as_float() const { return m_scalar.f; }
    /// Integer or Float as a double.
    [[nodiscard]] double as_number() const {
        return is_integer() ? static_cast<double>(m_scalar.i) : m_scalar.f;
    }
    [[nodiscard]] const std::string& as_string() const;
    [[nodiscard]] const std::vector<Value>& as_array() const;
    [[nodiscard]] const Hash& as_hash() const;
    [[nodiscard]] const Type& as_type() const;
    [[nodiscard]] std::shared_ptr<const Type> type_ptr() const;
    [[nodiscard]] const Regexp& as_regexp() const;
    [[nodiscard]] const Value& sensitive_inner() const;
    /// The heap object of the other heap kinds, cast by the layer that owns that kind.
    template <class T>
    [[nodiscard]] const T& object() const {
        return *static_cast<const T*>(m_heap.get());
    }

    /// The shared heap object itself (to keep it alive beyond this Value).
    [[nodiscard]] const std::shared_ptr<const void>& object_ptr() const { return m_heap; }

    /// Puppet truthiness: only undef and false are false.
    [[nodiscard]] bool truthy() const { return !(is_undef() || (is_boolean() && !m_scalar.b)); }

    /// Ruby's `eql?`: identical kind and value (strings case-sensitive, 1 and 1.0 differ). Hash keys use it.
    [[nodiscard]] bool eql(const Value& o) const;
    /// Consistent with eql().
    [[nodiscard]] std::size_t hash() const;

private:
    ValueKind m_kind = ValueKind::Undef;
    union {
        bool b;
        std::int64_t i;
        double f;
    } m_scalar{};
    std::shared_ptr<const void> m_heap;
};

/// A Puppet Hash: keeps insertion order; keys compare with Value::eql (Ruby semantics).
class Hash {
public:
    using Entry = std::pair<Value, Value>;

    Hash() = default;
    Hash(std::initializer_list<Entry> entries);

    void reserve(std::size_t n) { m_entries.reserve(n); }
    /// Sets `key` (an existing key keeps its position, as in Ruby).
    void set(Value key, Value value);
    /// The value for `key`, or null when absent.
    [[nodiscard]] const Value* find(const Value& key) const;
    [[nodiscard]] bool contains(const Value& key) const { return find(key) != nullptr; }
    void erase(const Value& key);

    [[nodiscard]] const std::vector<Entry>& entries() const { return m_entries; }
    [[nodiscard]] std::size_t size() const { return m_entries.size(); }
    [[nodiscard]] bool empty() const { return m_entries.empty(); }
    [[nodiscard]] auto begin() const { return m_entries.begin(); }
    [[nodiscard]] auto end() const { return m_entries.end(); }

private:
    [[nodiscard]] std::size_t index_of(const Value& key) const; // npos when absent
    void build_index() const;

    std::vector<Entry> m_entries;
    // Built once the hash is large enough for linear search to hurt: key hash -> entry positions.
    mutable std::vector<std::vector<std::uint32_t>> m_buckets;
};

} // namespace pp::runtime
