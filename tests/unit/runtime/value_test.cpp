// The value layer: Hash keeps insertion order and uses Ruby's eql? for keys; values share their contents.
#include "runtime/value.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using pp::runtime::Hash;
using pp::runtime::Value;
using pp::runtime::ValueKind;

namespace {

std::vector<std::string> keys(const Hash& h) {
    std::vector<std::string> out;
    for (const auto& [k, v] : h)
        out.push_back(k.is_string() ? k.as_string() : "#");
    return out;
}

} // namespace

TEST(HashOrder, KeepsInsertionOrder) {
    Hash h;
    h.set(Value("b"), Value(1));
    h.set(Value("a"), Value(2));
    h.set(Value("c"), Value(3));
    EXPECT_EQ(keys(h), (std::vector<std::string>{"b", "a", "c"}));
}

TEST(HashOrder, ResetKeepsPositionAndReplacesValue) {
    Hash h{{Value("x"), Value(1)}, {Value("y"), Value(2)}};
    h.set(Value("x"), Value(9));
    EXPECT_EQ(keys(h), (std::vector<std::string>{"x", "y"}));
    EXPECT_EQ(h.find(Value("x"))->as_integer(), 9);
    EXPECT_EQ(h.size(), 2U);
}

TEST(HashOrder, EraseKeepsTheOthersInOrder) {
    Hash h{{Value("a"), Value(1)}, {Value("b"), Value(2)}, {Value("c"), Value(3)}};
    h.erase(Value("b"));
    EXPECT_EQ(keys(h), (std::vector<std::string>{"a", "c"}));
    EXPECT_EQ(h.find(Value("b")), nullptr);
    h.set(Value("b"), Value(4)); // re-added at the end, as in Ruby
    EXPECT_EQ(keys(h), (std::vector<std::string>{"a", "c", "b"}));
}

TEST(HashOrder, LargeHashStaysOrderedAndFindsEveryKey) {
    // past the size where the hash builds its index
    Hash h;
    for (int i = 999; i >= 0; --i)
        h.set(Value(std::to_string(i)), Value(i));
    ASSERT_EQ(h.size(), 1000U);
    EXPECT_EQ(h.entries().front().first.as_string(), "999");
    EXPECT_EQ(h.entries().back().first.as_string(), "0");
    for (int i = 0; i < 1000; ++i)
        ASSERT_EQ(h.find(Value(std::to_string(i)))->as_integer(), i);
    h.erase(Value("500"));
    EXPECT_EQ(h.find(Value("500")), nullptr);
    EXPECT_EQ(h.find(Value("499"))->as_integer(), 499);
    h.set(Value("500"), Value(-1));
    EXPECT_EQ(h.entries().back().first.as_string(), "500");
}

TEST(HashKeys, RubyEqlSemantics) {
    Hash h;
    h.set(Value(1), Value("int"));
    h.set(Value(1.0), Value("float")); // 1.eql?(1.0) is false in Ruby
    h.set(Value("A"), Value("upper"));
    h.set(Value("a"), Value("lower")); // keys are case-sensitive
    EXPECT_EQ(h.size(), 4U);
    EXPECT_EQ(h.find(Value(1))->as_string(), "int");
    EXPECT_EQ(h.find(Value(1.0))->as_string(), "float");
    EXPECT_EQ(h.find(Value("a"))->as_string(), "lower");
}

TEST(HashKeys, CollectionsAndUndefAreKeys) {
    Hash h;
    h.set(Value(std::vector<Value>{Value(1), Value("x")}), Value("array"));
    h.set(Value(), Value("undef"));
    h.set(Value::default_value(), Value("default"));
    EXPECT_EQ(h.find(Value(std::vector<Value>{Value(1), Value("x")}))->as_string(), "array");
    EXPECT_EQ(h.find(Value(std::vector<Value>{Value("x"), Value(1)})), nullptr);
    EXPECT_EQ(h.find(Value())->as_string(), "undef");
    EXPECT_EQ(h.find(Value::default_value())->as_string(), "default");
}

TEST(Values, EqlAndHashAgree) {
    Value a(std::vector<Value>{Value(1), Value(Hash{{Value("k"), Value(true)}})});
    Value b(std::vector<Value>{Value(1), Value(Hash{{Value("k"), Value(true)}})});
    EXPECT_TRUE(a.eql(b));
    EXPECT_EQ(a.hash(), b.hash());
    EXPECT_FALSE(Value(1).eql(Value(true)));
    EXPECT_FALSE(Value().eql(Value(false)));
}

TEST(Values, Truthiness) {
    EXPECT_FALSE(Value().truthy());
    EXPECT_FALSE(Value(false).truthy());
    EXPECT_TRUE(Value(0).truthy());
    EXPECT_TRUE(Value("").truthy());
    EXPECT_TRUE(Value(std::vector<Value>{}).truthy());
    EXPECT_TRUE(Value::default_value().truthy());
}

TEST(Values, CopiesShareContents) {
    Value a(std::string(1000, 'x'));
    Value b = a; // NOLINT(performance-unnecessary-copy-initialization): the copy is the subject
    EXPECT_EQ(&a.as_string(), &b.as_string());
    EXPECT_EQ(b.kind(), ValueKind::String);
}
