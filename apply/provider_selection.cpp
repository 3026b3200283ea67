// `provider => NAME` on a resource: pp applies a resource only through the provider it asks for. A name pp
// implements is used; a name Puppet has but pp does not (pip, upstart, dnf...) fails that resource, as
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

std::string provider_value(const Value& v) {
    if (v.is_string()) return v.as_string();
    if (v.is_array() && !v.as_array().empty() && v.as_array().front().is_string())
        return v.as_array().front().as_string();
    return display_value(v);
}

} // namespace

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
    std::string name = provider_value(*v);
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
