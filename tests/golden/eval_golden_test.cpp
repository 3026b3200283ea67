// Golden expression cases: tests/golden/eval/NAME.pp with NAME.out / NAME.exit recorded from real Puppet
// (tests/golden/record-eval.sh), and tests/golden/functions/ the same way with /usr/share/puppet/modules as
// the modulepath (stdlib's functions, which exist only with the module). pp evaluates each case in-process
// and prints what `puppet apply` prints: Puppet's log lines, and an evaluation error in Puppet's one-line
// form, so outputs compare byte for byte.
//
// The evaluator is being built case by case: tests/golden/eval/PASSING lists the cases pp matches. A listed
// case that fails is a regression (the test fails); an unlisted one is skipped with its difference.
// `PP_ACCEPT=1` updates PASSING with the cases that ran (review that diff); the ratchet is
// tests/golden/harness/golden_harness.hpp.
#include "evaluator/control_flow.hpp"
#include "evaluator/evaluator.hpp"
#include "evaluator/node_scope.hpp"
#include "lexer/diagnostics.hpp"
#include "loader/environment.hpp"
#include "parser/parser.hpp"
#include "stdlib/stdlib.hpp"
#include "tests/golden/harness/golden_harness.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
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

using golden::read_file;

std::string where(const lexer::SourceManager& sm, lexer::FileId file, std::uint32_t offset) {
    const auto& f = sm.file(file);
    auto lc = f.line_col(offset);
    return fmt::format("(file: {}, line: {}, column: {})", f.path(), lc.line, lc.column);
}

class CaptureLogger final : public evaluator::Logger {
public:
    CaptureLogger(const lexer::SourceManager& sm, std::string& out) : m_sm(sm), m_out(out) {}
    void scoped(evaluator::LogLevel level, std::string_view scope, std::string_view message) override {
        if (level == evaluator::LogLevel::Debug || level == evaluator::LogLevel::Info) return;
        puts(fmt::format("{}: Scope({}): {}", evaluator::level_label(level), scope, message));
    }
    void located(evaluator::LogLevel level, std::string_view message,
                 const evaluator::Location& at) override {
        if (level == evaluator::LogLevel::Debug || level == evaluator::LogLevel::Info) return;
        std::string line = fmt::format("{}: {}", evaluator::level_label(level), message);
        if (at.valid) line += " " + where(m_sm, at.file, at.begin);
        puts(line);
    }

private:
    // Ruby's puts (Puppet's console): no newline added after one that is already there
    void puts(const std::string& line) {
        m_out += line;
        if (line.empty() || line.back() != '\n') m_out += '\n';
    }
    const lexer::SourceManager& m_sm;
    std::string& m_out;
};

// What `puppet apply` prints for the case, and its exit status.
std::pair<std::string, int> run(const Suite& suite, const std::string& name) {
    lexer::SourceManager sm;
    std::string rel = suite.dir + "/" + name + ".pp";
    std::string text = read_file(suite.path() / (name + ".pp"));
    lexer::FileId id = sm.add(rel, text);
    // "# flags: --strict_variables --strict=error" on the first line sets Puppet's settings for the case
    evaluator::EvalOptions eopts;
    eopts.node_name = kNode;
    if (text.rfind("# flags:", 0) == 0) {
        std::string flags = text.substr(0, text.find('\n'));
        if (flags.find("--strict_variables") != std::string::npos) eopts.strict_variables = true;
        if (flags.find("--strict=off") != std::string::npos) eopts.strict = parser::Strictness::Off;
        if (flags.find("--strict=error") != std::string::npos) eopts.strict = parser::Strictness::Error;
    }
    parser::ParseOptions popts;
    popts.strict = eopts.strict;
    lexer::Diagnostics diags;
    auto parsed = parser::parse(sm, id, diags, popts);
    std::string out;
    std::vector<const lexer::Diagnostic*> errors;
    for (const auto& d : diags.all()) {
        if (d.severity == lexer::Severity::Error)
            errors.push_back(&d);
        else
            out +=
                fmt::format("Warning: {}{}\n", d.message, d.has_location ? " " + where(sm, id, d.begin) : "");
    }
    if (!errors.empty()) {
        // puppet apply's form: one error is "Could not parse", several are listed then counted
        auto loc = [&](const lexer::Diagnostic& d) {
            return d.has_location ? " " + where(sm, id, d.begin) : fmt::format(" (file: {})", rel);
        };
        if (errors.size() == 1) {
            out += fmt::format("Error: Could not parse for environment production: {}{} on node {}\n",
                               errors[0]->message, loc(*errors[0]), kNode);
        } else {
            for (const auto* d : errors)
                out += fmt::format("Error: {}{}\n", d->message, loc(*d));
            out += fmt::format("Error: Language validation logged {} errors. Giving up\n", errors.size());
        }
        return {out, 1};
    }
    evaluator::FunctionRegistry functions;
    stdlib::register_all(functions);
    CaptureLogger logger(sm, out);
    evaluator::Evaluator ev(sm, functions, logger, eopts);
    std::optional<loader::Environment> env;
    if (!suite.modulepath.empty()) {
        env.emplace(sm, std::vector<std::string>{suite.modulepath}, popts);
        ev.set_environment(&*env);
    }
    evaluator::Scope top(nullptr, "Class[main]");
    static const runtime::Value facts = [] {
        std::string error;
        auto f = evaluator::parse_facts_json(read_file(kDir / "facts.json"), &error);
        if (!f) throw std::runtime_error("tests/golden/eval/facts.json: " + error);
        return *f;
    }();
    evaluator::populate_top_scope(top, {kNode, "production", facts}, eopts);
    try {
        ev.evaluate_program(*parsed->program, id, top);
    } catch (const evaluator::EvalError& e) {
        if (e.bare()) {
            if (!e.where().valid) {
                out += fmt::format("Error: {} on node {}\n", e.what(), kNode);
                return {out, 1};
            }
            const auto& f = sm.file(e.where().file);
            auto lc = f.line_col(e.where().begin);
            out += fmt::format("Error: {} (file: {}, line: {}) on node {}\n", e.what(), f.path(), lc.line,
                               kNode);
            return {out, 1};
        }
        out += fmt::format("Error: Evaluation Error: {}", e.what());
        if (e.where().valid && e.line_only()) {
            const auto& f = sm.file(e.where().file);
            out += fmt::format(" (file: {}, line: {})", f.path(), f.line_col(e.where().begin).line);
        } else if (e.where().valid) {
            out += " " + where(sm, e.where().file, e.where().begin);
        }
        out += fmt::format(" on node {}\n", kNode);
        return {out, 1};
    } catch (const std::exception& e) {
        out += fmt::format("Error: pp: {}\n", e.what());
        return {out, 1};
    } catch (...) {
        out += "Error: pp: control flow escaped\n";
        return {out, 1};
    }
    return {out, 0};
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

std::string case_name(const testing::TestParamInfo<std::string>& info) {
    return golden::test_name(info.param);
}

INSTANTIATE_TEST_SUITE_P(Golden, EvalGolden, testing::ValuesIn(golden::discover(kEval.path(), ".pp")),
                         case_name);
INSTANTIATE_TEST_SUITE_P(Golden, FunctionsGolden,
                         testing::ValuesIn(golden::discover(kFunctions.path(), ".pp")), case_name);

} // namespace
