// The parse driver: lexer tokens -> ANTLR (SLL first, LL only when SLL fails) -> AstBuilder -> validator.
#include "parser/parser.hpp"

#include "lexer/huge_pages.hpp"
#include "lexer/lexer.hpp"
#include "lexer/stack_guard.hpp"
#include "parser/ast_builder.hpp"
#include "parser/parse_cache.hpp"
#include "parser/prediction_internal.hpp"
#include "parser/validator.hpp"

#include <PuppetParser.h>
#include <antlr4-runtime.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <vector>

namespace pp::parser {

namespace {

using lexer::Token;

// An ANTLR view of one of the lexer's tokens. The parser only needs type, index and channel; positions and
// text are read from the lexer's Token by the builder.
class PPToken final : public antlr4::WritableToken {
public:
    PPToken(const lexer::Token* t, std::size_t index)
        : m_tok(t), m_index(static_cast<std::uint32_t>(index)), m_kind(static_cast<std::int32_t>(t->kind)) {}
    std::string getText() const override { return std::string(m_tok->value); }
    /// The type, read without a virtual call or a look at the lexer's token (prediction reads it most).
    [[nodiscard]] std::size_t type() const {
        return static_cast<std::size_t>(static_cast<std::ptrdiff_t>(m_kind));
    }
    std::size_t getType() const override { return type(); }
    std::size_t getLine() const override { return 0; }
    std::size_t getCharPositionInLine() const override { return 0; }
    std::size_t getChannel() const override { return DEFAULT_CHANNEL; }
    std::size_t getTokenIndex() const override { return m_index; }
    std::size_t getStartIndex() const override { return m_tok->begin; }
    std::size_t getStopIndex() const override { return m_tok->end == 0 ? 0 : m_tok->end - 1; }
    antlr4::TokenSource* getTokenSource() const override { return nullptr; }
    antlr4::CharStream* getInputStream() const override { return nullptr; }
    std::string toString() const override { return std::string(lexer::token_name(m_tok->kind)); }
    void setText(const std::string&) override {}
    void setType(std::size_t) override {}
    void setLine(std::size_t) override {}
    void setCharPositionInLine(std::size_t) override {}
    void setChannel(std::size_t) override {}
    void setTokenIndex(std::size_t index) override { m_index = static_cast<std::uint32_t>(index); }

private:
    const lexer::Token* m_tok;
    std::uint32_t m_index; // (a file's tokens are counted in 32 bits, as its offsets are)
    std::int32_t m_kind;
};

// A token stream over a vector of already-lexed tokens: contiguous, no buffering logic, no per-token heap
// allocation (ANTLR's CommonTokenStream owns every token through a unique_ptr). The ANTLR tokens are made a
// chunk at a time when first asked for, and the chunks wholly before a statement whose tree is gone are
// dropped (forget_before): the tokens of a whole large file, 24 bytes each, were 4.9 MB of the 10k
// manifest's parse, the largest allocation after the lexer's own.
class VectorTokenStream final : public antlr4::TokenStream {
public:
    explicit VectorTokenStream(const std::vector<Token>& tokens)
        : m_source(tokens), m_chunks((tokens.size() + ChunkSize - 1) / ChunkSize) {}
    antlr4::Token* LT(ssize_t k) override { return at(k); }
    antlr4::Token* get(std::size_t index) const override {
        if (index >= m_source.size()) throw std::out_of_range("VectorTokenStream::get");
        return token(index);
    }
    antlr4::TokenSource* getTokenSource() const override { return nullptr; }
    std::string getText(const antlr4::misc::Interval&) override { return {}; }
    std::string getText() override { return {}; }
    std::string getText(antlr4::RuleContext*) override { return {}; }
    std::string getText(antlr4::Token*, antlr4::Token*) override { return {}; }
    void consume() override {
        if (m_p + 1 < m_source.size()) ++m_p;
    }
    std::size_t LA(ssize_t i) override {
        const PPToken* t = at(i);
        return t == nullptr ? 0 : t->type();
    }
    ssize_t mark() override { return 0; }
    void release(ssize_t) override {}
    std::size_t index() override { return m_p; }
    void seek(std::size_t index) override { m_p = std::min(index, m_source.size() - 1); }
    std::size_t size() override { return m_source.size(); }
    std::string getSourceName() const override { return {}; }

