// The user provider's password ages (useradd's manages_password_age through chage): read from the shadow
// file, compared as numbers, changed with `chage -m/-M/-W`. A provider root holds the account files and a
// fake `chage` on PATH records what it is asked, so the machine's accounts are never touched.

#include "apply/providers/builtin.hpp"
#include "apply/transaction.hpp"

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace pp::apply {
namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& p) {
    std::ifstream in(p);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

class UserPasswordAgeTest : public ::testing::Test {
protected:
    void SetUp() override {
        char tmpl[] = "/tmp/pp-user-test.XXXXXX";
        m_root = ::mkdtemp(tmpl);
        fs::create_directories(m_root / "etc");
        fs::create_directories(m_root / "bin");
        std::ofstream(m_root / "etc/passwd") << "alice:x:1000:1000:Alice:/home/alice:/bin/sh\n";
        std::ofstream(m_root / "etc/shadow") << "alice:*:19000:1:99999:7:::\n";
        std::ofstream(m_root / "etc/group") << "alice:x:1000:\n";
        const fs::path chage = m_root / "bin/chage";
        std::ofstream(chage) << "#!/bin/sh\necho \"$@\" >> " << (m_root / "calls").string() << "\n";
        fs::permissions(chage, fs::perms::owner_all);
        m_path = std::getenv("PATH") != nullptr ? std::getenv("PATH") : "";
        ::setenv("PATH", ((m_root / "bin").string() + ":" + m_path).c_str(), 1);
    }
    void TearDown() override {
        ::setenv("PATH", m_path.c_str(), 1);
        fs::remove_all(m_root);
    }

    // Applies `user { 'alice': <params> }` and returns the console output.
    std::string apply(const std::vector<std::pair<std::string, Value>>& params, bool noop = false) {
        runtime::Catalog catalog;
        runtime::CatalogResource r;
        r.type = "User";
        r.title = "alice";
        r.kind = "compilable_type";
        for (const auto& [k, v] : params)
            r.set_param(k, v);
        catalog.add(std::move(r));
        ProviderSettings settings;
        settings.root = m_root.string();
        ProviderRegistry providers = ProviderRegistry::with_builtins(settings);
        auto autos = auto_relationships(providers);
        runtime::RelationshipGraph::Options options;
        options.auto_relationships = autos.get();
        runtime::RelationshipGraph graph = runtime::RelationshipGraph::populate_from(catalog, options);
        std::ostringstream out, err;
        Log log(out, err, LogLevel::Notice);
        ApplyOptions aopts;
        aopts.noop = noop;
        aopts.now = 1;
        m_summary = apply_catalog(catalog, graph, providers, log, aopts);
        return out.str() + err.str();
    }

    fs::path m_root;
    std::string m_path;
    RunSummary m_summary;
};

TEST_F(UserPasswordAgeTest, AgesInSyncChangeNothing) {
    std::string out = apply({{"password_min_age", Value("1")},
                             {"password_max_age", Value(std::int64_t{99999})},
                             {"password_warn_days", Value("7")}});
    EXPECT_EQ(out, "");
    EXPECT_FALSE(fs::exists(m_root / "calls"));
    EXPECT_EQ(m_summary.changed, 0);
}

TEST_F(UserPasswordAgeTest, ChangedAgeRunsChageUnderTheRoot) {
    std::string out = apply({{"password_max_age", Value("90")}});
    EXPECT_EQ(out, "Notice: /User[alice]/password_max_age: password_max_age changed 99999 to 90\n");
    EXPECT_EQ(read(m_root / "calls"), "--root " + m_root.string() + " -M 90 alice\n");
    EXPECT_EQ(m_summary.changed, 1);
}

TEST_F(UserPasswordAgeTest, NoopShowsNumbersAndRunsNothing) {
    std::string out = apply({{"password_warn_days", Value("14")}}, true);
    EXPECT_EQ(out, "Notice: /User[alice]/password_warn_days: current_value 7, should be 14 (noop)\n");
    EXPECT_FALSE(fs::exists(m_root / "calls"));
}

TEST_F(UserPasswordAgeTest, NonNumberIsRefused) {
    std::string out = apply({{"password_min_age", Value("soon")}});
    EXPECT_NE(
        out.find("Parameter password_min_age failed on User[alice]: Password minimum age must be provided "
                 "as a number."),
        std::string::npos)
        << out;
    EXPECT_TRUE(m_summary.aborted);
}

} // namespace
} // namespace pp::apply
