// Which provider applies a resource (ProviderRegistry::provider_for): a resource of a type pp applies
// natively that names a provider pp's does not implement but a module supplies in Ruby goes to that provider
// (add_ruby_providers adds it, named); every name pp implements, and every resource naming none, stays
// native. Nothing here starts Ruby: the named providers are only made, never asked.

#include "apply/ruby_provider.hpp"
#include "apply/transaction.hpp"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace pp::apply {
namespace {

namespace fs = std::filesystem;

// A stand-in for a module's provider of `service`.
class NamedService final : public PropertylessProvider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "service"; }
};

runtime::CatalogResource resource(const std::string& type, const std::string& title, const Value& provider) {
    runtime::CatalogResource r;
    r.type = type;
    r.title = title;
    r.kind = "compilable_type";
    if (!provider.is_undef()) r.set_param("provider", provider);
    return r;
}

TEST(ProviderRouting, ANamedProviderTakesOnlyTheResourcesThatNameIt) {
    ProviderRegistry registry = ProviderRegistry::with_builtins();
    Provider* native = registry.find("service");
    ASSERT_NE(native, nullptr);
    auto named = std::make_unique<NamedService>();
    Provider* ppstate = named.get();
    registry.add_named("ppstate", std::move(named));
    EXPECT_TRUE(registry.has_named("service", "ppstate"));
    EXPECT_FALSE(registry.has_named("package", "ppstate"));

    EXPECT_EQ(registry.provider_for(resource("Service", "a", Value("ppstate"))), ppstate);
    EXPECT_EQ(registry.provider_for(resource("Service", "b", Value(std::vector<Value>{Value("ppstate")}))),
              ppstate);
    EXPECT_EQ(registry.provider_for(resource("Service", "c", Value("base"))), native);
    EXPECT_EQ(registry.provider_for(resource("Service", "d", Value())), native);
    EXPECT_EQ(registry.provider_for(resource("Package", "e", Value("ppstate"))), registry.find("package"));
    EXPECT_EQ(registry.provider_for(resource("Nosuch", "f", Value("ppstate"))), nullptr);
}

TEST(ProviderRouting, OnlyModuleProvidersThatPpDoesNotImplementAreRoutedToRuby) {
    const fs::path dir = fs::temp_directory_path() / ("pp-provider-routing-" + std::to_string(::getpid()));
    const fs::path providers = dir / "m/lib/puppet/provider/service";
    fs::create_directories(providers);
    for (const char* name : {"mine.rb", "base.rb"})
        std::ofstream(providers / name) << "raise 'never loaded here'\n";

    ProviderRegistry registry = ProviderRegistry::with_builtins({.modulepath = {dir.string()}});
    int facts_asked = 0;
    auto facts = [&] {
        ++facts_asked;
        return Value(runtime::Hash());
    };

    // nothing a module supplies: no facts, no Ruby
    runtime::Catalog plain;
    plain.add(resource("Service", "a", Value("systemd")));
    plain.add(resource("Service", "b", Value("nosuch")));
    plain.add(resource("Service", "c", Value()));
    EXPECT_TRUE(add_ruby_providers(registry, plain, facts).empty());
    EXPECT_EQ(facts_asked, 0);
    EXPECT_FALSE(registry.has_named("service", "nosuch"));

    runtime::Catalog catalog;
    catalog.add(resource("Service", "mine", Value("mine")));
    catalog.add(resource("Service", "again", Value("mine")));
    catalog.add(resource("Service", "shadowed", Value("base"))); // pp's own base, although a module has one
    catalog.add(resource("Service", "odd", Value("../mine")));
    EXPECT_TRUE(add_ruby_providers(registry, catalog, facts).empty()); // no type added, one provider named
    EXPECT_EQ(facts_asked, 1);
    EXPECT_TRUE(registry.has_named("service", "mine"));
    EXPECT_FALSE(registry.has_named("service", "base"));
    EXPECT_FALSE(registry.has_named("service", "../mine"));
    const Provider* routed = registry.provider_for(catalog.at(0));
    ASSERT_NE(routed, nullptr);
    EXPECT_NE(routed, registry.find("service"));
    EXPECT_EQ(routed->type_name(), "service");
    EXPECT_EQ(registry.provider_for(catalog.at(1)), routed);
    EXPECT_EQ(registry.provider_for(catalog.at(2)), registry.find("service"));
    EXPECT_EQ(registry.provider_for(catalog.at(3)), registry.find("service"));
    fs::remove_all(dir);
}

} // namespace
} // namespace pp::apply
