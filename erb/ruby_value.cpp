// Ruby values: construction, equality, ordering, to_s/inspect (Ruby 3.1's forms) and the bridge to Puppet
// values.
#include "erb/ruby_value.hpp"

#include "erb/proc.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"

#include <cctype>

namespace pp::erb {

std::string_view class_name(RKind k) {
    switch (k) {
    case RKind::Nil:
        return "NilClass";
    case RKind::True:
        return "TrueClass";
    case RKind::False:
        return "FalseClass";
    case RKind::Integer:
        return "Integer";
    case RKind::Float:
        return "Float";
    case RKind::String:
        return "String";
    case RKind::Symbol:
        return "Symbol";
    case RKind::Array:
        return "Array";
    case RKind::Hash:
        return "Hash";
    case RKind::Regexp:
        return "Regexp";
    case RKind::Range:
        return "Range";
    case RKind::Class:
        return "Class";
    case RKind::Puppet:
        return "Object";
    case RKind::Object:
        return "Puppet::Parser::TemplateWrapper";
    case RKind::MatchData:
        return "MatchData";
    case RKind::Proc:
        return "Proc";
    }
    return "Object";
}

RValue RValue::string(std::string s) {
    RValue v;
    v.m_kind = RKind::String;
    v.m_heap = std::make_shared<std::string>(std::move(s));
    return v;
}

RValue RValue::symbol(std::string s) {
    RValue v = string(std::move(s));
    v.m_kind = RKind::Symbol;
    return v;
}

RValue RValue::klass(std::string name) {
    RValue v = string(std::move(name));
    v.m_kind = RKind::Class;
    return v;
}

RValue RValue::array(std::vector<RValue> items) {
    RValue v;
    v.m_kind = RKind::Array;
    v.m_heap = std::make_shared<std::vector<RValue>>(std::move(items));
    return v;
}

RValue RValue::hash(RHash h) {
    RValue v;
    v.m_kind = RKind::Hash;
    v.m_heap = std::make_shared<RHash>(std::move(h));
    return v;
}

RValue RValue::hash() {
    return hash(RHash{});
}

RValue RValue::regexp(std::shared_ptr<const runtime::Regexp> re) {
    RValue v;
    v.m_kind = RKind::Regexp;
    v.m_heap = std::const_pointer_cast<runtime::Regexp>(std::move(re));
    return v;
}

RValue RValue::range(std::int64_t from, std::int64_t to, bool exclusive) {
    RValue v;
    v.m_kind = RKind::Range;
    v.m_i = from;
    v.m_f = static_cast<double>(to);
    v.m_excl = exclusive;
    return v;
}

RValue RValue::puppet(runtime::Value pv) {
    RValue v;
    v.m_kind = RKind::Puppet;
    v.m_heap = std::make_shared<runtime::Value>(std::move(pv));
    return v;
}

RValue RValue::match_data(std::vector<RValue> groups) {
    RValue v = array(std::move(groups));
    v.m_kind = RKind::MatchData;
    return v;
}

RValue RValue::proc(std::shared_ptr<const Proc> p) {
    RValue v;
    v.m_kind = RKind::Proc;
    v.m_heap = std::const_pointer_cast<Proc>(std::move(p));
    return v;
}

RValue* RHash::find(const RValue& key) {
    for (auto& [k, v] : entries) {
        if (eql(k, key)) return &v;
    }
    return nullptr;
}

void RHash::set(const RValue& key, RValue value) {
    if (RValue* v = find(key)) {
        *v = std::move(value);
        return;
    }
    // Ruby dups and freezes a String key
    entries.emplace_back(key.kind() == RKind::String ? RValue::string(key.str()) : key, std::move(value));
}

bool RHash::erase(const RValue& key) {
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        if (eql(it->first, key)) {
            entries.erase(it);
            return true;
        }
    }
    return false;
}

namespace {
bool seq_equal(const RValue& a, const RValue& b, bool strict) {
    const auto& x = a.arr();
    const auto& y = b.arr();
    if (x.size() != y.size()) return false;
    for (std::size_t i = 0; i < x.size(); ++i) {
        if (!(strict ? eql(x[i], y[i]) : equals(x[i], y[i]))) return false;
    }
    return true;
}

bool hash_equal(const RValue& a, const RValue& b, bool strict) {
    auto& x = a.hsh();
    auto& y = b.hsh();
    if (x.entries.size() != y.entries.size()) return false;
    for (auto& [k, v] : x.entries) {
        RValue* o = y.find(k);
        if (o == nullptr || !(strict ? eql(v, *o) : equals(v, *o))) return false;
    }
    return true;
}
} // namespace

