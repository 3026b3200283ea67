// Parse tree -> AST, with the semantic actions of Puppet's egrammar.ra and model/factory.rb. Node
// positions follow the grammar's `loc` calls (binary operators sit at their operator token, a parameter at
// its variable, ...), since validation messages report them.
// The expressions (operators, primaries, literals, strings) are in ast_builder_expressions.cpp.
#include "parser/ast_builder.hpp"

#include "lexer/stack_guard.hpp"
#include "parser/ast_builder_detail.hpp"
#include "parser/ast_walk.hpp"

#include <string>

namespace pp::parser {

using lexer::DiagId;
using lexer::Token;
namespace tok = lexer::tok;
using antlr4::tree::TerminalNode;
using detail::as;

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
        stmts.push_back(
            syntactic_statement(static_cast<P::SyntacticStatementContext*>(child), after_semicolon));
        after_semicolon = false;
    }
    return transform_calls(stmts);
}

AstBuilder::Stmt AstBuilder::syntactic_statement(P::SyntacticStatementContext* s, bool after_semicolon) {
    const Token& first = token(s->getStart());
    if (!after_semicolon && (first.kind == tok::LBRACK || first.kind == tok::LBRACE))
        throw Juxtaposition{s->getStart()->getTokenIndex()};
    Stmt st;
    auto assigns = s->assignment();
    if (assigns.size() == 1) {
        st.single = assignment(assigns[0]);
    } else {
        st.first_comma = token(s->COMMA(0)).begin;
        for (auto* a : assigns)
            st.list.push_back(assignment(a));
    }
    return st;
}

void AstBuilder::add_statement(P::SyntacticStatementContext* ctx, bool after_semicolon) {
    statements_here().push_back(syntactic_statement(ctx, after_semicolon));
}

