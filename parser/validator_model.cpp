// Model helpers of the validator: Puppet's name patterns, the classification of model classes that
// Checker4_0 dispatches on, the children of each node in the order of Puppet's model, and Checker4_0#idem.

#include "parser/validator.hpp"

#include "parser/ast_walk.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace pp::parser::detail {

namespace {

// ---- Name patterns (lib/puppet/pops/patterns.rb). Ruby's \w is ASCII only: [a-zA-Z0-9_].

bool is_lower(char c) {
    return c >= 'a' && c <= 'z';
}
bool is_upper(char c) {
    return c >= 'A' && c <= 'Z';
}
bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
bool is_word(char c) {
    return is_lower(c) || is_upper(c) || is_digit(c) || c == '_';
}

bool all_word(std::string_view s) {
    return std::all_of(s.begin(), s.end(), is_word);
}

/// Splits `s` at each "::" (a segment may come out empty, which no pattern accepts).
std::vector<std::string_view> split_segments(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t start = 0;
    for (;;) {
        std::size_t pos = s.find("::", start);
        if (pos == std::string_view::npos) {
            out.push_back(s.substr(start));
            return out;
        }
        out.push_back(s.substr(start, pos - start));
        start = pos + 2;
    }
}

/// Every "::"-separated segment is a first character accepted by `first` followed by \w*.
template <class First>
bool segments_match(std::string_view s, First first) {
    for (std::string_view seg : split_segments(s)) {
        if (seg.empty() || !first(seg[0]) || !all_word(seg.substr(1))) return false;
    }
    return true;
}

} // namespace

/// CLASSREF_DECL: \A[a-z][\w]*(?:::[a-z][\w]*)*\z (names of classes, defines, functions).
bool is_classref_decl(std::string_view s) {
    return segments_match(s, is_lower);
}

/// CLASSREF_EXT_DECL: \A[A-Z][\w]*(?:::[A-Z][\w]*)*\z (names of type aliases).
bool is_classref_ext_decl(std::string_view s) {
    return segments_match(s, is_upper);
}

/// CLASSREF_EXT: \A((::){0,1}[A-Z][\w]*)+\z (type references, a leading "::" allowed).
bool is_classref_ext(std::string_view s) {
    if (s.starts_with("::")) s.remove_prefix(2);
    return segments_match(s, is_upper);
}

/// VAR_NAME: \A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*\z.
bool is_var_name(std::string_view s) {
    if (s.starts_with("::")) s.remove_prefix(2);
    std::vector<std::string_view> segs = split_segments(s);
    for (std::size_t i = 0; i < segs.size(); ++i) {
        std::string_view seg = segs[i];
        bool last = i + 1 == segs.size();
        if (seg.empty() || !(is_lower(seg[0]) || (last && seg[0] == '_')) || !all_word(seg.substr(1)))
            return false;
    }
    return true;
}

/// PARAM_NAME: \A[a-z_]\w*\z.
bool is_param_name(std::string_view s) {
    return !s.empty() && (is_lower(s[0]) || s[0] == '_') && all_word(s.substr(1));
}

/// NUMERIC_VAR_NAME: \A(?:0|(?:[1-9][0-9]*))\z.
bool is_numeric_var_name(std::string_view s) {
    if (s == "0") return true;
    return !s.empty() && s[0] >= '1' && s[0] <= '9' && std::all_of(s.begin(), s.end(), is_digit);
}

/// check_Parameter's /^(?:0x)?[0-9]+$/.
bool is_numeric_parameter(std::string_view s) {
    if (s.starts_with("0x")) s.remove_prefix(2);
    return !s.empty() && std::all_of(s.begin(), s.end(), is_digit);
}

bool is_hostname(std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return is_word(c) || c == '-' || c == '.'; });
}

std::string downcase(std::string_view s) {
    std::string out(s);
    for (char& c : out) {
        if (is_upper(c)) c = static_cast<char>(c - 'A' + 'a');
    }
    return out;
}

// Checker4_0::RESERVED_TYPE_NAMES (compared with the name as written, so only lower-case names match).
bool is_reserved_type_name(std::string_view name) {
    static constexpr std::string_view names[] = {
        "type",      "any",        "unit",        "scalar",  "boolean",   "numeric",  "integer",
        "float",     "collection", "array",       "hash",    "tuple",     "struct",   "variant",
        "optional",  "enum",       "regexp",      "pattern", "runtime",   "init",     "object",
        "sensitive", "semver",     "semverrange", "string",  "timestamp", "timespan", "typeset"};
    return std::find(std::begin(names), std::end(names), name) != std::end(names);
}

// Checker4_0::FUTURE_RESERVED_WORDS.
bool is_future_reserved_word(std::string_view name) {
    return name == "plan";
}

// ---- Model classification

bool is_abstract_resource(const Node* n) {
    return n != nullptr && (n->is<Resource>() || n->is<ResourceDefaults>() || n->is<ResourceOverride>());
}

