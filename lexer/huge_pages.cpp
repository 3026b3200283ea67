#include "lexer/huge_pages.hpp"

#include <sys/mman.h>

#include <cstdint>
#include <cstdlib>
#include <new>

namespace pp::lexer {

void advise_huge_pages(void* p, std::size_t bytes) {
    const auto begin = reinterpret_cast<std::uintptr_t>(p);
    const std::uintptr_t first = (begin + huge_page_size - 1) & ~(huge_page_size - 1);
    const std::uintptr_t last = (begin + bytes) & ~(huge_page_size - 1);
    if (last > first) ::madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
}

void* allocate_maybe_huge(std::size_t bytes) {
    if (bytes < huge_page_size) {
        void* p = std::malloc(bytes);
        if (p == nullptr) throw std::bad_alloc();
        return p;
    }
    bytes = (bytes + huge_page_size - 1) & ~(huge_page_size - 1);
    void* p = std::aligned_alloc(huge_page_size, bytes);
    if (p == nullptr) throw std::bad_alloc();
    advise_huge_pages(p, bytes);
    return p;
}

} // namespace pp::lexer
