#pragma once
// The registration entries of pp's built-in providers, one family per file (apply/providers/*.cpp).

#include "apply/transaction.hpp"

namespace pp::apply {

void register_basic_providers(ProviderRegistry& registry);
void register_exec_provider(ProviderRegistry& registry);

} // namespace pp::apply
