// Versions and version ranges against the semantic_puppet gem (1.0.4) that Puppet 7 uses. Every expected
// value in the tables was printed by the gem: the generator script is at the end of this file
// (`ruby gen.rb`), its output pasted here.

#include "runtime/semver.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace pp::runtime {
namespace {

struct VersionRow {
    const char* text;
    const char* printed; ///< Version#to_s, null when parsing raises
    const char* error;   ///< the gem's message
};

struct CompareRow {
    const char* a;
    const char* b;
    int cmp;  ///< a <=> b
    bool eql; ///< a.eql?(b)
};

struct RangeRow {
    const char* text;
    const char* to_s;     ///< VersionRange#to_s, null when parsing raises
    const char* inspect;  ///< #inspect (the canonical form)
    const char* includes; ///< which of kProbe the range includes
    const char* error;    ///< the first line of the gem's message
};

const char* const kProbe[] = {"0.0.1", "1.0.0", "1.2.3",      "1.2.3-beta.3", "1.2.4",
                              "1.5.0", "2.0.0", "2.0.0-rc.1", "3.0.0",        "0.2.9"};

// clang-format off
const VersionRow kVersionRows[] = {
    {"1.2.3", "1.2.3", nullptr},
    {"0.0.0", "0.0.0", nullptr},
    {"10.20.30", "10.20.30", nullptr},
    {"1.2.3-rc.1", "1.2.3-rc.1", nullptr},
    {"1.2.3-rc.1+build.5", "1.2.3-rc.1+build.5", nullptr},
    {"1.2.3+b", "1.2.3+b", nullptr},
    {"1.0.0-0.3.7", "1.0.0-0.3.7", nullptr},
    {"1.0.0-x.7.z.92", "1.0.0-x.7.z.92", nullptr},
    {"99999999999999999999.0.1", "99999999999999999999.0.1", nullptr},
    {"1.2", nullptr, "Unable to parse '1.2' as a semantic version identifier"},
    {"01.2.3", nullptr, "Unable to parse '01.2.3' as a semantic version identifier"},
    {"1.2.3-01", nullptr, "Numeric pre-release identifiers MUST NOT contain leading zeroes"},
    {"1.2.3-", nullptr, "Unable to parse '1.2.3-' as a semantic version identifier"},
    {"1.2.3+", nullptr, "Unable to parse '1.2.3+' as a semantic version identifier"},
    {"1.2.3\n", "1.2.3", nullptr},
    {"v1.2.3", nullptr, "Unable to parse 'v1.2.3' as a semantic version identifier"},
    {"1.2.3-rc..1", nullptr, "Unable to parse '1.2.3-rc..1' as a semantic version identifier"},
};
const CompareRow kCompareRows[] = {
    {"1.0.0", "2.0.0", -1, false},
    {"1.10.0", "1.9.0", 1, false},
    {"1.0.0-alpha", "1.0.0", -1, false},
    {"1.0.0-alpha", "1.0.0-alpha.1", -1, false},
    {"1.0.0-alpha.1", "1.0.0-alpha.beta", -1, false},
    {"1.0.0-beta.2", "1.0.0-beta.11", -1, false},
    {"1.0.0-2", "1.0.0-10", -1, false},
    {"1.0.0-rc.1", "1.0.0-rc.1", 0, true},
    {"1.0.0+a", "1.0.0+b", 0, false},
    {"1.0.0-a.b", "1.0.0-a", 1, false},
    {"99999999999999999999.0.0", "9999999999999999999.0.0", 1, false},
};
const RangeRow kRangeRows[] = {
    {"1.2.3", "1.2.3", "1.2.3", "1.2.3", nullptr},
    {"1.x", "1.x", ">=1.0.0 <2.0.0", "1.0.0 1.2.3 1.2.4 1.5.0", nullptr},
    {"*", "*", "*", "0.0.1 1.0.0 1.2.3 1.2.3-beta.3 1.2.4 1.5.0 2.0.0 2.0.0-rc.1 3.0.0 0.2.9", nullptr},
    {"", "*", "*", "0.0.1 1.0.0 1.2.3 1.2.3-beta.3 1.2.4 1.5.0 2.0.0 2.0.0-rc.1 3.0.0 0.2.9", nullptr},
    {">=1.0.0 <2.0.0", ">=1.0.0 <2.0.0", ">=1.0.0 <2.0.0", "1.0.0 1.2.3 1.2.4 1.5.0", nullptr},
    {"~1.2", "~1.2", ">=1.2.0 <1.3.0", "1.2.3 1.2.4", nullptr},
    {"~1.2.3-beta.2", "~1.2.3-beta.2", ">=1.2.3-beta.2 <1.3.0", "1.2.3 1.2.3-beta.3 1.2.4", nullptr},
    {"^0.2.3", "^0.2.3", ">=0.2.3 <0.3.0", "0.2.9", nullptr},
    {"^1.2.3-beta.2", "^1.2.3-beta.2", ">=1.2.3-beta.2 <2.0.0", "1.2.3 1.2.3-beta.3 1.2.4 1.5.0", nullptr},
    {"1.2.3 - 2.3", "1.2.3 - 2.3", ">=1.2.3 <=2.3.0", "1.2.3 1.2.4 1.5.0 2.0.0", nullptr},
    {">1", ">1", ">=2.0.0", "2.0.0 3.0.0", nullptr},
    {"<=1.2", "<=1.2", "<1.3.0", "0.0.1 1.0.0 1.2.3 1.2.4 0.2.9", nullptr},
    {"1.x || 2.x", "1.x || 2.x", ">=1.0.0 <3.0.0", "1.0.0 1.2.3 1.2.4 1.5.0 2.0.0", nullptr},
    {"1.x || >=1.5.0", "1.x || >=1.5.0", ">=1.0.0", "1.0.0 1.2.3 1.2.4 1.5.0 2.0.0 3.0.0", nullptr},
    {">=1.0.0 <1.0.0", ">=1.0.0 <1.0.0", "<0.0.0", "", nullptr},
    {">= v1.2", nullptr, nullptr, nullptr, "Unparsable version range: \">= v1.2\""},
    {">=v1.2", ">=v1.2", ">=1.2.0", "1.2.3 1.2.4 1.5.0 2.0.0 3.0.0", nullptr},
    {"not a range", nullptr, nullptr, nullptr, "Unparsable version range: \"not a range\""},
    {" 1.0.0", nullptr, nullptr, nullptr, "Unparsable version range: \" 1.0.0\""},
    {"1.2.3-01", nullptr, nullptr, nullptr, "Numeric pre-release identifiers MUST NOT contain leading zeroes"},
    {"^x", nullptr, nullptr, nullptr, "undefined method `SINGLETON' for SemanticPuppet::VersionRange::AllRange:Class"},
    {"<=x", nullptr, nullptr, nullptr, "undefined method `SINGLETON' for SemanticPuppet::VersionRange::AllRange:Class"},
    {">=1.0.0 <2.0.0 || >=1.5.0 <2.0.0", nullptr, nullptr, nullptr, "undefined local variable or method `exclude_end' for >=1.5.0 <2.0.0:SemanticPuppet::VersionRange::MinMaxRange"},
    {"1.2.3 || 1.2.4", "1.2.3 || 1.2.4", ">=1.2.3 <=1.2.4", "1.2.3 1.2.4", nullptr},
    {">x", ">x", "<0.0.0", "", nullptr},
};

// clang-format on

TEST(SemVer, ParsesAndPrintsAsTheGem) {
    for (const auto& row : kVersionRows) {
        if (row.printed != nullptr) {
            EXPECT_EQ(SemVer::parse(row.text).to_string(), row.printed) << row.text;
            continue;
        }
        try {
            (void)SemVer::parse(row.text);
            ADD_FAILURE() << row.text << " parsed";
        } catch (const VersionError& e) {
            EXPECT_EQ(std::string(e.what()), row.error) << row.text;
            EXPECT_TRUE(e.validation()) << row.text;
        }
    }
}

TEST(SemVer, ComparesAsTheGem) {
    for (const auto& row : kCompareRows) {
        SemVer a = SemVer::parse(row.a);
        SemVer b = SemVer::parse(row.b);
        EXPECT_EQ(a.compare(b), row.cmp) << row.a << " <=> " << row.b;
        EXPECT_EQ(b.compare(a), -row.cmp) << row.b << " <=> " << row.a;
        EXPECT_EQ(a.eql(b), row.eql) << row.a << " eql? " << row.b;
    }
}

TEST(SemVer, LimitsPrintAsTheGem) {
    EXPECT_EQ(SemVer::min().to_string(), "0.0.0-");
    EXPECT_EQ(SemVer::max().to_string(), "Infinity.0.0");
    EXPECT_LT(SemVer::min().compare(SemVer::parse("0.0.0")), 0);
    EXPECT_GT(SemVer::max().compare(SemVer::parse("99999999999999999999.0.0")), 0);
}

TEST(VersionRange, ParsesPrintsAndIncludesAsTheGem) {
    for (const auto& row : kRangeRows) {
        if (row.to_s == nullptr) {
            try {
                (void)VersionRange::parse(row.text);
                ADD_FAILURE() << row.text << " parsed";
            } catch (const VersionError& e) {
                std::string msg = e.what();
                EXPECT_EQ(msg.substr(0, msg.find('\n')), row.error) << row.text;
            }
            continue;
        }
        VersionRange r = VersionRange::parse(row.text);
        EXPECT_EQ(r.to_string(), row.to_s) << row.text;
        EXPECT_EQ(r.inspect(), row.inspect) << row.text;
        std::string included;
        for (const char* p : kProbe)
            if (r.includes(SemVer::parse(p))) included += (included.empty() ? "" : " ") + std::string(p);
        EXPECT_EQ(included, row.includes) << row.text;
    }
}

TEST(VersionRange, EqualityIgnoresTheText) {
    EXPECT_TRUE(VersionRange::parse("1.x").eql(VersionRange::parse(">=1.0.0 <2.0.0")));
    EXPECT_EQ(VersionRange::parse("1.x").hash(), VersionRange::parse(">=1.0.0 <2.0.0").hash());
    EXPECT_FALSE(VersionRange::parse("1.x").eql(VersionRange::parse("~1.0")));
}

// Puppet's SemVerRange(min, max) and the SemVer type's merging (p_sem_ver_range_type.rb), as Puppet 7.23
// prints them: the gem names the bounds backwards.
TEST(VersionRange, BoundsAndMergesAsPuppet) {
    SemVer one = SemVer::parse("1.0.0");
    SemVer two = SemVer::parse("2.0.0");
    EXPECT_EQ(VersionRange::from_bounds(one, two, false).to_string(), "2.0.0 - 1.0.0");
    EXPECT_EQ(VersionRange::from_bounds(one, two, true).to_string(), ">=2.0.0 <1.0.0");
    EXPECT_EQ(VersionRange::from_bounds(SemVer::min(), SemVer::max(), false).inspect(), "<=Infinity.0.0");
    auto merged = VersionRange::merge_all({VersionRange::parse("1.x"), VersionRange::parse("2.x")});
    ASSERT_EQ(merged.size(), 1U);
    EXPECT_EQ(merged[0].to_string(), ">=3.0.0 <1.0.0");
    merged = VersionRange::merge_all({VersionRange::parse(">=1.0.0 <2.0.0"), VersionRange::parse(">=3.0.0")});
    ASSERT_EQ(merged.size(), 2U);
    EXPECT_EQ(merged[0].to_string(), ">=1.0.0 <2.0.0");
    EXPECT_TRUE(VersionRange::covered_by(VersionRange::parse("1.2.x"), VersionRange::parse("1.x")));
    EXPECT_FALSE(VersionRange::covered_by(VersionRange::parse("1.x"), VersionRange::parse("1.2.x")));
}

} // namespace
} // namespace pp::runtime

