#pragma once
// The expression evaluator (Puppet's evaluator_impl.rb): evaluates the AST against scopes, calling
// functions through the registry. Catalog building (classes, resources, collectors) builds on this.
//
// Lifetimes (the rule every part of the evaluator keeps):
// - Persistent scopes, the top scope (owned by the caller for the whole compilation) and the scopes of
//   nodes, classes and defined-type instances (owned by the compilation, in a deque that never moves them),
//   live until the evaluator dies. Only they may be remembered: by a queued defined type, a class's or an
//   instance's dynamic parent, resource defaults, the class-scope table.
// - Local scopes (Scope::Kind::Local: a lambda call's, a Puppet function call's, a template's) live on the
//   C++ stack for one call, like Puppet's ephemeral scopes. Nothing that outlives the call may point at one:
//   work queued from inside a local scope records scope.anchor(), the nearest persistent scope, which is
//   what Puppet records too (a resource declared in a lambda belongs to the enclosing class's scope; defaults
//   set in a lambda are that scope's defaults). A collector evaluates its query's values when it is
//   created (Puppet's CollectorTransformer does the same), so it keeps no scope at all.
// - AST nodes live as long as the files that own them: the environment's parse cache, the evaluator's
//   templates, the caller's main manifest and, in the REPL, every input of the session. Values never point
//   into a scope.

#include "evaluator/eval_error.hpp"
#include "lexer/source_manager.hpp"
#include "loader/environment.hpp"
#include "loader/hiera.hpp"
#include "parser/ast.hpp"
#include "parser/parser.hpp"
#include "runtime/catalog.hpp"
#include "runtime/resource_schema.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/types.hpp"
#include "runtime/value.hpp"

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace pp::runtime {
struct TypeSchema;
} // namespace pp::runtime

namespace pp::evaluator {

using runtime::Value;

enum class LogLevel : std::uint8_t { Debug, Info, Notice, Warning, Err, Alert, Emerg, Crit };

/// The level as Puppet's console prints it ("Notice", "Error", "Critical"...).
constexpr std::string_view level_label(LogLevel l) {
    switch (l) {
    case LogLevel::Debug:
        return "Debug";
    case LogLevel::Info:
        return "Info";
    case LogLevel::Notice:
        return "Notice";
    case LogLevel::Warning:
        return "Warning";
    case LogLevel::Err:
        return "Error";
    case LogLevel::Alert:
        return "Alert";
    case LogLevel::Emerg:
        return "Emergency";
    case LogLevel::Crit:
        return "Critical";
    }
    return "Notice";
}

/// Where log lines go: `pp apply` prints them as Puppet's console does.
class Logger {
public:
    virtual ~Logger() = default;
    /// A message from a logging function, attributed to a scope ("Class[main]").
    virtual void scoped(LogLevel level, std::string_view scope, std::string_view message) = 0;
    /// A message from the evaluator itself (unknown variable, coercion warnings), with its location.
    virtual void located(LogLevel level, std::string_view message, const Location& where) = 0;
};

/// Variables of one scope; lookups continue in the parent (the defining scope, for lambdas and functions'
/// closures). Variables are immutable: assigning twice in one scope is an error. Names are views into the
/// AST (parameters, variables), which outlives evaluation; scopes are small, so a vector beats a map.
class Scope {
public:
    /// Persistent: the top scope, a node's, a class's or a defined type's instance; Local: a call's own
    /// scope on the C++ stack (lambda, Puppet function, template), see the lifetime rule above.
    enum class Kind : std::uint8_t { Persistent, Local };
    /// `label` must outlive the scope (a literal, or a name owned by the catalog).
    Scope(Scope* parent, std::string_view label, Kind kind = Kind::Persistent)
        : m_parent(parent), m_label(label), m_kind(kind) {}
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;
    [[nodiscard]] bool is_local() const { return m_kind == Kind::Local; }
    /// The nearest persistent scope, this one or a parent: what queued work may remember of this scope.
    [[nodiscard]] Scope& anchor();
    [[nodiscard]] const Value* lookup(std::string_view name) const;
    [[nodiscard]] const Value* lookup_local(std::string_view name) const;
    /// False when the name is already set in this scope. `name` must outlive the scope (an AST string).
    bool set(std::string_view name, Value value);
    [[nodiscard]] Scope* parent() const { return m_parent; }
    [[nodiscard]] Scope& top();
    /// How log lines attribute messages made here: "Class[main]".
    [[nodiscard]] std::string_view label() const { return m_label; }

