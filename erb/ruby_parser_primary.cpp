// The Ruby parser of ERB templates (erb/ruby_parser_internal.hpp), continued: calls with their arguments and
// blocks, postfix operators, and the primaries: literals, strings, arrays and hashes, if/unless/case/while,
// identifiers, `begin`/`def` bodies. Statements and the operators are in ruby_parser.cpp.
#include "erb/ruby_parser_internal.hpp"

namespace pp::erb::detail {

// Whether the next token starts an argument of a call written without parentheses (`puts x`).
bool Parser::command_arg_start() const {
    const Token& t = peek();
    if (!t.space_before) return false;
    switch (t.kind) {
    case Tok::Int:
    case Tok::Float:
    case Tok::String:
    case Tok::Symbol:
    case Tok::Regex:
    case Tok::Words:
    case Tok::IVar:
    case Tok::GVar:
    case Tok::Const:
    case Tok::Label:
        return true;
    case Tok::Ident:
        return !keyword(t.text) || t.text == "nil" || t.text == "true" || t.text == "false" ||
               t.text == "self" || t.text == "not" || t.text == "defined?" || t.text == "__FILE__";
    case Tok::Op: {
        bool tight = !peek(1).space_before;
        if (t.text == "[" || t.text == "(" || t.text == "->") return true;
        if (t.text == "-" || t.text == "*" || t.text == "&" || t.text == "!" || t.text == "::" ||
            t.text == "**" || t.text == ":")
            return tight;
        return false;
    }
    default:
        return false;
    }
}

// Arguments up to `close` (a `)` or `]`), or of a command call when `close` is empty. Labels and
// `key => value` pairs gather into one trailing Hash argument, as Ruby passes them.
void Parser::arguments(Node& call, std::string_view close) {
    NodePtr hash;
    bool command = close.empty();
    if (!command) skip_newlines();
    while (true) {
        if (!command && is_op(close)) break;
        int line = peek().line;
        if (accept_op("*")) {
            auto s = make(NodeKind::Splat, line);
            s->kids.push_back(ternary());
            call.kids.push_back(std::move(s));
        } else if (accept_op("&")) {
            auto s = make(NodeKind::BlockPass, line);
            s->kids.push_back(ternary());
            call.kids.push_back(std::move(s));
        } else if (accept_op("**")) {
            unsupported("'**' arguments", line);
        } else if (NodePtr a = element_or_pair(hash, line, command ? &Parser::expr_no_do : &Parser::expr)) {
            if (hash) syntax("a positional argument after a hash argument");
            call.kids.push_back(std::move(a));
        }
        if (!command) skip_newlines();
        if (!accept_op(",")) break;
        skip_newlines();
    }
    if (hash) call.kids.push_back(std::move(hash));
    if (!command) {
        skip_newlines();
        expect_op(close);
    }
}

// An argument or an array literal's element: a label or a `key => value` pair goes into `hash` (made on the
// first) and gives null; anything else is returned. `value` reads each expression.
NodePtr Parser::element_or_pair(NodePtr& hash, int line, NodePtr (Parser::*value)()) {
    if (peek().kind == Tok::Label) {
        if (!hash) hash = make(NodeKind::HashLit, line);
        auto key = make(NodeKind::Sym, line);
        key->str = next().text;
        skip_newlines();
        hash->kids.push_back(std::move(key));
        hash->kids.push_back((this->*value)());
        return nullptr;
    }
    NodePtr e = (this->*value)();
    if (!accept_op("=>")) return e;
    skip_newlines();
    if (!hash) hash = make(NodeKind::HashLit, line);
    hash->kids.push_back(std::move(e));
    hash->kids.push_back((this->*value)());
    return nullptr;
}

NodePtr Parser::expr_no_do() {
    bool saved = m_no_do;
    m_no_do = true;
    NodePtr e = expr();
    m_no_do = saved;
    return e;
}

// After a method name: `(args)`, command arguments, then a block.
void Parser::call_rest(Node& call, bool allow_command) {
    if (is_op("(") && !peek().space_before) {
        ++m_p;
        call.has_parens = true;
        arguments(call, ")");
    } else if (allow_command && command_arg_start()) {
        bool saved = m_no_do;
        m_no_do = true;
        arguments(call, "");
        m_no_do = saved;
        call.has_parens = true;
    }
    block(call);
}

void Parser::block(Node& call) {
    if (is_op("{")) {
        ++m_p;
        call.block = block_body("}");
    } else if (!m_no_do && is_kw("do")) {
        ++m_p;
        call.block = block_body("end");
    }
}

std::unique_ptr<Block> Parser::block_body(std::string_view close) {
    auto b = std::make_unique<Block>();
    m_scopes.push_back({{}, false});
    skip_newlines();
    if (accept_op("||")) {
        b->has_params = true;
    } else if (accept_op("|")) {
        b->has_params = true;
        b->params = params("|");
    }
    b->body = statements();
    if (close == "}") {
        expect_op("}");
    } else {
        expect_kw("end");
    }
    m_scopes.pop_back();
    return b;
}

std::vector<BlockParam> Parser::params(std::string_view close) {
    std::vector<BlockParam> out;
    skip_newlines();
    while (!is_op(close)) {
        BlockParam p;
        if (accept_op("(")) {
            p.nested = params(")");
        } else {
            if (accept_op("*")) p.splat = true;
            if (accept_op("&") || accept_op("**")) unsupported("block and keyword parameters", peek().line);
            const Token& t = next();
            if (t.kind == Tok::Label) {
                unsupported("keyword parameters", t.line);
            }
            if (t.kind != Tok::Ident) syntax("a parameter name expected, got " + describe(t));
            p.name = t.text;
            declare(p.name);
            if (accept_op("=")) p.default_value = ternary();
        }
        out.push_back(std::move(p));
        skip_newlines();
        if (!accept_op(",")) break;
        skip_newlines();
    }
    expect_op(close);
    return out;
}

NodePtr Parser::postfix() {
    NodePtr e = primary();
    while (true) {
        const Token& t = peek();
        if (t.kind == Tok::Op && (t.text == "." || t.text == "&.")) {
            bool safe = t.text == "&.";
            ++m_p;
            skip_newlines();
            const Token& name = next();
            if (name.kind != Tok::Ident && name.kind != Tok::Const && name.kind != Tok::Label &&
                !(name.kind == Tok::Op && (name.text == "[]" || name.text == "call")))
                syntax("a method name expected after '.', got " + describe(name));
            auto call = make(NodeKind::Call, name.line);
            call->str = name.text;
            call->i = safe ? 1 : 0;
            call->kids.push_back(std::move(e));
            if (name.kind == Tok::Label) {
                // `x.y:` cannot be a label here
                syntax("unexpected ':' after a method name");
            }
            if (is_op("(") && !peek().space_before) {
                ++m_p;
                call->has_parens = true;
                arguments(*call, ")");
            } else if ((command_arg_start() && !is_op("[") && !(is_op("-") || is_op("*") || is_op("&"))) ||
                       ((name.text.ends_with('?') || name.text.ends_with('!')) && !peek().space_before &&
                        (peek().kind == Tok::Ident || peek().kind == Tok::IVar ||
                         peek().kind == Tok::String) &&
                        !keyword(peek().text))) {
                // `x.include?y`: a predicate's argument may follow it without a blank
                bool saved = m_no_do;
                m_no_do = true;
                arguments(*call, "");
                m_no_do = saved;
                call->has_parens = true;
            }
            block(*call);
            e = std::move(call);
        } else if (t.kind == Tok::Op && t.text == "::") {
            ++m_p;
            const Token& name = next();
            if (name.kind == Tok::Const && e->kind == NodeKind::Const &&
                !(is_op("(") && !peek().space_before)) {
                e->str += "::" + name.text;
                continue;
            }
            auto call = make(NodeKind::Call, name.line);
            call->str = name.text;
            call->kids.push_back(std::move(e));
            call_rest(*call, false);
            e = std::move(call);
        } else if (t.kind == Tok::Op && t.text == "[" && !t.space_before) {
            ++m_p;
            auto call = make(NodeKind::Call, t.line);
            call->str = "[]";
            call->kids.push_back(std::move(e));
            arguments(*call, "]");
            e = std::move(call);
        } else {
            break;
        }
    }
    return e;
}

NodePtr Parser::string_node(const Token& t, NodeKind plain, NodeKind interpolated) {
    bool interp = false;
    for (const auto& part : t.parts)
        interp = interp || part.code;
    if (!interp) {
        auto n = make(plain, t.line);
        for (const auto& part : t.parts)
            n->str += part.text;
        return n;
    }
    auto n = make(interpolated, t.line);
    for (const auto& part : t.parts) {
        if (!part.code) {
            auto s = make(NodeKind::Str, part.line);
            s->str = part.text;
            n->kids.push_back(std::move(s));
            continue;
        }
        std::vector<Token> toks;
        lex_ruby(part.text, part.line, toks);
        Parser sub(std::move(toks));
        sub.m_scopes = m_scopes;
        n->kids.push_back(sub.program());
    }
    return n;
}

NodePtr Parser::primary() {
    const Token& t = peek();
    int line = t.line;
    switch (t.kind) {
    case Tok::Int: {
        auto n = make(NodeKind::Int, line);
        n->i = next().num;
        return n;
    }
    case Tok::Float: {
        auto n = make(NodeKind::Float, line);
        n->f = next().fnum;
        return n;
    }
    case Tok::String: {
        NodePtr n = string_node(next(), NodeKind::Str, NodeKind::DStr);
        // adjacent literals concatenate
        while (peek().kind == Tok::String) {
            NodePtr more = string_node(next(), NodeKind::Str, NodeKind::DStr);
            auto d = make(NodeKind::DStr, line);
            d->kids.push_back(std::move(n));
            d->kids.push_back(std::move(more));
            n = std::move(d);
        }
        return n;
    }
    case Tok::XString:
        unsupported("backtick commands", line);
    case Tok::Symbol: {
        const Token& s = next();
        if (s.parts.empty()) {
            auto n = make(NodeKind::Sym, line);
            n->str = s.text;
            return n;
        }
        return string_node(s, NodeKind::Sym, NodeKind::DSym);
    }
    case Tok::Regex: {
        const Token& s = next();
        auto n = make(NodeKind::Regex, line);
        n->i = s.num;
        Token copy = s;
        n->kids.push_back(string_node(copy, NodeKind::Str, NodeKind::DStr));
        return n;
    }
    case Tok::Words: {
        const Token& s = next();
        auto n = make(NodeKind::Array, line);
        for (const auto& w : s.words) {
            auto e = make(s.num == 1 ? NodeKind::Sym : NodeKind::Str, line);
            e->str = w;
            n->kids.push_back(std::move(e));
        }
        return n;
    }
    case Tok::IVar: {
        auto n = make(NodeKind::IVar, line);
        n->str = next().text;
        return n;
    }
    case Tok::GVar: {
        auto n = make(NodeKind::GVar, line);
        n->str = next().text;
        return n;
    }
    case Tok::CVar:
        unsupported("class variables (@@" + t.text + ")", line);
    case Tok::Const: {
        std::string name = next().text;
        if (is_op("(") && !peek().space_before) {
            auto call = make(NodeKind::Call, line);
            call->str = name;
            call->kids.push_back(nullptr);
            call_rest(*call, false);
            return call;
        }
        auto n = make(NodeKind::Const, line);
        n->str = name;
        return n;
    }
    case Tok::Ident:
        if (t.text == "defined?") {
            // `defined?(x).inspect`: the parenthesised form is a primary
            auto n = make(NodeKind::Defined, next().line);
            expect_op("(");
            skip_newlines();
            n->kids.push_back(expr());
            skip_newlines();
            expect_op(")");
            return n;
        }
        return identifier();
    case Tok::Label:
        syntax("unexpected label '" + t.text + ":'");
    case Tok::Op:
        break;
    case Tok::Text:
    case Tok::ExprOpen:
    case Tok::ExprClose:
    case Tok::Newline:
    case Tok::Eof:
        syntax("unexpected " + describe(t));
    }
    if (t.text == "(") {
        ++m_p;
        bool saved = m_no_do;
        m_no_do = false;
        NodePtr body = statements();
        m_no_do = saved;
        expect_op(")");
        if (body->kids.size() == 1) return std::move(body->kids[0]);
        if (body->kids.empty()) return make(NodeKind::Nil, line);
        return body;
    }
    if (t.text == "[") {
        // Labels and `key => value` pairs at the end gather into one Hash element, as in arguments:
        // `[path, 'key' => value]` is `[path, {'key' => value}]`.
        ++m_p;
        auto n = make(NodeKind::Array, line);
        NodePtr hash;
        skip_newlines();
        while (!is_op("]")) {
            const int eline = peek().line;
            if (accept_op("*")) {
                if (hash) syntax("an element after a hash element");
                auto s = make(NodeKind::Splat, line);
                s->kids.push_back(ternary());
                n->kids.push_back(std::move(s));
            } else if (NodePtr e = element_or_pair(hash, eline, &Parser::expr)) {
                if (hash) syntax("an element after a hash element");
                n->kids.push_back(std::move(e));
            }
            skip_newlines();
            if (!accept_op(",")) break;
            skip_newlines();
        }
        if (hash) n->kids.push_back(std::move(hash));
        skip_newlines();
        expect_op("]");
        return n;
    }
    if (t.text == "{") {
        ++m_p;
        auto n = make(NodeKind::HashLit, line);
        skip_newlines();
        while (!is_op("}")) {
            if (peek().kind == Tok::Label) {
                auto key = make(NodeKind::Sym, peek().line);
                key->str = next().text;
                n->kids.push_back(std::move(key));
            } else {
                if (is_op("**")) unsupported("'**' in a hash literal", line);
                n->kids.push_back(expr());
                skip_newlines();
                expect_op("=>");
            }
            skip_newlines();
            n->kids.push_back(expr());
            skip_newlines();
            if (!accept_op(",")) break;
            skip_newlines();
        }
        expect_op("}");
        return n;
    }
    if (t.text == "->") {
        ++m_p;
        auto n = make(NodeKind::Lambda, line);
        auto b = std::make_unique<Block>();
        m_scopes.push_back({{}, false});
        if (accept_op("(")) {
            b->has_params = true;
            b->params = params(")");
        }
        if (accept_op("{")) {
            b->body = statements();
            expect_op("}");
        } else {
            expect_kw("do");
            b->body = statements();
            expect_kw("end");
        }
        m_scopes.pop_back();
        n->block = std::move(b);
        return n;
    }
    if (t.text == "::") {
        ++m_p;
        auto n = make(NodeKind::Const, line);
        if (peek().kind != Tok::Const) syntax("a constant expected after '::'");
        n->str = next().text;
        return n;
    }
    if (t.text == ".." || t.text == "...") unsupported("beginless ranges", line);
    syntax("unexpected '" + t.text + "'");
}

NodePtr Parser::if_rest(int line, bool unless) {
    auto n = make(NodeKind::If, line);
    bool saved = m_no_do;
    m_no_do = false;
    NodePtr cond = expr_statement();
    m_no_do = saved;
    if (unless) {
        auto neg = make(NodeKind::Not, line);
        neg->kids.push_back(std::move(cond));
        cond = std::move(neg);
    }
    n->kids.push_back(std::move(cond));
    if (!accept_kw("then") && peek().kind != Tok::Newline)
        syntax("expected 'then' or a new line, got " + describe(peek()));
    n->kids.push_back(statements());
    if (!unless && is_kw("elsif")) {
        int l = next().line;
        n->kids.push_back(if_rest(l, false));
        return n;
    }
    if (accept_kw("else")) {
        n->kids.push_back(statements());
    } else {
        n->kids.push_back(nullptr);
    }
    expect_kw("end");
    return n;
}

NodePtr Parser::identifier() {
    const Token& t = next();
    int line = t.line;
    const std::string_view name = t.text; // (compared with a literal: the sizes first, no strlen or memcmp)
    if (name == "nil") return make(NodeKind::Nil, line);
    if (name == "true") return make(NodeKind::True, line);
    if (name == "false") return make(NodeKind::False, line);
    if (name == "self") return make(NodeKind::Self, line);
    if (name == "if" || name == "unless") return if_rest(line, name == "unless");
    if (name == "while" || name == "until") {
        auto n = make(NodeKind::While, line);
        n->i = name == "until" ? 1 : 0;
        bool saved = m_no_do;
        m_no_do = true;
        n->kids.push_back(expr_statement());
        m_no_do = saved;
        accept_kw("do");
        n->kids.push_back(statements());
        expect_kw("end");
        return n;
    }
    if (name == "case") {
        auto n = make(NodeKind::Case, line);
        n->kids.push_back(peek().kind == Tok::Newline ? nullptr : expr_statement());
        skip_newlines();
        if (is_kw("in")) unsupported("pattern matching (case/in)", peek().line);
        while (accept_kw("when")) {
            auto w = make(NodeKind::When, m_t[m_p - 1].line);
            while (true) {
                if (accept_op("*")) {
                    auto s = make(NodeKind::Splat, line);
                    s->kids.push_back(ternary());
                    w->kids.push_back(std::move(s));
                } else {
                    w->kids.push_back(ternary());
                }
                if (!accept_op(",")) break;
                skip_newlines();
            }
            if (!accept_kw("then") && peek().kind != Tok::Newline) syntax("expected 'then' or a new line");
            w->kids.push_back(statements());
            n->kids.push_back(std::move(w));
        }
        if (accept_kw("else")) {
            n->kids.push_back(statements());
        } else {
            n->kids.push_back(nullptr);
        }
        expect_kw("end");
        return n;
    }
    if (name == "def") {
        auto n = make(NodeKind::Def, line);
        const Token& mname = next();
        if (mname.kind != Tok::Ident && mname.kind != Tok::Const)
            syntax("a method name expected after 'def'");
        if (is_op(".")) unsupported("singleton method definitions", line);
        n->str = mname.text;
        auto b = std::make_unique<Block>();
        m_scopes.push_back({{}, true});
        if (accept_op("(")) {
            b->params = params(")");
        } else if (peek().kind == Tok::Ident) {
            // `def f a, b`
            while (peek().kind == Tok::Ident) {
                BlockParam p;
                p.name = next().text;
                declare(p.name);
                b->params.push_back(std::move(p));
                if (!accept_op(",")) break;
            }
        }
        b->has_params = true;
        b->body = body_with_rescue(line);
        m_scopes.pop_back();
        n->block = std::move(b);
        return n;
    }
    if (name == "begin") {
        NodePtr body = body_with_rescue(line);
        return body;
    }
    if (name == "return" || name == "next" || name == "break") {
        auto n = make(
            name == "return" ? NodeKind::Return : (name == "next" ? NodeKind::Next : NodeKind::Break), line);
        if (peek().kind != Tok::Newline && !at_terminator() && !is_kw("if") && !is_kw("unless") &&
            !is_kw("while") && !is_kw("until") && !is_kw("and") && !is_kw("or")) {
            n->kids.push_back(expr());
        }
        return n;
    }
    if (name == "__FILE__") {
        auto n = make(NodeKind::Call, line);
        n->str = "__FILE__";
        n->kids.push_back(nullptr);
        return n;
    }
    if (name == "yield" || name == "super" || name == "class" || name == "module" || name == "redo" ||
        name == "retry" || name == "alias" || name == "undef" || name == "BEGIN" || name == "END" ||
        name == "__LINE__" || name == "__method__") {
        unsupported("'" + t.text + "'", line);
    }
    if (keyword(name)) syntax("unexpected '" + t.text + "'");
    if ((name == "lambda" || name == "proc") && (is_op("{") || is_kw("do"))) {
        auto n = make(NodeKind::Lambda, line);
        n->block = is_op("{") ? (++m_p, block_body("}")) : (++m_p, block_body("end"));
        return n;
    }
    if (is_local(name) && !(is_op("(") && !peek().space_before)) {
        auto n = make(NodeKind::Ident, line);
        n->str = name;
        n->i = 1;
        return n;
    }
    auto call = make(NodeKind::Call, line);
    call->str = name;
    call->kids.push_back(nullptr);
    call_rest(*call, true);
    return call;
}

// `begin`/`def` bodies: statements, then `rescue [Classes] [=> var]` clauses, `ensure`, `end`.
NodePtr Parser::body_with_rescue(int line) {
    NodePtr body = statements();
    if (is_kw("rescue")) {
        ++m_p;
        auto n = make(NodeKind::Begin, line);
        std::string classes;
        while (peek().kind == Tok::Const) {
            std::string c = next().text;
            while (accept_op("::"))
                c += "::" + next().text;
            classes += (classes.empty() ? "" : ",") + c;
            if (!accept_op(",")) break;
        }
        if (accept_op("=>")) {
            const Token& v = next();
            if (v.kind != Tok::Ident) syntax("a variable expected after '=>'");
            declare(v.text);
            n->str = classes + "|" + v.text;
        } else {
            n->str = classes + "|";
        }
        accept_kw("then");
        n->kids.push_back(std::move(body));
        n->kids.push_back(statements());
        if (is_kw("rescue")) unsupported("several rescue clauses", peek().line);
        body = std::move(n);
    }
    if (is_kw("ensure") || is_kw("else")) unsupported("'" + peek().text + "' in begin/def", peek().line);
    expect_kw("end");
    return body;
}

} // namespace pp::erb::detail
