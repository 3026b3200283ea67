#pragma once
// The subcommands; main.cpp parses the command line and calls these.

#include "driver/environment.hpp"
#include "parser/parser.hpp"

#include <map>
#include <string>
#include <vector>

#include <optional>

namespace pp::runtime {
class Catalog;
class AutoRelationships;
class RelationshipGraph;
} // namespace pp::runtime

namespace pp::cli {

/// pp's version (`pp --version`, the REPL's banner).
inline constexpr const char* kVersion = "0.1.0";

/// Colour only on a terminal, never with NO_COLOR or TERM=dumb.
bool use_color();

struct ValidateArgs {
    std::vector<std::string> paths;
    std::string format = "text";
    std::string modulepath;
    parser::Strictness strict = parser::Strictness::Warning;
    /// Threads that validate files (--jobs); 0: one per core.
    unsigned jobs = 0;
};
int run_validate(const ValidateArgs& args);

struct DumpArgs {
    std::vector<std::string> files;
    std::string code;
    std::string format = "pn";
    bool validate = false;
};
int run_dump(const DumpArgs& args);

/// Where Puppet finds an environment and its Hiera data: --environmentpath, --environment, --hiera_config.
/// --environmentpath, --environment, --hiera_config.
using EnvironmentArgs = driver::EnvironmentSettings;
using driver::effective_modulepath;
using driver::environment_dir;

struct ApplyArgs {
    std::string file;
    std::string code;
    parser::Strictness strict = parser::Strictness::Warning;
    bool strict_variables = false;
    bool verbose = false;
    bool debug = false;
    std::string error_style = "pp"; ///< --error-style: pp (caret diagnostics) or puppet (Puppet's one line)
    bool trace = false; ///< --trace: after an evaluation error, what was being evaluated, outermost first
    std::string
        facts_file; ///< --facts: JSON or YAML facts, flat or Puppet's {name, values} (default: collected)
    std::string certname;   ///< --certname/--node: the node name (default: clientcert, fqdn, host name)
    std::string modulepath; ///< --modulepath: colon-separated module directories
    std::string output;     ///< compile: -o FILE for the catalog (default: standard output)
    bool graph = false;     ///< --graph: write the dot files into the graph directory
    std::string graphdir;   ///< --graphdir (default driver::kDefaultGraphdir)
    bool noop = false;      ///< apply: --noop
    bool detailed_exitcodes = false;     ///< apply: 0/2/4/6 instead of 0
    std::vector<std::string> tags;       ///< apply: --tags
    std::vector<std::string> skip_tags;  ///< apply: --skip_tags
    bool ignore_schedules = false;       ///< apply: --ignoreschedules
    std::string vardir;                  ///< apply: --vardir (state.yaml, reports); default_vardir()
    std::string catalog;                 ///< apply: --catalog FILE, a catalog JSON to apply instead of code
    std::string provider_root;           ///< apply: --provider-root DIR (apply/providers/builtin.hpp)
    bool watch = false;                  ///< apply: --watch (driver/watch.hpp)
    double watch_interval = 10;          ///< apply: --watch-interval S
    std::vector<std::string> watch_poll; ///< apply: --watch-poll TYPE=S (repeatable)
    EnvironmentArgs env;                 ///< --environmentpath, --environment, --hiera_config
};

using driver::default_vardir;

/// --watch-poll's value checked: an empty string when it is TYPE=SECONDS (0.05 to 86400), else why not.
std::string watch_poll_check(const std::string& value);
/// --watch-poll's values as WatchOptions::type_intervals (each checked by watch_poll_check).
std::map<std::string, double, std::less<>> watch_poll_intervals(const std::vector<std::string>& values);

/// `pp apply`: compiles the manifest (logging what its code logs) and applies the catalog.
int run_apply(const ApplyArgs& args);
/// `pp compile`: compiles the manifest and writes Puppet's catalog JSON.
int run_compile(const ApplyArgs& args);

struct LookupArgs {
    std::vector<std::string> keys;
    bool explain = false;
    std::string merge;           ///< first, unique, hash, deep; empty: from lookup_options
    std::string knockout_prefix; ///< --knock-out-prefix (deep)
    bool sort_merged_arrays = false;
    bool merge_hash_arrays = false;
    std::optional<std::string> default_value;
    std::string type;
    std::string render_as; ///< s, json, yaml (default: yaml, s with --explain)
    std::string node;
    std::string facts_file;
    std::string modulepath;
    EnvironmentArgs env;
};
/// `pp lookup KEY...`: the value Hiera gives, as `puppet lookup` prints it (or how it was found, --explain).
int run_lookup(const LookupArgs& args);

struct FactsArgs {
    std::vector<std::string> queries; ///< fact names or dotted paths (`os.family`)
    bool show_legacy = false;         ///< show: the legacy facts too
    bool value_only = false;          ///< show: print a single query's value alone
    bool find = false;                ///< `pp facts find`: Puppet's {name, values} document
    std::string certname;             ///< find: the node name (default: the fqdn)
    std::string modulepath;           ///< modules whose custom facts (lib/facter) are added
    EnvironmentArgs env;              ///< the environment whose modules are on the modulepath
};
/// `pp facts`: this machine's facts as `puppet facts show` / `puppet facts find` print them.
int run_facts(const FactsArgs& args);

struct ResourceArgs {
    std::string type;
    std::string title;                   ///< empty: list every resource of the type
    std::vector<std::string> attributes; ///< ATTR=VALUE settings to apply first
    std::string provider_root;           ///< --provider-root DIR
    std::string modulepath;              ///< --modulepath DIRS: where modules' types and providers are
    bool verbose = false;
    bool debug = false;
};
/// `pp resource TYPE [TITLE [ATTR=VALUE ...]]`, as `puppet resource`.
int run_resource(const ResourceArgs& args);

struct DescribeArgs {
    std::vector<std::string> types;
    bool short_form = false; ///< --short: the attribute names only, without their docs
    bool providers = false;  ///< --providers: each provider with its doc, not just the names
    bool list = false;       ///< --list: every type with the start of its doc, instead of TYPEs
    bool meta = false;       ///< --meta: the metaparameters too
    bool help = false;       ///< --help: Puppet's help text (also without TYPEs)
};
/// `pp describe`: help about the built-in resource types, as `puppet describe`.
int run_describe(const DescribeArgs& args);

} // namespace pp::cli