    /// The groups of the last successful match made here ($0, $1...; absent groups are undef).
    /// The match variables of this scope, to restore when a guarded expression (if, unless, case,
    /// selector) ends: matches made inside one are not seen after it (Scope#with_guarded_scope).
    struct MatchState {
        std::vector<Value> groups;
        bool has = false;
    };
    [[nodiscard]] MatchState save_match() const { return {m_match, m_has_match}; }
    void restore_match(MatchState s) {
        m_match = std::move(s.groups);
        m_has_match = s.has;
    }
    void set_match(std::vector<Value> groups) {
        m_match = std::move(groups);
        m_has_match = true;
    }
    /// `$n` from the nearest scope with match data; null when there is none or n is out of range.
    [[nodiscard]] const Value* match_group(std::size_t n) const;
    /// set() for a name this scope keeps (names are otherwise views into the AST).
    bool set_owned(std::string name, Value value);
    /// Changes the value of a variable lookup() finds (in this scope or a parent): what Ruby code that
    /// mutated the variable's array or hash in place leaves behind. False when there is no such variable.
    bool replace(std::string_view name, Value value);
    /// Every variable set here, in order.
    [[nodiscard]] const std::vector<std::pair<std::string_view, Value>>& variables() const { return m_vars; }

    /// The scope Puppet's dynamic scoping continues in (resource defaults, tags): the scope that declared a
    /// class or defined type; the lookup parent otherwise.
    [[nodiscard]] Scope* dynamic_parent() const { return m_dynamic != nullptr ? m_dynamic : m_parent; }
    void set_dynamic_parent(Scope* s) { m_dynamic = s; }
    /// The catalog resource (class, defined type instance, node) whose body this scope evaluates, or the
    /// nearest enclosing one's; SIZE_MAX outside a compilation.
    [[nodiscard]] std::size_t resource() const;
    void set_resource(std::size_t r) { m_resource = r; }

private:
    Scope* m_parent;
    Scope* m_dynamic = nullptr;
    std::size_t m_resource = SIZE_MAX;
    std::string_view m_label;
    std::vector<std::pair<std::string_view, Value>> m_vars;
    std::deque<std::string> m_owned_names;
    // name -> position in m_vars, kept once a scope holds many variables (the top scope holds the facts)
    std::unordered_map<std::string_view, std::size_t> m_index;
    std::vector<Value> m_match;
    bool m_has_match = false;
    Kind m_kind;
};

class Evaluator;
namespace detail {
struct Compilation;
struct AttributeOp;
struct Override;
struct Operand;
} // namespace detail

/// Puppet::PreformattedError (a lookup that finds nothing): reported as its message alone, without the
/// "Evaluation Error" form, a location or the node.
class PreformattedError : public EvalError {
public:
    using EvalError::EvalError;
};

/// What a native function sees of its call.
struct CallContext {
    Evaluator& evaluator;
    Scope& scope;
    const parser::Node& call; ///< the call expression (for locations)
    std::string_view name;
    const parser::Lambda* block = nullptr;
    Scope* block_scope = nullptr; ///< where the block was written (its closure)
};

using NativeFunction = std::function<Value(CallContext&, std::span<const Value> args)>;

struct FunctionInfo {
    std::string name;
    std::string signature; ///< Puppet Callable signature(s), for documentation and `pp describe`
    std::string doc;
    NativeFunction fn;
    /// The module whose Ruby function this implements ('' for Puppet's own functions): such a function
    /// exists only when that module, with the function's file, is on the modulepath (Puppet's loaders).
    std::string module = {};
};

/// Functions by name: native (stdlib/) and Puppet-language ones (`function f() {}`).
class FunctionRegistry {
public:
    void add(FunctionInfo info);
    [[nodiscard]] const FunctionInfo* find(std::string_view name) const;
    [[nodiscard]] const std::map<std::string, FunctionInfo, std::less<>>& all() const { return m_functions; }

private:
    std::map<std::string, FunctionInfo, std::less<>> m_functions;
};

/// Puppet's `--strict` and `--strict_variables` settings.
struct EvalOptions {
    parser::Strictness strict = parser::Strictness::Warning; ///< Puppet 7's default
    bool strict_variables = false;
    std::string node_name = "localhost"; ///< the node compiled for (certname): node matching, messages
    std::string environment = "production";
    /// Resource types known besides Puppet's built-in ones: the types pp defines itself (its Resource API
    /// types, apply::ProviderRegistry::type_schemas). A module's type of the same name shadows one, as it
    /// shadows a built-in type.
    std::vector<runtime::TypeSchema> types = {};
};

/// How a class is declared by a function: `include`, `require` (adds a `require` edge), `contain` (the
/// declaring class contains it).
enum class ClassMode : std::uint8_t { Include, Require, Contain };

class Evaluator {
public:
    Evaluator(lexer::SourceManager& sm, FunctionRegistry& functions, Logger& logger,
              EvalOptions options = {});
    ~Evaluator();
    Evaluator(const Evaluator&) = delete;
    Evaluator& operator=(const Evaluator&) = delete;
    [[nodiscard]] const EvalOptions& options() const { return m_options; }
    /// True the first time `key` is seen in this evaluation: Puppet logs deprecations once.
    bool warn_once(std::string key) { return m_warned.insert(std::move(key)).second; }

