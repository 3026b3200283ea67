// The validator: a port of Puppet 7's Checker4_0 (lib/puppet/pops/validation/checker4_0.rb).
//
// Puppet walks the model in pre-order (`_pcore_all_contents`) keeping the chain of containers in a path
// and calls `check_<Class>` on each element; some checks look at containers (`container`, `top`). This file
// does the same walk with an explicit stack, so no input can overflow the C++ stack, and keeps the path of
// ancestors in `m_path`. The helper "visitors" of Checker4_0 (rvalue, assign, query, idem, hostname) are
// loops over explicit work lists for the same reason. Children are visited in the order of the attributes
// of lib/puppet/pops/model/ast.pp, which fixes the order of the reported issues.
//
// Where pp's AST may differ from Puppet's model, the difference is bridged here (and said so): Puppet
// always wraps the statements of a class, define, node, function, lambda or case option body in a
// BlockExpression, even a single one (Factory#f_build_body), which matters for NOT_ABSOLUTE_TOP_LEVEL and
// IDEM_NOT_ALLOWED_LAST; a single-statement body that pp keeps unwrapped is treated as if wrapped.

#include "parser/validator.hpp"

#include "parser/model_labels.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace pp::parser {

namespace {

using lexer::DiagId;

// ---- Name patterns (lib/puppet/pops/patterns.rb). Ruby's \w is ASCII only: [a-zA-Z0-9_].

bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_word(char c) { return is_lower(c) || is_upper(c) || is_digit(c) || c == '_'; }

bool all_word(std::string_view s) { return std::all_of(s.begin(), s.end(), is_word); }

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

/// CLASSREF_DECL: \A[a-z][\w]*(?:::[a-z][\w]*)*\z (names of classes, defines, functions).
bool is_classref_decl(std::string_view s) { return segments_match(s, is_lower); }

/// CLASSREF_EXT_DECL: \A[A-Z][\w]*(?:::[A-Z][\w]*)*\z (names of type aliases).
bool is_classref_ext_decl(std::string_view s) { return segments_match(s, is_upper); }

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
        "type",   "any",     "unit",   "scalar",    "boolean", "numeric",   "integer",     "float",
        "collection", "array", "hash", "tuple",     "struct",  "variant",   "optional",    "enum",
        "regexp", "pattern", "runtime", "init",     "object",  "sensitive", "semver",      "semverrange",
        "string", "timestamp", "timespan", "typeset"};
    return std::find(std::begin(names), std::end(names), name) != std::end(names);
}

// Checker4_0::FUTURE_RESERVED_WORDS.
bool is_future_reserved_word(std::string_view name) { return name == "plan"; }

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
    case NodeKind::TypeDefinition: return true;
    default: return false;
    }
}

/// The operand of a UnaryExpression (Not, UnaryMinus, Unfold, Parenthesized, Text, Variable, Render), or
/// null for anything else.
const Node* unary_operand(const Node& n) {
    switch (n.kind) {
    case NodeKind::Not: return static_cast<const Not&>(n).expr;
    case NodeKind::UnaryMinus: return static_cast<const UnaryMinus&>(n).expr;
    case NodeKind::Unfold: return static_cast<const Unfold&>(n).expr;
    case NodeKind::Parenthesized: return static_cast<const Parenthesized&>(n).expr;
    case NodeKind::Text: return static_cast<const Text&>(n).expr;
    case NodeKind::Variable: return static_cast<const Variable&>(n).expr;
    case NodeKind::RenderExpression: return static_cast<const RenderExpression&>(n).expr;
    default: return nullptr;
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
    case NodeKind::RenderExpression: return true;
    default: return false;
    }
}

/// Checker4_0#resource_without_title?: the block the parser makes of `file { ensure => present }`.
bool resource_without_title(const Node* n) {
    const auto* block = n != nullptr ? n->as<Block>() : nullptr;
    return block != nullptr && block->statements.size() == 2 && block->statements[0]->is<QualifiedName>() &&
           block->statements[1]->is<LiteralHash>();
}

/// The body of a node that Puppet's factory always turns into a BlockExpression (f_build_body of the
/// grammar's statement list): classes, defines, nodes, functions, lambdas and case options.
const Node* block_wrapped_body(const Node& n) {
    switch (n.kind) {
    case NodeKind::HostClassDefinition: return static_cast<const HostClassDefinition&>(n).body;
    case NodeKind::ResourceTypeDefinition: return static_cast<const ResourceTypeDefinition&>(n).body;
    case NodeKind::NodeDefinition: return static_cast<const NodeDefinition&>(n).body;
    case NodeKind::FunctionDefinition: return static_cast<const FunctionDefinition&>(n).body;
    case NodeKind::Lambda: return static_cast<const Lambda&>(n).body;
    case NodeKind::CaseOption: return static_cast<const CaseOption&>(n).then_expr;
    default: return nullptr;
    }
}

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

