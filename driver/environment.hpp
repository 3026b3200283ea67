#pragma once
// Where a run finds its code and data, and the node it compiles for: the environment's directory, the
// modulepath, the vardir, the node's name and facts.

#include "evaluator/node_scope.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace pp::driver {

/// The environment a run uses (`--environmentpath`, `--environment`, `--hiera_config`).
struct EnvironmentSettings {
    std::string environmentpath; ///< directories of environments (colon-separated); empty: none
    std::string environment = "production";
    std::string hiera_config; ///< the global hiera.yaml; empty: no global layer
};

/// The environment's directory (the first `<dir>/<environment>` that exists on the environmentpath), or
/// empty.
std::string environment_dir(const EnvironmentSettings& env);

/// The modulepath: `given` (colon-separated, each made absolute) when not empty, else the environment's
/// `modules` directory followed by Puppet's default base modulepath.
std::vector<std::string> effective_modulepath(const std::string& given, const EnvironmentSettings& env);

/// `path` made absolute against the working directory, `.` and `..` resolved lexically (File.expand_path).
std::string absolute_path(const std::string& path);

/// Where `pp apply` keeps its state without --vardir: /var/lib/pp for root, else $XDG_STATE_HOME/pp
/// (~/.local/state/pp).
std::string default_vardir();

/// The node compiled for: the facts of `facts_file` (JSON or YAML; this host's when empty, with the custom
/// facts of the modules on `modulepath`) and its name (`certname`, else the clientcert or fqdn fact, else
/// this host's name). nullopt with `error` set when the facts file cannot be read. Facter's messages go to
/// `logger` (none: standard error).
std::optional<evaluator::NodeInfo> load_node(const std::string& facts_file, const std::string& certname,
                                             const std::string& environment, std::string& error,
                                             const std::vector<std::string>& modulepath = {},
                                             evaluator::Logger* logger = nullptr);

/// Adds to `facts` the custom facts of the modules on `modulepath` (their `lib/facter` files, resolved by
/// the embedded Ruby as Facter resolves them), before Puppet's own client facts (clientcert...). Ruby
/// starts only when some module has a `lib/facter` directory.
void add_custom_facts(runtime::Hash& facts, const std::vector<std::string>& modulepath,
                      evaluator::Logger* logger = nullptr);

/// The modules' custom facts for a compile, resolved only when it first reads a fact
/// (evaluator::NodeInfo::late_facts): add_custom_facts on `modulepath`. Unset when no module on it has a
/// `lib/facter/*.rb` file, so that a compile without custom facts never starts Ruby. `logger` must outlive
/// the compile.
std::function<void(runtime::Hash& facts)> late_custom_facts(const std::vector<std::string>& modulepath,
                                                            evaluator::Logger* logger);

} // namespace pp::driver