    /// Compiles a main manifest as Puppet's compiler does (compiler.cpp): registers its definitions,
    /// evaluates its body in `scope` (the top scope) as Class[main], then the node definition, then defined
    /// types and collectors until none is left, then finishes the catalog (overrides, relationships). Throws
    /// EvalError.
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
    /// The classes, defined types and Puppet-language functions known so far (defined by the code or
    /// autoloaded), by name, sorted: what the REPL completes and lists.
    struct KnownDefinitions {
        std::vector<std::string> classes;
        std::vector<std::string> defines;
        std::vector<std::string> functions;
    };
    [[nodiscard]] KnownDefinitions known_definitions() const;
    /// The parameters of a defined type, or of a class (`class { 'x': ... }`), by lower-case name,
    /// autoloading it; empty when there is no such definition.
    [[nodiscard]] std::vector<std::string> definition_parameters(std::string_view lower_name, bool is_class);
    /// The schema of a resource type by lower-case name (Puppet's, pp's own or a module's), or null.
    [[nodiscard]] const runtime::TypeSchema* type_schema(std::string_view lower_name);
    /// Where autoloaded classes, defines, functions and type aliases come from (may be null: none).
    void set_environment(loader::Environment* env);
    /// The environment set by set_environment (null: none): module directories for templates and Hiera.
    [[nodiscard]] loader::Environment* environment() const;
    /// The compilation's Hiera (lookup(), hiera(), automatic class parameter lookup). Without set_hiera, one
    /// with only the module layer of the environment's modules.
    void set_hiera(loader::hiera::Hiera* hiera) { m_hiera = hiera; }
    [[nodiscard]] loader::hiera::Hiera& hiera();
    /// What a lookup made from `scope` reads for `%{var}` (scope[var]): the variable, or nullopt.
    [[nodiscard]] loader::hiera::Variables hiera_variables(Scope& scope, const parser::Node& at);
    /// The file being evaluated (the file of the expression a native function is called from).
    [[nodiscard]] lexer::FileId current_file() const { return m_file; }
    /// The catalog built so far.
    [[nodiscard]] runtime::Catalog& catalog();
    /// A native function as a call by `name` finds it: Puppet's own functions, and a module's only when
    /// the modulepath has that module with the function's Ruby file (cached per name); null otherwise.
    [[nodiscard]] const FunctionInfo* find_native_function(std::string_view name);
    /// Puppet's "Unknown function: 'x'." message, with a note when a module on the modulepath has a Ruby
    /// function of that name that pp does not implement.
    [[nodiscard]] std::string unknown_function_message(std::string_view name);
    /// The `(file, line)` frames of Puppet's PuppetStack, innermost first: each function call from Puppet
    /// code and the main program (line 0). stdlib's `deprecation` prints the first two.
    [[nodiscard]] std::vector<std::pair<std::string, std::uint32_t>> puppet_stack() const;
    /// Puppet.deprecation_warning's memory: true the first time `key` is seen, while fewer than 100 keys are
    /// remembered ($deprecation_warnings).
    bool deprecation_once(const std::string& key);

