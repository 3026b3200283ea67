#pragma once
// The registration entries of pp's built-in providers, one family per file (apply/providers/*.cpp).

#include "apply/transaction.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace pp::apply {

void register_basic_providers(ProviderRegistry& registry);
void register_service_provider(ProviderRegistry& registry);
void register_user_providers(ProviderRegistry& registry);
void register_package_provider(ProviderRegistry& registry);

void register_exec_provider(ProviderRegistry& registry);
void register_file_provider(ProviderRegistry& registry);
void register_tidy_provider(ProviderRegistry& registry);
void register_concat_providers(ProviderRegistry& registry);

/// The ParsedFile types (apply/providers/parsed_file.hpp): host and mount (DIR/etc/hosts and DIR/etc/fstab
/// by default under a provider root), ssh_authorized_key, and cron through the crontab command.
void register_host_provider(ProviderRegistry& registry);
void register_ssh_authorized_key_provider(ProviderRegistry& registry);
void register_mount_provider(ProviderRegistry& registry);
void register_cron_provider(ProviderRegistry& registry);
/// stdlib's file_line.
void register_file_line_provider(ProviderRegistry& registry);
/// inifile's ini_setting and ini_subsetting.
void register_ini_providers(ProviderRegistry& registry);
/// Puppet's `resources` (purging unmanaged instances of a type).
void register_resources_provider(ProviderRegistry& registry);

/// Type#copy_metaparams: the metaparameters (all but alias) `from` sets, given to a resource it generates
/// (tidy's files, the instances a `resources` purges).
void copy_metaparams(const Resource& from, runtime::CatalogResource& to);

/// The filebuckets file backups go to: `puppet` (Puppet's default bucket) in `default_dir`, the catalog's
/// Filebucket resources by name (their `path`; nullopt for a remote one).
void set_file_buckets(ProviderRegistry& registry, std::string default_dir,
                      std::map<std::string, std::optional<std::string>> buckets);

} // namespace pp::apply
