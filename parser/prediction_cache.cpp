// ANTLR's prediction cache saved and loaded (prediction_cache.hpp).
//
// The bytes, every number an unsigned LEB128:
//   "ppdfa001", the ATN's fingerprint;
//   the prediction contexts: a count, then each (ids from 1; 0 is the empty context,
//   PredictionContext::EMPTY):
//     0 parent return                  a singleton context, or
//     1 n (parent return)×n            an array context,
//   a parent being an id + 1 (0: none) and a return state + 1 (0: the empty return state); a context's
//   parents come before it;
//   the semantic contexts: a count, then each (ids from 1; 0 is SemanticContext::NONE):
//     0 rule index context-dependent   a predicate, or
//     1 precedence                     a precedence predicate;
//   the decisions: a count, then each decision's
//     states: a count, then each: flags (1 accept, 2 requires full context), prediction, predicates (a count,
//       then each: semantic context, alt), the size in bytes of its configurations in the last section;
//     start states: a count, then each: precedence (0 unless the decision is a precedence one), state;
//     edges: a count, then each: from, token type, to + 1 (0: the error state);
//   the states' configurations, each state's in turn: flags (1 has a semantic context, 2 dips into the outer
//     context), unique alt, conflicting alts (a count, then each), then a count and each configuration:
//     ATN state, alt, prediction context, semantic context, reaches into outer context.
// Numbers are written as they are, so that the values the runtime marks with size_t's top (INVALID_INDEX)
// survive.
#include "parser/prediction_cache.hpp"

#include "parser/prediction_internal.hpp"

#include <PuppetParser.h>
#include <antlr4-runtime.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

