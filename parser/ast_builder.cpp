// Parse tree -> AST, with the semantic actions of Puppet's egrammar.ra and model/factory.rb. Node
// positions follow the grammar's `loc` calls (binary operators sit at their operator token, a parameter at
// its variable, ...), since validation messages report them.
#include "parser/ast_builder.hpp"

#include "lexer/stack_guard.hpp"
#include "parser/ast_walk.hpp"

#include <cerrno>
#include <cstdlib>
#include <string>
#include <typeinfo>

namespace pp::parser {

using lexer::DiagId;
using lexer::Token;
namespace tok = lexer::tok;
using antlr4::tree::TerminalNode;

namespace {

bool is_statement_call(std::string_view name) {
    static constexpr std::string_view kNames[] = {"require", "realize", "include", "contain", "tag",
                                                  "debug",   "info",    "notice",  "warning", "err",
                                                  "fail",    "import",  "break",   "next",    "return"};
    for (auto n : kNames) {
        if (n == name) return true;
    }
    return false;
}

// Exact-type test for the generated labelled-alternative contexts. They and this code are linked into one
// binary, so each type has exactly one type_info object and comparing addresses is exact (and, unlike
// dynamic_cast, never falls back to comparing type names).
template <class T>
T* as(antlr4::tree::ParseTree* t) {
    return &typeid(*t) == &typeid(T) ? static_cast<T*>(t) : nullptr;
}

} // namespace

const Token& AstBuilder::token(TerminalNode* t) const {
    return m_tokens.at(t->getSymbol()->getTokenIndex());
}
const Token& AstBuilder::token(antlr4::Token* t) const {
    return m_tokens.at(t->getTokenIndex());
}

std::string AstBuilder::syntax_error_where(const Token& t) {
    std::string v(t.value);
    if (t.kind == tok::REGEX) v = "(?-mix:" + v + ")"; // Ruby's Regexp#to_s
    if (t.kind == tok::OTHER) v.clear();               // lexer2 gives an unknown character no text
    return "'" + v + "'";
}

void AstBuilder::fail_at(const Token& t, DiagId id) {
    m_diags.report(id, m_file, t.begin, t.end);
    throw BuildError{};
}

void AstBuilder::fail_at(std::uint32_t offset, DiagId id, const std::string& arg) {
    if (arg.empty())
        m_diags.report(id, m_file, offset, offset);
    else
        m_diags.report(id, m_file, offset, offset, arg);
    throw BuildError{};
}

void AstBuilder::check_stack(const Token& t) {
    if (lexer::stack_nearly_exhausted()) fail_at(t, DiagId::NestedTooDeeply);
}

// ---- program and statements -----------------------------------------------------------------------------

Program* AstBuilder::build(P::ProgramContext* ctx) {
    auto* prog = make<Program>(0, 0);
    if (auto* epp = as<P::EppProgramContext>(ctx)) {
        const Token& start = token(epp->EPP_START());
        bool specified = false;
        std::vector<Parameter*> params;
        if (auto* ep = epp->eppParameters()) {
            specified = true;
            if (ep->parameters() != nullptr) params = parameters(ep->parameters());
        }
        auto* body = make_unpositioned<Epp>();
        body->parameters_specified = specified;
        if (epp->statements() != nullptr) {
            std::vector<Node*> stmts = statement_list(epp->statements());
            auto* block = make_unpositioned<Block>();
            block->statements = list(stmts);
            body->body = block;
        }
        auto* lam = make<Lambda>(start.begin, start.end);
        lam->parameters = list(params);
        lam->body = body;
        prog->body = lam;
    } else {
        auto* code = as<P::CodeProgramContext>(ctx);
        if (code->statements() == nullptr) {
            // create_empty_program: a Nop positioned at the end of the input
            auto end = m_tokens.back().begin;
            prog->body = make<Nop>(end, end);
        } else {
            prog->body = statements(code->statements());
        }
    }
    prog->definitions = list(m_definitions);
    fix_positions(prog);
    return prog;
}

Node* AstBuilder::statements(P::StatementsContext* ctx, const Token* lbrace, const Token* rbrace) {
    return block_or_expression(statement_list(ctx), lbrace, rbrace);
}

Node* AstBuilder::block_or_expression(const std::vector<Node*>& stmts, const Token* lbrace,
                                      const Token* rbrace) {
    if (stmts.size() == 1) return stmts[0];
    std::uint32_t b = lbrace != nullptr ? lbrace->begin : stmts.front()->begin;
    std::uint32_t e = rbrace != nullptr ? rbrace->end : stmts.back()->end;
    auto* block = make<Block>(b, e);
    block->statements = list(stmts);
    return block;
}

Node* AstBuilder::body_block(P::StatementsContext* ctx) {
    if (ctx == nullptr) return nullptr;
    auto* block = make_unpositioned<Block>();
    block->statements = list(statement_list(ctx));
    return block;
}

std::vector<Node*> AstBuilder::statement_list(P::StatementsContext* ctx) {
    std::vector<Stmt> stmts;
    bool after_semicolon = true; // the first statement may start with anything
    for (auto* child : ctx->children) {
        if (grammar::is_terminal(child)) {
            after_semicolon = true;
            continue;
        }
        auto* s = static_cast<P::SyntacticStatementContext*>(child);
        const Token& first = token(s->getStart());
        if (!after_semicolon && (first.kind == tok::LBRACK || first.kind == tok::LBRACE)) {
            throw Juxtaposition{s->getStart()->getTokenIndex()};
        }
        after_semicolon = false;
        Stmt st;
        auto assigns = s->assignment();
        if (assigns.size() == 1) {
            st.single = assignment(assigns[0]);
        } else {
            st.first_comma = token(s->COMMA(0)).begin;
            for (auto* a : assigns)
                st.list.push_back(assignment(a));
        }
        stmts.push_back(std::move(st));
    }
    return transform_calls(stmts);
}

// Factory.transform_calls: a statement function name followed by an expression (or a comma list) becomes a
// call without parentheses.
std::vector<Node*> AstBuilder::transform_calls(std::vector<Stmt>& stmts) {
    std::vector<Node*> memo;
    for (Stmt& st : stmts) {
        Node* name = memo.empty() ? nullptr : memo.back();
        const auto* qn = name != nullptr ? name->as<QualifiedName>() : nullptr;
        if (qn != nullptr && is_statement_call(qn->value)) {
            std::vector<Node*> args = st.is_list() ? st.list : std::vector<Node*>{st.single};
            auto* call = make<CallNamedFunction>(name->begin, args.back()->end);
            call->functor = name;
            call->arguments = list(args);
            call->rval_required = false;
            memo.back() = call;
        } else if (st.is_list()) {
            if (qn != nullptr) fail_at(st.first_comma, DiagId::ArgsToNonCall, std::string(qn->value));
            fail_at(st.first_comma, DiagId::IllegalCommaList);
        } else {
            memo.push_back(st.single);
            if (auto* call = const_cast<CallNamedFunction*>(st.single->as<CallNamedFunction>())) {
                call->rval_required = false;
            }
        }
    }
    return memo;
}

Node* AstBuilder::assignment(P::AssignmentContext* ctx) {
    Node* left = relationship(ctx->relationship());
    if (ctx->assignment() == nullptr) return left;
    const Token& op = token(static_cast<TerminalNode*>(ctx->children[1]));
    check_stack(op);
    auto* n = make<Assignment>(op.begin, op.end);
    n->op = op.value;
    n->left = left;
    n->right = assignment(ctx->assignment());
    return n;
}

Node* AstBuilder::relationship(P::RelationshipContext* ctx) {
    auto res = ctx->resource();
    Node* left = resource(res[0]);
    for (std::size_t i = 1; i < res.size(); ++i) {
        const Token& op = token(static_cast<TerminalNode*>(ctx->children[2 * i - 1]));
        auto* n = make<Relationship>(op.begin, op.end);
        n->op = op.value;
        n->left = left;
        n->right = resource(res[i]);
        left = n;
    }
    return left;
}

// ---- resources ------------------------------------------------------------------------------------------

Node* AstBuilder::resource(P::ResourceContext* ctx) {
    if (auto* e = as<P::ResourceExpressionContext>(ctx)) return expression(e->expression());
    if (auto* t = as<P::ResourceTitledContext>(ctx)) {
        Node* type = resource(t->resource());
        const Token& rbrace = token(t->RBRACE());
        auto* first = make_unpositioned<ResourceBody>();
        first->title = expression(t->expression());
        first->operations = list(attribute_operations(t->attributeOperations()));
        std::vector<ResourceBody*> bodies{first};
        if (auto* more = t->additionalResourceBodies()->resourceBodies()) {
            for (auto* b : more->resourceBody())
                bodies.push_back(resource_body(b));
        }
        auto* r = make<Resource>(type->begin, rbrace.end);
        r->type_name = type;
        r->bodies = list(bodies);
        return r;
    }
    if (auto* u = as<P::ResourceUntitledContext>(ctx)) return resource_untitled(u);
    if (auto* v = as<P::ResourceVirtualContext>(ctx)) {
        return with_form(v->resource(), token(v->AT()), ResourceForm::Virtual, DiagId::VirtualNotResource);
    }
    if (auto* x = as<P::ResourceExportedContext>(ctx)) {
        return with_form(x->resource(), token(x->ATAT()), ResourceForm::Exported,
                         DiagId::ExportedNotResource);
    }
    auto* c = as<P::ResourceClassContext>(ctx);
    const Token& cls = token(c->CLASS());
    std::vector<ResourceBody*> bodies;
    for (auto* b : c->resourceBodies()->resourceBody())
        bodies.push_back(resource_body(b));
    auto* r = make<Resource>(cls.begin, token(c->RBRACE()).end);
    auto* type = make_unpositioned<QualifiedName>();
    type->value = "class";
    r->type_name = type;
    r->bodies = list(bodies);
    return r;
}

// `@resource` / `@@resource` (Factory.set_resource_form): only resources, defaults and overrides take a form.
Node* AstBuilder::with_form(P::ResourceContext* inner, const Token& at, ResourceForm form,
                            DiagId not_resource) {
    check_stack(at);
    Node* r = resource(inner);
    if (auto* res = const_cast<Resource*>(r->as<Resource>()))
        res->form = form;
    else if (auto* d = const_cast<ResourceDefaults*>(r->as<ResourceDefaults>()))
        d->form = form;
    else if (auto* o = const_cast<ResourceOverride*>(r->as<ResourceOverride>()))
        o->form = form;
    else
        fail_at(at, not_resource);
    r->begin = at.begin;
    return r;
}

// `X { attr => value }`: a resource without title (turned into a call or a block, as Puppet does), resource
// defaults (`File { }`) or an override (`File['x'] { }`).
Node* AstBuilder::resource_untitled(P::ResourceUntitledContext* ctx) {
    Node* left = resource(ctx->resource());
    const Token& lbrace = token(ctx->LBRACE());
    const Token& rbrace = token(ctx->RBRACE());
    std::vector<Node*> ops = attribute_operations(ctx->attributeOperations());
    switch (left->kind) {
    case NodeKind::QualifiedName: {
        // transform_resource_wo_title: `name { a => b }` is `name` followed by a hash, unless there is a +>
        std::vector<KeyedEntry*> entries;
        for (Node* op : ops) {
            auto* entry = make_unpositioned<KeyedEntry>();
            if (const auto* ao = op->as<AttributeOperation>()) {
                if (ao->op == "+>") fail_at(lbrace, DiagId::ResourceWithoutTitleOrHash);
                auto* key = make_unpositioned<LiteralString>();
                key->value = ao->name;
                entry->key = key;
                entry->value = ao->value;
            } else {
                entry->key = make_unpositioned<Nop>();
                entry->value = nullptr;
            }
            entries.push_back(entry);
        }
        auto* h = make<LiteralHash>(lbrace.begin, rbrace.end);
        h->entries = list(entries);
        std::vector<Stmt> stmts(2);
        stmts[0].single = left;
        stmts[1].single = h;
        return block_or_expression(transform_calls(stmts), nullptr, nullptr);
    }
    case NodeKind::QualifiedReference: {
        auto* d = make<ResourceDefaults>(left->begin, rbrace.end);
        d->type_ref = left;
        d->operations = list(ops);
        return d;
    }
    case NodeKind::Access: {
        auto* o = make<ResourceOverride>(left->begin, rbrace.end);
        o->resources = left;
        o->operations = list(ops);
        return o;
    }
    default:
        fail_at(left->begin, DiagId::NotAResourceShape);
    }
}

ResourceBody* AstBuilder::resource_body(P::ResourceBodyContext* ctx) {
    auto* b = make_unpositioned<ResourceBody>();
    b->title = expression(ctx->expression());
    b->operations = list(attribute_operations(ctx->attributeOperations()));
    return b;
}

std::vector<Node*> AstBuilder::attribute_operations(P::AttributeOperationsContext* ctx) {
    std::vector<Node*> ops;
    for (auto* op : ctx->attributeOperation())
        ops.push_back(attribute_operation(op));
    return ops;
}

Node* AstBuilder::attribute_operation(P::AttributeOperationContext* ctx) {
    if (auto* a = as<P::AttributeOpContext>(ctx)) {
        auto* name_ctx = a->attributeName();
        const Token& name = token(name_ctx->getStart());
        const Token& op = token(a->FARROW() != nullptr ? a->FARROW() : a->PARROW());
        Node* value = expression(a->expression());
        auto* n = make<AttributeOperation>(name.begin, value->end);
        n->name = name.value;
        n->op = op.value;
        n->value = value;
        return n;
    }
    auto* s = as<P::AttributesOpContext>(ctx);
    const Token& times = token(s->TIMES());
    Node* value = expression(s->expression());
    auto* n = make<AttributesOperation>(times.begin, value->end);
    n->expr = value;
    return n;
}

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

// ---- conditionals ---------------------------------------------------------------------------------------

Node* AstBuilder::if_part(P::IfPartContext* ctx, const Token& start) {
    DepthGuard depth(*this, start); // an elsif chain nests Ifs
    const Token& lbrace = token(ctx->LBRACE(0));
    const Token& rbrace = token(ctx->RBRACE(0));
    auto* n = make<If>(start.begin, rbrace.end);
    n->test = expression(ctx->expression());
    auto stmts = ctx->statements();
    // statements(0) belongs to the then-block only when it appears before the first RBRACE
    P::StatementsContext* then_stmts = nullptr;
    P::StatementsContext* else_stmts = nullptr;
    for (auto* s : stmts) {
        if (s->getStart()->getTokenIndex() < ctx->RBRACE(0)->getSymbol()->getTokenIndex())
            then_stmts = s;
        else
            else_stmts = s;
    }
    if (then_stmts != nullptr) n->then_expr = statements(then_stmts, &lbrace, &rbrace);
    if (ctx->ifPart() != nullptr) {
        Node* elsif = if_part(ctx->ifPart(), token(ctx->ELSIF()));
        n->else_expr = elsif;
        n->end = elsif->end;
    } else if (ctx->ELSE() != nullptr) {
        const Token& lb = token(ctx->LBRACE(1));
        const Token& rb = token(ctx->RBRACE(1));
        if (else_stmts != nullptr) n->else_expr = statements(else_stmts, &lb, &rb);
        n->end = rb.end;
    }
    return n;
}

Node* AstBuilder::unless_expression(P::UnlessExpressionContext* ctx) {
    const Token& kw = token(ctx->UNLESS());
    const Token& lbrace = token(ctx->LBRACE(0));
    const Token& rbrace = token(ctx->RBRACE(0));
    auto* n = make<Unless>(kw.begin, rbrace.end);
    n->test = expression(ctx->expression());
    P::StatementsContext* then_stmts = nullptr;
    P::StatementsContext* else_stmts = nullptr;
    for (auto* s : ctx->statements()) {
        if (s->getStart()->getTokenIndex() < ctx->RBRACE(0)->getSymbol()->getTokenIndex())
            then_stmts = s;
        else
            else_stmts = s;
    }
    if (then_stmts != nullptr) n->then_expr = statements(then_stmts, &lbrace, &rbrace);
    if (ctx->ELSE() != nullptr && else_stmts != nullptr) {
        const Token& lb = token(ctx->LBRACE(1));
        const Token& rb = token(ctx->RBRACE(1));
        n->else_expr = statements(else_stmts, &lb, &rb);
    }
    return n;
}

Node* AstBuilder::case_expression(P::CaseExpressionContext* ctx) {
    const Token& kw = token(ctx->CASE());
    auto* n = make<Case>(kw.begin, token(ctx->RBRACE()).end);
    n->test = expression(ctx->expression());
    std::vector<CaseOption*> options;
    for (auto* o : ctx->caseOption()) {
        auto* opt = make<CaseOption>(token(o->COLON()).begin, token(o->RBRACE()).end);
        std::vector<Node*> values;
        for (auto* v : o->expression())
            values.push_back(expression(v));
        opt->values = list(values);
        if (o->statements() != nullptr) opt->then_expr = body_block(o->statements());
        options.push_back(opt);
    }
    n->options = list(options);
    return n;
}

// ---- definitions ----------------------------------------------------------------------------------------

std::vector<Parameter*> AstBuilder::parameters(P::ParametersContext* ctx) {
    std::vector<Parameter*> out;
    for (auto* p : ctx->parameter()) {
        const Token& var = token(p->VARIABLE());
        auto* param = make<Parameter>(var.begin, var.end);
        param->name = var.value;
        param->captures_rest = p->TIMES() != nullptr;
        if (p->CLASSREF() != nullptr)
            param->type_expr = type_with_access(p->CLASSREF(), p->accessArgs(), p->RBRACK());
        if (p->expression() != nullptr) param->value = expression(p->expression());
        out.push_back(param);
    }
    return out;
}

std::vector<Parameter*> AstBuilder::parameter_list(P::ParameterListContext* ctx) {
    if (ctx == nullptr || ctx->parameters() == nullptr) return {};
    return parameters(ctx->parameters());
}

std::string_view AstBuilder::classname(P::ClassnameContext* ctx) {
    const Token& t = token(ctx->getStart());
    if (t.kind == tok::CLASS) fail_at(t, DiagId::ClassKeywordNotAllowed);
    if (t.kind == tok::STRING) fail_at(t, DiagId::QuotedStringNotName);
    return t.value;
}

namespace {
std::string qualified(const std::vector<std::string_view>& stack, std::string_view name) {
    std::string ns;
    for (std::size_t i = 0; i < stack.size(); ++i) {
        if (i > 0) ns += "::";
        ns += stack[i];
    }
    // [namespace, name].join('::').sub(/^::/, '')
    std::string full = ns + "::" + std::string(name);
    if (full.rfind("::", 0) == 0) full.erase(0, 2);
    return full;
}
} // namespace

Node* AstBuilder::define_expression(P::DefineExpressionContext* ctx) {
    std::string_view name = classname(ctx->classname());
    auto* d = make<ResourceTypeDefinition>(token(ctx->DEFINE()).begin, token(ctx->RBRACE()).end);
    d->parameters = list(parameter_list(ctx->parameterList()));
    d->body = body_block(ctx->statements());
    d->name = m_arena.string(qualified(m_namestack, name));
    m_definitions.push_back(d);
    return d;
}

Node* AstBuilder::class_definition(P::ClassDefinitionContext* ctx) {
    auto names = ctx->classname();
    std::string_view name = classname(names[0]);
    auto* c = make<HostClassDefinition>(token(ctx->CLASS()).begin, token(ctx->RBRACE()).end);
    c->parameters = list(parameter_list(ctx->parameterList()));
    if (ctx->INHERITS() != nullptr) {
        c->has_parent = true;
        c->parent_class = names.size() > 1 ? classname(names[1]) : token(ctx->DEFAULT()).value;
    }
    std::string full = qualified(m_namestack, name);
    m_namestack.push_back(name);
    c->body = body_block(ctx->statements());
    m_namestack.pop_back();
    c->name = m_arena.string(full);
    m_definitions.push_back(c);
    return c;
}

Node* AstBuilder::hostname(P::HostnameContext* ctx) {
    if (auto* d = as<P::DottedHostnameContext>(ctx)) {
        auto parts = d->nameOrNumber();
        const Token& first = token(parts.front()->getStart());
        const Token& last = token(parts.back()->getStart());
        std::string text(first.value);
        for (std::size_t i = 1; i < parts.size(); ++i) {
            text += '.';
            text += token(parts[i]->getStart()).value;
        }
        auto* s = make<LiteralString>(first.begin, last.end);
        s->value = m_arena.string(text);
        return s;
    }
    if (auto* q = as<P::QuotedHostnameContext>(ctx)) return quoted_text(q->quotedText());
    if (auto* d = as<P::DefaultHostnameContext>(ctx)) {
        const Token& t = token(d->DEFAULT());
        return make<LiteralDefault>(t.begin, t.end);
    }
    auto* r = as<P::RegexHostnameContext>(ctx);
    const Token& t = token(r->REGEX());
    auto* n = make<LiteralRegex>(t.begin, t.end);
    n->pattern = t.value;
    return n;
}

Node* AstBuilder::node_definition(P::NodeDefinitionContext* ctx) {
    auto* n = make<NodeDefinition>(token(ctx->NODE()).begin, token(ctx->RBRACE()).end);
    auto hosts = ctx->hostname();
    std::vector<Node*> matches;
    std::size_t count = hosts.size() - (ctx->INHERITS() != nullptr ? 1 : 0);
    for (std::size_t i = 0; i < count; ++i)
        matches.push_back(hostname(hosts[i]));
    n->host_matches = list(matches);
    if (ctx->INHERITS() != nullptr) n->parent = hostname(hosts.back());
    n->body = body_block(ctx->statements());
    m_definitions.push_back(n);
    return n;
}

Node* AstBuilder::function_definition(P::FunctionDefinitionContext* ctx) {
    auto* f = make<FunctionDefinition>(token(ctx->FUNCTION()).begin, token(ctx->RBRACE()).end);
    f->name = classname(ctx->classname());
    f->parameters = list(parameter_list(ctx->parameterList()));
    if (ctx->RSHIFT() != nullptr)
        f->return_type = type_with_access(ctx->CLASSREF(), ctx->accessArgs(), ctx->RBRACK());
    f->body = body_block(ctx->statements());
    m_definitions.push_back(f);
    return f;
}

Node* AstBuilder::type_alias(P::TypeAliasContext* ctx) {
    Node* lhs = type_with_access(ctx->CLASSREF(), ctx->accessArgs(), ctx->RBRACK());
    auto* rhs_ctx = ctx->typeAliasRhs();
    Node* rhs = nullptr;
    std::uint32_t end = 0;
    if (auto* o = as<P::AliasObjectContext>(rhs_ctx)) {
        // `type Foo = Parent { ... }` is Object[{ ..., parent => Parent }] (Factory#build_TypeAlias)
        const Token& t = token(o->CLASSREF());
        auto* parent = make<QualifiedReference>(t.begin, t.end);
        parent->cased_value = t.value;
        auto* h = const_cast<LiteralHash*>(hash(o->hash())->as<LiteralHash>());
        end = h->end;
        Node* base = parent;
        if (t.value != "Object" && t.value != "TypeSet") {
            std::vector<KeyedEntry*> entries(h->entries.begin(), h->entries.end());
            auto* ke = make_unpositioned<KeyedEntry>();
            auto* key = make_unpositioned<QualifiedName>();
            key->value = "parent";
            ke->key = key;
            ke->value = parent;
            entries.push_back(ke);
            h->entries = list(entries);
            auto* obj = make_unpositioned<QualifiedReference>();
            obj->cased_value = "Object";
            base = obj;
        }
        auto* a = make_unpositioned<Access>();
        a->left = base;
        a->keys = list(std::vector<Node*>{h});
        rhs = a;
    } else if (auto* a = as<P::AliasAccessContext>(rhs_ctx)) {
        rhs = type_with_access(a->CLASSREF(), a->accessArgs(), a->RBRACK());
        end = token(a->RBRACK()).end;
    } else if (auto* r = as<P::AliasReferenceContext>(rhs_ctx)) {
        rhs = type_with_access(r->CLASSREF(), nullptr, nullptr);
        end = rhs->end;
    } else if (auto* h = as<P::AliasHashContext>(rhs_ctx)) {
        Node* hn = hash(h->hash());
        auto* obj = make_unpositioned<QualifiedReference>();
        obj->cased_value = "Object";
        auto* a = make_unpositioned<Access>();
        a->left = obj;
        a->keys = list(std::vector<Node*>{hn});
        rhs = a;
        end = hn->end;
    } else {
        auto* arr = as<P::AliasArrayContext>(rhs_ctx);
        rhs = array(arr->array());
        end = lhs->end; // Puppet's action positions this form at the left-hand side only
    }
    Node* def = nullptr;
    if (lhs->kind == NodeKind::Access) {
        auto* m = make<TypeMapping>(lhs->begin, end);
        m->type_expr = lhs;
        m->mapping_expr = rhs;
        def = m;
    } else {
        auto* t = make<TypeAlias>(lhs->begin, end);
        t->name = lhs->as<QualifiedReference>()->cased_value;
        t->type_expr = rhs;
        def = t;
    }
    m_definitions.push_back(def);
    return def;
}

Node* AstBuilder::type_definition(P::TypeDefinitionContext* ctx, const Token& type) {
    auto* t = make<TypeDefinition>(type.begin, token(ctx->RBRACE()).end);
    t->name = token(ctx->CLASSREF(0)).value;
    if (ctx->INHERITS() != nullptr) t->parent = token(ctx->CLASSREF(1)).value;
    t->body = body_block(ctx->statements());
    m_definitions.push_back(t);
    return t;
}

Node* AstBuilder::epp_render(P::EppRenderExpressionContext* ctx) {
    if (auto* s = as<P::RenderStringContext>(ctx)) {
        const Token& t = token(s->RENDER_STRING());
        auto* n = make<RenderString>(t.begin, t.end);
        n->value = t.value;
        return n;
    }
    const Token& start = token(ctx->getStart());
    const Token& stop = token(ctx->getStop());
    auto* n = make<RenderExpression>(start.begin, stop.end);
    if (auto* b = as<P::RenderBlockContext>(ctx)) {
        const Token& lb = token(b->LBRACE());
        const Token& rb = token(b->RBRACE());
        n->expr = statements(b->statements(), &lb, &rb);
    } else {
        n->expr = expression(as<P::RenderExprContext>(ctx)->expression());
    }
    return n;
}

// Factory#contained_current: a node built without a position takes its container's start (length 0).
void AstBuilder::fix_positions(Node* root) {
    std::vector<Node*> stack{root};
    while (!stack.empty()) {
        Node* n = stack.back();
        stack.pop_back();
        for_each_child(*n, [&](const Node* c) {
            auto* child = const_cast<Node*>(c);
            if (child->begin == Unset) {
                child->begin = n->begin;
                child->end = n->begin;
            }
            stack.push_back(child);
        });
    }
}

} // namespace pp::parser
