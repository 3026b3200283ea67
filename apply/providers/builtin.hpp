#pragma once
// The registration entries of pp's built-in providers, one family per file (apply/providers/*.cpp).

#include "apply/transaction.hpp"

#include <string>
#include <vector>

namespace pp::apply {

void register_basic_providers(ProviderRegistry& registry);
void register_file_provider(ProviderRegistry& registry);

/// The directories `puppet:///modules/<module>/...` file sources are looked up in (the run's modulepath).
void set_file_modulepath(ProviderRegistry& registry, std::vector<std::string> modulepath);

} // namespace pp::apply
