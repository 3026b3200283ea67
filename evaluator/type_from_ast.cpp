// A type expression of the AST (a type alias's definition) -> Type.
#include "evaluator/type_from_ast.hpp"

#include "runtime/object.hpp"
#include "runtime/types.hpp"

#include <utility>

namespace pp::evaluator {

using runtime::Hash;
using runtime::named_type;
using runtime::object_type_from_hash;
using runtime::parameterize_type;
using runtime::regexp_type;
using runtime::TypeNameResolver;
using runtime::TypePtr;
using runtime::Value;

namespace {

struct Fail {
    std::string message;
};

struct AstConverter {
    const TypeNameResolver& resolver;
    /// The name of the alias being defined, given to an `Object[{...}]` that is its whole definition.
    std::string_view object_name = {};

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
            std::string_view given = std::exchange(object_name, {});
            std::vector<Value> args;
            for (const auto* k : a->keys)
                args.push_back(arg(*k));
            if (!given.empty() && ref->cased_value == "Object" && args.size() == 1) {
                std::string error;
                TypePtr t = object_type_from_hash(args[0], &error, given);
                if (!t) throw Fail{error};
                return t;
            }
            std::string error;
            TypePtr t = parameterize_type(ref->cased_value, args, &error, resolver);
            if (!t) throw Fail{error};
            return t;
        }
        object_name = {};
        if (const auto* p = n.as<parser::Parenthesized>()) return type(*p->expr);
        throw Fail{std::string("expected a type, got ") + std::string(parser::kind_name(n.kind))};
    }
};

} // namespace

TypePtr type_from_ast(const parser::Node& node, std::string* error, const TypeNameResolver& resolver,
                      std::string_view object_name) {
    try {
        AstConverter c{resolver, object_name};
        return c.type(node);
    } catch (const Fail& f) {
        if (error) *error = f.message;
        return nullptr;
    }
}

} // namespace pp::evaluator