    /// Drops the ANTLR tokens of the chunks that end before token `index` (made again if asked for): no parse
    /// tree may point at them any more.
    void forget_before(std::size_t index) {
        for (std::size_t c = 0; c < m_chunks.size() && (c + 1) * ChunkSize <= index; ++c)
            std::vector<PPToken>().swap(m_chunks[c]);
    }

private:
    static constexpr std::size_t ChunkSize = 4096;

    PPToken* token(std::size_t i) const {
        std::vector<PPToken>& chunk = m_chunks[i / ChunkSize];
        if (chunk.empty()) {
            const std::size_t first = i / ChunkSize * ChunkSize;
            const std::size_t last = std::min(first + ChunkSize, m_source.size());
            chunk.reserve(last - first); // (never grows after: the tokens' addresses stay)
            for (std::size_t j = first; j < last; ++j)
                chunk.emplace_back(&m_source[j], j);
        }
        return &chunk[i % ChunkSize];
    }
    // The token `k` from the current one (1: the current one, -1: the one before), the last for one past it.
    PPToken* at(ssize_t k) {
        if (k == 0) return nullptr;
        ssize_t i = static_cast<ssize_t>(m_p) + (k > 0 ? k - 1 : k);
        if (i < 0) return nullptr;
        if (static_cast<std::size_t>(i) >= m_source.size()) return token(m_source.size() - 1);
        return token(static_cast<std::size_t>(i));
    }

    const std::vector<Token>& m_source;
    mutable std::vector<std::vector<PPToken>> m_chunks; ///< made when first asked for (ANTLR's get is const)
    std::size_t m_p = 0;
};

struct StopParse {};
struct TooDeep {
    std::size_t token_index;
};

// Stops at the first syntax error (Puppet reports one syntax error per file) and records where it is.
class FirstErrorStrategy final : public antlr4::DefaultErrorStrategy {
public:
    std::size_t offending = 0;
    bool failed = false;

    void reportError(antlr4::Parser*, const antlr4::RecognitionException& e) override {
        record(e.getOffendingToken());
        throw StopParse{};
    }
    antlr4::Token* recoverInline(antlr4::Parser* recognizer) override {
        record(recognizer->getCurrentToken());
        throw StopParse{};
    }
    void recover(antlr4::Parser*, std::exception_ptr) override { throw StopParse{}; }
    void sync(antlr4::Parser*) override {}

private:
    void record(antlr4::Token* t) {
        if (!failed && t != nullptr) {
            offending = t->getTokenIndex();
            failed = true;
        }
    }
};

// The decisions where pp predicts as Puppet's LALR parser does, without ANTLR's lookahead. That parser
// always shifts a `[` or a `(` that directly follows an expression (LBRACK, LPAREN: no space before it) as
// an access or a call, and a `[` or a `{` after the type of a type alias as its parameters or its object
// attributes. ANTLR's prediction instead reads on to the closing bracket and beyond, to rule out that the
// bracket starts the next statement (which the AstBuilder would reject: parse_by_statement's comment):
// every access and call cost a prediction over its whole argument list, and since the DFA learns a path for
// each sequence of tokens it reads, each new shape of argument list was a DFA miss, computed from the ATN
// (61 misses, a third of a cold parse of the apache module's files, most of them inside brackets).
struct ShiftDecisions {
    std::size_t expression_loop = SIZE_MAX; ///< expression's operator loop: 1 takes another operator
    std::size_t alias_rhs = SIZE_MAX;       ///< typeAliasRhs: 1 `CLASSREF hash`, 2 `CLASSREF [...]`

    explicit ShiftDecisions(const antlr4::atn::ATN& atn) {
        using antlr4::atn::ATNState;
        for (antlr4::atn::DecisionState* s : atn.decisionToState) {
            if (s->ruleIndex == grammar::PuppetParser::RuleExpression &&
                s->getStateType() == ATNState::STAR_LOOP_ENTRY &&
                static_cast<antlr4::atn::StarLoopEntryState*>(s)->isPrecedenceDecision)
                expression_loop = static_cast<std::size_t>(s->decision);
            else if (s->ruleIndex == grammar::PuppetParser::RuleTypeAliasRhs &&
                     s->getStateType() == ATNState::BLOCK_START && s->transitions.size() == 5)
                alias_rhs = static_cast<std::size_t>(s->decision);
        }
    }

