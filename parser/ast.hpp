#pragma once
// pp's AST: Puppet's model (lib/puppet/pops/model/ast.pp) as `final` node classes allocated in the arena
// of their ParsedFile and never mutated after the AstBuilder hands them out. Passes switch on `kind`.
//
// Every node is trivially destructible: strings are views into the arena and child lists are arena
// arrays, so freeing the arena frees the tree.

#include "parser/arena.hpp"

#include <cstdint>
#include <span>
#include <string_view>

namespace pp::parser {

enum class NodeKind : std::uint8_t {
    Nop,
    // literals
    LiteralString,
    LiteralInteger,
    LiteralFloat,
    LiteralBoolean,
    LiteralUndef,
    LiteralDefault,
    LiteralRegex,
    LiteralList,
    LiteralHash,
    KeyedEntry,
    QualifiedName,
    QualifiedReference,
    ReservedWord,
    Variable,
    // unary
    Not,
    UnaryMinus,
    Unfold,
    Parenthesized,
    Text,
    // binary
    Arithmetic,
    Comparison,
    Match,
    In,
    And,
    Or,
    Assignment,
    Relationship,
    NamedAccess,
    Access,
    // strings
    ConcatenatedString,
    Heredoc,
    // control
    Block,
    If,
    Unless,
    Case,
    CaseOption,
    Selector,
    SelectorEntry,
    // calls
    CallNamedFunction,
    CallMethod,
    CallFunction,
    Lambda,
    Parameter,
    // catalog
    Resource,
    ResourceBody,
    ResourceDefaults,
    ResourceOverride,
    AttributeOperation,
    AttributesOperation,
    Collect,
    VirtualQuery,
    ExportedQuery,
    // definitions
    HostClassDefinition,
    ResourceTypeDefinition,
    FunctionDefinition,
    NodeDefinition,
    TypeAlias,
    TypeMapping,
    TypeDefinition,
    // templates
    Epp,
    RenderString,
    RenderExpression,
    Program,
};

/// The printable Puppet model class name of a kind ("ResourceExpression"), as used in Puppet's messages.
std::string_view kind_name(NodeKind kind);

/// A node. `begin`/`end` are byte offsets into the file the node was parsed from ([begin, end)).
struct Node {
    NodeKind kind;
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
    /// The parse cache's writer only: the 1-based index this node was written under, 0 outside a write.
    /// Kept in the node (the space of padding in most kinds) because a table of every node's address
    /// was the largest allocation of a large file's cold parse.
    mutable std::uint32_t written = 0;

    explicit Node(NodeKind k) : kind(k) {}