    /// `include`, `require`, `contain` of classes by name (`::` prefix allowed); FunctionError when a class
    /// is unknown.
    void declare_classes(const std::vector<std::string>& names, ClassMode mode, Scope& scope,
                         const parser::Node& at);
    /// Realizes virtual resources (`realize`), by reference; FunctionError when one does not exist.
    void realize(const std::vector<Value>& refs, const parser::Node& at);
    /// A resource in the catalog (virtual or not) by reference value (`File['/x']`, `Class[foo]`), or null.
    [[nodiscard]] const runtime::CatalogResource* find_resource(const Value& ref);
    /// Whether the resource (or the catalog, for classes) of `scope` has the tag.
    [[nodiscard]] bool tagged(const Scope& scope, std::string_view tag);
    /// A variable as `$name` reads it from `scope` (`::x` top scope, `cls::x` an evaluated class), without
    /// the unknown-variable warning; null when there is none.
    [[nodiscard]] const Value* variable(std::string_view name, Scope& scope, const parser::Node& at);
    /// A class's scope once it is evaluated, for `$cls::var` and getvar; null otherwise.
    [[nodiscard]] Scope* class_scope(std::string_view name);
    /// Declares resources of a type from a hash of titles to attributes (create_resources).
    void create_resources(const std::string& type, const Value& instances, const Value& defaults,
                          Scope& scope, const parser::Node& at);
    /// An EPP template parsed for epp() (by path) or inline_epp() (by `text`, registered as
    /// "inlined-epp-text"), once per evaluation. Its AST lives as long as the evaluator. A syntax error is a
    /// FunctionError "FUNCTION(): Invalid EPP: MESSAGE (file: F, line: L, column: C)".
    const parser::ParsedFile& load_epp(std::string_view function, const std::string& path,
                                       const std::string* text);
    /// Renders a parsed template as Puppet's EppEvaluator does: arguments bind by name to the template's
    /// parameters (checked when it declares them, or when none are given), in a scope on top of the top
    /// scope (`top_scope_only`: epp()) or of `scope` (inline_epp()). `args` is a Hash or null.
    Value render_epp(const parser::ParsedFile& epp, const Value* args, bool top_scope_only, Scope& scope);

    /// Evaluates one expression.
    Value evaluate(const parser::Node& node, Scope& scope);
    /// Evaluates `node` written in another file than the current one.
    Value evaluate_in(const parser::Node& node, lexer::FileId file, Scope& scope);

    /// Calls a function by name, Puppet-language functions included (the `call` function uses this).
    /// Unknown names are a FunctionError.
    Value call_function(std::string_view name, std::span<const Value> args, const parser::Lambda* block,
                        Scope& scope, const parser::Node& at);

    /// Calls a lambda with arguments (iteration functions use this). Handles `next`.
    Value call_lambda(const parser::Lambda& lambda, Scope& closure, std::span<const Value> args);
    /// Number of parameters a lambda declares.
    static std::size_t lambda_arity(const parser::Lambda& lambda) { return lambda.parameters.size(); }

    /// A resource type Puppet or the code defines (`file`, a `define`), by name in any case (autoloading).
    [[nodiscard]] bool is_resource_type(std::string_view name);
    /// A class the code defines (or `main`, `settings`), autoloading it if need be.
    [[nodiscard]] bool is_class(std::string_view name);

