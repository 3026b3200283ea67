#pragma once
// The repository's parse cases (tests/golden/parse) and what parsing one gives, for the tests that parse
// them all under different prediction caches (parser_threads_test, prediction_cache_test).
#include "parser/parser.hpp"
#include "parser/pn_dump.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace pp::test {

struct ParseCase {
    std::string name;
    std::string text;
    bool epp = false;
};

inline std::vector<ParseCase> parse_cases() {
    namespace fs = std::filesystem;
    std::vector<ParseCase> out;
    for (const auto& e : fs::directory_iterator(fs::path(PP_SOURCE_DIR) / "tests/golden/parse")) {
        const fs::path& p = e.path();
        if (p.extension() != ".pp" && p.extension() != ".epp") continue;
        std::ifstream in(p, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        out.push_back({p.filename().string(), text.str(), p.extension() == ".epp"});
    }
    std::sort(out.begin(), out.end(), [](const ParseCase& a, const ParseCase& b) { return a.name < b.name; });
    return out;
}

/// The AST in PN and the diagnostics, one per line.
inline std::string outcome(const ParseCase& c) {
    lexer::SourceManager sm;
    const lexer::FileId id = sm.add(c.name, c.text);
    parser::ParseOptions opts;
    opts.epp = c.epp;
    lexer::Diagnostics diags;
    auto parsed = parser::parse(sm, id, diags, opts);
    std::string out = parsed->program != nullptr ? parser::dump_pn(*parsed->program) : "(no program)";
    out += "\n";
    for (const auto& d : diags.all())
        out += std::to_string(static_cast<int>(d.id)) + " " + std::to_string(d.begin) + "-" +
               std::to_string(d.end) + " " + d.message + "\n";
    return out;
}

} // namespace pp::test