/// Calls `f` on each child of `n` in the order of the attributes in Puppet's model (ast.pp).
template <class F>
void for_each_child(const Node& n, F&& f) {
    auto one = [&](const Node* c) {
        if (c != nullptr) f(*c);
    };
    auto all = [&](auto list) {
        for (const Node* c : list)
            one(c);
    };
    switch (n.kind) {
    case NodeKind::LiteralList: all(static_cast<const LiteralList&>(n).values); break;
    case NodeKind::KeyedEntry: {
        const auto& e = static_cast<const KeyedEntry&>(n);
        one(e.key);
        one(e.value);
        break;
    }
    case NodeKind::LiteralHash: all(static_cast<const LiteralHash&>(n).entries); break;
    case NodeKind::Variable:
    case NodeKind::Not:
    case NodeKind::UnaryMinus:
    case NodeKind::Unfold:
    case NodeKind::Parenthesized:
    case NodeKind::Text:
    case NodeKind::RenderExpression: one(unary_operand(n)); break;
#define PP_BINARY(K)                                                                                         \
    case NodeKind::K: {                                                                                      \
        const auto& e = static_cast<const K&>(n);                                                            \
        one(e.left);                                                                                         \
        one(e.right);                                                                                        \
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
        const auto& e = static_cast<const Access&>(n);
        one(e.left);
        all(e.keys);
        break;
    }
    case NodeKind::ConcatenatedString: all(static_cast<const ConcatenatedString&>(n).segments); break;
    case NodeKind::Heredoc: one(static_cast<const Heredoc&>(n).text); break;
    case NodeKind::Block: all(static_cast<const Block&>(n).statements); break;
    case NodeKind::If: {
        const auto& e = static_cast<const If&>(n);
        one(e.test);
        one(e.then_expr);
        one(e.else_expr);
        break;
    }
    case NodeKind::Unless: {
        const auto& e = static_cast<const Unless&>(n);
        one(e.test);
        one(e.then_expr);
        one(e.else_expr);
        break;
    }
    case NodeKind::CaseOption: {
        const auto& e = static_cast<const CaseOption&>(n);
        all(e.values);
        one(e.then_expr);
        break;
    }
    case NodeKind::Case: {
        const auto& e = static_cast<const Case&>(n);
        one(e.test);
        all(e.options);
        break;
    }
    case NodeKind::SelectorEntry: {
        const auto& e = static_cast<const SelectorEntry&>(n);
        one(e.matching);
        one(e.value);
        break;
    }
    case NodeKind::Selector: {
        const auto& e = static_cast<const Selector&>(n);
        one(e.left);
        all(e.entries);
        break;
    }
    case NodeKind::Parameter: {
        const auto& e = static_cast<const Parameter&>(n);
        one(e.value);
        one(e.type_expr);
        break;
    }
    case NodeKind::Lambda: {
        const auto& e = static_cast<const Lambda&>(n);
        all(e.parameters);
        one(e.body);
        one(e.return_type);
        break;
    }
#define PP_CALL(K)                                                                                           \
    case NodeKind::K: {                                                                                      \
        const auto& e = static_cast<const K&>(n);                                                            \
        one(e.functor);                                                                                      \
        all(e.arguments);                                                                                    \
        one(e.lambda);                                                                                       \
        break;                                                                                               \
    }
        PP_CALL(CallNamedFunction)
        PP_CALL(CallMethod)
        PP_CALL(CallFunction)
#undef PP_CALL
    case NodeKind::AttributeOperation: one(static_cast<const AttributeOperation&>(n).value); break;
    case NodeKind::AttributesOperation: one(static_cast<const AttributesOperation&>(n).expr); break;
    case NodeKind::ResourceBody: {
        const auto& e = static_cast<const ResourceBody&>(n);
        one(e.title);
        all(e.operations);
        break;
    }
    case NodeKind::Resource: {
        const auto& e = static_cast<const Resource&>(n);
        one(e.type_name);
        all(e.bodies);
        break;
    }
    case NodeKind::ResourceDefaults: {
        const auto& e = static_cast<const ResourceDefaults&>(n);
        one(e.type_ref);
        all(e.operations);
        break;
    }
    case NodeKind::ResourceOverride: {
        const auto& e = static_cast<const ResourceOverride&>(n);
        one(e.resources);
        all(e.operations);
        break;
    }
    case NodeKind::VirtualQuery: one(static_cast<const VirtualQuery&>(n).expr); break;
    case NodeKind::ExportedQuery: one(static_cast<const ExportedQuery&>(n).expr); break;
    case NodeKind::Collect: {
        const auto& e = static_cast<const Collect&>(n);
        one(e.type_expr);
        one(e.query);
        all(e.operations);
        break;
    }
    case NodeKind::HostClassDefinition: {
        const auto& e = static_cast<const HostClassDefinition&>(n);
        all(e.parameters);
        one(e.body);
        break;
    }
    case NodeKind::ResourceTypeDefinition: {
        const auto& e = static_cast<const ResourceTypeDefinition&>(n);
        all(e.parameters);
        one(e.body);
        break;
    }
    case NodeKind::FunctionDefinition: {
        const auto& e = static_cast<const FunctionDefinition&>(n);
        all(e.parameters);
        one(e.body);
        one(e.return_type);
        break;
    }
    case NodeKind::NodeDefinition: {
        const auto& e = static_cast<const NodeDefinition&>(n);
        one(e.parent);
        all(e.host_matches);
        one(e.body);
        break;
    }
    case NodeKind::TypeAlias: one(static_cast<const TypeAlias&>(n).type_expr); break;
    case NodeKind::TypeMapping: {
        const auto& e = static_cast<const TypeMapping&>(n);
        one(e.type_expr);
        one(e.mapping_expr);
        break;
    }
    case NodeKind::TypeDefinition: one(static_cast<const TypeDefinition&>(n).body); break;
    case NodeKind::Epp: one(static_cast<const Epp&>(n).body); break;
    case NodeKind::Program: one(static_cast<const Program&>(n).body); break;
    default: break;
    }
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
        case NodeKind::Selector: break;
        case NodeKind::Parenthesized: work.push_back(static_cast<const Parenthesized*>(n)->expr); break;
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
        default: return false;
        }
    }
    return true;
}

enum class NamespaceKind : std::uint8_t { None, BadModuleFile, Names };

