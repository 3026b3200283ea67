// Type construction, structural equality, hashing and formatting (PUP:lib/puppet/pops/types/types.rb,
// type_formatter.rb). Assignability lives in types_assign.cpp, inference in types_infer.cpp.

#include "runtime/types.hpp"

#include "runtime/object.hpp"
#include "runtime/regexp.hpp"
#include "runtime/regexp_internal.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/uri.hpp"

#include <algorithm>

#include <cmath>
#include <cstdio>
#include <map>
#include <mutex>
#include <unordered_map>

namespace pp::runtime {

const Type& Type::resolved() const {
    if (m_kind != TypeKind::TypeAlias) return *this; // only aliases resolve to something else
    return *resolved_ptr();
}

TypePtr Type::resolved_ptr() const {
    if (m_kind != TypeKind::TypeAlias) return nullptr;
    if (!m_resolved) {
        TypePtr r = m_resolver ? m_resolver() : nullptr;
        // `type X = Object[{...}]` declares the Object type named X
        if (r && r->kind() == TypeKind::Object && r->m_name.empty() && r->m_object)
            r = named_object_type(*r, m_name);
        m_resolved = r ? r : any_type();
    }
    return m_resolved;
}

namespace {

std::shared_ptr<Type> make(TypeKind k) {
    return std::make_shared<Type>(k);
}

// Puppet capitalizes each `::` segment of a resource type name (`apache::vhost` -> `Apache::Vhost`).
std::string capitalize_segments(std::string_view name) {
    std::string out;
    bool start = true;
    for (char c : name) {
        if (c == ':') {
            start = true;
            out += c;
            continue;
        }
        if (start) {
            out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            start = false;
        } else {
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    return out;
}

} // namespace

TypePtr simple_type(TypeKind k) {
    // parameterless types are shared singletons
    static std::map<TypeKind, TypePtr> cache;
    static std::mutex mu;
    std::lock_guard lock(mu);
    auto& slot = cache[k];
    if (!slot) {
        auto t = make(k);
        if (k == TypeKind::Callable) t->m_callable_default = true;
        slot = t;
    }
    return slot;
}
TypePtr any_type() {
    return simple_type(TypeKind::Any);
}
TypePtr undef_type() {
    return simple_type(TypeKind::Undef);
}
TypePtr default_type() {
    return simple_type(TypeKind::Default);
}
TypePtr unit_type() {
    return simple_type(TypeKind::Unit);
}
TypePtr numeric_type() {
    return simple_type(TypeKind::Numeric);
}
TypePtr callable_default_type() {
    return simple_type(TypeKind::Callable);
}

TypePtr not_undef_type(TypePtr t) {
    auto r = make(TypeKind::NotUndef);
    r->m_elem = std::move(t);
    return r;
}
TypePtr optional_type(TypePtr t) {
    auto r = make(TypeKind::Optional);
    r->m_elem = std::move(t);
    return r;
}
TypePtr variant_type(std::vector<TypePtr> ts) {
    auto r = make(TypeKind::Variant);
    r->m_types = std::move(ts);
    return r;
}
TypePtr integer_type(std::int64_t min, std::int64_t max) {
    auto r = make(TypeKind::Integer);
    r->m_imin = min;
    r->m_imax = max;
    return r;
}
TypePtr float_type(double min, double max) {
    auto r = make(TypeKind::Float);
    r->m_fmin = min;
    r->m_fmax = max;
    return r;
}
TypePtr string_type(std::int64_t min, std::int64_t max) {
    auto r = make(TypeKind::String);
    r->m_imin = min;
    r->m_imax = max;
    return r;
}
TypePtr string_value_type(std::string value) {
    auto r = make(TypeKind::String);
    r->m_imin = r->m_imax = static_cast<std::int64_t>(value.size());
    r->m_value = std::move(value);
    return r;
}
TypePtr enum_type(std::vector<std::string> values, bool case_insensitive) {
    auto r = make(TypeKind::Enum);
    // PEnumType#initialize: values.uniq.sort (Ruby's String#<=> compares bytes)
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    r->m_strings = std::move(values);
    r->m_case_insensitive = case_insensitive;
    return r;
}
TypePtr pattern_type(std::vector<std::string> sources) {
    auto r = make(TypeKind::Pattern);
    r->m_strings = std::move(sources);
    return r;
}
TypePtr regexp_type(std::optional<std::string> source) {
    auto r = make(TypeKind::Regexp);
    r->m_value = std::move(source);
    return r;
}
TypePtr boolean_type(int value) {
    auto r = make(TypeKind::Boolean);
    r->m_bool_value = value;
    return r;
}
TypePtr array_type(TypePtr elem, std::int64_t min, std::int64_t max) {
    auto r = make(TypeKind::Array);
    r->m_elem = elem ? std::move(elem) : any_type();
    r->m_imin = min;
    r->m_imax = max;
    return r;
}
TypePtr hash_type(TypePtr key, TypePtr value, std::int64_t min, std::int64_t max) {
    auto r = make(TypeKind::Hash);
    r->m_key = key ? std::move(key) : any_type();
    r->m_elem = value ? std::move(value) : any_type();
    r->m_imin = min;
    r->m_imax = max;
    return r;
}
TypePtr tuple_type(std::vector<TypePtr> ts, std::int64_t min, std::int64_t max) {
    auto r = make(TypeKind::Tuple);
    r->m_types = std::move(ts);
    r->m_imin = min;
    r->m_imax = max;
    return r;
}
TypePtr struct_type(std::vector<StructMember> members) {
    auto r = make(TypeKind::Struct);
    r->m_members = std::move(members);
    return r;
}
TypePtr collection_type(std::int64_t min, std::int64_t max) {
    auto r = make(TypeKind::Collection);
    r->m_imin = min;
    r->m_imax = max;
    return r;
}
TypePtr iterable_type(TypePtr t) {
    auto r = make(TypeKind::Iterable);
    r->m_elem = std::move(t);
    return r;
}
TypePtr iterator_type(TypePtr t) {
    auto r = make(TypeKind::Iterator);
    r->m_elem = std::move(t);
    return r;
}
TypePtr callable_type(std::vector<TypePtr> params, std::int64_t min, std::int64_t max, TypePtr block) {
    auto r = make(TypeKind::Callable);
    r->m_types = std::move(params);
    r->m_imin = min;
    r->m_imax = max;
    r->m_key = std::move(block);
    return r;
}
TypePtr type_type(TypePtr t) {
    auto r = make(TypeKind::TypeType);
    r->m_elem = std::move(t);
    return r;
}
TypePtr runtime_type(std::string runtime, std::optional<std::string> name) {
    auto r = make(TypeKind::Runtime);
    r->m_name = std::move(runtime);
    r->m_value = std::move(name);
    return r;
}
TypePtr sensitive_type(TypePtr t) {
    auto r = make(TypeKind::Sensitive);
    r->m_elem = std::move(t);
    return r;
}
TypePtr init_type(TypePtr t, std::vector<Value> args) {
    auto r = make(TypeKind::Init);
    r->m_elem = std::move(t);
    r->m_args = std::move(args);
    return r;
}
TypePtr semver_type(std::vector<Value> ranges) {
    if (ranges.empty()) return simple_type(TypeKind::SemVer);
    auto r = make(TypeKind::SemVer);
    r->m_args = std::move(ranges);
    return r;
}
TypePtr uri_type(const Value& parameters) {
    if (!parameters.is_hash() || parameters.as_hash().empty()) return simple_type(TypeKind::URI);
    auto r = make(TypeKind::URI);
    r->m_args = {parameters};
    return r;
}
TypePtr object_type(std::string name, std::vector<StructMember> attributes) {
    auto r = make(TypeKind::Object);
    r->m_name = std::move(name);
    r->m_members = std::move(attributes);
    return r;
}
TypePtr resource_type(std::string type_name, std::optional<std::string> title) {
    auto r = make(TypeKind::Resource);
    r->m_name = capitalize_segments(type_name);
    r->m_value = std::move(title);
    return r;
}
TypePtr class_type(std::optional<std::string> name) {
    auto r = make(TypeKind::Class);
    r->m_value = std::move(name);
    return r;
}
TypePtr type_reference(std::string name) {
    auto r = make(TypeKind::TypeReference);
    r->m_name = std::move(name);
    return r;
}
TypePtr type_alias(std::string name, AliasResolver resolver) {
    auto r = make(TypeKind::TypeAlias);
    r->m_name = std::move(name);
    r->m_resolver = std::move(resolver);
    return r;
}

TypePtr builtin_type(std::string_view name) {
    static const std::unordered_map<std::string_view, TypeKind> kinds = {
        {"Any", TypeKind::Any},
        {"Undef", TypeKind::Undef},
        {"Default", TypeKind::Default},
        {"NotUndef", TypeKind::NotUndef},
        {"Optional", TypeKind::Optional},
        {"Variant", TypeKind::Variant},
        {"Scalar", TypeKind::Scalar},
        {"ScalarData", TypeKind::ScalarData},
        {"Data", TypeKind::Data},
        {"RichData", TypeKind::RichData},
        {"Numeric", TypeKind::Numeric},
        {"Boolean", TypeKind::Boolean},
        {"Regexp", TypeKind::Regexp},
        {"Enum", TypeKind::Enum},
        {"Pattern", TypeKind::Pattern},
        {"Struct", TypeKind::Struct},
        {"Tuple", TypeKind::Tuple},
        {"Collection", TypeKind::Collection},
        {"Iterable", TypeKind::Iterable},
        {"Iterator", TypeKind::Iterator},
        {"Callable", TypeKind::Callable},
        {"Type", TypeKind::TypeType},
        {"Runtime", TypeKind::Runtime},
        {"Sensitive", TypeKind::Sensitive},
        {"Timespan", TypeKind::Timespan},
        {"Timestamp", TypeKind::Timestamp},
        {"TimeSpan", TypeKind::Timespan}, // type_parser.rb spells both
        {"TimeStamp", TypeKind::Timestamp},
        {"SemVer", TypeKind::SemVer},
        {"SemVerRange", TypeKind::SemVerRange},
        {"Binary", TypeKind::Binary},
        {"Init", TypeKind::Init},
        {"URI", TypeKind::URI},
        {"Semver", TypeKind::SemVer},
        {"Semverrange", TypeKind::SemVerRange},
        {"Deferred", TypeKind::Deferred},
        {"Object", TypeKind::Object},
        {"TypeSet", TypeKind::TypeSet},
        {"CatalogEntry", TypeKind::CatalogEntry},
        {"Resource", TypeKind::Resource},
        {"Class", TypeKind::Class},
    };
    if (name == "Error") return error_type();
    if (name == "Deferred") return deferred_type();
    if (name == "Integer") return integer_type();
    if (name == "Float") return float_type();
    if (name == "String") return string_type(Type::UnboundedMin, Type::UnboundedMax);
    if (name == "Array") return array_type(nullptr, Type::UnboundedMin, Type::UnboundedMax);
    if (name == "Hash") return hash_type(nullptr, nullptr, Type::UnboundedMin, Type::UnboundedMax);
    if (name == "Collection") return collection_type(Type::UnboundedMin, Type::UnboundedMax);
    if (name == "Tuple") return tuple_type({});
    auto it = kinds.find(name);
    if (it == kinds.end()) return nullptr;
    return simple_type(it->second);
}

// ---- equality and hashing --------------------------------------------------------------------------------

namespace {
bool ptr_eql(const TypePtr& a, const TypePtr& b) {
    if (a == b) return true;
    if (!a || !b) return false;
    return eql(*a, *b);
}
bool list_eql(const std::vector<TypePtr>& a, const std::vector<TypePtr>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!ptr_eql(a[i], b[i])) return false;
    return true;
}
std::size_t mix(std::size_t seed, std::size_t v) {
    return seed ^ (v + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}
} // namespace

bool eql(const Type& a, const Type& b) {
    if (&a == &b) return true;
    if (a.m_kind != b.m_kind) return false;
    if (a.m_kind == TypeKind::TypeAlias) return a.m_name == b.m_name;
    if (a.m_kind == TypeKind::Timespan || a.m_kind == TypeKind::Timestamp) return time_type_eql(a, b);
    if (a.m_imin != b.m_imin || a.m_imax != b.m_imax) return false;
    if (!(a.m_fmin == b.m_fmin && a.m_fmax == b.m_fmax)) return false;
    if (a.m_value != b.m_value || a.m_name != b.m_name || a.m_strings != b.m_strings) return false;
    if (a.m_bool_value != b.m_bool_value || a.m_case_insensitive != b.m_case_insensitive ||
        a.m_callable_default != b.m_callable_default)
        return false;
    if (!ptr_eql(a.m_elem, b.m_elem) || !ptr_eql(a.m_key, b.m_key) || !list_eql(a.m_types, b.m_types))
        return false;
    if (a.m_members.size() != b.m_members.size()) return false;
    for (std::size_t i = 0; i < a.m_members.size(); ++i) {
        const auto& x = a.m_members[i];
        const auto& y = b.m_members[i];
        if (x.name != y.name || x.optional_key != y.optional_key || x.required_key != y.required_key ||
            !ptr_eql(x.value, y.value))
            return false;
    }
    if (a.m_args.size() != b.m_args.size()) return false;
    for (std::size_t i = 0; i < a.m_args.size(); ++i)
        if (!a.m_args[i].eql(b.m_args[i])) return false;
    return true;
}

std::size_t hash_of(const Type& t) {
    std::size_t h = std::hash<int>{}(static_cast<int>(t.m_kind));
    h = mix(h, std::hash<std::string>{}(t.m_name));
    if (t.m_kind == TypeKind::TypeAlias) return h;
    if (t.m_kind == TypeKind::Timespan || t.m_kind == TypeKind::Timestamp) return mix(h, time_type_hash(t));
    h = mix(h, std::hash<std::int64_t>{}(t.m_imin));
    h = mix(h, std::hash<std::int64_t>{}(t.m_imax));
    if (t.m_value) h = mix(h, std::hash<std::string>{}(*t.m_value));
    for (const auto& s : t.m_strings)
        h = mix(h, std::hash<std::string>{}(s));
    if (t.m_elem) h = mix(h, hash_of(*t.m_elem));
    if (t.m_key) h = mix(h, hash_of(*t.m_key));
    for (const auto& p : t.m_types)
        h = mix(h, p ? hash_of(*p) : 0);
    for (const auto& m : t.m_members)
        h = mix(h, std::hash<std::string>{}(m.name));
    for (const auto& a : t.m_args)
        h = mix(h, a.hash());
    return h;
}

// ---- regexps ---------------------------------------------------------------------------------------------

std::string regexp_literal(std::string_view source) {
    std::string out = "/";
    for (std::size_t i = 0; i < source.size(); ++i) {
        char c = source[i];
        if (c == '\\' && i + 1 < source.size()) {
            out += c;
            out += source[++i];
            continue;
        }
        if (c == '/') out += '\\';
        out += c;
    }
    out += '/';
    return out;
}

bool regexp_matches(const std::string& source, std::string_view s) {
    // Compiled patterns are cached per source; Pattern types are matched far more often than created.
    struct Compiled {
        regex_t* re = nullptr;
        ~Compiled() {
            if (re) detail::onig_lib().free(re);
        }
    };
    static std::unordered_map<std::string, std::shared_ptr<Compiled>> cache;
    static std::mutex mu;
    std::shared_ptr<Compiled> c;
    {
        std::lock_guard lock(mu);
        static bool initialized = false;
        if (!initialized) {
            OnigEncoding enc = detail::onig_lib().utf8;
            detail::onig_lib().initialize(&enc, 1);
            initialized = true;
        }
        auto& slot = cache[source];
        if (!slot) {
            slot = std::make_shared<Compiled>();
            OnigErrorInfo einfo;
            const auto* p = reinterpret_cast<const OnigUChar*>(source.data());
            if (detail::onig_lib().new_(&slot->re, p, p + source.size(), ONIG_OPTION_NONE,
                                        detail::onig_lib().utf8, detail::onig_lib().syntax_ruby,
                                        &einfo) != ONIG_NORMAL)
                slot->re = nullptr;
        }
        c = slot;
    }
    if (!c->re) return false;
    const auto* str = reinterpret_cast<const OnigUChar*>(s.data());
    const auto* end = str + s.size();
    return detail::onig_lib().search(c->re, str, end, str, end, nullptr, ONIG_OPTION_NONE) >= 0;
}

// ---- formatting ------------------------------------------------------------------------------------------

namespace {

std::string quote(std::string_view s) {
    // Puppet single-quotes strings in types, escaping ' and backslash
    std::string out = "'";
    for (char c : s) {
        if (c == '\'' || c == '\\') out += '\\';
        out += c;
    }
    out += '\'';
    return out;
}

// Float#to_s, as the TypeFormatter prints bounds and values (`1.0e+20`)
std::string format_float(double d) {
    return runtime::ruby_float_to_s(d);
}

// range_array_part for Integer-like ranges: [] when unbounded, [from|default, to?]
std::vector<std::string> int_range(std::int64_t min, std::int64_t max) {
    if (min == Type::UnboundedMin && max == Type::UnboundedMax) return {};
    std::vector<std::string> r{min == Type::UnboundedMin ? "default" : std::to_string(min)};
    if (max != Type::UnboundedMax) r.push_back(std::to_string(max));
    return r;
}

// sizes: "no size given" is UnboundedMin; a given size always has a from (default means 0)
std::vector<std::string> size_range(std::int64_t min, std::int64_t max) {
    if (min == Type::UnboundedMin && max == Type::UnboundedMax) return {};
    std::vector<std::string> r{std::to_string(min == Type::UnboundedMin ? 0 : min)};
    if (max != Type::UnboundedMax) r.push_back(std::to_string(max));
    return r;
}

std::string with_params(std::string name, const std::vector<std::string>& params) {
    if (params.empty()) return name;
    name += '[';
    for (std::size_t i = 0; i < params.size(); ++i) {
        if (i) name += ", ";
        name += params[i];
    }
    name += ']';
    return name;
}

std::string value_to_string(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        return "undef";
    case ValueKind::Default:
        return "default";
    case ValueKind::Boolean:
        return v.as_boolean() ? "true" : "false";
    case ValueKind::Integer:
        return std::to_string(v.as_integer());
    case ValueKind::Float:
        return format_float(v.as_float());
    case ValueKind::String:
        return quote(v.as_string());
    case ValueKind::Type:
        return to_string(v.as_type());
    case ValueKind::Regexp:
        return regexp_literal(v.as_regexp().source());
    // TypeFormatter#string_Version, #string_VersionRange, #string_URI
    case ValueKind::SemVer:
        return "'" + as_semver(v).to_string() + "'";
    case ValueKind::SemVerRange:
        return "'" + as_version_range(v).to_string() + "'";
    case ValueKind::URI:
        return "URI(" + quote(as_uri(v).to_string()) + ")";
    case ValueKind::Array: {
        std::vector<std::string> parts;
        for (const auto& e : v.as_array())
            parts.push_back(value_to_string(e));
        return with_params("", parts).empty() ? "[]" : with_params("", parts);
    }
    case ValueKind::Hash: {
        std::string out = "{";
        bool first = true;
        for (const auto& [k, val] : v.as_hash()) {
            if (!first) out += ", ";
            first = false;
            out += value_to_string(k) + " => " + value_to_string(val);
        }
        return out + "}";
    }
    case ValueKind::Object:
    case ValueKind::Deferred:
        return as_object(v).to_string();
    default:
        return std::string(kind_name(v.kind()));
    }
}

bool accepts_undef(const Type& t) {
    return is_assignable(t, *undef_type());
}

} // namespace

namespace {
// The aliases being expanded by the current to_string_expanded call (the expansion of an alias does not
// expand the alias again, so a recursive alias prints finitely).
thread_local std::vector<std::string>* t_expanding = nullptr;
} // namespace

std::string format_value(const Value& v) {
    return value_to_string(v);
}

std::string to_string_expanded(const Type& t) {
    std::vector<std::string> seen;
    auto* saved = t_expanding;
    t_expanding = &seen;
    std::string s = to_string(t);
    t_expanding = saved;
    return s;
}

std::string to_string(const Type& t) {
    auto str = [](const TypePtr& p) { return p ? to_string(*p) : std::string("Any"); };
    switch (t.m_kind) {
    case TypeKind::Any:
        return "Any";
    case TypeKind::Undef:
        return "Undef";
    case TypeKind::Default:
        return "Default";
    case TypeKind::Unit:
        return "Unit";
    case TypeKind::NotUndef:
    case TypeKind::Optional: {
        std::string name = t.m_kind == TypeKind::NotUndef ? "NotUndef" : "Optional";
        if (!t.m_elem || (t.m_kind == TypeKind::NotUndef && t.m_elem->m_kind == TypeKind::Any)) return name;
        if (t.m_elem->m_kind == TypeKind::String && t.m_elem->m_value)
            return name + "[" + quote(*t.m_elem->m_value) + "]";
        return name + "[" + str(t.m_elem) + "]";
    }
    case TypeKind::Variant: {
        std::vector<std::string> ps;
        for (const auto& p : t.m_types)
            ps.push_back(str(p));
        return with_params("Variant", ps);
    }
    case TypeKind::Scalar:
        return "Scalar";
    case TypeKind::ScalarData:
        return "ScalarData";
    case TypeKind::Data:
        return "Data";
    case TypeKind::RichData:
        return "RichData";
    case TypeKind::Numeric:
        return "Numeric";
    case TypeKind::Integer:
        if (t.m_max_given) // written out: Puppet prints the bound it keeps
            return with_params("Integer",
                               {t.m_imin == Type::UnboundedMin ? "default" : std::to_string(t.m_imin),
                                std::to_string(t.m_imax)});
        return with_params("Integer", int_range(t.m_imin, t.m_imax));
    case TypeKind::Float: {
        bool lo = std::isinf(t.m_fmin), hi = std::isinf(t.m_fmax);
        if (lo && hi) return "Float";
        std::vector<std::string> r{lo ? "default" : format_float(t.m_fmin)};
        if (!hi) r.push_back(format_float(t.m_fmax));
        return with_params("Float", r);
    }
    case TypeKind::String:
        if (t.m_value) return "String";
        return with_params("String", size_range(t.m_imin, t.m_imax));
    case TypeKind::Enum: {
        std::vector<std::string> ps;
        for (const auto& s : t.m_strings)
            ps.push_back(quote(s));
        if (t.m_case_insensitive) ps.emplace_back("true");
        return with_params("Enum", ps);
    }
    case TypeKind::Pattern: {
        std::vector<std::string> ps;
        for (const auto& s : t.m_strings)
            ps.push_back(regexp_literal(s));
        return with_params("Pattern", ps);
    }
    case TypeKind::Regexp:
        return t.m_value ? "Regexp[" + regexp_literal(*t.m_value) + "]" : "Regexp";
    case TypeKind::Boolean:
        if (t.m_bool_value < 0) return "Boolean";
        return t.m_bool_value ? "Boolean[true]" : "Boolean[false]";
    case TypeKind::Array: {
        if (t.m_imax == 0) return "Array[0, 0]";
        bool default_elem = !t.m_elem || t.m_elem->m_kind == TypeKind::Any;
        auto range = size_range(t.m_imin, t.m_imax);
        if (default_elem && range.empty()) return "Array";
        std::vector<std::string> ps{str(t.m_elem)};
        ps.insert(ps.end(), range.begin(), range.end());
        return with_params("Array", ps);
    }
    case TypeKind::Hash: {
        if (t.m_imax == 0) return "Hash[0, 0]";
        bool default_kv = (!t.m_key || t.m_key->m_kind == TypeKind::Any) &&
                          (!t.m_elem || t.m_elem->m_kind == TypeKind::Any);
        auto range = size_range(t.m_imin, t.m_imax);
        if (default_kv && range.empty()) return "Hash";
        std::vector<std::string> ps{str(t.m_key), str(t.m_elem)};
        ps.insert(ps.end(), range.begin(), range.end());
        return with_params("Hash", ps);
    }
    case TypeKind::Tuple: {
        if (t.m_types.empty()) return "Tuple";
        std::vector<std::string> ps;
        for (const auto& p : t.m_types)
            ps.push_back(str(p));
        if (t.m_imin != Type::UnboundedMin) {
            ps.push_back(std::to_string(t.m_imin));
            if (t.m_imax != Type::UnboundedMin && t.m_imax != Type::UnboundedMax)
                ps.push_back(std::to_string(t.m_imax));
        }
        return with_params("Tuple", ps);
    }
    case TypeKind::Struct: {
        if (t.m_members.empty()) return "Struct";
        std::string out = "Struct[{";
        bool first = true;
        for (const auto& m : t.m_members) {
            if (!first) out += ", ";
            first = false;
            bool value_optional = m.value && accepts_undef(*m.value);
            if (m.optional_key && !value_optional)
                out += "Optional[" + quote(m.name) + "]";
            else if (m.required_key && value_optional)
                out += "NotUndef[" + quote(m.name) + "]";
            else
                out += quote(m.name);
            out += " => " + str(m.value);
        }
        return out + "}]";
    }
    case TypeKind::Collection:
        return with_params("Collection", size_range(t.m_imin, t.m_imax));
    case TypeKind::Iterable:
        return t.m_elem ? "Iterable[" + str(t.m_elem) + "]" : "Iterable";
    case TypeKind::Iterator:
        return t.m_elem ? "Iterator[" + str(t.m_elem) + "]" : "Iterator";
    case TypeKind::Callable: {
        if (t.m_callable_default) return "Callable";
        std::vector<std::string> ps;
        for (const auto& p : t.m_types)
            if (p && p->m_kind != TypeKind::Unit) ps.push_back(str(p));
        if (t.m_types.empty() && t.m_imin == Type::UnboundedMin) {
            ps.emplace_back("0");
            ps.emplace_back("0");
        } else if (t.m_imin != Type::UnboundedMin) {
            ps.push_back(std::to_string(t.m_imin));
            // range_array_part: an unbounded maximum is left out
            if (t.m_imax != Type::UnboundedMin && t.m_imax != Type::UnboundedMax)
                ps.push_back(std::to_string(t.m_imax));
        }
        if (t.m_key) ps.push_back(str(t.m_key));
        if (t.m_elem) // a return type: Callable[[params...], Return]
            return "Callable[" + with_params("", ps) + ", " + str(t.m_elem) + "]";
        return with_params("Callable", ps);
    }
    case TypeKind::TypeType:
        return t.m_elem ? "Type[" + str(t.m_elem) + "]" : "Type";
    case TypeKind::Runtime: {
        if (t.m_name.empty() && !t.m_value) return "Runtime";
        std::vector<std::string> ps{t.m_name};
        if (t.m_value) ps.push_back(quote(*t.m_value));
        return with_params("Runtime", ps);
    }
    case TypeKind::Sensitive:
        return t.m_elem && t.m_elem->m_kind != TypeKind::Any ? "Sensitive[" + str(t.m_elem) + "]"
                                                             : "Sensitive";
    case TypeKind::Timespan:
    case TypeKind::Timestamp:
        return time_type_to_string(t);
    case TypeKind::SemVer: {
        std::vector<std::string> ps;
        for (const auto& r : t.m_args)
            ps.push_back(value_to_string(r));
        return with_params("SemVer", ps);
    }
    case TypeKind::SemVerRange:
        return "SemVerRange";
    case TypeKind::Binary:
        return "Binary";
    case TypeKind::URI:
        return t.m_args.empty() ? "URI" : "URI[" + value_to_string(t.m_args[0]) + "]";
    case TypeKind::Init: {
        if (!t.m_elem) return "Init";
        std::vector<std::string> ps{str(t.m_elem)};
        for (const auto& a : t.m_args)
            ps.push_back(value_to_string(a));
        return with_params("Init", ps);
    }
    case TypeKind::Deferred:
        return "Deferred";
    case TypeKind::Object: {
        // by name, except where types are expanded (or it has none); its members print by name
        if (!t.m_name.empty() && t_expanding == nullptr) return t.m_name;
        auto* saved = t_expanding;
        t_expanding = nullptr;
        std::string s = object_type_expanded(t);
        t_expanding = saved;
        return s;
    }
    case TypeKind::TypeSet: {
        // TypeFormatter#string_PTypeSetType: the _pcore_init_hash with bare keys; TypeSet is
        // PTypeSetType::DEFAULT. The Object types it defines print expanded and without their name.
        if (t.m_args.empty() || !t.m_args[0].is_hash()) {
            return "TypeSet[{pcore_uri => 'http://puppet.com/2016.1/pcore', pcore_version => '1.0.0', "
                   "name_authority => 'http://puppet.com/2016.1/runtime', name => 'DefaultTypeSet', version "
                   "=> '0.0.0'}]";
        }
        std::string out = "TypeSet[{";
        bool first = true;
        for (const auto& [k, v] : t.m_args[0].as_hash()) {
            const std::string key = k.is_string() ? k.as_string() : format_value(k);
            out += (first ? "" : ", ") + key + " => ";
            first = false;
            if (key != "types" || !v.is_hash()) {
                out += format_value(v);
                continue;
            }
            out += "{";
            bool first_type = true;
            for (const auto& [tk, tv] : v.as_hash()) {
                out +=
                    (first_type ? "" : ", ") + (tk.is_string() ? tk.as_string() : format_value(tk)) + " => ";
                first_type = false;
                const bool object = tv.is_type() && tv.as_type().kind() == TypeKind::Object;
                out += object ? object_type_expanded(tv.as_type()) : format_value(tv);
            }
            out += "}";
        }
        return out + "}]";
    }
    case TypeKind::CatalogEntry:
        return "CatalogEntry";
    case TypeKind::Resource:
        if (t.m_name.empty()) return "Resource";
        return t.m_value ? t.m_name + "[" + quote(*t.m_value) + "]" : t.m_name;
    case TypeKind::Class:
        return t.m_value ? "Class[" + *t.m_value + "]" : "Class";
    case TypeKind::TypeReference:
        return t.m_name;
    case TypeKind::TypeAlias:
        // `type X = Object[{...}]` declares the Object type X, which is no alias in Puppet
        if (t.resolved().kind() == TypeKind::Object && t.resolved().m_name == t.m_name)
            return to_string(t.resolved());
        // every occurrence is expanded, except inside its own expansion (a recursive alias)
        if (t_expanding != nullptr &&
            std::find(t_expanding->begin(), t_expanding->end(), t.m_name) == t_expanding->end()) {
            t_expanding->push_back(t.m_name);
            std::string s = t.m_name + " = " + to_string(t.resolved());
            t_expanding->pop_back();
            return s;
        }
        return t.m_name;
    }
    return "Any";
}

} // namespace pp::runtime
