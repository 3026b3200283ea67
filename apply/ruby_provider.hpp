#pragma once
// Module types whose providers are Ruby (every `*_config` type of the OpenStack modules, sysctl, kmod,
// vcsrepo...): pp's transaction drives the module's own type and provider classes in the Ruby host
// (ruby/prelude/type_instance.rb, apply_bridge.rb). Each catalog resource becomes a RAL resource of the
// type (Puppet::Type#new: validate, munge, defaults, the provider asked for or the default one); the
// provider's prefetch runs when the first resource that uses it is evaluated; `get` is the type's
// retrieve, `insync` the property's insync?, `set` the properties' sync, then flush. Ordering, noop,
// events, refresh, failures and the log lines stay the transaction's, as for pp's C++ providers.

#include "apply/transaction.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace pp::apply {

/// For each type of `catalog` that `registry` has no provider for and that a module on the registry's
/// modulepath defines in Ruby (`<module>/lib/puppet/type/<type>.rb`), adds a provider that runs the module's
/// Ruby. For a type `registry` has a provider for, each provider that resources name (`provider => NAME`)
/// and that provider does not implement, when a module supplies it in Ruby
/// (`<module>/lib/puppet/provider/<type>/<name>.rb`, swift's `service` provider `swiftinit`), is added as a
/// named provider (ProviderRegistry::add_named) that runs the type and that provider in Ruby (Puppet's own
/// type, `ruby/prelude/service_type.rb`). `facts` answer Facter.value in the providers' code; they are
/// asked for only when there is such a type or provider. Returns the types added. Starts Ruby only when
/// there is such a type.
std::vector<std::string> add_ruby_providers(ProviderRegistry& registry, const runtime::Catalog& catalog,
                                            const std::function<Value()>& facts);

/// The same for one type (`pp resource TYPE`): true when a module defines it and its provider was added.
bool add_ruby_provider(ProviderRegistry& registry, const std::string& type, const Value& facts);

/// The provider of one such type, for tests.
std::unique_ptr<Provider>
make_ruby_type_provider(std::string type, const std::vector<std::string>& library_dirs, const Value& facts);

} // namespace pp::apply