class Checker {
public:
    Checker(const ParsedFile& file, const lexer::SourceManager& sm, lexer::Diagnostics& diags,
            const ParseOptions& opts)
        : m_file(file), m_sm(sm), m_diags(diags), m_opts(opts) {}

    void run();

private:
    template <class... Args>
    void accept(DiagId id, const Node& at, Args&&... args) {
        m_diags.report(id, m_file.file, at.begin, at.end, std::forward<Args>(args)...);
    }

    /// Checker4_0#container: the parent (up = 1), the grandparent (up = 2)... or null above the root.
    [[nodiscard]] const Node* container(std::size_t up = 1) const {
        return up <= m_path.size() ? m_path[m_path.size() - up] : nullptr;
    }

    void compute_file_namespace();

    void check(const Node& o);
    void check_assignment(const Assignment& o);
    void check_attribute_operation(const AttributeOperation& o);
    void check_attributes_operation(const AttributesOperation& o);
    void check_block(const Block& o);
    void check_call_named_function(const CallNamedFunction& o);
    void check_epp(const Epp& o);
    void check_case(const Case& o);
    void check_named_definition(const Node& o, std::string_view name);
    void check_type_alias(const TypeAlias& o);
    void check_type_mapping(const TypeMapping& o);
    void check_literal_integer(const LiteralInteger& o);
    void check_literal_hash(const LiteralHash& o);
    void check_node_definition(const NodeDefinition& o);
    void check_parameter(const Parameter& o);
    void check_resource_body(const ResourceBody& o);
    void check_selector(const Selector& o);
    void check_variable(const Variable& o);

    void top(const Node& definition);
    void assign(const Node& target);
    void rvalue(const Node* o);
    void relation(const Node* o);
    void query(const Node* o);
    void hostname(const NodeDefinition& node);
    void hostname_string(std::string_view name, const Node& at);

    void internal_check_file_namespace(const Node& o, std::string_view name);
    void internal_check_top_construct_in_module(const Program& program);
    void internal_check_return_type(const Node& o, const Node* return_type);
    void internal_check_type_ref(const Node& o, const Node& r);
    void internal_check_no_idem_last(const Node& o, const Node* body);
    void internal_check_capture_last(NodeList<Parameter> parameters);
    void internal_check_no_capture(NodeList<Parameter> parameters, const Node& container);
    void internal_check_reserved_type_name(const Node& o, std::string_view name);
    void internal_check_future_reserved_word(const Node& o, std::string_view name);
    void internal_check_reserved_params(const Node& o, NodeList<Parameter> parameters);
    void internal_check_parameter_name_uniqueness(NodeList<Parameter> parameters);
    void internal_check_illegal_assignment(const Node& value);

    const ParsedFile& m_file;
    const lexer::SourceManager& m_sm;
    lexer::Diagnostics& m_diags;
    const ParseOptions& m_opts;
    std::vector<const Node*> m_path; // containers of the node being checked, outermost first
    NamespaceKind m_namespace = NamespaceKind::None;
    std::string m_namespace_names; // "mymod::sub::foo" when m_namespace is Names
};

void Checker::run() {
    compute_file_namespace();
    const Program& program = *m_file.program;
    // Checker4_0#validate: check(model), the module top-construct check, then every contained element.
    internal_check_top_construct_in_module(program);

    struct Item {
        const Node* node;
        std::size_t depth;
    };
    std::vector<Item> stack{{&program, 0}};
    std::vector<const Node*> children;
    while (!stack.empty()) {
        Item item = stack.back();
        stack.pop_back();
        m_path.resize(item.depth);
        check(*item.node);
        m_path.push_back(item.node);
        children.clear();
        for_each_child(*item.node, [&](const Node& c) { children.push_back(&c); });
        for (auto it = children.rbegin(); it != children.rend(); ++it)
            stack.push_back({*it, item.depth + 1});
    }
}

// Checker4_0#namespace_for_file and #dir_to_names, from the module's name and the file's path inside it.
void Checker::compute_file_namespace() {
    m_namespace = NamespaceKind::None;
    if (m_opts.module_name.empty()) return;
    std::string relative = m_opts.module_name + "/" + m_opts.module_relative_path;
    // Only .pp files have a namespace (Pathname#extname; a bare ".pp" file name has no extension).
    std::string_view base = relative;
    if (auto slash = base.rfind('/'); slash != std::string_view::npos) base.remove_prefix(slash + 1);
    if (!base.ends_with(".pp") || base.find_first_not_of('.') >= base.size() - 3) return;

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
        m_namespace = NamespaceKind::BadModuleFile;
        return;
    }
    std::string names(parts[0]);
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
    m_namespace = NamespaceKind::Names;
    m_namespace_names = std::move(names);
}

