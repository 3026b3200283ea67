// `provider => NAME` on a resource: pp applies a resource only through the provider it asks for. A name pp
// implements is used; a module's Ruby provider of the type is run in Ruby (the registry's named providers,
// apply/ruby_provider.hpp); a name Puppet has but pp does not (pip, upstart, dnf...) fails that resource, as
// Puppet fails a resource whose chosen provider is not functional on the host; a name Puppet does not
// know at all fails the whole run before anything is applied, as Puppet's type validation does.
#include "apply/transaction.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <string_view>
#include <utility>
#include <vector>

namespace pp::apply {

namespace {

struct PuppetProviders {
    std::string_view type;
    std::vector<std::string_view> names;
};

const PuppetProviders kPuppetProviders[] = {
#include "apply/data/puppet_providers.inc"
};

} // namespace

std::string provider_param_name(const Value* v) {
    if (v == nullptr || v->is_undef()) return {};
    if (v->is_string()) return v->as_string();
    if (v->is_array() && !v->as_array().empty() && v->as_array().front().is_string())
        return v->as_array().front().as_string();
    return display_value(*v);
}

void ProviderRegistry::add_named(std::string name, std::unique_ptr<Provider> provider) {
    provider->set_settings(m_settings);
    std::string type(provider->type_name());
    m_named[{std::move(type), std::move(name)}] = std::move(provider);
}

bool ProviderRegistry::has_named(std::string_view type, std::string_view name) const {
    return m_named.find(std::pair<std::string, std::string>(type, name)) != m_named.end();
}

Provider* ProviderRegistry::provider_for(const runtime::CatalogResource& resource) const {
    std::string type = runtime::downcase(resource.type);
    if (!m_named.empty()) {
        if (const Value* p = resource.param("provider"); p != nullptr && !p->is_undef()) {
            auto it = m_named.find(std::pair<std::string, std::string>(type, provider_param_name(p)));
            if (it != m_named.end()) return it->second.get();
        }
    }
    return find(type);
}

bool ProviderRegistry::puppet_has_provider(std::string_view type, std::string_view name) const {
    for (const PuppetProviders& p : kPuppetProviders) {
        if (p.type == type) {
            if (std::find(p.names.begin(), p.names.end(), name) != p.names.end()) return true;
            break;
        }
    }
    // a module's provider (Puppet's autoloader: <module>/lib/puppet/provider/<type>/<name>.rb)
    std::error_code ec;
    for (const std::string& dir : m_settings->modulepath) {
        for (const auto& module : std::filesystem::directory_iterator(dir, ec)) {
            std::filesystem::path file = module.path() / "lib/puppet/provider" / type;
            file /= std::string(name) + ".rb";
            if (std::filesystem::is_regular_file(file, ec)) return true;
        }
    }
    return false;
}

ProviderSelection select_provider(const ProviderRegistry& registry, const Provider& provider,
                                  const Resource& resource) {
    const Value* v = resource.param("provider");
    if (v == nullptr || v->is_undef()) return {};
    std::vector<std::string> implemented = provider.provider_names();
    if (implemented.empty()) return {};
    std::string name = provider_param_name(v);
    if (std::find(implemented.begin(), implemented.end(), name) != implemented.end())
        return {ProviderSelection::Implemented, std::move(name)};
    if (registry.puppet_has_provider(resource.type, name))
        return {ProviderSelection::Missing, std::move(name)};
    return {ProviderSelection::Invalid, std::move(name)};
}

std::string invalid_provider_message(const Resource& resource, std::string_view name) {
    std::string where = error_location(resource);
    return fmt::format("Parameter provider failed on {}: Invalid {} provider '{}'{}{}", resource.ref,
                       resource.type, name, where.empty() ? "" : " ", where);
}

} // namespace pp::apply
