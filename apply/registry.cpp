#include "apply/providers/builtin.hpp"
#include "apply/transaction.hpp"

namespace pp::apply {

ProviderRegistry ProviderRegistry::with_builtins(ProviderSettings settings) {
    while (settings.root.size() > 1 && settings.root.back() == '/')
        settings.root.pop_back();
    ProviderRegistry registry(std::move(settings));
    register_basic_providers(registry);
    register_service_provider(registry);
    register_user_providers(registry);
    register_package_provider(registry);
    register_exec_provider(registry);
    register_file_provider(registry);
    register_tidy_provider(registry);
    register_concat_providers(registry);
    register_host_provider(registry);
    register_ssh_authorized_key_provider(registry);
    register_mount_provider(registry);
    register_cron_provider(registry);
    register_file_line_provider(registry);
    register_ini_providers(registry);
    register_resources_provider(registry);
    return registry;
}

std::vector<runtime::TypeSchema> ProviderRegistry::type_schemas() const {
    std::vector<runtime::TypeSchema> out;
    for (const auto& [name, provider] : m_providers)
        if (const runtime::TypeSchema* schema = provider->schema()) out.push_back(*schema);
    return out;
}

} // namespace pp::apply