void Checker::check(const Node& o) {
    switch (o.kind) {
    case NodeKind::Assignment: check_assignment(static_cast<const Assignment&>(o)); break;
    case NodeKind::AttributeOperation: check_attribute_operation(static_cast<const AttributeOperation&>(o)); break;
    case NodeKind::AttributesOperation:
        check_attributes_operation(static_cast<const AttributesOperation&>(o));
        break;
    // check_BinaryExpression
    case NodeKind::Arithmetic:
    case NodeKind::Comparison:
    case NodeKind::Match:
    case NodeKind::In:
    case NodeKind::And:
    case NodeKind::Or:
        for_each_child(o, [&](const Node& c) { rvalue(&c); });
        break;
    case NodeKind::Block: check_block(static_cast<const Block&>(o)); break;
    case NodeKind::CallNamedFunction: check_call_named_function(static_cast<const CallNamedFunction&>(o)); break;
    // Checker4_0 has a check_MethodCallExpression, but the model class is CallMethodExpression, so Puppet's
    // visitor never calls it: method calls (and CallFunctionExpression) are not checked.
    case NodeKind::Epp: check_epp(static_cast<const Epp&>(o)); break;
    case NodeKind::Heredoc: {
        const auto& e = static_cast<const Heredoc&>(o);
        // Only static text is checked here; interpolated text is checked by the evaluator.
        if (const auto* text = e.text != nullptr ? e.text->as<LiteralString>() : nullptr)
            detail::check_heredoc_syntax(e.syntax, text->value, *text, m_file.file, m_diags, m_opts);
        break;
    }
    case NodeKind::Case: check_case(static_cast<const Case&>(o)); break;
    case NodeKind::CaseOption:
        for (const Node* v : static_cast<const CaseOption&>(o).values)
            rvalue(v);
        break;
    case NodeKind::Collect: {
        const auto& e = static_cast<const Collect&>(o);
        if (e.type_expr != nullptr && !e.type_expr->is<QualifiedReference>())
            accept(DiagId::IllegalExpression, *e.type_expr, a_an_uc(*e.type_expr), "type name", a_an(o));
        break;
    }
    case NodeKind::NamedAccess: {
        const auto& e = static_cast<const NamedAccess&>(o);
        if (e.right != nullptr && !e.right->is<QualifiedName>()) {
            const Node* c = container();
            accept(DiagId::IllegalExpression, *e.right, a_an_uc(*e.right), "function name",
                   c != nullptr ? a_an(*c) : a_an("Undef Value"));
        }
        break;
    }
    case NodeKind::HostClassDefinition: {
        const auto& e = static_cast<const HostClassDefinition&>(o);
        check_named_definition(o, e.name);
        internal_check_no_capture(e.parameters, o);
        internal_check_parameter_name_uniqueness(e.parameters);
        internal_check_reserved_params(o, e.parameters);
        internal_check_no_idem_last(o, e.body);
        break;
    }
    case NodeKind::ResourceTypeDefinition: {
        const auto& e = static_cast<const ResourceTypeDefinition&>(o);
        check_named_definition(o, e.name);
        internal_check_no_capture(e.parameters, o);
        internal_check_parameter_name_uniqueness(e.parameters);
        internal_check_reserved_params(o, e.parameters);
        internal_check_no_idem_last(o, e.body);
        break;
    }
    case NodeKind::FunctionDefinition: {
        const auto& e = static_cast<const FunctionDefinition&>(o);
        check_named_definition(o, e.name);
        internal_check_return_type(o, e.return_type);
        internal_check_parameter_name_uniqueness(e.parameters);
        break;
    }
    case NodeKind::TypeAlias: check_type_alias(static_cast<const TypeAlias&>(o)); break;
    case NodeKind::TypeMapping: check_type_mapping(static_cast<const TypeMapping&>(o)); break;
    case NodeKind::TypeDefinition: {
        top(o);
        internal_check_reserved_type_name(o, static_cast<const TypeDefinition&>(o).name);
        // Puppet does not check the body yet; every type definition is unsupported.
        accept(DiagId::UnsupportedExpression, o, a_an(o));
        break;
    }
    case NodeKind::If: rvalue(static_cast<const If&>(o).test); break;
    case NodeKind::Unless: rvalue(static_cast<const Unless&>(o).test); break;
    case NodeKind::KeyedEntry: {
        const auto& e = static_cast<const KeyedEntry&>(o);
        rvalue(e.key);
        rvalue(e.value);
        break;
    }
    case NodeKind::Lambda: {
        const auto& e = static_cast<const Lambda&>(o);
        internal_check_capture_last(e.parameters);
        internal_check_return_type(o, e.return_type);
        break;
    }
    case NodeKind::LiteralList:
        for (const Node* v : static_cast<const LiteralList&>(o).values)
            rvalue(v);
        break;
    case NodeKind::LiteralInteger: check_literal_integer(static_cast<const LiteralInteger&>(o)); break;
    case NodeKind::LiteralHash: check_literal_hash(static_cast<const LiteralHash&>(o)); break;
    case NodeKind::NodeDefinition: check_node_definition(static_cast<const NodeDefinition&>(o)); break;
    case NodeKind::QualifiedReference: {
        std::string_view name = static_cast<const QualifiedReference&>(o).cased_value;
        if (!is_classref_ext(name)) accept(DiagId::IllegalClassref, o, name);
        break;
    }
    case NodeKind::VirtualQuery: query(static_cast<const VirtualQuery&>(o).expr); break;
    case NodeKind::ExportedQuery: query(static_cast<const ExportedQuery&>(o).expr); break;
    case NodeKind::Parameter: check_parameter(static_cast<const Parameter&>(o)); break;
    case NodeKind::Relationship: {
        const auto& e = static_cast<const Relationship&>(o);
        relation(e.left);
        relation(e.right);
        break;
    }
    case NodeKind::Resource: {
        const auto& e = static_cast<const Resource&>(o);
        const auto* type_name = e.type_name != nullptr ? e.type_name->as<QualifiedName>() : nullptr;
        if (e.form != ResourceForm::Regular && type_name != nullptr && type_name->value == "class")
            accept(DiagId::ClassNotVirtualizable, o);
        break;
    }
    case NodeKind::ResourceBody: check_resource_body(static_cast<const ResourceBody&>(o)); break;
    case NodeKind::ResourceDefaults:
        if (static_cast<const ResourceDefaults&>(o).form != ResourceForm::Regular)
            accept(DiagId::NotVirtualizeable, o);
        break;
    case NodeKind::ResourceOverride:
        if (static_cast<const ResourceOverride&>(o).form != ResourceForm::Regular)
            accept(DiagId::NotVirtualizeable, o);
        break;
    // pp's ReservedWord has no `future` flag: the grammar only makes reserved words of `private` and
    // `attr`, which are not future words.
    case NodeKind::ReservedWord: accept(DiagId::ReservedWord, o, static_cast<const ReservedWord&>(o).word); break;
    case NodeKind::Selector: check_selector(static_cast<const Selector&>(o)); break;
    case NodeKind::SelectorEntry: rvalue(static_cast<const SelectorEntry&>(o).matching); break;
    // check_UnaryExpression
    case NodeKind::Not:
    case NodeKind::UnaryMinus:
    case NodeKind::Unfold:
    case NodeKind::Parenthesized:
    case NodeKind::Text:
    case NodeKind::RenderExpression: rvalue(unary_operand(o)); break;
    case NodeKind::Variable: check_variable(static_cast<const Variable&>(o)); break;
    // check_AccessExpression would report MISSING_INDEX for `x[]`, an issue issues.rb does not even define;
    // the grammar cannot produce it.
    default: break;
    }
}

