// The persistent parse cache (parse_cache.hpp). An entry is a header (magic, key, payload length, payload
// SHA-256) and a payload: the ParsedFile's flags, the diagnostics, then the AST's nodes in post-order, each
// as its kind, its source span and its fields. Inside a node, numbers are varints relative to what precedes
// them: the start from the previous node's, the end from the start, a child as how many nodes back it was
// written. Strings that are slices of the file's text are stored as where they start (from the node's
// start) and their length; others are stored inline.
#include "parser/parse_cache.hpp"

#include "parser/ast.hpp"
#include "parser/parser.hpp"
#include "runtime/digest.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <functional>
#include <map>
#include <set>
#include <span>
#include <system_error>
#include <type_traits>
#include <vector>

#define XXH_INLINE_ALL // (header only: no library to load at start-up; XXH3_state_t is complete)
#include <xxhash.h>

namespace pp::parser {

namespace {

constexpr std::uint32_t kFormat = 4;
constexpr std::size_t kDiagCount = 0
#define PP_DIAG(Id, Sev, Code, Fmt) +1
#include "lexer/diagnostics.def"
#undef PP_DIAG
    ;

// Each node type's fields, in one place for both directions. A field added to a node in ast.hpp must be
// added here; the size checks below fail until it is.
template <class V>
void fields(Nop&, V&) {}
template <class V>
void fields(LiteralString& n, V& v) {
    v(n.value);
}
template <class V>
void fields(LiteralInteger& n, V& v) {
    v(n.value), v(n.radix), v(n.overflow), v(n.text);
}
template <class V>
void fields(LiteralFloat& n, V& v) {
    v(n.value), v(n.text);
}
template <class V>
void fields(LiteralBoolean& n, V& v) {
    v(n.value);
}
template <class V>
void fields(LiteralUndef&, V&) {}
template <class V>
void fields(LiteralDefault&, V&) {}
template <class V>
void fields(LiteralRegex& n, V& v) {
    v(n.pattern);
}
template <class V>
void fields(LiteralList& n, V& v) {
    v(n.values);
}
template <class V>
void fields(KeyedEntry& n, V& v) {
    v(n.key), v(n.value);
}
template <class V>
void fields(LiteralHash& n, V& v) {
    v(n.entries), v(n.unfolded);
}
template <class V>
void fields(QualifiedName& n, V& v) {
    v(n.value);
}
template <class V>
void fields(QualifiedReference& n, V& v) {
    v(n.cased_value);
}
template <class V>
void fields(ReservedWord& n, V& v) {
    v(n.word);
}
template <class V>
void fields(Variable& n, V& v) {
    v(n.expr);
}
template <class V>
void fields(Not& n, V& v) {
    v(n.expr);
}
template <class V>
void fields(UnaryMinus& n, V& v) {
    v(n.expr);
}
template <class V>
void fields(Unfold& n, V& v) {
    v(n.expr);
}
template <class V>
void fields(Parenthesized& n, V& v) {
    v(n.expr);
}
template <class V>
void fields(Text& n, V& v) {
    v(n.expr);
}
template <class V>
void fields(Arithmetic& n, V& v) {
    v(n.op), v(n.left), v(n.right);
}
template <class V>
void fields(Comparison& n, V& v) {
    v(n.op), v(n.left), v(n.right);
}
template <class V>
void fields(Match& n, V& v) {
    v(n.op), v(n.left), v(n.right);
}
template <class V>
void fields(In& n, V& v) {
    v(n.left), v(n.right);
}
template <class V>
void fields(And& n, V& v) {
    v(n.left), v(n.right);
}
template <class V>
void fields(Or& n, V& v) {
    v(n.left), v(n.right);
}
template <class V>
void fields(Assignment& n, V& v) {
    v(n.op), v(n.left), v(n.right);
}
template <class V>
void fields(Relationship& n, V& v) {
    v(n.op), v(n.left), v(n.right);
}
template <class V>
void fields(NamedAccess& n, V& v) {
    v(n.left), v(n.right);
}
template <class V>
void fields(Access& n, V& v) {
    v(n.left), v(n.keys);
}
template <class V>
void fields(ConcatenatedString& n, V& v) {
    v(n.segments);
}
template <class V>
void fields(Heredoc& n, V& v) {
    v(n.syntax), v(n.text);
}
template <class V>
void fields(Block& n, V& v) {
    v(n.statements);
}
template <class V>
void fields(If& n, V& v) {
    v(n.test), v(n.then_expr), v(n.else_expr);
}
template <class V>
void fields(Unless& n, V& v) {
    v(n.test), v(n.then_expr), v(n.else_expr);
}
template <class V>
void fields(CaseOption& n, V& v) {
    v(n.values), v(n.then_expr);
}
template <class V>
void fields(Case& n, V& v) {
    v(n.test), v(n.options);
}
template <class V>
void fields(SelectorEntry& n, V& v) {
    v(n.matching), v(n.value);
}
template <class V>
void fields(Selector& n, V& v) {
    v(n.left), v(n.entries);
}
template <class V>
void fields(Parameter& n, V& v) {
    v(n.name), v(n.value), v(n.type_expr), v(n.captures_rest);
}
template <class V>
void fields(Lambda& n, V& v) {
    v(n.parameters), v(n.body), v(n.return_type);
}
template <class V>
void fields(CallNamedFunction& n, V& v) {
    v(n.functor), v(n.arguments), v(n.lambda), v(n.rval_required);
}
template <class V>
void fields(CallMethod& n, V& v) {
    v(n.functor), v(n.arguments), v(n.lambda), v(n.rval_required);
}
template <class V>
void fields(CallFunction& n, V& v) {
    v(n.functor), v(n.arguments), v(n.lambda), v(n.rval_required);
}
template <class V>
void fields(AttributeOperation& n, V& v) {
    v(n.name), v(n.op), v(n.value);
}
template <class V>
void fields(AttributesOperation& n, V& v) {
    v(n.expr);
}
template <class V>
void fields(ResourceBody& n, V& v) {
    v(n.title), v(n.operations);
}
template <class V>
void fields(Resource& n, V& v) {
    v(n.type_name), v(n.bodies), v(n.form);
}
template <class V>
void fields(ResourceDefaults& n, V& v) {
    v(n.type_ref), v(n.operations), v(n.form);
}
template <class V>
void fields(ResourceOverride& n, V& v) {
    v(n.resources), v(n.operations), v(n.form);
}
template <class V>
void fields(VirtualQuery& n, V& v) {
    v(n.expr);
}
template <class V>
void fields(ExportedQuery& n, V& v) {
    v(n.expr);
}
template <class V>
void fields(Collect& n, V& v) {
    v(n.type_expr), v(n.query), v(n.operations);
}
template <class V>
void fields(HostClassDefinition& n, V& v) {
    v(n.name), v(n.parameters), v(n.body), v(n.parent_class), v(n.has_parent);
}
template <class V>
void fields(ResourceTypeDefinition& n, V& v) {
    v(n.name), v(n.parameters), v(n.body);
}
template <class V>
void fields(FunctionDefinition& n, V& v) {
    v(n.name), v(n.parameters), v(n.body), v(n.return_type);
}
template <class V>
void fields(NodeDefinition& n, V& v) {
    v(n.host_matches), v(n.parent), v(n.body);
}
template <class V>
void fields(TypeAlias& n, V& v) {
    v(n.name), v(n.type_expr);
}
template <class V>
void fields(TypeMapping& n, V& v) {
    v(n.type_expr), v(n.mapping_expr);
}
template <class V>
void fields(TypeDefinition& n, V& v) {
    v(n.name), v(n.parent), v(n.body);
}
template <class V>
void fields(Epp& n, V& v) {
    v(n.parameters_specified), v(n.body);
}
template <class V>
void fields(RenderString& n, V& v) {
    v(n.value);
}
template <class V>
void fields(RenderExpression& n, V& v) {
    v(n.expr);
}
template <class V>
void fields(Program& n, V& v) {
    v(n.body), v(n.definitions);
}

// Every node type with its size on x86-64: a size that changes means a field was added or removed, and
// fields() above must follow.
// clang-format off
#define PP_NODE_TYPES(X) \
    X(Nop, 16) X(LiteralString, 32) X(LiteralInteger, 48) X(LiteralFloat, 40) X(LiteralBoolean, 20)                  \
    X(LiteralUndef, 16) X(LiteralDefault, 16) X(LiteralRegex, 32) X(LiteralList, 32) X(KeyedEntry, 32)               \
    X(LiteralHash, 40) X(QualifiedName, 32) X(QualifiedReference, 32) X(ReservedWord, 32) X(Variable, 24)            \
    X(Not, 24) X(UnaryMinus, 24) X(Unfold, 24) X(Parenthesized, 24) X(Text, 24) X(Arithmetic, 48)                    \
    X(Comparison, 48) X(Match, 48) X(In, 32) X(And, 32) X(Or, 32) X(Assignment, 48) X(Relationship, 48)              \
    X(NamedAccess, 32) X(Access, 40) X(ConcatenatedString, 32) X(Heredoc, 40) X(Block, 32) X(If, 40)                 \
    X(Unless, 40) X(Case, 40) X(CaseOption, 40) X(Selector, 40) X(SelectorEntry, 32) X(CallNamedFunction, 56)        \
    X(CallMethod, 56) X(CallFunction, 56) X(Lambda, 48) X(Parameter, 56) X(Resource, 48) X(ResourceBody, 40)         \
    X(ResourceDefaults, 48) X(ResourceOverride, 48) X(AttributeOperation, 56) X(AttributesOperation, 24)             \
    X(Collect, 48) X(VirtualQuery, 24) X(ExportedQuery, 24) X(HostClassDefinition, 80)                               \
    X(ResourceTypeDefinition, 56) X(FunctionDefinition, 64) X(NodeDefinition, 48) X(TypeAlias, 40)                   \
    X(TypeMapping, 32) X(TypeDefinition, 56) X(Epp, 32) X(RenderString, 32) X(RenderExpression, 24)                  \
    X(Program, 40)
// clang-format on

#if defined(__x86_64__)
#define PP_CHECK_SIZE(T, N) static_assert(sizeof(T) == (N), "a field of " #T " changed: update fields()");
PP_NODE_TYPES(PP_CHECK_SIZE)
#undef PP_CHECK_SIZE
#endif
#define PP_COUNT(T, N) +1
static_assert(0 PP_NODE_TYPES(PP_COUNT) == static_cast<int>(NodeKind::Program) + 1, "a node kind is missing");
#undef PP_COUNT

// Calls fields() for `n`'s dynamic type.
template <class V>
void visit(Node& n, V& v) {
    switch (n.kind) {
#define PP_CASE(T, N)                                                                                        \
    case NodeKind::T:                                                                                        \
        fields(static_cast<T&>(n), v);                                                                       \
        return;
        PP_NODE_TYPES(PP_CASE)
#undef PP_CASE
    }
}

// Calls `f` with each child of `n` (each pointer field, null ones included, and each list element), in the
// order of its fields.
template <class F>
struct EachChild {
    F& f;
    template <class T>
    void operator()(T*& p) {
        f(static_cast<const Node*>(p));
    }
    template <class T>
    void operator()(std::span<T* const>& list) {
        for (T* p : list)
            f(static_cast<const Node*>(p));
    }
    template <class T>
    void operator()(T&) {}
};
template <class F>
void each_child(const Node& n, F&& f) {
    EachChild<F> children{f};
    visit(const_cast<Node&>(n), children); // (fields() takes them by reference; none is changed)
}

// Clears the indexes a writer keeps in the nodes of the tree under `n` (a node seen twice is cleared with its
// children once).
void clear_written(const Node* n) {
    if (n == nullptr || n->written == 0) return;
    n->written = 0;
    each_child(*n, clear_written);
}

// A new node of `kind` in `arena`, or null for a kind out of range.
Node* make_node(Arena& arena, std::uint8_t kind) {
    switch (static_cast<NodeKind>(kind)) {
#define PP_CASE(T, N)                                                                                        \
    case NodeKind::T:                                                                                        \
        return arena.make<T>();
        PP_NODE_TYPES(PP_CASE)
#undef PP_CASE
    }
    return nullptr;
}

class Writer {
public:
    // an entry is about the size of its source: room for it from the start (growing by
    // doubling would touch twice the memory, and fresh memory is what a large cold parse pays most for)
    explicit Writer(std::string_view text, bool tree = true) : m_text(text) {
        m_out.reserve(tree ? text.size() * 3 / 2 + 256 : 256);
    }

