// Golden catalog cases: tests/golden/catalog/NAME.pp with NAME.out / NAME.exit / NAME.json recorded from real
// Puppet (tests/golden/record-catalog.sh). pp compiles each case with the modulepath
// tests/golden/catalog/modules, node pp.example.com and the recorded facts, and must print the same log lines
// and error, exit the same way and, when the compile succeeds, produce the same catalog.
//
// Normalisation (as the recording script documents it): the catalog JSON is compared as JSON values, without
// the volatile keys version, code_id and catalog_uuid; file paths are relative to the repository root.
//
// tests/golden/modules/ holds `include CLASS` cases for the corpus classes real Puppet compiles with the
// default facts (record-catalog.sh --modules), compiled with the modulepath /usr/share/puppet/modules.
//
// Each directory's PASSING lists the cases pp matches: a listed case that fails is a regression; an unlisted
// one is skipped with its difference. `PP_ACCEPT=1` updates PASSING with the cases that ran
// (tests/golden/harness/golden_harness.hpp).
#include "evaluator/control_flow.hpp"
#include "evaluator/evaluator.hpp"
#include "evaluator/node_scope.hpp"
#include "lexer/diagnostics.hpp"
#include "loader/environment.hpp"
#include "loader/hiera.hpp"
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
#include <mutex>
#include <sstream>

namespace fs = std::filesystem;
using namespace pp;

namespace {

const fs::path kRoot = fs::path(PP_SOURCE_DIR);
constexpr const char* kNode = "pp.example.com";

// A directory of cases, the modulepath they are compiled with and its PASSING ratchet.
struct Suite {
    std::string dir; ///< relative to the repository root
    std::string modulepath;
    std::string hiera_config; ///< the global hiera.yaml, if any (relative to the repository root)
    mutable golden::Ratchet ratchet;
};
const Suite kCatalog{"tests/golden/catalog", "tests/golden/catalog/modules", "",
                     golden::Ratchet(kRoot / "tests/golden/catalog/PASSING",
                                     "Catalog cases pp matches (tests/golden/catalog_golden_test.cpp)")};
const Suite kModules{"tests/golden/modules", "/usr/share/puppet/modules",
                     "tests/golden/modules/hiera/hiera.yaml",
                     golden::Ratchet(kRoot / "tests/golden/modules/PASSING",
                                     "Catalog cases pp matches (tests/golden/catalog_golden_test.cpp)")};

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
    void puts(const std::string& line) {
        m_out += line;
        if (line.empty() || line.back() != '\n') m_out += '\n';
    }
    const lexer::SourceManager& m_sm;
    std::string& m_out;
};

struct Result {
    std::string out;
    int exit = 0;
    std::string catalog; // JSON, when the compile succeeded
};

// Paths relative to the repository root, as the recording prints them.
struct ChdirToRoot {
    fs::path saved = fs::current_path();
    ChdirToRoot() { fs::current_path(kRoot); }
    ~ChdirToRoot() { fs::current_path(saved); }
};

