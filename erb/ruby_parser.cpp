// A recursive-descent parser for the Ruby subset of ERB templates, with Ruby's operator precedence
// (doc/syntax/precedence.rdoc): modifiers < and/or < not < assignment < ?: < .. < || < && < equality
// < comparison < | ^ < & < << >> < + - < * / % < unary minus < ** < ! ~ unary plus.
#include "erb/ruby_parser.hpp"

#include "erb/ruby_parser_internal.hpp"

namespace pp::erb {

namespace {

int binary_precedence(std::string_view op) {
    if (op == "||") return 1;
    if (op == "&&") return 2;
    if (op == "<=>" || op == "==" || op == "===" || op == "!=" || op == "=~" || op == "!~") return 4;
    if (op == "<" || op == "<=" || op == ">" || op == ">=") return 5;
    if (op == "|" || op == "^") return 6;
    if (op == "&") return 7;
    if (op == "<<" || op == ">>") return 8;
    if (op == "+" || op == "-") return 9;
    if (op == "*" || op == "/" || op == "%") return 10;
    return 0;
}

} // namespace

namespace detail {

// ---- statements ----

bool Parser::at_terminator() const {
    const Token& t = peek();
    if (t.kind == Tok::Eof || t.kind == Tok::ExprClose) return true;
    if (t.kind == Tok::Op && (t.text == "}" || t.text == ")")) return true;
    if (t.kind == Tok::Ident) {
        return t.text == "end" || t.text == "else" || t.text == "elsif" || t.text == "when" ||
               t.text == "rescue" || t.text == "ensure" || t.text == "in";
    }
    return false;
}

NodePtr Parser::statements() {
    auto seq = make(NodeKind::Seq, peek().line);
    while (true) {
        skip_newlines();
        if (at_terminator()) break;
        seq->kids.push_back(statement());
        if (!(peek().kind == Tok::Newline || at_terminator())) syntax("unexpected " + describe(peek()));
    }
    return seq;
}

NodePtr Parser::statement() {
    const Token& t = peek();
    NodePtr e;
    if (t.kind == Tok::Text) {
        e = make(NodeKind::Output, t.line);
        e->str = t.text;
        ++m_p;
        return e;
    }
    if (t.kind == Tok::ExprOpen) {
        e = make(NodeKind::OutputExpr, t.line);
        ++m_p;
        e->kids.push_back(statements());
        if (peek().kind != Tok::ExprClose) syntax("unexpected " + describe(peek()) + " in '<%= %>'");
        ++m_p;
        return e;
    }
    e = expr_statement();
    while (true) {
        int line = peek().line;
        if (accept_kw("if") || accept_kw("unless")) {
            bool unless = m_t[m_p - 1].text == "unless";
            auto n = make(NodeKind::If, line);
            NodePtr cond = expr_statement();
            if (unless) {
                auto neg = make(NodeKind::Not, line);
                neg->kids.push_back(std::move(cond));
                cond = std::move(neg);
            }
            n->kids.push_back(std::move(cond));
            n->kids.push_back(std::move(e));
            n->kids.push_back(nullptr);
            e = std::move(n);
        } else if (accept_kw("while") || accept_kw("until")) {
            auto n = make(NodeKind::While, line);
            n->i = m_t[m_p - 1].text == "until" ? 1 : 0;
            n->kids.push_back(expr_statement());
            n->kids.push_back(std::move(e));
            e = std::move(n);
        } else if (accept_kw("rescue")) {
            auto n = make(NodeKind::Begin, line);
            n->kids.push_back(std::move(e));
            n->kids.push_back(expr_statement());
            e = std::move(n);
        } else {
            break;
        }
    }
    return e;
}

NodePtr Parser::expr_statement() {
    NodePtr left = not_expr();
    while (is_kw("and") || is_kw("or")) {
        bool is_and = next().text == "and";
        skip_newlines();
        auto n = make(is_and ? NodeKind::And : NodeKind::Or, left->line);
        n->kids.push_back(std::move(left));
        n->kids.push_back(not_expr());
        left = std::move(n);
    }
    return left;
}

NodePtr Parser::not_expr() {
    if (is_kw("not")) {
        auto n = make(NodeKind::Not, next().line);
        n->kids.push_back(not_expr());
        return n;
    }
    if (multi_assign_ahead()) return multi_assign();
    return expr();
}

bool Parser::multi_assign_ahead() const {
    std::size_t k = 0;
    bool comma = false;
    while (true) {
        if (is_op("*", k)) ++k;
        const Token& t = peek(k);
        if (t.kind != Tok::Ident && t.kind != Tok::IVar) return false;
        if (t.kind == Tok::Ident && keyword(t.text)) return false;
        ++k;
        if (is_op(",", k)) {
            comma = true;
            ++k;
            continue;
        }
        return comma && is_op("=", k);
    }
}

NodePtr Parser::multi_assign() {
    auto n = make(NodeKind::MultiAssign, peek().line);
    auto targets = make(NodeKind::Array, peek().line);
    while (!is_op("=")) {
        bool splat = accept_op("*");
        const Token& t = next();
        auto target = make(t.kind == Tok::IVar ? NodeKind::IVar : NodeKind::Ident, t.line);
        target->str = t.text;
        target->i = 1;
        if (t.kind == Tok::Ident) declare(t.text);
        if (splat) {
            auto s = make(NodeKind::Splat, t.line);
            s->kids.push_back(std::move(target));
            target = std::move(s);
        }
        targets->kids.push_back(std::move(target));
        accept_op(",");
    }
    expect_op("=");
    skip_newlines();
    n->kids.push_back(std::move(targets));
    NodePtr value = expr();
    if (is_op(",")) {
        auto arr = make(NodeKind::Array, value->line);
        arr->kids.push_back(std::move(value));
        while (accept_op(","))
            arr->kids.push_back(expr());
        value = std::move(arr);
    }
    n->kids.push_back(std::move(value));
    return n;
}

bool Parser::assignable(const Node& n) {
    if (n.kind == NodeKind::Call && !n.kids[0] && n.kids.size() == 1 && !n.block && !n.has_parens)
        return true;
    return n.kind == NodeKind::Ident || n.kind == NodeKind::IVar || n.kind == NodeKind::GVar ||
           (n.kind == NodeKind::Call && n.kids[0] && n.str == "[]") ||
           (n.kind == NodeKind::Call && n.kids[0] && n.kids.size() == 1 && !n.block && !n.has_parens);
}

NodePtr Parser::expr() {
    NodePtr left = ternary();
    const Token& t = peek();
    if (t.kind != Tok::Op) return left;
    static const std::set<std::string_view> op_assign = {
        "+=", "-=", "*=", "/=", "%=", "**=", "||=", "&&=", "|=", "&=", "<<=", ">>="};
    if (t.text == "=" && assignable(*left)) {
        ++m_p;
        skip_newlines();
        auto n = make(NodeKind::Assign, left->line);
        if (left->kind == NodeKind::Ident || (left->kind == NodeKind::Call && !left->kids[0])) {
            declare(left->str);
            to_local(*left);
        }
        n->kids.push_back(std::move(left));
        NodePtr value = is_kw("not") ? not_expr() : expr();
        if (is_op(",") && n->kids[0]->kind != NodeKind::Call) {
            auto arr = make(NodeKind::Array, value->line);
            arr->kids.push_back(std::move(value));
            while (accept_op(","))
                arr->kids.push_back(expr());
            value = std::move(arr);
        }
        n->kids.push_back(std::move(value));
        return n;
    }
    if (op_assign.contains(t.text) && assignable(*left)) {
        std::string op = t.text.substr(0, t.text.size() - 1);
        ++m_p;
        skip_newlines();
        auto n = make(NodeKind::OpAssign, left->line);
        n->str = op;
        if (left->kind == NodeKind::Ident || (left->kind == NodeKind::Call && !left->kids[0])) {
            declare(left->str);
            to_local(*left);
        }
        n->kids.push_back(std::move(left));
        n->kids.push_back(expr());
        return n;
    }
    return left;
}

// A bare name parsed as a method call becomes a local variable when it is assigned.
void Parser::to_local(Node& n) {
    n.kind = NodeKind::Ident;
    n.i = 1;
    n.kids.clear();
}

NodePtr Parser::ternary() {
    NodePtr cond = range();
    if (!is_op("?")) return cond;
    int line = next().line;
    skip_newlines();
    auto n = make(NodeKind::If, line);
    n->kids.push_back(std::move(cond));
    if (peek().kind == Tok::Label) {
        // `c ? x: y` scans `x:` as a label
        const Token& l = next();
        auto id = make(NodeKind::Ident, l.line);
        id->str = l.text;
        if (is_local(l.text)) {
            id->i = 1;
        } else {
            id->kind = NodeKind::Call;
            id->kids.push_back(nullptr);
        }
        n->kids.push_back(std::move(id));
    } else {
        n->kids.push_back(ternary());
        skip_newlines();
        expect_op(":");
    }
    skip_newlines();
    n->kids.push_back(ternary());
    return n;
}

NodePtr Parser::range() {
    NodePtr left = binary(1);
    if (is_op("..") || is_op("...")) {
        bool excl = next().text == "...";
        auto n = make(NodeKind::Range, left->line);
        n->i = excl ? 1 : 0;
        n->kids.push_back(std::move(left));
        n->kids.push_back(binary(1));
        return n;
    }
    return left;
}

NodePtr Parser::binary(int min_prec) {
    NodePtr left = unary();
    while (true) {
        const Token& t = peek();
        if (t.kind != Tok::Op) break;
        int prec = binary_precedence(t.text);
        if (prec == 0 || prec < min_prec) break;
        std::string op = t.text;
        int line = t.line;
        ++m_p;
        skip_newlines();
        // comparison and equality operators do not associate; the others are left-associative
        NodePtr right = binary(prec + 1);
        NodeKind kind = op == "||" ? NodeKind::Or : (op == "&&" ? NodeKind::And : NodeKind::Call);
        auto n = make(kind, line);
        if (kind == NodeKind::Call) {
            n->str = op;
            n->kids.push_back(std::move(left));
            n->kids.push_back(std::move(right));
        } else {
            n->kids.push_back(std::move(left));
            n->kids.push_back(std::move(right));
        }
        left = std::move(n);
    }
    return left;
}

NodePtr Parser::unary() {
    const Token& t = peek();
    if (t.kind == Tok::Op && (t.text == "!" || t.text == "~" || t.text == "+" || t.text == "-")) {
        std::string op = t.text;
        int line = t.line;
        ++m_p;
        if (op == "!") {
            auto n = make(NodeKind::Not, line);
            n->kids.push_back(unary());
            return n;
        }
        if (op == "-" && (peek().kind == Tok::Int || peek().kind == Tok::Float) && !peek().space_before) {
            NodePtr num = power();
            if (num->kind == NodeKind::Int) {
                num->i = -num->i;
                return num;
            }
            if (num->kind == NodeKind::Float) {
                num->f = -num->f;
                return num;
            }
            auto n = make(NodeKind::Call, line);
            n->str = "-@";
            n->kids.push_back(std::move(num));
            return n;
        }
        auto n = make(NodeKind::Call, line);
        n->str = op == "-" ? "-@" : (op == "+" ? "+@" : "~");
        n->kids.push_back(unary());
        return n;
    }
    if (t.kind == Tok::Ident && t.text == "defined?" && !(is_op("(", 1) && !peek(1).space_before)) {
        auto n = make(NodeKind::Defined, next().line);
        n->kids.push_back(unary());
        return n;
    }
    return power();
}

NodePtr Parser::power() {
    NodePtr base = postfix();
    if (is_op("**")) {
        int line = next().line;
        auto n = make(NodeKind::Call, line);
        n->str = "**";
        n->kids.push_back(std::move(base));
        n->kids.push_back(unary());
        return n;
    }
    return base;
}

} // namespace detail

using detail::Parser;

NodePtr parse_template(const std::vector<Piece>& pieces) {
    std::vector<Token> toks;
    auto sep = [&](int line) {
        Token t;
        t.kind = Tok::Newline;
        t.line = line;
        toks.push_back(std::move(t));
    };
    for (const Piece& p : pieces) {
        switch (p.kind) {
        case Piece::Kind::Text: {
            Token t;
            t.kind = Tok::Text;
            t.text = p.text;
            t.line = p.line;
            toks.push_back(std::move(t));
            break;
        }
        case Piece::Kind::Code:
            lex_ruby(p.text, p.line, toks);
            break;
        case Piece::Kind::Expr: {
            Token open;
            open.kind = Tok::ExprOpen;
            open.line = p.line;
            toks.push_back(std::move(open));
            lex_ruby(p.text, p.line, toks);
            Token close;
            close.kind = Tok::ExprClose;
            close.line = p.line;
            toks.push_back(std::move(close));
            break;
        }
        }
        sep(p.line);
    }
    return Parser(std::move(toks)).program();
}

NodePtr parse_ruby(std::string_view code, int line) {
    std::vector<Token> toks;
    lex_ruby(code, line, toks);
    return Parser(std::move(toks)).program();
}

} // namespace pp::erb