    void u8(std::uint8_t x) { m_out.push_back(static_cast<char>(x)); }
    void u32(std::uint32_t x) { raw(&x, sizeof x); }
    void u64(std::uint64_t x) { raw(&x, sizeof x); }
    // LEB128: seven bits a byte, the lowest first, the high bit set on every byte but the last
    void uv(std::uint64_t x) {
        while (x >= 0x80) {
            m_out.push_back(static_cast<char>(x | 0x80));
            x >>= 7;
        }
        m_out.push_back(static_cast<char>(x));
    }
    // zigzag: 0, -1, 1, -2, ... as 0, 1, 2, 3, ...
    void sv(std::int64_t x) {
        uv((static_cast<std::uint64_t>(x) << 1) ^ static_cast<std::uint64_t>(x >> 63));
    }
    void raw(const void* p, std::size_t n) { m_out.append(static_cast<const char*>(p), n); }
    void bytes(std::string_view s) {
        u32(static_cast<std::uint32_t>(s.size()));
        m_out.append(s);
    }
    // a node's string: none, a slice of the text (where it starts, from the node's start), or its bytes
    void str(std::string_view s) {
        if (s.empty()) {
            u8(0);
        } else if (s.data() >= m_text.data() && s.data() + s.size() <= m_text.data() + m_text.size()) {
            u8(1);
            sv(static_cast<std::int64_t>(s.data() - m_text.data()) - m_begin);
            uv(s.size());
        } else {
            u8(2);
            uv(s.size());
            m_out.append(s);
        }
    }

    Writer(const Writer&) = delete;
    Writer& operator=(const Writer&) = delete;
    // the indexes kept in the nodes are cleared, so that the tree can be written again
    ~Writer() { clear_written(m_root); }

    // Writes the tree under `root` (once per writer), each node after its children and once however many
    // parents it has; the root's 1-based index. A tree is written by one writer at a time (the index is
    // kept in its nodes).
    std::uint32_t tree(const Node* root) {
        m_root = root;
        return write(root);
    }

    [[nodiscard]] std::uint32_t count() const { return m_count; }
    std::string& out() { return m_out; }

private:
    std::uint32_t write(const Node* n) {
        if (n == nullptr) return 0;
        if (n->written != 0) return n->written;
        Node& mut = const_cast<Node&>(*n); // fields() is shared with the reader; only `written` changes
        each_child(*n, [this](const Node* child) { write(child); });
        // the start from the previous node's, the end from the start: mostly a byte each
        u8(static_cast<std::uint8_t>(n->kind));
        sv(static_cast<std::int64_t>(n->begin) - m_begin);
        uv(n->end - n->begin);
        m_begin = n->begin;
        Fields out{*this};
        visit(mut, out);
        n->written = ++m_count;
        return m_count;
    }

    struct Fields {
        Writer& w;
        void operator()(std::string_view& s) { w.str(s); }
        void operator()(bool& b) { w.u8(b ? 1 : 0); }
        void operator()(int& i) { w.sv(i); }
        void operator()(std::int64_t& i) { w.sv(i); }
        void operator()(double& d) { w.raw(&d, sizeof d); }
        void operator()(ResourceForm& f) { w.u8(static_cast<std::uint8_t>(f)); }
        // a child as how many nodes before this one it was written (0: none): mostly a byte
        void ref(const Node* p) { w.uv(p == nullptr ? 0 : w.m_count + 1 - p->written); }
        template <class T>
        void operator()(T*& p) {
            ref(p);
        }
        template <class T>
        void operator()(std::span<T* const>& list) {
            w.uv(list.size());
            for (T* p : list)
                ref(p);
        }
    };

    std::string_view m_text;
    std::string m_out;
    std::int64_t m_begin = 0;     // the start of the node written last
    const Node* m_root = nullptr; // where the indexes are cleared from
    std::uint32_t m_count = 0;
};

class Reader {
public:
    Reader(std::string_view in, std::string_view text, Arena& arena)
        : m_in(in), m_text(text), m_arena(arena) {}

    [[nodiscard]] bool ok() const { return m_ok; }
    [[nodiscard]] bool at_end() const { return m_pos == m_in.size(); }
    bool fail() { return m_ok = false; }