bool eql(const RValue& a, const RValue& b) {
    if (a.kind() != b.kind()) return false;
    switch (a.kind()) {
    case RKind::Nil:
    case RKind::True:
    case RKind::False:
        return true;
    case RKind::Integer:
        return a.as_integer() == b.as_integer();
    case RKind::Float:
        return a.as_float() == b.as_float();
    case RKind::String:
    case RKind::Symbol:
    case RKind::Class:
        return a.str() == b.str();
    case RKind::Array:
    case RKind::MatchData:
        return seq_equal(a, b, true);
    case RKind::Hash:
        return hash_equal(a, b, true);
    case RKind::Regexp:
        return runtime::eql(a.re(), b.re());
    case RKind::Range:
        return a.as_integer() == b.as_integer() && a.range_to() == b.range_to() &&
               a.range_exclusive() == b.range_exclusive();
    case RKind::Puppet:
        return a.pup().eql(b.pup());
    case RKind::Object:
        return a.as_integer() == b.as_integer();
    case RKind::Proc:
        return a.same_object(b);
    }
    return false;
}

bool equals(const RValue& a, const RValue& b) {
    if (a.is_number() && b.is_number()) {
        if (a.kind() == RKind::Integer && b.kind() == RKind::Integer) return a.as_integer() == b.as_integer();
        return a.as_number() == b.as_number();
    }
    if (a.kind() != b.kind()) return false;
    if (a.kind() == RKind::Array) return seq_equal(a, b, false);
    if (a.kind() == RKind::Hash) return hash_equal(a, b, false);
    return eql(a, b);
}

std::optional<int> compare(const RValue& a, const RValue& b) {
    auto sign = [](auto x, auto y) { return x < y ? -1 : (y < x ? 1 : 0); };
    if (a.is_number() && b.is_number()) {
        if (a.kind() == RKind::Integer && b.kind() == RKind::Integer)
            return sign(a.as_integer(), b.as_integer());
        return sign(a.as_number(), b.as_number());
    }
    if (a.kind() != b.kind()) return std::nullopt;
    switch (a.kind()) {
    case RKind::String:
    case RKind::Symbol: {
        int c = a.str().compare(b.str());
        return c < 0 ? -1 : (c > 0 ? 1 : 0);
    }
    case RKind::Array: {
        const auto& x = a.arr();
        const auto& y = b.arr();
        for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
            auto c = compare(x[i], y[i]);
            if (!c) return std::nullopt;
            if (*c != 0) return c;
        }
        return sign(x.size(), y.size());
    }
    case RKind::Nil:
    case RKind::True:
    case RKind::False:
        return 0;
    default:
        if (eql(a, b)) return 0;
        return std::nullopt;
    }
}

namespace {
// Symbols that inspect without quotes: identifiers (with a trailing ?, ! or =) and operators.
bool plain_symbol(const std::string& s) {
    if (s.empty()) return false;
    static const char* const ops[] = {"+",   "-",  "*",  "/", "%",  "**", "==", "===", "!=",
                                      "<=>", "<",  "<=", ">", ">=", "<<", ">>", "!",   "[]",
                                      "[]=", "=~", "&",  "|", "^",  "~",  "+@", "-@",  "!~"};
    for (const char* op : ops) {
        if (s == op) return true;
    }
    std::size_t i = 0;
    if (s[0] == '@') i = s.size() > 1 && s[1] == '@' ? 2 : 1;
    if (s[0] == '$') i = 1;
    if (i >= s.size()) return false;
    if (!(std::isalpha(static_cast<unsigned char>(s[i])) != 0 || s[i] == '_' ||
          static_cast<unsigned char>(s[i]) >= 0x80))
        return false;
    for (std::size_t j = i; j < s.size(); ++j) {
        unsigned char c = static_cast<unsigned char>(s[j]);
        if (std::isalnum(c) != 0 || c == '_' || c >= 0x80) continue;
        if (j == s.size() - 1 && i == 0 && (c == '?' || c == '!' || c == '=')) continue;
        return false;
    }
    return true;
}

void append_inspect(std::string& out, const RValue& v) {
    switch (v.kind()) {
    case RKind::Nil:
        out += "nil";
        return;
    case RKind::String:
        out += runtime::ruby_inspect_string(v.str());
        return;
    case RKind::Symbol:
        out += ':';
        out += plain_symbol(v.str()) ? v.str() : runtime::ruby_inspect_string(v.str());
        return;
    case RKind::Array: {
        out += '[';
        bool first = true;
        for (const RValue& e : v.arr()) {
            if (!first) out += ", ";
            first = false;
            append_inspect(out, e);
        }
        out += ']';
        return;
    }
    case RKind::Hash: {
        out += '{';
        bool first = true;
        for (const auto& [k, e] : v.hsh().entries) {
            if (!first) out += ", ";
            first = false;
            append_inspect(out, k);
            out += "=>";
            append_inspect(out, e);
        }
        out += '}';
        return;
    }
    case RKind::Regexp:
        out += v.re().inspect();
        return;
    case RKind::Range:
        out += std::to_string(v.as_integer());
        out += v.range_exclusive() ? "..." : "..";
        out += std::to_string(v.range_to());
        return;
    case RKind::MatchData: {
        out += "#<MatchData ";
        const auto& g = v.arr();
        append_inspect(out, g.empty() ? RValue() : g[0]);
        for (std::size_t i = 1; i < g.size(); ++i) {
            out += ' ' + std::to_string(i) + ':';
            append_inspect(out, g[i]);
        }
        out += '>';
        return;
    }
    default:
        out += to_s(v);
        return;
    }
}
} // namespace

