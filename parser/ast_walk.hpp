#pragma once
// Visits the direct children of a node (null children are skipped) in the order of Puppet's model, i.e.
// the attribute order of lib/puppet/pops/model/ast.pp, which is the order Puppet's validator visits
// (`_pcore_all_contents`) and so the order in which it reports issues. It is source order except that a
// parameter's default comes before its type, a lambda's or function's body before its return type, and a
// node's parent before its host matches.

#include "parser/ast.hpp"

namespace pp::parser {

template <class F>
void for_each_child(const Node& n, F&& f) {
    auto one = [&](const Node* c) {
        if (c != nullptr) f(c);
    };
    auto many = [&](auto span) {
        for (const Node* c : span)
            one(c);
    };
    switch (n.kind) {
    case NodeKind::LiteralList:
        many(static_cast<const LiteralList&>(n).values);
        break;
    case NodeKind::KeyedEntry: {
        const auto& k = static_cast<const KeyedEntry&>(n);
        one(k.key);
        one(k.value);
        break;
    }
    case NodeKind::LiteralHash:
        many(static_cast<const LiteralHash&>(n).entries);
        break;
    case NodeKind::Variable:
        one(static_cast<const Variable&>(n).expr);
        break;
    case NodeKind::Not:
        one(static_cast<const Not&>(n).expr);
        break;
    case NodeKind::UnaryMinus:
        one(static_cast<const UnaryMinus&>(n).expr);
        break;
    case NodeKind::Unfold:
        one(static_cast<const Unfold&>(n).expr);
        break;
    case NodeKind::Parenthesized:
        one(static_cast<const Parenthesized&>(n).expr);
        break;
    case NodeKind::Text:
        one(static_cast<const Text&>(n).expr);
        break;
#define PP_BINARY(K)                                                                                         \
    case NodeKind::K: {                                                                                      \
        const auto& b = static_cast<const K&>(n);                                                            \
        one(b.left);                                                                                         \
        one(b.right);                                                                                        \
        break;                                                                                               \
    }
        PP_BINARY(Arithmetic)
        PP_BINARY(Comparison)
        PP_BINARY(Match)
        PP_BINARY(In)
        PP_BINARY(And)
        PP_BINARY(Or)
        PP_BINARY(Assignment)
        PP_BINARY(Relationship)
        PP_BINARY(NamedAccess)
#undef PP_BINARY
    case NodeKind::Access: {
        const auto& a = static_cast<const Access&>(n);
        one(a.left);
        many(a.keys);
        break;
    }
    case NodeKind::ConcatenatedString:
        many(static_cast<const ConcatenatedString&>(n).segments);
        break;
    case NodeKind::Heredoc:
        one(static_cast<const Heredoc&>(n).text);
        break;
    case NodeKind::Block:
        many(static_cast<const Block&>(n).statements);
        break;
    case NodeKind::If: {
        const auto& i = static_cast<const If&>(n);
        one(i.test);
        one(i.then_expr);
        one(i.else_expr);
        break;
    }
    case NodeKind::Unless: {
        const auto& i = static_cast<const Unless&>(n);
        one(i.test);
        one(i.then_expr);
        one(i.else_expr);
        break;
    }
    case NodeKind::Case: {
        const auto& c = static_cast<const Case&>(n);
        one(c.test);
        many(c.options);
        break;
    }
    case NodeKind::CaseOption: {
        const auto& c = static_cast<const CaseOption&>(n);
        many(c.values);
        one(c.then_expr);
        break;
    }
    case NodeKind::Selector: {
        const auto& s = static_cast<const Selector&>(n);
        one(s.left);
        many(s.entries);
        break;
    }
    case NodeKind::SelectorEntry: {
        const auto& s = static_cast<const SelectorEntry&>(n);
        one(s.matching);
        one(s.value);
        break;
    }
    case NodeKind::CallNamedFunction: {
        const auto& c = static_cast<const CallNamedFunction&>(n);
        one(c.functor);
        many(c.arguments);
        one(c.lambda);
        break;
    }
    case NodeKind::CallMethod: {
        const auto& c = static_cast<const CallMethod&>(n);
        one(c.functor);
        many(c.arguments);
        one(c.lambda);
        break;
    }
    case NodeKind::CallFunction: {
        const auto& c = static_cast<const CallFunction&>(n);
        one(c.functor);
        many(c.arguments);
        one(c.lambda);
        break;
    }
    case NodeKind::Lambda: {
        const auto& l = static_cast<const Lambda&>(n);
        many(l.parameters);
        one(l.body);
        one(l.return_type);
        break;
    }
    case NodeKind::Parameter: {
        const auto& p = static_cast<const Parameter&>(n);
        one(p.value);
        one(p.type_expr);
        break;
    }
    case NodeKind::Resource: {
        const auto& r = static_cast<const Resource&>(n);
        one(r.type_name);
        many(r.bodies);
        break;
    }
    case NodeKind::ResourceBody: {
        const auto& r = static_cast<const ResourceBody&>(n);
        one(r.title);
        many(r.operations);
        break;
    }
    case NodeKind::ResourceDefaults: {
        const auto& r = static_cast<const ResourceDefaults&>(n);
        one(r.type_ref);
        many(r.operations);
        break;
    }
    case NodeKind::ResourceOverride: {
        const auto& r = static_cast<const ResourceOverride&>(n);
        one(r.resources);
        many(r.operations);
        break;
    }
    case NodeKind::AttributeOperation:
        one(static_cast<const AttributeOperation&>(n).value);
        break;
    case NodeKind::AttributesOperation:
        one(static_cast<const AttributesOperation&>(n).expr);
        break;
    case NodeKind::Collect: {
        const auto& c = static_cast<const Collect&>(n);
        one(c.type_expr);
        one(c.query);
        many(c.operations);
        break;
    }
    case NodeKind::VirtualQuery:
        one(static_cast<const VirtualQuery&>(n).expr);
        break;
    case NodeKind::ExportedQuery:
        one(static_cast<const ExportedQuery&>(n).expr);
        break;
    case NodeKind::HostClassDefinition: {
        const auto& d = static_cast<const HostClassDefinition&>(n);
        many(d.parameters);
        one(d.body);
        break;
    }
    case NodeKind::ResourceTypeDefinition: {
        const auto& d = static_cast<const ResourceTypeDefinition&>(n);
        many(d.parameters);
        one(d.body);
        break;
    }
    case NodeKind::FunctionDefinition: {
        const auto& d = static_cast<const FunctionDefinition&>(n);
        many(d.parameters);
        one(d.body);
        one(d.return_type);
        break;
    }
    case NodeKind::NodeDefinition: {
        const auto& d = static_cast<const NodeDefinition&>(n);
        one(d.parent);
        many(d.host_matches);
        one(d.body);
        break;
    }
    case NodeKind::TypeAlias:
        one(static_cast<const TypeAlias&>(n).type_expr);
        break;
    case NodeKind::TypeMapping: {
        const auto& m = static_cast<const TypeMapping&>(n);
        one(m.type_expr);
        one(m.mapping_expr);
        break;
    }
    case NodeKind::TypeDefinition:
        one(static_cast<const TypeDefinition&>(n).body);
        break;
    case NodeKind::Epp:
        one(static_cast<const Epp&>(n).body);
        break;
    case NodeKind::RenderExpression:
        one(static_cast<const RenderExpression&>(n).expr);
        break;
    case NodeKind::Program:
        one(static_cast<const Program&>(n).body);
        break;
    default:
        break;
    }
}

} // namespace pp::parser
