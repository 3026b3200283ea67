// The golden suites' ratchet (golden_harness.hpp): what an accept run writes, and that a filtered one never
// shrinks a PASSING list (once, catalog/PASSING went from 165 entries to 1 that way).
#include "tests/golden/harness/golden_harness.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

namespace pp::golden {
namespace {

namespace fs = std::filesystem;

class TempDir {
public:
    TempDir() {
        std::string pattern = (fs::temp_directory_path() / "pp-harness-XXXXXX").string();
        m_path = mkdtemp(pattern.data());
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(m_path, ec);
    }
    [[nodiscard]] const fs::path& path() const { return m_path; }

private:
    fs::path m_path;
};

void write(const fs::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary) << text;
}

TEST(GoldenRatchet, ReadsTheListedCasesWithoutComments) {
    TempDir d;
    write(d.path() / "PASSING", "# about\na\n\nb\n");
    Ratchet r(d.path() / "PASSING", "x");
    EXPECT_TRUE(r.listed("a"));
    EXPECT_TRUE(r.listed("b"));
    EXPECT_FALSE(r.listed("# about"));
    EXPECT_FALSE(r.listed(""));
}

TEST(GoldenRatchet, AcceptUpdatesOnlyTheCasesThatRan) {
    TempDir d;
    write(d.path() / "PASSING", "# about\na\nb\nc\n");
    Ratchet r(d.path() / "PASSING", "the suite");
    r.record("b", false); // a listed case that fails leaves the list
    r.record("d", true);  // a new one that passes joins it
    EXPECT_EQ(r.accepted(), (std::set<std::string>{"a", "c", "d"}));
    r.write();
    EXPECT_EQ(read_file(d.path() / "PASSING"),
              "# the suite. PP_ACCEPT=1 updates the cases that ran (tests/golden/harness/).\na\nc\nd\n");
}

TEST(GoldenRatchet, AFilteredAcceptRunNeverShrinksTheList) {
    TempDir d;
    std::string listed = "# about\n";
    for (int i = 0; i < 165; ++i)
        listed += "case" + std::to_string(1000 + i) + "\n";
    write(d.path() / "PASSING", listed);
    Ratchet r(d.path() / "PASSING", "about");
    r.record("case1007", true); // the only case the filter let run
    r.write();
    Ratchet again(d.path() / "PASSING", "about");
    EXPECT_EQ(again.accepted().size(), 165U);
}

TEST(GoldenRatchet, ASuiteWithNoCaseRunKeepsItsFile) {
    TempDir d;
    write(d.path() / "PASSING", "a\n");
    Ratchet r(d.path() / "PASSING", "about");
    r.write();
    EXPECT_EQ(read_file(d.path() / "PASSING"), "a\n");
}

TEST(GoldenHarness, DiscoversCasesByExtensionSorted) {
    TempDir d;
    for (const char* f : {"b.pp", "a.pp", "a.out", "c.epp", "PASSING"})
        write(d.path() / f, "");
    EXPECT_EQ(discover(d.path(), ".pp"), (std::vector<std::string>{"a", "b"}));
    EXPECT_TRUE(discover(d.path() / "missing", ".pp").empty());
}

TEST(GoldenHarness, TestNamesAreIdentifiers) {
    EXPECT_EQ(test_name("gap-type::x.1"), "gap_type__x_1");
}

} // namespace
} // namespace pp::golden