    /// The alternative Puppet takes at `decision` with this input, or 0 to predict as ANTLR does.
    [[nodiscard]] std::size_t shift(std::size_t decision, antlr4::TokenStream* input) const {
        using P = grammar::PuppetParser;
        if (decision == expression_loop) {
            // (the operators' precedence predicates hold: access and call bind tightest)
            const std::size_t la = input->LA(1);
            return la == P::LBRACK || la == P::LPAREN ? 1 : 0;
        }
        if (decision == alias_rhs && input->LA(1) == P::CLASSREF) {
            const std::size_t la = input->LA(2);
            return la == P::LBRACE ? 1 : la == P::LBRACK ? 2 : 0;
        }
        return 0;
    }
};

// The runtime's adaptivePredict, minus its cost per call: it restores the token stream through an
// antlrcpp::finally holding a std::function (an allocation and two indirect calls for every prediction, 5% of
// the 10k manifest's cold compile). Once a decision's DFA has its start state, this does the same work
// with a plain destructor; before that (the start state's first computation takes the DFA's locks) the
// runtime's own runs.
class Predictor final : public antlr4::atn::ParserATNSimulator {
public:
    using ParserATNSimulator::ParserATNSimulator;

    std::size_t adaptivePredict(antlr4::TokenStream* input, std::size_t decision,
                                antlr4::ParserRuleContext* outer) override {
        static const ShiftDecisions shifts(atn);
        if (const std::size_t alt = shifts.shift(decision, input); alt != 0) return alt;
        antlr4::dfa::DFA& dfa = decisionToDFA[decision];
        antlr4::dfa::DFAState* s0 =
            dfa.isPrecedenceDfa() ? dfa.getPrecedenceStartState(parser->getPrecedence()) : dfa.s0;
        if (s0 == nullptr) return ParserATNSimulator::adaptivePredict(input, decision, outer);
        _input = input;
        _startIndex = input->index();
        _outerContext = outer;
        _dfa = &dfa;
        const std::size_t index = _startIndex;
        const ssize_t mark = input->mark();
        struct Restore {
            Predictor& self;
            antlr4::TokenStream* input;
            std::size_t index;
            ssize_t mark;
            Restore(Predictor& s, antlr4::TokenStream* in, std::size_t i, ssize_t m)
                : self(s), input(in), index(i), mark(m) {}
            Restore(const Restore&) = delete;
            Restore& operator=(const Restore&) = delete;
            ~Restore() {
                self.mergeCache.clear();
                self._dfa = nullptr;
                input->seek(index);
                input->release(mark);
            }
        } restore(*this, input, index, mark);
        return execATN(dfa, s0, input, index, outer != nullptr ? outer : &antlr4::ParserRuleContext::EMPTY);
    }

    // The closure of an ATN configuration, which a DFA edge not built yet computes: the runtime's
    // closureCheckingStopState and closure_ (4.9), telling a rule stop state, an action transition and a rule
    // transition by their type numbers where the runtime uses dynamic_cast. Every failed cast compares type
    // names with strcmp (the runtime's classes live in another library's type information): with them this
    // was a tenth of a cold validate of the corpus.
    using Config = antlr4::atn::ATNConfig;
    using ConfigRef = std::shared_ptr<Config>; // (the runtime's Ref)

    void closureCheckingStopState(const ConfigRef& config, antlr4::atn::ATNConfigSet* configs,
                                  Config::Set& busy, bool collect_predicates, bool full_ctx, int depth,
                                  bool eof_as_epsilon) override {
        if (!rule_stop(config->state)) {
            closure_(config, configs, busy, collect_predicates, full_ctx, depth, eof_as_epsilon);
            return;
        }
        const std::shared_ptr<antlr4::atn::PredictionContext>& context = config->context;
        if (context->isEmpty()) {
            if (full_ctx) {
                configs->add(config, &mergeCache); // the end of the start rule
            } else {
                closure_(config, configs, busy, collect_predicates, full_ctx, depth, eof_as_epsilon);
            }
            return;
        }
        // the end of a rule with a context: go on at each state the context returns to
        for (std::size_t i = 0; i < context->size(); ++i) {
            const std::size_t back = context->getReturnState(i);
            if (back == antlr4::atn::PredictionContext::EMPTY_RETURN_STATE) {
                if (full_ctx) {
                    configs->add(std::make_shared<Config>(config, config->state,
                                                          antlr4::atn::PredictionContext::EMPTY),
                                 &mergeCache);
                } else {
                    closure_(config, configs, busy, collect_predicates, full_ctx, depth, eof_as_epsilon);
                }
                continue;
            }
            auto popped = std::make_shared<Config>(atn.states[back], config->alt, context->getParent(i),
                                                   config->semanticContext);
            popped->reachesIntoOuterContext = config->reachesIntoOuterContext; // (and the filter flag)
            closureCheckingStopState(popped, configs, busy, collect_predicates, full_ctx, depth - 1,
                                     eof_as_epsilon);
        }
    }