    template <class T>
    [[nodiscard]] const T* as() const {
        return kind == T::Kind ? static_cast<const T*>(this) : nullptr;
    }
    template <class T>
    [[nodiscard]] bool is() const {
        return kind == T::Kind;
    }
};

template <class T = Node>
using NodeList = std::span<T* const>;

#define PP_NODE(Name)                                                                                        \
    static constexpr NodeKind Kind = NodeKind::Name;                                                         \
    Name() : Node(Kind) {}

struct Nop final : Node {
    PP_NODE(Nop)
};

struct LiteralString final : Node {
    PP_NODE(LiteralString)
    std::string_view value;
};

struct LiteralInteger final : Node {
    PP_NODE(LiteralInteger)
    std::int64_t value = 0;
    int radix = 10;
    /// The literal does not fit in 64 bits (the validator reports NUMERIC_OVERFLOW); `text` is exact.
    bool overflow = false;
    std::string_view text; ///< source text, e.g. "0x1F"
};

struct LiteralFloat final : Node {
    PP_NODE(LiteralFloat)
    double value = 0;
    std::string_view text;
};

struct LiteralBoolean final : Node {
    PP_NODE(LiteralBoolean)
    bool value = false;
};

struct LiteralUndef final : Node {
    PP_NODE(LiteralUndef)
};

struct LiteralDefault final : Node {
    PP_NODE(LiteralDefault)
};

struct LiteralRegex final : Node {
    PP_NODE(LiteralRegex)
    std::string_view pattern; ///< between the slashes, with `\/` already turned into `/`
};

struct LiteralList final : Node {
    PP_NODE(LiteralList)
    NodeList<> values;
};

struct KeyedEntry final : Node {
    PP_NODE(KeyedEntry)
    Node* key = nullptr;
    Node* value = nullptr;
};

struct LiteralHash final : Node {
    PP_NODE(LiteralHash)
    NodeList<KeyedEntry> entries;
    /// Written without braces (`f(a => 1)`, `Struct[a => T]`).
    bool unfolded = false;
};

struct QualifiedName final : Node {
    PP_NODE(QualifiedName)
    std::string_view value;
};

struct QualifiedReference final : Node {
    PP_NODE(QualifiedReference)
    std::string_view cased_value; ///< as written: "Apache::Vhost"
};

struct ReservedWord final : Node {
    PP_NODE(ReservedWord)
    std::string_view word;
};

/// `$x`: `expr` is a QualifiedName (`x`, `::x`, `a::b`) or, for `$0`/`${1}`, a LiteralInteger.
struct Variable final : Node {
    PP_NODE(Variable)
    Node* expr = nullptr;
};

struct Not final : Node {
    PP_NODE(Not)
    Node* expr = nullptr;
};
struct UnaryMinus final : Node {
    PP_NODE(UnaryMinus)
    Node* expr = nullptr;
};
struct Unfold final : Node {
    PP_NODE(Unfold)
    Node* expr = nullptr;
};
struct Parenthesized final : Node {
    PP_NODE(Parenthesized)
    Node* expr = nullptr;
};
/// One interpolated segment of a double-quoted string: "${expr}".
struct Text final : Node {
    PP_NODE(Text)
    Node* expr = nullptr;
};

/// Binary operators that carry an operator string.
struct Arithmetic final : Node {
    PP_NODE(Arithmetic)
    std::string_view op; ///< + - * / % << >>
    Node* left = nullptr;
    Node* right = nullptr;
};
struct Comparison final : Node {
    PP_NODE(Comparison)
    std::string_view op; ///< == != < <= > >=
    Node* left = nullptr;
    Node* right = nullptr;
};
struct Match final : Node {
    PP_NODE(Match)
    std::string_view op; ///< =~ !~
    Node* left = nullptr;
    Node* right = nullptr;
};
struct In final : Node {
    PP_NODE(In)
    Node* left = nullptr;
    Node* right = nullptr;
};
struct And final : Node {
    PP_NODE(And)
    Node* left = nullptr;
    Node* right = nullptr;
};
struct Or final : Node {
    PP_NODE(Or)
    Node* left = nullptr;
    Node* right = nullptr;
};
struct Assignment final : Node {
    PP_NODE(Assignment)
    std::string_view op; ///< = += -=
    Node* left = nullptr;
    Node* right = nullptr;
};
struct Relationship final : Node {
    PP_NODE(Relationship)
    std::string_view op; ///< -> ~> <- <~
    Node* left = nullptr;
    Node* right = nullptr;
};
/// `left.right` where right is a QualifiedName; only ever the functor of a CallMethod.
struct NamedAccess final : Node {
    PP_NODE(NamedAccess)
    Node* left = nullptr;
    Node* right = nullptr;
};
struct Access final : Node {
    PP_NODE(Access)
    Node* left = nullptr;
    NodeList<> keys;
};

struct ConcatenatedString final : Node {
    PP_NODE(ConcatenatedString)
    NodeList<> segments; ///< LiteralString and Text nodes; empty literal segments are dropped
};

struct Heredoc final : Node {
    PP_NODE(Heredoc)
    std::string_view syntax; ///< "" when none given
    Node* text = nullptr;    ///< LiteralString or ConcatenatedString
};

struct Block final : Node {
    PP_NODE(Block)
    NodeList<> statements;
};

struct If final : Node {
    PP_NODE(If)
    Node* test = nullptr;
    Node* then_expr = nullptr; ///< may be null (empty block)
    Node* else_expr = nullptr; ///< may be null; an `elsif` is a nested If
};

struct Unless final : Node {
    PP_NODE(Unless)
    Node* test = nullptr;
    Node* then_expr = nullptr;
    Node* else_expr = nullptr;
};

struct CaseOption final : Node {
    PP_NODE(CaseOption)
    NodeList<> values;
    Node* then_expr = nullptr; ///< null for `x: {}`; a Block when it has several statements
};

struct Case final : Node {
    PP_NODE(Case)
    Node* test = nullptr;
    NodeList<CaseOption> options;
};

struct SelectorEntry final : Node {
    PP_NODE(SelectorEntry)
    Node* matching = nullptr;
    Node* value = nullptr;
};

struct Selector final : Node {
    PP_NODE(Selector)
    Node* left = nullptr;
    NodeList<SelectorEntry> entries;
};

struct Parameter final : Node {
    PP_NODE(Parameter)
    std::string_view name; ///< without the `$`
    Node* value = nullptr; ///< default value expression, may be null
    Node* type_expr = nullptr;
    bool captures_rest = false;
};

struct Lambda final : Node {
    PP_NODE(Lambda)
    NodeList<Parameter> parameters;
    Node* body = nullptr; ///< may be null
    Node* return_type = nullptr;
};

/// `f(args)` / statement call `f args`. `rval_required` is false for a call in statement position.
struct CallNamedFunction final : Node {
    PP_NODE(CallNamedFunction)
    Node* functor = nullptr; ///< QualifiedName, QualifiedReference (`Integer(x)`) or any expression
    NodeList<> arguments;
    Lambda* lambda = nullptr;
    bool rval_required = true;
};

struct CallMethod final : Node {
    PP_NODE(CallMethod)
    Node* functor = nullptr; ///< a NamedAccess
    NodeList<> arguments;
    Lambda* lambda = nullptr;
    bool rval_required = true;
};

/// Kept for completeness of the model (a call whose functor is not a name); the parser never makes one.
struct CallFunction final : Node {
    PP_NODE(CallFunction)
    Node* functor = nullptr;
    NodeList<> arguments;
    Lambda* lambda = nullptr;
    bool rval_required = true;
};

enum class ResourceForm : std::uint8_t { Regular, Virtual, Exported };
std::string_view form_name(ResourceForm form);

struct AttributeOperation final : Node {
    PP_NODE(AttributeOperation)
    std::string_view name;
    std::string_view op; ///< => or +>
    Node* value = nullptr;
};

/// `* => expr`
struct AttributesOperation final : Node {
    PP_NODE(AttributesOperation)
    Node* expr = nullptr;
};

struct ResourceBody final : Node {
    PP_NODE(ResourceBody)
    Node* title = nullptr;
    NodeList<> operations; ///< AttributeOperation / AttributesOperation
};

struct Resource final : Node {
    PP_NODE(Resource)
    Node* type_name = nullptr; ///< QualifiedName (`file`, `class`) or another expression
    NodeList<ResourceBody> bodies;
    ResourceForm form = ResourceForm::Regular;
};

struct ResourceDefaults final : Node {
    PP_NODE(ResourceDefaults)
    Node* type_ref = nullptr;
    NodeList<> operations;
    ResourceForm form = ResourceForm::Regular;
};

struct ResourceOverride final : Node {
    PP_NODE(ResourceOverride)
    Node* resources = nullptr;
    NodeList<> operations;
    ResourceForm form = ResourceForm::Regular;
};

struct VirtualQuery final : Node {
    PP_NODE(VirtualQuery)
    Node* expr = nullptr; ///< null for `<| |>`
};
struct ExportedQuery final : Node {
    PP_NODE(ExportedQuery)
    Node* expr = nullptr;
};

struct Collect final : Node {
    PP_NODE(Collect)
    Node* type_expr = nullptr;
    Node* query = nullptr; ///< VirtualQuery or ExportedQuery
    NodeList<> operations;
};

struct HostClassDefinition final : Node {
    PP_NODE(HostClassDefinition)
    std::string_view name; ///< fully qualified (nested classes get their parent's prefix)
    NodeList<Parameter> parameters;
    Node* body = nullptr;
    std::string_view parent_class; ///< empty when none; may be "default"
    bool has_parent = false;
};

struct ResourceTypeDefinition final : Node {
    PP_NODE(ResourceTypeDefinition)
    std::string_view name;
    NodeList<Parameter> parameters;
    Node* body = nullptr;
};

struct FunctionDefinition final : Node {
    PP_NODE(FunctionDefinition)
    std::string_view name;
    NodeList<Parameter> parameters;
    Node* body = nullptr;
    Node* return_type = nullptr;
};

struct NodeDefinition final : Node {
    PP_NODE(NodeDefinition)
    NodeList<> host_matches; ///< LiteralString, LiteralDefault, LiteralRegex or ConcatenatedString
    Node* parent = nullptr;
    Node* body = nullptr;
};

struct TypeAlias final : Node {
    PP_NODE(TypeAlias)
    std::string_view name;
    Node* type_expr = nullptr;
};

struct TypeMapping final : Node {
    PP_NODE(TypeMapping)
    Node* type_expr = nullptr;
    Node* mapping_expr = nullptr;
};

struct TypeDefinition final : Node {
    PP_NODE(TypeDefinition)
    std::string_view name;
    std::string_view parent; ///< empty when none
    Node* body = nullptr;
};

/// Body of an EPP template; always wrapped in a Lambda whose parameters are the template's.
struct Epp final : Node {
    PP_NODE(Epp)
    bool parameters_specified = false;
    Node* body = nullptr;
};

struct RenderString final : Node {
    PP_NODE(RenderString)
    std::string_view value;
};

struct RenderExpression final : Node {
    PP_NODE(RenderExpression)
    Node* expr = nullptr;
};

struct Program final : Node {
    PP_NODE(Program)
    Node* body = nullptr; ///< a Block, a single expression, or a Nop for empty input
    NodeList<> definitions;
};

#undef PP_NODE

} // namespace pp::parser
