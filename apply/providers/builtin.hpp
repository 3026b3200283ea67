#pragma once
// The registration entries of pp's built-in providers, one family per file (apply/providers/*.cpp).

#include "apply/transaction.hpp"

#include <string>
#include <vector>

namespace pp::apply {

void register_basic_providers(ProviderRegistry& registry);
void register_service_provider(ProviderRegistry& registry);
void register_user_providers(ProviderRegistry& registry);
void register_package_provider(ProviderRegistry& registry);

/// The provider root (`pp apply --provider-root DIR`): account providers read DIR/etc/{passwd,group,shadow}
/// and run useradd/groupadd... with `--prefix DIR`, package providers read the dpkg database under DIR, so
/// tests never change the machine. Empty (the default): the machine itself.
void set_provider_root(std::string root);
const std::string& provider_root();
void register_exec_provider(ProviderRegistry& registry);
void register_file_provider(ProviderRegistry& registry);
/// stdlib's file_line.
void register_file_line_provider(ProviderRegistry& registry);
/// inifile's ini_setting and ini_subsetting.
void register_ini_providers(ProviderRegistry& registry);

/// The directories `puppet:///modules/<module>/...` file sources are looked up in (the run's modulepath).
void set_file_modulepath(ProviderRegistry& registry, std::vector<std::string> modulepath);

} // namespace pp::apply
