// REPL input completeness (repl/input.hpp): which buffers wait for another line.
#include "repl/input.hpp"

#include <gtest/gtest.h>

#include <string>

using pp::repl::input_status;
using pp::repl::InputStatus;

namespace {

struct Case {
    const char* text;
    InputStatus expected;
};

class InputStatusTest : public testing::TestWithParam<Case> {};

TEST_P(InputStatusTest, Classifies) {
    const Case& c = GetParam();
    EXPECT_EQ(input_status(c.text), c.expected) << "input: " << c.text;
}

constexpr InputStatus kDone = InputStatus::Complete;
constexpr InputStatus kMore = InputStatus::Incomplete;
constexpr InputStatus kBad = InputStatus::Invalid;

INSTANTIATE_TEST_SUITE_P(Repl, InputStatusTest,
                         testing::Values(
                             // whole inputs
                             Case{"notice(1)", kDone}, Case{"$x = [1, 2]", kDone},
                             Case{"class foo { }", kDone}, Case{"1 + 2\n", kDone}, Case{"", kDone},
                             Case{"# only a comment", kDone}, Case{"$x = @(END)\n  text\n  | END\n", kDone},
                             // the input ends too soon
                             Case{"notice(", kMore}, Case{"$a = [1,", kMore}, Case{"$h = { 'a' =>", kMore},
                             Case{"class foo", kMore}, Case{"class foo {", kMore},
                             Case{"class foo(\n  $x,", kMore}, Case{"if true {", kMore},
                             Case{"$x = 1 +", kMore}, Case{"'abc", kMore}, Case{"\"abc ${", kMore},
                             Case{"\"two\nlines", kMore}, Case{"/* a comment", kMore},
                             Case{"$x = @(END)\n", kMore}, Case{"$x = @(END)\n  text\n", kMore},
                             Case{"file { '/tmp/x':\n  ensure => file,", kMore},
                             Case{"notify { 'a': } ->", kMore},
                             // errors before the end
                             Case{"notice())", kBad}, Case{"$x = = 1", kBad}, Case{"}", kBad},
                             Case{"class foo { } }", kBad}, Case{"notice(1) )\nnotice(", kBad}));

} // namespace