    [[nodiscard]] Location location(const parser::Node& n) const { return {m_file, n.begin, n.end, true}; }
    [[noreturn]] void fail(const parser::Node& at, std::string message) const;
    [[nodiscard]] Logger& logger() const { return m_logger; }
    [[nodiscard]] const lexer::SourceManager& sources() const { return m_sm; }

private:
    Value eval_variable(const parser::Variable& v, Scope& scope);
    Value eval_assignment(const parser::Assignment& a, Scope& scope);
    void assign(const parser::Node& target, const Value& value, Scope& scope, const parser::Node& at);
    Value eval_arithmetic(const parser::Arithmetic& a, Scope& scope);
    Value eval_comparison(const parser::Comparison& c, Scope& scope);
    Value eval_access(const parser::Access& a, Scope& scope);
    Value eval_call(const parser::Node& call, const parser::Node* functor, parser::NodeList<> args,
                    const parser::Lambda* block, Scope& scope, const Value* receiver);
    Value eval_case(const parser::Case& c, Scope& scope);
    Value eval_selector(const parser::Selector& s, Scope& scope);
    bool case_matches(const Value& test, const Value& option, const parser::Node& at, Scope& scope);
    Value eval_match(const parser::Match& m, Scope& scope);
    /// Matches `subject` against a regexp, setting the match variables in `scope` on success.
    bool regexp_match(const runtime::Regexp& re, const std::string& subject, Scope& scope);
    Value type_reference(const parser::QualifiedReference& ref);
    /// A type name that is not built in: an alias, else a resource type (built in or defined), else null.
    runtime::TypePtr resolve_type_name(std::string_view name);
    /// A type alias declared in the code (`type Foo = ...`), or null.
    runtime::TypePtr alias_type(std::string_view name);
    std::vector<Value> eval_arguments(parser::NodeList<> args, Scope& scope);
    Value eval_in(const parser::In& in, Scope& scope);
    Value call_puppet_function(const parser::FunctionDefinition& f, const parser::Node& call, Scope& caller,
                               std::span<const Value> args);
    void bind_parameters(parser::NodeList<parser::Parameter> params, std::span<const Value> args,
                         Scope& local, Scope& defaults_scope, const parser::Node& call,
                         std::string_view what);

    // ---- the catalog compiler (compiler.cpp) ----
    friend struct detail::Compilation;
    detail::Compilation& compilation();
    void register_definitions(const parser::Program& program, lexer::FileId file);
    Value eval_resource(const parser::Resource& r, Scope& scope);
    Value eval_resource_defaults(const parser::ResourceDefaults& d, Scope& scope);
    Value eval_resource_override(const parser::ResourceOverride& o, Scope& scope);
    Value eval_collect(const parser::Collect& c, Scope& scope);
    Value eval_relationship(const parser::Relationship& r, Scope& scope);
    void run_compilation(Scope& top);
    void resolve_pending(); ///< defined types and collectors until none is left
    void finish_catalog();  ///< realize, overrides, metaparameters, relationships, parameter checks
    void add_resource_metaparams();
    void start_compilation(Scope& top);
    void evaluate_node(Scope& top);
    std::size_t declare_class(const std::string& name, std::vector<std::pair<std::string, Value>> params,
                              Scope& scope, const parser::Node& at, bool resource_like);
    void add_aliases(std::size_t r, const runtime::TypeSchema* schema, const parser::Node& at);
    /// `title_tag`: the title is a tag (false for a title that was not a string, e.g. create_resources' 80).
    std::size_t create_resource(const std::string& type_name, const std::string& title,
                                const std::vector<detail::AttributeOp>& ops, bool is_define, bool is_virtual,
                                bool exported, Scope& scope, const parser::Node& at, bool title_tag = true);
    void evaluate_define(std::size_t resource, Scope& declared_in);
    std::size_t class_resource(const std::string& name, std::vector<std::pair<std::string, Value>> params,
                               Scope& scope, const parser::Node& at, bool resource_like);
    void evaluate_class(std::size_t resource, Scope& scope, const parser::Node& at, bool resource_like);
    /// A resource type with a schema (Puppet's own, or a module's lib/puppet/type), by lower-case name.
    [[nodiscard]] bool builtin_resource_type(std::string_view lower_name) const;
    /// The module a definition was read from ('' for the main manifest).
    std::string module_name_of(const parser::Node& def);
    void apply_override(detail::Override& o, std::size_t resource);
    void apply_pending_overrides(std::size_t resource);
    void evaluate_query(const parser::Node& query, Scope& scope,
                        std::unordered_map<const parser::Node*, Value>& values);
    bool query_matches(const parser::Node& query, std::size_t resource,
                       const std::unordered_map<const parser::Node*, Value>& values);
    bool run_collectors();
    detail::Operand relationship_operand(const parser::Node& n, Scope& scope);
    const parser::FunctionDefinition* find_puppet_function(std::string_view name);
    /// Loads the file `name` would be autoloaded from and registers its definitions; false when there is
    /// no such file (or no environment).
    bool autoload(std::string_view name, loader::DefinitionKind kind);
    /// `$cls::var`: the variable in an evaluated class's scope (or the classes it inherits), with Puppet's
    /// warnings when the class is unknown or not evaluated.
    const Value* lookup_qualified(const parser::Node& at, std::string_view cls, std::string_view var,
                                  Scope& scope);

