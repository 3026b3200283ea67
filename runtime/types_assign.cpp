// Assignability and instance checks (PUP:lib/puppet/pops/types/types.rb `_assignable?`/`instance?`,
// type_calculator.rb). Every rule here was checked against Puppet 7.23 (tests/unit/runtime/types_test.cpp).

#include "runtime/types.hpp"

#include "runtime/object.hpp"
#include "runtime/regexp.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/uri.hpp"

#include <algorithm>
#include <cctype>

namespace pp::runtime {

namespace {

using K = TypeKind;

// A size range as [min, max]; "no size given" (UnboundedMin) means 0.
struct Range {
    std::int64_t min;
    std::int64_t max;
    [[nodiscard]] bool contains(const Range& o) const { return min <= o.min && o.max <= max; }
};

Range size_of(const Type& t) {
    if (t.m_kind == K::Tuple) {
        auto n = static_cast<std::int64_t>(t.m_types.size());
        if (t.m_types.empty() && t.m_imin == Type::UnboundedMin) return {0, Type::UnboundedMax};
        if (t.m_imin == Type::UnboundedMin) return {n, n};
        return {t.m_imin, t.m_imax == Type::UnboundedMin ? Type::UnboundedMax : t.m_imax};
    }
    if (t.m_kind == K::Struct) {
        std::int64_t required = 0;
        for (const auto& m : t.m_members)
            if (m.required_key || (!m.optional_key && !is_assignable(*m.value, *undef_type()))) ++required;
        return {required, static_cast<std::int64_t>(t.m_members.size())};
    }
    if (t.m_kind == K::String && t.m_value) {
        // Ruby's String#size counts characters: UTF-8 lead bytes
        auto n = static_cast<std::int64_t>(std::count_if(t.m_value->begin(), t.m_value->end(), [](char c) {
            return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
        }));
        return {n, n};
    }
    return {t.m_imin == Type::UnboundedMin ? 0 : t.m_imin, t.m_imax};
}

const Type& res(const Type& t) {
    return t.m_kind == K::TypeAlias ? res(t.resolved()) : t;
}
const Type& elem_or_any(const TypePtr& p) {
    return p ? *p : *any_type();
}

bool is_scalar_data_kind(K k) {
    return k == K::ScalarData || k == K::Numeric || k == K::Integer || k == K::Float || k == K::String ||
           k == K::Enum || k == K::Pattern || k == K::Boolean;
}
// PScalarType#_assignable? also takes SemVerRange (which is not a PScalarType itself)
bool is_scalar_kind(K k) {
    return is_scalar_data_kind(k) || k == K::Scalar || k == K::Regexp || k == K::Timespan ||
           k == K::Timestamp || k == K::SemVer || k == K::SemVerRange;
}

bool tuple_elements_to(const Type& to_elem, const Type& tuple) {
    return std::all_of(tuple.m_types.begin(), tuple.m_types.end(),
                       [&](const TypePtr& e) { return is_assignable(to_elem, *e); });
}

// Tuple types at index i (the last one repeats for open-ended tuples)
const Type& tuple_at(const Type& t, std::size_t i) {
    if (t.m_types.empty()) return *any_type();
    return *t.m_types[std::min(i, t.m_types.size() - 1)];
}

bool data_assignable(const Type& from, bool rich);

bool data_elem(const Type& t, bool rich) {
    return data_assignable(res(t), rich);
}

// Data = Variant[ScalarData, Undef, Hash[String, Data], Array[Data]]; RichData adds Scalar, SemVerRange,
// Binary, Sensitive, Type, TypeSet, Object, Default, and non-String hash keys.
bool data_assignable(const Type& f, bool rich) {
    if (is_scalar_data_kind(f.m_kind) || f.m_kind == K::Undef || f.m_kind == K::Data) return true;
    if (rich) {
        if (is_scalar_kind(f.m_kind) || f.m_kind == K::RichData || f.m_kind == K::SemVerRange ||
            f.m_kind == K::Binary || f.m_kind == K::URI || f.m_kind == K::Sensitive ||
            f.m_kind == K::TypeType || f.m_kind == K::TypeSet || f.m_kind == K::Object ||
            f.m_kind == K::Default || f.m_kind == K::Deferred || f.m_kind == K::Resource ||
            f.m_kind == K::Class)
            return true;
    }
    switch (f.m_kind) {
    case K::Array:
        return f.m_imax == 0 || data_elem(elem_or_any(f.m_elem), rich);
    case K::Tuple:
        return std::all_of(f.m_types.begin(), f.m_types.end(),
                           [&](const TypePtr& e) { return data_elem(*e, rich); });
    case K::Hash:
        if (f.m_imax == 0) return true;
        if (rich) return data_elem(elem_or_any(f.m_elem), rich) && data_elem(elem_or_any(f.m_key), rich);
        return is_assignable(*string_type(), elem_or_any(f.m_key)) && data_elem(elem_or_any(f.m_elem), rich);
    case K::Struct:
        return std::all_of(f.m_members.begin(), f.m_members.end(),
                           [&](const StructMember& m) { return data_elem(*m.value, rich); });
    case K::Optional:
        return !f.m_elem || data_elem(*f.m_elem, rich);
    case K::NotUndef:
        return f.m_elem && data_elem(*f.m_elem, rich);
    default:
        return false;
    }
}

std::string lower(std::string s) {
    for (auto& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

bool enum_contains(const Type& e, const std::string& s) {
    for (const auto& v : e.m_strings)
        if (v == s || (e.m_case_insensitive && lower(v) == lower(s))) return true;
    return false;
}

bool pattern_matches(const Type& p, const std::string& s) {
    if (p.m_strings.empty()) return true;
    return std::any_of(p.m_strings.begin(), p.m_strings.end(),
                       [&](const std::string& src) { return regexp_matches(src, s); });
}

// The element type Iterable[T] sees when iterating a value of type `f`, or null when not iterable.
TypePtr iterable_element(const Type& f) {
    switch (f.m_kind) {
    case K::Array:
        return f.m_elem ? f.m_elem : any_type();
    case K::Tuple:
        return f.m_types.empty() ? any_type() : variant_type(f.m_types);
    case K::Hash:
        return tuple_type({f.m_key ? f.m_key : any_type(), f.m_elem ? f.m_elem : any_type()});
    case K::Struct: {
        std::vector<TypePtr> vs;
        for (const auto& m : f.m_members)
            vs.push_back(m.value);
        return tuple_type({string_type(), vs.empty() ? any_type() : variant_type(vs)});
    }
    case K::String:
    case K::Enum:
    case K::Pattern:
        return string_type();
    case K::Integer:
        return integer_type();
    case K::Iterable:
    case K::Iterator:
        return f.m_elem ? f.m_elem : any_type();
    case K::Collection:
        return any_type();
    case K::TypeType:
        if (f.m_elem && f.m_elem->m_kind == K::Integer && f.m_elem->m_imin != Type::UnboundedMin &&
            f.m_elem->m_imax != Type::UnboundedMax)
            return integer_type();
        if (f.m_elem && f.m_elem->m_kind == K::Enum) return string_type();
        return nullptr;
    default:
        return nullptr;
    }
}

std::string lower_ascii(std::string s) {
    for (auto& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
}

// The evaluator's `match?(actual, pattern)` (compare_operator.rb #match) for URI type parameters: a String
// pattern equals case-insensitively, a Regexp matches a String, a Type holds the value; anything else must
// be equal.
bool uri_param_matches(const Value& actual, const Value& pattern) {
    switch (pattern.kind()) {
    case ValueKind::String:
        return actual.is_string() && lower_ascii(actual.as_string()) == lower_ascii(pattern.as_string());
    case ValueKind::Regexp:
        return actual.is_string() && pattern.as_regexp().matches(actual.as_string());
    case ValueKind::Type:
        return is_instance(pattern.as_type(), actual);
    case ValueKind::Integer:
        return actual.is_number() && actual.as_number() == pattern.as_number();
    default:
        return actual.eql(pattern);
    }
}

// PSemVerType#_assignable?: every range of `from` lies inside one range of `to`
bool semver_assignable(const Type& to, const Type& from) {
    if (to.m_args.empty()) return true;
    if (from.m_args.empty()) return false;
    return std::all_of(from.m_args.begin(), from.m_args.end(), [&](const Value& fr) {
        return std::any_of(to.m_args.begin(), to.m_args.end(), [&](const Value& tr) {
            return VersionRange::covered_by(as_version_range(fr), as_version_range(tr));
        });
    });
}

// PURIType#_assignable?: each parameter of `to` is given by `from` and matched (or, for types, assignable)
bool uri_assignable(const Type& to, const Type& from) {
    if (to.m_args.empty()) return true;
    if (from.m_args.empty()) return false;
    const Hash& fp = from.m_args[0].as_hash();
    return std::all_of(
        to.m_args[0].as_hash().begin(), to.m_args[0].as_hash().end(), [&](const Hash::Entry& e) {
            const Value* a = fp.find(e.first);
            if (a == nullptr) return false;
            return uri_param_matches(*a, e.second) ||
                   (a->is_type() && e.second.is_type() && is_assignable(e.second.as_type(), a->as_type()));
        });
}

// PCallableType#_assignable?: the return types, then (in reverse, as it is the callable that is called)
// `from`'s parameter tuple must accept `to`'s, then the blocks, also in reverse. Plain `Callable` has no
// parameter tuple.
bool callable_assignable(const Type& to, const Type& from) {
    if (to.m_elem && !is_assignable(*to.m_elem, from.m_elem ? *from.m_elem : *any_type())) return false;
    if (to.m_callable_default) return true;
    if (from.m_callable_default) return false;
    auto params = [](const Type& c) { return tuple_type(c.m_types, c.m_imin, c.m_imax); };
    if (!is_assignable(*params(from), *params(to))) return false;
    const Type& to_block = to.m_key ? *to.m_key : *undef_type();
    const Type& from_block = from.m_key ? *from.m_key : *undef_type();
    return is_assignable(from_block, to_block);
}

} // namespace

bool is_assignable(const Type& to_in, const Type& from_in) {
    const Type& to = res(to_in);
    const Type& from = res(from_in);
    // PAnyType#assignable?: a Unit (an empty collection's element, a Callable[1, 2] parameter) fits anywhere
    if (&to == &from || to.m_kind == K::Any || from.m_kind == K::Unit) return true;

    // Sources that are unions: every alternative must fit.
    if (from.m_kind == K::Variant && to.m_kind != K::Variant)
        return std::all_of(from.m_types.begin(), from.m_types.end(),
                           [&](const TypePtr& t) { return is_assignable(to, *t); });
    if (from.m_kind == K::Optional && to.m_kind != K::Optional && to.m_kind != K::Variant)
        return is_assignable(to, *undef_type()) && (!from.m_elem || is_assignable(to, *from.m_elem));
    if (from.m_kind == K::NotUndef && to.m_kind != K::NotUndef)
        return from.m_elem && from.m_elem->m_kind != K::Any && is_assignable(to, *from.m_elem);

    switch (to.m_kind) {
    case K::Any:
        return true;
    case K::Undef:
        return from.m_kind == K::Undef;
    case K::Default:
        return from.m_kind == K::Default;
    case K::Unit:
        return true;
    case K::NotUndef:
        if (is_assignable(from, *undef_type())) return false;
        if (from.m_kind == K::NotUndef)
            return !to.m_elem || (from.m_elem && is_assignable(*to.m_elem, *from.m_elem));
        return !to.m_elem || is_assignable(*to.m_elem, from);
    case K::Optional:
        if (from.m_kind == K::Undef) return true;
        if (from.m_kind == K::Optional)
            return !to.m_elem || (from.m_elem && is_assignable(*to.m_elem, *from.m_elem));
        if (from.m_kind == K::Variant)
            return std::all_of(from.m_types.begin(), from.m_types.end(),
                               [&](const TypePtr& t) { return is_assignable(to, *t); });
        return !to.m_elem || is_assignable(*to.m_elem, from);
    case K::Variant: {
        if (from.m_kind == K::Variant || from.m_kind == K::Optional) {
            if (from.m_kind == K::Optional)
                return is_assignable(to, *undef_type()) && (!from.m_elem || is_assignable(to, *from.m_elem));
            return std::all_of(from.m_types.begin(), from.m_types.end(),
                               [&](const TypePtr& t) { return is_assignable(to, *t); });
        }
        if (std::any_of(to.m_types.begin(), to.m_types.end(),
                        [&](const TypePtr& t) { return is_assignable(*t, from); }))
            return true;
        return false;
    }
    case K::Scalar:
        return is_scalar_kind(from.m_kind);
    case K::ScalarData:
        return is_scalar_data_kind(from.m_kind);
    case K::Data:
        return data_assignable(from, false);
    case K::RichData:
        return data_assignable(from, true);
    case K::Numeric:
        return from.m_kind == K::Numeric || from.m_kind == K::Integer || from.m_kind == K::Float;
    case K::Integer:
        return from.m_kind == K::Integer && to.m_imin <= from.m_imin && from.m_imax <= to.m_imax;
    case K::Float:
        return from.m_kind == K::Float && to.m_fmin <= from.m_fmin && from.m_fmax <= to.m_fmax;
    case K::String: {
        if (to.m_value) {
            if (from.m_kind == K::String) return from.m_value == to.m_value;
            return from.m_kind == K::Enum && from.m_strings.size() == 1 && from.m_strings[0] == *to.m_value;
        }
        Range r = size_of(to);
        if (from.m_kind == K::String) return r.contains(size_of(from));
        if (from.m_kind == K::Enum) {
            if (from.m_strings.empty()) return r.min == 0 && r.max == Type::UnboundedMax;
            return std::all_of(from.m_strings.begin(), from.m_strings.end(), [&](const std::string& s) {
                auto n = static_cast<std::int64_t>(s.size());
                return r.min <= n && n <= r.max;
            });
        }
        if (from.m_kind == K::Pattern) return r.min == 0 && r.max == Type::UnboundedMax;
        return false;
    }
    case K::Enum:
        if (to.m_strings.empty())
            return from.m_kind == K::String || from.m_kind == K::Enum || from.m_kind == K::Pattern;
        if (from.m_kind == K::String) return from.m_value && enum_contains(to, *from.m_value);
        if (from.m_kind == K::Enum)
            return !from.m_strings.empty() &&
                   std::all_of(from.m_strings.begin(), from.m_strings.end(),
                               [&](const std::string& s) { return enum_contains(to, s); });
        return false;
    case K::Pattern:
        if (from.m_kind == K::String)
            return to.m_strings.empty() || (from.m_value && pattern_matches(to, *from.m_value));
        if (from.m_kind == K::Enum)
            return to.m_strings.empty() ||
                   (!from.m_strings.empty() &&
                    std::all_of(from.m_strings.begin(), from.m_strings.end(),
                                [&](const std::string& s) { return pattern_matches(to, s); }));
        if (from.m_kind == K::Pattern) return to.m_strings.empty() || to.m_strings == from.m_strings;
        return false;
    case K::Regexp:
        return from.m_kind == K::Regexp && (!to.m_value || to.m_value == from.m_value);
    case K::Boolean:
        return from.m_kind == K::Boolean && (to.m_bool_value < 0 || to.m_bool_value == from.m_bool_value);
    case K::Array: {
        Range r = size_of(to);
        const Type& te = elem_or_any(to.m_elem);
        if (from.m_kind == K::Array) {
            if (from.m_imax == 0) return r.min == 0;
            return r.contains(size_of(from)) && is_assignable(te, elem_or_any(from.m_elem));
        }
        if (from.m_kind == K::Tuple) return r.contains(size_of(from)) && tuple_elements_to(te, from);
        return false;
    }
    case K::Hash: {
        Range r = size_of(to);
        if (from.m_kind == K::Hash) {
            if (from.m_imax == 0) return r.min == 0;
            return r.contains(size_of(from)) &&
                   is_assignable(elem_or_any(to.m_key), elem_or_any(from.m_key)) &&
                   is_assignable(elem_or_any(to.m_elem), elem_or_any(from.m_elem));
        }
        if (from.m_kind == K::Struct) {
            if (!r.contains(size_of(from))) return false;
            return std::all_of(from.m_members.begin(), from.m_members.end(), [&](const StructMember& m) {
                return is_assignable(elem_or_any(to.m_key), *string_value_type(m.name)) &&
                       is_assignable(elem_or_any(to.m_elem), *m.value);
            });
        }
        return false;
    }
    case K::Tuple: {
        if (to.m_types.empty() && to.m_imin == Type::UnboundedMin)
            return from.m_kind == K::Tuple || from.m_kind == K::Array;
        Range r = size_of(to);
        if (from.m_kind == K::Array) {
            Range fr = size_of(from);
            if (!r.contains(fr)) return false;
            const Type& fe = elem_or_any(from.m_elem);
            return std::all_of(to.m_types.begin(), to.m_types.end(),
                               [&](const TypePtr& t) { return is_assignable(*t, fe); });
        }
        if (from.m_kind == K::Tuple) {
            Range fr = size_of(from);
            if (!r.contains(fr)) return false;
            // PTupleType#_assignable?: no types to compare with, only whether none are required
            if (from.m_types.empty() && !to.m_types.empty()) return r.min == 0;
            // compare the positions `from` can fill (its last type repeats when it is open-ended)
            std::size_t n = from.m_types.size();
            if (fr.max > static_cast<std::int64_t>(n)) n = std::max(n, to.m_types.size());
            for (std::size_t i = 0; i < n; ++i)
                if (!is_assignable(tuple_at(to, i), tuple_at(from, i))) return false;
            return true;
        }
        return false;
    }
    case K::Struct: {
        if (from.m_kind == K::Struct) {
            for (const auto& m : to.m_members) {
                auto it = std::find_if(from.m_members.begin(), from.m_members.end(),
                                       [&](const StructMember& fm) { return fm.name == m.name; });
                bool optional = !m.required_key && (m.optional_key || is_assignable(*m.value, *undef_type()));
                if (it == from.m_members.end()) {
                    if (!optional) return false;
                    continue;
                }
                if (it->optional_key && !optional) return false;
                if (!is_assignable(*m.value, *it->value)) return false;
            }
            return std::all_of(from.m_members.begin(), from.m_members.end(), [&](const StructMember& fm) {
                return std::any_of(to.m_members.begin(), to.m_members.end(),
                                   [&](const StructMember& m) { return m.name == fm.name; });
            });
        }
        if (from.m_kind == K::Hash) {
            if (!size_of(to).contains(size_of(from))) return false;
            if (from.m_imax == 0) return true;
            return std::all_of(to.m_members.begin(), to.m_members.end(), [&](const StructMember& m) {
                return is_assignable(*string_value_type(m.name), elem_or_any(from.m_key)) &&
                       is_assignable(*m.value, elem_or_any(from.m_elem));
            });
        }
        return false;
    }
    case K::Collection:
        if (from.m_kind == K::Array || from.m_kind == K::Hash || from.m_kind == K::Tuple ||
            from.m_kind == K::Struct || from.m_kind == K::Collection)
            return size_of(to).contains(size_of(from));
        return false;
    case K::Iterable: {
        TypePtr e = iterable_element(from);
        if (!e) return false;
        return !to.m_elem || is_assignable(*to.m_elem, *e);
    }
    case K::Iterator:
        return from.m_kind == K::Iterator &&
               (!to.m_elem || is_assignable(*to.m_elem, elem_or_any(from.m_elem)));
    case K::Callable:
        return from.m_kind == K::Callable && callable_assignable(to, from);
    case K::TypeType:
        return from.m_kind == K::TypeType &&
               (!to.m_elem || (from.m_elem && is_assignable(*to.m_elem, *from.m_elem)));
    case K::Runtime:
        return from.m_kind == K::Runtime &&
               (to.m_name.empty() ||
                (to.m_name == from.m_name && (!to.m_value || to.m_value == from.m_value)));
    case K::Sensitive:
        return from.m_kind == K::Sensitive &&
               (!to.m_elem || (from.m_elem && is_assignable(*to.m_elem, *from.m_elem)));
    case K::Init:
        return from.m_kind == K::Init && (!to.m_elem || eql(to, from));
    case K::SemVer:
        return from.m_kind == K::SemVer && semver_assignable(to, from);
    case K::URI:
        return from.m_kind == K::URI && uri_assignable(to, from);
    case K::Object:
        return from.m_kind == K::Object && object_inherits(from, to);
    case K::CatalogEntry:
        return from.m_kind == K::CatalogEntry || from.m_kind == K::Resource || from.m_kind == K::Class;
    case K::Resource:
        return from.m_kind == K::Resource &&
               (to.m_name.empty() ||
                (to.m_name == from.m_name && (!to.m_value || to.m_value == from.m_value)));
    case K::Class:
        return from.m_kind == K::Class && (!to.m_value || to.m_value == from.m_value);
    case K::TypeReference:
        return eql(to, from);
    case K::Timespan:
    case K::Timestamp:
        return time_type_assignable(to, from);
    default:
        return to.m_kind == from.m_kind;
    }
}

bool is_instance(const Type& t_in, const Value& v) {
    const Type& t = res(t_in);
    switch (t.m_kind) {
    case K::Any:
        return true;
    case K::Variant:
        return std::any_of(t.m_types.begin(), t.m_types.end(),
                           [&](const TypePtr& e) { return is_instance(*e, v); });
    case K::Optional:
        return v.is_undef() || !t.m_elem || is_instance(*t.m_elem, v);
    case K::NotUndef:
        return !v.is_undef() && (!t.m_elem || is_instance(*t.m_elem, v));
    case K::Array:
        if (!v.is_array()) return false;
        {
            const auto& a = v.as_array();
            Range r = size_of(t);
            auto n = static_cast<std::int64_t>(a.size());
            if (n < r.min || n > r.max) return false;
            const Type& e = elem_or_any(t.m_elem);
            if (e.m_kind == K::Any) return true;
            return std::all_of(a.begin(), a.end(), [&](const Value& x) { return is_instance(e, x); });
        }
    case K::Tuple:
        if (!v.is_array()) return false;
        {
            const auto& a = v.as_array();
            Range r = size_of(t);
            auto n = static_cast<std::int64_t>(a.size());
            if (n < r.min || n > r.max) return false;
            for (std::size_t i = 0; i < a.size(); ++i)
                if (!is_instance(tuple_at(t, i), a[i])) return false;
            return true;
        }
    case K::Hash:
        if (!v.is_hash()) return false;
        {
            const auto& h = v.as_hash();
            Range r = size_of(t);
            auto n = static_cast<std::int64_t>(h.size());
            if (n < r.min || n > r.max) return false;
            const Type& kt = elem_or_any(t.m_key);
            const Type& vt = elem_or_any(t.m_elem);
            if (kt.m_kind == K::Any && vt.m_kind == K::Any) return true;
            return std::all_of(h.begin(), h.end(), [&](const Hash::Entry& e) {
                return is_instance(kt, e.first) && is_instance(vt, e.second);
            });
        }
    case K::Struct:
        if (!v.is_hash()) return false;
        {
            const auto& h = v.as_hash();
            std::size_t matched = 0;
            for (const auto& m : t.m_members) {
                const Value* x = h.find(Value(m.name));
                if (x) {
                    ++matched;
                    if (!is_instance(*m.value, *x)) return false;
                } else if (m.required_key || (!m.optional_key && !is_instance(*m.value, Value()))) {
                    return false;
                }
            }
            return matched == h.size();
        }
    case K::Iterable:
        // Iterable.on(v) without inferring the whole value (a large Array would cost its Tuple type)
        if (!t.m_elem || t.m_elem->m_kind == K::Any) {
            switch (v.kind()) {
            case ValueKind::Array:
            case ValueKind::Hash:
            case ValueKind::String:
            case ValueKind::Iterator:
                return true;
            case ValueKind::Integer:
                return v.as_integer() >= 0;
            default:
                break;
            }
        }
        return is_assignable(t, *infer_set(v));
    case K::Collection:
        if (v.is_array() || v.is_hash()) {
            auto n = static_cast<std::int64_t>(v.is_array() ? v.as_array().size() : v.as_hash().size());
            Range r = size_of(t);
            return n >= r.min && n <= r.max;
        }
        return false;
    case K::Timespan:
    case K::Timestamp:
        return time_type_instance(t, v);
    case K::SemVer:
        if (v.kind() != ValueKind::SemVer) return false;
        return t.m_args.empty() || std::any_of(t.m_args.begin(), t.m_args.end(), [&](const Value& r) {
                   return as_version_range(r).includes(as_semver(v));
               });
    case K::URI:
        if (v.kind() != ValueKind::URI) return false;
        if (t.m_args.empty()) return true;
        return std::all_of(t.m_args[0].as_hash().begin(), t.m_args[0].as_hash().end(),
                           [&](const Hash::Entry& e) {
                               auto actual = as_uri(v).attribute(e.first.as_string());
                               return actual && uri_param_matches(*actual, e.second);
                           });
    default:
        return is_assignable(t, *infer_set(v));
    }
}

} // namespace pp::runtime