void Checker::check_assignment(const Assignment& o) {
    if (o.op == "=") {
        if (o.left != nullptr) assign(*o.left);
        rvalue(o.right);
    } else if (o.op == "+=" || o.op == "-=") {
        accept(DiagId::AppendsDeletesNoLongerSupported, o, o.op);
    } else {
        accept(DiagId::UnsupportedOperator, o, o.op);
    }
}

void Checker::check_attribute_operation(const AttributeOperation& o) {
    if (o.op == "+>") {
        const Node* p = container();
        if (p == nullptr || !(p->is<Collect>() || p->is<ResourceOverride>()))
            accept(DiagId::IllegalAttributeAppend, o, o.name, p != nullptr ? a_an(*p) : a_an("Undef Value"));
    }
    rvalue(o.value);
}

void Checker::check_attributes_operation(const AttributesOperation& o) {
    const Node* p = container();
    if (!is_abstract_resource(p) && !(p != nullptr && p->is<Collect>())) {
        // In a resource body the grandparent is the resource, which is fine.
        const Node* parent2 = p == nullptr ? &o : container(2);
        if (!is_abstract_resource(parent2)) {
            const Node& at = parent2 != nullptr ? *parent2 : o;
            accept(DiagId::UnsupportedOperatorInContext, at, "* =>",
                   parent2 != nullptr ? a_an(*parent2) : a_an("Undef Value"));
        }
    }
    rvalue(o.expr);
}

void Checker::check_block(const Block& o) {
    if (resource_without_title(&o)) {
        accept(DiagId::ResourceWithoutTitle, o, static_cast<const QualifiedName*>(o.statements[0])->value);
        return;
    }
    for (std::size_t i = 0; i + 1 < o.statements.size(); ++i) {
        const Node* statement = o.statements[i];
        if (idem(statement)) {
            accept(DiagId::IdemExpressionNotLast, *statement, label(*statement));
            break; // only the first is flagged
        }
    }
}

void Checker::check_call_named_function(const CallNamedFunction& o) {
    const Node* functor = o.functor;
    if (functor == nullptr) return;
    // A call to a type (`Integer(x)`, `Array[Integer](x)`) or a named function.
    if (functor->is<QualifiedReference>() || functor->is<QualifiedName>()) return;
    if (const auto* access = functor->as<Access>(); access != nullptr && access->left != nullptr &&
                                                    access->left->is<QualifiedReference>())
        return;
    if (functor->is<RenderString>()) {
        // `text <%(...)%>`: usually EPP parameters written after leading text.
        accept(DiagId::IllegalEppParameters, o);
        return;
    }
    accept(DiagId::IllegalExpression, *functor, a_an_uc(*functor), "function name", a_an(o));
}

void Checker::check_epp(const Epp& o) {
    const Node* p = container();
    if (const auto* lambda = p != nullptr ? p->as<Lambda>() : nullptr) {
        internal_check_no_capture(lambda->parameters, o);
        internal_check_parameter_name_uniqueness(lambda->parameters);
    }
}

void Checker::check_case(const Case& o) {
    rvalue(o.test);
    // Every `default` after the first is unreachable.
    bool found_default = false;
    for (const CaseOption* option : o.options) {
        for (const Node* value : option->values) {
            if (value->is<LiteralDefault>()) {
                if (found_default) accept(DiagId::DuplicateDefault, *value, label(o));
                found_default = true;
            }
        }
    }
}

void Checker::check_selector(const Selector& o) {
    rvalue(o.left);
    // Only the second `default` is flagged.
    int defaults = 0;
    for (const SelectorEntry* entry : o.entries) {
        if (entry->matching != nullptr && entry->matching->is<LiteralDefault>() && ++defaults == 2) {
            accept(DiagId::DuplicateDefault, *entry->matching, label(o));
            break;
        }
    }
}

// check_NamedDefinition: classes, defines and functions.
void Checker::check_named_definition(const Node& o, std::string_view name) {
    top(o);
    if (!is_classref_decl(name)) accept(DiagId::IllegalDefinitionName, o, name, a_an(o));
    internal_check_file_namespace(o, name);
    internal_check_reserved_type_name(o, name);
    internal_check_future_reserved_word(o, name);
}

void Checker::check_type_alias(const TypeAlias& o) {
    top(o);
    if (!is_classref_ext_decl(o.name)) accept(DiagId::IllegalDefinitionName, o, o.name, a_an(o));
    internal_check_reserved_type_name(o, o.name);
    if (o.type_expr != nullptr) internal_check_type_ref(o, *o.type_expr);
}

