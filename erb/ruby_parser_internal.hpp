#pragma once
// The parser of ruby_parser.hpp, shared by ruby_parser.cpp (statements and operators) and
// ruby_parser_primary.cpp (calls, blocks and primaries); not part of the ERB layer's interface.

#include "erb/erb_error.hpp"
#include "erb/ruby_parser.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace pp::erb::detail {

inline bool keyword(std::string_view s) {
    // (a scan, where most words differ in size from most keywords: a set compared the characters of five)
    static constexpr std::array<std::string_view, 40> kws = {
        "if",     "unless", "elsif",    "else",  "end",    "then",   "do",       "while",
        "until",  "case",   "when",     "in",    "and",    "or",     "not",      "def",
        "return", "next",   "break",    "begin", "rescue", "ensure", "true",     "false",
        "nil",    "self",   "defined?", "yield", "class",  "module", "super",    "__FILE__",
        "redo",   "retry",  "alias",    "undef", "BEGIN",  "END",    "__LINE__", "__method__"};
    return std::find(kws.begin(), kws.end(), s) != kws.end();
}

/// Tokens to a tree, by recursive descent down Ruby's precedence ladder (see ruby_parser.cpp).
class Parser {
public:
    explicit Parser(std::vector<Token> tokens) : m_t(std::move(tokens)) {
        Token eof;
        eof.kind = Tok::Eof;
        eof.line = m_t.empty() ? 1 : m_t.back().line;
        m_t.push_back(eof);
        m_scopes.push_back({{}, true});
    }

    NodePtr program() {
        NodePtr body = statements();
        if (peek().kind != Tok::Eof) syntax("unexpected " + describe(peek()));
        return body;
    }

private:
    struct LocalScope {
        std::set<std::string, std::less<>> names;
        bool hard; ///< a `def` body: outer locals are not visible
    };

    const Token& peek(std::size_t k = 0) const { return m_t[std::min(m_p + k, m_t.size() - 1)]; }
    const Token& next() { return m_t[m_p < m_t.size() - 1 ? m_p++ : m_p]; }
    bool is_op(std::string_view s, std::size_t k = 0) const {
        return peek(k).kind == Tok::Op && peek(k).text == s;
    }
    bool is_kw(std::string_view s, std::size_t k = 0) const {
        return peek(k).kind == Tok::Ident && peek(k).text == s;
    }
    bool accept_op(std::string_view s) {
        if (!is_op(s)) return false;
        ++m_p;
        return true;
    }
    bool accept_kw(std::string_view s) {
        if (!is_kw(s)) return false;
        ++m_p;
        return true;
    }
    void expect_op(std::string_view s) {
        if (!accept_op(s)) syntax("expected '" + std::string(s) + "', got " + describe(peek()));
    }
    void expect_kw(std::string_view s) {
        if (!accept_kw(s)) syntax("expected '" + std::string(s) + "', got " + describe(peek()));
    }
    void skip_newlines() {
        while (peek().kind == Tok::Newline)
            ++m_p;
    }
    static std::string describe(const Token& t) {
        switch (t.kind) {
        case Tok::Eof:
            return "end of template";
        case Tok::Newline:
            return "end of line";
        case Tok::Text:
            return "template text";
        case Tok::ExprOpen:
            return "'<%='";
        case Tok::ExprClose:
            return "'%>'";
        case Tok::Int:
        case Tok::Float:
            return "a number";
        case Tok::String:
            return "a string";
        default:
            return "'" + t.text + "'";
        }
    }
    [[noreturn]] void syntax(const std::string& msg) const {
        throw ErbError(ErbError::Kind::Syntax, "SyntaxError", "syntax error, " + msg, peek().line);
    }

    NodePtr make(NodeKind k, int line) { return std::make_unique<Node>(k, line); }

    // ---- locals ----
    void declare(const std::string& name) { m_scopes.back().names.insert(name); }
    bool is_local(std::string_view name) const {
        for (auto it = m_scopes.rbegin(); it != m_scopes.rend(); ++it) {
            if (it->names.contains(name)) return true;
            if (it->hard) break;
        }
        return false;
    }

    // ---- statements and operators (ruby_parser.cpp) ----
    bool at_terminator() const;
    NodePtr statements();
    NodePtr statement();
    NodePtr expr_statement();
    NodePtr not_expr();
    bool multi_assign_ahead() const;
    NodePtr multi_assign();
    static bool assignable(const Node& n);
    NodePtr expr();
    static void to_local(Node& n);
    NodePtr ternary();
    NodePtr range();
    NodePtr binary(int min_prec);
    NodePtr unary();
    NodePtr power();

    // ---- calls and primaries (ruby_parser_primary.cpp) ----
    bool command_arg_start() const;
    void arguments(Node& call, std::string_view close);
    NodePtr element_or_pair(NodePtr& hash, int line, NodePtr (Parser::*value)());
    NodePtr expr_no_do();
    void call_rest(Node& call, bool allow_command);
    void block(Node& call);
    std::unique_ptr<Block> block_body(std::string_view close);
    std::vector<BlockParam> params(std::string_view close);
    NodePtr postfix();
    NodePtr string_node(const Token& t, NodeKind plain, NodeKind interpolated);
    NodePtr primary();
    NodePtr if_rest(int line, bool unless);
    NodePtr identifier();
    NodePtr body_with_rescue(int line);

    std::vector<Token> m_t;
    std::size_t m_p = 0;
    std::vector<LocalScope> m_scopes;
    bool m_no_do = false;
};

} // namespace pp::erb::detail
