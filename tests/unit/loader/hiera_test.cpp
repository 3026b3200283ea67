// Hiera's pieces (loader/hiera.hpp): merge strategies and the deep merge options, YAML output, data files,
// configuration errors, interpolation and the layers, on small environments written to a temporary
// directory. The golden cases (tests/golden/hiera/) compare whole lookups with real Puppet.
#include "loader/hiera.hpp"

#include "runtime/type_parser.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;
using namespace pp;
using loader::hiera::Hiera;
using loader::hiera::LookupError;
using loader::hiera::Merge;
using runtime::Hash;
using runtime::Value;

namespace {

Value arr(std::initializer_list<Value> v) {
    return Value(std::vector<Value>(v));
}
Value hash(std::initializer_list<Hash::Entry> e) {
    return Value(Hash(e));
}

TEST(HieraMerge, UniqueFlattensAndRemovesDuplicates) {
    Merge m = Merge::from_value(Value("unique"));
    Value merged = m.merge(arr({Value("a"), arr({Value("b"), Value("a")})}), Value("c"));
    EXPECT_TRUE(merged.eql(arr({Value("a"), Value("b"), Value("c")})));
    EXPECT_TRUE(m.single(arr({Value(1), Value(1), Value(2)})).eql(arr({Value(1), Value(2)})));
}

TEST(HieraMerge, HashKeepsLowerOrderAndHigherValues) {
    Merge m = Merge::from_value(Value("hash"));
    Value merged = m.merge(hash({{Value("b"), Value(2)}, {Value("c"), Value(3)}}),
                           hash({{Value("a"), Value(1)}, {Value("b"), Value(0)}}));
    EXPECT_TRUE(merged.eql(hash({{Value("a"), Value(1)}, {Value("b"), Value(2)}, {Value("c"), Value(3)}})));
    EXPECT_THROW((void)m.merge(Value("x"), hash({})), loader::hiera::TypeAssertionError);
}

TEST(HieraMerge, DeepMergesNestedHashesAndArrays) {
    Merge m = Merge::from_value(Value("deep"));
    Value higher = hash({{Value("h"), hash({{Value("l"), arr({Value(3)})}, {Value("x"), Value(1)}})}});
    Value lower =
        hash({{Value("h"), hash({{Value("l"), arr({Value(1), Value(2)})}, {Value("y"), Value(2)}})}});
    Value merged = m.merge(higher, lower);
    Value want = hash({{Value("h"), hash({{Value("l"), arr({Value(1), Value(2), Value(3)})},
                                          {Value("y"), Value(2)},
                                          {Value("x"), Value(1)}})}});
    EXPECT_TRUE(merged.eql(want));
}

TEST(HieraMerge, DeepOptions) {
    Merge ko = Merge::from_value(
        hash({{Value("strategy"), Value("deep")}, {Value("knockout_prefix"), Value("--")}}));
    EXPECT_TRUE(ko.merge(arr({Value("--a"), Value("c")}), arr({Value("a"), Value("b")}))
                    .eql(arr({Value("b"), Value("c")})));
    Merge sorted = Merge::from_value(
        hash({{Value("strategy"), Value("deep")}, {Value("sort_merged_arrays"), Value(true)}}));
    EXPECT_TRUE(sorted.merge(arr({Value("b")}), arr({Value("c"), Value("a")}))
                    .eql(arr({Value("a"), Value("b"), Value("c")})));
    Merge arrays = Merge::from_value(
        hash({{Value("strategy"), Value("deep")}, {Value("merge_hash_arrays"), Value(true)}}));
    Value merged = arrays.merge(arr({hash({{Value("a"), Value(1)}})}), arr({hash({{Value("b"), Value(2)}})}));
    EXPECT_TRUE(merged.eql(arr({hash({{Value("b"), Value(2)}, {Value("a"), Value(1)}})})));
}

TEST(HieraMerge, UnknownStrategy) {
    try {
        (void)Merge::from_value(Value("nope"));
        FAIL() << "no error";
    } catch (const LookupError& e) {
        EXPECT_STREQ(e.what(), "Unknown merge strategy: 'nope'");
    }
}

TEST(HieraYaml, RubyStyles) {
    EXPECT_EQ(loader::hiera::to_yaml(Value(1)), "--- 1\n");
    EXPECT_EQ(loader::hiera::to_yaml(Value("plain text")), "--- plain text\n");
    EXPECT_EQ(loader::hiera::to_yaml(Value("yes")), "--- 'yes'\n");
    EXPECT_EQ(loader::hiera::to_yaml(Value("y")), "--- \"y\"\n");
    EXPECT_EQ(loader::hiera::to_yaml(Value("/etc/x")), "--- \"/etc/x\"\n");
    EXPECT_EQ(loader::hiera::to_yaml(Value("0123")), "--- '0123'\n");
    EXPECT_EQ(loader::hiera::to_yaml(arr({Value("a"), hash({{Value("k"), arr({Value(1)})}})})),
              "---\n- a\n- k:\n  - 1\n");
    EXPECT_EQ(loader::hiera::to_yaml(
                  hash({{Value("h"), hash({{Value("x"), Value(true)}})}, {Value("e"), arr({})}})),
              "---\nh:\n  x: true\ne: []\n");
}

// A throwaway environment tree.
class HieraTree : public testing::Test {
protected:
    void SetUp() override {
        m_dir = fs::temp_directory_path() / ("pp-hiera-unit-" + std::to_string(::getpid()) + "-" +
                                             testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(m_dir);
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }
    void write(const std::string& rel, const std::string& text) {
        fs::path p = m_dir / rel;
        fs::create_directories(p.parent_path());
        std::ofstream(p) << text;
    }
    Hiera make() {
        loader::hiera::Settings s;
        s.environment_dir = (m_dir / "env").string();
        s.module_dir = [this](std::string_view m) -> std::optional<std::string> {
            fs::path p = m_dir / "modules" / std::string(m);
            if (fs::exists(p)) return p.string();
            return std::nullopt;
        };
        return Hiera(std::move(s));
    }
    Value lookup(Hiera& h, const std::string& key) {
        loader::hiera::Request r;
        r.names = {key};
        return h.lookup(r, [](std::string_view name) -> std::optional<Value> {
            if (name == "facts") return hash({{Value("os"), hash({{Value("family"), Value("Debian")}})}});
            if (name == "::fqdn" || name == "fqdn") return Value("host.example.com");
            return std::nullopt;
        });
    }
    fs::path m_dir;
};

const char* kConfig = "version: 5\nhierarchy:\n  - name: OS\n    path: \"%{facts.os.family}.yaml\"\n"
                      "  - name: Common\n    path: common.yaml\n";

TEST_F(HieraTree, LevelsInterpolationAndDottedKeys) {
    write("env/hiera.yaml", kConfig);
    write("env/data/Debian.yaml", "x: debian\n");
    write(
        "env/data/common.yaml",
        "x: common\nh: {a: [1, 2]}\ns: \"on %{::fqdn}\"\nal: \"%{alias('h')}\"\nlit: \"%{literal('%')}\"\n");
    Hiera h = make();
    EXPECT_EQ(lookup(h, "x").as_string(), "debian");
    EXPECT_EQ(lookup(h, "h.a.1").as_integer(), 2);
    EXPECT_EQ(lookup(h, "s").as_string(), "on host.example.com");
    EXPECT_TRUE(lookup(h, "al").is_hash());
    EXPECT_EQ(lookup(h, "lit").as_string(), "%");
    try {
        (void)lookup(h, "nope");
        FAIL() << "found";
    } catch (const LookupError& e) {
        EXPECT_STREQ(e.what(), "Function lookup() did not find a value for the name 'nope'");
    }
}

TEST_F(HieraTree, LookupOptionsAndModuleLayer) {
    write("env/hiera.yaml", kConfig);
    write("env/data/Debian.yaml", "m::list: [a]\n");
    write("env/data/common.yaml", "lookup_options:\n  \"^m::.*\":\n    merge: unique\n");
    write("modules/m/hiera.yaml", "version: 5\nhierarchy:\n  - name: c\n    path: common.yaml\n");
    write("modules/m/data/common.yaml", "m::list: [b, a]\nother: dropped\n");
    Hiera h = make();
    EXPECT_TRUE(lookup(h, "m::list").eql(arr({Value("a"), Value("b")})));
    EXPECT_TRUE(h.search("m::list", {}).has_value());
    EXPECT_FALSE(h.search("m::missing", {}).has_value());
}

TEST_F(HieraTree, ExplainNamesEachStep) {
    write("env/hiera.yaml", kConfig);
    write("env/data/common.yaml", "x: 1\n");
    Hiera h = make();
    loader::hiera::Explainer ex;
    loader::hiera::Request r;
    r.names = {"x"};
    (void)h.lookup(r, {}, &ex);
    const std::string text = ex.text();
    EXPECT_NE(text.find("Searching for \"x\"\n  Environment Data Provider (hiera configuration version 5)\n"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("Original path: \"common.yaml\"\n        Found key: \"x\" value: 1\n"),
              std::string::npos)
        << text;
}

TEST_F(HieraTree, BadFilesNameThemselves) {
    write("env/hiera.yaml", "version: 5\nhierarchy:\n  - path: x.yaml\n");
    Hiera bad_config = make();
    try {
        (void)lookup(bad_config, "x");
        FAIL() << "no error";
    } catch (const loader::hiera::TypeAssertionError& e) {
        EXPECT_NE(std::string(e.what()).find(
                      "hiera.yaml' has wrong type, entry 'hierarchy' index 0 expects a value "
                      "for key 'name'"),
                  std::string::npos)
            << e.what();
    }
    write("env/hiera.yaml", kConfig);
    write("env/data/common.yaml", "x: [unclosed\n");
    Hiera bad_data = make();
    try {
        (void)lookup(bad_data, "x");
        FAIL() << "no error";
    } catch (const LookupError& e) {
        EXPECT_NE(std::string(e.what()).find("Unable to parse (" + (m_dir / "env/data/common.yaml").string()),
                  std::string::npos)
            << e.what();
        // Psych's message (libyaml's problem and context, at the context's place), as Puppet 7 gives it
        EXPECT_NE(std::string(e.what()).find("common.yaml): did not find expected ',' or ']' while parsing a "
                                             "flow sequence at line 1 column 4"),
                  std::string::npos)
            << e.what();
    }
}

TEST_F(HieraTree, RecursionIsAnError) {
    write("env/hiera.yaml", kConfig);
    write("env/data/common.yaml", "a: \"%{lookup('b')}\"\nb: \"%{lookup('a')}\"\n");
    Hiera h = make();
    EXPECT_THROW((void)lookup(h, "a"), LookupError);
}

} // namespace
