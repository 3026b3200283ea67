#pragma once

#include "runtime/value.hpp"

#include <optional>
#include <string_view>
#include <vector>

namespace pp::runtime {

/// Puppet 7's value of one of its settings where pp has no option of its own for it, as Debian's Puppet
/// computes it for the user running pp (root: /etc/puppet, /var/cache/puppet...; others: ~/.puppet/...):
/// what `Puppet[:name]` gives module Ruby code (stdlib's puppet_vardir fact, a provider's libdir) and
/// `$settings::name` gives a manifest. nullopt for a setting pp does not know.
std::optional<Value> puppet_setting_default(std::string_view name);

/// Whether Puppet has a setting of that name that pp answers (a default above, or one pp's options set:
/// environment, certname, strict, strict_variables, modulepath).
bool is_puppet_setting(std::string_view name);

/// The names puppet_setting_default knows, in alphabetical order.
const std::vector<std::string_view>& puppet_setting_names();

} // namespace pp::runtime
