#include "fast_runtime.hpp"

#include "lexer/huge_pages.hpp"

#include <algorithm>
#include <cstdlib>
#include <mutex>
#include <vector>

namespace pp::grammar {

namespace {
constexpr std::size_t first_chunk = std::size_t{256} << 10;
constexpr std::size_t last_chunk = std::size_t{16} << 20;
} // namespace

namespace {

// Arenas are deliberately never destroyed, so exiting does not walk the last tree. A thread that ends gives
// its arena back to this pool (still reachable, for the leak checker too) and the next thread that parses
// takes it: there are never more arenas than threads that parsed at the same time. (pp runs its commands on
// a thread of their own, lexer::run_with_stack.)
struct ArenaPool {
    std::mutex mutex;
    std::vector<TreeArena*> free;
};

ArenaPool& arena_pool() {
    static auto* pool = new ArenaPool; // never destroyed: threads may end after static destruction
    return *pool;
}

struct ThreadArena {
    TreeArena* arena = nullptr;
    ThreadArena() {
        ArenaPool& pool = arena_pool();
        std::lock_guard<std::mutex> lock(pool.mutex);
        if (pool.free.empty()) {
            arena = new TreeArena;
        } else {
            arena = pool.free.back();
            pool.free.pop_back();
        }
    }
    ~ThreadArena() {
        ArenaPool& pool = arena_pool();
        std::lock_guard<std::mutex> lock(pool.mutex);
        pool.free.push_back(arena);
    }
    ThreadArena(const ThreadArena&) = delete;
    ThreadArena& operator=(const ThreadArena&) = delete;
};

} // namespace

TreeArena& TreeArena::for_this_thread() {
    thread_local ThreadArena mine;
    return *mine.arena;
}

TreeArena::~TreeArena() {
    reset();
    for (const Chunk& c : m_chunks)
        std::free(c.data);
}

void TreeArena::reset() {
    for (antlr4::tree::ParseTree* node : m_nodes)
        node->~ParseTree();
    m_nodes.clear();
    m_current = 0;
    m_cursor = m_chunks.empty() ? nullptr : m_chunks.front().data;
    m_left = m_chunks.empty() ? 0 : m_chunks.front().size;
}

void TreeArena::trim() {
    if (!m_nodes.empty() || m_chunks.size() <= 1) return;
    for (std::size_t i = 1; i < m_chunks.size(); ++i)
        std::free(m_chunks[i].data);
    m_chunks.resize(1);
    m_current = 0;
    m_cursor = m_chunks.front().data;
    m_left = m_chunks.front().size;
}

void TreeArena::next_chunk(std::size_t size) {
    // Reuse the chunks of earlier trees first.
    while (m_cursor != nullptr && m_current + 1 < m_chunks.size()) {
        ++m_current;
        m_cursor = m_chunks[m_current].data;
        m_left = m_chunks[m_current].size;
        if (m_left >= size) return;
    }
    std::size_t bytes = m_chunks.empty() ? first_chunk : std::min(m_chunks.back().size * 2, last_chunk);
    bytes = std::max(bytes, size);
    void* data = lexer::allocate_maybe_huge(bytes);
    m_chunks.push_back({static_cast<std::byte*>(data), bytes});
    m_current = m_chunks.size() - 1;
    m_cursor = static_cast<std::byte*>(data);
    m_left = bytes;
}

} // namespace pp::grammar