    std::uint8_t u8() {
        std::uint8_t x = 0;
        raw(&x, 1);
        return x;
    }
    std::uint32_t u32() {
        std::uint32_t x = 0;
        raw(&x, sizeof x);
        return x;
    }
    std::uint64_t u64() {
        std::uint64_t x = 0;
        raw(&x, sizeof x);
        return x;
    }
    std::uint64_t uv() {
        std::uint64_t x = 0;
        for (unsigned shift = 0; shift < 64 && m_pos < m_in.size(); shift += 7) {
            const auto b = static_cast<std::uint8_t>(m_in[m_pos++]);
            x |= std::uint64_t{b & 0x7fU} << shift;
            if (b < 0x80) return x;
        }
        fail();
        return 0;
    }
    std::int64_t sv() {
        const std::uint64_t u = uv();
        return static_cast<std::int64_t>(u >> 1) ^ -static_cast<std::int64_t>(u & 1);
    }
    void raw(void* p, std::size_t n) {
        if (!m_ok || m_in.size() - m_pos < n) {
            fail();
            return;
        }
        std::memcpy(p, m_in.data() + m_pos, n);
        m_pos += n;
    }
    std::string_view bytes() {
        std::uint32_t n = u32();
        if (!m_ok || m_in.size() - m_pos < n) {
            fail();
            return {};
        }
        std::string_view s = m_in.substr(m_pos, n);
        m_pos += n;
        return s;
    }
    std::string_view str() {
        switch (u8()) {
        case 0:
            return {};
        case 1: {
            const std::int64_t off = m_begin + sv();
            const std::uint64_t len = uv();
            if (!m_ok || off < 0 || static_cast<std::uint64_t>(off) > m_text.size() ||
                len > m_text.size() - static_cast<std::uint64_t>(off) || len == 0)
                break;
            return m_text.substr(static_cast<std::size_t>(off), len);
        }
        case 2: {
            const std::uint64_t len = uv();
            if (!m_ok || len == 0 || len > m_in.size() - m_pos) break;
            std::string_view s = m_in.substr(m_pos, len);
            m_pos += len;
            return m_arena.string(s);
        }
        default:
            break;
        }
        fail();
        return {};
    }

    // Reads `count` nodes; false when any is malformed.
    bool nodes(std::uint32_t count) {
        // every record is at least 3 bytes: a count beyond what is left is damage, not a reason to allocate
        if (count > (m_in.size() - m_pos) / 3) return fail();
        m_nodes.reserve(count);
        for (std::uint32_t i = 0; i < count && m_ok; ++i) {
            Node* n = make_node(m_arena, u8());
            if (n == nullptr) return fail();
            const std::int64_t begin = m_begin + sv();
            const std::uint64_t length = uv();
            if (!m_ok || begin < 0 || static_cast<std::uint64_t>(begin) > m_text.size() ||
                length > m_text.size() - static_cast<std::uint64_t>(begin))
                return fail();
            n->begin = static_cast<std::uint32_t>(begin);
            n->end = static_cast<std::uint32_t>(begin + static_cast<std::int64_t>(length));
            m_begin = begin;
            Fields in{*this};
            visit(*n, in);
            m_nodes.push_back(n);
        }
        return m_ok;
    }

    // The node of a 1-based index read from the input (null for 0); any other kind than T's fails.
    template <class T>
    T* ref(std::uint32_t index) {
        if (index == 0) return nullptr;
        if (index > m_nodes.size()) {
            fail();
            return nullptr;
        }
        Node* n = m_nodes[index - 1];
        if constexpr (!std::is_same_v<T, Node>) {
            if (n->kind != T::Kind) {
                fail();
                return nullptr;
            }
        }
        return static_cast<T*>(n);
    }

private:
    struct Fields {
        Reader& r;
        void operator()(std::string_view& s) { s = r.str(); }
        void operator()(bool& b) {
            std::uint8_t x = r.u8();
            if (x > 1) r.fail();
            b = x == 1;
        }
        void operator()(int& i) {
            const std::int64_t x = r.sv();
            if (x < INT_MIN || x > INT_MAX) r.fail();
            i = static_cast<int>(x);
        }
        void operator()(std::int64_t& i) { i = r.sv(); }
        void operator()(double& d) { r.raw(&d, sizeof d); }
        void operator()(ResourceForm& f) {
            std::uint8_t x = r.u8();
            if (x > static_cast<std::uint8_t>(ResourceForm::Exported)) r.fail();
            f = static_cast<ResourceForm>(x);
        }
        // a child written `back` nodes before the one being read (0: none)
        template <class T>
        T* ref() {
            const std::uint64_t back = r.uv();
            const std::size_t self = r.m_nodes.size() + 1;
            if (back > self - 1) {
                r.fail();
                return nullptr;
            }
            return back == 0 ? nullptr : r.ref<T>(static_cast<std::uint32_t>(self - back));
        }
        template <class T>
        void operator()(T*& p) {
            p = ref<T>();
        }
        template <class T>
        void operator()(std::span<T* const>& list) {
            const std::uint64_t n = r.uv();
            if (!r.m_ok || n > r.m_in.size() - r.m_pos) {
                r.fail();
                return;
            }
            if (n == 0) {
                list = {};
                return;
            }
            auto* mem = static_cast<T**>(r.m_arena.allocate(sizeof(T*) * n, alignof(T*)));
            for (std::uint64_t i = 0; i < n; ++i) {
                mem[i] = ref<T>();
                if (mem[i] == nullptr) r.fail(); // lists hold no nulls
            }
            list = {mem, n};
        }
    };

