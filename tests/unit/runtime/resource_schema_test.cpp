// The resource type schema model and the built-in types recorded from real Puppet 7
// (runtime/data/builtin_types.json, tests/golden/schema/record-schemas.rb --builtin).

#include "runtime/resource_schema.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace pp::runtime {
namespace {

using Kind = AttributeSchema::Kind;

TEST(ResourceSchema, EmbeddedDataIsTheCommittedJson) {
    std::ifstream in(std::string(PP_SOURCE_DIR) + "/runtime/data/builtin_types.json", std::ios::binary);
    ASSERT_TRUE(in) << "runtime/data/builtin_types.json";
    std::ostringstream ss;
    ss << in.rdbuf();
    EXPECT_EQ(builtin_types_json(), ss.str());
}

TEST(ResourceSchema, MetaparametersAreTheRecordedOnes) {
    auto doc = nlohmann::json::parse(builtin_types_json());
    EXPECT_EQ(metaparameters(), doc.at("metaparameters").get<std::vector<std::string>>());
    EXPECT_TRUE(is_metaparameter("require"));
    EXPECT_TRUE(is_metaparameter("stage"));
    EXPECT_FALSE(is_metaparameter("consume")); // removed with application orchestration
    EXPECT_FALSE(is_metaparameter("ensure"));
}

TEST(ResourceSchema, BuiltinTypesArePresent) {
    auto registry = SchemaRegistry::with_builtins();
    for (const char* name : {"file",
                             "exec",
                             "package",
                             "service",
                             "user",
                             "group",
                             "notify",
                             "host",
                             "cron",
                             "mount",
                             "ssh_authorized_key",
                             "sshkey",
                             "tidy",
                             "stage",
                             "schedule",
                             "filebucket",
                             "resources",
                             "component",
                             "whit",
                             "augeas"}) {
        const TypeSchema* t = registry.find(name);
        ASSERT_NE(t, nullptr) << name;
        EXPECT_EQ(t->source, "built-in");
        EXPECT_FALSE(t->attributes.empty()) << name;
    }
    EXPECT_EQ(registry.size(), builtin_type_schemas().size());
}

TEST(ResourceSchema, LookupIsCaseInsensitive) {
    auto registry = SchemaRegistry::with_builtins();
    EXPECT_EQ(registry.find("File"), registry.find("file"));
    EXPECT_EQ(registry.find("nope"), nullptr);
}

TEST(ResourceSchema, File) {
    auto registry = SchemaRegistry::with_builtins();
    const TypeSchema* file = registry.find("file");
    ASSERT_NE(file, nullptr);
    EXPECT_EQ(file->namevars(), std::vector<std::string>{"path"});
    EXPECT_TRUE(file->ensurable);
    ASSERT_FALSE(file->attributes.empty());
    EXPECT_EQ(file->attributes.front().name, "ensure"); // Puppet puts ensure first
    const AttributeSchema* mode = file->find("mode");
    ASSERT_NE(mode, nullptr);
    EXPECT_EQ(mode->kind, Kind::Property);
    const AttributeSchema* backup = file->find("backup");
    ASSERT_NE(backup, nullptr);
    EXPECT_EQ(backup->kind, Kind::Parameter);
    EXPECT_EQ(file->find("no_such_attribute"), nullptr);
    EXPECT_TRUE(file->accepts("notify"));
    EXPECT_FALSE(file->accepts("no_such_attribute"));
    ASSERT_EQ(file->title_patterns.size(), 1u);
    EXPECT_EQ(file->title_patterns[0].namevars, std::vector<std::string>{"path"});
    EXPECT_EQ(file->title_patterns[0].flags, "m");
    const AttributeSchema* ensure = file->find("ensure");
    ASSERT_NE(ensure, nullptr);
    EXPECT_NE(std::find(ensure->values.begin(), ensure->values.end(), "directory"), ensure->values.end());
}

TEST(ResourceSchema, CompositeNamevars) {
    auto registry = SchemaRegistry::with_builtins();
    const TypeSchema* package = registry.find("package");
    ASSERT_NE(package, nullptr);
    EXPECT_EQ(package->namevars(), (std::vector<std::string>{"name", "provider", "command"}));
    const TypeSchema* sshkey = registry.find("sshkey");
    ASSERT_NE(sshkey, nullptr);
    EXPECT_EQ(sshkey->namevars(), (std::vector<std::string>{"type", "name"}));
    ASSERT_EQ(sshkey->title_patterns.size(), 2u);
    EXPECT_EQ(sshkey->title_patterns[0].regex, "^(.*?)@(.*)$");
    EXPECT_EQ(sshkey->title_patterns[0].namevars, (std::vector<std::string>{"name", "type"}));
}

TEST(ResourceSchema, ExecAndNotify) {
    auto registry = SchemaRegistry::with_builtins();
    const TypeSchema* exec = registry.find("exec");
    ASSERT_NE(exec, nullptr);
    EXPECT_EQ(exec->namevars(), std::vector<std::string>{"command"});
    EXPECT_FALSE(exec->ensurable);
    for (const char* a : {"unless", "onlyif", "creates", "refreshonly", "returns", "provider"})
        EXPECT_NE(exec->find(a), nullptr) << a;
    const TypeSchema* notify = registry.find("notify");
    ASSERT_NE(notify, nullptr);
    EXPECT_NE(notify->find("message"), nullptr);
    EXPECT_NE(notify->find("withpath"), nullptr);
}

TEST(ResourceSchema, AddReplacesByName) {
    SchemaRegistry registry = SchemaRegistry::with_builtins();
    TypeSchema host;
    host.name = "Host";
    host.source = "modules/host_core/lib/puppet/type/host.rb";
    host.attributes.push_back({"name", Kind::Parameter, true, {}, ""});
    std::size_t before = registry.size();
    registry.add(host);
    EXPECT_EQ(registry.size(), before);
    ASSERT_NE(registry.find("host"), nullptr);
    EXPECT_EQ(registry.find("host")->source, host.source);
}

TEST(ResourceSchema, MalformedJsonThrows) {
    EXPECT_THROW(type_schemas_from_json("{"), std::runtime_error);
    EXPECT_THROW(type_schemas_from_json(R"([{"name": "x", "attributes": [{"name": "a", "kind": "odd"}]}])"),
                 std::runtime_error);
    EXPECT_TRUE(type_schemas_from_json(R"([{"name": "x", "error": "boom"}])").empty());
}

} // namespace
} // namespace pp::runtime
