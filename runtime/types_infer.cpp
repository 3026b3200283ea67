// Type inference and generalization (PUP:lib/puppet/pops/types/type_calculator.rb `infer`, `infer_set`,
// `common_type`; types.rb `generalize`). `type($x)` is infer_set, `type($x, reduced)` infer and
// `type($x, generalized)` infer + generalize.

#include "runtime/iterator.hpp"
#include "runtime/object.hpp"
#include "runtime/regexp.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/types.hpp"
#include "runtime/uri.hpp"

#include <algorithm>

namespace pp::runtime {

namespace {
using K = TypeKind;

TypePtr simple_for(ValueKind k) {
    switch (k) {
    case ValueKind::Timespan:
        return simple_type(K::Timespan);
    case ValueKind::Timestamp:
        return simple_type(K::Timestamp);
    case ValueKind::SemVer:
        return simple_type(K::SemVer);
    case ValueKind::SemVerRange:
        return simple_type(K::SemVerRange);
    case ValueKind::Binary:
        return simple_type(K::Binary);
    default:
        return any_type();
    }
}

TypePtr reduce(const std::vector<TypePtr>& ts) {
    TypePtr memo;
    for (const auto& t : ts)
        memo = memo ? common_type(memo, t) : t;
    return memo;
}

TypePtr scalar_common(K a, K b) {
    auto numeric = [](K k) { return k == K::Integer || k == K::Float || k == K::Numeric; };
    auto scalar_data = [&](K k) {
        return numeric(k) || k == K::String || k == K::Enum || k == K::Pattern || k == K::Boolean ||
               k == K::ScalarData;
    };
    auto scalar = [&](K k) {
        return scalar_data(k) || k == K::Regexp || k == K::Timespan || k == K::Timestamp || k == K::SemVer ||
               k == K::SemVerRange || k == K::Scalar;
    };
    if (numeric(a) && numeric(b)) return numeric_type();
    if (scalar_data(a) && scalar_data(b)) return simple_type(K::ScalarData);
    if (scalar(a) && scalar(b)) return simple_type(K::Scalar);
    return nullptr;
}
} // namespace

TypePtr maybe_variant(const std::vector<TypePtr>& types) {
    std::vector<TypePtr> flat;
    auto add = [&](const TypePtr& t) {
        if (std::none_of(flat.begin(), flat.end(), [&](const TypePtr& u) { return eql(*u, *t); }))
            flat.push_back(t);
    };
    for (const TypePtr& t : types) {
        if (t->kind() == TypeKind::Variant) {
            for (const TypePtr& e : t->m_types)
                add(e);
        } else {
            add(t);
        }
    }
    if (flat.size() == 1) return flat[0];
    return variant_type(std::move(flat));
}

TypePtr infer(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        return undef_type();
    case ValueKind::Default:
        return default_type();
    case ValueKind::Boolean:
        return boolean_type(v.as_boolean() ? 1 : 0);
    case ValueKind::Integer:
        return integer_type(v.as_integer(), v.as_integer());
    case ValueKind::Float:
        return float_type(v.as_float(), v.as_float());
    case ValueKind::String:
        return string_value_type(v.as_string());
    case ValueKind::Regexp:
        return regexp_type(v.as_regexp().source());
    case ValueKind::Type:
        return type_type(v.type_ptr());
    case ValueKind::Sensitive:
        return sensitive_type(generalize(infer(v.sensitive_inner())));
    case ValueKind::Timespan:
    case ValueKind::Timestamp:
        return infer_time_type(v);
    case ValueKind::URI:
        return uri_type(as_uri(v).type_parameters());
    case ValueKind::Object:
    case ValueKind::Deferred:
        return as_object(v).type();
    case ValueKind::Iterator: // infer_Iterator
        return iterator_type(as_iterator(v).element_type());
    case ValueKind::Array: {
        const auto& a = v.as_array();
        if (a.empty()) return array_type(unit_type(), 0, 0);
        std::vector<TypePtr> ts;
        ts.reserve(a.size());
        for (const auto& e : a)
            ts.push_back(infer(e));
        auto n = static_cast<std::int64_t>(a.size());
        return array_type(reduce(ts), n, n);
    }
    case ValueKind::Hash: {
        const auto& h = v.as_hash();
        if (h.empty()) return hash_type(unit_type(), unit_type(), 0, 0);
        std::vector<TypePtr> ks, vs;
        for (const auto& [k, x] : h) {
            ks.push_back(infer(k));
            vs.push_back(infer(x));
        }
        auto n = static_cast<std::int64_t>(h.size());
        return hash_type(reduce(ks), reduce(vs), n, n);
    }
    default:
        return simple_for(v.kind());
    }
}

