// Type syntax -> Type (PUP:lib/puppet/pops/types/type_parser.rb `interpret_AccessExpression`).

#include "runtime/type_parser.hpp"

#include "runtime/object.hpp"
#include "runtime/regexp.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/uri.hpp"

#include "lexer/diagnostics.hpp"
#include "lexer/source_manager.hpp"
#include "parser/parser.hpp"

#include <fmt/format.h>

#include <cctype>
#include <cstdint>
#include <functional>
#include <mutex>
#include <unordered_map>

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

// Trailing size arguments of Array/Hash/Collection: [min, max]; `default` min means 0
void sizes(const std::vector<Value>& args, std::size_t from, std::int64_t& min, std::int64_t& max,
           std::string_view owner) {
    if (args.size() > from + 2) throw Fail{std::string(owner) + "[] accepts at most 2 size arguments"};
    min = Type::UnboundedMin;
    max = Type::UnboundedMax;
    if (args.size() > from) min = as_int(args[from], 0, owner);
    if (args.size() > from + 1) max = as_int(args[from + 1], Type::UnboundedMax, owner);
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
        if (args.empty() || args.size() > 3) throw arity(name, 1, 3, args.size());
        std::size_t first = 0;
        TypePtr elem;
        if (!args.empty() && args[0].is_type()) {
            elem = args[0].type_ptr();
            first = 1;
        }
        std::int64_t min = 0, max = 0;
        sizes(args, first, min, max, owner);
        if (min == Type::UnboundedMin && args.size() > first) min = 0;
        return array_type(elem, min, max);
    }
    if (name == "Hash") {
        if (args.empty() || args.size() > 4) throw arity(name, 2, 4, args.size());
        std::size_t first = 0;
        TypePtr k, v;
        if (!args.empty() && args[0].is_type()) {
            if (args.size() < 2 || !args[1].is_type()) throw Fail{"Hash[] requires a key and a value type"};
            k = args[0].type_ptr();
            v = args[1].type_ptr();
            first = 2;
        }
        std::int64_t min = 0, max = 0;
        sizes(args, first, min, max, owner);
        return hash_type(k, v, min, max);
    }
    if (name == "Tuple" || name == "Callable") {
        std::vector<TypePtr> ts;
        std::size_t i = 0;
        if (name == "Callable" && args.size() == 2 && args[0].is_array()) {
            // Callable[[params...], ReturnType]
            std::vector<Value> inner = args[0].as_array();
            auto c = std::make_shared<Type>(*build("Callable", inner, resolver));
            c->m_callable_default = false;
            c->m_elem = as_type(args[1], owner);
            return c;
        }
        while (i < args.size() && args[i].is_type())
            ts.push_back(args[i++].type_ptr());
        std::int64_t min = Type::UnboundedMin, max = Type::UnboundedMin;
        if (i < args.size() && !args[i].is_type()) min = as_int(args[i++], 0, owner);
        if (i < args.size() && !args[i].is_type()) max = as_int(args[i++], Type::UnboundedMax, owner);
        TypePtr block;
        if (name == "Callable" && i < args.size() && args[i].is_type()) block = args[i++].type_ptr();
        if (i != args.size()) throw Fail{owner + "[] has unexpected arguments"};
        if (name == "Tuple") {
            if (max == Type::UnboundedMin && min != Type::UnboundedMin) max = Type::UnboundedMax;
            return tuple_type(std::move(ts), min, max);
        }
        return callable_type(std::move(ts), min, max, block);
    }
    if (name == "Enum") {
        std::vector<std::string> vs;
        bool ci = false;
        for (std::size_t i = 0; i < args.size(); ++i) {
            if (i + 1 == args.size() && args[i].is_boolean()) {
                ci = args[i].as_boolean();
                continue;
            }
            if (args[i].is_array()) {
                for (const auto& e : args[i].as_array())
                    vs.push_back(as_str(e, owner));
                continue;
            }
            vs.push_back(as_str(args[i], owner));
        }
        return enum_type(std::move(vs), ci);
    }
    if (name == "Pattern") {
        std::vector<std::string> ps;
        for (const auto& a : args) {
            if (a.is_string())
                ps.push_back(a.as_string());
            else if (a.is_regexp())
                ps.push_back(a.as_regexp().source());
            else if (a.is_type() && a.as_type().m_kind == K::Regexp && a.as_type().m_value)
                ps.push_back(*a.as_type().m_value);
            else
                throw Fail{"Pattern[] arguments must be regular expressions or strings"};
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
        std::vector<TypePtr> ts;
        for (const auto& a : args)
            ts.push_back(as_type(a, owner));
        if (ts.empty()) throw Fail{"Variant[] requires at least one type"};
        return variant_type(std::move(ts));
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
        if (args.size() != 1 || !args[0].is_hash()) throw Fail{"Struct[] accepts one Hash argument"};
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
    if (name == "SemVer" || name == "Semver") return semver(args);
    if (name == "URI") return uri(args);
    // a resource type: File['/x']
    TypePtr base = named_type(name, resolver);
    if (base && base->m_kind == K::Resource && !base->m_name.empty() && args.size() == 1)
        return resource_type(base->m_name, as_str(args[0], owner));
    throw Fail{owner + "[] is not a parameterized type"};
}

struct AstConverter {
    const TypeNameResolver& resolver;

    Value arg(const parser::Node& n) {
        using parser::NodeKind;
        switch (n.kind) {
        case NodeKind::LiteralString:
            return Value(std::string(n.as<parser::LiteralString>()->value));
        case NodeKind::QualifiedName:
            return Value(std::string(n.as<parser::QualifiedName>()->value));
        case NodeKind::LiteralInteger:
            return Value(n.as<parser::LiteralInteger>()->value);
        case NodeKind::LiteralFloat:
            return Value(n.as<parser::LiteralFloat>()->value);
        case NodeKind::LiteralBoolean:
            return Value(n.as<parser::LiteralBoolean>()->value);
        case NodeKind::LiteralDefault:
            return Value::default_value();
        case NodeKind::LiteralUndef:
            return Value();
        case NodeKind::LiteralRegex:
            return Value(regexp_type(std::string(n.as<parser::LiteralRegex>()->pattern)));
        case NodeKind::UnaryMinus: {
            Value v = arg(*n.as<parser::UnaryMinus>()->expr);
            if (v.is_integer()) return Value(-v.as_integer());
            if (v.is_float()) return Value(-v.as_float());
            throw Fail{"unary minus on a non-number in a type"};
        }
        case NodeKind::Parenthesized:
            return arg(*n.as<parser::Parenthesized>()->expr);
        case NodeKind::ConcatenatedString: {
            std::string s;
            for (const auto* seg : n.as<parser::ConcatenatedString>()->segments) {
                if (!seg->is<parser::LiteralString>()) throw Fail{"interpolation is not allowed in a type"};
                s += seg->as<parser::LiteralString>()->value;
            }
            return Value(s);
        }
        case NodeKind::Heredoc:
            return arg(*n.as<parser::Heredoc>()->text);
        case NodeKind::LiteralList: {
            std::vector<Value> vs;
            for (const auto* e : n.as<parser::LiteralList>()->values)
                vs.push_back(arg(*e));
            return Value(std::move(vs));
        }
        case NodeKind::LiteralHash: {
            Hash h;
            for (const auto* e : n.as<parser::LiteralHash>()->entries)
                h.set(arg(*e->key), arg(*e->value));
            return Value(std::move(h));
        }
        case NodeKind::QualifiedReference:
        case NodeKind::Access:
            return Value(type(n));
        default:
            throw Fail{std::string("unexpected ") + std::string(parser::kind_name(n.kind)) + " in a type"};
        }
    }

    TypePtr type(const parser::Node& n) {
        if (const auto* r = n.as<parser::QualifiedReference>()) return named_type(r->cased_value, resolver);
        if (const auto* a = n.as<parser::Access>()) {
            const auto* ref = a->left->as<parser::QualifiedReference>();
            if (!ref) throw Fail{"a type must start with a type name"};
            std::vector<Value> args;
            for (const auto* k : a->keys)
                args.push_back(arg(*k));
            return build(ref->cased_value, args, resolver);
        }
        if (const auto* p = n.as<parser::Parenthesized>()) return type(*p->expr);
        throw Fail{std::string("expected a type, got ") + std::string(parser::kind_name(n.kind))};
    }
};

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

TypePtr type_from_ast(const parser::Node& node, std::string* error, const TypeNameResolver& resolver) {
    try {
        AstConverter c{resolver};
        return c.type(node);
    } catch (const Fail& f) {
        if (error) *error = f.message;
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

TypePtr parse_type_uncached(std::string_view source, std::string* error, const TypeNameResolver& resolver) {
    lexer::SourceManager sm;
    auto id = sm.add("<type>", std::string(source));
    lexer::Diagnostics diags;
    parser::ParseOptions opts;
    opts.validate = false;
    auto parsed = parser::parse(sm, id, diags, opts);
    if (!parsed || !parsed->program || diags.has_errors()) {
        if (error) *error = diags.all().empty() ? "syntax error in type" : diags.all().front().message;
        return nullptr;
    }
    const parser::Node* body = parsed->program->body;
    if (const auto* b = body ? body->as<parser::Block>() : nullptr) {
        if (b->statements.size() != 1) {
            if (error) *error = "expected a single type expression";
            return nullptr;
        }
        body = b->statements[0];
    }
    if (!body) {
        if (error) *error = "empty type";
        return nullptr;
    }
    return type_from_ast(*body, error, resolver);
}

} // namespace

} // namespace pp::runtime
