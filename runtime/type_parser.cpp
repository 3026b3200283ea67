// Type syntax -> Type (PUP:lib/puppet/pops/types/type_parser.rb `interpret_AccessExpression`).

#include "runtime/type_parser.hpp"

#include "runtime/object.hpp"
#include "runtime/regexp.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/uri.hpp"

#include "lexer/arena.hpp"
#include "lexer/diagnostics.hpp"
#include "lexer/lexer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <limits>
#include <mutex>
#include <unordered_map>
#include <utility>

namespace pp::runtime {

namespace {

using K = TypeKind;

// A parameterization error with Puppet's message (access_operator.rb, issues.rb) and the argument it
// blames (-1: the whole access expression).
struct Fail {
    std::string message;
    int arg = -1;
};

// BAD_TYPE_SLICE_ARITY: "Optional-Type[] accepts 1 argument. Got 2"
Fail arity(std::string_view type, std::size_t min, std::size_t max, std::size_t got) {
    std::string accepts;
    if (max == SIZE_MAX)
        accepts = fmt::format("{} or more arguments", min);
    else if (max != min)
        accepts = fmt::format("{} to {} arguments", min, max);
    else
        accepts = fmt::format("{} argument{}", min, min == 1 ? "" : "s");
    return {fmt::format("{}-Type[] accepts {}. Got {}", type, accepts, got)};
}

// BAD_TYPE_SLICE_ARITY with the type itself as the base (label.a_an_uc): "A Callable-Type[] accepts 2
// arguments. Got 3"
Fail type_arity(std::string_view type, std::size_t min, std::size_t max, std::size_t got) {
    Fail f = arity(type, min, max, got);
    std::string article = with_article(f.message);
    article[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(article[0])));
    f.message = article;
    return f;
}

// bad_key_type_name: how Puppet names the type of an argument it cannot use
std::string key_type_name(const Value& v) {
    if (v.is_undef()) return "Undef";
    if (v.is_default()) return "Default";
    return to_string(*infer_generalized(v));
}

// BAD_TYPE_SPECIALIZATION (bad_type_specialization_key_type), blaming argument `i`: "Error creating type
// specialization of an Enum-Type, Cannot use Integer where String is expected"
Fail specialization(std::string_view type, std::size_t i, const Value& v, std::string_view expected) {
    return {fmt::format("Error creating type specialization of {}, Cannot use {} where {} is expected",
                        with_article(std::string(type) + "-Type"), key_type_name(v), expected),
            static_cast<int>(i)};
}

// AccessOperator#assert_keys: the number of arguments (Puppet's message always says "1" as the minimum),
// then each argument's kind, blaming the argument at that (flattened) index
template <typename Allowed>
void assert_keys(const std::vector<Value>& keys, std::string_view type, std::size_t min, std::size_t max,
                 Allowed allowed, std::string_view expected) {
    if (keys.size() < min || keys.size() > max) throw type_arity(type, 1, max, keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (!allowed(keys[i])) throw specialization(type, i, keys[i], expected);
    }
}

// BAD_TYPE_SLICE_TYPE: "Optional-Type[] arguments must be types. Got Integer"
TypePtr type_arg(const std::vector<Value>& args, std::size_t i, std::string_view type) {
    if (args[i].is_type()) return args[i].type_ptr();
    throw Fail{fmt::format("{}-Type[] arguments must be types. Got {}", type, ruby_class_name(args[i])),
               static_cast<int>(i)};
}

// collection_size_t: an Integer (or default) size bound
std::int64_t size_arg(const std::vector<Value>& args, std::size_t i, std::int64_t dflt) {
    if (args[i].is_default()) return dflt;
    if (args[i].is_integer()) return args[i].as_integer();
    // Puppet labels the argument's class: "a String", "an Integer-Type"
    std::string cls = ruby_class_name(args[i]);
    if (args[i].is_type())
        cls = cls.substr(cls.rfind("::P") + 3, cls.size() - cls.rfind("::P") - 7) + "-Type";
    throw Fail{
        fmt::format("A Type's size constraint arguments must be a single Integer type, or 1-2 integers (or "
                    "default). Got {}",
                    with_article(cls)),
        static_cast<int>(i)};
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (auto& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

TypePtr as_type(const Value& v, std::string_view owner) {
    if (v.is_type()) return v.type_ptr();
    throw Fail{std::string(owner) + "[] arguments must be types"};
}

std::int64_t as_int(const Value& v, std::int64_t dflt, std::string_view owner) {
    if (v.is_default()) return dflt;
    if (v.is_integer()) return v.as_integer();
    throw Fail{std::string(owner) + "[] arguments must be integers or default"};
}

std::string as_str(const Value& v, std::string_view owner) {
    if (v.is_string()) return v.as_string();
    throw Fail{std::string(owner) + "[] arguments must be strings"};
}

// AccessOperator#collection_size_t: a single Integer type, or one or two Integers (or default) starting at
// argument `from`; PIntegerType.new refuses a range whose 'from' exceeds its 'to'
void collection_size(const std::vector<Value>& args, std::size_t from, std::int64_t& min, std::int64_t& max) {
    if (args.size() == from + 1 && args[from].is_type() && args[from].as_type().m_kind == K::Integer) {
        const Type& r = args[from].as_type();
        min = r.m_imin == Type::UnboundedMin ? 0 : r.m_imin;
        max = r.m_imax;
        return;
    }
    min = size_arg(args, from, 0);
    max = args.size() > from + 1 ? size_arg(args, from + 1, Type::UnboundedMax) : Type::UnboundedMax;
    if (args.size() > from + 1 && min > max) {
        throw Fail{fmt::format("Error while evaluating a '[]' expression, 'from' must be less or equal to "
                               "'to'. Got ({}, {}",
                               min, max)};
    }
}

void flatten(const std::vector<Value>& args, std::vector<Value>& out) {
    for (const Value& a : args) {
        if (a.is_array())
            flatten(a.as_array(), out);
        else
            out.push_back(a);
    }
}

// access_PSemVerType: Strings (parsed as ranges) and SemVerRanges, merged where they overlap
TypePtr semver(const std::vector<Value>& given) {
    std::vector<Value> args;
    flatten(given, args);
    if (args.empty()) throw Fail{"SemVer-Type[] accepts 1 or more arguments. Got 0"};
    std::vector<VersionRange> ranges;
    for (const Value& a : args) {
        if (a.is_string()) {
            try {
                ranges.push_back(VersionRange::parse(a.as_string()));
            } catch (const VersionError& e) {
                throw Fail{std::string("Error while evaluating a '[]' expression, ") + e.what()};
            }
        } else if (a.kind() == ValueKind::SemVerRange) {
            ranges.push_back(as_version_range(a));
        } else {
            std::string key = a.is_undef()     ? "Undef"
                              : a.is_default() ? "Default"
                                               : to_string(*infer_generalized(a));
            throw Fail{"Error creating type specialization of a SemVer-Type, Cannot use " + key +
                           " where String or SemanticPuppet::VersionRange is expected",
                       static_cast<int>(&a - args.data())};
        }
    }
    std::vector<Value> values;
    for (VersionRange& r : VersionRange::merge_all(std::move(ranges)))
        values.push_back(version_range_value(std::move(r)));
    return semver_type(std::move(values));
}

// access_PURIType: a URI string or a Hash of components (PURIType::TYPE_URI_PARAM_TYPE)
TypePtr uri(const std::vector<Value>& given) {
    std::vector<Value> args;
    flatten(given, args);
    if (args.size() != 1) throw Fail{"URI-Type[] accepts 1 argument. Got " + std::to_string(args.size())};
    static const TypePtr param_type = [] {
        const std::string str =
            "Optional[Variant[String[1], Regexp, Type[Pattern], Type[Enum], Type[NotUndef], "
            "Type[Undef]]]";
        std::string s = "Variant[String[1], Struct[{";
        for (const char* k : {"scheme", "userinfo", "host", "port", "path", "query", "fragment", "opaque"}) {
            s += std::string(s.back() == '{' ? "" : ", ") + "Optional['" + k + "'] => ";
            s +=
                std::string(k) == "port" ? "Optional[Variant[Integer[0], Type[NotUndef], Type[Undef]]]" : str;
        }
        return parse_type(s + "}]]");
    }();
    const Value& p = args[0];
    if (!is_instance(*param_type, p)) {
        std::string cls = p.is_undef()     ? "NilClass"
                          : p.is_default() ? "Symbol"
                                           : std::string(kind_name(p.kind()));
        throw Fail{"URI-Type[] arguments must be types. Got " + cls, 0};
    }
    if (p.is_hash()) return uri_type(p);
    try {
        return uri_type(Uri::parse(p.as_string()).type_parameters());
    } catch (const UriError& e) {
        throw Fail{e.what()};
    }
}

// TypeFactory.is_range_parameter?
bool is_range_parameter(const Value& v) {
    return v.is_integer() || v.is_default() || (v.is_string() && v.as_string() == "default");
}

// The size range a Tuple or Callable takes from its last one or two arguments (removed from `keys`): min and
// max as tuple_type and callable_type keep them (UnboundedMin: not given; a `default` minimum is 0, as
// Puppet's to_size makes it).
void trailing_range(std::vector<Value>& keys, std::int64_t& min, std::int64_t& max) {
    auto bound = [](const Value& v, std::int64_t dflt) { return v.is_integer() ? v.as_integer() : dflt; };
    std::size_t n = keys.size();
    if (n >= 2 && is_range_parameter(keys[n - 2]) && is_range_parameter(keys[n - 1])) {
        min = bound(keys[n - 2], 0);
        max = bound(keys[n - 1], Type::UnboundedMax);
        keys.resize(n - 2);
    } else if (n >= 1 && is_range_parameter(keys[n - 1])) {
        min = bound(keys[n - 1], 0);
        max = Type::UnboundedMax;
        keys.resize(n - 1);
    }
}

// TypeCalculator.is_kind_of_callable?: a Callable, an Optional of one, or a Variant of them
bool kind_of_callable(const Type& t) {
    const Type& r = t.resolved();
    if (r.m_kind == K::Callable) return true;
    if (r.m_kind == K::Optional) return r.m_elem && kind_of_callable(*r.m_elem);
    if (r.m_kind == K::Variant)
        return std::all_of(r.m_types.begin(), r.m_types.end(),
                           [](const TypePtr& e) { return kind_of_callable(*e); });
    return false;
}

// access_PCallableType and TypeFactory.callable: Callable[[params...], Return] or Callable[params...]; the
// parameters end with an optional size range and an optional block type (a Callable). A parameter that is
// not a type is TypeFactory.type_of it: a String names a Ruby class (Runtime[ruby, 'x']), anything else
// gives its generalized inferred type. An Any return type is no return type.
TypePtr callable(const std::vector<Value>& args) {
    std::vector<Value> params = args;
    TypePtr return_t;
    if (!args.empty() && args[0].is_array()) {
        if (args.size() != 2) throw type_arity("Callable", 2, 2, args.size());
        // (Puppet then fails with an internal NameError for a return type that is not a type)
        if (!args[1].is_type()) throw specialization("Callable", 1, args[1], "Any-Type");
        return_t = args[1].type_ptr();
        if (return_t->m_kind == K::Any) return_t = nullptr;
        params = args[0].as_array();
    }
    TypePtr block;
    if (!params.empty() && params.back().is_type() && kind_of_callable(params.back().as_type())) {
        block = params.back().type_ptr();
        params.pop_back();
    }
    std::int64_t min = Type::UnboundedMin, max = Type::UnboundedMin;
    trailing_range(params, min, max);
    std::vector<TypePtr> ts;
    for (const Value& p : params) {
        if (p.is_type())
            ts.push_back(p.type_ptr());
        else if (p.is_string())
            ts.push_back(runtime_type("ruby", p.as_string()));
        else
            ts.push_back(infer_generalized(p));
    }
    // a signature that requires arguments but names no types takes Unit ones (not printed)
    if (ts.empty() && min != Type::UnboundedMin && max > 0) ts.push_back(unit_type());
    auto c = std::make_shared<Type>(*callable_type(std::move(ts), min, max, block));
    c->m_elem = return_t;
    return c;
}

// PTypeSetType.new(init_hash) (p_type_set_type.rb): the initializer checked against TYPE_TYPESET_I12N, the
// versions as SemanticPuppet::Versions (the pcore version within 1.x), Object initializers among the types
// made Object types. The type keeps the hash its _pcore_init_hash gives, in that order.
TypePtr type_set(const Value& init) {
    static const TypePtr i12n = parse_type(
        "Struct[{Optional['pcore_uri'] => Pattern[/\\A[a-z][a-z0-9+.-]*:/], 'pcore_version' => "
        "Variant[String[1], SemVer], Optional['name_authority'] => Pattern[/\\A[a-z][a-z0-9+.-]*:/], "
        "Optional['name'] => Pattern[/\\A[A-Z][\\w]*(?:::[A-Z][\\w]*)*\\z/], Optional['version'] => "
        "Variant[String[1], SemVer], Optional['types'] => Hash[Pattern[/\\A[A-Z]\\w*\\z/], "
        "Variant[Type, Hash[String[1], Any]], 1], Optional['references'] => Hash[Pattern[/\\A[A-Z]\\w*\\z/], "
        "Hash[String[1], Any], 1], Optional['annotations'] => Hash[Type, Hash[String[1], Any]]}]");
    if (!is_instance(*i12n, init)) {
        std::vector<std::string> lines = describe_mismatches(*i12n, init);
        throw Fail{"Error while evaluating a '[]' expression, TypeSet initializer has wrong type, " +
                   (lines.empty() ? std::string("expects a Hash value") : lines[0])};
    }
    const Hash& h = init.as_hash();
    auto version = [&](const char* key) -> std::optional<std::string> {
        const Value* v = h.find(Value(key));
        if (v == nullptr) return std::nullopt;
        if (v->kind() == ValueKind::SemVer) return as_semver(*v).to_string();
        try {
            return SemVer::parse(v->as_string()).to_string();
        } catch (const VersionError& e) {
            throw Fail{std::string("Error while evaluating a '[]' expression, ") + e.what()};
        }
    };
    const Value* name = h.find(Value("name"));
    std::string pcore_version = *version("pcore_version");
    if (pcore_version.rfind("1.", 0) != 0) {
        throw Fail{
            fmt::format("Error while evaluating a '[]' expression, The pcore version for TypeSet '{}' is "
                        "not understood by this runtime. Expected range 1.x, got {}",
                        name != nullptr ? name->as_string() : "", pcore_version)};
    }
    Hash out;
    if (const Value* v = h.find(Value("pcore_uri"))) out.set(Value("pcore_uri"), *v);
    out.set(Value("pcore_version"), Value(pcore_version));
    if (const Value* v = h.find(Value("name_authority"))) out.set(Value("name_authority"), *v);
    out.set(Value("name"), name != nullptr ? *name : Value());
    if (auto v = version("version")) out.set(Value("version"), Value(*v));
    if (const Value* types = h.find(Value("types"))) {
        Hash ts;
        for (const auto& [k, v] : types->as_hash()) {
            if (v.is_type()) {
                ts.set(k, v);
                continue;
            }
            std::string error;
            TypePtr object = object_type_from_hash(v, &error);
            if (!object) throw Fail{"Error while evaluating a '[]' expression, " + error};
            ts.set(k, Value(object));
        }
        out.set(Value("types"), Value(std::move(ts)));
    }
    if (const Value* v = h.find(Value("references"))) out.set(Value("references"), *v);
    auto t = std::make_shared<Type>(K::TypeSet);
    t->m_args.push_back(Value(std::move(out)));
    return t;
}

TypePtr build(std::string_view name, const std::vector<Value>& args, const TypeNameResolver& resolver) {
    const std::string owner(name);
    if (name == "Integer" || name == "Float") {
        if (args.empty() || args.size() > 2)
            throw Fail{fmt::format("{}-Type supports [] with one or two arguments (from, to). Got {}", name,
                                   args.size())};
        if (name == "Integer") {
            for (std::size_t i = 0; i < args.size(); ++i) {
                if (!args[i].is_integer() && !args[i].is_default()) {
                    throw Fail{
                        fmt::format("Integer-Type [] requires all arguments to be integers (or default). "
                                    "Got {}",
                                    ruby_class_name(args[i])),
                        static_cast<int>(i)};
                }
            }
            auto min = as_int(args[0], Type::UnboundedMin, owner);
            auto max = args.size() > 1 ? as_int(args[1], Type::UnboundedMax, owner) : Type::UnboundedMax;
            if (min > max && args.size() > 1) {
                // PIntegerType.new raises it; the evaluator prefixes the expression (and Puppet's text
                // lacks the closing parenthesis)
                throw Fail{
                    fmt::format("Error while evaluating a '[]' expression, 'from' must be less or equal "
                                "to 'to'. Got ({}, {}",
                                min, max)};
            }
            auto t = integer_type(min, max);
            if (args.size() > 1 && args[1].is_integer() && max == Type::UnboundedMax) {
                auto given = std::make_shared<Type>(*t);
                given->m_max_given = true;
                return given;
            }
            return t;
        }
        auto num = [&](std::size_t i, double d) {
            const Value& v = args[i];
            if (v.is_default()) return d;
            if (v.is_number()) return v.as_number();
            throw Fail{
                fmt::format("Float-Type [] requires all arguments to be floats, or integers (or default). "
                            "Got {}",
                            ruby_class_name(v)),
                static_cast<int>(i)};
        };
        double lo = num(0, -std::numeric_limits<double>::infinity());
        double hi = args.size() > 1 ? num(1, std::numeric_limits<double>::infinity())
                                    : std::numeric_limits<double>::infinity();
        return float_type(lo, hi);
    }
    if (name == "String" || name == "Collection") {
        if (name == "Collection" && (args.empty() || args.size() > 2)) throw arity(name, 1, 2, args.size());
        if (name == "String" && (args.empty() || args.size() > 2)) {
            throw Fail{fmt::format("String supports [] with one or two arguments. Got {}", args.size())};
        }
        if (args.size() == 1 && args[0].is_type() && args[0].as_type().m_kind == K::Integer) {
            const Type& r = args[0].as_type();
            std::int64_t lo = r.m_imin == Type::UnboundedMin ? 0 : r.m_imin;
            return name == "String" ? string_type(lo, r.m_imax) : collection_type(lo, r.m_imax);
        }
        std::int64_t min = size_arg(args, 0, 0);
        std::int64_t max = args.size() > 1 ? size_arg(args, 1, Type::UnboundedMax) : Type::UnboundedMax;
        return name == "String" ? string_type(min, max) : collection_type(min, max);
    }
    if (name == "Array") {
        // access_PArrayType: [type], [type, size], [min, max], [type, min, max]
        std::vector<Value> keys;
        flatten(args, keys);
        if (keys.empty() || keys.size() > 3) throw arity(name, 1, 3, keys.size());
        const bool typed = keys[0].is_type();
        if (!typed && keys.size() != 2) {
            throw Fail{fmt::format("Array-Type[] arguments must be types. Got {}", ruby_class_name(keys[0])),
                       0};
        }
        std::int64_t min = Type::UnboundedMin, max = Type::UnboundedMax;
        if (keys.size() > 1) collection_size(keys, typed ? 1 : 0, min, max);
        return array_type(typed ? keys[0].type_ptr() : nullptr, min, max);
    }
    if (name == "Hash") {
        // access_PHashType: [key, value], [key, value, size], [key, value, min, max], or [min, max]
        std::vector<Value> keys;
        flatten(args, keys);
        if (keys.size() == 2 && keys[0].is_integer() && keys[1].is_integer()) {
            std::int64_t min = 0, max = 0;
            collection_size(keys, 0, min, max);
            return hash_type(nullptr, nullptr, min, max);
        }
        for (std::size_t i = 0; i < keys.size() && i < 2; ++i) {
            if (!keys[i].is_type()) {
                throw Fail{
                    fmt::format("Hash-Type[] arguments must be types. Got {}", ruby_class_name(keys[i])),
                    static_cast<int>(i)};
            }
        }
        if (keys.size() < 2 || keys.size() > 4) throw arity(name, 2, 4, keys.size());
        std::int64_t min = Type::UnboundedMin, max = Type::UnboundedMax;
        if (keys.size() > 2) collection_size(keys, 2, min, max);
        return hash_type(keys[0].type_ptr(), keys[1].type_ptr(), min, max);
    }
    if (name == "Tuple") {
        // access_PTupleType: types, then a size range from the trailing Integers (or default)
        std::vector<Value> keys;
        flatten(args, keys);
        std::int64_t min = Type::UnboundedMin, max = Type::UnboundedMin;
        trailing_range(keys, min, max);
        assert_keys(
            keys, name, 1, SIZE_MAX, [](const Value& v) { return v.is_type(); }, "Any-Type");
        std::vector<TypePtr> ts;
        for (const Value& k : keys)
            ts.push_back(k.type_ptr());
        return tuple_type(std::move(ts), min, max);
    }
    if (name == "Callable") return callable(args);
    if (name == "Enum") {
        // access_PEnumType: strings, and a trailing Boolean for case-insensitivity
        std::vector<Value> keys;
        flatten(args, keys);
        bool ci = false;
        if (!keys.empty() && keys.back().is_boolean()) {
            ci = keys.back().as_boolean();
            keys.pop_back();
        }
        assert_keys(
            keys, name, 1, SIZE_MAX, [](const Value& v) { return v.is_string(); }, "String");
        std::vector<std::string> vs;
        for (const Value& k : keys)
            vs.push_back(k.as_string());
        return enum_type(std::move(vs), ci);
    }
    if (name == "Pattern") {
        // access_PPatternType, TypeFactory.pattern: the patterns of all arguments, without duplicates
        std::vector<Value> keys;
        flatten(args, keys);
        assert_keys(
            keys, name, 1, SIZE_MAX,
            [](const Value& v) {
                return v.is_string() || v.is_regexp() ||
                       (v.is_type() && (v.as_type().m_kind == K::Regexp || v.as_type().m_kind == K::Pattern));
            },
            "String or Regexp or Pattern-Type or Regexp-Type");
        std::vector<std::string> ps;
        auto add = [&ps](const std::string& p) {
            if (std::find(ps.begin(), ps.end(), p) == ps.end()) ps.push_back(p);
        };
        for (const Value& k : keys) {
            if (k.is_string())
                add(k.as_string());
            else if (k.is_regexp())
                add(k.as_regexp().source());
            else if (k.as_type().m_kind == K::Regexp)
                add(k.as_type().m_value.value_or(""));
            else
                for (const std::string& p : k.as_type().m_strings)
                    add(p);
        }
        return pattern_type(std::move(ps));
    }
    if (name == "Regexp") {
        if (args.size() != 1) throw Fail{"Regexp[] accepts 1 argument"};
        if (args[0].is_string()) return regexp_type(args[0].as_string());
        if (args[0].is_regexp()) return regexp_type(args[0].as_regexp().source());
        if (args[0].is_type() && args[0].as_type().m_kind == K::Regexp) return args[0].type_ptr();
        throw Fail{"Regexp[] argument must be a regular expression or a string"};
    }
    if (name == "Boolean") {
        if (args.size() != 1 || !args[0].is_boolean()) throw Fail{"Boolean[] accepts one Boolean argument"};
        return boolean_type(args[0].as_boolean() ? 1 : 0);
    }
    if (name == "Variant") {
        // access_PVariantType; TypeFactory.variant (PVariantType.maybe_create) keeps each type once
        std::vector<Value> keys;
        flatten(args, keys);
        assert_keys(
            keys, name, 1, SIZE_MAX, [](const Value& v) { return v.is_type(); }, "Any-Type");
        std::vector<TypePtr> ts;
        for (const Value& k : keys)
            ts.push_back(k.type_ptr());
        return maybe_variant(ts);
    }
    if (name == "Optional" || name == "NotUndef") {
        if (args.size() != 1)
            throw name == "Optional" ? arity(name, 1, 1, args.size()) : arity(name, 0, 1, args.size());
        if (!args[0].is_string() && !args[0].is_type()) {
            throw Fail{
                name == "Optional"
                    ? fmt::format("Optional-Type[] arguments must be types. Got {}", ruby_class_name(args[0]))
                    : fmt::format("NotUndef-Type[] argument must be a Type or a String. Got {}",
                                  ruby_class_name(args[0])),
                0};
        }
        TypePtr t = args[0].is_string() ? string_value_type(args[0].as_string()) : as_type(args[0], owner);
        return name == "Optional" ? optional_type(t) : not_undef_type(t);
    }
    if (name == "Type" || name == "Sensitive" || name == "Iterable" || name == "Iterator") {
        if (args.size() != 1) throw arity(name, 1, 1, args.size());
        TypePtr t = type_arg(args, 0, name);
        if (name == "Type") return type_type(t);
        if (name == "Sensitive") return sensitive_type(t);
        return name == "Iterable" ? iterable_type(t) : iterator_type(t);
    }
    if (name == "Init") {
        if (args.empty()) throw Fail{"Init[] requires a type"};
        return init_type(as_type(args[0], owner), std::vector<Value>(args.begin() + 1, args.end()));
    }
    if (name == "Timespan" || name == "Timestamp" || name == "TimeSpan" || name == "TimeStamp") {
        // access_operator.rb access_PTimespanType: nested arrays are flattened
        bool span = lower(name) == "timespan";
        std::vector<Value> flat;
        std::function<void(const Value&)> add = [&](const Value& v) {
            if (!v.is_array()) {
                flat.push_back(v);
                return;
            }
            for (const Value& e : v.as_array())
                add(e);
        };
        for (const Value& a : args)
            add(a);
        if (flat.size() > 2)
            throw Fail{fmt::format("A {}-Type[] accepts 0 to 2 arguments. Got {}",
                                   span ? "Timespan" : "Timestamp", flat.size())};
        try {
            return time_type(span ? K::Timespan : K::Timestamp, flat.empty() ? Value() : flat[0],
                             flat.size() > 1 ? flat[1] : Value());
        } catch (const TimeError& e) {
            throw Fail{std::string("Error while evaluating a '[]' expression, ") + e.what()};
        }
    }
    if (name == "Runtime") {
        if (args.size() != 2) throw Fail{"Runtime[] accepts 2 arguments"};
        std::optional<std::string> n;
        if (args[1].is_string()) n = args[1].as_string();
        return runtime_type(as_str(args[0], owner), n);
    }
    if (name == "Struct") {
        // access_PStructType: one Hash (not flattened)
        assert_keys(
            args, name, 1, 1, [](const Value& v) { return v.is_hash(); }, "Hash");
        std::vector<StructMember> ms;
        for (const auto& [k, v] : args[0].as_hash()) {
            StructMember m;
            if (k.is_string()) {
                m.name = k.as_string();
            } else if (k.is_type() &&
                       (k.as_type().m_kind == K::Optional || k.as_type().m_kind == K::NotUndef) &&
                       k.as_type().m_elem && k.as_type().m_elem->m_kind == K::String &&
                       k.as_type().m_elem->m_value) {
                m.name = *k.as_type().m_elem->m_value;
                m.optional_key = k.as_type().m_kind == K::Optional;
                m.required_key = k.as_type().m_kind == K::NotUndef;
            } else {
                throw Fail{
                    fmt::format("Error while evaluating a '[]' expression, Illegal Struct member key type. "
                                "Expected NotUndef, Optional, String, or Enum. Got: {}",
                                ruby_class_name(k))};
            }
            m.value = as_type(v, owner);
            ms.push_back(std::move(m));
        }
        return struct_type(std::move(ms));
    }
    if (name == "Resource") {
        if (args.empty() || args.size() > 2) throw Fail{"Resource[] accepts 1 or 2 arguments"};
        std::string tn;
        if (args[0].is_string())
            tn = args[0].as_string();
        else if (args[0].is_type() && args[0].as_type().m_kind == K::Resource)
            tn = args[0].as_type().m_name;
        else
            throw Fail{"Resource[] type name must be a string or a resource type"};
        std::optional<std::string> title;
        if (args.size() == 2) title = as_str(args[1], owner);
        return resource_type(tn, title);
    }
    if (name == "Class") {
        if (args.size() != 1) throw Fail{"Class[] accepts 1 argument"};
        if (args[0].is_type() && args[0].as_type().m_kind == K::TypeReference)
            return class_type(lower(args[0].as_type().m_name));
        if (args[0].is_type() && args[0].as_type().m_kind == K::Resource && !args[0].as_type().m_name.empty())
            return class_type(lower(args[0].as_type().m_name));
        return class_type(lower(as_str(args[0], owner)));
    }
    if (name == "Object") {
        if (args.size() != 1) throw arity(name, 1, 1, args.size());
        std::string error;
        TypePtr t = object_type_from_hash(args[0], &error);
        if (!t) throw Fail{error};
        return t;
    }
    if (name == "TypeSet") {
        // access_PTypeSetType
        std::vector<Value> keys;
        flatten(args, keys);
        if (keys.size() != 1) throw arity("TypeSet", 1, 1, keys.size());
        return type_set(keys[0]);
    }
    if (name == "SemVer" || name == "Semver") return semver(args);
    if (name == "URI") return uri(args);
    // a resource type: File['/x']
    TypePtr base = named_type(name, resolver);
    if (base && base->m_kind == K::Resource && !base->m_name.empty() && args.size() == 1)
        return resource_type(base->m_name, as_str(args[0], owner));
    throw Fail{owner + "[] is not a parameterized type"};
}

} // namespace

TypePtr named_type(std::string_view name, const TypeNameResolver& resolver) {
    if (auto t = builtin_type(name)) return t;
    if (resolver)
        if (auto t = resolver(name)) return t;
    return type_reference(std::string(name));
}

TypePtr parameterize_type(std::string_view name, const std::vector<Value>& args, std::string* error,
                          const TypeNameResolver& resolver, int* error_arg) {
    try {
        return build(name, args, resolver);
    } catch (const Fail& f) {
        if (error) *error = f.message;
        if (error_arg) *error_arg = f.arg;
        return nullptr;
    }
}

namespace {

// Types parsed without a resolver, by their text: a type string (a Resource API attribute's, a built-in
// schema's) is parsed once per process. Types are immutable, so they are shared.
struct ParsedTypes {
    std::mutex mutex;
    std::unordered_map<std::string, TypePtr> types;
};

ParsedTypes& parsed_types() {
    static ParsedTypes cache;
    return cache;
}

TypePtr parse_type_uncached(std::string_view source, std::string* error, const TypeNameResolver& resolver);

} // namespace

TypePtr parse_type(std::string_view source, std::string* error, const TypeNameResolver& resolver) {
    if (resolver) return parse_type_uncached(source, error, resolver);
    ParsedTypes& cache = parsed_types();
    {
        std::lock_guard lock(cache.mutex);
        if (auto it = cache.types.find(std::string(source)); it != cache.types.end()) return it->second;
    }
    TypePtr type = parse_type_uncached(source, error, resolver);
    if (type != nullptr) {
        std::lock_guard lock(cache.mutex);
        cache.types.emplace(std::string(source), type);
    }
    return type;
}

namespace {

// Type syntax read from pp's own tokens: a type name, optionally `[args]`, whose arguments are types or
// literal values (strings, numbers, booleans, regexps, `default`, `undef`, bare words, arrays and hashes of
// them), as PUP:lib/puppet/pops/types/type_parser.rb accepts them.
class TypeText {
public:
    TypeText(const std::vector<lexer::Token>& tokens, const TypeNameResolver& resolver)
        : m_tokens(tokens), m_resolver(resolver) {}

    TypePtr whole() {
        if (peek().kind == lexer::tok::Eof) throw Fail{"empty type"};
        TypePtr t = type();
        if (peek().kind != lexer::tok::Eof) {
            if (closing(peek().kind)) throw syntax_error();
            throw Fail{"expected a single type expression"};
        }
        return t;
    }

private:
    const lexer::Token& peek() const { return m_tokens[std::min(m_pos, m_tokens.size() - 1)]; }
    const lexer::Token& next() {
        const lexer::Token& t = peek();
        if (m_pos < m_tokens.size() - 1) ++m_pos;
        return t;
    }
    static bool closing(int kind) {
        using namespace lexer::tok;
        return kind == RBRACK || kind == RBRACE || kind == RPAREN || kind == COMMA || kind == FARROW;
    }
    Fail syntax_error() const {
        if (peek().kind == lexer::tok::Eof) return Fail{"Syntax error at end of input"};
        return Fail{fmt::format("Syntax error at '{}'", peek().value)};
    }
    void expect(int kind) {
        if (peek().kind != kind) throw syntax_error();
        next();
    }

    TypePtr type() {
        using namespace lexer::tok;
        const lexer::Token& t = peek();
        if (t.kind == LPAREN || t.kind == WSLPAREN) {
            next();
            TypePtr inner = type();
            expect(RPAREN);
            return inner;
        }
        if (t.kind != CLASSREF) {
            const std::string got(kind_name(t));
            (void)arg(); // read past the value: `'a'[1]` is an access on something that is no type name
            if (peek().kind == LBRACK) throw Fail{"a type must start with a type name"};
            throw Fail{"expected a type, got " + got};
        }
        next();
        std::string name(t.value);
        if (peek().kind != LBRACK) return named_type(name, m_resolver);
        next();
        std::vector<Value> args = list(RBRACK);
        std::string error;
        TypePtr built = parameterize_type(name, args, &error, m_resolver);
        if (!built) throw Fail{error};
        return built;
    }

    // `a, b, c` up to `close` (consumed), a trailing comma allowed
    std::vector<Value> list(int close) {
        std::vector<Value> out;
        while (peek().kind != close) {
            out.push_back(arg());
            if (peek().kind == lexer::tok::COMMA)
                next();
            else if (peek().kind != close)
                throw syntax_error();
        }
        next();
        return out;
    }

    Value arg() {
        using namespace lexer::tok;
        const lexer::Token& t = peek();
        switch (t.kind) {
        case CLASSREF:
            return Value(type());
        case LPAREN:
        case WSLPAREN: {
            next();
            Value v = arg();
            expect(RPAREN);
            return v;
        }
        case STRING:
        case NAME:
        case WORD:
            next();
            return Value(std::string(t.value));
        case NUMBER:
            next();
            return number(t.value);
        case MINUS: {
            next();
            Value v = arg();
            if (v.is_integer()) return Value(-v.as_integer());
            if (v.is_float()) return Value(-v.as_float());
            throw Fail{"unary minus on a non-number in a type"};
        }
        case BOOLEAN:
            next();
            return Value(t.value == "true");
        case DEFAULT:
            next();
            return Value::default_value();
        case UNDEF:
            next();
            return Value();
        case REGEX:
            next();
            return Value(regexp_type(std::string(t.value)));
        case DQPRE:
            throw Fail{"interpolation is not allowed in a type"};
        case LBRACK:
        case LISTSTART:
            next();
            return Value(list(RBRACK));
        case LBRACE:
        case SELBRACE: {
            next();
            Hash h;
            while (peek().kind != RBRACE) {
                Value k = arg();
                expect(FARROW);
                Value v = arg();
                h.set(std::move(k), std::move(v));
                if (peek().kind == COMMA)
                    next();
                else if (peek().kind != RBRACE)
                    throw syntax_error();
            }
            next();
            return Value(std::move(h));
        }
        default:
            // a keyword is a bare word where a value is expected (`{type => Integer}`)
            if (t.kind >= CASE && t.kind <= APPLY) {
                next();
                return Value(std::string(t.value));
            }
            throw syntax_error();
        }
    }

    // a NUMBER token's text, as the parser reads it: hex, octal with a leading 0, decimal, or a Float
    static Value number(std::string_view text) {
        bool hex = text.size() > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
        if (!hex && text.find_first_of(".eE") != std::string_view::npos)
            return Value(std::strtod(std::string(text).c_str(), nullptr));
        int radix = hex ? 16 : text.size() > 1 && text[0] == '0' ? 8 : 10;
        std::string digits(text.substr(radix == 16 ? 2 : radix == 8 ? 1 : 0));
        errno = 0;
        unsigned long long v = std::strtoull(digits.c_str(), nullptr, radix);
        if (errno == ERANGE || v > static_cast<unsigned long long>(std::numeric_limits<std::int64_t>::max()))
            return Value(std::numeric_limits<std::int64_t>::max());
        return Value(static_cast<std::int64_t>(v));
    }

    // the model's name for what a token starts, for "expected a type, got ..."
    static std::string_view kind_name(const lexer::Token& t) {
        using namespace lexer::tok;
        switch (t.kind) {
        case STRING:
            return "LiteralString";
        case NUMBER:
            return number(t.value).is_float() ? "LiteralFloat" : "LiteralInteger";
        case BOOLEAN:
            return "LiteralBoolean";
        case NAME:
        case WORD:
            return "QualifiedName";
        case DEFAULT:
            return "LiteralDefault";
        case UNDEF:
            return "LiteralUndef";
        case REGEX:
            return "LiteralRegex";
        case LBRACK:
        case LISTSTART:
            return "LiteralList";
        case LBRACE:
        case SELBRACE:
            return "LiteralHash";
        default:
            return "expression";
        }
    }

    const std::vector<lexer::Token>& m_tokens;
    const TypeNameResolver& m_resolver;
    std::size_t m_pos = 0;
};

TypePtr parse_type_uncached(std::string_view source, std::string* error, const TypeNameResolver& resolver) {
    lexer::Diagnostics diags;
    lexer::Arena arena;
    std::vector<lexer::Token> tokens;
    lexer::Lexer lex(source, lexer::FileId{}, diags, arena);
    if (!lex.tokenize(tokens) || diags.has_errors()) {
        if (error) *error = diags.all().empty() ? "syntax error in type" : diags.all().front().message;
        return nullptr;
    }
    try {
        return TypeText(tokens, resolver).whole();
    } catch (const Fail& f) {
        if (error) *error = f.message;
        return nullptr;
    }
}

} // namespace

} // namespace pp::runtime
