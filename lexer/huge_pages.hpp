#pragma once
// Transparent huge pages for pp's few large, short-lived buffers (token vectors, the AST and parse tree
// arenas). A 1 MB manifest otherwise spends a fifth of its compile in 4 KB page faults. The machine's THP
// setting is usually `madvise`, so the buffers ask for it.

#include <cstddef>

namespace pp::lexer {

/// The huge page size the advice is aligned to.
inline constexpr std::size_t huge_page_size = std::size_t{2} << 20;

/// Advises the kernel to back the whole 2 MB pages inside [p, p + bytes) with huge pages. A hint: does
/// nothing on a range holding no whole huge page, or where the kernel declines.
void advise_huge_pages(void* p, std::size_t bytes);

/// `bytes` of uninitialised memory for `std::free`: aligned to and advised as huge pages when at least
/// one huge page big, plain `malloc` otherwise. Throws std::bad_alloc.
void* allocate_maybe_huge(std::size_t bytes);

} // namespace pp::lexer
