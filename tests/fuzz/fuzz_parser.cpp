// libFuzzer target over the whole front end: lexer, parser, AST builder, validator and PN dumper, in
// Puppet and EPP mode. Any crash, sanitizer report, leak or hang is a bug; each one found becomes a case
// in tests/golden/parse/.
//
//   cmake --preset fuzz && cmake --build --preset fuzz --target fuzz_parser
//   build/fuzz/tests/fuzz_parser -dict=tests/fuzz/puppet.dict -max_len=4096 -timeout=10 \
//       tests/fuzz/corpus-work tests/golden/parse examples
#include "lexer/diagnostics.hpp"
#include "parser/parser.hpp"
#include "parser/pn_dump.hpp"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    // ANTLR's DFA cache grows with every new shape of input; reset it now and then so memory measures
    // pp's own leaks, not the cache
    static unsigned runs = 0;
    if (++runs % 2000 == 0) pp::parser::clear_parser_caches();
    // first byte picks the mode; the rest is the source
    bool epp = (data[0] & 1U) != 0U;
    std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
    pp::lexer::SourceManager sm;
    pp::lexer::FileId id = sm.add("fuzz.pp", std::move(text));
    pp::lexer::Diagnostics diags;
    pp::parser::ParseOptions opts;
    opts.epp = epp;
    auto parsed = pp::parser::parse(sm, id, diags, opts);
    if (parsed->program != nullptr) {
        try {
            volatile std::size_t n = pp::parser::dump_pn(*parsed->program).size() +
                                     pp::parser::dump_pn_json(*parsed->program).size();
            (void)n;
        } catch (const std::length_error&) {
            // nested too deeply for this thread's stack: a clean error (pn_dump.cpp)
        }
    }
    for (const auto& d : diags.all()) {
        volatile std::size_t n = pp::lexer::render_text(sm, d).size() + pp::lexer::render_json(sm, d).size();
        (void)n;
    }
    return 0;
}
