// Module resource types read by running their Ruby in the host (ruby/prelude/type_api.rb: pp's type DSL
// and Resource API), against what real Puppet 7 loads from the same files: the schemas recorded by
// tests/golden/schema/record-schemas.rb from the installed module corpus. And the static reader
// (loader/ruby_type_reader), which the compiler tries first so that most compiles start no Ruby: wherever it
// reads a type without warnings, its schema must equal the Ruby one. Skipped when the corpus is not
// installed (PP_MODULE_CORPUS points elsewhere).

#include "loader/ruby_type_reader.hpp"
#include "ruby/host.hpp"
#include "runtime/facts_file.hpp"
#include "runtime/resource_schema.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace pp::ruby {
namespace {

namespace fs = std::filesystem;
using runtime::TypeSchema;
using runtime::Value;

fs::path corpus_dir() {
    const char* env = std::getenv("PP_MODULE_CORPUS");
    return env != nullptr ? fs::path(env) : fs::path("/usr/share/puppet/modules");
}

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// A type file reaches the logger only; anything else it calls is a failure of the test.
class TypeCallbacks : public Callbacks {
public:
    std::vector<std::string> log_lines;
    Value call_function(std::string_view name, std::vector<Value>, const Block*) override {
        throw runtime::Error("unexpected call of " + std::string(name));
    }
    Value call_function_v3(std::string_view name, std::vector<Value>) override {
        throw runtime::Error("unexpected call of " + std::string(name));
    }
    bool function_exists(std::string_view) override { return false; }
    std::optional<Value> lookup_variable(std::string_view) override { return std::nullopt; }
    Value scope_hash() override { return runtime::Hash{}; }
    void log(std::string_view level, std::string_view message) override {
        log_lines.push_back(std::string(level) + ": " + std::string(message));
    }
    void deprecation(std::string_view message, std::string_view) override {
        log_lines.push_back("deprecation: " + std::string(message));
    }
    Value setting(std::string_view) override { return {}; }
    std::optional<std::string> module_directory(std::string_view) override { return std::nullopt; }
    std::vector<std::pair<std::string, std::uint32_t>> puppet_stack() override { return {}; }
};

const Value& golden_facts() {
    static const Value facts = [] {
        std::string error;
        auto f = runtime::facts::parse_facts(slurp(fs::path(PP_SOURCE_DIR) / "tests/golden/eval/facts.json"),
                                             &error);
        if (!f) throw std::runtime_error("tests/golden/eval/facts.json: " + error);
        return Value(std::move(f->values));
    }();
    return facts;
}

void add_corpus_libraries() {
    static bool done = false;
    if (done) return;
    done = true;
    std::vector<fs::path> libs;
    for (const auto& e : fs::directory_iterator(corpus_dir()))
        if (fs::is_directory(e.path() / "lib")) libs.push_back(e.path() / "lib");
    std::sort(libs.begin(), libs.end());
    for (const auto& l : libs)
        Host::instance().add_library_dir(l.string());
}

// The type `name` of `file`, read by Ruby; source left empty for comparisons.
TypeSchema ruby_schema(const std::string& name, const fs::path& file) {
    add_corpus_libraries();
    TypeCallbacks callbacks;
    auto types = runtime::type_schemas_from_json(
        Host::instance().type_schema(name, file.string(), golden_facts(), callbacks));
    if (types.size() != 1) throw std::runtime_error("expected one type from " + file.string());
    TypeSchema t = std::move(types.front());
    t.source.clear();
    return t;
}

struct Golden {
    fs::path file;
    TypeSchema expected;
};

const std::vector<Golden>& goldens() {
    static const std::vector<Golden> all = [] {
        std::vector<Golden> out;
        std::vector<fs::path> files;
        for (const auto& e : fs::directory_iterator(fs::path(PP_SOURCE_DIR) / "tests/golden/schema/corpus"))
            if (e.path().extension() == ".json") files.push_back(e.path());
        std::sort(files.begin(), files.end());
        for (const auto& f : files) {
            for (auto& t : runtime::type_schemas_from_json(slurp(f))) {
                fs::path file = corpus_dir() / t.source;
                t.source.clear();
                out.push_back({std::move(file), std::move(t)});
            }
        }
        return out;
    }();
    return all;
}

std::string describe(const TypeSchema& t) {
    std::string s = t.name + (t.ensurable ? " (ensurable)" : "") + "\n";
    for (const auto& a : t.attributes) {
        s += a.kind == runtime::AttributeSchema::Kind::Property ? "  property " : "  parameter ";
        s += a.name + (a.namevar ? " (namevar)" : "") + " [";
        for (const auto& v : a.values)
            s += v + " ";
        s += "]\n";
    }
    for (const auto& p : t.title_patterns) {
        s += "  title pattern /" + p.regex + "/" + p.flags + " ->";
        for (const auto& n : p.namevars)
            s += " " + n;
        s += "\n";
    }
    return s;
}

class RubyCorpusType : public ::testing::TestWithParam<std::size_t> {};

// Every attribute, kind, namevar, declared value and title pattern as Puppet loads them, computed ones
// included (firewall's value lists, keystone's title patterns).
TEST_P(RubyCorpusType, MatchesPuppet) {
    if (!fs::is_directory(corpus_dir())) GTEST_SKIP() << "module corpus not installed at " << corpus_dir();
    const Golden& g = goldens()[GetParam()];
    TypeSchema got = ruby_schema(g.expected.name, g.file);
    EXPECT_EQ(describe(got), describe(g.expected)) << g.file;
    EXPECT_EQ(got, g.expected) << g.file;
}

std::string param_name(const ::testing::TestParamInfo<std::size_t>& info) {
    return goldens()[info.param].expected.name;
}

std::vector<std::size_t> indices() {
    std::vector<std::size_t> v(goldens().size());
    for (std::size_t i = 0; i < v.size(); ++i)
        v[i] = i;
    return v;
}

INSTANTIATE_TEST_SUITE_P(Corpus, RubyCorpusType, ::testing::ValuesIn(indices()), param_name);

// The compiler's path (loader::ModuleTypeLoader with the Ruby reader): the static reader answers where it
// reads a type fully, and then agrees with Ruby; Ruby answers the rest.
TEST(RubyTypes, StaticReaderAgreesWithRuby) {
    if (!fs::is_directory(corpus_dir())) GTEST_SKIP() << "module corpus not installed at " << corpus_dir();
    std::set<std::string> through_ruby;
    loader::ModuleTypeLoader types({corpus_dir()});
    types.set_ruby_reader([&](std::string_view name, const fs::path& file) {
        through_ruby.insert(std::string(name));
        loader::TypeReadResult r;
        r.schema = ruby_schema(std::string(name), file);
        return r;
    });
    std::size_t static_read = 0;
    for (const Golden& g : goldens()) {
        auto got = types.load(g.expected.name);
        ASSERT_TRUE(got.has_value()) << g.expected.name;
        got->source.clear();
        if (!through_ruby.contains(g.expected.name)) {
            ++static_read;
            EXPECT_EQ(describe(*got), describe(ruby_schema(g.expected.name, g.file)))
                << g.expected.name << ": the static reader and Ruby disagree";
        }
        EXPECT_EQ(*got, g.expected) << g.expected.name;
    }
    std::printf("corpus types: %zu; read statically: %zu; through Ruby: %zu (", goldens().size(), static_read,
                through_ruby.size());
    for (const auto& n : through_ruby)
        std::printf(" %s", n.c_str());
    std::printf(" )\n");
    // firewall (computed value lists) and keystone's five composite-namevar types (computed title patterns)
    EXPECT_GE(static_read, goldens().size() - 6);
    EXPECT_TRUE(through_ruby.contains("keystone_user"));
}

class TempDir {
public:
    TempDir() {
        std::string tmpl = (fs::temp_directory_path() / "pp-type-test.XXXXXX").string();
        if (mkdtemp(tmpl.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
        m_path = tmpl;
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(m_path, ec);
    }
    [[nodiscard]] const fs::path& path() const { return m_path; }

private:
    fs::path m_path;
};

// A type file that raises while it loads is an error naming the file and line that raised.
TEST(RubyTypes, ATypeThatRaisesNamesItsFileAndLine) {
    TempDir dir;
    fs::path file = dir.path() / "broken_thing.rb";
    std::ofstream(file) << "Puppet::Type.newtype(:broken_thing) do\n"
                           "  newparam(:name) { isnamevar }\n"
                           "  raise ArgumentError, 'no thanks'\n"
                           "end\n";
    TypeCallbacks callbacks;
    try {
        (void)Host::instance().type_schema("broken_thing", file.string(), runtime::Hash{}, callbacks);
        FAIL() << "expected a RubyError";
    } catch (const RubyError& e) {
        EXPECT_EQ(std::string(e.what()), "no thanks");
        EXPECT_EQ(e.origin(), file.string() + ":3");
    }
}

// A file that defines another type than its name says is an error, not a schema of the wrong type.
TEST(RubyTypes, AFileMustDefineItsType) {
    TempDir dir;
    fs::path file = dir.path() / "one.rb";
    std::ofstream(file) << "Puppet::Type.newtype(:other_one) do\n  newparam(:name)\nend\n";
    TypeCallbacks callbacks;
    EXPECT_THROW((void)Host::instance().type_schema("one", file.string(), runtime::Hash{}, callbacks),
                 RubyError);
}

} // namespace
} // namespace pp::ruby