    std::string_view m_in;
    std::size_t m_pos = 0;
    std::string_view m_text;
    Arena& m_arena;
    std::vector<Node*> m_nodes;
    std::int64_t m_begin = 0; // the start of the node read last
    bool m_ok = true;
};

constexpr std::uint32_t HasProgram = 1, IsEpp = 2, SllFailed = 4, ByStatement = 8;
// The tree is not in the payload but in the entry's image (ImageWriter below).
constexpr std::uint32_t InImage = 16;
constexpr std::uint32_t kAllFlags = 31;

// SHA-256 of what is added; part() adds a length-prefixed part, so that parts cannot run into each other.
class Sha256 {
public:
    Sha256& add(std::string_view s) {
        m_digest.update(s);
        return *this;
    }
    Sha256& part(std::string_view s) {
        std::uint64_t n = s.size();
        add({reinterpret_cast<const char*>(&n), sizeof n});
        return add(s);
    }
    ParseCache::Key done() {
        unsigned char md[runtime::Digester::MaxSize];
        ParseCache::Key out{};
        if (m_digest.finish(md) == out.size()) std::memcpy(out.data(), md, out.size());
        return out;
    }

private:
    runtime::Digester m_digest{"sha256"};
};

// The running executable: any rebuild of pp (or of a test binary) changes it, and with it every key.
const std::string& executable_identity() {
    static const std::string id = [] {
        struct stat st {};
        if (::stat("/proc/self/exe", &st) != 0) return std::string();
        return std::to_string(st.st_dev) + ":" + std::to_string(st.st_ino) + ":" +
               std::to_string(st.st_size) + ":" + std::to_string(st.st_mtim.tv_sec) + "." +
               std::to_string(st.st_mtim.tv_nsec);
    }();
    return id;
}

// What a pack's header says of the executable that wrote it.
const std::array<unsigned char, 16>& writer_id() {
    static const std::array<unsigned char, 16> id = [] {
        ParseCache::Key k = Sha256().part("pp pack writer").part(executable_identity()).done();
        std::array<unsigned char, 16> out{};
        std::memcpy(out.data(), k.data(), out.size());
        return out;
    }();
    return id;
}

bool write_all(int fd, std::string_view data) {
    while (!data.empty()) {
        ssize_t n = ::write(fd, data.data(), data.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        data.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

// Writes `pieces` one after the other with as few calls as the system allows (a cold validate of the corpus
// wrote its pack in two thousand pieces).
bool write_all(int fd, std::span<const std::string_view> pieces) {
    std::vector<iovec> iov;
    iov.reserve(std::min<std::size_t>(pieces.size(), IOV_MAX));
    while (!pieces.empty()) {
        iov.clear();
        for (std::string_view p : pieces.first(std::min<std::size_t>(pieces.size(), IOV_MAX)))
            iov.push_back({const_cast<char*>(p.data()), p.size()});
        ssize_t n = ::writev(fd, iov.data(), static_cast<int>(iov.size()));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 || (n == 0 && pieces.front().size() > 0)) return false;
        // what was written: whole pieces, then the part of one (written out on its own)
        auto done = static_cast<std::size_t>(n);
        while (!pieces.empty() && pieces.front().size() <= done) {
            done -= pieces.front().size();
            pieces = pieces.subspan(1);
        }
        if (done > 0) {
            if (!write_all(fd, pieces.front().substr(done))) return false;
            pieces = pieces.subspan(1);
        }
    }
    return true;
}

// The fixed part at the start of a pack: magic, format, entry count, where the index is and its digest.
struct PackHeader {
    char magic[8];
    std::uint32_t format;
    std::uint32_t count;
    std::uint64_t index_offset;
    std::uint64_t index_size;
    unsigned char index_digest[32];
    unsigned char writer[16]; ///< writer_id() of the executable that wrote the pack
};
static_assert(sizeof(PackHeader) == 80);
constexpr char kPackMagic[8] = {'P', 'P', 'P', 'A', 'C', 'K', '0', '1'};

// One entry of a pack's index, sorted by key.
struct IndexEntry {
    unsigned char key[32];
    std::uint64_t offset;
    std::uint64_t size;
    unsigned char digest[32]; ///< SHA-256 of the payload
    std::int64_t created;     ///< when the entry was first made (Unix seconds)
};
static_assert(sizeof(IndexEntry) == 88);

// ---- Images: a large file's tree as it lies in memory, mapped from the cache at a fixed address ----------
//
// Decoding an entry builds the tree in fresh memory: 6.9 MB of nodes for the 10k manifest's 1 MB, a third of
// its warm compile's heap. On a virtual machine fresh memory is what a warm run's kernel time goes to: the
// host backs each page again when it is first touched. So a file of AsyncStoreBytes or more also gets an
// image: its text and its tree copied into one file laid out as it is mapped, every pointer already the
// address it will have. A run that finds the entry maps the image there, privately, and uses the tree in
// place: its pages are the page cache's, already backed, and none is copied unless written (nothing writes
// a tree after it is built). The cold run that writes the image maps it too, and frees the tree its parse
// built before the compile starts. The address is the entry's own (ParseCache::image_address()), in a part of
// the address space that nothing else maps on x86-64 Linux (above AddressSanitizer's shadow memory, below
// where the kernel puts mappings, libraries and stacks). The entry itself then holds the diagnostics alone.
// When the image is missing, does not match its digest, or its address is taken all the same (another image
// in its slot, one chance in 4,096 for two large files), the entry is a miss and the file is parsed again.
// Where no image can be written, or the run that writes it finds its address taken, the entry holds the
// tree as small files' do.
//
// An image is trusted once its bytes and its header match their XXH3-128 digest (its pointers are not
// checked one by one, as a decoded payload's indexes are): SHA-256 over the 7.5 MB image of the 10k
// manifest would cost more than decoding its entry did. Images live beside the packs, one file each, named
// after their key, and go once they are 30 days old, as entries do.

struct ImageHeader {
    char magic[8];
    std::uint32_t format;
    std::uint32_t flags; ///< the entry's flags (HasProgram...)
    unsigned char key[32];
    std::uint64_t base; ///< the address the image is laid out for
    std::uint64_t size; ///< of the whole file
    std::uint64_t root; ///< the Program node's offset
    std::uint64_t text_size;
    /// XXH3-128 of the header's bytes before it and of the XXH3-128 of everything after the header's block
    unsigned char digest[16];
};
static_assert(sizeof(ImageHeader) == 96);
constexpr char kImageMagic[8] = {'P', 'P', 'I', 'M', 'A', 'G', 'E', '1'};
constexpr std::uint64_t kImageData = 128; // where the text starts (the header's block)
constexpr std::uint64_t kImageSlot = std::uint64_t{1} << 30;
constexpr std::uint64_t kImageMaxBytes = kImageSlot;
#if defined(__x86_64__) && defined(__linux__)
constexpr bool kImages = true;
#else
constexpr bool kImages = false; // (the address range below is chosen for x86-64 Linux)
#endif

// An image's digest (ImageHeader::digest), from its header and its data's digest.
void image_digest(const ImageHeader& h, XXH128_hash_t data, unsigned char (&out)[16]) {
    unsigned char bytes[offsetof(ImageHeader, digest) + 16];
    std::memcpy(bytes, &h, offsetof(ImageHeader, digest));
    std::memcpy(bytes + offsetof(ImageHeader, digest), &data.low64, 8);
    std::memcpy(bytes + offsetof(ImageHeader, digest) + 8, &data.high64, 8);
    const XXH128_hash_t d = XXH3_128bits(bytes, sizeof bytes);
    std::memcpy(out, &d.low64, 8);
    std::memcpy(out + 8, &d.high64, 8);
}

} // namespace

std::uint64_t ParseCache::image_address(const Key& key) {
    std::uint64_t h = 0;
    std::memcpy(&h, key.data(), sizeof h);
    return (std::uint64_t{32} << 40) + (h % 4096) * kImageSlot;
}

namespace {

bool is_image_name(std::string_view name) {
    return name.starts_with("image-") && name.ends_with(".ppi");
}

std::string image_name(const ParseCache::Key& key) {
    return "image-" + runtime::to_hex({reinterpret_cast<const char*>(key.data()), key.size()}) + ".ppi";
}

// Writes a tree as an image: the nodes in post-order, each after the child lists and the strings it points
// to, each pointer turned into the address its target has in the image. The bytes go to the file 2 MB at a
// time, each write one whole 2 MB block of the file (the image is never held whole). A file system with
// large folios (ext4 and XFS on Linux 6.16 and later) then caches each block as one 2 MB folio, and a run
// mapping the image at its address (2 MB-aligned) gets each block with one page table entry where a block
// written in smaller pieces is mapped 4 KB at a time: a warm compile of the 10k manifest mapped its 7.5 MB
// image in some 80 faults and 1,850 page table entries, and unmapped them all again as it exited.
class ImageWriter {
public:
    ImageWriter(std::string_view text, std::uint64_t base, int fd) : m_text(text), m_base(base), m_fd(fd) {
        XXH3_128bits_reset(&m_digest);
        m_buf.reserve(kBlock + 4096);
        m_buf.assign(kImageData, '\0'); // the header's block, written last
        m_skip = kImageData;            // (not in the digest)
        m_size = kImageData;
        append(text.data(), text.size());
    }
    ImageWriter(const ImageWriter&) = delete;
    ImageWriter& operator=(const ImageWriter&) = delete;
    ~ImageWriter() = default;

    // Clears the offsets write() kept in the tree's nodes, for a tree that is still used (one whose image is
    // mapped instead is freed as it is: a pass over it would cost a millisecond of the 10k manifest's cold
    // compile).
    void clear_tree() { clear_written(m_root); }

    // Writes the tree under `root` and the header; false when the file could not be written or the image
    // would be too large.
    bool write(const Program* root, const ParseCache::Key& key, std::uint32_t flags) {
        m_root = root;
        m_root_at = place(root);
        const std::uint64_t at = m_root_at;
        flush(true);
        if (!m_ok || m_size > kImageMaxBytes) return false;
        ImageHeader h{};
        std::memcpy(h.magic, kImageMagic, sizeof kImageMagic);
        h.format = kFormat;
        h.flags = flags;
        std::memcpy(h.key, key.data(), key.size());
        h.base = m_base;
        h.size = m_size;
        h.root = at;
        h.text_size = m_text.size();
        image_digest(h, XXH3_128bits_digest(&m_digest), h.digest);
        return ::pwrite(m_fd, &h, sizeof h, 0) == static_cast<ssize_t>(sizeof h);
    }

    /// The image's size and where its root is, once written.
    [[nodiscard]] std::uint64_t size() const { return m_size; }
    [[nodiscard]] std::uint64_t root() const { return m_root_at; }

private:
    static constexpr std::size_t kBlock = std::size_t{2} << 20;

    // Writes what is buffered: all of it, or the whole blocks of it (`all` false), keeping the rest.
    void flush(bool all) {
        if (m_buf.empty() || !m_ok) return;
        const std::size_t n = all ? m_buf.size() : (m_flushed + m_buf.size()) / kBlock * kBlock - m_flushed;
        if (n == 0) return;
        std::string_view rest(m_buf.data(), n);
        XXH3_128bits_update(&m_digest, rest.data() + m_skip, rest.size() - m_skip);
        m_skip = 0;
        while (!rest.empty()) {
            const ssize_t written = ::write(m_fd, rest.data(), rest.size());
            if (written < 0 && errno == EINTR) continue;
            if (written <= 0) {
                m_ok = false;
                return;
            }
            rest.remove_prefix(static_cast<std::size_t>(written));
        }
        m_buf.erase(0, n);
        m_flushed += n;
    }
    // Appends bytes; their offset in the image.
    std::uint64_t append(const void* p, std::size_t n, std::size_t align = 1) {
        while (m_size % align != 0) {
            m_buf.push_back('\0');
            ++m_size;
        }
        const std::uint64_t at = m_size;
        if (m_buf.size() >= kBlock) flush(false);
        if (n != 0) m_buf.append(static_cast<const char*>(p), n);
        m_size += n;
        return at;
    }

    // A string's address in the image: in the text's copy when it is a slice of the text, else copied.
    std::uint64_t string(std::string_view s) {
        if (s.data() >= m_text.data() && s.data() + s.size() <= m_text.data() + m_text.size())
            return m_base + kImageData + static_cast<std::uint64_t>(s.data() - m_text.data());
        return m_base + append(s.data(), s.size());
    }

    // Places `n` (once, however many parents it has) after its children; its offset, kept in `written`.
    std::uint64_t place(const Node* n) {
        if (n == nullptr) return 0;
        if (n->written != 0) return n->written;
        Node& mut = const_cast<Node&>(*n); // visit() takes fields by reference; only `written` changes
        each_child(*n, [this](const Node* child) { place(child); });
        m_addresses.clear();
        Targets targets{*this};
        visit(mut, targets);
        const std::uint64_t at = copy(mut);
        if (at > UINT32_MAX) m_ok = false; // (larger than an image may be: the write fails)
        n->written = static_cast<std::uint32_t>(at);
        return at;
    }

    // Appends a copy of `n` whose pointers are the image's addresses (m_addresses, in field order).
    std::uint64_t copy(Node& n) {
        switch (n.kind) {
#define PP_CASE(T, N)                                                                                        \
    case NodeKind::T: {                                                                                      \
        static_assert(std::is_trivially_copyable_v<T>);                                                      \
        T c = static_cast<const T&>(n);                                                                      \
        clear_padding(c);                                                                                    \
        c.written = 0;                                                                                       \
        Rebased rebased{*this};                                                                              \
        fields(c, rebased);                                                                                  \
        return append(&c, sizeof c, alignof(T));                                                             \
    }
            PP_NODE_TYPES(PP_CASE)
#undef PP_CASE
        }
        m_ok = false;
        return 0;
    }

    // The bytes between a node's fields are zeros in the image, so that a tree gives the same image each
    // time (they are what the arena's memory held before).
    template <class T>
    static void clear_padding(T& node) {
#if defined(__has_builtin)
#if __has_builtin(__builtin_clear_padding)
        __builtin_clear_padding(&node);
#endif
#endif
        (void)node;
    }

    [[nodiscard]] std::uint64_t address_of(const Node* p) const {
        return p == nullptr ? 0 : m_base + p->written;
    }

    // The lists and strings a node points to, appended before it, their addresses in field order.
    struct Targets {
        ImageWriter& w;
        template <class T>
        void operator()(std::span<T* const>& list) {
            if (list.empty()) return;
            w.m_addresses.push_back(w.m_base + w.append(nullptr, 0, 8));
            for (T* p : list) {
                const std::uint64_t address = w.address_of(p);
                w.append(&address, sizeof address);
            }
        }
        void operator()(std::string_view& s) {
            if (!s.empty()) w.m_addresses.push_back(w.string(s));
        }
        template <class T>
        void operator()(T&) {}
    };
    struct Rebased {
        ImageWriter& w;
        std::size_t next = 0;
        template <class T>
        void operator()(T*& p) {
            p = reinterpret_cast<T*>(w.address_of(p));
        }
        template <class T>
        void operator()(std::span<T* const>& list) {
            if (list.empty())
                list = {};
            else
                list = {reinterpret_cast<T* const*>(w.m_addresses[next++]), list.size()};
        }
        void operator()(std::string_view& s) {
            if (s.empty())
                s = {};
            else
                s = {reinterpret_cast<const char*>(w.m_addresses[next++]), s.size()};
        }
        template <class T>
        void operator()(T&) {}
    };
    std::string_view m_text;
    std::uint64_t m_base;
    int m_fd;
    std::string m_buf;
    std::size_t m_skip = 0;
    std::uint64_t m_flushed = 0; // (bytes written to the file: where m_buf starts)
    std::uint64_t m_size = 0;
    bool m_ok = true;
    XXH3_state_t m_digest{};
    std::vector<std::uint64_t> m_addresses;
    const Node* m_root = nullptr;
    std::uint64_t m_root_at = 0;
};

// The images this process has mapped, by key: a second tree of the same entry (the REPL's, or a watch's next
// compile while the last is still held) shares the mapping, which is in the image's place. Held under its
// mutex by whoever maps an image, so that two threads loading one entry map it once.
struct MappedImages {
    struct Mapped {
        std::weak_ptr<const void> image;
        Program* root = nullptr;
    };
    std::mutex mutex;
    std::map<ParseCache::Key, Mapped> table;
};
MappedImages& mapped_images() {
    static MappedImages images;
    return images;
}

// Maps `size` bytes of `fd` privately at `base`; null when something else is there.
std::shared_ptr<const void> map_at(int fd, std::uint64_t base, std::uint64_t size) {
    void* map = ::mmap(reinterpret_cast<void*>(base), size, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_FIXED_NOREPLACE, fd, 0);
    if (map == MAP_FAILED) return nullptr;
    std::shared_ptr<const void> image(map, [size](const void* p) { ::munmap(const_cast<void*>(p), size); });
    if (map != reinterpret_cast<void*>(base)) return nullptr; // (a kernel before 4.17 took it as a hint)
    return image;
}

// Writes the image of `parsed` (whose tree is not null) for `key`: to a temporary file, renamed into place;
// false when it could not be written. Once written, it is also mapped, where its address is free: `image`
// and `root` are then the mapping and the tree in it, and `parsed`'s tree is left with the image's offsets in
// its nodes, to be freed rather than used (or written) again.
bool write_image(const std::string& dir, const ParseCache::Key& key, std::string_view text,
                 const ParsedFile& parsed, std::shared_ptr<const void>& image, Program*& root) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) return false;
    static std::atomic<unsigned> counter{0};
    const std::string name = image_name(key);
    const std::string tmp =
        dir + "/.tmp." + name + "." + std::to_string(::getpid()) + "-" + std::to_string(counter++);
    const int fd = ::open(tmp.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) return false;
    const std::uint64_t base = ParseCache::image_address(key);
    ImageWriter w(text, base, fd);
    bool ok = w.write(parsed.program, key, HasProgram);
    // (what was just written is mapped as it is, without reading it back for its digest)
    std::shared_ptr<const void> mapped = ok ? map_at(fd, base, w.size()) : nullptr;
    if (mapped == nullptr) w.clear_tree(); // the tree stays in use (and is written as an entry)
    ok = ::close(fd) == 0 && ok;
    if (!ok || ::rename(tmp.c_str(), (dir + "/" + name).c_str()) != 0) {
        ::unlink(tmp.c_str());
        if (mapped != nullptr) w.clear_tree();
        return false;
    }
    if (mapped != nullptr) {
        image = std::move(mapped);
        root = reinterpret_cast<Program*>(base + w.root());
        MappedImages& mapped = mapped_images();
        const std::lock_guard<std::mutex> lock(mapped.mutex);
        mapped.table[key] = {image, root};
    }
    return true;
}

// The image of `key` for `text`, mapped at its address, and its root; null when there is none that can be
// used (missing, another's, damaged, or its address taken).
std::shared_ptr<const void> image_of(const std::string& dir, const ParseCache::Key& key,
                                     std::string_view text, Program*& root) {
    MappedImages& mapped = mapped_images();
    const std::lock_guard<std::mutex> lock(mapped.mutex);
    if (auto it = mapped.table.find(key); it != mapped.table.end()) {
        if (std::shared_ptr<const void> image = it->second.image.lock()) {
            root = it->second.root;
            return image;
        }
        mapped.table.erase(it);
    }
    const int fd = ::open((dir + "/" + image_name(key)).c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return nullptr;
    struct stat st {};
    ImageHeader h{};
    const std::uint64_t base = ParseCache::image_address(key);
    std::shared_ptr<const void> image;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ::pread(fd, &h, sizeof h, 0) == sizeof h &&
        std::memcmp(h.magic, kImageMagic, sizeof kImageMagic) == 0 && h.format == kFormat &&
        (h.flags & HasProgram) != 0 && std::memcmp(h.key, key.data(), key.size()) == 0 && h.base == base &&
        h.size == static_cast<std::uint64_t>(st.st_size) && h.size <= kImageMaxBytes &&
        h.text_size == text.size() && h.root >= kImageData + text.size() && h.root % 8 == 0 &&
        h.root <= h.size && h.size - h.root >= sizeof(Program))
        image = map_at(fd, base, h.size);
    ::close(fd);
    if (image == nullptr) return nullptr;
    const char* bytes = static_cast<const char*>(image.get());
    unsigned char digest[16];
    image_digest(h, XXH3_128bits(bytes + kImageData, static_cast<std::size_t>(h.size - kImageData)), digest);
    if (std::memcmp(digest, h.digest, sizeof digest) != 0) return nullptr;
    auto* program = reinterpret_cast<Program*>(base + h.root);
    if (program->kind != NodeKind::Program) return nullptr;
    root = program;
    mapped.table[key] = {image, root};
    return image;
}

constexpr std::int64_t kMaxAge = std::int64_t{30} * 24 * 3600;
constexpr std::uint64_t kMaxPackBytes = std::uint64_t{512} << 20;

std::int64_t now_seconds() {
    return std::chrono::duration_cast<std::chrono::seconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// Packs written by another build of pp (or another format) hold no entry this one can use: they are not
// read (pack_prefix() below), and once they have not changed for a week a run that writes a pack removes
// them (a build used every day keeps its own).
constexpr std::int64_t kForeignAge = std::int64_t{7} * 24 * 3600;

bool is_pack_name(std::string_view name) {
    return name.starts_with("pack-") && name.ends_with(".ppc");
}

// A pack's name starts with its writer (writer_id() in hex): a run opens only its own build's packs. The
// packs of other builds were opened each to read the writer in its header, and they pile up where pp is
// rebuilt or upgraded (a week's worth each): with 375 of them, a compile of notice(1) took 7.1 ms instead of
// 5.8 (medians of 31, interleaved); now it takes the same time with them as without.
const std::string& pack_prefix() {
    static const std::string prefix =
        "pack-" + runtime::to_hex({reinterpret_cast<const char*>(writer_id().data()), writer_id().size()}) +
        "-";
    return prefix;
}

std::atomic<bool> g_disabled{false};

} // namespace

namespace {

// With `in_image`, the payload says so and leaves the tree out.
std::string encode(std::string_view text, const ParsedFile& parsed, std::span<const lexer::Diagnostic> found,
                   bool in_image = false) {
    Writer w(text, !in_image);
    std::uint32_t flags = (parsed.program != nullptr ? HasProgram : 0U) | (parsed.epp ? IsEpp : 0U) |
                          (parsed.sll_failed ? SllFailed : 0U) | (parsed.by_statement ? ByStatement : 0U) |
                          (in_image ? InImage : 0U);
    w.u32(flags);
    w.u64(parsed.token_count);
    w.u32(static_cast<std::uint32_t>(found.size()));
    for (const lexer::Diagnostic& d : found) {
        w.u32(static_cast<std::uint32_t>(d.id));
        w.u8(static_cast<std::uint8_t>(d.severity));
        w.u8(static_cast<std::uint8_t>((d.has_file ? 1 : 0) | (d.has_location ? 2 : 0)));
        w.u32(d.begin);
        w.u32(d.end);
        w.bytes(d.message);
    }
    if (in_image) return std::move(w.out());
    // the nodes go after their count, filled in once they are written
    const std::size_t count_at = w.out().size();
    w.u32(0);
    std::uint32_t root = w.tree(parsed.program);
    const std::uint32_t count = w.count();
    std::memcpy(w.out().data() + count_at, &count, sizeof count);
    w.u32(root);
    return std::move(w.out());
}

} // namespace

std::string encode_parse(std::string_view text, const ParsedFile& parsed, const lexer::Diagnostics& diags,
                         std::size_t first) {
    return encode(text, parsed, std::span(diags.all()).subspan(first));
}

bool decode_parse(std::string_view bytes, std::string_view text, ParsedFile& out, lexer::Diagnostics& diags,
                  bool tree) {
    Reader r(bytes, text, out.arena);
    std::uint32_t flags = r.u32();
    std::uint64_t tokens = r.u64();
    std::uint32_t ndiags = r.u32();
    if (!r.ok() || flags > kAllFlags || ((flags & InImage) != 0 && (flags & HasProgram) == 0)) return false;
    std::vector<lexer::Diagnostic> found;
    for (std::uint32_t i = 0; i < ndiags && r.ok(); ++i) {
        lexer::Diagnostic d;
        std::uint32_t id = r.u32();
        std::uint8_t severity = r.u8();
        std::uint8_t dflags = r.u8();
        d.begin = r.u32();
        d.end = r.u32();
        d.message = std::string(r.bytes());
        if (!r.ok() || id >= kDiagCount || severity > static_cast<std::uint8_t>(lexer::Severity::Note) ||
            dflags > 3 || d.end < d.begin || d.end > text.size())
            return false;
        d.id = static_cast<lexer::DiagId>(id);
        d.severity = static_cast<lexer::Severity>(severity);
        d.has_file = (dflags & 1) != 0;
        d.has_location = (dflags & 2) != 0;
        d.file = d.has_file ? out.file : 0;
        found.push_back(std::move(d));
    }
    if (tree && (flags & InImage) != 0) {
        return false; // (ParseCache::load maps the image, and reads the payload without the tree)
    } else if (tree) {
        std::uint32_t count = r.u32();
        if (!r.ok() || !r.nodes(count)) return false;
        Program* program = r.ref<Program>(r.u32());
        if (!r.ok() || !r.at_end() || (program != nullptr) != ((flags & HasProgram) != 0)) return false;
        out.program = program;
    } else if (!r.ok() || ((flags & InImage) != 0 && !r.at_end())) {
        return false;
    }
    out.epp = (flags & IsEpp) != 0;
    out.sll_failed = (flags & SllFailed) != 0;
    out.by_statement = (flags & ByStatement) != 0;
    out.token_count = tokens;
    for (auto& d : found)
        diags.append(std::move(d));
    return true;
}

// A pack file, mapped for as long as the cache lives (removing the file does not unmap it).
struct ParseCache::Pack {
    std::string path;
    const char* base = nullptr;
    std::size_t size = 0;
    const IndexEntry* index = nullptr; // may be unaligned in a damaged file: read through memcpy
    std::uint32_t count = 0;

