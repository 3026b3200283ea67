#pragma once
// The catalog compiler (Puppet's compiler.rb, resource/type.rb, parser/resource.rb, the collectors and
// parser/relationship.rb): it owns the catalog being built, the definitions the code may use and the
// Evaluator that runs the code. Definitions are registered before code runs; the main code runs as
// Class[main]; then the node definition; then defined types (queued when declared) and collectors until a
// pass adds nothing; then overrides, relationships and the references of relationship metaparameters are
// checked.
//
// The Evaluator evaluates expressions and hands the statements that build the catalog (resources,
// defaults, overrides, collectors, relationships) to its Compiler; the Compiler evaluates class and define
// bodies, parameter defaults and queries through the Evaluator.

#include "evaluator/definitions.hpp"
#include "evaluator/evaluator.hpp"

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pp::evaluator {

namespace detail {
struct CompilerState;
struct AttributeOp;
struct Override;
struct Operand;
} // namespace detail

/// How a class is declared by a function: `include`, `require` (adds a `require` edge), `contain` (the
/// declaring class contains it).
enum class ClassMode : std::uint8_t { Include, Require, Contain };

class Compiler {
public:
    Compiler(lexer::SourceManager& sm, FunctionRegistry& functions, Logger& logger, EvalOptions options = {});
    ~Compiler();
    Compiler(const Compiler&) = delete;
    Compiler& operator=(const Compiler&) = delete;

    [[nodiscard]] Evaluator& evaluator() { return m_evaluator; }
    [[nodiscard]] Definitions& definitions() { return m_definitions; }
    /// Where autoloaded classes, defines, functions, type aliases and module types come from (may be null:
    /// none).
    void set_environment(loader::Environment* env);
    [[nodiscard]] loader::Environment* environment() const { return m_definitions.environment(); }

    /// Compiles a main manifest as Puppet's compiler does: registers its definitions, evaluates its body in
    /// `scope` (the top scope) as Class[main], then the node definition, then defined types and collectors
    /// until none is left, then finishes the catalog (overrides, relationships). Throws EvalError.
    Value evaluate_program(const parser::Program& program, lexer::FileId file, Scope& scope);
    /// Several files of one main manifest (a directory): every file's definitions are registered first.
    /// The value is that of the last file's body.
    Value compile_files(const std::vector<std::pair<const parser::Program*, lexer::FileId>>& files,
                        Scope& scope);

    /// A compilation that goes on input by input (the REPL): begin_session starts it (Stage[main],
    /// Class[main] with `top` as its scope); each evaluate_input registers the input's definitions,
    /// evaluates its body in `top` as part of Class[main], then evaluates the defined types and collectors
    /// it made pending; the value is the body's. finished_catalog is the catalog as a compile would finish
    /// it now (overrides checked, relationships and metaparameters added), leaving the live one as it was.
    void begin_session(Scope& top);
    Value evaluate_input(const parser::Program& program, lexer::FileId file, Scope& top);
    [[nodiscard]] runtime::Catalog finished_catalog();
    /// The catalog built so far.
    [[nodiscard]] runtime::Catalog& catalog();

    /// The classes, defined types and Puppet-language functions known so far (defined by the code or
    /// autoloaded).
    [[nodiscard]] KnownDefinitions known_definitions() const { return m_definitions.known(); }
    /// The parameters of a defined type, or of a class (`class { 'x': ... }`), by lower-case name,
    /// autoloading it; empty when there is no such definition.
    [[nodiscard]] std::vector<std::string> definition_parameters(std::string_view lower_name, bool is_class);
    /// The schema of a resource type by lower-case name (Puppet's, pp's own or a module's), or null.
    [[nodiscard]] const runtime::TypeSchema* type_schema(std::string_view lower_name);
    /// A resource type Puppet or the code defines (`file`, a `define`), by name in any case (autoloading).
    [[nodiscard]] bool is_resource_type(std::string_view name);
    /// A class the code defines (or `main`, `settings`), autoloading it if need be.
    [[nodiscard]] bool is_class(std::string_view name);

    /// `include`, `require`, `contain` of classes by name (`::` prefix allowed); FunctionError when a class
    /// is unknown.
    void declare_classes(const std::vector<std::string>& names, ClassMode mode, Scope& scope,
                         const parser::Node& at);
    /// Realizes virtual resources (`realize`), by reference; one not declared yet is realized when it is, and
    /// is an error if it never is.
    void realize(const std::vector<Value>& refs, const parser::Node& at);
    /// A resource in the catalog (virtual or not) by reference value (`File['/x']`, `Class[foo]`), or null.
    [[nodiscard]] const runtime::CatalogResource* find_resource(const Value& ref);
    /// Whether the resource (or the catalog, for classes) of `scope` has the tag.
    [[nodiscard]] bool tagged(const Scope& scope, std::string_view tag);
    /// A class's scope once it is evaluated, for `$cls::var` and getvar; null otherwise.
    [[nodiscard]] Scope* class_scope(std::string_view name);
    /// The node definition's scope once it is evaluated, else null.
    [[nodiscard]] Scope* node_scope() const;
    /// Declares resources of a type from a hash of titles to attributes (create_resources).
    void create_resources(const std::string& type, const Value& instances, const Value& defaults,
                          Scope& scope, const parser::Node& at);

    /// The statements that build the catalog, as the Evaluator meets them.
    Value eval_resource(const parser::Resource& r, Scope& scope);
    Value eval_resource_defaults(const parser::ResourceDefaults& d, Scope& scope);
    Value eval_resource_override(const parser::ResourceOverride& o, Scope& scope);
    Value eval_collect(const parser::Collect& c, Scope& scope);
    Value eval_relationship(const parser::Relationship& r, Scope& scope);

private:
    void start_compilation(Scope& top);
    void evaluate_node(Scope& top);
    void resolve_pending(); ///< defined types and collectors until none is left
    void finish_catalog();  ///< realize, overrides, metaparameters, relationships, parameter checks
    void add_resource_metaparams();
    /// A resource type with a schema (Puppet's own, or a module's lib/puppet/type), by lower-case name.
    [[nodiscard]] bool builtin_resource_type(std::string_view lower_name) const;
    std::size_t declare_class(const std::string& name, std::vector<std::pair<std::string, Value>> params,
                              Scope& scope, const parser::Node& at, bool resource_like);
    std::size_t class_resource(const std::string& name, std::vector<std::pair<std::string, Value>> params,
                               Scope& scope, const parser::Node& at, bool resource_like);
    void evaluate_class(std::size_t resource, Scope& scope, const parser::Node& at, bool resource_like);
    void evaluate_class_body(std::size_t resource, const parser::HostClassDefinition& def, Scope& class_scope,
                             Scope& scope, const parser::Node& at, bool resource_like);
    /// `title_tag`: the title is a tag (false for a title that was not a string, e.g. create_resources' 80).
    std::size_t create_resource(const std::string& type_name, const std::string& title,
                                const std::vector<detail::AttributeOp>& ops, bool is_define, bool is_virtual,
                                bool exported, Scope& scope, const parser::Node& at, bool title_tag = true);
    void add_aliases(std::size_t r, const runtime::TypeSchema* schema, const parser::Node& at);
    void evaluate_define(std::size_t resource, Scope& declared_in);
    void evaluate_define_body(std::size_t resource, const parser::ResourceTypeDefinition& def,
                              lexer::FileId file, Scope& scope);
    void apply_override(detail::Override& o, std::size_t resource);
    void apply_pending_overrides(std::size_t resource);
    void evaluate_query(const parser::Node& query, Scope& scope,
                        std::unordered_map<const parser::Node*, Value>& values);
    bool query_matches(const parser::Node& query, std::size_t resource,
                       const std::unordered_map<const parser::Node*, Value>& values);
    bool run_collectors();
    detail::Operand relationship_operand(const parser::Node& n, Scope& scope);

    lexer::SourceManager& m_sm;
    Definitions m_definitions;
    std::unique_ptr<detail::CompilerState> m_state;
    Evaluator m_evaluator; // made last: it calls back into the rest
};

} // namespace pp::evaluator