void Checker::check_type_mapping(const TypeMapping& o) {
    top(o);
    enum { NotRuntime, Runtime, RuntimePattern } lhs_type = NotRuntime;
    if (const auto* lhs = o.type_expr != nullptr ? o.type_expr->as<Access>() : nullptr) {
        const auto* left = lhs->left != nullptr ? lhs->left->as<QualifiedReference>() : nullptr;
        if (left != nullptr && left->cased_value == "Runtime") {
            lhs_type = Runtime;
            if (lhs->keys.size() == 2 && pattern_with_replacement(lhs->keys[1])) lhs_type = RuntimePattern;
        }
    }
    if (lhs_type == NotRuntime) {
        // Something other than Runtime[...] on the left: not a type mapping.
        accept(DiagId::UnsupportedExpression, o, a_an(o));
        return;
    }
    const Node* rhs = o.mapping_expr;
    if (pattern_with_replacement(rhs)) {
        if (lhs_type == Runtime) accept(DiagId::IllegalSingleTypeMapping, o, a_an_uc(o));
    } else if (type_ref(rhs)) {
        if (lhs_type == RuntimePattern) accept(DiagId::IllegalRegexpTypeMapping, o, a_an_uc(o));
    } else {
        accept(lhs_type == Runtime ? DiagId::IllegalSingleTypeMapping : DiagId::IllegalRegexpTypeMapping, o,
               a_an_uc(o));
    }
}

void Checker::check_literal_integer(const LiteralInteger& o) {
    // The value is outside Puppet's 64-bit Integer range; Puppet prints it with "%#+x".
    if (!o.overflow) return;
    bool negative = o.text.starts_with('-');
    accept(DiagId::NumericOverflow, o, a_an_uc(o), negative ? "min" : "max",
           detail::integer_text_to_signed_hex(o.text));
}

void Checker::check_literal_hash(const LiteralHash& o) {
    // validator_factory_4_0: DUPLICATE_KEY is ignored when strict is off, else has strict's severity.
    if (m_opts.strict == Strictness::Off) return;
    std::unordered_set<std::string> unique;
    std::string identity;
    std::string display;
    for (const KeyedEntry* entry : o.entries) {
        // Keys that are not literal values cannot be compared statically.
        if (!detail::literal_key(entry->key, identity, display)) continue;
        if (!unique.insert(identity).second) {
            accept(DiagId::DuplicateKey, *entry, display);
            if (m_opts.strict == Strictness::Error) m_diags.set_last_severity(lexer::Severity::Error);
        }
    }
}

void Checker::check_node_definition(const NodeDefinition& o) {
    hostname(o);
    top(o);
    internal_check_no_idem_last(o, o.body);
    if (o.parent != nullptr) accept(DiagId::IllegalNodeInheritance, *o.parent);
}

void Checker::check_parameter(const Parameter& o) {
    if (is_numeric_parameter(o.name)) accept(DiagId::IllegalNumericParameter, o, o.name);
    if (!is_param_name(o.name)) accept(DiagId::IllegalParamName, o, o.name);
    if (o.value != nullptr) internal_check_illegal_assignment(*o.value);
}

void Checker::check_resource_body(const ResourceBody& o) {
    bool seen_unfolding = false;
    for (const Node* op : o.operations) {
        if (!op->is<AttributesOperation>()) continue;
        if (seen_unfolding)
            accept(DiagId::MultipleAttributesUnfold, *op);
        else
            seen_unfolding = true;
    }
}

// check_VariableExpression: $0 or a decimal without leading zero, or a VAR_NAME.
void Checker::check_variable(const Variable& o) {
    const Node* name_expr = o.expr;
    std::string_view name;
    if (const auto* qn = name_expr != nullptr ? name_expr->as<QualifiedName>() : nullptr) {
        name = qn->value;
    } else if (const auto* number = name_expr != nullptr ? name_expr->as<LiteralInteger>() : nullptr) {
        // Puppet's parser names every variable with a QualifiedName ("0", "00"); pp may use an integer for
        // a numeric name, so its source text gets the check Puppet applies to the name.
        name = number->text;
    } else {
        accept(DiagId::IllegalExpression, o, a_an_uc(o), "name", a_an(o));
        return;
    }
    if (!name.empty() && is_digit(name[0])) {
        if (!is_numeric_var_name(name)) accept(DiagId::IllegalNumericVarName, o, name);
    } else if (!is_var_name(name)) {
        accept(DiagId::IllegalVarName, o, name);
    }
}

// Checker4_0#top: may `definition` appear where it is? Walks out through the containers; pp's unwrapped
// single-statement bodies are handled as the BlockExpression Puppet has there.
void Checker::top(const Node& definition) {
    bool absolute_only = definition.is<FunctionDefinition>() || definition.is<TypeAlias>() ||
                         definition.is<TypeDefinition>();
    const Node* below = &definition;
    for (std::size_t i = m_path.size(); i-- > 0;) {
        const Node* o = m_path[i];
        // A BlockExpression (real, or the one Puppet would have between `o` and `below`) is fine at top
        // level or as the body of a class; functions, type aliases and type definitions may only be in the
        // program's own block.
        bool virtual_block = has_virtual_block(*o, *below);
        if (virtual_block && absolute_only && !o->is<Program>()) {
            accept(DiagId::NotAbsoluteTopLevel, definition, a_an_uc(definition));
            return;
        }
        switch (o->kind) {
        case NodeKind::Program:
        case NodeKind::HostClassDefinition: return;
        case NodeKind::Block: {
            const Node* c = i > 0 ? m_path[i - 1] : nullptr;
            if (absolute_only && (c == nullptr || !c->is<Program>())) {
                accept(DiagId::NotAbsoluteTopLevel, definition, a_an_uc(definition));
                return;
            }
            break;
        }
        default:
            // A lambda, or any other expression: not at top level.
            accept(DiagId::NotTopLevel, definition);
            return;
        }
        below = o;
    }
}