Program* AstBuilder::finish_program() {
    auto* prog = make<Program>(0, 0);
    if (m_top.empty()) {
        auto end = m_tokens.back().begin; // create_empty_program, as build() makes it
        prog->body = make<Nop>(end, end);
    } else {
        prog->body = block_or_expression(transform_calls(m_top), nullptr, nullptr);
    }
    m_top.clear();
    prog->definitions = list(m_definitions);
    fix_positions(prog);
    return prog;
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

void AstBuilder::deepen(const Token& at, int n) {
    for (int i = 0; i < n; ++i)
        if (++m_depth > MaxNestingDepth) fail_at(at, DiagId::NestedTooDeeply);
}

// class_definition and define_expression, a piece at a time: what they build before the body is built here,
// in the same order, and the rest in finish_definition. Each is an expression (its DepthGuard).
void AstBuilder::begin_class(const Token& keyword, P::ClassnameContext* name, P::ParameterListContext* params,
                             P::ClassnameContext* parent, const Token* parent_default) {
    deepen(keyword, 1);
    std::string_view short_name = classname(name);
    auto* c = make<HostClassDefinition>(keyword.begin, keyword.end);
    c->parameters = list(parameter_list(params));
    if (parent != nullptr || parent_default != nullptr) {
        c->has_parent = true;
        c->parent_class = parent != nullptr ? classname(parent) : parent_default->value;
    }
    Open open;
    open.node = c;
    open.depth = 1;
    open.pushed = true;
    open.full = qualified(m_namestack, short_name);
    m_namestack.push_back(short_name);
    m_open.push_back(std::move(open));
}

void AstBuilder::begin_define(const Token& keyword, P::ClassnameContext* name,
                              P::ParameterListContext* params) {
    deepen(keyword, 1);
    std::string_view short_name = classname(name);
    auto* d = make<ResourceTypeDefinition>(keyword.begin, keyword.end);
    d->parameters = list(parameter_list(params));
    Open open;
    open.node = d;
    open.depth = 1;
    open.full = qualified(m_namestack, short_name);
    m_open.push_back(std::move(open));
}

void AstBuilder::finish_definition(const Token& rbrace) {
    Open open = std::move(m_open.back());
    m_open.pop_back();
    m_depth -= open.depth;
    Node* body = nullptr;
    if (!open.body.empty()) {
        auto* block = make_unpositioned<Block>();
        block->statements = list(transform_calls(open.body));
        body = block;
    }
    if (open.pushed) m_namestack.pop_back();
    open.node->end = rbrace.end;
    if (auto* c = const_cast<HostClassDefinition*>(open.node->as<HostClassDefinition>())) {
        c->body = body;
        c->name = m_arena.string(open.full);
    } else {
        auto* d = static_cast<ResourceTypeDefinition*>(open.node);
        d->body = body;
        d->name = m_arena.string(open.full);
    }
    m_definitions.push_back(open.node);
    Stmt st;
    st.single = open.node;
    statements_here().push_back(std::move(st));
}

// if_part, unless_expression and case_expression, a block at a time, building in the same order: the test
// first, then each block once its statements are in. An `if` holds the DepthGuards of its expression and of
// if_part, each `elsif` one more (if_part's); an `unless` and a `case` their expression's.
void AstBuilder::open_block(Node* node, Open::Kind kind, int depth, const Token* lbrace, bool elsif) {
    Open open;
    open.kind = kind;
    open.node = node;
    open.depth = depth;
    open.elsif = elsif;
    open.lbrace = lbrace;
    m_open.push_back(std::move(open));
}

void AstBuilder::begin_if(const Token& keyword, P::ExpressionContext* test, const Token& lbrace) {
    deepen(keyword, 2);
    auto* n = make<If>(keyword.begin, keyword.end);
    open_block(n, Open::Kind::Then, 2, &lbrace, false);
    n->test = expression(test);
}

void AstBuilder::begin_unless(const Token& keyword, P::ExpressionContext* test, const Token& lbrace) {
    deepen(keyword, 1);
    auto* n = make<Unless>(keyword.begin, keyword.end);
    open_block(n, Open::Kind::Then, 1, &lbrace, false);
    n->test = expression(test);
}

void AstBuilder::begin_elsif(const Token& keyword, P::ExpressionContext* test, const Token& lbrace) {
    deepen(keyword, 1);
    auto* n = make<If>(keyword.begin, keyword.end);
    static_cast<If*>(m_open.back().node)->else_expr = n;
    open_block(n, Open::Kind::Then, 1, &lbrace, true);
    n->test = expression(test);
}

void AstBuilder::begin_else(const Token& lbrace) {
    Open& open = m_open.back();
    open.kind = Open::Kind::Else;
    open.lbrace = &lbrace;
}

void AstBuilder::close_block(const Token& rbrace) {
    Open& open = m_open.back();
    Node* block =
        open.body.empty() ? nullptr : block_or_expression(transform_calls(open.body), open.lbrace, &rbrace);
    open.body.clear();
    auto* if_node = const_cast<If*>(open.node->as<If>());
    if (open.kind == Open::Kind::Then) {
        if (if_node != nullptr)
            if_node->then_expr = block;
        else
            static_cast<Unless*>(open.node)->then_expr = block;
        open.node->end = rbrace.end;
    } else if (if_node != nullptr) {
        if_node->else_expr = block;
        open.node->end = rbrace.end;
    } else {
        static_cast<Unless*>(open.node)->else_expr = block; // (an unless ends with its first block)
    }
}

void AstBuilder::finish_conditional() {
    while (true) {
        Open open = std::move(m_open.back());
        m_open.pop_back();
        m_depth -= open.depth;
        if (!open.elsif) {
            Stmt st;
            st.single = open.node;
            statements_here().push_back(std::move(st));
            return;
        }
        m_open.back().node->end = open.node->end; // the If an elsif continues ends where it does
    }
}

void AstBuilder::begin_case(const Token& keyword, P::ExpressionContext* test) {
    deepen(keyword, 1);
    auto* n = make<Case>(keyword.begin, keyword.end);
    open_block(n, Open::Kind::Case, 1, nullptr, false);
    n->test = expression(test);
}

void AstBuilder::begin_case_option(const std::vector<P::ExpressionContext*>& values, const Token& colon,
                                   const Token& lbrace) {
    auto* opt = make<CaseOption>(colon.begin, colon.end);
    std::vector<Node*> built;
    for (auto* v : values)
        built.push_back(expression(v));
    opt->values = list(built);
    open_block(opt, Open::Kind::Option, 0, &lbrace, false);
}

void AstBuilder::close_case_option(const Token& rbrace) {
    Open open = std::move(m_open.back());
    m_open.pop_back();
    auto* opt = static_cast<CaseOption*>(open.node);
    if (!open.body.empty()) {
        auto* block = make_unpositioned<Block>();
        block->statements = list(transform_calls(open.body));
        opt->then_expr = block;
    }
    opt->end = rbrace.end;
    m_open.back().options.push_back(opt);
}

void AstBuilder::finish_case(const Token& rbrace) {
    Open open = std::move(m_open.back());
    m_open.pop_back();
    m_depth -= open.depth;
    auto* n = static_cast<Case*>(open.node);
    n->options = list(open.options);
    n->end = rbrace.end;
    Stmt st;
    st.single = n;
    statements_here().push_back(std::move(st));
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
