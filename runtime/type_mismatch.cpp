// Mismatch descriptions (PUP:lib/puppet/pops/types/type_mismatch_describer.rb). Messages were checked
// against Puppet 7.23's TypeMismatchDescriber (tests/unit/runtime/types_test.cpp).

#include "runtime/type_mismatch.hpp"

#include <algorithm>

namespace pp::runtime {

namespace {

using K = TypeKind;

const Type& res(const Type& t) {
    return t.m_kind == K::TypeAlias ? res(t.resolved()) : t;
}

std::string quote(const std::string& s) {
    std::string out = "'";
    for (char c : s) {
        if (c == '\'' || c == '\\') out += '\\';
        out += c;
    }
    return out + "'";
}

// The type's name without parameters (Puppet's `short_name`): `Tuple` for an inferred array, `Struct`...
std::string short_name(const Type& t) {
    std::string s = to_string(t);
    auto p = s.find('[');
    return p == std::string::npos ? s : s.substr(0, p);
}

std::string size_text(std::int64_t min, std::int64_t max) {
    if (min == max) return std::to_string(min);
    if (max == Type::UnboundedMax) return "at least " + std::to_string(min);
    if (min <= 0) return "at most " + std::to_string(max);
    return "between " + std::to_string(min) + " and " + std::to_string(max);
}

bool size_ok(const Type& t, std::size_t n, std::string& msg) {
    std::int64_t min = t.m_imin == Type::UnboundedMin ? 0 : t.m_imin;
    std::int64_t max = t.m_imax;
    if (t.m_kind == K::Tuple) {
        auto c = static_cast<std::int64_t>(t.m_types.size());
        if (t.m_types.empty() && t.m_imin == Type::UnboundedMin) return true;
        if (t.m_imin == Type::UnboundedMin)
            min = max = c;
        else if (t.m_imax == Type::UnboundedMin)
            max = Type::UnboundedMax;
    }
    auto sn = static_cast<std::int64_t>(n);
    if (sn >= min && sn <= max) return true;
    msg = "expects size to be " + size_text(min, max) + ", got " + std::to_string(n);
    return false;
}

void describe(const Type& expected_in, const Value& v, const std::string& path,
              std::vector<std::string>& out);

// Puppet's `short_name`: the simple name, keeping the contained type's name for Optional, NotUndef,
// Sensitive and Type (`Type[Integer]`).
std::string short_name_of(const Type& t) {
    bool contained = t.m_kind == K::Optional || t.m_kind == K::NotUndef || t.m_kind == K::Sensitive ||
                     t.m_kind == K::TypeType || t.m_kind == K::Iterable || t.m_kind == K::Iterator ||
                     t.m_kind == K::Init;
    if (contained && t.m_elem && t.m_elem->m_kind != K::Any)
        return short_name(t) + "[" + short_name(*t.m_elem) + "]";
    return short_name(t);
}

std::string full_name(const Type& t) {
    // an inferred hash is shown without its size
    if (t.m_kind == K::Hash && t.m_imax != 0)
        return to_string(*hash_type(t.m_key, t.m_elem, Type::UnboundedMin, Type::UnboundedMax));
    return to_string(t);
}

// TypeMismatch#always_fully_detailed? for one expected type
bool fully_detailed(const Type& e, const Type& a) {
    return e.m_kind == a.m_kind || (e.m_kind == K::Struct && a.m_kind == K::Hash) ||
           (e.m_kind == K::Tuple && a.m_kind == K::Array);
}

// e.class::DEFAULT.assignable?(a)
bool default_assignable(const Type& e, const Type& a) {
    TypePtr d;
    switch (e.m_kind) {
    case K::Variant:
        return false;
    case K::Callable:
        d = callable_default_type();
        break;
    default:
        d = builtin_type(to_string(e).substr(0, to_string(e).find('[')));
    }
    return d && is_assignable(*d, a);
}

std::string join_alternatives(const std::vector<std::string>& names) {
    if (names.size() == 1) return names[0];
    if (names.size() == 2) return names[0] + " or " + names[1];
    std::string out;
    for (std::size_t i = 0; i + 1 < names.size(); ++i)
        out += names[i] + ", ";
    return out + "or " + names.back();
}

// PVariantType#normalize as far as an inferred type needs it (a Hash with non-String keys infers Variants
// of its keys' and values' types): Integer ranges that overlap or touch are merged, the merged ones first.
TypePtr normalized(const TypePtr& t) {
    if (t->m_kind == K::Hash && t->m_key && t->m_elem)
        return hash_type(normalized(t->m_key), normalized(t->m_elem), t->m_imin, t->m_imax);
    if (t->m_kind != K::Variant) return t;
    std::vector<TypePtr> ranges, others;
    for (const TypePtr& m : t->m_types)
        (m->m_kind == K::Integer ? ranges : others).push_back(m);
    if (ranges.size() < 2) return t;
    auto touch = [](const Type& a, const Type& b) {
        // PIntegerType#merge: overlapping or adjacent ranges
        auto after = [](std::int64_t x) { return x == Type::UnboundedMax ? x : x + 1; };
        return a.m_imin <= after(b.m_imax) && b.m_imin <= after(a.m_imax);
    };
    std::vector<TypePtr> merged;
    while (!ranges.empty()) {
        TypePtr memo = ranges.back();
        ranges.pop_back();
        std::vector<TypePtr> unmerged;
        for (const TypePtr& r : ranges) {
            if (touch(*memo, *r))
                memo = integer_type(std::min(memo->m_imin, r->m_imin), std::max(memo->m_imax, r->m_imax));
            else
                unmerged.push_back(r);
        }
        merged.push_back(memo);
        ranges = std::move(unmerged);
    }
    merged.insert(merged.end(), others.begin(), others.end());
    return merged.size() == 1 ? merged[0] : variant_type(std::move(merged));
}

// TypeMismatch#message. A type alias is named by its definition ("expects a Port = Integer[1, 65535]
// value"), as one type even when it stands for a Variant.
std::string plain(const Type& e_in, const Value& v, const std::string* alias = nullptr) {
    if (e_in.m_kind == K::Enum || e_in.m_kind == K::Pattern)
        return "expects a match for " + (alias != nullptr ? *alias : to_string(e_in)) + ", got " +
               (v.is_string() ? quote(v.as_string()) : short_name(*infer_set(v)));
    const Type* e = &e_in;
    bool optional = false;
    if (e->m_kind == K::Optional && e->m_elem) {
        e = &res(*e->m_elem);
        optional = true;
    }
    std::vector<const Type*> es;
    if (e->m_kind == K::Variant) {
        // PVariantType#normalize: a Variant with Undef (or Optional) members is an Optional of the rest
        for (const auto& t : e->m_types) {
            const Type& m = res(*t);
            if (m.m_kind == K::Undef) {
                optional = true;
            } else if (m.m_kind == K::Optional && m.m_elem) {
                optional = true;
                es.push_back(&res(*m.m_elem));
            } else {
                es.push_back(&m);
            }
        }
        if (es.empty()) { // Variant[Undef]
            optional = false;
            es.push_back(e);
        }
    } else {
        es.push_back(e);
    }
    TypePtr a = v.is_undef() ? undef_type() : normalized(infer_set(v));
    bool always = std::any_of(es.begin(), es.end(), [&](const Type* t) { return fully_detailed(*t, *a); });
    bool detailed = always || std::any_of(es.begin(), es.end(),
                                          [&](const Type* t) { return default_assignable(*t, *a); });
    std::vector<std::string> names;
    std::string got;
    if (detailed) {
        TypePtr ga = generalize(a);
        bool any = std::any_of(es.begin(), es.end(), [&](const Type* t) { return is_assignable(*t, *ga); });
        got = always || any ? full_name(*a) : short_name(*a);
        for (const auto* t : es)
            names.push_back(to_string(*t));
    } else {
        got = short_name_of(*a);
        for (const auto* t : es) {
            auto n = short_name_of(*t);
            if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
        }
    }
    if (alias != nullptr) return "expects " + with_article(*alias) + " value, got " + got;
    if (optional) names.insert(names.begin(), "Undef");
    if (names.size() > 1) return "expects a value of type " + join_alternatives(names) + ", got " + got;
    return "expects " + with_article(names[0]) + " value, got " + got;
}

void describe(const Type& expected_in, const Value& v, const std::string& path,
              std::vector<std::string>& out) {
    const Type& e = res(expected_in);
    if (is_instance(e, v)) return;
    std::string msg;
    switch (e.m_kind) {
    case K::Optional:
        if (e.m_elem && !v.is_undef()) {
            const Type& inner = res(*e.m_elem);
            if (e.m_elem->m_kind != K::TypeAlias && (inner.m_kind == K::Enum || inner.m_kind == K::Pattern)) {
                // PatternMismatch#message of an Optional
                out.push_back(path + "expects an undef value or a match for " + to_string_expanded(inner) +
                              ", got " + (v.is_string() ? quote(v.as_string()) : short_name(*infer_set(v))));
                return;
            }
            if (inner.m_kind == K::Struct || inner.m_kind == K::Array || inner.m_kind == K::Hash ||
                inner.m_kind == K::Tuple || inner.m_kind == K::Enum || inner.m_kind == K::Pattern ||
                inner.m_kind == K::Variant) {
                if ((inner.m_kind == K::Struct || inner.m_kind == K::Hash)   ? v.is_hash()
                    : (inner.m_kind == K::Array || inner.m_kind == K::Tuple) ? v.is_array()
                                                                             : false)
                    return describe(inner, v, path, out);
            }
        }
        break;
    case K::Variant: {
        // Variant[Enum, Enum] reads as one Enum
        if (std::all_of(e.m_types.begin(), e.m_types.end(),
                        [](const TypePtr& t) { return res(*t).m_kind == K::Enum; })) {
            std::vector<std::string> vs;
            for (const auto& t : e.m_types)
                for (const auto& s : res(*t).m_strings)
                    if (std::find(vs.begin(), vs.end(), s) == vs.end()) vs.push_back(s);
            return describe(*enum_type(vs), v, path, out);
        }
        // descend into the single alternative of the value's own kind
        int match = -1, count = 0;
        for (std::size_t i = 0; i < e.m_types.size(); ++i) {
            K k = res(*e.m_types[i]).m_kind;
            bool same = (v.is_array() && (k == K::Array || k == K::Tuple)) ||
                        (v.is_hash() && (k == K::Hash || k == K::Struct));
            if (same) {
                match = static_cast<int>(i);
                ++count;
            }
        }
        if (count == 1) {
            std::vector<std::string> inner;
            describe(*e.m_types[static_cast<std::size_t>(match)], v, "", inner);
            // a size mismatch is a different kind of description: Puppet lists every alternative then
            bool plain_msg = inner.size() == 1 && inner[0].rfind("expects", 0) == 0 &&
                             inner[0].rfind("expects size", 0) != 0;
            if (!plain_msg) {
                // Puppet then describes every alternative, each under its index
                for (std::size_t i = 0; i < e.m_types.size(); ++i) {
                    std::vector<std::string> each;
                    describe(*e.m_types[i], v, "", each);
                    for (auto& m : each)
                        out.push_back(path + "variant " + std::to_string(i) + " " + m);
                }
                return;
            }
        }
        break;
    }
    case K::Array:
    case K::Tuple:
        if (v.is_array()) {
            const auto& a = v.as_array();
            if (!size_ok(e, a.size(), msg)) {
                out.push_back(path + msg);
                return;
            }
            for (std::size_t i = 0; i < a.size(); ++i) {
                const Type& et = e.m_kind == K::Array ? (e.m_elem ? *e.m_elem : *any_type())
                                 : e.m_types.empty()  ? *any_type()
                                                      : *e.m_types[std::min(i, e.m_types.size() - 1)];
                describe(et, a[i], path + "index " + std::to_string(i) + " ", out);
            }
            return;
        }
        break;
    case K::Hash:
        if (v.is_hash()) {
            const auto& h = v.as_hash();
            if (!size_ok(e, h.size(), msg)) {
                out.push_back(path + msg);
                return;
            }
            const Type& kt = e.m_key ? *e.m_key : *any_type();
            bool keys_ok = std::all_of(h.begin(), h.end(),
                                       [&](const Hash::Entry& x) { return is_instance(kt, x.first); });
            if (!keys_ok) break;
            for (const auto& [k, x] : h) {
                std::string key = k.is_string() ? quote(k.as_string()) : to_string(*infer(k));
                describe(e.m_elem ? *e.m_elem : *any_type(), x, path + "entry " + key + " ", out);
            }
            return;
        }
        break;
    case K::Struct:
        if (v.is_hash()) {
            const auto& h = v.as_hash();
            // An empty hash, or one with a key that is not a non-empty string, infers as a Hash type, not a
            // Struct one: Puppet compares sizes first (required members .. all members).
            bool struct_like = !h.empty() && std::all_of(h.begin(), h.end(), [](const Hash::Entry& x) {
                return x.first.is_string() && !x.first.as_string().empty();
            });
            if (!struct_like) {
                auto required =
                    std::count_if(e.m_members.begin(), e.m_members.end(), [](const StructMember& m) {
                        return m.required_key || (!m.optional_key && !is_instance(*m.value, Value()));
                    });
                auto total = static_cast<std::int64_t>(e.m_members.size());
                auto n = static_cast<std::int64_t>(h.size());
                if (n >= required && n <= total)
                    out.push_back(path + plain(e, v));
                else
                    out.push_back(path + "expects size to be " + size_text(required, total) + ", got " +
                                  std::to_string(n));
                return;
            }
            // the members in order (missing or mismatched), then the keys the struct does not have
            for (const auto& m : e.m_members) {
                const Value* x = h.find(Value(m.name));
                if (!x) {
                    if (m.required_key || (!m.optional_key && !is_instance(*m.value, Value())))
                        out.push_back(path + "expects a value for key " + quote(m.name));
                    continue;
                }
                describe(*m.value, *x, path + "entry " + quote(m.name) + " ", out);
            }
            for (const auto& [k, x] : h) {
                const Value& key = k; // (clang 14 cannot capture a structured binding)
                bool known = k.is_string() &&
                             std::any_of(e.m_members.begin(), e.m_members.end(),
                                         [&](const StructMember& m) { return m.name == key.as_string(); });
                if (!known)
                    out.push_back(path + "unrecognized key " +
                                  (k.is_string() ? quote(k.as_string()) : to_string(*infer(k))));
            }
            return;
        }
        break;
    default:
        break;
    }
    if (expected_in.m_kind == K::TypeAlias && e.m_kind == K::Variant) {
        // describe_PVariantType: when every alternative of an alias fails alike, the alias is the mismatch
        std::string m = plain(e, v);
        std::size_t got = m.rfind(", got ");
        bool merged = m.rfind("expects a", 0) == 0 && m.rfind("expects a match", 0) != 0;
        if (merged && got != std::string::npos)
            m = "expects " + with_article(to_string_expanded(expected_in)) + " value" + m.substr(got);
        out.push_back(path + m);
        return;
    }
    if (expected_in.m_kind == K::TypeAlias) {
        // Puppet names an alias with its definition: "expects a Port = Integer[1, 65535] value"
        std::string name = to_string_expanded(expected_in);
        out.push_back(path + plain(e, v, &name));
        return;
    }
    out.push_back(path + plain(e, v));
}

} // namespace

std::string with_article(const std::string& word) {
    if (word.empty()) return word;
    char c = word[0];
    bool vowel = c == 'A' || c == 'E' || c == 'I' || c == 'O' || c == 'U' || c == 'a' || c == 'e' ||
                 c == 'i' || c == 'o' || c == 'u';
    return (vowel ? "an " : "a ") + word;
}

std::vector<std::string> describe_mismatches(const Type& expected, const Value& actual) {
    std::vector<std::string> out;
    describe(expected, actual, "", out);
    return out;
}

std::string describe_mismatch(const Type& expected, const Value& actual) {
    std::string s;
    for (const auto& m : describe_mismatches(expected, actual)) {
        if (!s.empty()) s += '\n';
        s += m;
    }
    return s;
}

std::string ruby_class_name(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        return "NilClass";
    case ValueKind::Default:
        return "Symbol";
    case ValueKind::Boolean:
        return v.as_boolean() ? "TrueClass" : "FalseClass";
    case ValueKind::Integer:
        return "Integer";
    case ValueKind::Float:
        return "Float";
    case ValueKind::String:
        return "String";
    case ValueKind::Regexp:
        return "Regexp";
    case ValueKind::Array:
        return "Array";
    case ValueKind::Hash:
        return "Hash";
    case ValueKind::Type: {
        std::string name = to_string(v.as_type());
        return "Puppet::Pops::Types::P" + name.substr(0, name.find('[')) + "Type";
    }
    case ValueKind::Timespan:
    case ValueKind::Timestamp:
        return "Puppet::Pops::Time::" + std::string(kind_name(v.kind()));
    case ValueKind::SemVer:
        return "SemanticPuppet::Version";
    case ValueKind::SemVerRange:
        return "SemanticPuppet::VersionRange";
    case ValueKind::Binary:
        return "Puppet::Pops::Types::PBinaryType::Binary";
    default:
        return std::string(kind_name(v.kind()));
    }
}

std::string value_label(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        return "Undef Value";
    case ValueKind::Type:
        return to_string(v.as_type()) + "-Type";
    case ValueKind::SemVer:
        return "Semver";
    case ValueKind::SemVerRange:
        return "SemverRange";
    case ValueKind::Boolean:
    case ValueKind::Integer:
    case ValueKind::Float:
    case ValueKind::String:
    case ValueKind::Regexp:
    case ValueKind::Array:
    case ValueKind::Hash:
    case ValueKind::Sensitive:
    case ValueKind::Timespan:
    case ValueKind::Timestamp:
    case ValueKind::Binary:
        return std::string(kind_name(v.kind()));
    default:
        return "Object"; // Ruby objects without a label of their own (default is the Symbol :default)
    }
}

} // namespace pp::runtime
