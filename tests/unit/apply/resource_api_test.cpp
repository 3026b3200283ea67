// pp's Resource API runtime (apply/resource_api.hpp): type definitions and their schemas, the logging
// context's lines, SimpleProvider's dispatch, and the glue inside the transaction (one get per type, one set
// per changed resource, never under noop, the failures, canonicalize and strict, init_only, custom_insync,
// auto relationships). The expected texts are the resource_api gem's (1.8.16 under Puppet 7.23, as the
// goldens tests/golden/apply/38-40 recorded them, reference/applier.md §2).

#include "apply/providers/builtin.hpp"
#include "apply/resource_api.hpp"
#include "apply/transaction.hpp"
#include "runtime/relationship_graph.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <regex>
#include <sstream>

namespace pp::apply {
namespace {

using rsapi::Behaviour;
using rsapi::ResourceHash;

// Durations vary: `in 0.000123 seconds` -> `in N seconds`
std::string normalised(const std::string& text) {
    static const std::regex seconds(R"((in|after) [0-9]+\.[0-9]+ seconds)");
    return std::regex_replace(text, seconds, "$1 N seconds");
}

rsapi::TypeDefinition kv_definition(std::vector<std::string> features = {}) {
    rsapi::TypeDefinition d;
    d.name = "kv";
    d.desc = "A test type.";
    d.features = std::move(features);
    d.attributes = {
        {"ensure", "Enum[present, absent]", "", Value("present")},
        {"name", "String", "", std::nullopt, Behaviour::Namevar},
        {"value", "Optional[String]", ""},
        {"owner", "Optional[String]", "", std::nullopt, Behaviour::InitOnly},
        {"store", "String", "", Value("default-store"), Behaviour::Parameter},
        {"created", "Optional[String]", "", std::nullopt, Behaviour::ReadOnly},
    };
    return d;
}

ResourceHash hash(std::initializer_list<std::pair<const char*, Value>> entries) {
    ResourceHash h;
    for (const auto& [k, v] : entries)
        h.set(Value(k), v);
    return h;
}

// ---------------------------------------------------------------------------------------------------------
// Type definitions

// Puppet only warns of a feature it does not know (when the type is registered, in Ruby); the type works.
TEST(ResourceTypeTest, UnknownFeaturesAreAccepted) {
    rsapi::ResourceType type(kv_definition({"canonicalise", "supports_noop"}));
    EXPECT_TRUE(type.feature("supports_noop"));
    EXPECT_TRUE(type.feature("canonicalise")); // TypeDefinition#feature? reads the list as it is
    EXPECT_FALSE(type.feature("canonicalize"));
}

TEST(ResourceTypeTest, RefusedDefinitions) {
    struct Case {
        std::function<void(rsapi::TypeDefinition&)> change;
        std::string message;
    };
    const std::vector<Case> cases = {
        {[](auto& d) { d.name.clear(); }, "TypeDefinition must have a name"},
        {[](auto& d) {
             d.attributes.push_back({"noop", "Boolean", ""});
         },
         "must not define an attribute called `:noop`"},
        {[](auto& d) {
             d.attributes.push_back({"title", "String", ""});
         },
         "must not define an attribute called `:title`"},
        {[](auto& d) {
             d.attributes.push_back({"x", "", ""});
         },
         "`kv.x` has no type"},
        {[](auto& d) { d.attributes[0].type = "Enum[present, absent, purged]"; },
         "`:ensure` attribute must have a type of: `Enum[present, absent]` or `Optional[Enum[present, "
         "absent]]`"},
        {[](auto& d) { d.attributes[1].behaviour = Behaviour::Parameter; },
         "`kv` has no attribute with the namevar behaviour"},
        {[](auto& d) { d.attributes[2].default_value = Value(3); },
         "the default of `kv.value`: expects a value of type Undef or String, got Integer"},
        {[](auto& d) {
             d.attributes.push_back({"rsapi_custom_insync_trigger", "String", ""});
         },
         "`rsapi_custom_insync_trigger` cannot be specified as an attribute; it is reserved for propertyless "
         "types with the custom_insync feature"},
    };
    for (const Case& c : cases) {
        rsapi::TypeDefinition d = kv_definition();
        c.change(d);
        try {
            rsapi::ResourceType type(d);
            ADD_FAILURE() << "accepted: " << c.message;
        } catch (const std::invalid_argument& e) {
            EXPECT_EQ(e.what(), c.message);
        }
    }
    rsapi::TypeDefinition bad_type = kv_definition();
    bad_type.attributes[2].type = "Strin[";
    EXPECT_THROW(rsapi::ResourceType{bad_type}, std::invalid_argument);
    // Optional[Enum[present, absent]] is a valid ensure
    rsapi::TypeDefinition optional = kv_definition();
    optional.attributes[0].type = "Optional[Enum[absent, present]]";
    EXPECT_NO_THROW(rsapi::ResourceType{optional});
}

TEST(ResourceTypeTest, PropertiesAndSchema) {
    rsapi::TypeDefinition d = kv_definition();
    // declared after the parameters: still a property, after value and owner
    d.attributes.push_back({"size", "Optional[Integer]", ""});
    rsapi::ResourceType type(d);
    EXPECT_EQ(type.properties(), (std::vector<std::string>{"ensure", "value", "owner", "size"}));
    EXPECT_EQ(type.namevars(), (std::vector<std::string>{"name"}));
    EXPECT_TRUE(type.ensurable());
    runtime::TypeSchema s = type.schema();
    EXPECT_EQ(s.name, "kv");
    EXPECT_TRUE(s.ensurable);
    std::vector<std::string> names;
    for (const auto& a : s.attributes)
        names.push_back(a.name +
                        (a.kind == runtime::AttributeSchema::Kind::Property ? ":property" : ":parameter") +
                        (a.namevar ? ":namevar" : "") + ":" + a.type);
    EXPECT_EQ(names,
              (std::vector<std::string>{"ensure:property:Enum[present, absent]",
                                        "value:property:Optional[String]", "owner:property:Optional[String]",
                                        "size:property:Optional[Integer]", "name:parameter:namevar:String",
                                        "store:parameter:String", "created:parameter:Optional[String]"}));
    EXPECT_FALSE(s.accepts("provider")); // Resource API types have no provider parameter
    EXPECT_TRUE(s.accepts("noop"));
}

TEST(ResourceTypeTest, TitlePatternsInTheSchema) {
    rsapi::TypeDefinition d;
    d.name = "software";
    d.attributes = {{"ensure", "Enum[present, absent]", "", Value("present")},
                    {"package", "String", "", std::nullopt, Behaviour::Namevar},
                    {"manager", "String", "", std::nullopt, Behaviour::Namevar}};
    d.title_patterns = {{"^(?<package>.*[^-])-(?<manager>.*)$", "package-manager"},
                        {"^(?<package>.*)$", "package"}};
    runtime::TypeSchema s = rsapi::ResourceType(d).schema();
    ASSERT_EQ(s.title_patterns.size(), 2U);
    EXPECT_EQ(s.title_patterns[0].namevars, (std::vector<std::string>{"package", "manager"}));
    EXPECT_EQ(s.parse_title("php-yum"),
              (std::vector<std::pair<std::string, std::string>>{{"package", "php"}, {"manager", "yum"}}));
    EXPECT_EQ(s.parse_title("php"), (std::vector<std::pair<std::string, std::string>>{{"package", "php"}}));
}

TEST(ResourceTypeTest, CustomInsyncTrigger) {
    rsapi::TypeDefinition d;
    d.name = "only_params";
    d.features = {"custom_insync"};
    d.attributes = {{"name", "String", "", std::nullopt, Behaviour::Namevar},
                    {"path", "String", "", std::nullopt, Behaviour::Parameter}};
    rsapi::ResourceType type(d);
    EXPECT_EQ(type.properties(), (std::vector<std::string>{"rsapi_custom_insync_trigger"}));
    d.attributes.push_back({"size", "Integer", ""});
    EXPECT_EQ(rsapi::ResourceType(d).properties(), (std::vector<std::string>{"size"}));
}

TEST(ResourceTypeTest, CheckSchema) {
    rsapi::ResourceType type(kv_definition());
    EXPECT_EQ(type.check_schema(hash({{"name", Value("a")}, {"ensure", Value("present")}})), "");
    EXPECT_EQ(type.check_schema(hash({{"name", Value("a")}, {"value", Value(3)}, {"colour", Value("red")}})),
              "Provider returned data that does not match the Type Schema for `kv[a]`\n"
              " Unknown attribute:\n"
              "    * colour\n"
              "\n"
              " Value type mismatch:\n"
              "    * value: 3 (expects a value of type Undef or String, got Integer)\n");
    EXPECT_THROW((void)type.check_schema(hash({{"value", Value("x")}})), ApplyError);
}

// A provider with nothing: for the registry's schemas.
class EmptyProvider final : public rsapi::ResourceProvider {
public:
    std::vector<rsapi::ResourceHash> get(rsapi::Context&, const std::vector<Value>*) override { return {}; }
    void set(rsapi::Context&, const std::vector<rsapi::Change>&, bool) override {}
};

TEST(ResourceTypeTest, RegistryServesTheCompilersSchemas) {
    ProviderRegistry registry = ProviderRegistry::with_builtins();
    EXPECT_TRUE(registry.type_schemas().empty()); // no Resource API type of pp's own
    rsapi::register_type(registry, kv_definition(), [] { return std::make_unique<EmptyProvider>(); });
    std::vector<std::string> names;
    for (const runtime::TypeSchema& s : registry.type_schemas())
        names.push_back(s.name);
    EXPECT_EQ(names, (std::vector<std::string>{kv_definition().name}));
    const Provider* kv = registry.find(kv_definition().name);
    ASSERT_NE(kv, nullptr);
    ASSERT_NE(kv->schema(), nullptr);
    EXPECT_EQ(kv->schema()->find("created")->kind, runtime::AttributeSchema::Kind::Parameter);
    EXPECT_EQ(kv->schema()->find("owner")->kind, runtime::AttributeSchema::Kind::Property);
    EXPECT_EQ(registry.find("file")->schema(), nullptr); // Puppet's types come from runtime/data
}

// ---------------------------------------------------------------------------------------------------------
// The context

class ContextTest : public ::testing::Test {
protected:
    ContextTest() : m_type(kv_definition()), m_log(m_out, m_err, LogLevel::Debug), m_context(&m_log, m_type) {
        // every call to the clock advances it: a block takes 0.25 s, or 1.5 s once m_step is set so
        m_context.set_clock([this] { return m_time += m_step; });
    }
    std::string out() {
        std::string s = m_out.str();
        m_out.str("");
        return s;
    }
    std::string err() {
        std::string s = m_err.str();
        m_err.str("");
        return s;
    }

