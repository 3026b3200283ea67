#include "apply/providers/builtin.hpp"
#include "apply/transaction.hpp"

namespace pp::apply {

ProviderRegistry ProviderRegistry::with_builtins() {
    ProviderRegistry registry;
    register_basic_providers(registry);
    register_service_provider(registry);
    register_user_providers(registry);
    register_package_provider(registry);
    register_exec_provider(registry);
    register_file_provider(registry);
    register_file_line_provider(registry);
    register_ini_providers(registry);
    return registry;
}

} // namespace pp::apply