std::string to_s(const RValue& v) {
    switch (v.kind()) {
    case RKind::Nil:
        return "";
    case RKind::True:
        return "true";
    case RKind::False:
        return "false";
    case RKind::Integer:
        return std::to_string(v.as_integer());
    case RKind::Float:
        return runtime::ruby_float_to_s(v.as_float());
    case RKind::String:
    case RKind::Symbol:
    case RKind::Class:
        return v.str();
    case RKind::Regexp:
        return v.re().to_s();
    case RKind::Puppet:
        return runtime::to_s(v.pup());
    case RKind::MatchData:
        return v.arr().empty() ? std::string() : to_s(v.arr()[0]);
    case RKind::Object:
        return v.as_integer() == 0 ? "template[inline]" : "Scope()";
    case RKind::Proc:
        return "#<Proc>";
    case RKind::Array:
    case RKind::Hash:
    case RKind::Range:
        break;
    }
    std::string out;
    append_inspect(out, v);
    return out;
}

std::string inspect(const RValue& v) {
    std::string out;
    append_inspect(out, v);
    return out;
}

RValue from_puppet(const runtime::Value& v) {
    using runtime::ValueKind;
    switch (v.kind()) {
    case ValueKind::Undef:
        return RValue::nil();
    case ValueKind::Default:
        return RValue::symbol("default");
    case ValueKind::Boolean:
        return RValue::boolean(v.as_boolean());
    case ValueKind::Integer:
        return RValue::integer(v.as_integer());
    case ValueKind::Float:
        return RValue::flt(v.as_float());
    case ValueKind::String:
        return RValue::string(v.as_string());
    case ValueKind::Regexp:
        return RValue::regexp(v.as_regexp().shared_from_this());
    case ValueKind::Array: {
        std::vector<RValue> items;
        items.reserve(v.as_array().size());
        for (const auto& e : v.as_array())
            items.push_back(from_puppet(e));
        return RValue::array(std::move(items));
    }
    case ValueKind::Hash: {
        RHash h;
        h.entries.reserve(v.as_hash().size());
        for (const auto& [k, e] : v.as_hash())
            h.entries.emplace_back(from_puppet(k), from_puppet(e));
        return RValue::hash(std::move(h));
    }
    default:
        return RValue::puppet(v);
    }
}

runtime::Value to_puppet(const RValue& v) {
    switch (v.kind()) {
    case RKind::Nil:
        return runtime::Value::undef();
    case RKind::True:
        return true;
    case RKind::False:
        return false;
    case RKind::Integer:
        return v.as_integer();
    case RKind::Float:
        return v.as_float();
    case RKind::Symbol:
        if (v.str() == "undef") return runtime::Value::undef();
        if (v.str() == "default") return runtime::Value::default_value();
        return v.str();
    case RKind::Regexp:
        return runtime::Value(v.re_ptr());
    case RKind::Array: {
        std::vector<runtime::Value> items;
        for (const auto& e : v.arr())
            items.push_back(to_puppet(e));
        return items;
    }
    case RKind::Hash: {
        runtime::Hash h;
        for (const auto& [k, e] : v.hsh().entries)
            h.set(to_puppet(k), to_puppet(e));
        return h;
    }
    case RKind::Puppet:
        return v.pup();
    default:
        return to_s(v);
    }
}

} // namespace pp::erb
