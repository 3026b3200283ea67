#pragma once
// The code a compilation knows (Puppet's loaders and its Resource::TypeCollection): the classes, defined
// types, functions, node definitions and type aliases of the main manifest and of the files autoloaded from
// the environment's modules, each with the file it was read from. Names are registered before any code
// runs; a name defined twice is an error in Puppet's words.

#include "lexer/source_manager.hpp"
#include "loader/environment.hpp"
#include "parser/ast.hpp"

#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace pp::evaluator {

/// A definition and the file it was read from.
struct Definition {
    const parser::Node* ast = nullptr;
    lexer::FileId file = 0;
};

/// The classes, defined types and Puppet-language functions known so far, by name, sorted: what the REPL
/// completes and lists.
struct KnownDefinitions {
    std::vector<std::string> classes;
    std::vector<std::string> defines;
    std::vector<std::string> functions;
};

class Definitions {
public:
    explicit Definitions(const lexer::SourceManager& sm) : m_sm(sm) {}
    /// Where autoloaded definitions come from (null: nowhere).
    void set_environment(loader::Environment* env) { m_env = env; }
    [[nodiscard]] loader::Environment* environment() const { return m_env; }

    /// Registers the definitions of one file. Throws EvalError when a name is defined twice.
    void add(const parser::Program& program, lexer::FileId file);
    /// Loads the file `name` would be autoloaded from and registers its definitions; false when there is
    /// no such file (or no environment). Each file and name is tried once. A syntax error in the file is an
    /// EvalError at its location.
    bool autoload(std::string_view name, loader::DefinitionKind kind);

    /// A class or defined type by lower-case name without `::` prefix, autoloading it; null when unknown.
    [[nodiscard]] const Definition* find_class(std::string_view lower_name);
    [[nodiscard]] const Definition* find_define(std::string_view lower_name);
    /// A class or defined type already registered (no autoloading).
    [[nodiscard]] const Definition* loaded_class(std::string_view lower_name) const;
    [[nodiscard]] const Definition* loaded_define(std::string_view lower_name) const;
    /// A Puppet-language function by name as written; a namespaced one is autoloaded.
    [[nodiscard]] const parser::FunctionDefinition* find_function(std::string_view name);
    /// A type alias by name (any case), autoloading it.
    [[nodiscard]] const parser::TypeAlias* find_alias(std::string_view name);
    /// The node definitions, in the order they were read.
    [[nodiscard]] const std::vector<Definition>& nodes() const { return m_nodes; }

    /// The file a registered definition was read from; `otherwise` for a node that is not one.
    [[nodiscard]] lexer::FileId file_of(const parser::Node& def, lexer::FileId otherwise) const;
    /// The module a definition was read from ('' for the main manifest, or without an environment).
    [[nodiscard]] std::string module_of(const parser::Node& def) const;
    [[nodiscard]] KnownDefinitions known() const;

private:
    const lexer::SourceManager& m_sm;
    loader::Environment* m_env = nullptr;
    std::unordered_map<std::string, Definition> m_classes;               // lower-case name
    std::unordered_map<std::string, Definition> m_defines;               // lower-case name
    std::unordered_map<std::string, Definition> m_functions;             // name as written
    std::unordered_map<std::string, const parser::TypeAlias*> m_aliases; // lower-case name
    std::vector<Definition> m_nodes;
    std::unordered_map<const parser::Node*, lexer::FileId> m_files;
    std::unordered_set<std::string> m_tried; // autoload: file and name already looked for
};

} // namespace pp::evaluator