    Pack() = default;
    Pack(const Pack&) = delete;
    Pack& operator=(const Pack&) = delete;
    ~Pack() {
        if (base != nullptr) ::munmap(const_cast<char*>(base), size);
    }

    [[nodiscard]] IndexEntry entry(std::uint32_t i) const {
        IndexEntry e{};
        std::memcpy(&e, reinterpret_cast<const char*>(index) + std::size_t{i} * sizeof(IndexEntry), sizeof e);
        return e;
    }
    // The entry of `key`, by binary search.
    [[nodiscard]] bool find(const Key& key, IndexEntry& out) const {
        std::uint32_t lo = 0, hi = count;
        while (lo < hi) {
            std::uint32_t mid = lo + (hi - lo) / 2;
            IndexEntry e = entry(mid);
            int c = std::memcmp(e.key, key.data(), key.size());
            if (c == 0) {
                out = e;
                return true;
            }
            if (c < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return false;
    }
    // The payload of an entry whose bytes match its digest; empty (and false) otherwise.
    [[nodiscard]] bool payload(const IndexEntry& e, std::string_view& out) const {
        const auto index_offset = static_cast<std::uint64_t>(reinterpret_cast<const char*>(index) - base);
        if (e.offset < sizeof(PackHeader) || e.offset > index_offset || e.size > index_offset - e.offset)
            return false;
        std::string_view bytes(base + e.offset, e.size);
        Key digest = Sha256().add(bytes).done();
        if (std::memcmp(digest.data(), e.digest, digest.size()) != 0) return false;
        out = bytes;
        return true;
    }

    enum class Found : std::uint8_t { Ours, Foreign, Damaged, Gone };

    // Maps the pack at `path` when it is a whole, well-formed pack written by this executable (Ours);
    // `found` says what it is otherwise, and `mtime` when it last changed.
    static std::unique_ptr<Pack> open(const std::string& path, Found& found, std::int64_t& mtime) {
        found = Found::Damaged;
        int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
            found = Found::Gone; // another run merged it away
            return nullptr;
        }
        struct stat st {};
        PackHeader h{};
        auto pack = std::make_unique<Pack>();
        pack->path = path;
        if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
            st.st_size >= static_cast<off_t>(sizeof(PackHeader)) &&
            ::pread(fd, &h, sizeof h, 0) == static_cast<ssize_t>(sizeof h)) {
            mtime = st.st_mtim.tv_sec;
            if (std::memcmp(h.magic, kPackMagic, sizeof kPackMagic) == 0 &&
                (h.format != kFormat || std::memcmp(h.writer, writer_id().data(), sizeof h.writer) != 0)) {
                ::close(fd);
                found = Found::Foreign;
                return nullptr;
            }
            pack->size = static_cast<std::size_t>(st.st_size);
            void* map = ::mmap(nullptr, pack->size, PROT_READ, MAP_PRIVATE, fd, 0);
            if (map != MAP_FAILED) pack->base = static_cast<const char*>(map);
        }
        ::close(fd);
        if (pack->base == nullptr) return nullptr;
        if (std::memcmp(h.magic, kPackMagic, sizeof kPackMagic) != 0 || h.format != kFormat ||
            h.index_offset < sizeof(PackHeader) || h.index_offset > pack->size ||
            h.index_size != std::uint64_t{h.count} * sizeof(IndexEntry) ||
            h.index_size != pack->size - h.index_offset)
            return nullptr;
        std::string_view index(pack->base + h.index_offset, h.index_size);
        Key digest = Sha256().add(index).done();
        if (std::memcmp(digest.data(), h.index_digest, digest.size()) != 0) return nullptr;
        pack->index = reinterpret_cast<const IndexEntry*>(index.data());
        pack->count = h.count;
        for (std::uint32_t i = 1; i < pack->count; ++i) // sorted, no duplicates: binary search works
            if (std::memcmp(pack->entry(i - 1).key, pack->entry(i).key, 32) >= 0) return nullptr;
        found = Found::Ours;
        return pack;
    }
};

ParseCache::ParseCache(std::string dir) : m_dir(std::move(dir)) {}

ParseCache::~ParseCache() {
    flush();
}

std::string ParseCache::default_dir() {
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    if (xdg != nullptr && xdg[0] == '/') return std::string(xdg) + "/pp/parse";
    const char* home = std::getenv("HOME");
    if (home != nullptr && home[0] == '/') return std::string(home) + "/.cache/pp/parse";
    return {};
}

ParseCache* ParseCache::process() {
    static ParseCache* cache = [] {
        const char* off = std::getenv("PP_NO_CACHE");
        if (off != nullptr && off[0] != '\0' && std::string_view(off) != "0")
            return static_cast<ParseCache*>(nullptr);
        std::string dir = default_dir();
        if (dir.empty() || executable_identity().empty()) return static_cast<ParseCache*>(nullptr);
        auto* c = new ParseCache(std::move(dir)); // lives as long as the process
        // What the flush at exit uses is made before the handler is registered: exit runs the handlers and
        // destroys the function-local statics in the reverse order of their registration and construction,
        // so these are destroyed after the flush, and libcrypto (initialized by the first digest, which
        // registers its own cleanup at exit) is cleaned up after it. Made later, the pack name's prefix was
        // destroyed before the flush that wrote a pack at exit (AddressSanitizer: heap-use-after-free, after
        // an apply of -e code with a syntax error, whose entry nothing flushed sooner).
        (void)writer_id();
        (void)pack_prefix();
        std::atexit([] {
            if (ParseCache* p = process()) p->flush();
        });
        return c;
    }();
    return g_disabled ? nullptr : cache;
}

void ParseCache::disable() {
    g_disabled = true;
}

ParseCache::Key ParseCache::key(std::string_view path, std::string_view text, const ParseOptions& opts) {
    Sha256 h;
    h.part("pp parse cache").part(std::string_view(reinterpret_cast<const char*>(&kFormat), sizeof kFormat));
    h.part(executable_identity());
    std::string flags = {static_cast<char>(opts.epp), static_cast<char>(opts.validate),
                         static_cast<char>(opts.by_statement), static_cast<char>(opts.strict)};
    h.part(flags).part(opts.module_name).part(opts.module_relative_path);
    h.part(path).part(text);
    return h.done();
}

// Maps every pack of the directory; a damaged one is removed.
void ParseCache::open_packs() {
    if (m_opened) return;
    m_opened = true;
    DIR* dir = ::opendir(m_dir.c_str());
    if (dir == nullptr) return;
    std::vector<std::string> names;
    while (const dirent* e = ::readdir(dir)) {
        const std::string_view name = e->d_name;
        if (is_image_name(name)) m_aging.emplace_back(name); // (removed once 30 days old)
        if (!is_pack_name(name)) continue;
        if (name.starts_with(pack_prefix()))
            names.emplace_back(name);
        else
            m_aging.emplace_back(name); // another build's (or an older pp's, whose names had no writer)
    }
    ::closedir(dir);
    std::sort(names.begin(), names.end());
    const std::int64_t now = now_seconds();
    for (const std::string& name : names) {
        const std::string path = m_dir + "/" + name;
        Pack::Found found = Pack::Found::Damaged;
        std::int64_t mtime = now;
        if (auto pack = Pack::open(path, found, mtime)) {
            m_packs.push_back(std::move(pack));
        } else if (found == Pack::Found::Damaged) {
            ++m_rejected;
            ::unlink(path.c_str());
        } else if (found == Pack::Found::Foreign && now - mtime > kForeignAge) {
            ::unlink(path.c_str()); // (named as this build's, written by another: none of ours do that)
        }
    }
}

// Other builds' packs that have not changed for a week; images older than an entry may be, and the oldest
// beyond ImageBudget bytes (each version of an edited large file has one). Looked at when this run writes a
// pack, not on every run that only reads.
void ParseCache::remove_old_files() {
    const std::int64_t now = now_seconds();
    std::vector<std::pair<std::int64_t, std::pair<std::uint64_t, std::string>>> images; // mtime, size, path
    for (const std::string& name : m_aging) {
        const std::string path = m_dir + "/" + name;
        const bool image = is_image_name(name);
        const std::int64_t max_age = image ? kMaxAge : kForeignAge;
        struct stat st {};
        if (::lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) continue;
        if (now - st.st_mtim.tv_sec > max_age)
            ::unlink(path.c_str());
        else if (image)
            images.push_back({st.st_mtim.tv_sec, {static_cast<std::uint64_t>(st.st_size), path}});
    }
    m_aging.clear();
    std::sort(images.begin(), images.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::uint64_t kept = 0;
    for (const auto& [mtime, image] : images) {
        kept += image.first;
        if (kept > ImageBudget) ::unlink(image.second.c_str());
    }
}

bool ParseCache::load(const Key& key, std::string_view text, ParsedFile& out, lexer::Diagnostics& diags,
                      bool tree) {
    std::string_view payload;
    std::string pending; // an entry stored in this run and not written yet
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        open_packs();
        bool found = false;
        for (auto it = m_pending.rbegin(); it != m_pending.rend() && !found; ++it) {
            if (it->key == key) {
                pending = it->payload;
                payload = pending;
                found = true;
            }
        }
        // the newest pack first, as merge() keeps the newest entry of a key: a file stored again (its entry
        // damaged, or its image unusable in a run) is read from its latest entry
        for (auto it = m_packs.rbegin(); it != m_packs.rend() && !found; ++it) {
            const auto& pack = *it;
            IndexEntry e{};
            if (!pack->find(key, e)) continue;
            if (pack->payload(e, payload))
                found = true;
            else
                ++m_rejected; // damaged bytes: a miss, and the entry is made again
        }
        if (!found) {
            ++m_misses;
            return false;
        }
    }
    // packs stay mapped while the cache lives: the payload is decoded without the lock
    const std::size_t before = diags.all().size();
    // a large file's tree is in its image: mapped, and only the diagnostics decoded
    std::uint32_t flags = 0;
    if (payload.size() >= sizeof flags) std::memcpy(&flags, payload.data(), sizeof flags);
    if (tree && (flags & InImage) != 0) {
        Program* root = nullptr;
        std::shared_ptr<const void> image = image_of(m_dir, key, text, root);
        const bool decoded = image != nullptr && decode_parse(payload, text, out, diags, false);
        std::lock_guard<std::mutex> lock(m_mutex);
        if (!decoded) {
            diags.truncate(before);
            if (image != nullptr)
                ++m_rejected; // (no image is a miss: the entry is made again, image and all)
            ++m_misses;
            return false;
        }
        out.program = root;
        out.image_text = {static_cast<const char*>(image.get()) + kImageData, text.size()};
        out.image = std::move(image);
        ++m_hits;
        return true;
    }
    if (!decode_parse(payload, text, out, diags, tree)) {
        diags.truncate(before);
        out.arena = Arena();
        out.program = nullptr;
        std::lock_guard<std::mutex> lock(m_mutex);
        ++m_rejected;
        ++m_misses;
        return false;
    }
    std::lock_guard<std::mutex> lock(m_mutex);
    ++m_hits;
    return true;
}

std::shared_future<void> ParseCache::store(const Key& key, std::string_view text, ParsedFile& parsed,
                                           const lexer::Diagnostics& diags, std::size_t first) {
    for (std::size_t i = first; i < diags.all().size(); ++i) {
        const lexer::Diagnostic& d = diags.all()[i];
        if (d.has_file && d.file != parsed.file) return {}; // about another file: not this entry's to replay
    }
    // (a copy: the caller goes on reporting into `diags`)
    std::vector<lexer::Diagnostic> found(diags.all().begin() + static_cast<std::ptrdiff_t>(first),
                                         diags.all().end());
    // A large file's tree goes to its image, and the entry says so. The file's tree becomes the image's,
    // mapped: the memory the parse built it in goes back to the allocator before the compile starts, and the
    // compile's own allocations reuse it (the 10k manifest's cold compile ends with 4.8 MB less memory).
    // An image whose address is taken here (another large file's image in its slot) is written but not
    // named by the entry, which holds the tree: the next runs decode it rather than parse the file again.
    std::shared_ptr<const void> image;
    Program* root = nullptr;
    if (kImages && text.size() >= AsyncStoreBytes && parsed.program != nullptr &&
        write_image(m_dir, key, text, parsed, image, root) && image != nullptr) {
        std::string payload = encode(text, parsed, found, true);
        parsed.program = root;
        parsed.image_text = {static_cast<const char*>(image.get()) + kImageData, text.size()};
        parsed.image = std::move(image);
        parsed.arena = Arena();
        const Key digest = Sha256().add(payload).done();
        std::lock_guard<std::mutex> lock(m_mutex);
        m_pending.push_back({key, std::move(payload), digest});
        return {};
    }
    auto job = std::make_shared<std::function<void()>>([this, key, text, &parsed, found = std::move(found)] {
        std::string payload = encode(text, parsed, found);
        if (payload.size() > kMaxPackBytes) return;
        if (payload.capacity() - payload.size() > payload.size() / 4)
            payload.shrink_to_fit(); // kept until the run ends: not with much spare capacity
        const Key digest = Sha256().add(payload).done();
        std::lock_guard<std::mutex> lock(m_mutex);
        m_pending.push_back({key, std::move(payload), digest});
    });
    // A large file's encoding (8% of the 10k manifest's cold compile) runs on the other core while the
    // compile goes on.
    if (text.size() >= AsyncStoreBytes) {
        try {
            std::shared_future<void> done = std::async(std::launch::async, [job] { (*job)(); }).share();
            std::lock_guard<std::mutex> lock(m_mutex);
            m_encoding.push_back(done);
            return done;
        } catch (const std::system_error&) {
            // no thread to be had: encoded here
        }
    }
    (*job)();
    return {};
}

// Writes `entries` (keys unique) as a new pack: to a temporary file, renamed into place. The payloads go
// straight to the file (a copy of them all would be the largest allocation of a cold run).
bool ParseCache::write_pack(const std::vector<Pending>& entries, const std::vector<std::int64_t>& created) {
    std::vector<std::size_t> order(entries.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return entries[a].key < entries[b].key; });
    std::string index;
    index.reserve(entries.size() * sizeof(IndexEntry));
    std::uint64_t offset = sizeof(PackHeader);
    for (std::size_t i : order) {
        IndexEntry e{};
        std::memcpy(e.key, entries[i].key.data(), 32);
        e.offset = offset;
        e.size = entries[i].payload.size();
        std::memcpy(e.digest, entries[i].digest.data(), 32);
        e.created = created[i];
        index.append(reinterpret_cast<const char*>(&e), sizeof e);
        offset = (offset + e.size + 7) & ~std::uint64_t{7};
    }
    PackHeader h{};
    std::memcpy(h.magic, kPackMagic, sizeof kPackMagic);
    h.format = kFormat;
    h.count = static_cast<std::uint32_t>(entries.size());
    h.index_offset = offset;
    h.index_size = index.size();
    Key digest = Sha256().add(index).done();
    std::memcpy(h.index_digest, digest.data(), 32);
    std::memcpy(h.writer, writer_id().data(), sizeof h.writer);

