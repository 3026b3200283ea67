#pragma once
// Base classes for the generated parser (grammar options superClass/contextSuperClass) that replace the
// ANTLR 4.9 runtime's RTTI-heavy parse-tree plumbing. The runtime finds children with dynamic_cast, and
// since the generated types and the runtime live in different binaries every failed cast compares type
// names with strcmp: that was a third of pp's parse time. The generated code calls these members
// unqualified, so the declarations here hide the runtime's.
//
// Children are classified instead by rule index, and terminals by their vtable pointer.
//
// Parse tree nodes come from a TreeArena instead of one heap allocation each, and a tree is destroyed when
// the next parse on the thread starts rather than when its parser goes away: a one-file compile never pays
// for tearing down its (large) parse tree, and later parses reuse the memory already paged in.

#include <antlr4-runtime.h>

#include <cstddef>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

namespace pp::grammar {

namespace detail {
// The vtable pointer of the ParseTree subobject of a TerminalNodeImpl, read from a probe the runtime's
// own constructor initialises, so the answer does not depend on how type_info objects are shared
// between the executable and libantlr4-runtime.
inline const void* terminal_vptr() {
    static const void* vptr = [] {
        antlr4::tree::TerminalNodeImpl probe(nullptr);
        const antlr4::tree::ParseTree* tree = &probe;
        return *reinterpret_cast<const void* const*>(tree);
    }();
    return vptr;
}
} // namespace detail

/// True when `t` is a terminal (token) node. Error nodes never reach pp's tree walks: both of pp's error
/// strategies stop at the first syntax error.
inline bool is_terminal(const antlr4::tree::ParseTree* t) {
    return *reinterpret_cast<const void* const*>(t) == detail::terminal_vptr();
}

/// The token of a terminal node.
inline antlr4::Token* terminal_token(antlr4::tree::ParseTree* t) {
    return static_cast<antlr4::tree::TerminalNode*>(t)->getSymbol();
}

class FastContext : public antlr4::ParserRuleContext {
public:
    using antlr4::ParserRuleContext::ParserRuleContext;

    template <typename T>
    T* getRuleContext(std::size_t i) {
        const std::size_t rule = rule_index_of<T>();
        std::size_t j = 0;
        for (auto* child : children) {
            if (is_terminal(child)) continue;
            if (static_cast<antlr4::RuleContext*>(child)->getRuleIndex() == rule && j++ == i) {
                return static_cast<T*>(static_cast<antlr4::ParserRuleContext*>(child));
            }
        }
        return nullptr;
    }

    template <typename T>
    std::vector<T*> getRuleContexts() {
        const std::size_t rule = rule_index_of<T>();
        std::vector<T*> out;
        for (auto* child : children) {
            if (!is_terminal(child) && static_cast<antlr4::RuleContext*>(child)->getRuleIndex() == rule) {
                out.push_back(static_cast<T*>(static_cast<antlr4::ParserRuleContext*>(child)));
            }
        }
        return out;
    }

    antlr4::tree::TerminalNode* getToken(std::size_t ttype, std::size_t i) override {
        std::size_t j = 0;
        for (auto* child : children) {
            if (is_terminal(child) && terminal_token(child)->getType() == ttype && j++ == i) {
                return static_cast<antlr4::tree::TerminalNode*>(child);
            }
        }
        return nullptr;
    }

    std::vector<antlr4::tree::TerminalNode*> getTokens(std::size_t ttype) override {
        std::vector<antlr4::tree::TerminalNode*> out;
        for (auto* child : children) {
            if (is_terminal(child) && terminal_token(child)->getType() == ttype) {
                out.push_back(static_cast<antlr4::tree::TerminalNode*>(child));
            }
        }
        return out;
    }

private:
    // The rule index of a generated context type, read once from a throwaway instance.
    template <typename T>
    static std::size_t rule_index_of() {
        static const std::size_t index = [] {
            T probe(nullptr, 0);
            return probe.getRuleIndex();
        }();
        return index;
    }
};

/// A bump allocator for the parse tree nodes of the parsers of one thread. The generated code creates nodes
/// with `_tracker.createInstance<T>(...)`; FastParser's `_tracker` is this arena, which hides the runtime's
/// ParseTreeTracker (one `new` per node, all deleted with the parser).
class TreeArena {
public:
    /// The arena of the calling thread. It is never freed: its last tree lives until the process exits.
    static TreeArena& for_this_thread();

    TreeArena() = default;
    TreeArena(const TreeArena&) = delete;
    TreeArena& operator=(const TreeArena&) = delete;
    ~TreeArena();

    template <typename T, typename... Args>
    T* createInstance(Args&&... args) {
        static_assert(alignof(T) <= alignof(std::max_align_t));
        T* node = new (allocate(sizeof(T))) T(std::forward<Args>(args)...);
        m_nodes.push_back(node);
        return node;
    }

    /// A terminal node for `token`, owned by the arena like the rule contexts.
    antlr4::tree::TerminalNodeImpl* terminal(antlr4::Token* token) {
        return createInstance<antlr4::tree::TerminalNodeImpl>(token);
    }

