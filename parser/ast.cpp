#include "parser/ast.hpp"

namespace pp::parser {

std::string_view kind_name(NodeKind kind) {
    // The class names of Puppet's model (lib/puppet/pops/model/ast.pp).
    switch (kind) {
    case NodeKind::Nop:
        return "Nop";
    case NodeKind::LiteralString:
        return "LiteralString";
    case NodeKind::LiteralInteger:
        return "LiteralInteger";
    case NodeKind::LiteralFloat:
        return "LiteralFloat";
    case NodeKind::LiteralBoolean:
        return "LiteralBoolean";
    case NodeKind::LiteralUndef:
        return "LiteralUndef";
    case NodeKind::LiteralDefault:
        return "LiteralDefault";
    case NodeKind::LiteralRegex:
        return "LiteralRegularExpression";
    case NodeKind::LiteralList:
        return "LiteralList";
    case NodeKind::LiteralHash:
        return "LiteralHash";
    case NodeKind::KeyedEntry:
        return "KeyedEntry";
    case NodeKind::QualifiedName:
        return "QualifiedName";
    case NodeKind::QualifiedReference:
        return "QualifiedReference";
    case NodeKind::ReservedWord:
        return "ReservedWord";
    case NodeKind::Variable:
        return "VariableExpression";
    case NodeKind::Not:
        return "NotExpression";
    case NodeKind::UnaryMinus:
        return "UnaryMinusExpression";
    case NodeKind::Unfold:
        return "UnfoldExpression";
    case NodeKind::Parenthesized:
        return "ParenthesizedExpression";
    case NodeKind::Text:
        return "TextExpression";
    case NodeKind::Arithmetic:
        return "ArithmeticExpression";
    case NodeKind::Comparison:
        return "ComparisonExpression";
    case NodeKind::Match:
        return "MatchExpression";
    case NodeKind::In:
        return "InExpression";
    case NodeKind::And:
        return "AndExpression";
    case NodeKind::Or:
        return "OrExpression";
    case NodeKind::Assignment:
        return "AssignmentExpression";
    case NodeKind::Relationship:
        return "RelationshipExpression";
    case NodeKind::NamedAccess:
        return "NamedAccessExpression";
    case NodeKind::Access:
        return "AccessExpression";
    case NodeKind::ConcatenatedString:
        return "ConcatenatedString";
    case NodeKind::Heredoc:
        return "HeredocExpression";
    case NodeKind::Block:
        return "BlockExpression";
    case NodeKind::If:
        return "IfExpression";
    case NodeKind::Unless:
        return "UnlessExpression";
    case NodeKind::Case:
        return "CaseExpression";
    case NodeKind::CaseOption:
        return "CaseOption";
    case NodeKind::Selector:
        return "SelectorExpression";
    case NodeKind::SelectorEntry:
        return "SelectorEntry";
    case NodeKind::CallNamedFunction:
        return "CallNamedFunctionExpression";
    case NodeKind::CallMethod:
        return "CallMethodExpression";
    case NodeKind::CallFunction:
        return "CallFunctionExpression";
    case NodeKind::Lambda:
        return "LambdaExpression";
    case NodeKind::Parameter:
        return "Parameter";
    case NodeKind::Resource:
        return "ResourceExpression";
    case NodeKind::ResourceBody:
        return "ResourceBody";
    case NodeKind::ResourceDefaults:
        return "ResourceDefaultsExpression";
    case NodeKind::ResourceOverride:
        return "ResourceOverrideExpression";
    case NodeKind::AttributeOperation:
        return "AttributeOperation";
    case NodeKind::AttributesOperation:
        return "AttributesOperation";
    case NodeKind::Collect:
        return "CollectExpression";
    case NodeKind::VirtualQuery:
        return "VirtualQuery";
    case NodeKind::ExportedQuery:
        return "ExportedQuery";
    case NodeKind::HostClassDefinition:
        return "HostClassDefinition";
    case NodeKind::ResourceTypeDefinition:
        return "ResourceTypeDefinition";
    case NodeKind::FunctionDefinition:
        return "FunctionDefinition";
    case NodeKind::NodeDefinition:
        return "NodeDefinition";
    case NodeKind::TypeAlias:
        return "TypeAlias";
    case NodeKind::TypeMapping:
        return "TypeMapping";
    case NodeKind::TypeDefinition:
        return "TypeDefinition";
    case NodeKind::Epp:
        return "EppExpression";
    case NodeKind::RenderString:
        return "RenderStringExpression";
    case NodeKind::RenderExpression:
        return "RenderExpression";
    case NodeKind::Program:
        return "Program";
    }
    return "Unknown";
}

std::string_view form_name(ResourceForm form) {
    switch (form) {
    case ResourceForm::Regular:
        return "regular";
    case ResourceForm::Virtual:
        return "virtual";
    case ResourceForm::Exported:
        return "exported";
    }
    return "regular";
}

} // namespace pp::parser
