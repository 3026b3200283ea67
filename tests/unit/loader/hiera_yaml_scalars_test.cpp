// How Hiera's YAML data types a plain scalar (loader::hiera::yaml_to_value): as Ruby's Psych does for
// Puppet's yaml_data backend, recorded in yaml_scalars/scalars.tsv by yaml_scalars/record.rb (floats with
// and without an exponent, integers in every base with underscores and commas, booleans, null, special
// floats, and strings that look like numbers).
#include "loader/hiera_config.hpp"

#include <gtest/gtest.h>

#include <fmt/format.h>

#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace pp;
using runtime::Value;

namespace {

// What record.rb writes for a value: Psych's class and its text (a Float as %.17g)
std::string describe(const Value& v) {
    if (v.is_undef()) return "NilClass\tnil";
    if (v.is_boolean()) return v.as_boolean() ? "TrueClass\ttrue" : "FalseClass\tfalse";
    if (v.is_integer()) return "Integer\t" + std::to_string(v.as_integer());
    if (v.is_float()) {
        const double f = v.as_float();
        if (std::isnan(f)) return "Float\tNaN";
        if (std::isinf(f)) return f > 0 ? "Float\tInf" : "Float\t-Inf";
        return "Float\t" + fmt::format("{:.17g}", f);
    }
    if (v.is_string()) return "String\t" + v.as_string();
    return "(another kind)";
}

} // namespace

TEST(HieraYamlScalars, PlainScalarsAreTypedAsPsychTypesThem) {
    std::ifstream in(std::string(PP_SOURCE_DIR) + "/tests/unit/loader/yaml_scalars/scalars.tsv");
    ASSERT_TRUE(in) << "scalars.tsv";
    std::size_t checked = 0;
    std::vector<std::string> wrong;
    for (std::string line; std::getline(in, line);) {
        const std::size_t tab = line.find('\t');
        ASSERT_NE(tab, std::string::npos) << line;
        const std::string scalar = line.substr(0, tab);
        const std::string expected = line.substr(tab + 1);
        const Value doc = loader::hiera::yaml_to_value("k: " + scalar + "\n");
        ASSERT_TRUE(doc.is_hash()) << scalar;
        const Value* v = doc.as_hash().find(Value("k"));
        ASSERT_NE(v, nullptr) << scalar;
        const std::string got = describe(*v);
        if (got != expected) wrong.push_back(scalar + ": Psych " + expected + ", pp " + got);
        ++checked;
    }
    EXPECT_GT(checked, 60U);
    std::string all;
    for (const auto& w : wrong)
        all += "\n  " + w;
    EXPECT_TRUE(wrong.empty()) << wrong.size() << " scalars typed differently:" << all;
}

// Integers beyond 64 bits, which Psych makes Bignums, stay Strings in pp (DESIGN.md §3: a 64-bit Integer),
// base 60 included, whose sum is checked rather than overflowing.
TEST(HieraYamlScalars, IntegersBeyondSixtyFourBitsStayStrings) {
    for (const char* s : {"9223372036854775808", "99999999999999999999:30", "2562047788015216:00"}) {
        const Value doc = loader::hiera::yaml_to_value(std::string("k: ") + s + "\n");
        const Value* v = doc.as_hash().find(Value("k"));
        ASSERT_NE(v, nullptr) << s;
        EXPECT_TRUE(v->is_string()) << s << ": " << describe(*v);
    }
}
