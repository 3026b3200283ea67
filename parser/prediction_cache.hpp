#pragma once
// ANTLR's prediction cache, learnt at build time. The generated parser predicts each decision with a DFA
// that it builds as it parses: the first files a process parses pay for building it (a cold parse of the
// apache module's 38 files took three times as long as the same parse with the DFA built). The build
// parses the repository's own Puppet files once (tools/train_prediction_cache.cpp), saves the DFA it
// learnt, and pp starts every run from that DFA. A state's ATN configurations, which only a step the
// saved DFA lacks needs, are decoded on the first such step: loading costs a pass over the states and
// edges, not over everything they hold. The DFA is a cache: what a parse predicts does not depend on it.

#include <cstddef>
#include <span>
#include <string>

namespace pp::parser {

/// The prediction cache as the parses of this process have built it, as bytes for
/// use_prediction_cache(). Not while another thread parses.
std::string save_prediction_cache();

/// Has the parser start from `bytes` (saved by save_prediction_cache with this grammar): loaded when the
/// next parser is created, so call it before parsing (or after clear_parser_caches()), never while another
/// thread parses. `bytes` must outlive every parse. Bytes saved from another grammar, or damaged, are
/// ignored: the parser then starts from nothing, as without a snapshot.
void use_prediction_cache(std::span<const unsigned char> bytes);

struct PredictionCacheStats {
    bool loaded = false;      // the bytes were taken
    std::size_t states = 0;   // DFA states they held
    std::size_t edges = 0;    // and edges
    std::size_t expanded = 0; // states whose configurations have been decoded since
};
PredictionCacheStats prediction_cache_stats();

/// The snapshot the build trained on the repository's Puppet files: defined by the generated source of the
/// pp_prediction_snapshot library (parser/train_prediction_cache.cpp), which only pp and its tests link.
std::span<const unsigned char> builtin_prediction_cache();

} // namespace pp::parser
