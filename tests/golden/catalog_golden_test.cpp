// Golden catalog cases: tests/golden/catalog/NAME.pp with NAME.out / NAME.exit / NAME.json recorded from real
// Puppet (tests/golden/record-catalog.sh). pp compiles each case through the compile facade
// (driver/compilation.hpp), as `pp compile --error-style puppet` does, with the modulepath
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
#include "driver/compilation.hpp"
#include "evaluator/node_scope.hpp"
#include "tests/golden/harness/golden_harness.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
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
    std::string facts;        ///< the node's facts (relative to the repository root)
    mutable golden::Ratchet ratchet;
};
const Suite kCatalog{"tests/golden/catalog", "tests/golden/catalog/modules", "",
                     "tests/golden/eval/facts.json",
                     golden::Ratchet(kRoot / "tests/golden/catalog/PASSING",
                                     "Catalog cases pp matches (tests/golden/catalog_golden_test.cpp)")};
const Suite kModules{"tests/golden/modules", "/usr/share/puppet/modules",
                     "tests/golden/modules/hiera/hiera.yaml", "tests/golden/modules/facts.json",
                     golden::Ratchet(kRoot / "tests/golden/modules/PASSING",
                                     "Catalog cases pp matches (tests/golden/catalog_golden_test.cpp)")};

using golden::read_file;

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

// What `pp compile --error-style puppet` prints for the case (logs and errors in one stream, as the
// recording has them), its exit status and catalog.
Result run(const Suite& suite, const std::string& name) {
    static std::mutex chdir_mutex; // the working directory is the process's
    std::lock_guard<std::mutex> lock(chdir_mutex);
    ChdirToRoot chdir;
    static std::map<std::string, runtime::Value> facts_by_file;
    auto [at, fresh] = facts_by_file.try_emplace(suite.facts);
    if (fresh) {
        std::string error;
        auto f = evaluator::parse_facts_json(read_file(kRoot / suite.facts), &error);
        if (!f) throw std::runtime_error(suite.facts + ": " + error);
        at->second = *f;
    }
    const runtime::Value& facts = at->second;
    std::ostringstream out;
    driver::CompileOptions options;
    options.modulepath = {suite.modulepath};
    options.env.hiera_config = suite.hiera_config;
    options.node = evaluator::NodeInfo{kNode, "production", facts};
    options.errors = driver::ErrorStyle::Puppet;
    options.out = &out;
    options.err = &out;
    driver::Compilation compilation(std::move(options));
    Result res;
    try {
        if (!compilation.load("", suite.dir + "/" + name + ".pp") || !compilation.compile()) {
            res.out = out.str();
            res.exit = 1;
            return res;
        }
    } catch (const std::exception& e) {
        res.out = out.str() + "Error: pp: " + e.what() + "\n";
        res.exit = 1;
        return res;
    }
    res.out = out.str();
    res.catalog = compilation.catalog().to_json(kNode, "production", 0);
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