    /// Destroys every node and keeps the memory for the next tree.
    void reset();
    /// When no tree is left (every parse released its trees), gives back every chunk but the first: a large
    /// statement's tree grows the arena to megabytes, which the ASTs and the catalog built afterwards can
    /// then use (the thread that parses ahead held 1.75 MB of them for the rest of an `include apache`).
    void trim();

    /// Parsers alive on this thread: the arena is reset only when a new parser starts with none alive.
    int live_parsers = 0;

private:
    void* allocate(std::size_t size) {
        size = (size + alignof(std::max_align_t) - 1) & ~(alignof(std::max_align_t) - 1);
        if (m_left < size) next_chunk(size);
        void* p = m_cursor;
        m_cursor += size;
        m_left -= size;
        return p;
    }
    void next_chunk(std::size_t size);

    struct Chunk {
        std::byte* data;
        std::size_t size;
    };
    std::vector<Chunk> m_chunks;
    std::size_t m_current = 0; ///< index of the chunk m_cursor points into (when m_chunks is not empty)
    std::byte* m_cursor = nullptr;
    std::size_t m_left = 0;
    std::vector<antlr4::tree::ParseTree*> m_nodes;
};

class FastParser : public antlr4::Parser {
public:
    explicit FastParser(antlr4::TokenStream* input)
        : antlr4::Parser(input), _tracker(TreeArena::for_this_thread()) {
        if (_tracker.live_parsers++ == 0) _tracker.reset();
    }
    FastParser(const FastParser&) = delete;
    FastParser& operator=(const FastParser&) = delete;
    ~FastParser() override {
        if (--_tracker.live_parsers == 0) _tracker.trim();
    }

    // Hides Recognizer::getInterpreter, a dynamic_cast on every prediction the generated rules make. A
    // parser's simulator is always a ParserATNSimulator (the generated constructor's, or pp's Predictor).
    template <class T>
    T* getInterpreter() const {
        if constexpr (std::is_same_v<T, antlr4::atn::ParserATNSimulator>) {
            return static_cast<antlr4::atn::ParserATNSimulator*>(_interpreter);
        } else {
            return antlr4::Parser::getInterpreter<T>();
        }
    }

    // Hides antlr4::Parser::match and ::consume (virtual, but the generated rule functions call them
    // unqualified): terminal nodes come from the arena. Anything unusual goes to the runtime's versions.
    antlr4::Token* match(std::size_t ttype) override {
        antlr4::Token* t = getCurrentToken();
        if (t->getType() != ttype) return antlr4::Parser::match(ttype);
        if (ttype == antlr4::Token::EOF) _matchedEOF = true;
        _errHandler->reportMatch(this);
        consume();
        return t;
    }
    antlr4::Token* consume() override {
        if (!_buildParseTrees || !_parseListeners.empty() || _errHandler->inErrorRecoveryMode(this)) {
            return antlr4::Parser::consume();
        }
        antlr4::Token* t = getCurrentToken();
        if (t->getType() != antlr4::Token::EOF) _input->consume();
        add_child(_ctx, static_cast<antlr4::tree::TerminalNode*>(_tracker.terminal(t)));
        return t;
    }

    void enterRule(antlr4::ParserRuleContext* localctx, std::size_t state,
                   std::size_t /*rule_index*/) override {
        setState(state);
        _ctx = localctx;
        _ctx->start = _input->LT(1);
        if (_buildParseTrees && _ctx->parent != nullptr) {
            add_child(static_cast<antlr4::ParserRuleContext*>(_ctx->parent), _ctx);
        }
    }

    // Hides antlr4::Parser::exitRule (not virtual), which the generated rule functions call unqualified.
    void exitRule() {
        _ctx->stop = _matchedEOF ? _input->LT(1) : _input->LT(-1);
        setState(_ctx->invokingState);
        _ctx = static_cast<antlr4::ParserRuleContext*>(_ctx->parent);
    }

    // Hides antlrcpp::finally, which wraps every rule's exit action in a std::function; the generated rule
    // functions call `finally(...)` unqualified, so this member is found first.
    template <class F>
    struct ScopeExit {
        F action;
        explicit ScopeExit(F a) : action(std::move(a)) {}
        ScopeExit(const ScopeExit&) = delete;
        ScopeExit& operator=(const ScopeExit&) = delete;
        ~ScopeExit() { action(); }
    };
    template <class F>
    static ScopeExit<F> finally(F action) {
        return ScopeExit<F>(std::move(action)); // guaranteed elision: never copied
    }

    void enterOuterAlt(antlr4::ParserRuleContext* localctx, std::size_t alt) override {
        localctx->setAltNumber(alt);
        if (_buildParseTrees && _ctx != localctx && _ctx->parent != nullptr) {
            auto* parent = static_cast<antlr4::ParserRuleContext*>(_ctx->parent);
            parent->removeLastChild();
            add_child(parent, localctx);
        }
        _ctx = localctx;
    }

protected:
    // Room for four children from the first: a node's children vector otherwise grew 1, 2, 4, each step an
    // allocation and a copy (a twentieth of a cold validate of the corpus).
    template <class Child>
    static void add_child(antlr4::ParserRuleContext* parent, Child* child) {
        if (parent->children.capacity() == 0) parent->children.reserve(4);
        parent->addChild(child);
    }

    TreeArena& _tracker; // NOLINT: the name the generated code uses
};

} // namespace pp::grammar