// Checker4_0#assign: is `target` assignable?
void Checker::assign(const Node& target) {
    std::vector<const Node*> work{&target};
    while (!work.empty()) {
        const Node* o = work.back();
        work.pop_back();
        switch (o->kind) {
        case NodeKind::Variable: {
            const Node* expr = static_cast<const Variable*>(o)->expr;
            std::string name;
            if (const auto* qn = expr != nullptr ? expr->as<QualifiedName>() : nullptr)
                name = qn->value;
            else if (const auto* qr = expr != nullptr ? expr->as<QualifiedReference>() : nullptr)
                name = downcase(qr->cased_value);
            else if (const auto* number = expr != nullptr ? expr->as<LiteralInteger>() : nullptr)
                name = number->text; // see check_variable
            if (is_numeric_var_name(name)) accept(DiagId::IllegalNumericAssignment, *o, name);
            if (name.find("::") != std::string::npos) accept(DiagId::CrossScopeAssignment, *o, name);
            break;
        }
        // ILLEGAL_INDEXED_ASSIGNMENT is always reported in Puppet 7, so assignment via index is never
        // examined further (and ILLEGAL_ASSIGNMENT_VIA_INDEX never happens).
        case NodeKind::Access: accept(DiagId::IllegalIndexedAssignment, *o); break;
        case NodeKind::LiteralList: {
            const auto& values = static_cast<const LiteralList*>(o)->values;
            for (auto it = values.rbegin(); it != values.rend(); ++it)
                work.push_back(*it);
            break;
        }
        default: accept(DiagId::IllegalAssignment, *o, a_an(*o)); break;
        }
    }
}

// Checker4_0#rvalue: does `o` produce a value? Collectors and definitions do not.
void Checker::rvalue(const Node* o) {
    while (o != nullptr) {
        if (o->is<Collect>() || is_definition(o)) {
            accept(DiagId::NotRvalue, *o, a_an_uc(*o));
            return;
        }
        if (!is_unary(*o)) return;
        o = unary_operand(*o);
    }
}

// Checker4_0#relation: an operand of -> ~> <- <~; collectors and relationships are fine.
void Checker::relation(const Node* o) {
    if (o == nullptr || o->is<Collect>() || o->is<Relationship>()) return;
    rvalue(o);
}

// Checker4_0#query: what a collector's query may contain.
void Checker::query(const Node* o) {
    std::vector<const Node*> work;
    if (o != nullptr) work.push_back(o);
    while (!work.empty()) {
        const Node* n = work.back();
        work.pop_back();
        switch (n->kind) {
        case NodeKind::Comparison: {
            std::string_view op = static_cast<const Comparison*>(n)->op;
            if (op != "==" && op != "!=") accept(DiagId::IllegalQueryExpression, *n, a_an_uc(*n));
            break;
        }
        case NodeKind::And: {
            const auto* e = static_cast<const And*>(n);
            if (e->right != nullptr) work.push_back(e->right);
            if (e->left != nullptr) work.push_back(e->left);
            break;
        }
        case NodeKind::Or: {
            const auto* e = static_cast<const Or*>(n);
            if (e->right != nullptr) work.push_back(e->right);
            if (e->left != nullptr) work.push_back(e->left);
            break;
        }
        case NodeKind::Parenthesized:
            if (const Node* inner = static_cast<const Parenthesized*>(n)->expr) work.push_back(inner);
            break;
        case NodeKind::Variable:
        case NodeKind::QualifiedName:
        case NodeKind::LiteralInteger:
        case NodeKind::LiteralFloat:
        case NodeKind::LiteralString:
        case NodeKind::RenderString:
        case NodeKind::LiteralBoolean: break;
        default: accept(DiagId::IllegalQueryExpression, *n, a_an_uc(*n)); break;
        }
    }
}

// Checker4_0#hostname over a node's host matches.
void Checker::hostname(const NodeDefinition& node) {
    for (const Node* o : node.host_matches) {
        switch (o->kind) {
        // hostname_LiteralValue / _QualifiedName / _QualifiedReference: the value's text.
        case NodeKind::LiteralString: hostname_string(static_cast<const LiteralString*>(o)->value, *o); break;
        case NodeKind::RenderString: hostname_string(static_cast<const RenderString*>(o)->value, *o); break;
        case NodeKind::QualifiedName: hostname_string(static_cast<const QualifiedName*>(o)->value, *o); break;
        case NodeKind::QualifiedReference:
            hostname_string(downcase(static_cast<const QualifiedReference*>(o)->cased_value), *o);
            break;
        case NodeKind::LiteralBoolean: break; // "true" / "false"
        case NodeKind::LiteralInteger:
        case NodeKind::LiteralFloat:
        case NodeKind::LiteralDefault:
        case NodeKind::LiteralRegex: break; // always ok
        case NodeKind::ConcatenatedString: {
            // Only a string without interpolation is accepted.
            const auto& segments = static_cast<const ConcatenatedString*>(o)->segments;
            auto text = std::find_if(segments.begin(), segments.end(),
                                     [](const Node* s) { return s->is<Text>(); });
            if (text != segments.end()) {
                const Node* expr = static_cast<const Text*>(*text)->expr;
                accept(DiagId::IllegalHostnameInterpolation, expr != nullptr ? *expr : **text);
            } else if (segments.size() != 1) {
                accept(DiagId::IllegalHostnameInterpolation, *o);
            }
            // A single plain segment: Puppet matches the segment object (not its text) against the
            // pattern, which never matches.
            break;
        }
        default: accept(DiagId::IllegalExpression, *o, a_an_uc(*o), "hostname", a_an(node)); break;
        }
    }
}