/// Model::Definition (NodeDefinition included).
bool is_definition(const Node* n) {
    if (n == nullptr) return false;
    switch (n->kind) {
    case NodeKind::HostClassDefinition:
    case NodeKind::ResourceTypeDefinition:
    case NodeKind::FunctionDefinition:
    case NodeKind::NodeDefinition:
    case NodeKind::TypeAlias:
    case NodeKind::TypeMapping:
    case NodeKind::TypeDefinition:
        return true;
    default:
        return false;
    }
}

/// The operand of a UnaryExpression (Not, UnaryMinus, Unfold, Parenthesized, Text, Variable, Render), or
/// null for anything else.
const Node* unary_operand(const Node& n) {
    switch (n.kind) {
    case NodeKind::Not:
        return static_cast<const Not&>(n).expr;
    case NodeKind::UnaryMinus:
        return static_cast<const UnaryMinus&>(n).expr;
    case NodeKind::Unfold:
        return static_cast<const Unfold&>(n).expr;
    case NodeKind::Parenthesized:
        return static_cast<const Parenthesized&>(n).expr;
    case NodeKind::Text:
        return static_cast<const Text&>(n).expr;
    case NodeKind::Variable:
        return static_cast<const Variable&>(n).expr;
    case NodeKind::RenderExpression:
        return static_cast<const RenderExpression&>(n).expr;
    default:
        return nullptr;
    }
}

bool is_unary(const Node& n) {
    switch (n.kind) {
    case NodeKind::Not:
    case NodeKind::UnaryMinus:
    case NodeKind::Unfold:
    case NodeKind::Parenthesized:
    case NodeKind::Text:
    case NodeKind::Variable:
    case NodeKind::RenderExpression:
        return true;
    default:
        return false;
    }
}

/// Checker4_0#resource_without_title?: the block the parser makes of `file { ensure => present }`.
bool resource_without_title(const Node* n) {
    const auto* block = n != nullptr ? n->as<Block>() : nullptr;
    return block != nullptr && block->statements.size() == 2 && block->statements[0]->is<QualifiedName>() &&
           block->statements[1]->is<LiteralHash>();
}

namespace {

/// The body of a node that Puppet's factory always turns into a BlockExpression (f_build_body of the
/// grammar's statement list): classes, defines, nodes, functions, lambdas and case options.
const Node* block_wrapped_body(const Node& n) {
    switch (n.kind) {
    case NodeKind::HostClassDefinition:
        return static_cast<const HostClassDefinition&>(n).body;
    case NodeKind::ResourceTypeDefinition:
        return static_cast<const ResourceTypeDefinition&>(n).body;
    case NodeKind::NodeDefinition:
        return static_cast<const NodeDefinition&>(n).body;
    case NodeKind::FunctionDefinition:
        return static_cast<const FunctionDefinition&>(n).body;
    case NodeKind::Lambda:
        return static_cast<const Lambda&>(n).body;
    case NodeKind::CaseOption:
        return static_cast<const CaseOption&>(n).then_expr;
    default:
        return nullptr;
    }
}

} // namespace

/// True when `child`, the body of `holder`, stands where Puppet's model has a BlockExpression that pp left
/// out (a single statement, or the block of a resource without title, which Puppet wraps once more).
bool has_virtual_block(const Node& holder, const Node& child) {
    if (block_wrapped_body(holder) != &child) return false;
    return !child.is<Block>() || resource_without_title(&child);
}

/// Checker4_0#pattern_with_replacement?: `[/regexp/, 'replacement']`.
bool pattern_with_replacement(const Node* o) {
    const auto* list = o != nullptr ? o->as<LiteralList>() : nullptr;
    return list != nullptr && list->values.size() == 2 && list->values[0]->is<LiteralRegex>() &&
           list->values[1]->is<LiteralString>();
}

/// Checker4_0#type_ref?: `Name` or `Name[...]`.
bool type_ref(const Node* o) {
    if (const auto* access = o != nullptr ? o->as<Access>() : nullptr) o = access->left;
    return o != nullptr && o->is<QualifiedReference>();
}

void children_of(const Node& n, std::vector<const Node*>& out) {
    for_each_child(n, [&](const Node* c) { out.push_back(c); });
}

