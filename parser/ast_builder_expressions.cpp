// The expressions of the parse tree -> AST builder (parser/ast_builder.hpp): operators, primaries,
// arguments, literals, strings and their interpolation. Statements, resources, conditionals and definitions
// are in ast_builder.cpp.
#include "parser/ast_builder.hpp"

#include "parser/ast_builder_detail.hpp"

#include <cerrno>
#include <cstdlib>
#include <string>

namespace pp::parser {

using lexer::DiagId;
using lexer::Token;
namespace tok = lexer::tok;
using antlr4::tree::TerminalNode;
using detail::as;

// ---- expressions ----------------------------------------------------------------------------------------

Node* AstBuilder::expression(P::ExpressionContext* ctx) {
    DepthGuard depth(*this, token(ctx->getStart()));
    if (auto* p = as<P::PrimaryExpressionContext>(ctx)) return primary(p->primary());

    // binary operators: the node sits at its operator token
    auto binary = [&](auto* node, P::ExpressionContext* l, P::ExpressionContext* r) {
        node->left = expression(l);
        node->right = expression(r);
        return node;
    };
    auto op_token = [&](std::size_t i) -> const Token& {
        return token(static_cast<TerminalNode*>(ctx->children[i]));
    };

    if (auto* c = as<P::CallExpressionContext>(ctx)) {
        Node* functor = expression(c->expression());
        std::vector<Node*> args =
            c->arguments() != nullptr ? arguments(c->arguments()) : std::vector<Node*>{};
        const Token& rparen = token(c->RPAREN());
        auto* call = make<CallNamedFunction>(functor->begin, rparen.end);
        call->functor = functor;
        call->arguments = list(args);
        if (c->lambda() != nullptr) {
            call->lambda = lambda(c->lambda());
            call->end = call->lambda->end;
        }
        return call;
    }
    if (auto* m = as<P::MethodCallExpressionContext>(ctx)) {
        Node* receiver = expression(m->expression());
        const Token& dot = token(m->DOT());
        const Token& name = token(m->NAME() != nullptr ? m->NAME() : m->TYPE());
        auto* na = make<NamedAccess>(dot.begin, name.end);
        na->left = receiver;
        auto* qn = make_unpositioned<QualifiedName>();
        qn->value = name.value;
        na->right = qn;
        CallMethod* call = nullptr;
        if (m->LPAREN() != nullptr) {
            const Token& lp = token(m->LPAREN());
            std::vector<Node*> args =
                m->arguments() != nullptr ? arguments(m->arguments()) : std::vector<Node*>{};
            // Puppet positions a method call with arguments from `(` to `)`; without arguments, at `(` only
            call = make<CallMethod>(lp.begin, args.empty() ? lp.end : token(m->RPAREN()).end);
            call->arguments = list(args);
        } else {
            call = make<CallMethod>(na->begin, na->end);
        }
        call->functor = na;
        if (m->lambda() != nullptr) call->lambda = lambda(m->lambda());
        return call;
    }
    if (auto* a = as<P::AccessExpressionContext>(ctx)) {
        Node* left = expression(a->expression());
        auto* n = make<Access>(left->begin, token(a->RBRACK()).end);
        n->left = left;
        n->keys = list(access_args(a->accessArgs()));
        return n;
    }
    if (auto* c = as<P::CollectExpressionContext>(ctx)) return collect(expression(c->expression()), c);
    if (auto* n = as<P::NotExpressionContext>(ctx)) {
        const Token& t = token(n->NOT());
        auto* node = make<Not>(t.begin, t.end);
        node->expr = expression(n->expression());
        return node;
    }
    if (auto* u = as<P::UnfoldExpressionContext>(ctx)) {
        const Token& t = token(u->TIMES());
        auto* node = make<Unfold>(t.begin, t.end);
        node->expr = expression(u->expression());
        return node;
    }
    if (auto* u = as<P::NegateExpressionContext>(ctx)) {
        const Token& t = token(u->MINUS());
        auto* node = make<UnaryMinus>(t.begin, t.end);
        node->expr = expression(u->expression());
        return node;
    }
    if (auto* e = as<P::InExpressionContext>(ctx)) {
        const Token& op = op_token(1);
        return binary(make<In>(op.begin, op.end), e->expression(0), e->expression(1));
    }
    if (auto* e = as<P::MatchExpressionContext>(ctx)) {
        const Token& op = op_token(1);
        auto* n = make<Match>(op.begin, op.end);
        n->op = op.value;
        return binary(n, e->expression(0), e->expression(1));
    }
    auto arith = [&](P::ExpressionContext* l, P::ExpressionContext* r) -> Node* {
        const Token& op = op_token(1);
        auto* n = make<Arithmetic>(op.begin, op.end);
        n->op = op.value;
        return binary(n, l, r);
    };
    auto compare = [&](P::ExpressionContext* l, P::ExpressionContext* r) -> Node* {
        const Token& op = op_token(1);
        auto* n = make<Comparison>(op.begin, op.end);
        n->op = op.value;
        return binary(n, l, r);
    };
    if (auto* e = as<P::MultiplicativeExpressionContext>(ctx))
        return arith(e->expression(0), e->expression(1));
    if (auto* e = as<P::AdditiveExpressionContext>(ctx)) return arith(e->expression(0), e->expression(1));
    if (auto* e = as<P::ShiftExpressionContext>(ctx)) return arith(e->expression(0), e->expression(1));
    if (auto* e = as<P::EqualityExpressionContext>(ctx)) return compare(e->expression(0), e->expression(1));
    if (auto* e = as<P::RelationalExpressionContext>(ctx)) return compare(e->expression(0), e->expression(1));
    if (auto* s = as<P::SelectorExpressionContext>(ctx))
        return selector(expression(s->expression()), s->selectorEntries());
    if (auto* e = as<P::AndExpressionContext>(ctx)) {
        const Token& op = op_token(1);
        return binary(make<And>(op.begin, op.end), e->expression(0), e->expression(1));
    }
    auto* e = as<P::OrExpressionContext>(ctx);
    const Token& op = op_token(1);
    return binary(make<Or>(op.begin, op.end), e->expression(0), e->expression(1));
}

Node* AstBuilder::collect(Node* left, P::CollectExpressionContext* ctx) {
    auto* q = ctx->collectQuery();
    Node* query = nullptr;
    if (auto* v = as<P::VirtualQueryContext>(q)) {
        auto* n = make<VirtualQuery>(token(v->LCOLLECT()).begin, token(v->RCOLLECT()).end);
        if (v->expression() != nullptr) n->expr = expression(v->expression());
        query = n;
    } else {
        auto* x = as<P::ExportedQueryContext>(q);
        auto* n = make<ExportedQuery>(token(x->LLCOLLECT()).begin, token(x->RRCOLLECT()).end);
        if (x->expression() != nullptr) n->expr = expression(x->expression());
        query = n;
    }
    auto* c = make<Collect>(left->begin, query->end);
    c->type_expr = left;
    c->query = query;
    if (ctx->LBRACE() != nullptr) {
        c->operations = list(attribute_operations(ctx->attributeOperations()));
        c->end = token(ctx->RBRACE()).end;
    }
    return c;
}

Node* AstBuilder::selector(Node* left, P::SelectorEntriesContext* ctx) {
    std::vector<SelectorEntry*> entries;
    for (auto* e : ctx->selectorEntry()) {
        const Token& farrow = token(e->FARROW());
        auto* se = make<SelectorEntry>(farrow.begin, farrow.end);
        se->matching = expression(e->expression(0));
        se->value = expression(e->expression(1));
        entries.push_back(se);
    }
    auto* s = make<Selector>(left->begin, left->end);
    s->left = left;
    s->entries = list(entries);
    return s;
}

Node* AstBuilder::literal_string(const Token& t) {
    auto* s = make<LiteralString>(t.begin, t.end);
    s->value = t.value;
    return s;
}

Node* AstBuilder::number(const Token& t) {
    std::string text(t.value);
    bool is_hex = text.size() > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
    bool is_float = !is_hex && text.find_first_of(".eE") != std::string::npos;
    if (is_float) {
        auto* f = make<LiteralFloat>(t.begin, t.end);
        f->value = std::strtod(text.c_str(), nullptr);
        f->text = t.value;
        return f;
    }
    auto* n = make<LiteralInteger>(t.begin, t.end);
    n->text = t.value;
    int radix = 10;
    std::string digits = text;
    if (is_hex) {
        radix = 16;
        digits = text.substr(2);
    } else if (text.size() > 1 && text[0] == '0') {
        radix = 8;
        digits = text.substr(1);
    }
    n->radix = radix;
    errno = 0;
    unsigned long long v = std::strtoull(digits.c_str(), nullptr, radix);
    if (errno == ERANGE || v > static_cast<unsigned long long>(INT64_MAX)) {
        n->overflow = true;
        n->value = INT64_MAX;
    } else {
        n->value = static_cast<std::int64_t>(v);
    }
    return n;
}

Node* AstBuilder::keyword_literal(TerminalNode* t) {
    return literal_string(token(t));
}

Node* AstBuilder::primary(P::PrimaryContext* ctx) {
    if (auto* v = as<P::VariableContext>(ctx)) {
        const Token& t = token(v->VARIABLE());
        auto* var = make<Variable>(t.begin, t.end);
        // `"${true}"`: the lexer made the BOOLEAN token a variable (no `$` in its span); Puppet's model then
        // names the variable with the boolean itself, not a string
        if (t.end - t.begin == t.value.size() && (t.value == "true" || t.value == "false")) {
            auto* b = make<LiteralBoolean>(t.begin, t.end);
            b->value = t.value == "true";
            var->expr = b;
            return var;
        }
        auto* qn = make<QualifiedName>(t.begin + 1, t.end);
        qn->value = t.value;
        var->expr = qn;
        return var;
    }
    if (auto* p = as<P::ParenthesizedContext>(ctx)) {
        const Token& lp = token(p->getStart());
        auto* n = make<Parenthesized>(lp.begin, lp.end);
        n->expr = assignment(p->assignment());
        return n;
    }
    if (auto* te = as<P::TypeExprContext>(ctx)) {
        const Token& type = token(te->TYPE());
        auto* form = te->typeForm();
        if (auto* a = as<P::TypeAliasContext>(form)) return type_alias(a);
        if (auto* d = as<P::TypeDefinitionContext>(form)) return type_definition(d, type);
        auto* t = as<P::TypeCallContext>(form);
        auto* qn = make<QualifiedName>(type.begin, type.end);
        qn->value = type.value;
        std::vector<Node*> args =
            t->arguments() != nullptr ? arguments(t->arguments()) : std::vector<Node*>{};
        auto* call = make<CallNamedFunction>(type.begin, token(t->RPAREN()).end);
        call->functor = qn;
        call->arguments = list(args);
        if (t->lambda() != nullptr) {
            call->lambda = lambda(t->lambda());
            call->end = call->lambda->end;
        }
        return call;
    }
    if (auto* c = as<P::CaseExprContext>(ctx)) return case_expression(c->caseExpression());
    if (auto* i = as<P::IfExprContext>(ctx)) {
        auto* ie = i->ifExpression();
        return if_part(ie->ifPart(), token(ie->IF()));
    }
    if (auto* u = as<P::UnlessExprContext>(ctx)) return unless_expression(u->unlessExpression());
    if (auto* d = as<P::DefineExprContext>(ctx)) return define_expression(d->defineExpression());
    if (auto* c = as<P::ClassExprContext>(ctx)) return class_definition(c->classDefinition());
    if (auto* n = as<P::NodeExprContext>(ctx)) return node_definition(n->nodeDefinition());
    if (auto* f = as<P::FunctionExprContext>(ctx)) return function_definition(f->functionDefinition());
    if (auto* e = as<P::EppRenderContext>(ctx)) return epp_render(e->eppRenderExpression());
    if (auto* r = as<P::ReservedWordContext>(ctx)) {
        const Token& t = token(r->getStart());
        auto* n = make<ReservedWord>(t.begin, t.end);
        n->word = t.value;
        return n;
    }
    if (auto* a = as<P::ArrayExprContext>(ctx)) return array(a->array());
    if (auto* h = as<P::HashExprContext>(ctx)) return hash(h->hash());
    if (auto* r = as<P::RegexContext>(ctx)) {
        const Token& t = token(r->REGEX());
        auto* n = make<LiteralRegex>(t.begin, t.end);
        n->pattern = t.value;
        return n;
    }
    if (auto* q = as<P::QuotedContext>(ctx)) return quoted_text(q->quotedText());
    if (auto* t = as<P::TypeReferenceContext>(ctx)) {
        const Token& tk = token(t->CLASSREF());
        auto* n = make<QualifiedReference>(tk.begin, tk.end);
        n->cased_value = tk.value;
        return n;
    }
    if (auto* n = as<P::NumberContext>(ctx)) return number(token(n->NUMBER()));
    if (auto* b = as<P::BooleanContext>(ctx)) {
        const Token& t = token(b->BOOLEAN());
        auto* n = make<LiteralBoolean>(t.begin, t.end);
        n->value = t.value == "true";
        return n;
    }
    if (auto* d = as<P::DefaultContext>(ctx)) {
        const Token& t = token(d->DEFAULT());
        return make<LiteralDefault>(t.begin, t.end);
    }
    if (auto* u = as<P::UndefContext>(ctx)) {
        const Token& t = token(u->UNDEF());
        return make<LiteralUndef>(t.begin, t.end);
    }
    auto* n = as<P::NameContext>(ctx);
    const Token& t = token(n->NAME());
    auto* qn = make<QualifiedName>(t.begin, t.end);
    qn->value = t.value;
    return qn;
}

// Puppet's Factory.ARGUMENTS: adjacent unfolded hashes (`a => 1, b => 2`) merge into one.
void AstBuilder::append_argument(std::vector<Node*>& args, Node* arg) {
    auto* h = const_cast<LiteralHash*>(arg->as<LiteralHash>());
    if (h != nullptr && h->unfolded && !args.empty()) {
        auto* last = const_cast<LiteralHash*>(args.back()->as<LiteralHash>());
        if (last != nullptr && last->unfolded) {
            std::vector<KeyedEntry*> merged(last->entries.begin(), last->entries.end());
            merged.insert(merged.end(), h->entries.begin(), h->entries.end());
            last->entries = list(merged);
            return;
        }
    }
    args.push_back(arg);
}

Node* AstBuilder::argument_like(P::AssignmentContext* value, TerminalNode* kw, TerminalNode* farrow,
                                P::HashEntryContext* entry, bool plain_must_be_expression) {
    if (farrow == nullptr) {
        if (kw != nullptr) {
            // a bare `type`/`function` is not an expression: Puppet fails on the token after it
            std::size_t next = kw->getSymbol()->getTokenIndex() + 1;
            const Token& t = m_tokens.at(std::min(next, m_tokens.size() - 1));
            if (t.kind == tok::Eof) {
                m_diags.report_in_file(DiagId::SyntaxError, m_file, "end of input");
                throw BuildError{};
            }
            m_diags.report(DiagId::SyntaxError, m_file, t.begin, t.end, syntax_error_where(t));
            throw BuildError{};
        }
        if (plain_must_be_expression && value->assignment() != nullptr) {
            // access keys are expressions, not assignments
            const Token& t = token(static_cast<TerminalNode*>(value->children[1]));
            m_diags.report(DiagId::SyntaxError, m_file, t.begin, t.end, syntax_error_where(t));
            throw BuildError{};
        }
        return assignment(value);
    }
    Node* key = kw != nullptr ? keyword_literal(kw) : assignment(value);
    const Token& fa = token(farrow);
    auto* ke = make<KeyedEntry>(fa.begin, fa.end);
    ke->key = key;
    ke->value = hash_entry(entry);
    auto* h = make<LiteralHash>(fa.begin, fa.end);
    h->unfolded = true;
    h->entries = list(std::vector<KeyedEntry*>{ke});
    return h;
}

std::vector<Node*> AstBuilder::arguments(P::ArgumentsContext* ctx) {
    std::vector<Node*> args;
    for (auto* a : ctx->argument()) {
        TerminalNode* kw = a->TYPE() != nullptr ? a->TYPE() : a->FUNCTION();
        append_argument(args, argument_like(a->assignment(), kw, a->FARROW(), a->hashEntry(), false));
    }
    return args;
}

std::vector<Node*> AstBuilder::access_args(P::AccessArgsContext* ctx) {
    std::vector<Node*> args;
    for (auto* a : ctx->accessArg()) {
        TerminalNode* kw = a->TYPE() != nullptr ? a->TYPE() : a->FUNCTION();
        append_argument(args, argument_like(a->assignment(), kw, a->FARROW(), a->hashEntry(), true));
    }
    return args;
}

Node* AstBuilder::hash_entry(P::HashEntryContext* ctx) {
    if (ctx->assignment() != nullptr) return assignment(ctx->assignment());
    return keyword_literal(ctx->TYPE() != nullptr ? ctx->TYPE() : ctx->FUNCTION());
}

Lambda* AstBuilder::lambda(P::LambdaContext* ctx) {
    const Token& pipe = token(ctx->PIPE(0));
    const Token& rbrace = token(ctx->RBRACE());
    auto* l = make<Lambda>(pipe.begin, rbrace.end);
    if (ctx->parameters() != nullptr) l->parameters = list(parameters(ctx->parameters()));
    if (ctx->RSHIFT() != nullptr)
        l->return_type = type_with_access(ctx->CLASSREF(), ctx->accessArgs(), ctx->RBRACK());
    if (ctx->statements() != nullptr) l->body = body_block(ctx->statements());
    return l;
}

Node* AstBuilder::type_with_access(TerminalNode* classref, P::AccessArgsContext* args, TerminalNode* rbrack) {
    const Token& t = token(classref);
    auto* qr = make<QualifiedReference>(t.begin, t.end);
    qr->cased_value = t.value;
    if (args == nullptr) return qr;
    auto* a = make<Access>(t.begin, token(rbrack).end);
    a->left = qr;
    a->keys = list(access_args(args));
    return a;
}

Node* AstBuilder::array(P::ArrayContext* ctx) {
    const Token& open = token(ctx->getStart());
    const Token& close = token(ctx->RBRACK());
    auto entries = ctx->collectionEntry();
    if (entries.empty()) return make<LiteralList>(open.begin, close.end);
    std::vector<Node*> values;
    for (auto* e : entries) {
        TerminalNode* kw = e->TYPE() != nullptr ? e->TYPE() : e->FUNCTION();
        if (e->FARROW() == nullptr && kw != nullptr) {
            values.push_back(keyword_literal(kw)); // collection_entry_keyword
            continue;
        }
        append_argument(values, argument_like(e->assignment(), kw, e->FARROW(), e->hashEntry(), false));
    }
    auto* l = make<LiteralList>(open.begin, close.end);
    l->values = list(values);
    return l;
}

Node* AstBuilder::hash(P::HashContext* ctx) {
    const Token& open = token(ctx->LBRACE());
    const Token& close = token(ctx->RBRACE());
    std::vector<KeyedEntry*> entries;
    for (auto* p : ctx->hashPair()) {
        const Token& fa = token(p->FARROW());
        auto* ke = make<KeyedEntry>(fa.begin, fa.end);
        ke->key = hash_entry(p->hashEntry(0));
        ke->value = hash_entry(p->hashEntry(1));
        entries.push_back(ke);
    }
    auto* h = make<LiteralHash>(open.begin, close.end);
    h->entries = list(entries);
    return h;
}

Node* AstBuilder::quoted_text(P::QuotedTextContext* ctx) {
    if (auto* s = as<P::SingleQuotedContext>(ctx)) return literal_string(token(s->STRING()));
    if (auto* w = as<P::BareWordContext>(ctx)) return literal_string(token(w->WORD()));
    if (auto* d = as<P::DoubleQuotedContext>(ctx)) return dq_string(d->dqString());
    auto* h = as<P::HeredocContext>(ctx);
    const Token& t = token(h->HEREDOC());
    auto* n = make<Heredoc>(t.begin, t.end);
    n->syntax = t.value;
    auto* text = h->heredocText();
    if (text->dqString() != nullptr)
        n->text = dq_string(text->dqString());
    else
        n->text = literal_string(token(text->getStart()));
    return n;
}

// `"a${x}b"`: Puppet's Factory.STRING drops empty literal segments; each `${}` becomes a Text.
Node* AstBuilder::dq_string(P::DqStringContext* ctx) {
    std::vector<Node*> segments;
    auto add_literal = [&](TerminalNode* t) {
        const Token& tk = token(t);
        if (!tk.value.empty()) segments.push_back(literal_string(tk));
    };
    add_literal(ctx->DQPRE());
    auto parts = ctx->assignment();
    for (std::size_t i = 0; i < parts.size(); ++i) {
        segments.push_back(text_segment(parts[i]));
        if (i + 1 < parts.size()) add_literal(ctx->DQMID(i));
    }
    add_literal(ctx->DQPOST());
    auto* s = make<ConcatenatedString>(token(ctx->DQPRE()).begin, token(ctx->DQPOST()).end);
    s->segments = list(segments);
    return s;
}

Node* AstBuilder::text_segment(P::AssignmentContext* ctx) {
    auto* t = make_unpositioned<Text>();
    t->expr = interpolate(assignment(ctx));
    return t;
}

// Factory#interpolate: inside `${}`, a name or decimal number at the head of an access, a named access or a
// method call means a variable.
Node* AstBuilder::interpolate(Node* n) {
    auto rewriteable = [](const Node* o) {
        switch (o->kind) {
        case NodeKind::Access:
        case NodeKind::QualifiedName:
        case NodeKind::NamedAccess:
        case NodeKind::CallMethod:
            return true;
        case NodeKind::LiteralInteger:
            return o->as<LiteralInteger>()->radix == 10;
        default:
            return false;
        }
    };
    switch (n->kind) {
    case NodeKind::QualifiedName:
    case NodeKind::LiteralInteger: {
        auto* v = make<Variable>(n->begin, n->end);
        v->expr = n;
        return v;
    }
    case NodeKind::Access: {
        auto* a = const_cast<Access*>(n->as<Access>());
        if (rewriteable(a->left)) a->left = interpolate(a->left);
        return n;
    }
    case NodeKind::NamedAccess: {
        auto* a = const_cast<NamedAccess*>(n->as<NamedAccess>());
        if (rewriteable(a->left)) a->left = interpolate(a->left);
        return n;
    }
    case NodeKind::CallMethod: {
        auto* c = const_cast<CallMethod*>(n->as<CallMethod>());
        if (rewriteable(c->functor)) c->functor = interpolate(c->functor);
        return n;
    }
    default:
        return n;
    }
}

} // namespace pp::parser