namespace pp::parser {

namespace {

namespace atn = antlr4::atn;
using antlr4::dfa::DFA;
using antlr4::dfa::DFAState;
using ContextRef = std::shared_ptr<atn::PredictionContext>;
using SemanticRef = std::shared_ptr<atn::SemanticContext>;

constexpr char kMagic[] = "ppdfa001";
constexpr std::size_t kMagicSize = sizeof(kMagic) - 1;
constexpr std::uint64_t kAccept = 1;
constexpr std::uint64_t kFullContext = 2;
constexpr std::uint64_t kHasSemanticContext = 1;
constexpr std::uint64_t kDipsIntoOuterContext = 2;

// What the ATN is made of (states, their rules and transitions), hashed: a snapshot is used only with the
// grammar it was saved from.
std::uint64_t fingerprint(const atn::ATN& a) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    auto mix = [&h](std::uint64_t v) {
        for (int i = 0; i < 8; ++i) {
            h ^= (v >> (8 * i)) & 0xff;
            h *= 0x100000001b3ULL;
        }
    };
    mix(a.states.size());
    mix(a.decisionToState.size());
    mix(a.maxTokenType);
    for (atn::ATNState* s : a.states) {
        if (s == nullptr) {
            mix(~std::uint64_t{0});
            continue;
        }
        mix(s->getStateType());
        mix(s->ruleIndex);
        mix(s->transitions.size());
        for (const atn::Transition* t : s->transitions) {
            mix(t->getSerializationType());
            mix(t->target != nullptr ? t->target->stateNumber : ~std::size_t{0});
        }
    }
    return h;
}

void put(std::string& out, std::uint64_t v) {
    while (v >= 0x80) {
        out.push_back(static_cast<char>((v & 0x7f) | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<char>(v));
}

struct Damaged {};

// Reads what put() wrote; a read past the end, or a number too long, throws Damaged.
class Reader {
public:
    Reader(std::span<const unsigned char> bytes, std::size_t at) : m_bytes(bytes), m_at(at) {}
    std::uint64_t next() {
        std::uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (m_at >= m_bytes.size()) throw Damaged{};
            const unsigned char b = m_bytes[m_at++];
            v |= static_cast<std::uint64_t>(b & 0x7f) << shift;
            if ((b & 0x80) == 0) return v;
        }
        throw Damaged{};
    }
    // A count of things each at least a byte long: never more than the bytes left.
    std::size_t count() {
        const std::uint64_t n = next();
        if (n > m_bytes.size() - m_at) throw Damaged{};
        return static_cast<std::size_t>(n);
    }
    std::size_t at() const { return m_at; }
    void skip(std::size_t n) {
        if (n > m_bytes.size() - m_at) throw Damaged{};
        m_at += n;
    }

private:
    std::span<const unsigned char> m_bytes;
    std::size_t m_at;
};

// ---- saving

class Saver {
public:
    explicit Saver(atn::ParserATNSimulator& sim) : m_sim(sim) {}

    std::string save() {
        std::unordered_map<const DFAState*, std::vector<std::pair<std::size_t, DFAState*>>> out;
        detail::EdgeTable::shared().for_each(
            [&](const DFAState* from, std::size_t t, DFAState* to) { out[from].emplace_back(t, to); });
        for (auto& [from, edges] : out)
            std::sort(edges.begin(), edges.end(),
                      [](const auto& a, const auto& b) { return a.first < b.first; });
        std::string decisions;
        std::string configs;
        put(decisions, m_sim.decisionToDFA.size());
        for (DFA& dfa : m_sim.decisionToDFA)
            save_decision(dfa, out, decisions, configs);
        std::string result(kMagic, kMagicSize);
        put(result, fingerprint(m_sim.atn));
        put(result, m_context_count);
        result += m_contexts;
        put(result, m_semantic_count);
        result += m_semantics;
        result += decisions;
        result += configs;
        return result;
    }

private:
    using Edges = std::unordered_map<const DFAState*, std::vector<std::pair<std::size_t, DFAState*>>>;

    // The decision's states in the order a walk from its start states along edges (in token order) meets
    // them: the same for the same DFA whatever the addresses its states were given.
    void save_decision(const DFA& dfa, const Edges& out, std::string& bytes, std::string& configs) {
        std::vector<DFAState*> states;
        std::unordered_map<const DFAState*, std::size_t> index;
        std::vector<std::string> encoded; // each state's configurations
        auto visit = [&](DFAState* s) {
            if (s == nullptr || s == atn::ATNSimulator::ERROR.get() || index.count(s) != 0) return;
            detail::expand(s);
            std::string c;
            if (!encode_configs(*s, c)) return; // (the edges to it are dropped)
            index.emplace(s, states.size());
            states.push_back(s);
            encoded.push_back(std::move(c));
        };
        std::vector<std::pair<std::size_t, DFAState*>> starts;
        if (dfa.isPrecedenceDfa()) {
            for (const auto& [precedence, s] : dfa.s0->edges)
                starts.emplace_back(precedence, s);
            std::sort(starts.begin(), starts.end(),
                      [](const auto& a, const auto& b) { return a.first < b.first; });
        } else if (dfa.s0 != nullptr) {
            starts.emplace_back(0, dfa.s0);
        }
        for (const auto& start : starts)
            visit(start.second);
        for (std::size_t i = 0; i < states.size(); ++i) {
            const auto it = out.find(states[i]);
            if (it == out.end()) continue;
            for (const auto& edge : it->second)
                visit(edge.second);
        }
        put(bytes, states.size());
        for (std::size_t i = 0; i < states.size(); ++i) {
            const DFAState& s = *states[i];
            put(bytes, (s.isAcceptState ? kAccept : 0) | (s.requiresFullContext ? kFullContext : 0));
            put(bytes, s.configs->hashCode());
            put(bytes, s.prediction);
            put(bytes, s.predicates.size());
            for (const DFAState::PredPrediction* p : s.predicates) {
                put(bytes, semantic_id(p->pred));
                put(bytes, static_cast<std::uint64_t>(static_cast<std::int64_t>(p->alt)));
            }
            put(bytes, encoded[i].size());
            configs += encoded[i];
        }
        std::size_t kept = 0;
        for (const auto& start : starts)
            kept += index.count(start.second);
        put(bytes, kept);
        for (const auto& [precedence, s] : starts) {
            if (index.count(s) == 0) continue;
            put(bytes, precedence);
            put(bytes, index.at(s));
        }
        std::string edges;
        std::size_t edge_count = 0;
        for (std::size_t i = 0; i < states.size(); ++i) {
            const auto it = out.find(states[i]);
            if (it == out.end()) continue;
            for (const auto& [t, to] : it->second) {
                const bool error = to == atn::ATNSimulator::ERROR.get();
                if (!error && index.count(to) == 0) continue;
                put(edges, i);
                put(edges, t);
                put(edges, error ? 0 : index.at(to) + 1);
                ++edge_count;
            }
        }
        put(bytes, edge_count);
        bytes += edges;
    }

    // False for what the format has no room for (a full-context set, a compound semantic context).
    bool encode_configs(const DFAState& s, std::string& c) {
        const atn::ATNConfigSet* set = s.configs.get();
        if (set == nullptr || set->fullCtx || s.lexerActionExecutor != nullptr) return false;
        for (const DFAState::PredPrediction* p : s.predicates)
            if (!semantic_supported(p->pred)) return false;
        for (const auto& config : set->configs)
            if (!semantic_supported(config->semanticContext)) return false;
        put(c, (set->hasSemanticContext ? kHasSemanticContext : 0) |
                   (set->dipsIntoOuterContext ? kDipsIntoOuterContext : 0));
        put(c, set->uniqueAlt);
        put(c, set->conflictingAlts.count());
        for (std::size_t i = 0; i < set->conflictingAlts.size(); ++i)
            if (set->conflictingAlts.test(i)) put(c, i);
        put(c, set->configs.size());
        for (const auto& config : set->configs) {
            put(c, config->state->stateNumber);
            put(c, config->alt);
            put(c, context_id(config->context));
            put(c, semantic_id(config->semanticContext));
            put(c, config->reachesIntoOuterContext);
        }
        return true;
    }

    std::uint64_t context_id(const ContextRef& ctx) {
        if (ctx == nullptr) throw std::logic_error("a configuration without a prediction context");
        if (ctx == atn::PredictionContext::EMPTY) return 0;
        const auto found = m_context_ids.find(ctx.get());
        if (found != m_context_ids.end()) return found->second;
        std::vector<std::pair<std::uint64_t, std::uint64_t>> entries; // (parent id + 1, return state + 1)
        for (std::size_t i = 0; i < ctx->size(); ++i) {
            const ContextRef parent = ctx->getParent(i);
            const std::size_t back = ctx->getReturnState(i);
            entries.emplace_back(parent == nullptr ? 0 : context_id(parent) + 1,
                                 back == atn::PredictionContext::EMPTY_RETURN_STATE ? 0 : back + 1);
        }
        if (dynamic_cast<const atn::ArrayPredictionContext*>(ctx.get()) != nullptr) {
            put(m_contexts, 1);
            put(m_contexts, entries.size());
        } else {
            if (entries.size() != 1) throw std::logic_error("a singleton prediction context of another size");
            put(m_contexts, 0);
        }
        for (const auto& [parent, back] : entries) {
            put(m_contexts, parent);
            put(m_contexts, back);
        }
        const std::uint64_t id = ++m_context_count;
        m_context_ids.emplace(ctx.get(), id);
        return id;
    }

    static bool semantic_supported(const SemanticRef& sc) {
        return sc == atn::SemanticContext::NONE ||
               dynamic_cast<const atn::SemanticContext::Predicate*>(sc.get()) != nullptr ||
               dynamic_cast<const atn::SemanticContext::PrecedencePredicate*>(sc.get()) != nullptr;
    }

    std::uint64_t semantic_id(const SemanticRef& sc) {
        if (sc == atn::SemanticContext::NONE) return 0;
        const auto found = m_semantic_ids.find(sc.get());
        if (found != m_semantic_ids.end()) return found->second;
        if (const auto* p = dynamic_cast<const atn::SemanticContext::Predicate*>(sc.get())) {
            put(m_semantics, 0);
            put(m_semantics, p->ruleIndex);
            put(m_semantics, p->predIndex);
            put(m_semantics, p->isCtxDependent ? 1 : 0);
        } else {
            const auto& q = dynamic_cast<const atn::SemanticContext::PrecedencePredicate&>(*sc);
            put(m_semantics, 1);
            put(m_semantics, static_cast<std::uint64_t>(static_cast<std::int64_t>(q.precedence)));
        }
        const std::uint64_t id = ++m_semantic_count;
        m_semantic_ids.emplace(sc.get(), id);
        return id;
    }

    atn::ParserATNSimulator& m_sim;
    std::unordered_map<const atn::PredictionContext*, std::uint64_t> m_context_ids;
    std::uint64_t m_context_count = 0;
    std::string m_contexts;
    std::unordered_map<const atn::SemanticContext*, std::uint64_t> m_semantic_ids;
    std::uint64_t m_semantic_count = 0;
    std::string m_semantics;
};

// ---- loading

// A state the snapshot gave, until its configurations are decoded.
struct Lazy {
    std::size_t at = 0; // where its configurations are in the bytes
    std::atomic<bool> ready{false};
};

// The snapshot in use and what was loaded from it. Never destroyed: pp's exit does not pay for freeing the
// states (still reachable from here, so no leak is reported either).
struct Loaded {
    std::span<const unsigned char> bytes;
    std::atomic<bool> pending{false}; // given, not loaded yet
    std::mutex mutex;                 // loading, and decoding configurations
    const atn::ATN* atn = nullptr;
    std::vector<std::size_t> context_at; // where each context is in the bytes (by id - 1)
    std::vector<ContextRef> contexts;    // each once decoded
    std::vector<SemanticRef> semantics;  // by id - 1
    std::unique_ptr<Lazy[]> lazy;
    std::unordered_map<const DFAState*, Lazy*> of;
    // the states by decision and the hash of their configurations: a state a parse computes may be one of
    // them (the DFAs' own sets cannot find those, whose configurations are not decoded)
    struct DecisionHash {
        std::size_t operator()(const std::pair<std::size_t, std::size_t>& k) const {
            return k.second * 31 + k.first;
        }
    };
    std::unordered_multimap<std::pair<std::size_t, std::size_t>, DFAState*, DecisionHash> by_hash;
    std::vector<DFAState*> owned; // the states the DFAs do not delete
    PredictionCacheStats stats;
    std::atomic<std::size_t> expanded{0};

    void forget() {
        for (DFAState* s : owned)
            delete s;
        owned.clear();
        of.clear();
        by_hash.clear();
        lazy.reset();
        context_at.clear();
        contexts.clear();
        semantics.clear();
        atn = nullptr;
        stats = {};
        expanded.store(0, std::memory_order_relaxed);
    }
};

Loaded& loaded() {
    static auto* l = new Loaded;
    return *l;
}

ContextRef context(Loaded& l, std::uint64_t id) {
    if (id == 0) return atn::PredictionContext::EMPTY;
    if (id > l.contexts.size()) throw Damaged{};
    ContextRef& slot = l.contexts[id - 1];
    if (slot != nullptr) return slot;
    Reader r(l.bytes, l.context_at[id - 1]);
    const std::uint64_t kind = r.next();
    const std::size_t n = kind == 0 ? 1 : r.count();
    std::vector<ContextRef> parents;
    std::vector<std::size_t> returns;
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint64_t parent = r.next();
        const std::uint64_t back = r.next();
        if (parent > id) throw Damaged{}; // (parents come first: no cycle)
        parents.push_back(parent == 0 ? nullptr : context(l, parent - 1));
        returns.push_back(back == 0 ? atn::PredictionContext::EMPTY_RETURN_STATE
                                    : static_cast<std::size_t>(back - 1));
    }
    if (kind == 0)
        slot = std::make_shared<atn::SingletonPredictionContext>(parents[0], returns[0]);
    else
        slot = std::make_shared<atn::ArrayPredictionContext>(parents, returns);
    return slot;
}

SemanticRef semantic(const Loaded& l, std::uint64_t id) {
    if (id == 0) return atn::SemanticContext::NONE;
    if (id > l.semantics.size()) throw Damaged{};
    return l.semantics[id - 1];
}

std::unique_ptr<atn::ATNConfigSet> decode_configs(Loaded& l, std::size_t at) {
    Reader r(l.bytes, at);
    auto set = std::make_unique<atn::ATNConfigSet>(false);
    const std::uint64_t flags = r.next();
    const std::uint64_t unique = r.next();
    antlrcpp::BitSet conflicting;
    for (std::size_t i = 0, n = r.count(); i < n; ++i) {
        const std::uint64_t alt = r.next();
        if (alt >= conflicting.size()) throw Damaged{};
        conflicting.set(alt);
    }
    for (std::size_t i = 0, n = r.count(); i < n; ++i) {
        const std::uint64_t state = r.next();
        const std::uint64_t alt = r.next();
        const std::uint64_t ctx = r.next();
        const std::uint64_t sem = r.next();
        const std::uint64_t reaches = r.next();
        if (state >= l.atn->states.size() || l.atn->states[state] == nullptr) throw Damaged{};
        auto config = std::make_shared<atn::ATNConfig>(l.atn->states[state], static_cast<std::size_t>(alt),
                                                       context(l, ctx), semantic(l, sem));
        config->reachesIntoOuterContext = static_cast<std::size_t>(reaches);
        set->add(config);
    }
    set->uniqueAlt = static_cast<std::size_t>(unique);
    set->conflictingAlts = conflicting;
    set->hasSemanticContext = (flags & kHasSemanticContext) != 0;
    set->dipsIntoOuterContext = (flags & kDipsIntoOuterContext) != 0;
    set->setReadonly(true);
    return set;
}

// Decodes everything but the configurations into new states, then gives them to the DFAs. Nothing is
// given when the bytes do not check out.
void load(Loaded& l, atn::ParserATNSimulator& sim) {
    Reader r(l.bytes, 0);
    if (l.bytes.size() < kMagicSize || std::memcmp(l.bytes.data(), kMagic, kMagicSize) != 0) return;
    r.skip(kMagicSize);
    if (r.next() != fingerprint(sim.atn)) return;
    l.atn = &sim.atn;
    const std::size_t contexts = r.count();
    l.context_at.resize(contexts);
    l.contexts.resize(contexts);
    for (std::size_t i = 0; i < contexts; ++i) {
        l.context_at[i] = r.at();
        const std::size_t n = r.next() == 0 ? 1 : r.count();
        for (std::size_t j = 0; j < 2 * n; ++j)
            r.next();
    }
    const std::size_t semantics = r.count();
    for (std::size_t i = 0; i < semantics; ++i) {
        const std::uint64_t kind = r.next();
        if (kind == 0) {
            const std::uint64_t rule = r.next();
            const std::uint64_t index = r.next();
            const bool dependent = r.next() != 0;
            l.semantics.push_back(std::make_shared<atn::SemanticContext::Predicate>(
                static_cast<std::size_t>(rule), static_cast<std::size_t>(index), dependent));
        } else if (kind == 1) {
            l.semantics.push_back(std::make_shared<atn::SemanticContext::PrecedencePredicate>(
                static_cast<int>(static_cast<std::int64_t>(r.next()))));
        } else {
            throw Damaged{};
        }
    }
    struct Decision {
        std::vector<std::unique_ptr<DFAState>> states;
        std::vector<std::size_t> config_sizes;
        std::vector<std::size_t> hashes; // of the states' configurations
        std::vector<std::pair<std::uint64_t, std::size_t>> starts;
        std::vector<std::tuple<std::size_t, std::size_t, std::size_t>> edges; // from, token, to + 1
    };
    const std::size_t count = r.count();
    if (count != sim.decisionToDFA.size()) throw Damaged{};
    std::vector<Decision> decisions(count);
    std::size_t total = 0;
    for (Decision& d : decisions) {
        const std::size_t n = r.count();
        for (std::size_t i = 0; i < n; ++i) {
            auto s = std::make_unique<DFAState>(static_cast<int>(i));
            const std::uint64_t flags = r.next();
            s->isAcceptState = (flags & kAccept) != 0;
            s->requiresFullContext = (flags & kFullContext) != 0;
            d.hashes.push_back(static_cast<std::size_t>(r.next()));
            s->prediction = static_cast<std::size_t>(r.next());
            for (std::size_t j = 0, m = r.count(); j < m; ++j) {
                SemanticRef pred = semantic(l, r.next());
                s->predicates.push_back(new DFAState::PredPrediction(
                    pred, static_cast<int>(static_cast<std::int64_t>(r.next()))));
            }
            d.config_sizes.push_back(r.count());
            d.states.push_back(std::move(s));
        }
        total += n;
        for (std::size_t i = 0, m = r.count(); i < m; ++i) {
            const std::uint64_t precedence = r.next();
            const std::uint64_t state = r.next();
            if (state >= n) throw Damaged{};
            d.starts.emplace_back(precedence, static_cast<std::size_t>(state));
        }
        for (std::size_t i = 0, m = r.count(); i < m; ++i) {
            const std::uint64_t from = r.next();
            const std::uint64_t t = r.next();
            const std::uint64_t to = r.next();
            if (from >= n || to > n || (t > sim.atn.maxTokenType && t != antlr4::Token::EOF)) throw Damaged{};
            d.edges.emplace_back(from, t, to);
        }
    }
    std::size_t at = r.at();
    l.lazy = std::make_unique<Lazy[]>(total);
    std::size_t k = 0;
    for (Decision& d : decisions)
        for (std::size_t size : d.config_sizes) {
            l.lazy[k++].at = at;
            at += size;
            if (at > l.bytes.size()) throw Damaged{};
        }
    // everything checked out: the DFAs take the states (unless a parse already started one)
    k = 0;
    for (std::size_t i = 0; i < count; ++i) {
        Decision& d = decisions[i];
        DFA& dfa = sim.decisionToDFA[i];
        const bool fresh = dfa.isPrecedenceDfa() ? dfa.s0->edges.empty() : dfa.s0 == nullptr;
        if (!fresh) {
            k += d.states.size();
            continue;
        }
        for (const auto& [from, t, to] : d.edges)
            detail::EdgeTable::shared().insert(
                d.states[from].get(), t, to == 0 ? atn::ATNSimulator::ERROR.get() : d.states[to - 1].get());
        l.stats.edges += d.edges.size();
        DFAState* own_s0 = nullptr;
        for (const auto& [precedence, state] : d.starts) {
            if (dfa.isPrecedenceDfa())
                dfa.s0->edges[static_cast<std::size_t>(precedence)] = d.states[state].get();
            else
                own_s0 = dfa.s0 = d.states[state].get(); // (deleted with the DFA)
        }
        for (std::size_t j = 0; j < d.states.size(); ++j) {
            std::unique_ptr<DFAState>& s = d.states[j];
            l.by_hash.emplace(std::pair(i, d.hashes[j]), s.get());
            l.of.emplace(s.get(), &l.lazy[k++]);
            if (s.get() != own_s0) l.owned.push_back(s.get());
            (void)s.release();
        }
        l.stats.states += d.states.size();
    }
    l.stats.loaded = true;
}

} // namespace

