#pragma once
// The parser's own store of ANTLR's DFA edges (internal to pp_parser: parser.cpp predicts with it,
// prediction_cache.cpp saves and loads it).

#include <antlr4-runtime.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace pp::parser::detail {

// The edges of every decision's DFA states, (state, token type) -> state, shared by all threads: an
// open-addressing table that only grows, read without a lock or any write to shared memory. A writer, under
// the mutex, fills a free slot's token type and target before publishing its state (release), so a reader
// that sees the state (acquire) sees the rest; a slot never changes once published. Past half full the table
// is copied into one twice its size, published the same way; a reader still on the old one finds what it
// held (an edge it misses is computed again, and its insertion finds the edge there). Replaced tables are
// kept until clear() (clear_parser_caches, with no parse running). With the runtime's reader-writer lock,
// taken on every step of every prediction, two threads validating the corpus spent a tenth of their time
// passing that lock's cache line between them.
class EdgeTable {
public:
    static EdgeTable& shared() {
        static EdgeTable table;
        return table;
    }
    antlr4::dfa::DFAState* find(const antlr4::dfa::DFAState* from, std::size_t t) const {
        const Table* table = m_table.load(std::memory_order_acquire);
        for (std::size_t i = hash(from, t) & table->mask;; i = (i + 1) & table->mask) {
            const Slot& slot = table->slots[i];
            const antlr4::dfa::DFAState* f = slot.from.load(std::memory_order_acquire);
            if (f == nullptr) return nullptr;
            if (f == from && slot.token.load(std::memory_order_relaxed) == t)
                return slot.to.load(std::memory_order_relaxed);
        }
    }
    void insert(const antlr4::dfa::DFAState* from, std::size_t t, antlr4::dfa::DFAState* to) {
        std::lock_guard<std::mutex> lock(m_write);
        Table* table = m_table.load(std::memory_order_relaxed);
        if (2 * (m_count + 1) > table->mask + 1) {
            auto bigger = std::make_unique<Table>(2 * (table->mask + 1));
            for (std::size_t i = 0; i <= table->mask; ++i) {
                const Slot& slot = table->slots[i];
                if (const antlr4::dfa::DFAState* f = slot.from.load(std::memory_order_relaxed))
                    place(*bigger, f, slot.token.load(std::memory_order_relaxed),
                          slot.to.load(std::memory_order_relaxed));
            }
            m_table.store(bigger.get(), std::memory_order_release);
            m_tables.push_back(std::move(bigger));
            table = m_tables.back().get();
        }
        if (place(*table, from, t, to)) ++m_count;
    }
    /// Calls f(from, token, to) for every edge (the writers' lock held: f must not insert).
    template <typename F>
    void for_each(F&& f) {
        std::lock_guard<std::mutex> lock(m_write);
        const Table* table = m_table.load(std::memory_order_relaxed);
        for (std::size_t i = 0; i <= table->mask; ++i) {
            const Slot& slot = table->slots[i];
            if (const antlr4::dfa::DFAState* from = slot.from.load(std::memory_order_relaxed))
                f(from, slot.token.load(std::memory_order_relaxed), slot.to.load(std::memory_order_relaxed));
        }
    }
    void clear() {
        std::lock_guard<std::mutex> lock(m_write);
        m_tables.clear();
        m_tables.push_back(std::make_unique<Table>(kInitialSlots));
        m_table.store(m_tables.back().get(), std::memory_order_release);
        m_count = 0;
    }

private:
    static constexpr std::size_t kInitialSlots = 4096;
    struct Slot {
        std::atomic<const antlr4::dfa::DFAState*> from{nullptr};
        std::atomic<std::size_t> token{0};
        std::atomic<antlr4::dfa::DFAState*> to{nullptr};
    };
    struct Table {
        explicit Table(std::size_t size) : slots(std::make_unique<Slot[]>(size)), mask(size - 1) {}
        std::unique_ptr<Slot[]> slots;
        std::size_t mask;
    };

    EdgeTable() { clear(); }
    static std::size_t hash(const antlr4::dfa::DFAState* from, std::size_t t) {
        const auto k = static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(from)) ^
                       (static_cast<std::uint64_t>(t) << 56 | static_cast<std::uint64_t>(t) >> 8);
        return static_cast<std::size_t>((k * 0x9E3779B97F4A7C15ULL) >> 24);
    }
    // Puts (from, t) -> to into `table` (the writer's lock held) unless it is there; true when it was not.
    static bool place(Table& table, const antlr4::dfa::DFAState* from, std::size_t t,
                      antlr4::dfa::DFAState* to) {
        for (std::size_t i = hash(from, t) & table.mask;; i = (i + 1) & table.mask) {
            Slot& slot = table.slots[i];
            const antlr4::dfa::DFAState* f = slot.from.load(std::memory_order_relaxed);
            if (f == from && slot.token.load(std::memory_order_relaxed) == t) return false;
            if (f == nullptr) {
                slot.token.store(t, std::memory_order_relaxed);
                slot.to.store(to, std::memory_order_relaxed);
                slot.from.store(from, std::memory_order_release);
                return true;
            }
        }
    }

    std::atomic<Table*> m_table{nullptr};
    std::mutex m_write;
    std::size_t m_count = 0;
    std::vector<std::unique_ptr<Table>> m_tables; // the current one last
};

} // namespace pp::parser::detail

namespace pp::parser::detail {

/// Loads the bytes given to use_prediction_cache() into `sim`'s DFAs, the first time it is called after
/// them (every parser created calls it).
void load_prediction_cache(antlr4::atn::ParserATNSimulator& sim);

/// Decodes the configurations of `state` if it came from the snapshot and they are not decoded yet:
/// before anything reads `state->configs`.
void expand(antlr4::dfa::DFAState* state);

/// The state from the snapshot, of the DFA of `decision`, whose configurations equal those of `state` (a
/// state just computed, its configurations read-only), if there is one. (Never the start state the runtime
/// computes for a decision that is not a precedence one: that happens only when the DFA has none, and a
/// decision the snapshot gave no start state has no state from it at all, each being reached from a start.)
antlr4::dfa::DFAState* find_loaded(std::size_t decision, antlr4::dfa::DFAState& state);

/// Forgets the states the snapshot gave (clear_parser_caches(), once the DFAs no longer hold them).
void drop_prediction_cache();

} // namespace pp::parser::detail
