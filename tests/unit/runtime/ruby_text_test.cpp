// runtime/ruby_text.hpp and runtime/json.hpp: Ruby's text forms, each expected value printed by Ruby 3.1
// (`ruby -e 'p Integer("0d12")'` and so on), not typed from memory.
#include "runtime/json.hpp"
#include "runtime/ruby_text.hpp"

#include <gtest/gtest.h>

#include <array>

namespace pp::runtime {
namespace {

TEST(RubyInteger, PrefixesUnderscoresAndRange) {
    EXPECT_EQ(ruby_integer(" 0x1f "), 31);
    EXPECT_EQ(ruby_integer("0b101"), 5);
    EXPECT_EQ(ruby_integer("0o17"), 15);
    EXPECT_EQ(ruby_integer("017"), 15);
    EXPECT_EQ(ruby_integer("0d12"), 12);
    EXPECT_EQ(ruby_integer("1_000"), 1000);
    EXPECT_EQ(ruby_integer("-9223372036854775808"), std::numeric_limits<std::int64_t>::min());
    EXPECT_EQ(ruby_integer("ff", 16), 255);
    // ArgumentError in Ruby
    EXPECT_EQ(ruby_integer("1__0"), std::nullopt);
    EXPECT_EQ(ruby_integer("09"), std::nullopt);
    // a Bignum in Ruby, which no Puppet Integer holds
    EXPECT_EQ(ruby_integer("9223372036854775808"), std::nullopt);
}

TEST(RubyFloat, WhatKernelFloatAccepts) {
    EXPECT_EQ(ruby_float(".5"), 0.5);
    EXPECT_EQ(ruby_float("1_0e1_0"), 100000000000.0);
    EXPECT_EQ(ruby_float("0x1A"), 26.0);
    EXPECT_EQ(ruby_float(" -2.5e-3 "), -0.0025);
    EXPECT_EQ(ruby_float("1."), std::nullopt);
}

TEST(RubyFormat, ConversionsAndErrors) {
    std::array<Value, 4> args{Value(3.14159), Value("ab"), Value(5), Value(255)};
    EXPECT_EQ(ruby_format("%05.1f|%-4s|%+d|%x", args), "003.1|ab  |+5|ff");
    std::array<Value, 1> named{Value(Hash{{Value("a"), Value(1)}, {Value("b"), Value(2)}})};
    EXPECT_EQ(ruby_format("%<a>s-%{b}", named), "1-2");
    try {
        (void)ruby_format("%d", {});
        ADD_FAILURE() << "no error";
    } catch (const Error& e) {
        EXPECT_STREQ(e.what(), "too few arguments");
    }
    std::array<Value, 1> one{Value(1)};
    try {
        (void)ruby_format("%Q", one);
        ADD_FAILURE() << "no error";
    } catch (const Error& e) {
        EXPECT_STREQ(e.what(), "malformed format string - %Q");
    }
}

TEST(RubyInspect, StringsAndCollections) {
    EXPECT_EQ(ruby_inspect_string("a\tb\x01#{x}\xff"), R"("a\tb\u0001\#{x}\xFF")");
    Value v(std::vector<Value>{Value(), Value("x"), Value(1.0), Value(1e20), Value(1e-5),
                               Value(Hash{{Value("k"), Value(std::vector<Value>{Value(1)})}})});
    EXPECT_EQ(ruby_inspect(v), R"([nil, "x", 1.0, 1.0e+20, 1.0e-05, {"k"=>[1]}])");
    EXPECT_EQ(ruby_to_s(v), ruby_inspect(v)); // Array#to_s is its inspect
    EXPECT_EQ(ruby_to_s(Value("x")), "x");
}

TEST(Json, GenerateAsRubyDoes) {
    Value v(Hash{{Value("a"), Value(std::vector<Value>{Value(1), Value(2.5), Value(), Value(true)})},
                 {Value("b"), Value("\xc3\xa9\n\"q\"")}});
    std::string out;
    append_json(out, v);
    EXPECT_EQ(out, "{\"a\":[1,2.5,null,true],\"b\":\"\xc3\xa9\\n\\\"q\\\"\"}");
    Value empty(Hash{{Value("a"), Value(std::vector<Value>{})},
                     {Value("b"), Value(Hash{})},
                     {Value("c"), Value(std::vector<Value>{Value(1)})}});
    out.clear();
    append_json(out, empty, JsonStyle{.pretty = true});
    EXPECT_EQ(out, "{\n  \"a\": [\n\n  ],\n  \"b\": {\n  },\n  \"c\": [\n    1\n  ]\n}");
}

TEST(Json, ParseKeepsOrderAndRefusesDepth) {
    Value v = parse_json(R"({"z": 1, "a": [true, null, 1.5, 18446744073709551615]})");
    ASSERT_TRUE(v.is_hash());
    EXPECT_EQ(v.as_hash().begin()->first.as_string(), "z");
    const Value* a = v.as_hash().find(Value("a"));
    ASSERT_NE(a, nullptr);
    EXPECT_TRUE(a->as_array()[1].is_undef());
    EXPECT_TRUE(a->as_array()[3].is_float()); // beyond 64 bits
    EXPECT_THROW((void)parse_json("{\"a\": "), JsonError);
    EXPECT_THROW((void)parse_json("[[[[1]]]]", 2), JsonTooDeep);
}

} // namespace
} // namespace pp::runtime
