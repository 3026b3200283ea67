#pragma once
// A hiera.yaml (version 5) as the lookup code uses it (PUP:lib/puppet/pops/lookup/hiera_config.rb): its
// defaults and hierarchy levels, validated as Puppet validates them.

#include "loader/hiera.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace pp::loader::hiera {

/// One hierarchy level.
struct Level {
    std::string name;
    std::string function_kind; ///< data_hash, lookup_key, data_dig (from the level or the defaults)
    std::string function;      ///< yaml_data, json_data...
    std::string datadir;       ///< the level's or the default (relative to the configuration's directory)
    std::string location_key;  ///< path, paths, glob, globs, uri, uris, mapped_paths; empty: none
    std::vector<std::string> locations;
    Value options; ///< a Hash, or undef
};

enum class Layer : std::uint8_t { Global, Environment, Module };

struct Config {
    std::string path; ///< empty for Puppet's default configuration (no hiera.yaml)
    std::string root; ///< the directory paths are relative to
    std::vector<Level> hierarchy;
    /// An error Puppet reports only when the hierarchy is used (a level name given twice)
    std::string deferred_error;
    [[nodiscard]] static std::string name() { return "hiera configuration version 5"; }
};

/// Reads and validates `path` for a layer (nullptr: a file the layer ignores, with a warning through
/// `warn`, as Puppet ignores a version 3 file in an environment or module). A file that does not exist
/// gives Puppet's default configuration rooted at `root`. LookupError for an invalid file.
std::shared_ptr<Config> load_config(const std::string& path, const std::string& root, Layer layer,
                                    const std::function<void(const std::string&)>& warn);

/// A YAML document as Ruby's safe_load types it (Psych's scalar rules). Throws YAML::Exception for a
/// syntax error (libyaml's message and place, as Psych reports them), LookupError for an unknown alias.
Value yaml_to_value(const std::string& text);

} // namespace pp::loader::hiera
