// Iterator values and the element types Puppet's Iterable.on gives (iterable.rb); expected strings are what
// Puppet 7.23 prints for `type($it)` and `notice($it)`.

#include "runtime/iterator.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace pp::runtime {
namespace {

std::string element_type_of(const Value& v) {
    TypePtr t = iterable_element_type(v);
    return t ? to_string(*t) : "null";
}

TEST(IteratorTest, ElementTypesFollowIterableOn) {
    EXPECT_EQ(element_type_of(Value(std::vector<Value>{1, 2, 3})),
              "Variant[Integer[1, 1], Integer[2, 2], Integer[3, 3]]");
    EXPECT_EQ(element_type_of(Value(std::vector<Value>{1, 1})), "Integer[1, 1]");
    EXPECT_EQ(element_type_of(Value(std::vector<Value>{})), "Unit");
    EXPECT_EQ(element_type_of(Value("abc")), "String[1, 1]");
    EXPECT_EQ(element_type_of(Value(10)), "Integer[0, 9]");
    EXPECT_EQ(element_type_of(Value(0)), "Unit");
    EXPECT_EQ(element_type_of(Value(-1)), "null");
    EXPECT_EQ(element_type_of(Value(Hash{{Value("a"), Value(1)}})), "Tuple[String, Integer[1, 1], 2, 2]");
    EXPECT_EQ(element_type_of(Value(integer_type(1, 3))), "Integer[1, 3]");
    EXPECT_EQ(element_type_of(Value(integer_type(1))), "null");
    EXPECT_EQ(element_type_of(Value(1.5)), "null");
}

TEST(IteratorTest, PrintsGeneralizedElementType) {
    Value it = iterator_value(iterable_element_type(Value(std::vector<Value>{1, 2})), {Value(2), Value(1)});
    EXPECT_EQ(it.kind(), ValueKind::Iterator);
    EXPECT_EQ(as_iterator(it).to_string(), "Iterator[Integer]-Value");
    EXPECT_EQ(Iterator(nullptr, {}).to_string(), "Iterator-Value");
    EXPECT_EQ(as_iterator(it).elements().size(), 2U);
    EXPECT_FALSE(as_iterator(it).hash_style());
}

TEST(IteratorTest, InfersIteratorTypes) {
    Value it = iterator_value(integer_type(0, 2), {Value(2), Value(1), Value(0)});
    EXPECT_EQ(to_string(*infer_set(it)), "Iterator[Integer[0, 2]]");
    EXPECT_EQ(to_string(*infer_generalized(it)), "Iterator[Integer]");
    EXPECT_TRUE(is_instance(*iterator_type(), it));
    EXPECT_TRUE(is_instance(*iterable_type(integer_type()), it));
    EXPECT_FALSE(is_instance(*iterator_type(string_type()), it));
    EXPECT_FALSE(is_instance(*iterator_type(), Value(std::vector<Value>{1})));
}

TEST(IteratorTest, MaybeVariantFlattensAndDeduplicates) {
    EXPECT_EQ(to_string(*maybe_variant({integer_type(), integer_type()})), "Integer");
    EXPECT_EQ(to_string(*maybe_variant({variant_type({integer_type(), float_type()}), integer_type()})),
              "Variant[Integer, Float]");
}

} // namespace
} // namespace pp::runtime
