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
// validate on 2 cores.
//
// muzzy_decay_ms:-1 and lg_extent_max_active_fit:20: memory a run frees is used again as it is, not given
// back and populated anew. A cold compile of the 10k manifest frees the lexer's tokens (8 MB) once the file
// is parsed; with jemalloc's defaults that block went back to the system (MADV_DONTNEED, through the decommit
// hook) and the evaluation then populated fresh pages for the catalog, the same range among them. Now the
// block is kept (its pages can still be handed to the kernel lazily, MADV_FREE, once they decay), and the
// catalog's small allocations are carved from it (by default jemalloc takes a free extent only for a
// request of at least 1/64 of its size). Pages the system allocated for that compile (/proc/vmstat
// pgalloc_normal, median of 7): 36.9 -> 28.8 MB; include apache and the warm compiles, which free no such
// block, are unchanged. A long-running process (the REPL, watch) keeps its peak, as it did its dirty pages.
//
// slab_sizes:1-4096:4: the slabs small objects of up to 4 KB are carved from are 4 pages (16 KB), where
// jemalloc sizes each class's slab to waste nothing: one page for the powers of two (8, 16, 32... bytes), 3,
// 5 or 7 for the others. Each slab is an extent with its own metadata,
// taken from jemalloc's base block, which nothing populates ahead: it faults in page by page. A warm compile
// of the 10k manifest made 2,299 slabs, and makes 841; it takes 516 page faults instead of 603 (`perf stat -e
// minor-faults`), its median time in three alternating batches of 40 was 38.9, 38.1 and 38.4 ms instead of
// 39.8, 41.3 and 40.1, its kernel time 5.2 instead of 5.7 ms (means), and it ends with 0.17 MB more in use.
// Warm `include apache` (medians of 30): 15.0 and 15.2 ms instead of 15.8 and 15.7; a warm corpus validate
// 12.6 and 12.6 instead of 14.2 and 13.0 ms; a cold one makes the system allocate 11.9 MB instead of 13.9
// (bench/pages.sh).
//
// The environment's MALLOC_CONF still overrides all of it.

extern "C" {
// NOLINTNEXTLINE: the name and type jemalloc looks up
extern const char* const malloc_conf;
const char* const malloc_conf =
    "thp:never,narenas:1,oversize_threshold:0,muzzy_decay_ms:-1,lg_extent_max_active_fit:20,"
    "slab_sizes:1-4096:4";
}