    rsapi::ResourceType m_type;
    std::ostringstream m_out, m_err;
    Log m_log;
    rsapi::Context m_context;
    double m_time = 0;
    double m_step = 0.25;
};

TEST_F(ContextTest, Blocks) {
    m_context.creating("a", [&] { m_context.notice("inside"); });
    EXPECT_EQ(out(), "Debug: kv[a]: Creating: Start\n"
                     "Notice: kv[a]: Creating: inside\n"
                     "Notice: kv[a]: Creating: Finished in 0.250000 seconds\n");
    EXPECT_FALSE(m_context.failed());
    m_context.notice("outside");
    EXPECT_EQ(out(), "Notice: kv: outside\n");

    m_step = 1.5;
    m_context.updating(std::vector<std::string>{"a", "b"}, [] { throw ApplyError("boom"); });
    EXPECT_EQ(out(), "Debug: kv[a, b]: Updating: Start\n");
    EXPECT_EQ(err(), "Error: kv[a, b]: Updating: Failed after 1.50 seconds: boom\n");
    EXPECT_TRUE(m_context.failed());
    m_context.reset_failed();
    EXPECT_FALSE(m_context.failed());

    m_step = 0.5;
    m_context.deleting(
        "c", [] {}, "Purging");
    EXPECT_EQ(out(), "Debug: kv[c]: Purging: Start\nNotice: kv[c]: Purging: Finished in 0.500000 seconds\n");
    m_context.failing("d", [] {});
    EXPECT_EQ(out(), "Debug: kv[d]: Failing: Start\n");
    EXPECT_EQ(err(), "Warning: kv[d]: Failing: Finished failing in 0.500000 seconds\n");
    EXPECT_FALSE(m_context.failed()); // only an exception fails a block

    m_context.processing("e", hash({{"ensure", Value("absent")}}), hash({{"ensure", Value("present")}}),
                         [] {});
    EXPECT_EQ(
        out(),
        "Debug: kv[e]: Processing: Starting processing of e from {:ensure=>\"absent\"} to "
        "{:ensure=>\"present\"}\n"
        "Notice: kv[e]: Processing: Finished processing e in 0.500000 seconds: {:ensure=>\"present\"}\n");
    m_context.processing("f", {}, {}, [] { throw ApplyError("no"); });
    EXPECT_EQ(err(), "Error: kv[f]: Processing: Failed processing f after 0.500000 seconds: no\n");
    EXPECT_TRUE(m_context.failed());
}

TEST_F(ContextTest, Messages) {
    m_context.notice("a", "one");
    m_context.info(std::vector<std::string>{"a", "b"}, "two");
    m_context.debug(std::vector<std::string>{}, "three");
    EXPECT_EQ(out(), "Notice: kv[a]: one\nInfo: kv[a, b]: two\nDebug: kv: three\n");
    m_context.warning("careful");
    m_context.err("x", "bad");
    EXPECT_EQ(err(), "Warning: kv: careful\nError: kv[x]: bad\n");

    m_context.created("a");
    m_context.updated(std::vector<std::string>{"a", "b"});
    m_context.deleted("c", "Purged");
    EXPECT_EQ(out(), "Notice: kv: Created: a\nNotice: kv: Updated: [\"a\", \"b\"]\nNotice: kv: Purged: c\n");
    m_context.processed("a", hash({{"name", Value("a")}}), hash({{"name", Value("a")}, {"size", Value(2)}}));
    EXPECT_EQ(out(), "Notice: kv: Processed a from {:name=>\"a\"} to {:name=>\"a\", :size=>2}\n");
    m_context.attribute_changed("a", "value", Value(), Value("x"));
    m_context.attribute_changed("a", "size", Value(1), Value(2.5), "grown");
    m_context.attribute_changed("a", "flag", Value(false), Value(true));
    EXPECT_EQ(out(), "Notice: kv: a: attribute 'value' changed from nil to 'x'\n"
                     "Notice: kv: a: attribute 'size' changed from 1 to 2.5: grown\n"
                     "Notice: kv: a: attribute 'flag' changed from nil to 'true'\n");
    m_context.failed("a");
    EXPECT_EQ(err(), "Error: kv[a]: Updating has failed\n");
    EXPECT_FALSE(m_context.failed()); // `failed` reports, it does not mark
    m_context.notice("after");
    EXPECT_EQ(out(), "Notice: kv: after\n");
}

TEST(TitlesTest, Formats) {
    EXPECT_EQ(rsapi::Titles("a").format("kv"), "kv[a]");
    EXPECT_EQ(rsapi::Titles("").format("kv"), "kv[]");
    EXPECT_EQ(rsapi::Titles(std::vector<std::string>{}).format("kv"), "kv");
    Value composite(runtime::Hash{{Value("package"), Value("php")}, {Value("manager"), Value("yum")}});
    EXPECT_EQ(rsapi::Titles::of(composite).format("software"),
              "software[{:package=>\"php\", :manager=>\"yum\"}]");
    EXPECT_EQ(rsapi::Titles::of(Value(std::vector<Value>{Value("a"), Value("b")})).to_s(), "[\"a\", \"b\"]");
    EXPECT_EQ(rsapi::inspect(hash({{"name", Value("a")}, {"odd-key", Value()}})),
              "{:name=>\"a\", :\"odd-key\"=>nil}");
}

// ---------------------------------------------------------------------------------------------------------
// A provider over an in-memory store that records what the runtime asks of it

struct Calls {
    std::map<std::string, ResourceHash> store;
    std::vector<std::string> log;         // get(...), create a, update a, delete a, insync a value
    std::vector<ResourceHash> prefetched; // the targets prefetch saw
    std::vector<std::vector<rsapi::Change>> sets;
    bool get_fails = false;
    bool downcase = false;
    std::optional<rsapi::InsyncResult> insync;
};

class MemoryProvider final : public rsapi::SimpleProvider {
public:
    explicit MemoryProvider(std::shared_ptr<Calls> calls) : m_calls(std::move(calls)) {}

