#include "fast_runtime.hpp"

#include "lexer/huge_pages.hpp"

#include <algorithm>
#include <cstdlib>

namespace pp::grammar {

namespace {
constexpr std::size_t first_chunk = std::size_t{256} << 10;
constexpr std::size_t last_chunk = std::size_t{16} << 20;
} // namespace

TreeArena& TreeArena::for_this_thread() {
    // Reachable from this thread for its whole life, and deliberately never destroyed, so exiting does not
    // walk the last tree.
    thread_local TreeArena* arena = new TreeArena;
    return *arena;
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
