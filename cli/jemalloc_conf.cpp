// jemalloc's options, read when it starts (linked only when pp uses jemalloc; see CMakeLists.txt).
//
// thp:never: jemalloc's own mappings get no transparent huge pages, whatever the system's setting. Since a
// file's parse keeps only one top-level statement's parse tree alive (parser/parser.cpp), a large compile
// no longer takes enough page faults for huge pages to pay: with them the 10k manifest's compile peaked at
// 61 MB, a corpus validate at 34 MB and `pp --version` at 24 MB; without, 50, 23 and 13 MB, in the same
// time (bench/compile.sh, bench/validate-corpus.sh). The parser's own large buffers ask for huge pages
// (lexer/huge_pages.hpp), but under jemalloc_hooks.cpp they come already populated with 4 KB pages, which
// measured cheaper on the 2-core VM pp is benchmarked on when memory is fresh (bench/page_cost.cpp): 0.5 us
// of kernel time per 4 KB populated, against 7 us per 4 KB for a fresh huge page.
//
// narenas:1 and oversize_threshold:0: every thread, and every allocation however large, is served by arena 0,
// the one arena whose fresh memory comes populated in batches (jemalloc_hooks.cpp). pp's threads are few
// (parallel validation, the parse cache writer), and a shared arena cost nothing measurable in a corpus
// validate on 2 cores. The environment's MALLOC_CONF still overrides all of it.

extern "C" {
// NOLINTNEXTLINE: the name and type jemalloc looks up
extern const char* const malloc_conf;
const char* const malloc_conf = "thp:never,narenas:1,oversize_threshold:0";
}