    std::error_code ec;
    std::filesystem::create_directories(m_dir, ec);
    if (ec) return false;
    // a name no other run picks: the time, the process and a counter
    static std::atomic<unsigned> counter{0};
    const std::string name = pack_prefix() + std::to_string(now_seconds()) + "-" +
                             std::to_string(::getpid()) + "-" + std::to_string(counter++) + ".ppc";
    const std::string tmp = m_dir + "/.tmp." + name;
    int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) return false;
    static constexpr char zeros[8] = {};
    std::vector<std::string_view> pieces;
    pieces.reserve(entries.size() * 2 + 2);
    pieces.emplace_back(reinterpret_cast<const char*>(&h), sizeof h);
    std::uint64_t at = sizeof(PackHeader);
    for (std::size_t i : order) {
        const std::string& payload = entries[i].payload;
        pieces.emplace_back(payload);
        at += payload.size();
        const std::uint64_t padded = (at + 7) & ~std::uint64_t{7};
        if (padded != at) pieces.emplace_back(zeros, static_cast<std::size_t>(padded - at));
        at = padded;
    }
    pieces.emplace_back(index);
    bool ok = write_all(fd, pieces);
    ok = ::close(fd) == 0 && ok;
    // rename is atomic: readers see no pack or the whole pack
    if (!ok || ::rename(tmp.c_str(), (m_dir + "/" + name).c_str()) != 0) {
        ::unlink(tmp.c_str());
        return false;
    }
    return true;
}