    std::vector<ResourceHash> get(rsapi::Context&, const std::vector<Value>* names) override {
        std::string call = "get(";
        if (names == nullptr) {
            call += "nil";
        } else {
            for (std::size_t i = 0; i < names->size(); ++i)
                call += (i > 0 ? "," : "") + (*names)[i].as_string();
        }
        m_calls->log.push_back(call + ")");
        if (m_calls->get_fails) throw ApplyError("get broke");
        std::vector<ResourceHash> out;
        for (const auto& [name, r] : m_calls->store)
            out.push_back(r);
        return out;
    }
    void set(rsapi::Context& context, const std::vector<rsapi::Change>& changes, bool noop) override {
        m_calls->sets.push_back(changes);
        rsapi::SimpleProvider::set(context, changes, noop);
    }
    std::vector<ResourceHash> canonicalize(rsapi::Context&, std::vector<ResourceHash> resources) override {
        if (!m_calls->downcase) return resources;
        for (ResourceHash& r : resources)
            if (const Value* v = rsapi::field(r, "value"); v != nullptr && v->is_string()) {
                std::string s = v->as_string();
                for (char& c : s)
                    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                r.set(Value("value"), Value(s));
            }
        return resources;
    }
    rsapi::InsyncResult insync(rsapi::Context&, const Value& name, std::string_view attribute,
                               const ResourceHash&, const ResourceHash&) override {
        m_calls->log.push_back("insync " + name.as_string() + " " + std::string(attribute));
        return *m_calls->insync;
    }
    void prefetch(rsapi::Context&, std::span<const ResourceHash> targets) override {
        m_calls->prefetched.assign(targets.begin(), targets.end());
    }

protected:
    void create(rsapi::Context& context, const Value& name, const ResourceHash& should) override {
        m_calls->log.push_back("create " + name.as_string());
        const Value* v = rsapi::field(should, "value");
        if (v != nullptr && v->is_string() && v->as_string() == "fail")
            throw ApplyError("simulated create failure");
        context.attribute_changed(name.as_string(), "value", Value(), v != nullptr ? *v : Value());
        ResourceHash r = should;
        r.set(Value("created"), Value("now"));
        m_calls->store[name.as_string()] = r;
    }
    void update(rsapi::Context&, const Value& name, const ResourceHash& should) override {
        m_calls->log.push_back("update " + name.as_string());
        m_calls->store[name.as_string()] = should;
    }
    void remove(rsapi::Context&, const Value& name) override {
        m_calls->log.push_back("delete " + name.as_string());
        m_calls->store.erase(name.as_string());
    }

private:
    std::shared_ptr<Calls> m_calls;
};

TEST(SimpleProviderTest, Dispatch) {
    auto calls = std::make_shared<Calls>();
    rsapi::ResourceType type(kv_definition({"simple_get_filter"}));
    std::ostringstream out, err;
    Log log(out, err, LogLevel::Notice);
    rsapi::Context context(&log, type);
    MemoryProvider provider(calls);
    auto present = [](const char* n) { return hash({{"name", Value(n)}, {"ensure", Value("present")}}); };
    auto absent = [](const char* n) { return hash({{"name", Value(n)}, {"ensure", Value("absent")}}); };
    provider.set(context,
                 {{Value("a"), absent("a"), present("a")},
                  {Value("b"), present("b"), present("b")},
                  {Value("c"), present("c"), std::nullopt},
                  {Value("d"), absent("d"), absent("d")}},
                 false);
    // no `is`: SimpleProvider gets it, by name with simple_get_filter
    provider.set(context, {{Value("a"), std::nullopt, absent("a")}}, false);
    EXPECT_EQ(calls->log,
              (std::vector<std::string>{"create a", "update b", "delete c", "get(a)", "delete a"}));
    EXPECT_EQ(normalised(out.str()), "Notice: kv[a]: Creating: a: attribute 'value' changed from nil to nil\n"
                                     "Notice: kv[a]: Creating: Finished in N seconds\n"
                                     "Notice: kv[b]: Updating: Finished in N seconds\n"
                                     "Notice: kv[c]: Deleting: Finished in N seconds\n"
                                     "Notice: kv[a]: Deleting: Finished in N seconds\n");

    rsapi::TypeDefinition plain;
    plain.name = "plain";
    plain.attributes = {{"name", "String", "", std::nullopt, Behaviour::Namevar}};
    rsapi::ResourceType not_ensurable(plain);
    rsapi::Context other(&log, not_ensurable);
    try {
        provider.set(other, {{Value("x"), hash({{"name", Value("x")}}), hash({{"name", Value("x")}})}},
                     false);
        ADD_FAILURE() << "a type without ensure was accepted";
    } catch (const ApplyError& e) {
        EXPECT_STREQ(e.what(), "SimpleProvider cannot be used with a Type that is not ensurable");
    }
}

// ---------------------------------------------------------------------------------------------------------
// The glue inside the transaction

// A catalog of Stage[main] > Class[main] > the given resources (JSON fragments), applied as `pp apply` does.
class ApplyTest : public ::testing::Test {
protected:
    ApplyTest() = default;
    ApplyTest(const ApplyTest&) = delete;
    ApplyTest& operator=(const ApplyTest&) = delete;

