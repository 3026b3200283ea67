// Type system tables. Every expected value below was produced by real Puppet 7.23: assignability with
// `notice("${A} ${B} ${A >= B}")`, formatting with `notice("${T}")`, inference with `type($v)` /
// `type($v, generalized)`, and mismatch messages with Puppet's TypeMismatchDescriber#describe_mismatch.

#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/types.hpp"

#include <gtest/gtest.h>

namespace pp::runtime {
namespace {

// Tests resolve the resource type names Puppet knows (File) and leave the rest references.
TypePtr parse(std::string_view s) {
    std::string error;
    auto t = parse_type(s, &error, [](std::string_view name) -> TypePtr {
        if (name == "File") return resource_type("file");
        return nullptr;
    });
    EXPECT_TRUE(t) << s << ": " << error;
    return t ? t : any_type();
}

struct AssignRow {
    const char* to;
    const char* from;
    bool expected;
};

const AssignRow assign_rows[] = {
    {"Any", "Integer", true},
    {"Integer", "Any", false},
    {"Integer", "Integer[1, 2]", true},
    {"Integer[1, 2]", "Integer", false},
    {"Integer[0, 10]", "Integer[1, 2]", true},
    {"Integer[1, 2]", "Integer[0, 10]", false},
    {"Float", "Integer", false},
    {"Numeric", "Integer", true},
    {"Numeric", "Float[1.0, 2.0]", true},
    {"Integer", "Float", false},
    {"Scalar", "String", true},
    {"Scalar", "Integer", true},
    {"Scalar", "Boolean", true},
    {"Scalar", "Regexp", true},
    {"Scalar", "Undef", false},
    {"Scalar", "Array", false},
    {"ScalarData", "String", true},
    {"ScalarData", "Regexp", false},
    {"ScalarData", "Integer", true},
    {"ScalarData", "Undef", false},
    {"Data", "Undef", true},
    {"Data", "Integer", true},
    {"Data", "Array[Integer]", true},
    {"Data", "Hash[String, Integer]", true},
    {"Data", "Hash[Integer, Integer]", false},
    {"Data", "Regexp", false},
    {"Data", "Array[Regexp]", false},
    {"Data", "Tuple[Integer, String]", true},
    {"Data", "Struct[{'a' => Integer}]", true},
    {"Data", "Default", false},
    {"Data", "Array", false},
    {"Data", "Hash", false},
    {"Data", "Sensitive", false},
    {"RichData", "Regexp", true},
    {"RichData", "Default", true},
    {"RichData", "Hash[Integer, Integer]", true},
    {"RichData", "Sensitive[String]", true},
    {"RichData", "Timespan", true},
    {"RichData", "Type", true},
    {"RichData", "Undef", true},
    {"RichData", "Callable", false},
    {"RichData", "Iterator", false},
    {"Optional[String]", "Undef", true},
    {"Optional[String]", "String", true},
    {"Optional[String]", "Integer", false},
    {"String", "Optional[String]", false},
    {"Optional[String]", "Optional[String[1]]", true},
    {"NotUndef", "Undef", false},
    {"NotUndef", "Integer", true},
    {"NotUndef[String]", "String", true},
    {"NotUndef[String]", "Optional[String]", false},
    {"NotUndef", "Optional[String]", false},
    {"NotUndef[Optional[String]]", "String", true},
    {"Any", "NotUndef", true},
    {"Variant[Integer, String]", "Integer", true},
    {"Variant[Integer, String]", "String[1]", true},
    {"Variant[Integer, String]", "Float", false},
    {"Integer", "Variant[Integer[1, 2], Integer[5, 6]]", true},
    {"Variant[Integer, String]", "Variant[String, Integer[1, 2]]", true},
    {"Variant[Integer, String]", "Variant[Integer, Float]", false},
    {"String", "String[1]", true},
    {"String[1]", "String", false},
    {"String[2, 5]", "String[3, 4]", true},
    {"String[2, 5]", "String[1, 4]", false},
    {"String", "Enum['a', 'b']", true},
    {"String[1]", "Enum['a', 'b']", true},
    {"String[2]", "Enum['a', 'bb']", false},
    {"Enum['a', 'b']", "String", false},
    {"Enum['a', 'b']", "Enum['a']", true},
    {"Enum['a']", "Enum['a', 'b']", false},
    {"Enum['a', 'b']", "Pattern[/a/]", false},
    {"Pattern[/a/]", "Enum['abc', 'xa']", true},
    {"Pattern[/a/]", "Enum['abc', 'xy']", false},
    {"Pattern[/a/]", "String", false},
    {"String", "Pattern[/a/]", true},
    {"Pattern[/a/]", "Pattern[/a/]", true},
    {"Pattern[/a/, /b/]", "Pattern[/a/]", false},
    {"Pattern[/a/]", "Pattern[/a/, /b/]", false},
    {"Enum['a', 'b', true]", "Enum['A', 'b', true]", true},
    {"Boolean", "Boolean", true},
    {"Integer", "Boolean", false},
    {"Regexp", "Regexp[/a/]", true},
    {"Regexp[/a/]", "Regexp", false},
    {"Regexp[/a/]", "Regexp[/a/]", true},
    {"Regexp[/a/]", "Regexp[/b/]", false},
    {"Array", "Array[Integer]", true},
    {"Array[Integer]", "Array", false},
    {"Array[Integer]", "Array[Integer[1, 2]]", true},
    {"Array[Integer[1, 2]]", "Array[Integer]", false},
    {"Array[Integer, 2]", "Array[Integer]", false},
    {"Array[Integer]", "Array[Integer, 2]", true},
    {"Array[Integer, 1, 3]", "Array[Integer, 2, 2]", true},
    {"Array", "Tuple[Integer, String]", true},
    {"Array[Integer]", "Tuple[Integer, String]", false},
    {"Array[Integer, 3]", "Tuple[Integer, Integer]", false},
    {"Array[Integer]", "Tuple[Integer, Integer, 0, 5]", true},
    {"Array[Integer, 0, 2]", "Tuple[Integer, Integer, 0, 5]", false},
    {"Tuple[Integer, String]", "Array[Integer]", false},
    {"Tuple[Integer]", "Array[Integer, 1, 1]", true},
    {"Tuple[Integer, 1, 2]", "Array[Integer, 1, 2]", true},
    {"Tuple[Integer, String]", "Tuple[Integer[1, 2], String[1]]", true},
    {"Tuple[Integer, String]", "Tuple[Integer]", false},
    {"Tuple[Integer, String, 1, 2]", "Tuple[Integer]", true},
    {"Tuple[Integer, String, 1]", "Tuple[Integer, String, String]", true},
    {"Tuple[Integer, String, 1]", "Tuple[Integer, String, Integer]", false},
    {"Tuple[Any, 0]", "Array", true},
    {"Tuple", "Array", true},
    {"Tuple", "Tuple[Integer]", true},
    {"Array[Integer]", "Tuple", true},
    {"Hash", "Hash[String, Integer]", true},
    {"Hash[String, Integer]", "Hash", false},
    {"Hash[String, Integer]", "Hash[String[1], Integer[0]]", true},
    {"Hash[String, Integer, 2]", "Hash[String, Integer]", false},
    {"Hash[String, Integer]", "Struct[{'a' => Integer}]", true},
    {"Hash[String, Integer]", "Struct[{'a' => Optional[Integer]}]", false},
    {"Hash[String, Integer, 2]", "Struct[{'a' => Integer}]", false},
    {"Hash[Enum['a'], Integer]", "Struct[{'a' => Integer}]", true},
    {"Hash[String[2], Integer]", "Struct[{'a' => Integer}]", false},
    {"Struct[{'a' => Integer}]", "Hash[String, Integer]", false},
    {"Struct[{'a' => Integer}]", "Struct[{'a' => Integer[1, 2]}]", true},
    {"Struct[{'a' => Integer}]", "Struct[{'a' => Integer, 'b' => String}]", false},
    {"Struct[{'a' => Integer, 'b' => Optional[String]}]", "Struct[{'a' => Integer}]", true},
    {"Struct[{'a' => Integer, Optional['b'] => String}]", "Struct[{'a' => Integer}]", true},
    {"Struct[{'a' => Integer}]", "Struct[{'a' => Integer, Optional['b'] => String}]", false},
    {"Struct[{'a' => Optional[Integer]}]", "Struct[{'a' => Integer}]", true},
    {"Struct[{'a' => Integer}]", "Struct[{'a' => Optional[Integer]}]", false},
    {"Struct[{'a' => Optional[Integer]}]", "Struct", true},
    {"Struct", "Hash[0, 0]", true},
    {"Struct[{'a' => Optional[Integer]}]", "Hash[0, 0]", true},
    {"Struct[{'a' => Optional[Integer]}]", "Hash[Enum['a'], Integer]", false},
    {"Collection", "Array", true},
    {"Collection", "Hash", true},
    {"Collection", "String", false},
    {"Collection[2]", "Array[Integer, 3]", true},
    {"Collection[2]", "Array[Integer]", false},
    {"Collection", "Tuple[Integer]", true},
    {"Collection", "Struct[{'a' => Integer}]", true},
    {"Array", "Collection", false},
    {"Array", "Collection", false},
    {"Iterable", "Array", true},
    {"Iterable", "Hash", true},
    {"Iterable", "String", true},
    {"Iterable", "Integer", true},
    {"Iterable", "Integer[1, 5]", true},
    {"Iterable", "Type[Integer]", false},
    {"Iterable", "Type[Integer[1, 5]]", true},
    {"Iterable", "Type[Enum['a', 'b']]", true},
    {"Iterable", "Iterator", true},
    {"Iterable[Integer]", "Array[Integer]", true},
    {"Iterable[Integer]", "Array[String]", false},
    {"Iterable[String]", "String", true},
    {"Iterable[Integer]", "Integer[1, 3]", true},
    {"Iterable[Tuple[String, Integer]]", "Hash[String, Integer]", true},
    {"Iterable[Integer]", "Iterator[Integer]", true},
    {"Iterator", "Array", false},
    {"Iterable", "Float", false},
    {"Iterable", "Enum['a']", true},
    {"Iterable[Integer]", "Hash[String, Integer]", false},
    {"Type", "Type[Integer]", true},
    {"Type[Integer]", "Type", false},
    {"Type[Integer]", "Type[Integer[1, 2]]", true},
    {"Type[Numeric]", "Type[Integer]", true},
    {"Type[Integer]", "Type[Numeric]", false},
    {"Type", "Integer", false},
    {"Type[Resource]", "Type[File]", true},
    {"Type[Resource]", "File", false},
    {"Resource", "File", true},
    {"File", "File['/x']", true},
    {"File['/x']", "File", false},
    {"Resource", "Class", false},
    {"CatalogEntry", "Resource", true},
    {"CatalogEntry", "Class[foo]", true},
    {"Class", "Class[foo]", true},
    {"Class[foo]", "Class", false},
    {"Class[foo]", "Class[bar]", false},
    {"Callable", "Callable[Integer]", true},
    {"Callable[Integer]", "Callable", false},
    {"Callable[Integer]", "Callable[Numeric]", true},
    {"Callable[Numeric]", "Callable[Integer]", false},
    {"Callable[String, Integer]", "Callable[String, Integer]", true},
    {"Callable[1, 2]", "Callable[Any, Any]", false},
    {"Sensitive", "Sensitive[String]", true},
    {"Sensitive[String]", "Sensitive", false},
    {"Sensitive[String]", "Sensitive[String]", true},
    {"Sensitive[String]", "String", false},
    {"Timespan", "Timespan", true},
    {"Timespan", "Timestamp", false},
    {"Timestamp", "Timestamp", true},
    {"SemVer", "SemVer", true},
    {"SemVerRange", "SemVer", false},
    {"Binary", "Binary", true},
    {"Scalar", "Timespan", true},
    {"Scalar", "SemVer", true},
    {"ScalarData", "Timespan", false},
    {"Scalar", "Sensitive", false},
    {"Scalar", "Binary", false},
    {"Scalar", "Default", false},
    {"Default", "Default", true},
    {"Default", "Undef", false},
    {"Undef", "Default", false},
    {"Any", "Undef", true},
    {"Undef", "Undef", true},
    {"Undef", "Integer", false},
    {"Runtime", "Runtime", true},
    {"Data", "Runtime", false},
    {"Init", "Init", true},
    {"Init[Integer]", "Init[Integer]", true},
    {"Optional[Integer]", "Variant[Undef, Integer[1, 2]]", true},
    {"Numeric", "Variant[Integer, Float]", true},
    {"Float[1.0, 2.0]", "Integer[1, 2]", false},
    {"Float", "Float[1.0, 2.0]", true},
    {"Float[1.0, 2.0]", "Float[1.5, 1.7]", true},
    {"Integer[1]", "Integer[2]", true},
    {"Integer[2]", "Integer[1]", false},
    {"Integer[default, 5]", "Integer[0, 3]", true},
    {"Enum['a', 'b']", "Enum['A']", false},
    {"Enum['a', true]", "Enum['A']", true},
    {"Enum['A', true]", "Enum['a']", true},
    {"String[1]", "Enum['', 'a']", false},
    {"Optional[Enum['a']]", "Enum['a']", true},
    {"Scalar", "Enum['a']", true},
    {"Variant[Enum['a'], Enum['b']]", "Enum['a', 'b']", false},
    {"Enum['a', 'b']", "Variant[Enum['a'], Enum['b']]", true},
    {"Array[Data]", "Array[Integer]", true},
    {"Hash[String, Data]", "Hash[String, Array[Integer]]", true},
    {"Array[Variant[Integer, String]]", "Tuple[Integer, String]", true},
    {"Array[Optional[Integer]]", "Array[Undef]", true},
    {"Array[0, 0]", "Array[0, 0]", true},
    {"Array[String]", "Array[0, 0]", true},
    {"Hash[String, String]", "Hash[0, 0]", true},
    {"Optional[Data]", "Array", false},
    {"Any", "Any", true},
    {"Optional", "Undef", true},
    {"Optional", "Integer", true},
    {"NotUndef", "Any", false},
    {"Iterable", "Collection", true},
    {"Collection", "Iterable", false},
};

TEST(TypesAssignable, MatchesPuppet) {
    for (const auto& row : assign_rows) {
        auto to = parse(row.to);
        auto from = parse(row.from);
        EXPECT_EQ(is_assignable(*to, *from), row.expected) << row.to << " >= " << row.from;
    }
}

TEST(TypesAssignable, TableRoundTripsThroughFormatter) {
    for (const auto& row : assign_rows) {
        EXPECT_EQ(to_string(*parse(row.to)), row.to);
        EXPECT_EQ(to_string(*parse(row.from)), row.from);
    }
}

struct FormatRow {
    const char* source;
    const char* printed;
};

const FormatRow format_rows[] = {
    {"Integer[default,5]", "Integer[default, 5]"},
    {"Float[1.5]", "Float[1.5]"},
    {"Float[default, 2.0]", "Float[default, 2.0]"},
    {"String[1]", "String[1]"},
    {"String[default, 5]", "String[0, 5]"},
    {"Array[Integer, 1]", "Array[Integer, 1]"},
    {"Array[Any,1,2]", "Array[Any, 1, 2]"},
    {"Hash[String, Integer, 1]", "Hash[String, Integer, 1]"},
    {"Collection[1]", "Collection[1]"},
    {"Callable[Integer, String, 1, 2]", "Callable[Integer, String, 1, 2]"},
    {"Callable[[Integer], String]", "Callable[[Integer], String]"},
    {"Callable[0,0]", "Callable[0, 0]"},
    {"Callable[Integer, Callable[1,1]]", "Callable[Integer, Callable[1, 1]]"},
    {"Enum[a, true]", "Enum['a', true]"},
    {"Optional[Integer]", "Optional[Integer]"},
    {"NotUndef[Integer]", "NotUndef[Integer]"},
    {"Type[Integer]", "Type[Integer]"},
    {"Sensitive[String]", "Sensitive[String]"},
    {"Iterable[Integer]", "Iterable[Integer]"},
    {"Iterator[Integer]", "Iterator[Integer]"},
    {"Runtime[ruby, 'Foo']", "Runtime[ruby, 'Foo']"},
    {"Tuple[Integer, 1, default]", "Tuple[Integer, 1]"},
    {"Tuple[Integer, 0, 2]", "Tuple[Integer, 0, 2]"},
    {"Resource", "Resource"},
    {"Resource[file]", "File"},
    {"Class", "Class"},
    {"Variant[Integer, String]", "Variant[Integer, String]"},
    {"Pattern[/a\\/b/, 'x']", "Pattern[/a\\/b/, /x/]"},
    {"Regexp['a']", "Regexp[/a/]"},
    {"Init[Integer, 1]", "Init[Integer, 1]"},
    {"Integer[0]", "Integer[0]"},
    {"Integer[-5, default]", "Integer[-5]"},
    {"Array[Any]", "Array"},
    {"Hash[Any, Any]", "Hash"},
    {"Optional[Any]", "Optional[Any]"},
    {"Type[Any]", "Type[Any]"},
    {"Struct[{Optional[a]=>Integer, b=>NotUndef[String]}]",
     "Struct[{Optional['a'] => Integer, 'b' => NotUndef[String]}]"},
    {"Tuple[Any, 0, default]", "Tuple[Any, 0]"},
    {"String[0]", "String[0]"},
    {"Hash[Integer, Any]", "Hash[Integer, Any]"},
    {"Float[default, default]", "Float"},
    {"Scalar", "Scalar"},
    {"ScalarData", "ScalarData"},
    {"Data", "Data"},
    {"RichData", "RichData"},
    {"Numeric", "Numeric"},
    {"Boolean", "Boolean"},
    {"Undef", "Undef"},
    {"Default", "Default"},
    {"Any", "Any"},
    {"Timestamp", "Timestamp"},
    {"SemVer", "SemVer"},
    {"SemVerRange", "SemVerRange"},
    {"Binary", "Binary"},
    {"CatalogEntry", "CatalogEntry"},
    {"Collection", "Collection"},
    {"Iterable", "Iterable"},
    {"Iterator", "Iterator"},
    {"Callable", "Callable"},
    {"Type", "Type"},
    {"Tuple", "Tuple"},
    {"Struct", "Struct"},
    {"Init", "Init"},
    {"Enum", "Enum"},
    {"Pattern", "Pattern"},
    {"Regexp", "Regexp"},
    {"NotUndef", "NotUndef"},
    {"Optional", "Optional"},
    {"Variant", "Variant"},
    {"Sensitive", "Sensitive"},
    {"Runtime", "Runtime"},
    {"Struct[{a=>Optional[Integer]}]", "Struct[{'a' => Optional[Integer]}]"},
};

TEST(TypesFormat, MatchesPuppet) {
    for (const auto& row : format_rows)
        EXPECT_EQ(to_string(*parse(row.source)), row.printed) << row.source;
}

struct InferRow {
    Value value;
    const char* detailed;    // type($v)
    const char* generalized; // type($v, generalized)
};

TEST(TypesInfer, MatchesPuppet) {
    const InferRow rows[] = {
        {Value(1), "Integer[1, 1]", "Integer"},
        {Value("a"), "String", "String"},
        {Value(1.5), "Float[1.5, 1.5]", "Float"},
        {Value(true), "Boolean[true]", "Boolean"},
        {Value(), "Undef", "Undef"},
        {Value::default_value(), "Default", "Default"},
        {Value(std::vector<Value>{}), "Array[0, 0]", "Array[Unit]"},
        {Value(Hash{}), "Hash[0, 0]", "Hash[0, 0]"},
        {Value(std::vector<Value>{1, "a"}), "Tuple[Integer[1, 1], String]", "Array[ScalarData]"},
        {Value(std::vector<Value>{1, 2}), "Tuple[Integer[1, 1], Integer[2, 2]]", "Array[Integer]"},
        {Value(Hash{{"a", 1}}), "Struct[{'a' => Integer[1, 1]}]", "Hash[String, Integer]"},
        {Value(Hash{{1, "a"}, {"b", 2}}),
         "Hash[Variant[Integer[1, 1], String], Variant[String, Integer[2, 2]], 2, 2]",
         "Hash[ScalarData, ScalarData]"},
        {Value(integer_type()), "Type[Integer]", "Type[Integer]"},
        {Value(std::vector<Value>{Value(std::vector<Value>{1})}), "Tuple[Tuple[Integer[1, 1]]]",
         "Array[Array[Integer]]"},
        {Value(std::vector<Value>{"a", "b"}), "Tuple[String, String]", "Array[String[1, 1]]"},
        {Value(std::vector<Value>{1, 2.0}), "Tuple[Integer[1, 1], Float[2.0, 2.0]]", "Array[Numeric]"},
        {Value(std::vector<Value>{Value()}), "Tuple[Undef]", "Array[Undef]"},
        {Value(Hash{{"a", Value(std::vector<Value>{1})}}), "Struct[{'a' => Tuple[Integer[1, 1]]}]",
         "Hash[String, Array[Integer]]"},
        {Value(integer_type(1, 2)), "Type[Integer[1, 2]]", "Type[Integer]"},
        {Value(resource_type("file", "/x")), "Type[File['/x']]", "Type[File['/x']]"},
        {Value(class_type("foo")), "Type[Class[foo]]", "Type[Class[foo]]"},
        {Value::sensitive(1), "Sensitive[Integer]", "Sensitive[Integer]"},
        {Value(-5), "Integer[-5, -5]", "Integer"},
        {Value(""), "String", "String"},
    };
    for (const auto& row : rows) {
        EXPECT_EQ(to_string(*infer_set(row.value)), row.detailed);
        EXPECT_EQ(to_string(*infer_generalized(row.value)), row.generalized) << row.detailed;
        // a value is always an instance of its inferred types
        EXPECT_TRUE(is_instance(*infer_set(row.value), row.value)) << row.detailed;
        EXPECT_TRUE(is_instance(*infer_generalized(row.value), row.value)) << row.generalized;
    }
}

struct InstanceRow {
    const char* type;
    Value value;
    bool expected;
};

TEST(TypesInstance, Basics) {
    const InstanceRow rows[] = {
        {"Integer[1, 10]", Value(5), true},
        {"Integer[1, 10]", Value(11), false},
        {"Float", Value(1), false},
        {"Numeric", Value(1.5), true},
        {"String[1]", Value(""), false},
        {"Enum[a, b]", Value("a"), true},
        {"Enum[a, b]", Value("A"), false},
        {"Enum[a, b, true]", Value("A"), true},
        {"Pattern[/^a+$/]", Value("aaa"), true},
        {"Pattern[/^a+$/]", Value("ab"), false},
        {"Optional[String]", Value(), true},
        {"NotUndef", Value(), false},
        {"Array[Integer, 2]", Value(std::vector<Value>{1, 2}), true},
        {"Array[Integer, 2]", Value(std::vector<Value>{1}), false},
        {"Tuple[Integer, String]", Value(std::vector<Value>{1, "a"}), true},
        {"Tuple[Integer, String]", Value(std::vector<Value>{"a", 1}), false},
        {"Hash[String, Integer]", Value(Hash{{"a", 1}}), true},
        {"Hash[String, Integer]", Value(Hash{{1, 1}}), false},
        {"Struct[{a => Integer, Optional[b] => String}]", Value(Hash{{"a", 1}}), true},
        {"Struct[{a => Integer, Optional[b] => String}]", Value(Hash{{"a", 1}, {"c", 1}}), false},
        {"Struct[{a => Optional[Integer]}]", Value(Hash{}), true},
        {"Data", Value(Hash{{"a", Value(std::vector<Value>{1, Value()})}}), true},
        {"Data", Value(Hash{{1, 1}}), false},
        {"RichData", Value(Hash{{1, 1}}), true},
        {"Scalar", Value(), false},
        {"Iterable", Value(3), true},
        {"Iterable", Value(1.5), false},
        {"Type[Integer]", Value(integer_type(1, 2)), true},
        {"Variant[Integer, String]", Value(true), false},
        {"Boolean", Value(false), true},
        {"Default", Value::default_value(), true},
        {"Collection[1]", Value(std::vector<Value>{}), false},
        {"Sensitive[Integer]", Value::sensitive(1), true},
        {"Sensitive[String]", Value::sensitive(1), false},
    };
    for (const auto& row : rows)
        EXPECT_EQ(is_instance(*parse(row.type), row.value), row.expected) << row.type;
}

TEST(TypesParse, RoundTrips) {
    const FormatRow rows[] = {
        {"Enum[present, absent]", "Enum['absent', 'present']"}, // Puppet sorts the values
        {"Hash[String, Array[Integer[0]]]", "Hash[String, Array[Integer[0]]]"},
        {"Struct[{a => Integer}]", "Struct[{'a' => Integer}]"},
        {"Integer[default, 5]", "Integer[default, 5]"},
        {"Variant[Integer, Enum['a', \"b\"]]", "Variant[Integer, Enum['a', 'b']]"},
        {"Resource[file, '/x']", "File['/x']"},
        {"File['/x']", "File['/x']"},
        {"Class[Foo]", "Class[foo]"},
        {"MyAlias", "MyAlias"},
        {"Integer[-5, -1]", "Integer[-5, -1]"},
    };
    for (const auto& row : rows)
        EXPECT_EQ(to_string(*parse(row.source)), row.printed) << row.source;
    EXPECT_EQ(parse("MyAlias")->kind(), TypeKind::TypeReference);

    std::string error;
    EXPECT_FALSE(parse_type("Integer[", &error));
    EXPECT_FALSE(error.empty());
    EXPECT_FALSE(parse_type("Integer['a']", &error));
}

TEST(TypesEquality, StructuralEqlAndHash) {
    EXPECT_TRUE(eql(*parse("Array[Integer[1, 2]]"), *parse("Array[Integer[1,2]]")));
    EXPECT_FALSE(eql(*parse("Array[Integer[1, 2]]"), *parse("Array[Integer[1,3]]")));
    EXPECT_EQ(hash_of(*parse("Hash[String, Data]")), hash_of(*parse("Hash[String,Data]")));
    EXPECT_TRUE(Value(parse("Enum[a]")).eql(Value(parse("Enum['a']"))));
}

TEST(TypesAlias, RecursiveAliasResolvesLazily) {
    // type Tree = Variant[Integer, Array[Tree]]
    TypePtr tree;
    std::weak_ptr<const Type> self;
    tree = type_alias("Tree", [&self]() -> TypePtr {
        return parse_type("Variant[Integer, Array[Tree]]", nullptr, [&self](std::string_view n) -> TypePtr {
            return n == "Tree" ? self.lock() : nullptr;
        });
    });
    self = tree;
    Value nested(std::vector<Value>{1, Value(std::vector<Value>{2, Value(std::vector<Value>{3})})});
    EXPECT_TRUE(is_instance(*tree, nested));
    EXPECT_FALSE(is_instance(*tree, Value(std::vector<Value>{"x"})));
    EXPECT_EQ(to_string(*tree), "Tree");
    tree->clear_resolution(); // the alias refers to itself: break the cycle, as the evaluator does
}

struct MismatchRow {
    const char* type;
    Value value;
    const char* message;
};

TEST(TypesMismatch, MatchesPuppet) {
    const MismatchRow rows[] = {
        {"String", Value(std::int64_t{1}), "expects a String value, got Integer"},
        {"Integer", Value("a"), "expects an Integer value, got String"},
        {"Integer[1,10]", Value(std::int64_t{11}), "expects an Integer[1, 10] value, got Integer[11, 11]"},
        {"Integer[1,10]", Value(1.5), "expects an Integer value, got Float"},
        {"Optional[String]", Value(std::int64_t{1}), "expects a value of type Undef or String, got Integer"},
        {"Variant[Integer,String,Boolean]", Value(1.5),
         "expects a value of type Integer, String, or Boolean, got Float"},
        {"Variant[Integer,String]", Value(1.5), "expects a value of type Integer or String, got Float"},
        {"Enum[a,b]", Value("c"), "expects a match for Enum['a', 'b'], got 'c'"},
        {"Enum[a,b]", Value(std::int64_t{1}), "expects a match for Enum['a', 'b'], got Integer"},
        {"Pattern[/a/]", Value("x"), "expects a match for Pattern[/a/], got 'x'"},
        {"String[1]", Value(""), "expects a String[1] value, got String"},
        {"String[2,3]", Value("abcd"), "expects a String[2, 3] value, got String"},
        {"Array[Integer]", Value(std::vector<Value>{Value(std::int64_t{1}), Value("a")}),
         "index 1 expects an Integer value, got String"},
        {"Array[Integer]", Value("a"), "expects an Array value, got String"},
        {"Array[Integer, 2]", Value(std::vector<Value>{Value(std::int64_t{1})}),
         "expects size to be at least 2, got 1"},
        {"Tuple[Integer, String]", Value(std::vector<Value>{Value(std::int64_t{1}), Value(std::int64_t{2})}),
         "index 1 expects a String value, got Integer"},
        {"Tuple[Integer, String]", Value(std::vector<Value>{Value(std::int64_t{1})}),
         "expects size to be 2, got 1"},
        {"Hash[String, Integer]", Value(Hash{{Value("a"), Value("b")}}),
         "entry 'a' expects an Integer value, got String"},
        {"Hash[String, Integer]", Value(Hash{{Value(std::int64_t{1}), Value(std::int64_t{2})}}),
         "expects a Hash[String, Integer] value, got Hash[Integer[1, 1], Integer[2, 2]]"},
        {"Struct[{a=>Integer, b=>String}]", Value(Hash{{Value("a"), Value("x")}}),
         "entry 'a' expects an Integer value, got String\nexpects a value for key 'b'"},
        {"Struct[{a=>Integer}]",
         Value(Hash{{Value("a"), Value(std::int64_t{1})}, {Value("c"), Value(std::int64_t{2})}}),
         "unrecognized key 'c'"},
        {"Struct[{a=>Integer}]", Value("x"), "expects a Struct value, got String"},
        {"Boolean", Value("true"), "expects a Boolean value, got String"},
        {"Undef", Value(std::int64_t{1}), "expects an Undef value, got Integer"},
        {"NotUndef", Value(), "expects a NotUndef value, got Undef"},
        {"Float", Value(std::int64_t{1}), "expects a Float value, got Integer"},
        {"Numeric", Value("a"), "expects a Numeric value, got String"},
        {"Array", Value(Hash{}), "expects an Array value, got Hash"},
        {"Hash", Value(std::vector<Value>{}), "expects a Hash value, got Array"},
        {"Scalar", Value(std::vector<Value>{Value(std::int64_t{1})}), "expects a Scalar value, got Tuple"},
        {"Array[String]", Value(std::vector<Value>{Value(std::vector<Value>{Value(std::int64_t{1})})}),
         "index 0 expects a String value, got Tuple"},
        {"Optional[Integer[1,2]]", Value(std::int64_t{5}),
         "expects a value of type Undef or Integer[1, 2], got Integer[5, 5]"},
        {"Any", Value(std::int64_t{1}), ""},
        {"Default", Value(std::int64_t{1}), "expects a Default value, got Integer"},
        {"Type[Integer]", Value(std::int64_t{1}), "expects a Type[Integer] value, got Integer"},
        {"Regexp", Value("a"), "expects a Regexp value, got String"},
        {"Iterable", Value(1.5), "expects an Iterable value, got Float"},
        {"Collection", Value(std::int64_t{1}), "expects a Collection value, got Integer"},
        {"Callable", Value(std::int64_t{1}), "expects a Callable value, got Integer"},
        {"Struct[{a=>Struct[{b=>Integer}]}]",
         Value(Hash{{Value("a"), Value(Hash{{Value("b"), Value("x")}})}}),
         "entry 'a' entry 'b' expects an Integer value, got String"},
        {"Array[Array[Integer]]",
         Value(std::vector<Value>{Value(std::vector<Value>{Value(std::int64_t{1}), Value("x")})}),
         "index 0 index 1 expects an Integer value, got String"},
        {"Enum[a,b]", Value(), "expects a match for Enum['a', 'b'], got Undef"},
        {"String", Value(), "expects a String value, got Undef"},
        {"Integer", Value(), "expects an Integer value, got Undef"},
        {"Variant[Enum[a], Enum[b]]", Value("c"), "expects a match for Enum['a', 'b'], got 'c'"},
        {"Variant[Integer[1,2], String]", Value(std::int64_t{5}),
         "expects a value of type Integer[1, 2] or String, got Integer[5, 5]"},
        {"Variant[Array[Integer], String]", Value(std::vector<Value>{Value("a")}),
         "variant 0 index 0 expects an Integer value, got String\nvariant 1 expects a String value, got "
         "Tuple"},
        {"Hash[String, Integer, 2]", Value(Hash{{Value("a"), Value(std::int64_t{1})}}),
         "expects size to be at least 2, got 1"},
        {"Array[Integer, 1, 2]",
         Value(std::vector<Value>{Value(std::int64_t{1}), Value(std::int64_t{2}), Value(std::int64_t{3})}),
         "expects size to be between 1 and 2, got 3"},
        {"Sensitive[String]", Value(std::int64_t{1}), "expects a Sensitive[String] value, got Integer"},
    };
    for (const auto& row : rows)
        EXPECT_EQ(describe_mismatch(*parse(row.type), row.value), row.message) << row.type;
    EXPECT_EQ(with_article("Integer"), "an Integer");
    EXPECT_EQ(with_article("String"), "a String");
}

} // namespace
} // namespace pp::runtime
