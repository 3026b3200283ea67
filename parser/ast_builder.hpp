#pragma once
// Internal to parser/: turns ANTLR's parse tree into pp's AST, applying Puppet's semantic actions
// (egrammar.ra actions and model/factory.rb: transform_calls, resource shapes, positions). Only
// parser/*.cpp include this header; no ANTLR type leaves the parser layer.

#include "lexer/diagnostics.hpp"
#include "lexer/token.hpp"
#include "parser/ast.hpp"
#include "parser/parser.hpp"

#include <PuppetParser.h>

#include <string>
#include <vector>

namespace pp::parser {

/// Thrown inside the builder when Puppet's grammar actions raise an error; caught by parse().
struct BuildError {};

/// Thrown when a statement written right after another one (no `;`) starts with `[` or `{`: Puppet would
/// have continued the previous expression and failed inside; parse() finds where.
struct Juxtaposition {
    std::size_t token_index;
};

class AstBuilder {
public:
    AstBuilder(Arena& arena, const std::vector<lexer::Token>& tokens, lexer::FileId file,
               lexer::Diagnostics& diags)
        : m_arena(arena), m_tokens(tokens), m_file(file), m_diags(diags) {}

    /// Builds the Program; reports an error and throws BuildError when an action rejects the input.
    Program* build(grammar::PuppetParser::ProgramContext* ctx);

    /// A code program (not EPP) built a top-level statement at a time, so that the parser can free each
    /// statement's parse tree once it is built: add_statement for each (`after_semicolon`: a `;` came before
    /// it, or it is the first), then finish_program. The same Program as build(); throws as build() does.
    void add_statement(grammar::PuppetParser::SyntacticStatementContext* ctx, bool after_semicolon);
    Program* finish_program();

    /// A class or defined type among those statements, parsed a piece at a time too (its head, then each
    /// statement of its body, which add_statement adds to it, then its closing brace): a module file is
    /// mostly one such statement, whose parse tree is as large as the file's. `parent` (a classname) or
    /// `parent_default` (the `default` token) when the class inherits. The same nodes, in the same order,
    /// as the whole statement's parse gives; throws as build() does.
    void begin_class(const lexer::Token& keyword, grammar::PuppetParser::ClassnameContext* name,
                     grammar::PuppetParser::ParameterListContext* params,
                     grammar::PuppetParser::ClassnameContext* parent, const lexer::Token* parent_default);
    void begin_define(const lexer::Token& keyword, grammar::PuppetParser::ClassnameContext* name,
                      grammar::PuppetParser::ParameterListContext* params);
    /// Closes the innermost definition begun, and adds it as a statement where it was begun.
    void finish_definition(const lexer::Token& rbrace);

    /// `if`, `unless` and `case` statements likewise, a block at a time. An `if` or `unless`: begin_if or
    /// begin_unless (the test, the brace of the first block), the block's statements, close_block at its
    /// closing brace; then begin_elsif (an `if`'s), begin_else and close_block again, and finish_conditional.
    /// A `case`: begin_case, then for each option begin_case_option, its statements, close_case_option;
    /// then finish_case at the closing brace.
    void begin_if(const lexer::Token& keyword, grammar::PuppetParser::ExpressionContext* test,
                  const lexer::Token& lbrace);
    void begin_unless(const lexer::Token& keyword, grammar::PuppetParser::ExpressionContext* test,
                      const lexer::Token& lbrace);
    void begin_elsif(const lexer::Token& keyword, grammar::PuppetParser::ExpressionContext* test,
                     const lexer::Token& lbrace);
    void begin_else(const lexer::Token& lbrace);
    void close_block(const lexer::Token& rbrace);
    void finish_conditional();
    void begin_case(const lexer::Token& keyword, grammar::PuppetParser::ExpressionContext* test);
    void begin_case_option(const std::vector<grammar::PuppetParser::ExpressionContext*>& values,
                           const lexer::Token& colon, const lexer::Token& lbrace);
    void close_case_option(const lexer::Token& rbrace);
    void finish_case(const lexer::Token& rbrace);

    /// Puppet's "Syntax error at 'X'" text for a token (its value as Puppet prints it).
    static std::string syntax_error_where(const lexer::Token& t);

private:
    using P = grammar::PuppetParser;
    struct Stmt {
        Node* single = nullptr;
        std::vector<Node*> list; // a comma separated list (`a, b`)
        std::uint32_t first_comma = 0;
        [[nodiscard]] bool is_list() const { return !list.empty(); }
    };

    template <class T>
    T* make(std::uint32_t begin, std::uint32_t end) {
        T* n = m_arena.make<T>();
        n->begin = begin;
        n->end = end;
        return n;
    }
    template <class T>
    T* make_unpositioned() {
        return make<T>(Unset, Unset);
    }
    template <class T>
    NodeList<T> list(const std::vector<T*>& v) {
        return m_arena.list(v);
    }
    const lexer::Token& token(antlr4::tree::TerminalNode* t) const;
    const lexer::Token& token(antlr4::Token* t) const;
    [[noreturn]] void fail_at(const lexer::Token& t, lexer::DiagId id);
    [[noreturn]] void fail_at(std::uint32_t offset, lexer::DiagId id, const std::string& arg = {});
    void check_stack(const lexer::Token& t);
    // Bounds the AST's depth (MaxNestingDepth) so every later tree walk stays within the stack.
    struct DepthGuard {
        AstBuilder& b;
        DepthGuard(AstBuilder& builder, const lexer::Token& at) : b(builder) {
            if (++b.m_depth > MaxNestingDepth) b.fail_at(at, lexer::DiagId::NestedTooDeeply);
            b.check_stack(at);
        }
        ~DepthGuard() { --b.m_depth; }
        DepthGuard(const DepthGuard&) = delete;
        DepthGuard& operator=(const DepthGuard&) = delete;
    };

