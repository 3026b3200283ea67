#pragma once
// A bump allocator for AST nodes, their child lists and their strings. Only trivially destructible
// objects live here, so the arena frees everything at once without running destructors. Blocks double in
// size up to 1 MB: the memory of the last block is mostly unused, and a block is populated whole when
// allocated (cli/jemalloc_hooks.cpp), so larger ones cost more than they save (8 MB blocks held 8.2 MB for
// the 6.5 MB AST of the 10k manifest).

#include "lexer/huge_pages.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>

namespace pp::lexer {

class Arena {
public:
    Arena() = default;
    Arena(const Arena&) = delete;
    Arena& operator=(const Arena&) = delete;
    Arena(Arena&&) = default;
    Arena& operator=(Arena&&) = default;

    /// Sizes the first block for an arena that will hold about `bytes`: a small file's AST takes a few
    /// kilobytes, and every file's arena starting at 64 KB made 72 files of `include apache` hold 4.6 MB
    /// for 0.6 MB of ASTs. Blocks still double from there.
    void expect(std::size_t bytes) {
        if (m_blocks.empty())
            m_first = std::clamp((bytes + 1023) & ~std::size_t{1023}, MinBlockSize, BlockSize);
    }

    void* allocate(std::size_t size, std::size_t align) {
        std::size_t p = (m_used + align - 1) & ~(align - 1);
        if (m_blocks.empty() || p + size > m_capacity) {
            m_next = m_blocks.empty() ? m_first : std::min(m_next * 2, MaxBlockSize);
            std::size_t cap = size + align > m_next ? size + align : m_next;
            m_blocks.emplace_back(static_cast<std::byte*>(allocate_maybe_huge(cap)));
            m_capacity = cap;
            m_used = 0;
            p = (reinterpret_cast<std::uintptr_t>(m_blocks.back().get()) + align - 1) & ~(align - 1);
            p -= reinterpret_cast<std::uintptr_t>(m_blocks.back().get());
        }
        m_used = p + size;
        m_total += size;
        return m_blocks.back().get() + p;
    }

    template <class T, class... Args>
    T* make(Args&&... args) {
        static_assert(std::is_trivially_destructible_v<T>, "arena objects are never destroyed");
        return new (allocate(sizeof(T), alignof(T))) T(std::forward<Args>(args)...);
    }

    /// Copies `items` into the arena.
    template <class T>
    std::span<T* const> list(const std::vector<T*>& items) {
        if (items.empty()) return {};
        auto* mem = static_cast<T**>(allocate(sizeof(T*) * items.size(), alignof(T*)));
        std::memcpy(static_cast<void*>(mem), items.data(), sizeof(T*) * items.size());
        return {mem, items.size()};
    }

    std::string_view string(std::string_view s) {
        if (s.empty()) return {};
        char* mem = static_cast<char*>(allocate(s.size(), 1));
        std::memcpy(mem, s.data(), s.size());
        return {mem, s.size()};
    }

    [[nodiscard]] std::size_t bytes_used() const { return m_total; }

private:
    static constexpr std::size_t BlockSize = 64 * 1024;
    static constexpr std::size_t MinBlockSize = 1024;
    static constexpr std::size_t MaxBlockSize = std::size_t{1} << 20;
    struct Free {
        void operator()(std::byte* p) const { std::free(p); }
    };
    std::vector<std::unique_ptr<std::byte, Free>> m_blocks;
    std::size_t m_first = BlockSize;
    std::size_t m_next = 0;
    std::size_t m_used = 0;
    std::size_t m_capacity = 0;
    std::size_t m_total = 0;
};

} // namespace pp::lexer