/// Checker4_0#idem: true when evaluating `o` is known to change nothing (null counts as idem). Puppet's
/// recursive definition is a conjunction over sub-expressions, evaluated here over a work list.
bool idem(const Node* o) {
    std::vector<const Node*> work{o};
    while (!work.empty()) {
        const Node* n = work.back();
        work.pop_back();
        if (n == nullptr) continue; // idem_NilClass
        switch (n->kind) {
        // Literals, collections, access, most binary and unary operators, strings, selectors.
        case NodeKind::Nop:
        case NodeKind::LiteralString:
        case NodeKind::LiteralInteger:
        case NodeKind::LiteralFloat:
        case NodeKind::LiteralBoolean:
        case NodeKind::LiteralUndef:
        case NodeKind::LiteralDefault:
        case NodeKind::LiteralRegex:
        case NodeKind::QualifiedName:
        case NodeKind::QualifiedReference:
        case NodeKind::ReservedWord:
        case NodeKind::LiteralList:
        case NodeKind::LiteralHash:
        case NodeKind::Access:
        case NodeKind::Arithmetic:
        case NodeKind::Comparison:
        case NodeKind::In:
        case NodeKind::And:
        case NodeKind::Or:
        case NodeKind::NamedAccess:
        case NodeKind::Not:
        case NodeKind::UnaryMinus:
        case NodeKind::Unfold:
        case NodeKind::Text:
        case NodeKind::Variable:
        case NodeKind::ConcatenatedString:
        case NodeKind::Heredoc:
        case NodeKind::Selector:
            break;
        case NodeKind::Parenthesized:
            work.push_back(static_cast<const Parenthesized*>(n)->expr);
            break;
        case NodeKind::Block:
            for (const Node* s : static_cast<const Block*>(n)->statements)
                work.push_back(s);
            break;
        case NodeKind::If: {
            const auto* e = static_cast<const If*>(n);
            work.insert(work.end(), {e->test, e->then_expr, e->else_expr});
            break;
        }
        case NodeKind::Unless: {
            const auto* e = static_cast<const Unless*>(n);
            work.insert(work.end(), {e->test, e->then_expr, e->else_expr});
            break;
        }
        case NodeKind::Case: {
            const auto* e = static_cast<const Case*>(n);
            work.push_back(e->test);
            for (const Node* option : e->options)
                work.push_back(option);
            break;
        }
        case NodeKind::CaseOption: {
            const auto* e = static_cast<const CaseOption*>(n);
            for (const Node* v : e->values)
                work.push_back(v);
            work.push_back(e->then_expr);
            break;
        }
        // Match (sets $0..$n), relationships, assignments, EPP rendering, calls, resources, definitions...
        default:
            return false;
        }
    }
    return true;
}

// Checker4_0#top walks out through the containers; pp's unwrapped single-statement bodies are handled as
// the BlockExpression Puppet has there.
Placement definition_placement(const Node& definition, std::span<const Node* const> path) {
    bool absolute_only =
        definition.is<FunctionDefinition>() || definition.is<TypeAlias>() || definition.is<TypeDefinition>();
    const Node* below = &definition;
    for (std::size_t i = path.size(); i-- > 0;) {
        const Node* o = path[i];
        // A BlockExpression (real, or the one Puppet has between `o` and `below`) is fine at top level or
        // as the body of a class; functions, type aliases and type definitions may only be in the
        // program's own block.
        if (absolute_only && has_virtual_block(*o, *below) && !o->is<Program>())
            return Placement::NotAbsoluteTopLevel;
        switch (o->kind) {
        case NodeKind::Program:
        case NodeKind::HostClassDefinition:
            return Placement::Ok;
        case NodeKind::Block: {
            const Node* c = i > 0 ? path[i - 1] : nullptr;
            if (absolute_only && (c == nullptr || !c->is<Program>())) return Placement::NotAbsoluteTopLevel;
            break;
        }
        default:
            // A lambda, or any other expression: not at top level.
            return Placement::NotTopLevel;
        }
        below = o;
    }
    return Placement::Ok;
}

// Checker4_0#namespace_for_file and #dir_to_names.
FileNamespace file_namespace(std::string_view module_name, std::string_view relative_path,
                             std::string& names) {
    std::string relative = std::string(module_name) + "/" + std::string(relative_path);
    // Only .pp files have a namespace (Pathname#extname; a bare ".pp" file name has no extension).
    std::string_view base = relative;
    if (auto slash = base.rfind('/'); slash != std::string_view::npos) base.remove_prefix(slash + 1);
    if (!base.ends_with(".pp") || base.find_first_not_of('.') >= base.size() - 3) return FileNamespace::None;

    std::string lower = downcase(relative);
    std::vector<std::string_view> parts;
    std::string_view rest = lower;
    for (;;) {
        std::size_t slash = rest.find('/');
        parts.push_back(rest.substr(0, slash));
        if (slash == std::string_view::npos) break;
        rest.remove_prefix(slash + 1);
    }
    std::string_view dir = parts.size() > 1 ? parts[1] : std::string_view{};
    if (dir != "manifests" && dir != "functions" && dir != "types" && dir != "plans") {
        return FileNamespace::BadModuleFile;
    }
    names = parts[0];
    for (std::size_t i = 2; i + 1 < parts.size(); ++i) {
        names += "::";
        names += parts[i];
    }
    std::string_view filename = parts.back();
    // <module>/manifests/init.pp is the module's own namespace.
    if (!(parts.size() == 3 && filename == "init.pp")) {
        names += "::";
        names += filename.substr(0, filename.size() - 3);
    }
    return FileNamespace::Names;
}

} // namespace pp::parser::detail