    // statements
    Node* statements(P::StatementsContext* ctx, const lexer::Token* lbrace = nullptr,
                     const lexer::Token* rbrace = nullptr);
    std::vector<Node*> statement_list(P::StatementsContext* ctx);
    Stmt syntactic_statement(P::SyntacticStatementContext* s, bool after_semicolon);
    std::vector<Node*> transform_calls(std::vector<Stmt>& stmts);
    Node* block_or_expression(const std::vector<Node*>& stmts, const lexer::Token* lbrace,
                              const lexer::Token* rbrace);
    Node* body_block(P::StatementsContext* ctx); // always a Block (definitions' bodies), null when empty
    Node* assignment(P::AssignmentContext* ctx);
    Node* relationship(P::RelationshipContext* ctx);
    Node* resource(P::ResourceContext* ctx);
    Node* resource_untitled(P::ResourceUntitledContext* ctx);
    Node* with_form(P::ResourceContext* inner, const lexer::Token& at, ResourceForm form,
                    lexer::DiagId not_resource);
    ResourceBody* resource_body(P::ResourceBodyContext* ctx);
    std::vector<Node*> attribute_operations(P::AttributeOperationsContext* ctx);
    Node* attribute_operation(P::AttributeOperationContext* ctx);

    // expressions
    Node* expression(P::ExpressionContext* ctx);
    Node* primary(P::PrimaryContext* ctx);
    std::vector<Node*> arguments(P::ArgumentsContext* ctx);
    Node* argument_like(P::AssignmentContext* value, antlr4::tree::TerminalNode* kw,
                        antlr4::tree::TerminalNode* farrow, P::HashEntryContext* entry,
                        bool plain_must_be_expression);
    void append_argument(std::vector<Node*>& args, Node* arg);
    std::vector<Node*> access_args(P::AccessArgsContext* ctx);
    Lambda* lambda(P::LambdaContext* ctx);
    Node* hash_entry(P::HashEntryContext* ctx);
    Node* keyword_literal(antlr4::tree::TerminalNode* t);
    Node* quoted_text(P::QuotedTextContext* ctx);
    Node* dq_string(P::DqStringContext* ctx);
    Node* text_segment(P::AssignmentContext* ctx);
    Node* interpolate(Node* n);
    Node* literal_string(const lexer::Token& t);
    Node* number(const lexer::Token& t);
    Node* array(P::ArrayContext* ctx);
    Node* hash(P::HashContext* ctx);
    Node* selector(Node* left, P::SelectorEntriesContext* ctx);
    Node* collect(Node* left, P::CollectExpressionContext* ctx);

    // conditionals and definitions
    Node* if_part(P::IfPartContext* ctx, const lexer::Token& start);
    Node* unless_expression(P::UnlessExpressionContext* ctx);
    Node* case_expression(P::CaseExpressionContext* ctx);
    std::vector<Parameter*> parameters(P::ParametersContext* ctx);
    std::vector<Parameter*> parameter_list(P::ParameterListContext* ctx);
    std::string_view classname(P::ClassnameContext* ctx);
    Node* define_expression(P::DefineExpressionContext* ctx);
    Node* class_definition(P::ClassDefinitionContext* ctx);
    Node* node_definition(P::NodeDefinitionContext* ctx);
    Node* hostname(P::HostnameContext* ctx);
    Node* function_definition(P::FunctionDefinitionContext* ctx);
    Node* type_alias(P::TypeAliasContext* ctx);
    Node* type_definition(P::TypeDefinitionContext* ctx, const lexer::Token& type);
    Node* epp_render(P::EppRenderExpressionContext* ctx);
    Node* type_with_access(antlr4::tree::TerminalNode* classref, P::AccessArgsContext* args,
                           antlr4::tree::TerminalNode* rbrack);

    void fix_positions(Node* root);

    static constexpr std::uint32_t Unset = 0xFFFFFFFFU;

    Arena& m_arena;
    const std::vector<lexer::Token>& m_tokens;
    lexer::FileId m_file;
    lexer::Diagnostics& m_diags;
    std::vector<std::string_view> m_namestack;
    std::vector<Node*> m_definitions;
    std::vector<Stmt> m_top; // add_statement's statements
    // The statements begun and not finished (begin_class, begin_if, ...), innermost last.
    struct Open {
        enum class Kind : std::uint8_t { Definition, Then, Else, Case, Option };
        Kind kind = Kind::Definition;
        Node* node = nullptr; // the definition, If, Unless, Case or CaseOption (begin set, the rest later)
        int depth = 0;        // what it added to m_depth: the DepthGuards the whole statement's build holds
        bool pushed = false;  // (a class) its name is on m_namestack
        bool elsif = false;   // (an If) the else of the If below it
        std::string full;     // (a definition) its qualified name
        const lexer::Token* lbrace = nullptr; // (a block) its opening brace
        std::vector<Stmt> body;
        std::vector<CaseOption*> options; // (a Case) its options so far
    };
    // Opens a block of `node` (an If, Unless, Case or CaseOption): `depth` is what it adds to m_depth.
    void open_block(Node* node, Open::Kind kind, int depth, const lexer::Token* lbrace, bool elsif);
    // Adds `n` to m_depth as `n` DepthGuards at `at` would.
    void deepen(const lexer::Token& at, int n);
    // Where a finished statement goes: the innermost open block, or the program.
    std::vector<Stmt>& statements_here() { return m_open.empty() ? m_top : m_open.back().body; }
    std::vector<Open> m_open;
    int m_depth = 0;
};

} // namespace pp::parser