    // `pp apply --strict`: the run's registry is built with it
    void set_strict(lexer::Strictness strict) { m_strict = strict; }

    // registers `kv` (with `features`) on a fresh registry, as each run has its own providers
    ProviderRegistry registry(std::vector<std::string> features = {}) {
        ProviderSettings settings;
        settings.strict = m_strict;
        ProviderRegistry r(settings);
        register_basic_providers(r);
        rsapi::TypeDefinition d = kv_definition(std::move(features));
        d.autorequire = {{"notify", {"$value", "fixed"}}};
        rsapi::register_type(r, d, [this] { return std::make_unique<MemoryProvider>(m_calls); });
        return r;
    }

    RunSummary run(const std::string& resources, bool noop = false, std::vector<std::string> features = {}) {
        std::string json =
            R"({"resources":[{"type":"Stage","title":"main"},{"type":"Class","title":"main"},)" + resources +
            "], \"edges\": [{\"source\":\"Stage[main]\",\"target\":\"Class[main]\"}";
        runtime::Catalog probe = runtime::Catalog::from_json(
            R"({"resources":[{"type":"Stage","title":"main"},{"type":"Class","title":"main"},)" + resources +
            "]}");
        for (std::size_t i = 2; i < probe.size(); ++i)
            json += R"(,{"source":"Class[main]","target":")" + probe.at(i).ref() + "\"}";
        json += "]}";
        m_catalog = std::make_unique<runtime::Catalog>(runtime::Catalog::from_json(json));
        ProviderRegistry providers = registry(std::move(features));
        m_out.str("");
        m_err.str("");
        Log log(m_out, m_err, LogLevel::Info);
        if (!validate_catalog(*m_catalog, providers, log)) {
            RunSummary refused;
            refused.aborted = true;
            return refused;
        }
        auto autos = auto_relationships(providers);
        runtime::RelationshipGraph::Options options;
        options.auto_relationships = autos.get();
        auto graph = runtime::RelationshipGraph::populate_from(*m_catalog, options);
        ApplyOptions apply_options;
        apply_options.noop = noop;
        return apply_catalog(*m_catalog, graph, providers, log, apply_options);
    }
    std::string output() const { return normalised(m_out.str() + m_err.str()); }