// All the packs this cache mapped and `fresh` as one pack, newest entry of a key first, without entries
// older than kMaxAge or whose bytes are damaged, within kMaxPackBytes (the newest kept); then the merged
// packs are removed. Temporary files a crashed run left more than an hour ago go too.
void ParseCache::merge(std::vector<Pending>& fresh) {
    struct Item {
        const Key* key;
        std::string_view payload;
        std::int64_t created;
        const Key* digest;
    };
    const std::int64_t now = now_seconds();
    std::vector<Item> items;
    for (const Pending& p : fresh)
        items.push_back({&p.key, p.payload, now, &p.digest});
    std::vector<Key> keys; // keys and digests of the packs' entries, kept alive for `items`
    std::size_t total = 0;
    for (const auto& pack : m_packs)
        total += pack->count;
    keys.reserve(2 * total);
    for (auto it = m_packs.rbegin(); it != m_packs.rend(); ++it) { // newest pack first
        for (std::uint32_t i = 0; i < (*it)->count; ++i) {
            IndexEntry e = (*it)->entry(i);
            if (now - e.created > kMaxAge) continue;
            std::string_view payload;
            if (!(*it)->payload(e, payload)) {
                ++m_rejected;
                continue;
            }
            Key& k = keys.emplace_back();
            std::memcpy(k.data(), e.key, 32);
            Key& d = keys.emplace_back();
            std::memcpy(d.data(), e.digest, 32);
            items.push_back({&k, payload, e.created, &d});
        }
    }
    std::stable_sort(items.begin(), items.end(),
                     [](const Item& a, const Item& b) { return a.created > b.created; });
    std::vector<Pending> kept;
    std::vector<std::int64_t> created;
    std::set<Key> seen;
    std::uint64_t bytes = 0;
    for (const Item& item : items) {
        if (seen.count(*item.key) != 0) continue;
        if (bytes + item.payload.size() > kMaxPackBytes) continue;
        bytes += item.payload.size();
        seen.insert(*item.key);
        kept.push_back({*item.key, std::string(item.payload), *item.digest});
        created.push_back(item.created);
    }
    if (!write_pack(kept, created)) return;
    m_stores += fresh.size();
    for (const auto& pack : m_packs)
        ::unlink(pack->path.c_str());
    if (DIR* dir = ::opendir(m_dir.c_str())) {
        while (const dirent* e = ::readdir(dir)) {
            std::string_view name = e->d_name;
            if (!name.starts_with(".tmp.")) continue;
            const std::string path = m_dir + "/" + std::string(name);
            struct stat st {};
            if (::lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && now - st.st_mtim.tv_sec > 3600)
                ::unlink(path.c_str());
        }
        ::closedir(dir);
    }
}

void ParseCache::flush() {
    std::vector<std::shared_future<void>> encoding;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        encoding.swap(m_encoding);
    }
    for (const auto& e : encoding)
        e.wait(); // (an encoding that failed leaves its entry out)
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_pending.empty()) return;
    std::vector<Pending> fresh;
    fresh.swap(m_pending);
    // the same file stored twice (two parses in one run): its last entry
    std::vector<Pending> unique;
    std::set<Key> seen;
    for (auto it = fresh.rbegin(); it != fresh.rend(); ++it) {
        if (seen.insert(it->key).second) unique.push_back(std::move(*it));
    }
    open_packs();
    remove_old_files();
    if (m_packs.size() + 1 > MaxPacks) {
        merge(unique);
        return;
    }
    if (write_pack(unique, std::vector<std::int64_t>(unique.size(), now_seconds())))
        m_stores += unique.size();
}

ParseCache::Stats ParseCache::stats() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return {m_hits, m_misses, m_stores, m_rejected};
}

} // namespace pp::parser