// Patterns::ILLEGAL_HOSTNAME_CHARS = /[^-\w.]/.
void Checker::hostname_string(std::string_view name, const Node& at) {
    bool illegal = std::any_of(name.begin(), name.end(), [](char c) { return !is_word(c) && c != '-' && c != '.'; });
    if (illegal) accept(DiagId::IllegalHostnameChars, at, name);
}

void Checker::internal_check_file_namespace(const Node& o, std::string_view name) {
    if (m_namespace == NamespaceKind::None) return;
    // Case-insensitive prefix test, as Puppet does it (so "mymod::foobar" is accepted in foo.pp).
    if (m_namespace == NamespaceKind::BadModuleFile || !downcase(name).starts_with(m_namespace_names))
        accept(DiagId::IllegalDefinitionLocation, o, name, m_sm.file(m_file.file).path());
}

void Checker::internal_check_top_construct_in_module(const Program& program) {
    // Files in a module's autoloaded places may only contain definitions (not node definitions).
    if (program.body == nullptr || m_namespace == NamespaceKind::None) return;
    const Node* body = program.body;
    if (body->is<Nop>()) return; // empty or comment-only file
    auto valid = [](const Node* s) { return is_definition(s) && !s->is<NodeDefinition>(); };
    if (const auto* block = body->as<Block>()) {
        for (const Node* s : block->statements) {
            if (!valid(s)) accept(DiagId::IllegalTopConstructLocation, *s, label(*s));
        }
    } else if (!valid(body)) {
        accept(DiagId::IllegalTopConstructLocation, *body, label(*body));
    }
}

void Checker::internal_check_return_type(const Node& o, const Node* return_type) {
    if (return_type != nullptr) internal_check_type_ref(o, *return_type);
}

void Checker::internal_check_type_ref(const Node& o, const Node& r) {
    const Node* n = &r;
    if (const auto* access = r.as<Access>()) n = access->left;
    if (const auto* qr = n != nullptr ? n->as<QualifiedReference>() : nullptr)
        internal_check_future_reserved_word(r, downcase(qr->cased_value));
    else
        accept(DiagId::IllegalExpression, r, a_an_uc(r), "a type reference", a_an(o));
}

void Checker::internal_check_no_idem_last(const Node& o, const Node* body) {
    // ends_with_idem over Puppet's body, which is always a block: its last statement. When pp's body is a
    // single statement (or the block of a resource without title) it is that last statement.
    const Node* last = body;
    if (const auto* block = body != nullptr ? body->as<Block>() : nullptr;
        block != nullptr && !resource_without_title(block)) {
        last = block->statements.empty() ? nullptr : block->statements.back();
    }
    if (last == nullptr || !idem(last) || resource_without_title(last)) return;
    accept(DiagId::IdemNotAllowedLast, *last, label(*last), a_an_uc(o));
}

void Checker::internal_check_capture_last(NodeList<Parameter> parameters) {
    for (std::size_t i = 0; i < parameters.size(); ++i) {
        const Parameter& p = *parameters[i];
        if (p.captures_rest && i + 1 != parameters.size()) accept(DiagId::CapturesRestNotLast, p, p.name);
    }
}

void Checker::internal_check_no_capture(NodeList<Parameter> parameters, const Node& container) {
    for (const Parameter* p : parameters) {
        if (p->captures_rest) accept(DiagId::CapturesRestNotSupported, *p, p->name, a_an(container));
    }
}

void Checker::internal_check_reserved_type_name(const Node& o, std::string_view name) {
    if (is_reserved_type_name(name)) accept(DiagId::ReservedTypeName, o, name, a_an(o));
}

void Checker::internal_check_future_reserved_word(const Node& o, std::string_view name) {
    if (is_future_reserved_word(name)) accept(DiagId::FutureReservedWord, o, name);
}

void Checker::internal_check_reserved_params(const Node& o, NodeList<Parameter> parameters) {
    for (const Parameter* p : parameters) {
        if (p->name == "name" || p->name == "title") accept(DiagId::ReservedParameter, *p, p->name, the(o));
    }
}

void Checker::internal_check_parameter_name_uniqueness(NodeList<Parameter> parameters) {
    std::unordered_set<std::string_view> unique;
    for (const Parameter* p : parameters) {
        if (!unique.insert(p->name).second) accept(DiagId::DuplicateParameter, *p, p->name);
    }
}

// An assignment anywhere in a parameter's default value, except inside a lambda (which may assign its
// own local variables).
void Checker::internal_check_illegal_assignment(const Node& value) {
    std::vector<const Node*> work{&value};
    std::vector<const Node*> children;
    while (!work.empty()) {
        const Node* o = work.back();
        work.pop_back();
        if (o->is<Assignment>()) {
            accept(DiagId::IllegalAssignmentContext, *o);
            continue;
        }
        if (o->is<Lambda>()) continue;
        children.clear();
        for_each_child(*o, [&](const Node& c) { children.push_back(&c); });
        for (auto it = children.rbegin(); it != children.rend(); ++it)
            work.push_back(*it);
    }
}

} // namespace

void validate(const ParsedFile& file, const lexer::SourceManager& sm, lexer::Diagnostics& diags,
              const ParseOptions& opts) {
    if (file.program == nullptr) return;
    Checker checker(file, sm, diags, opts);
    checker.run();
}

} // namespace pp::parser
