#pragma once
// Ruby values as ERB templates see them (Puppet's TemplateWrapper binds Puppet values as Ruby objects):
// nil, true, false, Integer, Float, String, Symbol, Array, Hash, Regexp, Range, and the Puppet values Ruby
// has no literal for (types, Sensitive...) carried opaquely. Strings, arrays and hashes are mutable and
// shared, as in Ruby (`list << x` changes every reference to `list`).

#include "runtime/value.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pp::erb {

class RValue;
struct RHash;
struct Proc;

enum class RKind : std::uint8_t {
    Nil,
    True,
    False,
    Integer,
    Float,
    String,
    Symbol,
    Array,
    Hash,
    Regexp,
    Range,
    Class,  ///< a class constant (String, Array...): its name is the string
    Puppet, ///< a Puppet value with no Ruby counterpart (a type, Sensitive, Timespan...)
    Object, ///< the template object itself (`self`) or Puppet's scope (`scope`)
    MatchData,
    Proc,
};

/// The Ruby class name of a kind ("NilClass", "String"...), as messages print it.
std::string_view class_name(RKind k);

class RValue {
public:
    RValue() = default; ///< nil
    static RValue nil() { return {}; }
    static RValue boolean(bool b) {
        RValue v;
        v.m_kind = b ? RKind::True : RKind::False;
        return v;
    }
    static RValue integer(std::int64_t i) {
        RValue v;
        v.m_kind = RKind::Integer;
        v.m_i = i;
        return v;
    }
    static RValue flt(double f) {
        RValue v;
        v.m_kind = RKind::Float;
        v.m_f = f;
        return v;
    }
    static RValue string(std::string s);
    static RValue symbol(std::string s);
    static RValue klass(std::string name);
    static RValue array(std::vector<RValue> items = {});
    static RValue hash(RHash h);
    static RValue hash();
    static RValue regexp(std::shared_ptr<const runtime::Regexp> re);
    static RValue range(std::int64_t from, std::int64_t to, bool exclusive);
    static RValue puppet(runtime::Value v);
    /// `self` (the template, id 0) or the scope object (id 1).
    static RValue object(int id) {
        RValue v;
        v.m_kind = RKind::Object;
        v.m_i = id;
        return v;
    }
    static RValue match_data(std::vector<RValue> groups);
    static RValue proc(std::shared_ptr<const Proc> p);

    [[nodiscard]] RKind kind() const { return m_kind; }
    [[nodiscard]] bool is_nil() const { return m_kind == RKind::Nil; }
    [[nodiscard]] bool truthy() const { return m_kind != RKind::Nil && m_kind != RKind::False; }
    [[nodiscard]] std::int64_t as_integer() const { return m_i; }
    [[nodiscard]] double as_float() const { return m_f; }
    [[nodiscard]] double as_number() const {
        return m_kind == RKind::Integer ? static_cast<double>(m_i) : m_f;
    }
    [[nodiscard]] bool is_number() const { return m_kind == RKind::Integer || m_kind == RKind::Float; }
    /// String, Symbol and Class names.
    [[nodiscard]] std::string& str() const { return *std::static_pointer_cast<std::string>(m_heap); }
    [[nodiscard]] std::vector<RValue>& arr() const {
        return *std::static_pointer_cast<std::vector<RValue>>(m_heap);
    }
    [[nodiscard]] RHash& hsh() const { return *std::static_pointer_cast<RHash>(m_heap); }
    [[nodiscard]] const runtime::Regexp& re() const {
        return *std::static_pointer_cast<const runtime::Regexp>(m_heap);
    }
    [[nodiscard]] std::shared_ptr<const runtime::Regexp> re_ptr() const {
        return std::static_pointer_cast<const runtime::Regexp>(m_heap);
    }
    [[nodiscard]] const runtime::Value& pup() const {
        return *std::static_pointer_cast<runtime::Value>(m_heap);
    }
    [[nodiscard]] const Proc& proc() const { return *std::static_pointer_cast<const Proc>(m_heap); }
    /// Range bounds.
    [[nodiscard]] std::int64_t range_to() const { return static_cast<std::int64_t>(m_f); }
    [[nodiscard]] bool range_exclusive() const { return m_excl; }
    [[nodiscard]] bool same_object(const RValue& o) const { return m_kind == o.m_kind && m_heap == o.m_heap; }

private:
    RKind m_kind = RKind::Nil;
    bool m_excl = false;
    std::int64_t m_i = 0;
    double m_f = 0;
    std::shared_ptr<void> m_heap;
};

/// A Ruby Hash: insertion-ordered, keys compared with `eql?`.
struct RHash {
    std::vector<std::pair<RValue, RValue>> entries;
    [[nodiscard]] RValue* find(const RValue& key);
    void set(const RValue& key, RValue value);
    bool erase(const RValue& key);
};

/// Ruby `eql?` (hash keys, uniq): same class and value; 1 and 1.0 differ.
bool eql(const RValue& a, const RValue& b);
/// Ruby `==`: 1 == 1.0, arrays and hashes element-wise.
bool equals(const RValue& a, const RValue& b);
/// Ruby `<=>`; nullopt when the two do not compare (Ruby's sort raises then).
std::optional<int> compare(const RValue& a, const RValue& b);

/// Ruby `to_s` and `inspect`.
std::string to_s(const RValue& v);
std::string inspect(const RValue& v);

/// A Puppet value as Puppet hands it to Ruby (undef is nil, default is :default).
RValue from_puppet(const runtime::Value& v);
/// A Ruby value as Puppet takes it back from a template (function arguments): nil and :undef are undef,
/// :default is default, other symbols are strings.
runtime::Value to_puppet(const RValue& v);

} // namespace pp::erb
