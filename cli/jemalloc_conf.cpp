// jemalloc's options, read when it starts (linked only when pp uses jemalloc; see CMakeLists.txt).
//
// thp:always: jemalloc asks for transparent huge pages on its mappings. A large compile allocates a few
// hundred megabytes of small objects and otherwise takes ~12,000 page faults for them (bench/compile.sh on
// the 10k manifest: 615 faults instead, a quarter less time); a small run pays well under a millisecond.
// The environment's MALLOC_CONF still overrides it.

extern "C" {
// NOLINTNEXTLINE: the name and type jemalloc looks up
extern const char* const malloc_conf;
const char* const malloc_conf = "thp:always";
}
