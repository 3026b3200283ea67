// Golden parse/validate cases: tests/golden/parse/<stem>.pp|.epp with <stem>.expect recorded from real
// Puppet by tests/golden/record-parse.sh. pp must give Puppet's verdict and the same errors: line, column,
// issue code (where Puppet names one) and message, in order.
#include "lexer/diagnostics.hpp"
#include "parser/parser.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace fs = std::filesystem;

namespace {

std::vector<std::string> cases() {
    std::vector<std::string> out;
    fs::path dir = fs::path(PP_SOURCE_DIR) / "tests/golden/parse";
    for (const auto& e : fs::directory_iterator(dir)) {
        auto ext = e.path().extension();
        if (ext == ".pp" || ext == ".epp") out.push_back(e.path().filename().string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

struct Found {
    nlohmann::json line;
    nlohmann::json column;
    std::string code;
    std::string message;
};

std::string describe(const std::vector<Found>& v) {
    std::string s;
    for (const auto& f : v) {
        s += "  " + f.line.dump() + ":" + f.column.dump() + " " + f.code + " " + f.message + "\n";
    }
    return s.empty() ? "  (none)\n" : s;
}

// tests/golden/parse/KNOWN-DIFFERENCES: "<case>\t<reason>" lines.
std::map<std::string, std::string> known_differences() {
    std::map<std::string, std::string> out;
    std::ifstream in(fs::path(PP_SOURCE_DIR) / "tests/golden/parse/KNOWN-DIFFERENCES");
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        auto tab = line.find('\t');
        out[line.substr(0, tab)] = tab == std::string::npos ? "" : line.substr(tab + 1);
    }
    return out;
}

class ParseGolden : public testing::TestWithParam<std::string> {};

TEST_P(ParseGolden, MatchesPuppet) {
    fs::path dir = fs::path(PP_SOURCE_DIR) / "tests/golden/parse";
    fs::path input = dir / GetParam();
    fs::path expect_file = input;
    expect_file.replace_extension(".expect");
    std::ifstream ef(expect_file);
    ASSERT_TRUE(ef) << "missing " << expect_file << " (run tests/golden/record-parse.sh)";
    nlohmann::json expect = nlohmann::json::parse(ef);

    pp::lexer::SourceManager sm;
    pp::lexer::FileId id = 0;
    std::string err;
    ASSERT_TRUE(sm.load(input.string(), id, err)) << err;
    pp::parser::ParseOptions opts;
    opts.epp = input.extension() == ".epp";
    pp::lexer::Diagnostics diags;
    auto parsed = pp::parser::parse(sm, id, diags, opts);

    std::vector<Found> got;
    for (const auto& d : diags.all()) {
        if (d.severity != pp::lexer::Severity::Error) continue;
        Found f;
        if (d.has_location) {
            auto lc = sm.file(id).line_col(d.begin);
            f.line = lc.line;
            f.column = lc.column;
        }
        f.code = std::string(pp::lexer::diag_info(d.id).code);
        f.message = d.message;
        got.push_back(f);
    }
    std::vector<Found> want;
    for (const auto& e : expect["errors"]) {
        want.push_back({e["line"], e["column"],
                        e["issue_code"].is_null() ? "" : e["issue_code"].get<std::string>(),
                        e["message"].get<std::string>()});
    }
    bool valid = expect["valid"].get<bool>();
    auto known = known_differences();
    if (auto it = known.find(GetParam()); it != known.end()) {
        bool matches = valid == got.empty() && want.size() == got.size();
        for (std::size_t i = 0; matches && i < want.size(); ++i) {
            matches = want[i].line == got[i].line && want[i].column == got[i].column &&
                      want[i].message == got[i].message;
        }
        ASSERT_FALSE(matches)
            << "listed in KNOWN-DIFFERENCES but now matches Puppet: remove it from the list";
        GTEST_SKIP() << "known difference: " << it->second;
    }
    ASSERT_EQ(valid, got.empty()) << "verdict differs; pp reported:\n"
                                  << describe(got) << "puppet:\n"
                                  << describe(want);
    ASSERT_EQ(want.size(), got.size()) << "pp:\n" << describe(got) << "puppet:\n" << describe(want);
    for (std::size_t i = 0; i < want.size(); ++i) {
        EXPECT_EQ(want[i].line, got[i].line) << "error " << i << "\npp:\n"
                                             << describe(got) << "puppet:\n"
                                             << describe(want);
        EXPECT_EQ(want[i].column, got[i].column) << "error " << i << "\npp:\n"
                                                 << describe(got) << "puppet:\n"
                                                 << describe(want);
        if (!want[i].code.empty()) EXPECT_EQ(want[i].code, got[i].code) << "error " << i;
        EXPECT_EQ(want[i].message, got[i].message) << "error " << i;
    }
}

std::string test_name(const testing::TestParamInfo<std::string>& info) {
    std::string s = info.param;
    for (char& c : s) {
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    }
    return s;
}

INSTANTIATE_TEST_SUITE_P(Golden, ParseGolden, testing::ValuesIn(cases()), test_name);

} // namespace
