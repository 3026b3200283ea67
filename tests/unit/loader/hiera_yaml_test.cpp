// How Hiera's YAML data is read (loader::hiera::yaml_to_value, libyaml as Ruby's Psych reads it): merge
// keys, aliases and the messages of bad data. The expected values and messages were recorded from Puppet
// 7.23 (`puppet apply --hiera_config` of `notice(String(lookup(KEY), '%p'))`, the same data in common.yaml).
#include "loader/hiera.hpp"
#include "loader/hiera_config.hpp"
#include "runtime/string_converter.hpp"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <string>

using namespace pp;
using runtime::Value;

namespace {

std::string shown(const Value& doc, const char* key) {
    const Value* v = doc.as_hash().find(Value(key));
    return v != nullptr ? runtime::convert_to_string(*v, Value("%p")) : "(absent)"; // String(v, '%p')
}

std::string error_of(const std::string& text) {
    try {
        (void)loader::hiera::yaml_to_value(text);
    } catch (const YAML::Exception& e) {
        return e.msg + " at line " + std::to_string(e.mark.line + 1) + " column " +
               std::to_string(e.mark.column + 1);
    } catch (const loader::hiera::LookupError& e) {
        return e.what();
    }
    return "(no error)";
}

} // namespace

TEST(HieraYaml, MergeKeysMergeAsPsychMergesThem) {
    const Value doc = loader::hiera::yaml_to_value(R"(base: &base
  a: 1
  b: 2
other: &other
  b: 20
  d: 4
m1:
  a: 0
  <<: *base
  c: 3
m2:
  <<: [*base, *other]
  e: 5
m3:
  <<: {x: 1}
m4:
  '<<': *base
m5:
  <<: 7
m6:
  !!str <<: *base
copy: *base
)");
    ASSERT_TRUE(doc.is_hash());
    EXPECT_EQ(shown(doc, "m1"), "{'a' => 1, 'b' => 2, 'c' => 3}");
    EXPECT_EQ(shown(doc, "m2"), "{'b' => 2, 'd' => 4, 'a' => 1, 'e' => 5}");
    EXPECT_EQ(shown(doc, "m3"), "{'x' => 1}");
    EXPECT_EQ(shown(doc, "m4"), "{'a' => 1, 'b' => 2}");
    EXPECT_EQ(shown(doc, "m5"), "{'<<' => 7}");
    EXPECT_EQ(shown(doc, "m6"), "{'<<' => {'a' => 1, 'b' => 2}}"); // (Psych: a `!!str` key is a key)
    EXPECT_EQ(shown(doc, "copy"), "{'a' => 1, 'b' => 2}");
}

TEST(HieraYaml, BadDataGivesPsychsMessages) {
    EXPECT_EQ(error_of("x: [unclosed\n"),
              "did not find expected ',' or ']' while parsing a flow sequence at line 1 column 4");
    EXPECT_EQ(error_of("a: \"unterminated\n"),
              "found unexpected end of stream while scanning a quoted scalar at line 1 column 4");
    EXPECT_EQ(error_of("a: 1\n a: 2\n"), "mapping values are not allowed in this context at line 2 column 3");
    EXPECT_EQ(error_of("a: *nope\n"), "Unable to parse Unknown alias: nope");
}

TEST(HieraYaml, OnlyTheFirstDocumentIsRead) {
    const Value doc = loader::hiera::yaml_to_value("---\na: 1\n---\nb: 2\n");
    ASSERT_TRUE(doc.is_hash());
    EXPECT_EQ(shown(doc, "a"), "1");
    EXPECT_EQ(shown(doc, "b"), "(absent)");
    EXPECT_TRUE(loader::hiera::yaml_to_value("").is_undef());
    EXPECT_TRUE(loader::hiera::yaml_to_value("# only a comment\n").is_undef());
}