// The generator:
// # Generates the tables of tests/unit/runtime/semver_test.cpp from the semantic_puppet gem Puppet 7 uses.
// require 'semantic_puppet'
// def c(s) ; s.nil? ? 'nullptr' : s.inspect ; end
// def try ; [yield, nil] ; rescue StandardError => e ; [nil, e.message.lines.first.chomp] ; end
// versions = ['1.2.3', '0.0.0', '10.20.30', '1.2.3-rc.1', '1.2.3-rc.1+build.5', '1.2.3+b', '1.0.0-0.3.7',
// '1.0.0-x.7.z.92',
//             '99999999999999999999.0.1', '1.2', '01.2.3', '1.2.3-01', '1.2.3-', '1.2.3+', "1.2.3\n",
//             'v1.2.3', '1.2.3-rc..1']
// puts 'const VersionRow kVersionRows[] = {'
// versions.each { |v| r, e = try { SemanticPuppet::Version.parse(v).to_s } ; puts "    {#{c(v)}, #{c(r)},
// #{c(e)}}," } puts '};' pairs = [%w[1.0.0 2.0.0], %w[1.10.0 1.9.0], %w[1.0.0-alpha 1.0.0],
// %w[1.0.0-alpha 1.0.0-alpha.1], %w[1.0.0-alpha.1 1.0.0-alpha.beta],
//          %w[1.0.0-beta.2 1.0.0-beta.11], %w[1.0.0-2 1.0.0-10], %w[1.0.0-rc.1 1.0.0-rc.1],
//          %w[1.0.0+a 1.0.0+b], %w[1.0.0-a.b 1.0.0-a], %w[99999999999999999999.0.0 9999999999999999999.0.0]]
// puts 'const CompareRow kCompareRows[] = {'
// pairs.each do |a, b|
//   x = SemanticPuppet::Version.parse(a) ; y = SemanticPuppet::Version.parse(b)
//   puts "    {#{c(a)}, #{c(b)}, #{x <=> y}, #{x.eql?(y)}},"
// end
// puts '};'
// ranges = ['1.2.3', '1.x', '*', '', '>=1.0.0 <2.0.0', '~1.2', '~1.2.3-beta.2', '^0.2.3', '^1.2.3-beta.2',
// '1.2.3 - 2.3', '>1', '<=1.2',
//           '1.x || 2.x', '1.x || >=1.5.0', '>=1.0.0 <1.0.0', '>= v1.2', '>=v1.2', 'not a range', ' 1.0.0',
//           '1.2.3-01', '^x', '<=x',
//           '>=1.0.0 <2.0.0 || >=1.5.0 <2.0.0', '1.2.3 || 1.2.4', '>x']
// probe = %w[0.0.1 1.0.0 1.2.3 1.2.3-beta.3 1.2.4 1.5.0 2.0.0 2.0.0-rc.1 3.0.0 0.2.9]
// puts 'const RangeRow kRangeRows[] = {'
// ranges.each do |s|
//   r, e = try { SemanticPuppet::VersionRange.parse(s) }
//   inc = r ? probe.select { |p| r.include?(SemanticPuppet::Version.parse(p)) }.join(' ') : nil
//   puts "    {#{c(s)}, #{c(r && r.to_s)}, #{c(r && r.inspect)}, #{c(inc)}, #{c(e)}},"
// end
// puts '};'