std::string save_prediction_cache() {
    antlr4::CommonTokenStream none(nullptr);
    grammar::PuppetParser probe(&none);
    return Saver(*probe.getInterpreter<atn::ParserATNSimulator>()).save();
}

void use_prediction_cache(std::span<const unsigned char> bytes) {
    Loaded& l = loaded();
    const std::lock_guard<std::mutex> lock(l.mutex);
    l.bytes = bytes;
    l.pending.store(true, std::memory_order_release);
}

PredictionCacheStats prediction_cache_stats() {
    Loaded& l = loaded();
    const std::lock_guard<std::mutex> lock(l.mutex);
    PredictionCacheStats stats = l.stats;
    stats.expanded = l.expanded.load(std::memory_order_relaxed);
    return stats;
}

namespace detail {

void load_prediction_cache(antlr4::atn::ParserATNSimulator& sim) {
    Loaded& l = loaded();
    if (!l.pending.load(std::memory_order_acquire)) return;
    const std::lock_guard<std::mutex> lock(l.mutex);
    if (!l.pending.load(std::memory_order_relaxed)) return;
    try {
        load(l, sim);
    } catch (const Damaged&) {
        l.forget(); // (nothing was given to the DFAs: a damaged snapshot throws before that)
    }
    l.pending.store(false, std::memory_order_release);
}

void expand(antlr4::dfa::DFAState* state) {
    Loaded& l = loaded();
    const auto it = l.of.find(state);
    if (it == l.of.end()) return;
    Lazy& lazy = *it->second;
    if (lazy.ready.load(std::memory_order_acquire)) return;
    const std::lock_guard<std::mutex> lock(l.mutex);
    if (lazy.ready.load(std::memory_order_relaxed)) return;
    try {
        state->configs = decode_configs(l, lazy.at);
    } catch (const Damaged&) {
        throw std::runtime_error("pp's built-in prediction cache is damaged");
    }
    l.expanded.fetch_add(1, std::memory_order_relaxed);
    lazy.ready.store(true, std::memory_order_release);
}

antlr4::dfa::DFAState* find_loaded(std::size_t decision, antlr4::dfa::DFAState& state) {
    Loaded& l = loaded();
    if (l.by_hash.empty()) return nullptr;
    const auto [first, last] = l.by_hash.equal_range(std::pair(decision, state.configs->hashCode()));
    for (auto it = first; it != last; ++it) {
        expand(it->second);
        if (*it->second->configs == *state.configs) return it->second;
    }
    return nullptr;
}

void drop_prediction_cache() {
    Loaded& l = loaded();
    const std::lock_guard<std::mutex> lock(l.mutex);
    l.forget();
}

} // namespace detail

} // namespace pp::parser