Result run(const Suite& suite, const std::string& name) {
    static std::mutex chdir_mutex; // the working directory is the process's
    std::lock_guard<std::mutex> lock(chdir_mutex);
    ChdirToRoot chdir;
    Result res;
    lexer::SourceManager sm;
    parser::ParseOptions popts;
    loader::Environment env(sm, {suite.modulepath}, popts);
    lexer::Diagnostics diags;
    std::string rel = suite.dir + "/" + name + ".pp";
    const parser::ParsedFile* parsed = env.load(rel, diags);
    if (parsed == nullptr) {
        for (const auto& d : diags.all()) {
            res.out += fmt::format("Error: Could not parse for environment production: {}{} on node {}\n",
                                   d.message, d.has_location ? " " + where(sm, d.file, d.begin) : "", kNode);
            break;
        }
        res.exit = 1;
        return res;
    }
    evaluator::FunctionRegistry functions;
    stdlib::register_all(functions);
    CaptureLogger logger(sm, res.out);
    evaluator::EvalOptions eopts;
    eopts.node_name = kNode;
    evaluator::Evaluator ev(sm, functions, logger, eopts);
    ev.set_environment(&env);
    loader::hiera::Settings hiera_settings;
    hiera_settings.global_config = suite.hiera_config;
    hiera_settings.module_dir = [&env](std::string_view m) { return env.module_dir(m); };
    hiera_settings.warn = [&logger](const std::string& msg) {
        logger.located(evaluator::LogLevel::Warning, msg, evaluator::Location{});
    };
    loader::hiera::Hiera hiera(std::move(hiera_settings));
    ev.set_hiera(&hiera);
    evaluator::Scope top(nullptr, "Class[main]");
    static const runtime::Value facts = [] {
        std::string error;
        auto f = evaluator::parse_facts_json(read_file(kRoot / "tests/golden/eval/facts.json"), &error);
        if (!f) throw std::runtime_error("tests/golden/eval/facts.json: " + error);
        return *f;
    }();
    evaluator::populate_top_scope(top, {kNode, "production", facts}, eopts);
    try {
        ev.evaluate_program(*parsed->program, parsed->file, top);
    } catch (const evaluator::EvalError& e) {
        const auto& w = e.where();
        if (dynamic_cast<const evaluator::PreformattedError*>(&e) != nullptr) {
            res.out += fmt::format("Error: {}\n", e.what());
        } else if (e.bare()) {
            if (w.valid) {
                const auto& f = sm.file(w.file);
                res.out += fmt::format("Error: {} (file: {}, line: {}) on node {}\n", e.what(), f.path(),
                                       f.line_col(w.begin).line, kNode);
            } else {
                res.out += fmt::format("Error: {} on node {}\n", e.what(), kNode);
            }
        } else {
            res.out += fmt::format("Error: Evaluation Error: {}", e.what());
            if (w.valid && e.line_only()) {
                const auto& f = sm.file(w.file);
                res.out += fmt::format(" (file: {}, line: {})", f.path(), f.line_col(w.begin).line);
            } else if (w.valid) {
                res.out += " " + where(sm, w.file, w.begin);
            }
            res.out += fmt::format(" on node {}\n", kNode);
        }
        res.exit = 1;
        return res;
    } catch (const std::exception& e) {
        res.out += fmt::format("Error: pp: {}\n", e.what());
        res.exit = 1;
        return res;
    }
    res.catalog = ev.catalog().to_json(kNode, "production", 0);
    return res;
}

// The catalog as compared: parsed, without the volatile keys.
nlohmann::ordered_json normalized(const std::string& text) {
    auto j = nlohmann::ordered_json::parse(text);
    for (const char* k : {"version", "code_id", "catalog_uuid"})
        j.erase(k);
    return j;
}

void check(const Suite& suite, const std::string& name) {
    const fs::path dir = kRoot / suite.dir;
    std::string expected_out = read_file(dir / (name + ".out"));
    int expected_exit = std::atoi(read_file(dir / (name + ".exit")).c_str());
    Result got = run(suite, name);
    std::string expected_catalog;
    std::string got_catalog;
    if (expected_exit == 0 && fs::exists(dir / (name + ".json")))
        expected_catalog = normalized(read_file(dir / (name + ".json"))).dump(2);
    if (!got.catalog.empty()) got_catalog = normalized(got.catalog).dump(2);
    if (expected_exit != 0) got_catalog.clear();
    bool same = got.out == expected_out && got.exit == expected_exit && got_catalog == expected_catalog;
    suite.ratchet.judge(
        name, same,
        [&] {
            EXPECT_EQ(expected_out, got.out) << "regression in a case listed in " << suite.dir << "/PASSING";
            EXPECT_EQ(expected_exit, got.exit);
            EXPECT_EQ(expected_catalog, got_catalog);
        },
        "not passing yet\n--- puppet\n" + expected_out + expected_catalog + "\n--- pp\n" + got.out +
            got_catalog);
}

std::string case_name(const testing::TestParamInfo<std::string>& info) {
    return golden::test_name(info.param);
}

class CatalogGolden : public testing::TestWithParam<std::string> {};
TEST_P(CatalogGolden, MatchesPuppet) {
    check(kCatalog, GetParam());
}
INSTANTIATE_TEST_SUITE_P(Golden, CatalogGolden,
                         testing::ValuesIn(golden::discover(kRoot / kCatalog.dir, ".pp")), case_name);

// The corpus must be installed (test.sh installs it); without it the suite has no cases.
class ModuleGolden : public testing::TestWithParam<std::string> {};
TEST_P(ModuleGolden, MatchesPuppet) {
    check(kModules, GetParam());
}
INSTANTIATE_TEST_SUITE_P(Golden, ModuleGolden,
                         testing::ValuesIn(fs::exists(kModules.modulepath)
                                               ? golden::discover(kRoot / kModules.dir, ".pp")
                                               : std::vector<std::string>{}),
                         case_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ModuleGolden);

} // namespace
