// Object types and instances (p_object_type.rb); expected strings are what Puppet 7.23 prints for the same
// declarations (`notice(T)`, `notice(T(...))`).

#include "runtime/object.hpp"
#include "runtime/type_parser.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace pp::runtime {
namespace {

TypePtr declare(const std::string& name, const std::string& object_syntax) {
    std::string error;
    TypePtr t = parse_type(object_syntax, &error);
    EXPECT_NE(t, nullptr) << error;
    return named_object_type(*t, name);
}

TEST(ObjectTest, PrintsTheDeclarationExpanded) {
    TypePtr t =
        declare("Pp_opt", "Object[{attributes => {a => Optional[String], b => {type => String, value => "
                          "'x'}, c => Integer}}]");
    EXPECT_EQ(to_string(*t), "Pp_opt");
    EXPECT_EQ(to_string_expanded(*t),
              "Object[{name => 'Pp_opt', attributes => {'a' => {type => Optional[String], "
              "value => undef}, 'b' => {type => String, value => 'x'}, 'c' => Integer}}]");
    EXPECT_EQ(to_string(*object_init_hash_type(*t)),
              "Struct[{'a' => Optional[String], Optional['b'] => String, 'c' => Integer}]");
}

TEST(ObjectTest, BuiltInTypes) {
    EXPECT_EQ(to_string_expanded(*deferred_type()),
              "Object[{name => 'Deferred', attributes => {'name' => "
              "Pattern[/\\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\\z/], 'arguments' => {type => "
              "Optional[Array], value => undef}}}]");
    EXPECT_EQ(to_string(*builtin_type("Error")), "Error");
    Value e = error_value("boom", Value("my/kind"));
    EXPECT_EQ(e.kind(), ValueKind::Object);
    EXPECT_EQ(as_object(e).to_string(), "Error({'msg' => 'boom', 'kind' => 'my/kind'})");
    EXPECT_EQ(object_member(e, "message")->as_string(), "boom");
    EXPECT_TRUE(object_member(e, "issue_code")->is_undef());
    EXPECT_FALSE(object_member(e, "nope").has_value());
    EXPECT_FALSE(object_member(Value(1), "msg").has_value());
    EXPECT_TRUE(is_instance(*error_type(), e));
    EXPECT_TRUE(e.eql(error_value("boom", Value("my/kind"))));
    EXPECT_EQ(e.hash(), error_value("boom", Value("my/kind")).hash());
    EXPECT_FALSE(e.eql(error_value("boom")));
}

TEST(ObjectTest, InheritsAttributesAndAssignability) {
    TypePtr base = declare("Pp_base", "Object[{attributes => {a => String}}]");
    auto derived_syntax =
        std::make_shared<Type>(*declare("Pp_derived", "Object[{attributes => {b => Integer}}]"));
    auto spec = std::make_shared<ObjectSpec>(*derived_syntax->m_object);
    spec->parent = base;
    derived_syntax->m_object = spec;
    TypePtr derived = derived_syntax;
    auto attrs = all_attributes(*derived);
    ASSERT_EQ(attrs.size(), 2U);
    EXPECT_EQ(attrs[0]->name, "a");
    EXPECT_EQ(attrs[1]->name, "b");
    EXPECT_TRUE(is_assignable(*base, *derived));
    EXPECT_FALSE(is_assignable(*derived, *base));
    EXPECT_TRUE(is_assignable(*builtin_type("Object"), *derived));
    Value d = object_value(derived, {Value("x"), Value(1)});
    EXPECT_EQ(as_object(d).to_string(), "Pp_derived({'a' => 'x', 'b' => 1})");
    EXPECT_TRUE(is_instance(*base, d));
    EXPECT_EQ(to_string_expanded(*infer_set(d)),
              "Object[{name => 'Pp_derived', parent => Pp_base, attributes => {'b' => Integer}}]");
}

TEST(ObjectTest, DefaultValuesAreLeftOutOfThePrintedValue) {
    TypePtr t =
        declare("Pp_point2", "Object[{attributes => {x => Integer, y => {type => Integer, value => 0}}}]");
    EXPECT_EQ(as_object(object_value(t, {Value(5), Value(0)})).to_string(), "Pp_point2({'x' => 5})");
    EXPECT_EQ(as_object(object_value(t, {Value(5), Value(1)})).to_string(),
              "Pp_point2({'x' => 5, 'y' => 1})");
}

TEST(ObjectTest, RejectsMalformedDeclarations) {
    std::string error;
    EXPECT_EQ(object_type_from_hash(Value(1), &error), nullptr);
    EXPECT_EQ(object_type_from_hash(Value(Hash{{Value("attributes"), Value(Hash{{Value("a"), Value(1)}})}}),
                                    &error),
              nullptr);
    // Puppet's TypeAsserter text (tests/golden/eval/gap-type-param-object-bad-attr-type-error.out)
    EXPECT_EQ(error, "attribute Object[a] has wrong type, expects a Type value, got Integer");
    EXPECT_EQ(object_type_from_hash(Value(Hash{{Value("attribs"), Value(Hash{})}}), &error), nullptr);
    EXPECT_EQ(error, "object initializer has wrong type, unrecognized key 'attribs'");
    EXPECT_EQ(
        object_type_from_hash(Value(Hash{{Value("functions"), Value(Hash{{Value("f"), Value(1)}})}}), &error),
        nullptr);
    EXPECT_EQ(error, "function Object[f] has wrong type, expects a Type[Callable] value, got Integer");
}

} // namespace
} // namespace pp::runtime
