#include "parser/model_labels.hpp"

#include <fmt/format.h>

namespace pp::parser {

namespace {

std::string quoted_expression(std::string_view op) {
    return fmt::format("'{}' expression", op);
}

} // namespace

std::string label(const Node& node) {
    // model_label_provider.rb, one line per label_* method; kinds without their own method get what Puppet's
    // visitor finds for their nearest ancestor class.
    switch (node.kind) {
    case NodeKind::Nop:
        return "Nop Expression";
    case NodeKind::LiteralString:
        return "String";
    case NodeKind::LiteralInteger:
        return "Literal Integer";
    case NodeKind::LiteralFloat:
        return "Literal Float";
    case NodeKind::LiteralBoolean:
        return "Boolean";
    case NodeKind::LiteralUndef:
        return "'undef' expression";
    case NodeKind::LiteralDefault:
        return "'default' expression";
    case NodeKind::LiteralRegex:
        return "Regular Expression";
    case NodeKind::LiteralList:
        return "Array Expression";
    case NodeKind::LiteralHash:
        return "Hash Expression";
    case NodeKind::KeyedEntry:
        return "Hash Entry";
    case NodeKind::QualifiedName:
        return "Name";
    case NodeKind::QualifiedReference:
        return "Type-Name";
    case NodeKind::ReservedWord:
        return fmt::format("Reserved Word '{}'", static_cast<const ReservedWord&>(node).word);
    case NodeKind::Variable:
        return "Variable";
    case NodeKind::Not:
        return "'not' expression";
    case NodeKind::UnaryMinus:
        return "Unary Minus";
    case NodeKind::Unfold:
        return "Unfold";
    case NodeKind::Parenthesized:
        return "Parenthesized Expression";
    case NodeKind::Text:
        return "Expression in Interpolated String";
    case NodeKind::Arithmetic:
        return quoted_expression(static_cast<const Arithmetic&>(node).op);
    case NodeKind::Comparison:
        return quoted_expression(static_cast<const Comparison&>(node).op);
    case NodeKind::Match:
        return quoted_expression(static_cast<const Match&>(node).op);
    case NodeKind::In:
        return "'in' expression";
    case NodeKind::And:
        return "'and' expression";
    case NodeKind::Or:
        return "'or' expression";
    case NodeKind::Assignment:
        return quoted_expression(static_cast<const Assignment&>(node).op);
    case NodeKind::Relationship:
        return quoted_expression(static_cast<const Relationship&>(node).op);
    case NodeKind::NamedAccess:
        return "'.' expression";
    case NodeKind::Access:
        return "'[]' expression";
    case NodeKind::ConcatenatedString:
        return "Double Quoted String";
    case NodeKind::Heredoc:
        return fmt::format("'@({})' expression", static_cast<const Heredoc&>(node).syntax);
    case NodeKind::Block:
        return "Block Expression";
    case NodeKind::If:
        return "'if' statement";
    case NodeKind::Unless:
        return "'unless' Statement";
    case NodeKind::Case:
        return "'case' statement";
    case NodeKind::CaseOption:
        return "Case Option";
    case NodeKind::Selector:
        return "Selector Expression";
    case NodeKind::SelectorEntry:
        return "Selector Option";
    case NodeKind::CallNamedFunction:
        return "Function Call";
    case NodeKind::CallMethod:
        return "Method call";
    case NodeKind::Lambda:
        return "Lambda";
    case NodeKind::Parameter:
        return "Parameter Definition";
    case NodeKind::Resource:
        return "Resource Statement";
    case NodeKind::ResourceBody:
        return "Resource Instance Definition";
    case NodeKind::ResourceDefaults:
        return "Resource Defaults Expression";
    case NodeKind::ResourceOverride:
        return "Resource Override";
    case NodeKind::AttributeOperation:
        return quoted_expression(static_cast<const AttributeOperation&>(node).op);
    case NodeKind::Collect: {
        // label_CollectExpression is label(o.query); label(nil) would be "Undef Value".
        const Node* query = static_cast<const Collect&>(node).query;
        return query != nullptr ? label(*query) : "Undef Value";
    }
    case NodeKind::VirtualQuery:
        return "Virtual Query";
    case NodeKind::ExportedQuery:
        return "Exported Query";
    case NodeKind::HostClassDefinition:
        return "Host Class Definition";
    case NodeKind::ResourceTypeDefinition:
        return "'define' expression";
    case NodeKind::FunctionDefinition:
        return "Function Definition";
    case NodeKind::NodeDefinition:
        return "Node Definition";
    case NodeKind::TypeAlias:
        return "Type Alias";
    case NodeKind::TypeMapping:
        return "Type Mapping";
    case NodeKind::TypeDefinition:
        return "Type Definition";
    case NodeKind::Epp:
        return "Epp Template";
    case NodeKind::RenderString:
        return "Epp Text";
    case NodeKind::RenderExpression:
        return "Epp Interpolated Expression";
    // No label method of their own (AttributesOperation, CallFunctionExpression) or not an Expression at all
    // (Program): Puppet's visitor ends at label_Object.
    case NodeKind::AttributesOperation:
    case NodeKind::CallFunction:
    case NodeKind::Program:
        return "Object";
    }
    return "Object";
}

std::string_view article(std::string_view text) {
    // first_letter_of skips one leading quote; Puppet raises for a label without a word, we say "a".
    std::size_t i = 0;
    if (!text.empty() && (text[0] == '"' || text[0] == '\'')) i = 1;
    if (i >= text.size()) return "a";
    switch (text[i]) {
    case 'a':
    case 'e':
    case 'i':
    case 'o':
    case 'u':
    case 'y':
    case 'A':
    case 'E':
    case 'I':
    case 'O':
    case 'U':
    case 'Y':
        return "an";
    default:
        return "a";
    }
}

std::string a_an(std::string_view text) {
    return fmt::format("{} {}", article(text), text);
}

std::string a_an(const Node& node) {
    return a_an(label(node));
}

std::string a_an_uc(std::string_view text) {
    std::string result = a_an(text);
    result[0] = 'A';
    return result;
}

std::string a_an_uc(const Node& node) {
    return a_an_uc(label(node));
}

std::string the(const Node& node) {
    return "the " + label(node);
}

std::string the_uc(const Node& node) {
    return "The " + label(node);
}

std::string plural_s(long long count, std::string_view text) {
    std::string result(text);
    if (count != 1) result += 's';
    return result;
}

std::string combine_strings(const std::vector<std::string>& strings, std::string_view conjunction) {
    switch (strings.size()) {
    case 0:
        return {};
    case 1:
        return strings[0];
    case 2:
        return fmt::format("{} {} {}", strings[0], conjunction, strings[1]);
    default: {
        std::string result;
        for (std::size_t i = 0; i + 1 < strings.size(); ++i) {
            result += strings[i];
            result += ", ";
        }
        return fmt::format("{}{} {}", result, conjunction, strings.back());
    }
    }
}

} // namespace pp::parser
