#pragma once
// An environment's code as Puppet 4's loaders find it: the main manifest (a file, or every `.pp` under a
// directory in sorted order) and modules on the modulepath, whose classes and defines are autoloaded by
// name from `manifests/` (`foo` -> foo/manifests/init.pp, `foo::bar::baz` -> foo/manifests/bar/baz.pp),
// functions from `functions/` and type aliases from `types/`. Each file is parsed once.

#include "lexer/diagnostics.hpp"
#include "lexer/source_manager.hpp"
#include "parser/parser.hpp"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::loader {

/// What an autoloaded name is looked up as.
enum class DefinitionKind : std::uint8_t { ClassOrDefine, Function, TypeAlias };

class Environment {
public:
    Environment(lexer::SourceManager& sm, std::vector<std::string> modulepath, parser::ParseOptions options);

    /// The `.pp` files of a main manifest: the file itself, or every `.pp` below a directory, sorted.
    [[nodiscard]] static std::vector<std::string> manifest_files(const std::string& path);

    /// The module's root directory on the modulepath (the first one found), if any.
    [[nodiscard]] std::optional<std::string> module_dir(std::string_view module) const;
    /// The module a file lies in (its name), or empty.
    [[nodiscard]] std::string module_of_file(const std::string& path) const;
    /// Every module directory on the modulepath, by name (the first of each name).
    [[nodiscard]] const std::map<std::string, std::string>& modules() const;

    /// The file Puppet would autoload `name` from (whether or not it exists), or empty when the name cannot
    /// be autoloaded (no module of that name, or an unqualified function/type name).
    [[nodiscard]] std::string autoload_path(std::string_view name, DefinitionKind kind) const;

    /// Puppet's Files.find_template: an absolute path as it is, else `<module>/<file>` in the module's
    /// `templates/` directory when that file exists; empty otherwise.
    [[nodiscard]] std::string find_template(std::string_view reference) const;

    /// Parses a file once (later calls return the same result). Null, with diagnostics added, when the file
    /// cannot be read or has syntax errors.
    const parser::ParsedFile* load(const std::string& path, lexer::Diagnostics& diags);
    /// Parses code given as text (`-e`), registered under `name`.
    const parser::ParsedFile* load_text(const std::string& name, std::string text, lexer::Diagnostics& diags);

    [[nodiscard]] lexer::SourceManager& sources() { return m_sm; }
    [[nodiscard]] const std::vector<std::string>& modulepath() const { return m_modulepath; }

private:
    lexer::SourceManager& m_sm;
    std::vector<std::string> m_modulepath;
    parser::ParseOptions m_options;
    mutable std::optional<std::map<std::string, std::string>> m_modules;
    std::map<std::string, std::unique_ptr<parser::ParsedFile>> m_parsed; ///< by path; null: failed
};

} // namespace pp::loader
