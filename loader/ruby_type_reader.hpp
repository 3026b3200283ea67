#pragma once
// Module resource types read from their Ruby declarations without running Ruby (DESIGN.md §2 loader/, §5;
// issue 4). Two forms are understood:
//
// - the type DSL (seed 001): `Puppet::Type.newtype(:name) do ... end` with newparam/newproperty (options
//   `:namevar => true`, `namevar: true`, `:parent => Puppet::Parameter::Boolean`), `isnamevar`, `ensurable`
//   with or without a block, newvalues/newvalue, `def self.title_patterns` with literal patterns, loops
//   `[:a, :b].each do |p| newparam(p) ... end` over literal lists, and mixin methods called by name from
//   files the type requires (`extend PuppetX::Foo; create_parameters`);
// - the Resource API (seed 000): `Puppet::ResourceApi.register_type(name: 'x', attributes: {...},
//   title_patterns: [...])` with behaviour :namevar/:parameter/:read_only/:init_only.
//
// The attribute order is Puppet's: properties first (`ensure` first among them), then parameters, each as
// declared; a type with providers on the modulepath gets Puppet's implicit `provider` parameter last.

#include "loader/dir_listings.hpp"
#include "runtime/resource_schema.hpp"

#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::loader {

struct TypeReadOptions {
    /// Ruby library roots (each module's `lib/`) where `require 'puppet_x/...'` is looked up.
    std::vector<std::filesystem::path> lib_dirs;
    /// Whether a provider exists for a type name: Puppet adds a `provider` parameter to such types
    /// (Puppet::Type.providify). Unset: no provider parameter.
    std::function<bool(std::string_view type_name)> has_provider;
    /// Whether `file` is a regular file, for the `require` lookups over every lib/ (ModuleTypeLoader answers
    /// from directory listings). Unset: a stat.
    std::function<bool(const std::string& file)> is_file;
};

struct TypeReadResult {
    std::optional<runtime::TypeSchema> schema;
    /// Set when no schema could be read: "FILE:LINE: message".
    std::string error;
    /// Constructs that were skipped while the schema was still read ("FILE:LINE: message"): values computed
    /// at run time, title patterns that are not literals.
    std::vector<std::string> warnings;
};

/// Reads one type declaration; `file` names it in messages and becomes TypeSchema::source.
TypeReadResult read_type_source(std::string_view source, const std::string& file,
                                const TypeReadOptions& options = {});
/// Reads `lib/puppet/type/NAME.rb`; an unreadable file is an error result, never an exception.
TypeReadResult read_type_file(const std::filesystem::path& file, const TypeReadOptions& options = {});

struct ModuleTypeScan {
    std::vector<runtime::TypeSchema> types; ///< in modulepath order, then module name, then file name
    std::vector<std::string> errors;        ///< files that could not be read ("FILE:LINE: message")
    std::vector<std::string> warnings;
};

/// Reads every `<module>/lib/puppet/type/*.rb` of a modulepath (directories of modules, searched in order).
/// As in Puppet's autoloader, the first module of a name shadows later ones, and the first type of a name
/// wins. Providers are looked for in every module's `lib/puppet/provider/<type>/`.
ModuleTypeScan scan_module_types(const std::vector<std::filesystem::path>& modulepath);

/// The modules' resource types read one at a time, when a manifest first uses the name, as Puppet's
/// autoloader loads `puppet/type/NAME.rb` from the modules' `lib` directories: a compile reads only the type
/// files it needs. Modules are searched in modulepath order and the first module of a name shadows later
/// ones.
class ModuleTypeLoader {
public:
    /// Runs a type file's Ruby (the Ruby plugin host, which this layer does not reach) for the schema of the
    /// type `name` it declares: a schema, or an error.
    using RubyReader =
        std::function<TypeReadResult(std::string_view name, const std::filesystem::path& file)>;

    explicit ModuleTypeLoader(std::vector<std::filesystem::path> modulepath);
    /// Where a type file is read by running its Ruby. The static reader is tried first: it needs no Ruby
    /// and is enough for most types (tests/unit/ruby/type_schema_test.cpp checks that it agrees with the
    /// Ruby result on every corpus type it reads fully); Ruby runs only for a file the static reader
    /// cannot read, or reads with warnings (values or title patterns computed at run time).
    void set_ruby_reader(RubyReader reader) { m_ruby = std::move(reader); }
    /// The type declared in the first `<module>/lib/puppet/type/NAME.rb` (NAME in lower case), or nullopt
    /// when no module has one or it cannot be read (see errors()).
    std::optional<runtime::TypeSchema> load(std::string_view name);
    [[nodiscard]] const std::vector<std::string>& errors() const { return m_errors; }

private:
    void index();
    std::vector<std::filesystem::path> m_modulepath;
    std::vector<std::filesystem::path> m_modules; ///< module directories, shadowed ones left out
    bool m_indexed = false;
    TypeReadOptions m_options;
    /// NAME -> the first NAME.rb (strings, not paths: a path splits itself into its components when made, and
    /// the index makes one for each of the modules' type files and provider directories, 320 in the corpus)
    std::map<std::string, std::string, std::less<>> m_type_files;
    std::map<std::string, bool, std::less<>> m_providers; ///< type name -> a module has a provider for it
    /// type name -> the provider directories of that name (lib/puppet/provider/NAME), each module's listed
    /// once
    std::map<std::string, std::vector<std::string>, std::less<>> m_provider_dirs;
    DirListings m_listings; ///< the lib/ directories a `require` is looked for in
    std::vector<std::string> m_errors;
    RubyReader m_ruby;
};

/// Adds scanned types to a registry; they replace built-in types of the same name (a module's `host` shadows
/// the built-in copy of host_core's).
void add_module_types(runtime::SchemaRegistry& registry, const ModuleTypeScan& scan);

} // namespace pp::loader
