// jemalloc's options, read when it starts (linked only when pp uses jemalloc; see CMakeLists.txt).
//
// thp:never: jemalloc's own mappings get no transparent huge pages, whatever the system's setting. Since a
// file's parse keeps only one top-level statement's parse tree alive (parser/parser.cpp), a large compile
// no longer takes enough page faults for huge pages to pay: with them the 10k manifest's compile peaked at
// 61 MB, a corpus validate at 34 MB and `pp --version` at 24 MB; without, 50, 23 and 13 MB, in the same
// time (bench/compile.sh, bench/validate-corpus.sh). The parser's own large buffers still ask for huge pages
// (lexer/huge_pages.hpp). The environment's MALLOC_CONF still overrides it.

extern "C" {
// NOLINTNEXTLINE: the name and type jemalloc looks up
extern const char* const malloc_conf;
const char* const malloc_conf = "thp:never";
}