TypePtr infer_set(const Value& v) {
    if (v.is_array()) {
        const auto& a = v.as_array();
        if (a.empty()) return array_type(unit_type(), 0, 0);
        std::vector<TypePtr> ts;
        for (const auto& e : a)
            ts.push_back(infer_set(e));
        return tuple_type(std::move(ts));
    }
    if (v.is_hash()) {
        const auto& h = v.as_hash();
        if (h.empty()) return hash_type(unit_type(), unit_type(), 0, 0);
        bool string_keys = std::all_of(h.begin(), h.end(), [](const Hash::Entry& e) {
            return e.first.is_string() && !e.first.as_string().empty();
        });
        if (string_keys) {
            std::vector<StructMember> ms;
            for (const auto& [k, x] : h)
                ms.push_back({k.as_string(), false, infer_set(x)});
            return struct_type(std::move(ms));
        }
        std::vector<TypePtr> ks, vs;
        for (const auto& [k, x] : h) {
            ks.push_back(infer_set(k));
            vs.push_back(infer_set(x));
        }
        auto n = static_cast<std::int64_t>(h.size());
        return hash_type(maybe_variant(ks), maybe_variant(vs), n, n);
    }
    if (v.kind() == ValueKind::Sensitive) return sensitive_type(generalize(infer(v.sensitive_inner())));
    if (v.kind() == ValueKind::SemVer) {
        // infer_set_Version: the range of exactly this version, SemVer['1.2.3 - 1.2.3']
        const SemVer& version = as_semver(v);
        return semver_type({version_range_value(VersionRange::from_bounds(version, version, false))});
    }
    return infer(v);
}

TypePtr infer_generalized(const Value& v) {
    return generalize(infer(v));
}

TypePtr generalize(const TypePtr& t) {
    if (!t) return t;
    switch (t->m_kind) {
    case K::Integer:
        return integer_type();
    case K::Float:
        return float_type();
    case K::Boolean:
        return boolean_type();
    case K::String:
        if (t->m_value) return string_type(Type::UnboundedMin, Type::UnboundedMax);
        return string_type(Type::UnboundedMin, Type::UnboundedMax);
    case K::Enum:
        if (t->m_strings.empty()) return string_type(Type::UnboundedMin, Type::UnboundedMax);
        {
            std::int64_t lo = Type::UnboundedMax, hi = 0;
            for (const auto& s : t->m_strings) {
                lo = std::min(lo, static_cast<std::int64_t>(s.size()));
                hi = std::max(hi, static_cast<std::int64_t>(s.size()));
            }
            return string_type(lo, hi);
        }
    case K::Array:
        if (t->m_imax == 0) return array_type(unit_type(), Type::UnboundedMin, Type::UnboundedMax);
        return array_type(generalize(t->m_elem), Type::UnboundedMin, Type::UnboundedMax);
    case K::Hash:
        if (t->m_imax == 0) return t;
        return hash_type(generalize(t->m_key), generalize(t->m_elem), Type::UnboundedMin, Type::UnboundedMax);
    case K::Collection:
        return collection_type(Type::UnboundedMin, Type::UnboundedMax);
    case K::URI:
        return simple_type(K::URI);
    case K::Tuple: {
        std::vector<TypePtr> ts;
        for (const auto& e : t->m_types)
            ts.push_back(generalize(e));
        return tuple_type(std::move(ts), t->m_imin, t->m_imax);
    }
    case K::Struct: {
        auto ms = t->m_members;
        for (auto& m : ms)
            m.value = generalize(m.value);
        return struct_type(std::move(ms));
    }
    case K::Optional:
    case K::NotUndef:
    case K::TypeType:
    case K::Sensitive:
    case K::Iterable:
    case K::Iterator: {
        if (!t->m_elem) return t;
        auto r = std::make_shared<Type>(*t);
        r->m_elem = generalize(t->m_elem);
        return r;
    }
    case K::Variant: {
        std::vector<TypePtr> ts;
        for (const auto& e : t->m_types)
            ts.push_back(generalize(e));
        return maybe_variant(ts);
    }
    case K::Timespan:
    case K::Timestamp:
        return simple_type(t->m_kind);
    default:
        return t;
    }
}

