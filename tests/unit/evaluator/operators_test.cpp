// Operators with Ruby semantics on 64-bit integers: floor division, modulo sign, and overflow as an error
// rather than a wrapped value (Puppet's Integer range is 64 bits).
#include "eval_support.hpp"

#include <gtest/gtest.h>

#include <string>

using namespace pp;

namespace {

// Evaluates `code`; the value of its last expression, or the error message prefixed with "error: ".
std::string eval(const std::string& code) {
    const test::Evaluated e = test::evaluate_code(code);
    if (!e.parsed) return "parse error";
    return e.error.empty() ? runtime::to_s(e.value) : "error: " + e.error;
}

} // namespace

TEST(IntegerOverflow, AdditionSubtractionMultiplication) {
    EXPECT_EQ(eval("9223372036854775806 + 1"), "9223372036854775807");
    EXPECT_EQ(eval("9223372036854775807 + 1"),
              "error: A '+' expression resulted in a value outside of Puppet Integer max range, got "
              "'+0x8000000000000000'");
    EXPECT_EQ(eval("-9223372036854775807 - 2"),
              "error: A '-' expression resulted in a value outside of Puppet Integer min range, got "
              "'-0x8000000000000001'");
    EXPECT_EQ(eval("4611686018427387904 * 2"),
              "error: A '*' expression resulted in a value outside of Puppet Integer max range, got "
              "'+0x8000000000000000'");
    EXPECT_EQ(eval("-4611686018427387904 * 2"), "-9223372036854775808");
}

TEST(IntegerOverflow, ShiftAndNegation) {
    EXPECT_EQ(eval("1 << 62"), "4611686018427387904");
    EXPECT_EQ(eval("1 << 63"),
              "error: A '<<' expression resulted in a value outside of Puppet Integer max range, got "
              "'+0x8000000000000000'");
    EXPECT_EQ(eval("-8 >> 1"), "-4");
    EXPECT_EQ(eval("-1 >> 70"), "-1");
}

TEST(IntegerDivision, FloorsAndTakesTheDivisorsSign) {
    EXPECT_EQ(eval("-7 / 2"), "-4");
    EXPECT_EQ(eval("7 / -2"), "-4");
    EXPECT_EQ(eval("-7 % 3"), "2");
    EXPECT_EQ(eval("7 % -3"), "-2");
    EXPECT_EQ(eval("1 / 0"), "error: Division by 0");
}

TEST(FloatArithmetic, PrintsAsRuby) {
    EXPECT_EQ(eval("1.0e15 * 10"), "1.0e+16");
    EXPECT_EQ(eval("10.0 * 10"), "100.0");
    EXPECT_EQ(eval("1 + 0.5"), "1.5");
}
