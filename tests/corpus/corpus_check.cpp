// Checks pp's front end against real Puppet over the module corpus (tests/golden/corpus/*.jsonl, recorded
// by tests/golden/record-corpus.sh): every file must validate, and pp's PN dump must equal Puppet's for at
// least --min-match of the files. Prints every difference (first differing offset and context).
//
//   corpus_check --pn FILE.jsonl [--epp] [--min-match 0.99] [--show N] [--quiet]
#include "lexer/diagnostics.hpp"
#include "parser/parser.hpp"
#include "parser/pn_dump.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

namespace {

std::string context(const std::string& s, std::size_t at) {
    std::size_t b = at > 60 ? at - 60 : 0;
    return s.substr(b, 120);
}

} // namespace

int main(int argc, char** argv) {
    std::string pn_file;
    bool epp = false;
    double min_match = 0.99;
    int show = 20;
    bool quiet = false;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--pn" && i + 1 < argc)
            pn_file = argv[++i];
        else if (a == "--epp")
            epp = true;
        else if (a == "--min-match" && i + 1 < argc)
            min_match = std::atof(argv[++i]);
        else if (a == "--show" && i + 1 < argc)
            show = std::atoi(argv[++i]);
        else if (a == "--quiet")
            quiet = true;
        else {
            std::cerr << "usage: corpus_check --pn FILE.jsonl [--epp] [--min-match R] [--show N]\n";
            return 2;
        }
    }
    std::ifstream in(pn_file);
    if (!in) {
        std::cerr << "corpus_check: cannot read " << pn_file << "\n";
        return 2;
    }
    std::size_t total = 0;
    std::size_t same = 0;
    std::size_t invalid = 0;
    std::size_t missing = 0;
    std::size_t sll_failed = 0;
    std::size_t patched = 0;
    std::size_t no_oracle = 0;
    std::size_t bytes = 0;
    int shown = 0;
    double seconds = 0;
    pp::lexer::SourceManager sm;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        auto rec = nlohmann::json::parse(line);
        std::string path = rec["file"];
        ++total;
        pp::lexer::FileId id = 0;
        std::string err;
        if (!sm.load(path, id, err)) {
            ++missing;
            if (shown++ < show)
                std::cout << "MISSING " << path
                          << " (install the corpus: sh ../shared/corpus/install-corpus.sh)\n";
            continue;
        }
        bytes += sm.file(id).text().size();
        pp::parser::ParseOptions opts;
        opts.epp = epp;
        pp::lexer::Diagnostics diags;
        auto t0 = std::chrono::steady_clock::now();
        auto parsed = pp::parser::parse(sm, id, diags, opts);
        std::string pn = parsed->program != nullptr ? pp::parser::dump_pn(*parsed->program) : std::string();
        seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (parsed->sll_failed) ++sll_failed;
        if (diags.has_errors()) {
            ++invalid;
            if (shown++ < show) {
                std::cout << "INVALID " << path << "\n";
                for (const auto& d : diags.all())
                    std::cout << "  " << pp::lexer::render_text(sm, d, {false, true});
            }
        }
        std::string expected;
        if (rec.value("ok", false)) {
            expected = rec["ast"];
        } else if (rec.contains("ast_patched")) {
            // Puppet's PN transformer crashes on `*$rest` parameters; the recorder stores what it means
            expected = rec["ast_patched"];
            ++patched;
        } else {
            ++no_oracle; // Puppet produced no dump to compare with
            continue;
        }
        if (pn == expected) {
            ++same;
            continue;
        }
        if (shown++ < show && !quiet) {
            std::size_t at = 0;
            while (at < pn.size() && at < expected.size() && pn[at] == expected[at])
                ++at;
            std::cout << "DIFF " << path << " at " << at << "\n  puppet: " << context(expected, at)
                      << "\n  pp:     " << context(pn, at) << "\n";
        }
    }
    std::size_t compared = total - no_oracle;
    double ratio = compared == 0 ? 0 : static_cast<double>(same) / static_cast<double>(compared);
    std::cout << "corpus_check: " << total << " files, " << same << " identical PN (" << (ratio * 100.0)
              << "%), " << invalid << " invalid, " << missing << " missing, " << sll_failed
              << " needed the LL fallback; " << patched << " compared with a patched oracle dump, "
              << no_oracle << " without one; " << bytes << " bytes in " << seconds << " s\n";
    bool ok = missing == 0 && invalid == 0 && ratio >= min_match;
    std::cout << same << " passed, " << (compared - same) << " failed\n";
    return ok ? 0 : 1;
}