TypePtr common_type(const TypePtr& a, const TypePtr& b) {
    if (!a) return b;
    if (!b) return a;
    if (a->m_kind == K::Unit) return b;
    if (b->m_kind == K::Unit) return a;
    if (is_assignable(*a, *b)) return a;
    if (is_assignable(*b, *a)) return b;
    if (a->m_kind == K::Array && b->m_kind == K::Array) return array_type(common_type(a->m_elem, b->m_elem));
    if (a->m_kind == K::Hash && b->m_kind == K::Hash)
        return hash_type(common_type(a->m_key, b->m_key), common_type(a->m_elem, b->m_elem));
    if (a->m_kind == K::Class && b->m_kind == K::Class) return class_type();
    if (a->m_kind == K::Resource && b->m_kind == K::Resource)
        return a->m_name == b->m_name ? resource_type(a->m_name) : resource_type();
    if (a->m_kind == K::Integer && b->m_kind == K::Integer)
        return integer_type(std::min(a->m_imin, b->m_imin), std::max(a->m_imax, b->m_imax));
    if (a->m_kind == K::Float && b->m_kind == K::Float)
        return float_type(std::min(a->m_fmin, b->m_fmin), std::max(a->m_fmax, b->m_fmax));
    if (a->m_kind == K::String && (b->m_kind == K::String || b->m_kind == K::Enum)) {
        if (b->m_kind == K::Enum) {
            if (!a->m_value) return enum_type({});
            auto vs = b->m_strings;
            vs.push_back(*a->m_value);
            return enum_type(vs);
        }
        // strings inferred from values have no size type in Puppet
        if (a->m_value || b->m_value) {
            if (!a->m_value || !b->m_value) return string_type(Type::UnboundedMin, Type::UnboundedMax);
            return enum_type({*a->m_value, *b->m_value});
        }
        auto ra = a->m_imin == Type::UnboundedMin ? 0 : a->m_imin;
        auto rb = b->m_imin == Type::UnboundedMin ? 0 : b->m_imin;
        return string_type(std::min(ra, rb), std::max(a->m_imax, b->m_imax));
    }
    if (a->m_kind == K::Pattern && b->m_kind == K::Pattern) {
        auto ps = a->m_strings;
        for (const auto& p : b->m_strings)
            if (std::find(ps.begin(), ps.end(), p) == ps.end()) ps.push_back(p);
        return pattern_type(ps);
    }
    if (a->m_kind == K::Enum && (b->m_kind == K::String || b->m_kind == K::Enum)) {
        auto vs = a->m_strings;
        if (b->m_kind == K::Enum) {
            vs.insert(vs.end(), b->m_strings.begin(), b->m_strings.end());
            return enum_type(vs);
        }
        if (!b->m_value) return enum_type({});
        vs.push_back(*b->m_value);
        return enum_type(vs);
    }
    if (a->m_kind == K::Variant && b->m_kind == K::Variant) {
        auto ts = a->m_types;
        ts.insert(ts.end(), b->m_types.begin(), b->m_types.end());
        return maybe_variant(ts);
    }
    if (a->m_kind == K::Regexp && b->m_kind == K::Regexp) return regexp_type();
    if (a->m_kind == K::Callable && b->m_kind == K::Callable) return callable_default_type();
    if (auto s = scalar_common(a->m_kind, b->m_kind)) return s;
    auto data = simple_type(K::Data);
    if (is_assignable(*data, *a) && is_assignable(*data, *b)) return data;
    if (a->m_kind == K::TypeType && b->m_kind == K::TypeType)
        return type_type(common_type(a->m_elem, b->m_elem));
    auto rich = simple_type(K::RichData);
    if (is_assignable(*rich, *a) && is_assignable(*rich, *b)) return rich;
    return any_type();
}

} // namespace pp::runtime