    void closure_(const ConfigRef& config, antlr4::atn::ATNConfigSet* configs, Config::Set& busy,
                  bool collect_predicates, bool full_ctx, int depth, bool eof_as_epsilon) override {
        using antlr4::atn::Transition;
        antlr4::atn::ATNState* state = config->state;
        if (!state->epsilonOnlyTransitions) configs->add(config, &mergeCache);
        const bool at_rule_stop = rule_stop(state);
        // whether `c` was already reached (and mark it reached)
        auto seen = [&](const ConfigRef& c) { return !busy.insert(c).second; };
        for (std::size_t i = 0; i < state->transitions.size(); ++i) {
            if (i == 0 && canDropLoopEntryEdgeInLeftRecursiveRule(config.get())) continue;
            Transition* t = state->transitions[i];
            const Transition::SerializationType kind = t->getSerializationType();
            const bool collect = collect_predicates && kind != Transition::ACTION;
            ConfigRef c = getEpsilonTarget(config, t, collect, depth == 0, full_ctx, eof_as_epsilon);
            if (c == nullptr) continue;
            int next_depth = depth;
            if (at_rule_stop) {
                // fell off the end of a rule: into the outer context
                if (seen(c)) continue; // a right-recursive rule
                if (_dfa != nullptr && _dfa->isPrecedenceDfa() &&
                    dynamic_cast<antlr4::atn::EpsilonTransition*>(t)->outermostPrecedenceReturn() ==
                        _dfa->atnStartState->ruleIndex) {
                    c->setPrecedenceFilterSuppressed(true);
                }
                c->reachesIntoOuterContext++;
                // (an EOF transition: c was marked just above, so this goes no further, as the runtime's)
                if (!t->isEpsilon() && seen(c)) continue;
                configs->dipsIntoOuterContext = true;
                --next_depth;
            } else if (!t->isEpsilon() && seen(c)) {
                continue; // EOF* and EOF+
            }
            if (kind == Transition::RULE && next_depth >= 0) ++next_depth;
            closureCheckingStopState(c, configs, busy, collect, full_ctx, next_depth, eof_as_epsilon);
        }
    }