    std::shared_ptr<Calls> m_calls = std::make_shared<Calls>();
    std::unique_ptr<runtime::Catalog> m_catalog;
    lexer::Strictness m_strict = lexer::Strictness::Warning;
    std::ostringstream m_out, m_err;
};

constexpr const char* kA = R"({"type":"Kv","title":"a","parameters":{"value":"one"}})";
constexpr const char* kC = R"({"type":"Kv","title":"c","parameters":{"ensure":"absent"}})";

TEST_F(ApplyTest, Lifecycle) {
    RunSummary s = run(std::string(kA) + "," + kC);
    // one get for the type, with every resource's name under simple_get_filter only
    EXPECT_EQ(m_calls->log, (std::vector<std::string>{"get(nil)", "create a"}));
    EXPECT_EQ(output(), "Notice: /Stage[main]/Main/Kv[a]/ensure: defined 'ensure' as 'present'\n"
                        "Notice: kv[a]: Creating: a: attribute 'value' changed from nil to 'one'\n"
                        "Notice: kv[a]: Creating: Finished in N seconds\n");
    EXPECT_EQ(s.changed, 1);
    EXPECT_EQ(s.detailed_exit_code(), 2);
    // set got one change: the state get found and the whole target (parameters and defaults included)
    ASSERT_EQ(m_calls->sets.size(), 1U);
    ASSERT_EQ(m_calls->sets[0].size(), 1U);
    const rsapi::Change& change = m_calls->sets[0][0];
    EXPECT_EQ(change.name.as_string(), "a");
    EXPECT_EQ(rsapi::inspect(*change.is), "{:title=>\"a\", :ensure=>\"absent\"}");
    EXPECT_EQ(rsapi::inspect(*change.should),
              "{:name=>\"a\", :value=>\"one\", :ensure=>\"present\", :store=>\"default-store\"}");
    EXPECT_EQ(m_calls->prefetched.size(), 2U);

    // in sync: no set
    m_calls->log.clear();
    s = run(std::string(kA) + "," + kC);
    EXPECT_EQ(m_calls->log, (std::vector<std::string>{"get(nil)"}));
    EXPECT_EQ(output(), "");
    EXPECT_EQ(s.detailed_exit_code(), 0);

    // an update, then a removal
    m_calls->log.clear();
    run(R"({"type":"Kv","title":"a","parameters":{"value":"uno"}})");
    EXPECT_EQ(output(), "Notice: /Stage[main]/Main/Kv[a]/value: value changed 'one' to 'uno'\n"
                        "Notice: kv[a]: Updating: Finished in N seconds\n");
    run(R"({"type":"Kv","title":"a","parameters":{"ensure":"absent"}})");
    EXPECT_EQ(output(), "Notice: /Stage[main]/Main/Kv[a]/ensure: undefined 'ensure' from 'present'\n"
                        "Notice: kv[a]: Deleting: Finished in N seconds\n");
    EXPECT_EQ(m_calls->log, (std::vector<std::string>{"get(nil)", "update a", "get(nil)", "delete a"}));
}

TEST_F(ApplyTest, SimpleGetFilterAndNoop) {
    m_calls->sets.clear();
    RunSummary s = run(std::string(kA) + "," + kC, true, {"simple_get_filter", "supports_noop"});
    EXPECT_EQ(m_calls->log, (std::vector<std::string>{"get(a,c)"}));
    EXPECT_TRUE(m_calls->sets.empty()); // never under noop, even with supports_noop
    EXPECT_EQ(output(),
              "Notice: /Stage[main]/Main/Kv[a]/ensure: current_value 'absent', should be 'present' (noop)\n"
              "Notice: Class[Main]: Would have triggered 'refresh' from 1 event\n"
              "Notice: Stage[main]: Would have triggered 'refresh' from 1 event\n");
    EXPECT_EQ(s.detailed_exit_code(), 0);
    EXPECT_TRUE(m_calls->store.empty());
}

TEST_F(ApplyTest, FailedSetChangesAndFails) {
    RunSummary s = run(R"({"type":"Kv","title":"d","parameters":{"value":"fail","before":"Notify[after]"}},)"
                       R"({"type":"Notify","title":"after"})");
    EXPECT_EQ(output(),
              "Notice: /Stage[main]/Main/Kv[d]/ensure: defined 'ensure' as 'present'\n"
              "Notice: /Stage[main]/Main/Notify[after]: Dependency Kv[d] has failures: true\n"
              "Error: kv[d]: Creating: Failed after N seconds: simulated create failure\n"
              "Error: /Stage[main]/Main/Kv[d]: Could not evaluate: Execution encountered an error\n"
              "Warning: /Stage[main]/Main/Notify[after]: Skipping because of failed dependencies\n");
    EXPECT_EQ(s.changed, 1);
    EXPECT_EQ(s.failed, 1);
    EXPECT_EQ(s.skipped, 1);
    EXPECT_EQ(s.events_success, 1);
    EXPECT_EQ(s.events_failure, 1);
    EXPECT_EQ(s.detailed_exit_code(), 6);
}

TEST_F(ApplyTest, FailedGetFailsEachResource) {
    m_calls->get_fails = true;
    RunSummary s = run(std::string(kA) + "," + kC);
    EXPECT_EQ(m_calls->log, (std::vector<std::string>{"get(nil)"}));
    EXPECT_EQ(output(), "Error: /Stage[main]/Main/Kv[a]: Could not evaluate: get broke\n"
                        "Error: /Stage[main]/Main/Kv[c]: Could not evaluate: get broke\n");
    EXPECT_EQ(s.failed, 2);
}

TEST_F(ApplyTest, RefusedCatalogs) {
    struct Case {
        const char* resource;
        const char* error;
    };
    const Case cases[] = {
        {R"({"type":"Kv","title":"ro","parameters":{"created":"yesterday"}})",
         "Error: Parameter created failed on Kv[ro]: Attempting to set `created` read_only attribute value "
         "to "
         "`yesterday`\n"},
        {R"({"type":"Kv","title":"ty","parameters":{"value":3}})",
         "Error: Parameter value failed on Kv[ty]: kv.value expects a value of type Undef or String, got "
         "Integer\n"},
        {R"({"type":"Kv","title":"en","parameters":{"ensure":"purged"}})",
         "Error: Parameter ensure failed on Kv[en]: kv.ensure expects a match for Enum['absent', 'present'], "
         "got "
         "'purged'\n"},
    };
    for (const Case& c : cases) {
        RunSummary s = run(c.resource);
        EXPECT_TRUE(s.aborted) << c.resource;
        EXPECT_EQ(output(), c.error);
    }
    EXPECT_TRUE(m_calls->log.empty());
}

TEST_F(ApplyTest, MandatoryAttributes) {
    // a mandatory parameter without a value is refused before the run; a mandatory property fails its
    // resource when it is evaluated (not when it is being removed)
    ProviderRegistry r;
    rsapi::TypeDefinition d = kv_definition();
    d.attributes[4].default_value.reset(); // store: mandatory
    d.attributes[2].type = "String";       // value: mandatory
    rsapi::register_type(r, d, [this] { return std::make_unique<MemoryProvider>(m_calls); });
    runtime::Catalog catalog = runtime::Catalog::from_json(R"({"resources":[{"type":"Kv","title":"m"}]})");
    std::ostringstream out, err;
    Log log(out, err, LogLevel::Notice);
    EXPECT_FALSE(validate_catalog(catalog, r, log));
    EXPECT_EQ(err.str(),
              "Error: Validation of Kv[m] failed: The following mandatory parameters were not provided:\n"
              "    *  store\n");

    d.attributes[4].default_value = Value("s");
    ProviderRegistry with_store;
    rsapi::register_type(with_store, d, [this] { return std::make_unique<MemoryProvider>(m_calls); });
    Provider* kv = with_store.find("kv");
    runtime::Catalog two = runtime::Catalog::from_json(
        R"({"resources":[{"type":"Kv","title":"p"},{"type":"Kv","title":"q","parameters":{"ensure":"absent"}}]})");
    Resource p = resource_for(two, 0, false);
    Resource q = resource_for(two, 1, false);
    Context ctx(log, "kv");
    std::vector<const Resource*> both{&p, &q};
    std::vector<State> states = kv->get(ctx, both);
    try {
        (void)kv->retrieved(ctx, p, states[0]);
        ADD_FAILURE() << "a missing mandatory property was accepted";
    } catch (const ApplyError& e) {
        EXPECT_STREQ(e.what(), "The following mandatory attributes were not provided:\n    *  value");
    }
    EXPECT_NO_THROW((void)kv->retrieved(ctx, q, states[1]));
}

TEST_F(ApplyTest, CanonicalizeAndStrict) {
    m_calls->downcase = true;
    m_calls->store["a"] = hash({{"name", Value("a")}, {"ensure", Value("present")}, {"value", Value("uno")}});
    m_calls->store["b"] = hash({{"name", Value("b")}, {"ensure", Value("present")}, {"value", Value("UNO")}});
    const std::string resources = R"({"type":"Kv","title":"a","parameters":{"value":"UNO"}},)"
                                  R"({"type":"Kv","title":"b","parameters":{"value":"uno"}})";
    RunSummary s = run(resources, false, {"canonicalize"});
    EXPECT_EQ(output(), "Notice: /Stage[main]/Main/Kv[b]/value: value changed 'UNO' to 'uno'\n"
                        "Notice: kv[b]: Updating: Finished in N seconds\n"
                        "Warning: kv[b]#get has not provided canonicalized values.\n"
                        "Returned values:       {:name=>\"b\", :ensure=>\"present\", :value=>\"UNO\"}\n"
                        "Canonicalized values:  {:name=>\"b\", :ensure=>\"present\", :value=>\"uno\"}\n");
    EXPECT_EQ(s.changed, 1);

    m_calls->store["b"] = hash({{"name", Value("b")}, {"ensure", Value("present")}, {"value", Value("UNO")}});
    set_strict(lexer::Strictness::Error);
    s = run(resources, false, {"canonicalize"});
    EXPECT_EQ(output(), "Error: /Stage[main]/Main/Kv[b]: Could not evaluate: kv[b]#get has not provided "
                        "canonicalized values.\n"
                        "Returned values:       {:name=>\"b\", :ensure=>\"present\", :value=>\"UNO\"}\n"
                        "Canonicalized values:  {:name=>\"b\", :ensure=>\"present\", :value=>\"uno\"}\n");
    EXPECT_EQ(s.failed, 1);

    set_strict(lexer::Strictness::Off);
    s = run(resources, false, {"canonicalize"});
    EXPECT_EQ(s.failed, 0);
    EXPECT_EQ(s.changed, 1);
}

TEST_F(ApplyTest, InitOnly) {
    m_calls->store["o"] =
        hash({{"name", Value("o")}, {"ensure", Value("present")}, {"owner", Value("alice")}});
    const char* o = R"({"type":"Kv","title":"o","parameters":{"owner":"bob"}})";
    run(o);
    EXPECT_EQ(output(),
              "Notice: /Stage[main]/Main/Kv[o]/owner: owner changed 'alice' to 'bob'\n"
              "Notice: kv[o]: Updating: Finished in N seconds\n"
              "Warning: Attempting to change `owner` init_only attribute value from `alice` to `bob`\n");
    m_calls->store["o"].set(Value("owner"), Value("alice"));
    set_strict(lexer::Strictness::Error);
    RunSummary s = run(o);
    EXPECT_EQ(output(),
              "Notice: /Stage[main]/Main/Kv[o]/owner: owner changed 'alice' to 'bob'\n"
              "Error: /Stage[main]/Main/Kv[o]: Could not evaluate: Attempting to change `owner` init_only "
              "attribute value from `alice` to `bob`\n");
    EXPECT_EQ(s.failed, 1);
    EXPECT_EQ(rsapi::field(m_calls->store["o"], "owner")->as_string(), "alice");
}

TEST_F(ApplyTest, CustomInsync) {
    m_calls->store["a"] = hash({{"name", Value("a")}, {"ensure", Value("present")}, {"value", Value("x")}});
    const char* a = R"({"type":"Kv","title":"a","parameters":{"value":"y"}})";
    m_calls->insync = rsapi::InsyncResult{true};
    run(a, false, {"custom_insync"});
    EXPECT_EQ(output(), "");
    EXPECT_EQ(m_calls->log, (std::vector<std::string>{"get(nil)", "insync a ensure", "insync a value"}));
    m_calls->insync = rsapi::InsyncResult{false, "the provider says no"};
    run(a, false, {"custom_insync"});
    EXPECT_EQ(output(), "Notice: /Stage[main]/Main/Kv[a]/ensure: the provider says no\n"
                        "Notice: kv[a]: Updating: Finished in N seconds\n");
    // nil: Puppet's own comparison decides
    m_calls->store["a"].set(Value("value"), Value("x"));
    m_calls->insync = rsapi::InsyncResult{std::nullopt};
    run(a, false, {"custom_insync"});
    EXPECT_EQ(output(), "Notice: /Stage[main]/Main/Kv[a]/value: value changed 'x' to 'y'\n"
                        "Notice: kv[a]: Updating: Finished in N seconds\n");
}

TEST_F(ApplyTest, AutoRelations) {
    ProviderRegistry providers = registry();
    runtime::Catalog catalog = runtime::Catalog::from_json(
        R"({"resources":[{"type":"Kv","title":"a","parameters":{"value":"v"}},{"type":"Kv","title":"b"}]})");
    const Provider* kv = providers.find("kv");
    EXPECT_EQ(kv->auto_relations(resource_for(catalog, 0, false)).require,
              (std::vector<std::string>{"Notify[v]", "Notify[fixed]"}));
    // an attribute without a value is dropped
    EXPECT_EQ(kv->auto_relations(resource_for(catalog, 1, false)).require,
              (std::vector<std::string>{"Notify[fixed]"}));
}

} // namespace
} // namespace pp::apply
