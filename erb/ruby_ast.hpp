#pragma once
// The syntax tree of the Ruby code in an ERB template (the subset real Puppet modules use). One node type
// with a kind: templates are small and the interpreter switches on the kind.

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pp::erb {

enum class NodeKind : std::uint8_t {
    Seq, ///< statements, value of the last
    Nil,
    True,
    False,
    Self,
    Int,         ///< i
    Float,       ///< f
    Str,         ///< str
    DStr,        ///< interpolated string: kids are Str or expressions
    Sym,         ///< str
    DSym,        ///< :"..#{}.."
    Regex,       ///< kids: the pattern parts (as DStr), i: options
    Array,       ///< kids (Splat allowed)
    HashLit,     ///< kids: key, value, key, value...
    Range,       ///< kids[0..1], i: 1 when exclusive
    IVar,        ///< str
    GVar,        ///< str
    Ident,       ///< str: a local variable or a call of a method of self without arguments
    Const,       ///< str (`A::B` joined with ::)
    Call,        ///< kids[0]: receiver or null, kids[1..]: arguments; str: method; block
    Super,       ///< unsupported marker, kept for messages
    Assign,      ///< kids[0]: target (Ident, IVar, Call "[]" or attribute), kids[1]: value
    OpAssign,    ///< str: operator ("+", "||", "&&", "<<"); kids as Assign
    MultiAssign, ///< kids[0]: Array of targets, kids[1]: value
    And,
    Or,
    Not,
    Defined, ///< kids[0]
    If,      ///< kids: cond, then, else (null when absent)
    While,   ///< kids: cond, body; i: 1 for until
    Case,    ///< kids[0]: subject or null; then When nodes; last: else (null when absent)
    When,    ///< kids: values..., body (last)
    Def,     ///< str: name; params; kids[0]: body
    Return,  ///< kids[0] or none
    Next,
    Break,
    Splat,      ///< kids[0]
    BlockPass,  ///< kids[0]: &:sym / &proc
    Output,     ///< str: template text
    OutputExpr, ///< kids[0]: `<%= expr %>`
    Begin,      ///< kids[0]: body, kids[1]: rescue body or null; str: rescued class names joined by ","
    Lambda,     ///< `lambda { |x| }`, `->(x) {}`: block
};

struct Node;
using NodePtr = std::unique_ptr<Node>;

/// A block's or method's parameter: a name, or a parenthesised list destructuring one argument.
struct BlockParam {
    std::string name;
    std::vector<BlockParam> nested; ///< `|(k, v), i|`
    bool splat = false;
    NodePtr default_value;
};

struct Block {
    std::vector<BlockParam> params;
    NodePtr body;
    bool has_params = false;
};

struct Node {
    NodeKind kind;
    int line = 0;
    std::string str;
    std::int64_t i = 0;
    double f = 0;
    std::vector<NodePtr> kids;
    std::unique_ptr<Block> block; ///< Call: `do |x| ... end` / `{ |x| ... }`; Def: params and body
    bool has_parens = false;      ///< Call: written with parentheses (`x()`), so never a local variable

    Node(NodeKind k, int l) : kind(k), line(l) {}
};

} // namespace pp::erb