    // A DFA state's edges, read on every step of a prediction and written when a step is computed: kept in
    // pp's EdgeTable (read without a lock) instead of the state's own map under the runtime's lock. Both of
    // the runtime's uses of a state's edges go through these two functions; the edges of a precedence
    // decision's start state (DFA::setPrecedenceStartState) are not those of any state a prediction steps
    // from.
    antlr4::dfa::DFAState* getExistingTargetState(antlr4::dfa::DFAState* from, std::size_t t) override {
        antlr4::dfa::DFAState* to = detail::EdgeTable::shared().find(from, t);
        // the runtime reads the configurations of the state it stepped from when the step fails, and of the
        // state it reached when that needs the full context or predicates: a state from the prediction
        // cache snapshot has them decoded first
        if (to != nullptr && (to == ERROR.get() || to->requiresFullContext || !to->predicates.empty()))
            detail::expand(to == ERROR.get() ? from : to);
        return to;
    }
    // A state just computed, taken into the DFA unless it is there already: the runtime looks in the DFA's
    // own set, which does not hold the states from the prediction cache snapshot (their configurations are
    // decoded only when needed), so those are looked at first. The caller deletes `state` when another is
    // returned.
    antlr4::dfa::DFAState* addDFAState(antlr4::dfa::DFA& dfa, antlr4::dfa::DFAState* state) override {
        if (state != ERROR.get()) {
            if (!state->configs->isReadonly()) { // (as the runtime's addDFAState)
                state->configs->optimizeConfigs(this);
                state->configs->setReadonly(true);
            }
            if (antlr4::dfa::DFAState* same = detail::find_loaded(dfa.decision, *state)) return same;
        }
        return ParserATNSimulator::addDFAState(dfa, state);
    }
    // A step the DFA does not have yet, computed from the configurations of the state it starts from.
    antlr4::dfa::DFAState* computeTargetState(antlr4::dfa::DFA& dfa, antlr4::dfa::DFAState* from,
                                              std::size_t t) override {
        detail::expand(from);
        return ParserATNSimulator::computeTargetState(dfa, from, t);
    }
    antlr4::dfa::DFAState* addDFAEdge(antlr4::dfa::DFA& dfa, antlr4::dfa::DFAState* from, ssize_t t,
                                      antlr4::dfa::DFAState* to) override {
        // the state itself as the runtime adds it (given no state to come from, it adds no edge)
        to = ParserATNSimulator::addDFAEdge(dfa, nullptr, t, to);
        if (to == nullptr || from == nullptr || t > static_cast<ssize_t>(atn.maxTokenType)) return to;
        detail::EdgeTable::shared().insert(from, static_cast<std::size_t>(t), to);
        return to;
    }

private:
    static bool rule_stop(antlr4::atn::ATNState* s) {
        return s->getStateType() == antlr4::atn::ATNState::RULE_STOP;
    }
};

// The generated parser with a stack guard on every rule entry, predicting with a Predictor.
class GuardedParser final : public grammar::PuppetParser {
public:
    explicit GuardedParser(antlr4::TokenStream* input) : PuppetParser(input) {
        // (setInterpreter deletes the runtime's; the generated destructor deletes the one it finds)
        auto* runtime = getInterpreter<antlr4::atn::ParserATNSimulator>();
        auto* predictor =
            new Predictor(this, runtime->atn, runtime->decisionToDFA, runtime->getSharedContextCache());
        setInterpreter(predictor);
        detail::load_prediction_cache(*predictor);
    }
    GuardedParser(const GuardedParser&) = delete;
    GuardedParser& operator=(const GuardedParser&) = delete;
    ~GuardedParser() override = default;
    void enterRule(antlr4::ParserRuleContext* ctx, std::size_t state, std::size_t rule) override {
        guard();
        PuppetParser::enterRule(ctx, state, rule);
    }
    void enterRecursionRule(antlr4::ParserRuleContext* ctx, std::size_t state, std::size_t rule,
                            int precedence) override {
        guard();
        PuppetParser::enterRecursionRule(ctx, state, rule, precedence);
    }
    /// Destroys the parse trees built so far, keeping their memory for the next ones, when no other parser
    /// of the thread has trees alive; whether it did.
    bool release_trees() {
        if (_tracker.live_parsers != 1) return false;
        _tracker.reset();
        return true;
    }

private:
    void guard() {
        if (lexer::stack_nearly_exhausted()) throw TooDeep{getCurrentToken()->getTokenIndex()};
    }
};

void report_syntax_error(const std::vector<Token>& tokens, std::size_t index, lexer::FileId file,
                         lexer::Diagnostics& diags) {
    const Token& t = tokens.at(std::min(index, tokens.size() - 1));
    if (t.kind == lexer::tok::Eof) {
        diags.report_in_file(lexer::DiagId::SyntaxError, file, "end of input");
    } else {
        diags.report(lexer::DiagId::SyntaxError, file, t.begin, t.end, AstBuilder::syntax_error_where(t));
    }
}

// Whether a token may follow a statement parsed a piece at a time (a class, define, `if`, `unless` or `case`:
// parse_by_statement): one that ends the statement, or starts the next (juxtaposed) one and cannot continue
// an expression. After any other (`->`, `[`, `.`, `,`, ...) the statement is part of a larger one, which only
// the whole program's parse reads as Puppet does.
bool ends_statement(std::size_t kind) {
    using namespace lexer::tok;
    if (kind == antlr4::Token::EOF) return true;
    switch (static_cast<int>(kind)) {
    case SEMIC:
    case RBRACE:
    case CLASS:
    case DEFINE:
    case NODE:
    case FUNCTION:
    case NAME:
    case VARIABLE:
    case IF:
    case UNLESS:
    case CASE:
    case CLASSREF:
    case AT:
    case ATAT:
    case WSLPAREN:  // (only a parenthesized expression or parameters start with it)
    case LISTSTART: // (only an array)
    case STRING:
    case DQPRE:
    case NUMBER:
    case BOOLEAN:
    case UNDEF:
    case NOT:
        return true;
    default:
        return false;
    }
}

// A code program parsed and built a top-level statement at a time (`statements` of the grammar's
// codeProgram: statements, each but the first after an optional `;`), each statement's parse tree freed once
// its AST is built: the trees of a whole file would otherwise all be alive at once (most of the memory a
// large manifest's parse takes). A statement made of blocks of statements is parsed a piece at a time in the
// same way, its blocks' statements one by one (nested ones likewise): a class or define (`class NAME`,
// `define NAME`: most module files are one), whose head (`classname`, `parameterList`, the parent) comes
// first; an `if` (its test, each block, each `elsif`'s test), an `unless`, and a `case` (its test, each
// option's values): a params class is mostly one such `if` or `case`. Null when anything goes wrong (SLL
// cannot decide, a syntax error, an action that rejects the input, nesting too deep, a `;` where the grammar
// has none, such a statement that a larger expression goes on from): the caller parses the whole program
// then, and reports as that parse does.
Program* parse_by_statement(GuardedParser& parser, VectorTokenStream& stream,
                            const std::vector<Token>& tokens, lexer::FileId file, Arena& arena,
                            lexer::Diagnostics& diags) {
    using P = grammar::PuppetParser;
    auto* sim = parser.getInterpreter<antlr4::atn::ParserATNSimulator>();
    sim->setPredictionMode(antlr4::atn::PredictionMode::SLL);
    parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
    AstBuilder builder(arena, tokens, file, diags);
    auto la = [&](ssize_t i) { return stream.LA(i); };
    auto is = [](std::size_t kind, int tok) { return kind == static_cast<std::size_t>(tok); };
    auto next_token = [&]() -> const Token& { return tokens[stream.index()]; };
    auto release = [&] {
        if (parser.release_trees()) stream.forget_before(stream.index());
    };
    // What the innermost `}` closes, of the statements begun a piece at a time.
    enum class Open : std::uint8_t { Definition, IfThen, UnlessThen, Else, Option };
    constexpr std::size_t max_open = 256; // nested deeper: the inner statements are parsed whole
    std::vector<Open> open;
    bool first = true; // of the program or a block: nothing before it, not even a `;`
    // `{` after what was just parsed, consumed: the brace of a block, whose first statement comes next.
    auto block = [&](Open kind) -> const Token* {
        if (!is(la(1), lexer::tok::LBRACE)) return nullptr;
        const Token* lbrace = &next_token();
        stream.consume();
        open.push_back(kind);
        first = true;
        return lbrace;
    };
    // A case option's values, `:` and `{`.
    auto case_option = [&]() -> bool {
        std::vector<P::ExpressionContext*> values{parser.expression()};
        while (is(la(1), lexer::tok::COMMA)) {
            stream.consume();
            values.push_back(parser.expression());
        }
        if (!is(la(1), lexer::tok::COLON)) return false;
        const Token& colon = next_token();
        stream.consume();
        const Token* lbrace = block(Open::Option);
        if (lbrace == nullptr) return false;
        builder.begin_case_option(values, colon, *lbrace);
        release();
        return true;
    };
    try {
        while (true) {
            if (!open.empty() && is(la(1), lexer::tok::RBRACE)) {
                const Token& rbrace = next_token();
                const Open closed = open.back();
                open.pop_back();
                stream.consume();
                first = false;
                if (closed == Open::Definition) {
                    builder.finish_definition(rbrace);
                } else if (closed == Open::Option) {
                    builder.close_case_option(rbrace);
                    if (!is(la(1), lexer::tok::RBRACE)) {
                        if (!case_option()) return nullptr;
                        continue;
                    }
                    builder.finish_case(next_token());
                    stream.consume();
                } else {
                    builder.close_block(rbrace);
                    if (closed == Open::IfThen && is(la(1), lexer::tok::ELSIF)) {
                        const Token& keyword = next_token();
                        stream.consume();
                        P::ExpressionContext* test = parser.expression();
                        const Token* lbrace = block(Open::IfThen);
                        if (lbrace == nullptr) return nullptr;
                        builder.begin_elsif(keyword, test, *lbrace);
                        release();
                        continue;
                    }
                    if (closed != Open::Else && is(la(1), lexer::tok::ELSE)) {
                        stream.consume();
                        const Token* lbrace = block(Open::Else);
                        if (lbrace == nullptr) return nullptr;
                        builder.begin_else(*lbrace);
                        continue;
                    }
                    builder.finish_conditional();
                }
                if (!ends_statement(la(1))) return nullptr;
                continue;
            }
            if (la(1) == antlr4::Token::EOF) {
                if (!open.empty()) return nullptr;
                break;
            }
            bool after_semicolon = first;
            if (is(la(1), lexer::tok::SEMIC)) {
                // only between two statements
                if (first) return nullptr;
                stream.consume();
                const std::size_t next = la(1);
                if (next == antlr4::Token::EOF || is(next, lexer::tok::SEMIC) || is(next, lexer::tok::RBRACE))
                    return nullptr;
                after_semicolon = true;
            }
            const std::size_t kind = la(1);
            const bool is_class = is(kind, lexer::tok::CLASS);
            if (open.size() < max_open && (is_class || is(kind, lexer::tok::DEFINE)) &&
                is(la(2), lexer::tok::NAME)) {
                const Token& keyword = next_token();
                stream.consume();
                P::ClassnameContext* name = parser.classname();
                P::ParameterListContext* params = nullptr;
                if (is(la(1), lexer::tok::LPAREN) || is(la(1), lexer::tok::WSLPAREN))
                    params = parser.parameterList();
                P::ClassnameContext* parent = nullptr;
                const Token* parent_default = nullptr;
                if (is_class && is(la(1), lexer::tok::INHERITS)) {
                    stream.consume();
                    if (is(la(1), lexer::tok::DEFAULT)) {
                        parent_default = &next_token();
                        stream.consume();
                    } else {
                        parent = parser.classname();
                    }
                }
                if (block(Open::Definition) == nullptr) return nullptr;
                if (is_class)
                    builder.begin_class(keyword, name, params, parent, parent_default);
                else
                    builder.begin_define(keyword, name, params);
                release();
                continue;
            }
            if (open.size() < max_open &&
                (is(kind, lexer::tok::IF) || is(kind, lexer::tok::UNLESS) || is(kind, lexer::tok::CASE))) {
                const Token& keyword = next_token();
                stream.consume();
                P::ExpressionContext* test = parser.expression();
                if (is(kind, lexer::tok::CASE)) {
                    if (!is(la(1), lexer::tok::LBRACE)) return nullptr;
                    stream.consume();
                    builder.begin_case(keyword, test);
                    if (!case_option()) return nullptr;
                    continue;
                }
                const bool is_if = is(kind, lexer::tok::IF);
                const Token* lbrace = block(is_if ? Open::IfThen : Open::UnlessThen);
                if (lbrace == nullptr) return nullptr;
                if (is_if)
                    builder.begin_if(keyword, test, *lbrace);
                else
                    builder.begin_unless(keyword, test, *lbrace);
                release();
                continue;
            }
            P::SyntacticStatementContext* statement = parser.syntacticStatement();
            builder.add_statement(statement, after_semicolon);
            release();
            first = false;
        }
        return builder.finish_program();
    } catch (const antlr4::ParseCancellationException&) {
    } catch (const TooDeep&) {
    } catch (const BuildError&) {
    } catch (const Juxtaposition&) {
    }
    return nullptr;
}

} // namespace

void clear_parser_caches() {
    antlr4::CommonTokenStream none(nullptr);
    grammar::PuppetParser probe(&none);
    probe.getInterpreter<antlr4::atn::ParserATNSimulator>()->clearDFA();
    detail::EdgeTable::shared().clear(); // (its keys are the addresses of the states just deleted)
    detail::drop_prediction_cache();
}

namespace {

std::unique_ptr<ParsedFile> parse_text(const lexer::SourceManager& sm, lexer::FileId file,
                                       lexer::Diagnostics& diags, const ParseOptions& opts) {
    auto result = std::make_unique<ParsedFile>();
    result->file = file;
    result->epp = opts.epp;
    const lexer::SourceFile& src = sm.file(file);
    result->arena.expect(2 * src.text().size()); // (an AST takes about 1.8 bytes a byte of source)

    std::vector<Token> tokens;
    tokens.reserve(src.text().size() / 4 + 16);
    lexer::advise_huge_pages(tokens.data(), tokens.capacity() * sizeof(Token));
    lexer::Lexer lex(src.text(), file, diags, result->arena);
    if (!lex.tokenize(tokens, opts.epp)) return result;
    result->token_count = tokens.size();
    if (opts.lexed && !opts.epp) opts.lexed(tokens);

    VectorTokenStream stream(tokens);
    GuardedParser parser(&stream);
    parser.removeErrorListeners();
    auto* sim = parser.getInterpreter<antlr4::atn::ParserATNSimulator>();
    if (!opts.epp && opts.by_statement) {
        const std::size_t reported = diags.all().size();
        if (Program* program = parse_by_statement(parser, stream, tokens, file, result->arena, diags)) {
            result->program = program;
            result->by_statement = true;
            if (opts.validate) validate(*result, sm, diags, opts);
            return result;
        }
        // what the attempt reported goes: the whole program's parse below reports it where Puppet does
        diags.truncate(reported);
        parser.release_trees();
        stream.seek(0);
        parser.reset();
    }
    grammar::PuppetParser::ProgramContext* tree = nullptr;
    try {
        sim->setPredictionMode(antlr4::atn::PredictionMode::SLL);
        parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
        try {
            tree = parser.program();
        } catch (const antlr4::ParseCancellationException&) {
            result->sll_failed = true;
            stream.seek(0);
            parser.reset();
            auto strategy = std::make_shared<FirstErrorStrategy>();
            parser.setErrorHandler(strategy);
            sim->setPredictionMode(antlr4::atn::PredictionMode::LL);
            try {
                tree = parser.program();
            } catch (const StopParse&) {
                tree = nullptr;
            }
            if (strategy->failed || tree == nullptr) {
                report_syntax_error(tokens, strategy->offending, file, diags);
                return result;
            }
        }
    } catch (const TooDeep& deep) {
        const Token& t = tokens.at(std::min(deep.token_index, tokens.size() - 1));
        diags.report(lexer::DiagId::NestedTooDeeply, file, t.begin, t.end);
        return result;
    }

    AstBuilder builder(result->arena, tokens, file, diags);
    try {
        result->program = builder.build(tree);
    } catch (const BuildError&) {
        result->program = nullptr;
        return result;
    } catch (const Juxtaposition& j) {
        // Parse what Puppet expects after the `[` or `{` to find the token where it fails.
        parser.reset(); // rewinds the stream
        stream.seek(j.token_index + 1);
        auto strategy = std::make_shared<FirstErrorStrategy>();
        parser.setErrorHandler(strategy);
        sim->setPredictionMode(antlr4::atn::PredictionMode::LL);
        try {
            if (tokens[j.token_index].kind == lexer::tok::LBRACK)
                parser.accessContinuation();
            else
                parser.resourceContinuation();
        } catch (const StopParse&) {
        } catch (const TooDeep&) {
        }
        report_syntax_error(tokens, strategy->failed ? strategy->offending : j.token_index, file, diags);
        result->program = nullptr;
        return result;
    }
    if (opts.validate && result->program != nullptr) validate(*result, sm, diags, opts);
    return result;
}

} // namespace

std::size_t parse_tree_only(const lexer::SourceManager& sm, lexer::FileId file) {
    const lexer::SourceFile& src = sm.file(file);
    lexer::Diagnostics diags;
    Arena arena;
    std::vector<Token> tokens;
    tokens.reserve(src.text().size() / 4 + 16);
    lexer::Lexer lex(src.text(), file, diags, arena);
    if (!lex.tokenize(tokens, false)) return 0;
    VectorTokenStream stream(tokens);
    GuardedParser parser(&stream);
    parser.removeErrorListeners();
    parser.getInterpreter<antlr4::atn::ParserATNSimulator>()->setPredictionMode(
        antlr4::atn::PredictionMode::SLL);
    parser.setErrorHandler(std::make_shared<antlr4::BailErrorStrategy>());
    try {
        while (stream.LA(1) != antlr4::Token::EOF) {
            if (stream.LA(1) == static_cast<std::size_t>(lexer::tok::SEMIC)) stream.consume();
            parser.syntacticStatement();
            parser.release_trees();
        }
    } catch (const antlr4::ParseCancellationException&) {
        return 0;
    } catch (const TooDeep&) {
        return 0;
    }
    return tokens.size();
}

std::unique_ptr<ParsedFile> parse(const lexer::SourceManager& sm, lexer::FileId file,
                                  lexer::Diagnostics& diags, const ParseOptions& opts) {
    if (opts.cache == nullptr) return parse_text(sm, file, diags, opts);
    const lexer::SourceFile& src = sm.file(file);
    const ParseCache::Key key = ParseCache::key(src.path(), src.text(), opts);
    auto cached = std::make_unique<ParsedFile>();
    cached->file = file;
    cached->arena.expect(2 * src.text().size());
    if (opts.cache->load(key, src.text(), *cached, diags, opts.tree)) return cached;
    const std::size_t first = diags.all().size();
    auto result = parse_text(sm, file, diags, opts);
    result->cache_write.done = opts.cache->store(key, src.text(), *result, diags, first);
    return result;
}

} // namespace pp::parser