    lexer::SourceManager& m_sm;
    FunctionRegistry& m_functions;
    Logger& m_logger;
    EvalOptions m_options;
    lexer::FileId m_file = 0;
    std::unordered_map<std::string, const parser::TypeAlias*> m_type_aliases; ///< by lower-case name
    std::unordered_map<std::string, runtime::TypePtr> m_alias_types;
    std::unordered_map<std::string, std::string> m_alias_errors; ///< aliases whose definition is no type
    std::unordered_set<std::string> m_warned;
    // Regexp literals compiled once per AST node, string literals' values kept in a small direct-mapped
    // cache so that loops and define bodies share them while a large manifest's one-off literals do not
    // grow a table (the AST outlives evaluation; values are immutable, so sharing them is safe).
    std::unordered_map<const parser::Node*, Value> m_regexp_literals;
    struct CachedLiteral {
        const parser::Node* node = nullptr;
        Value value;
    };
    static constexpr std::size_t literal_cache_bits = 11;
    std::vector<CachedLiteral> m_string_literals =
        std::vector<CachedLiteral>(std::size_t{1} << literal_cache_bits);
    int m_depth = 0;
    std::unordered_map<const parser::Lambda*, lexer::FileId> m_lambda_files; ///< where each block is written
    std::unique_ptr<detail::Compilation> m_compilation;
    std::unordered_map<std::string, std::unique_ptr<parser::ParsedFile>> m_epp_files;  ///< by path
    std::unordered_map<std::string, std::unique_ptr<parser::ParsedFile>> m_epp_inline; ///< by text
    std::vector<std::vector<Value>*> m_epp_output; ///< what the templates being rendered produced so far
    Value eval_epp(const parser::Epp& epp, Scope& scope);
    std::unordered_map<std::string, const FunctionInfo*> m_module_functions; ///< find_native_function's cache
    std::unordered_map<std::string, std::string> m_ruby_functions; ///< unknown_function_message's cache
    std::unordered_set<std::string> m_deprecations;
    /// Calls being evaluated (PuppetStack frames): the call node and its file.
    std::vector<std::pair<const parser::Node*, lexer::FileId>> m_call_stack;
    lexer::FileId m_program_file = 0;
    bool m_in_program = false; ///< the main manifest's body is being evaluated (PuppetStack's line-0 frame)
    loader::hiera::Hiera* m_hiera = nullptr;
    std::unique_ptr<loader::hiera::Hiera> m_own_hiera;

    /// The file a definition (function, class, define, node) was read from.
    lexer::FileId definition_file(const parser::Node& def);

    /// Switches the current file for the life of the guard.
    struct FileGuard {
        lexer::FileId& slot;
        lexer::FileId saved;
        FileGuard(lexer::FileId& s, lexer::FileId now) : slot(s), saved(s) { s = now; }
        ~FileGuard() { slot = saved; }
        FileGuard(const FileGuard&) = delete;
        FileGuard& operator=(const FileGuard&) = delete;
    };
};

/// Puppet's `==`: strings compare case-insensitively, 1 == 1.0, arrays and hashes deeply.
bool puppet_equals(const Value& a, const Value& b);

/// A value as Puppet prints it in strings and log messages (`"${x}"`, notice(x)).
using runtime::to_s;

} // namespace pp::evaluator
