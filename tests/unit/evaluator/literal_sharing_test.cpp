// Literal values made once and shared (Evaluator::shared_string, shared_list and the per-node cache): equal
// string literals and bare words, equal lists of scalars, and a list or hash evaluated again at the same
// place are one value; anything that holds a variable, or whose sharing would change what is printed, is
// made anew each time.
#include "eval_support.hpp"

#include <gtest/gtest.h>

#include <string>

using namespace pp;

namespace {

// The two items of `code`'s value (a list of two) and whether they are one object.
struct Pair {
    std::string first;
    std::string second;
    bool shared = false;
};
Pair pair(const std::string& code) {
    const test::Evaluated e = test::evaluate_code(code);
    EXPECT_TRUE(e.parsed && e.error.empty()) << code << ": " << e.error;
    const runtime::Value& v = e.value;
    if (!v.is_array() || v.as_array().size() != 2) {
        ADD_FAILURE() << code << " gave " << runtime::to_s(v);
        return {};
    }
    const runtime::Value& a = v.as_array()[0];
    const runtime::Value& b = v.as_array()[1];
    return {runtime::to_s(a), runtime::to_s(b),
            a.object_ptr() != nullptr && a.object_ptr().get() == b.object_ptr().get()};
}

TEST(LiteralSharing, EqualStringsAndBareWordsAreOneValue) {
    Pair p = pair("$a = 'file'\n$b = file\n[$a, $b]");
    EXPECT_EQ(p.first, "file");
    EXPECT_EQ(p.second, "file");
    EXPECT_TRUE(p.shared);
    p = pair("$a = 'file'\n$b = 'File'\n[$a, $b]");
    EXPECT_EQ(p.second, "File");
    EXPECT_FALSE(p.shared);
}

TEST(LiteralSharing, EqualListsOfScalarsAtDifferentPlacesAreOneValue) {
    Pair p = pair("$a = ['big', 'even', 1, true]\n$b = ['big', 'even', 1, true]\n[$a, $b]");
    EXPECT_EQ(p.first, "[big, even, 1, true]");
    EXPECT_TRUE(p.shared);
    // not equal as Ruby's eql? sees them: an Integer and a Float, a String and an Integer
    p = pair("$a = [1]\n$b = [1.0]\n[$a, $b]");
    EXPECT_EQ(p.first, "[1]");
    EXPECT_EQ(p.second, "[1.0]");
    EXPECT_FALSE(p.shared);
    p = pair("$a = ['1']\n$b = [1]\n[$a, $b]");
    EXPECT_FALSE(p.shared);
    p = pair("$a = [0.0]\n$b = [0.0]\n[$a, $b]");
    EXPECT_TRUE(p.shared);
    p = pair("$a = ['a', 'b']\n$b = ['b', 'a']\n[$a, $b]");
    EXPECT_EQ(p.second, "[b, a]");
    EXPECT_FALSE(p.shared);
}

TEST(LiteralSharing, ListsOfHashesKeepTheirOwnKeyOrder) {
    // the hashes are equal (eql? ignores the order of keys), but each prints its own order
    const Pair p = pair("$a = [{'a' => 1, 'b' => 2}]\n$b = [{'b' => 2, 'a' => 1}]\n[$a, $b]");
    EXPECT_EQ(p.first, "[{a => 1, b => 2}]");
    EXPECT_EQ(p.second, "[{b => 2, a => 1}]");
    EXPECT_FALSE(p.shared);
}

TEST(LiteralSharing, AListOrHashEvaluatedAgainAtOnePlaceIsOneValue) {
    Pair p = pair("[1, 2].map |$x| { ['a', ['b', 'c']] }");
    EXPECT_EQ(p.first, "[a, [b, c]]");
    EXPECT_TRUE(p.shared);
    p = pair("[1, 2].map |$x| { {'k' => [1, 'v'], 'j' => default} }");
    EXPECT_EQ(p.first, "{k => [1, v], j => default}");
    EXPECT_TRUE(p.shared);
}

TEST(LiteralSharing, WhatHoldsAVariableIsMadeEachTime) {
    Pair p = pair("[1, 2].map |$x| { ['a', $x] }");
    EXPECT_EQ(p.first, "[a, 1]");
    EXPECT_EQ(p.second, "[a, 2]");
    EXPECT_FALSE(p.shared);
    p = pair("[1, 2].map |$x| { {'k' => ['v', $x]} }");
    EXPECT_EQ(p.first, "{k => [v, 1]}");
    EXPECT_EQ(p.second, "{k => [v, 2]}");
    p = pair("[1, 2].map |$x| { \"n${x}\" }");
    EXPECT_EQ(p.first, "n1");
    EXPECT_EQ(p.second, "n2");
    p = pair("[[1], [2]].map |$x| { [*$x] }");
    EXPECT_EQ(p.first, "[1]");
    EXPECT_EQ(p.second, "[2]");
}

} // namespace
