// Golden expression cases: tests/golden/eval/NAME.pp with NAME.out / NAME.exit recorded from real Puppet
// (tests/golden/record-eval.sh), and tests/golden/functions/ the same way with /usr/share/puppet/modules as
// the modulepath (stdlib's functions, which exist only with the module). pp compiles each case in-process
// through the compile facade (driver/compilation.hpp), as `pp apply --error-style puppet` does, and prints
// what `puppet apply` prints: Puppet's log lines, and errors in Puppet's one-line form, so outputs compare
// byte for byte.
//
// The evaluator is being built case by case: tests/golden/eval/PASSING lists the cases pp matches. A listed
// case that fails is a regression (the test fails); an unlisted one is skipped with its difference.
// `PP_ACCEPT=1` updates PASSING with the cases that ran (review that diff); the ratchet is
// tests/golden/harness/golden_harness.hpp.
#include "driver/compilation.hpp"
#include "evaluator/node_scope.hpp"
#include "tests/golden/harness/golden_harness.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <regex>
#include <sstream>

namespace fs = std::filesystem;
using namespace pp;

namespace {

const fs::path kDir = fs::path(PP_SOURCE_DIR) / "tests/golden/eval";
constexpr const char* kNode = "pp.example.com";

// A directory of cases, the modulepath they are recorded with (empty: none) and its PASSING ratchet.
struct Suite {
    std::string dir; ///< relative to the repository root
    std::string modulepath;
    mutable golden::Ratchet ratchet;
    [[nodiscard]] fs::path path() const { return fs::path(PP_SOURCE_DIR) / dir; }
};
const Suite kEval{"tests/golden/eval", "",
                  golden::Ratchet(fs::path(PP_SOURCE_DIR) / "tests/golden/eval/PASSING",
                                  "Cases pp matches exactly (tests/golden/eval_golden_test.cpp)")};
const Suite kFunctions{"tests/golden/functions", "/usr/share/puppet/modules",
                       golden::Ratchet(fs::path(PP_SOURCE_DIR) / "tests/golden/functions/PASSING",
                                       "Cases pp matches exactly (tests/golden/eval_golden_test.cpp)")};

// Every Ruby function of the corpus modules, called as the corpus calls it (ruby-functions/README.md).
const Suite kRubyFunctions{"tests/golden/ruby-functions", "/usr/share/puppet/modules",
                           golden::Ratchet(fs::path(PP_SOURCE_DIR) / "tests/golden/ruby-functions/PASSING",
                                           "Cases pp matches exactly (tests/golden/eval_golden_test.cpp)")};

using golden::read_file;

// Paths relative to the repository root, as the recording prints them. The working directory is the
// process's: one case at a time.
struct ChdirToRoot {
    fs::path saved = fs::current_path();
    ChdirToRoot() { fs::current_path(PP_SOURCE_DIR); }
    ~ChdirToRoot() { fs::current_path(saved); }
};

// What `pp apply --error-style puppet` prints for the case (logs and errors in one stream, as the recording
// has them), and its exit status.
std::pair<std::string, int> run(const Suite& suite, const std::string& name) {
    static std::mutex chdir_mutex;
    std::lock_guard<std::mutex> lock(chdir_mutex);
    ChdirToRoot chdir;
    std::string rel = suite.dir + "/" + name + ".pp";
    std::string text = read_file(suite.path() / (name + ".pp"));
    static const runtime::Value facts = [] {
        std::string error;
        auto f = evaluator::parse_facts_json(read_file(kDir / "facts.json"), &error);
        if (!f) throw std::runtime_error("tests/golden/eval/facts.json: " + error);
        return *f;
    }();
    std::ostringstream out;
    driver::CompileOptions options;
    if (!suite.modulepath.empty()) options.modulepath = {suite.modulepath};
    options.node = evaluator::NodeInfo{kNode, "production", facts};
    options.errors = driver::ErrorStyle::Puppet;
    options.out = &out;
    options.err = &out;
    // "# flags: --strict_variables --strict=error" on the first line sets Puppet's settings for the case
    if (text.rfind("# flags:", 0) == 0) {
        std::string flags = text.substr(0, text.find('\n'));
        if (flags.find("--strict_variables") != std::string::npos) options.strict_variables = true;
        if (flags.find("--strict=off") != std::string::npos) options.strict = lexer::Strictness::Off;
        if (flags.find("--strict=error") != std::string::npos) options.strict = lexer::Strictness::Error;
    }
    driver::Compilation compilation(std::move(options));
    try {
        if (!compilation.load("", rel) || !compilation.compile()) return {out.str(), 1};
    } catch (const std::exception& e) {
        out << "Error: pp: " << e.what() << "\n";
        return {out.str(), 1};
    } catch (...) {
        out << "Error: pp: control flow escaped\n";
        return {out.str(), 1};
    }
    return {out.str(), 0};
}

// The one deliberate difference from Puppet's text, applied to pp's output before comparing: where Puppet's
// "Parameter 'p' is already set on R by SOURCE at ..." prints the source as a Ruby object
// (#<Puppet::Resource::Type:0x...>, recorded without its address), pp names it (Class[main]).
std::string as_puppet_words(std::string got) {
    static const std::regex source(R"((is already set on .*? by ).*?( at \(file: ))");
    return std::regex_replace(got, source, "$1#<Puppet::Resource::Type>$2");
}

void check(const Suite& suite, const std::string& name) {
    fs::path dir = suite.path();
    std::string expected = read_file(dir / (name + ".out"));
    int expected_exit = std::atoi(read_file(dir / (name + ".exit")).c_str());
    auto [pp_text, exit_code] = run(suite, name);
    std::string got = as_puppet_words(pp_text);
    bool same = got == expected && exit_code == expected_exit;
    suite.ratchet.judge(
        name, same,
        [&] {
            EXPECT_EQ(expected, got) << "regression in a case listed in " << suite.dir << "/PASSING";
            EXPECT_EQ(expected_exit, exit_code);
        },
        "not passing yet\n--- puppet\n" + expected + "--- pp\n" + got);
}

class EvalGolden : public testing::TestWithParam<std::string> {};
TEST_P(EvalGolden, MatchesPuppet) {
    check(kEval, GetParam());
}

class FunctionsGolden : public testing::TestWithParam<std::string> {};
TEST_P(FunctionsGolden, MatchesPuppet) {
    check(kFunctions, GetParam());
}

class RubyFunctionsGolden : public testing::TestWithParam<std::string> {};
TEST_P(RubyFunctionsGolden, MatchesPuppet) {
    check(kRubyFunctions, GetParam());
}

std::string case_name(const testing::TestParamInfo<std::string>& info) {
    return golden::test_name(info.param);
}

INSTANTIATE_TEST_SUITE_P(Golden, EvalGolden, testing::ValuesIn(golden::discover(kEval.path(), ".pp")),
                         case_name);
INSTANTIATE_TEST_SUITE_P(Golden, FunctionsGolden,
                         testing::ValuesIn(golden::discover(kFunctions.path(), ".pp")), case_name);
INSTANTIATE_TEST_SUITE_P(Golden, RubyFunctionsGolden,
                         testing::ValuesIn(golden::discover(kRubyFunctions.path(), ".pp")), case_name);

} // namespace
