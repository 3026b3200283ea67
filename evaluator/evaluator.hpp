#pragma once
// The expression evaluator (Puppet's evaluator_impl.rb): evaluates the AST against scopes, calling
// functions through the registry. The statements that build the catalog (resources, defaults, overrides,
// collectors, relationships) go to its Compiler (compiler.hpp), which owns it.
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
#include <forward_list>
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
    [[nodiscard]] const std::vector<std::pair<std::string_view, Value>>& variables() const {
        if (m_resolve_facts) resolve_facts();
        return m_vars;
    }
    /// The variables set so far, without resolving late facts (a completion list, a count).
    [[nodiscard]] const std::vector<std::pair<std::string_view, Value>>& variables_so_far() const {
        return m_vars;
    }
    /// Facts not known yet, resolved on first need (the modules' custom facts, which need Ruby): `resolve`
    /// runs once, on this (top) scope, before the first read that could see such a fact: `$facts`, a name
    /// without `::` that is not set here, or the list of every variable. Room for `room` more variables is
    /// reserved, so the variables it adds move no other.
    void set_fact_resolver(std::function<void(Scope&)> resolve, std::size_t room);

    /// The scope Puppet's dynamic scoping continues in (resource defaults, tags): the scope that declared a
    /// class or defined type; the lookup parent otherwise.
    [[nodiscard]] Scope* dynamic_parent() const { return m_dynamic != nullptr ? m_dynamic : m_parent; }
    void set_dynamic_parent(Scope* s) { m_dynamic = s; }
    /// The catalog resource (class, defined type instance, node) whose body this scope evaluates, or the
    /// nearest enclosing one's; SIZE_MAX outside a compilation.
    [[nodiscard]] std::size_t resource() const;
    void set_resource(std::size_t r) { m_resource = r; }

private:
    [[nodiscard]] const Value* find_local(std::string_view name) const;
    void resolve_facts() const;

    Scope* m_parent;
    Scope* m_dynamic = nullptr;
    std::size_t m_resource = SIZE_MAX;
    std::string_view m_label;
    std::vector<std::pair<std::string_view, Value>> m_vars;
    // names set_owned keeps (a list: stable addresses, and nothing allocated for a scope without any, where
    // a deque allocated 576 bytes for every define's scope)
    std::forward_list<std::string> m_owned_names;
    // name -> position in m_vars, kept once a scope holds many variables (the top scope holds the facts)
    std::unordered_map<std::string_view, std::size_t> m_index;
    std::vector<Value> m_match;
    bool m_has_match = false;
    Kind m_kind;
    mutable std::function<void(Scope&)> m_resolve_facts;
};

class Evaluator;
class Compiler;
class RubyFunctions; // ruby_functions.hpp

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
    /// The release of `module` its native functions were checked against (its metadata.json version): with
    /// another release on the modulepath, the module's own Ruby functions run instead.
    void set_verified_version(std::string module, std::string version) {
        m_verified[std::move(module)] = std::move(version);
    }
    /// That release, or null when none was recorded (the native functions then always apply).
    [[nodiscard]] const std::string* verified_version(std::string_view module) const {
        auto it = m_verified.find(module);
        return it == m_verified.end() ? nullptr : &it->second;
    }

private:
    std::map<std::string, FunctionInfo, std::less<>> m_functions;
    std::map<std::string, std::string, std::less<>> m_verified;
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

class Evaluator {
public:
    /// An evaluator runs the code of one compilation: `compiler` builds the catalog, holds the definitions
    /// and outlives it (it owns it).
    Evaluator(Compiler& compiler, lexer::SourceManager& sm, FunctionRegistry& functions, Logger& logger,
              EvalOptions options = {});
    ~Evaluator();
    Evaluator(const Evaluator&) = delete;
    Evaluator& operator=(const Evaluator&) = delete;
    [[nodiscard]] const EvalOptions& options() const { return m_options; }
    /// The compilation this evaluator runs the code of: declarations, the catalog, the definitions.
    [[nodiscard]] Compiler& compiler() const { return m_compiler; }
    /// True the first time `key` is seen in this evaluation: Puppet logs deprecations once.
    bool warn_once(std::string key) { return m_warned.insert(std::move(key)).second; }

    /// Evaluates the body of a main manifest file (or of a REPL input) in `scope`, as Puppet's eval_Program
    /// frame: puppet_stack() ends with its line-0 frame while it runs.
    Value evaluate_program_body(const parser::Node& body, lexer::FileId file, Scope& scope);
    /// The environment of the compilation (null: none): module directories for templates and Hiera.
    [[nodiscard]] loader::Environment* environment() const;
    /// Forgets which native module functions the modulepath has (the environment changed).
    void forget_module_functions();
    /// The compilation's Hiera (lookup(), hiera(), automatic class parameter lookup). Without set_hiera, one
    /// with only the module layer of the environment's modules.
    void set_hiera(loader::hiera::Hiera* hiera) { m_hiera = hiera; }
    [[nodiscard]] loader::hiera::Hiera& hiera();
    /// What a lookup made from `scope` reads for `%{var}` (scope[var]): the variable, or nullopt.
    [[nodiscard]] loader::hiera::Variables hiera_variables(Scope& scope, const parser::Node& at);
    /// The file being evaluated (the file of the expression a native function is called from).
    [[nodiscard]] lexer::FileId current_file() const { return m_file; }
    /// Makes `file` the current file for the life of the guard (a class or define body, a node).
    class InFile {
    public:
        InFile(Evaluator& ev, lexer::FileId file) : m_slot(ev.m_file), m_saved(ev.m_file) { m_slot = file; }
        ~InFile() { m_slot = m_saved; }
        InFile(const InFile&) = delete;
        InFile& operator=(const InFile&) = delete;

    private:
        lexer::FileId& m_slot;
        lexer::FileId m_saved;
    };
    /// A function implemented outside the Puppet language as a call by `name` finds it (cached per name):
    /// Puppet's own (native); a module's native one when the modulepath has that module, with the
    /// function's Ruby file, in the release it was verified against; else the module's Ruby function, run by
    /// the embedded Ruby (ruby_functions.cpp); null when there is none.
    [[nodiscard]] const FunctionInfo* find_native_function(std::string_view name);
    /// A module's Ruby function (Puppet 4 API first, then Puppet 3), loaded into the Ruby host; null when no
    /// module on the modulepath defines `name`. Ruby starts only here, the first time one is found.
    [[nodiscard]] const FunctionInfo* find_ruby_function(std::string_view name);
    /// A module's Puppet 3 function alone (what Ruby's `scope.function_NAME` calls); null when none.
    [[nodiscard]] const FunctionInfo* find_ruby_function_v3(std::string_view name);
    /// A type name that is not built in: an alias, else a resource type (built in or defined), else null.
    runtime::TypePtr resolve_type_name(std::string_view name);
    /// Puppet's "Unknown function: 'x'." message, with a note when a module on the modulepath has a Ruby
    /// function of that name that pp does not implement.
    [[nodiscard]] std::string unknown_function_message(std::string_view name);
    /// The `(file, line)` frames of Puppet's PuppetStack, innermost first: each function call from Puppet
    /// code and the main program (line 0). stdlib's `deprecation` prints the first two.
    [[nodiscard]] std::vector<std::pair<std::string, std::uint32_t>> puppet_stack() const;
    /// What is being evaluated, for Puppet's PuppetStack (function calls) and for `--trace` (every kind).
    enum class FrameKind : std::uint8_t { Function, Template, Class, Define };
    /// Marks, for the life of the guard, that a class, defined type, function or template is being
    /// evaluated: `name` (which must outlive the guard) entered at `at`.
    class Frame {
    public:
        Frame(Evaluator& ev, FrameKind kind, std::string_view name, Location at) : m_ev(ev) {
            ev.m_frames.push_back({kind, name, at});
        }
        ~Frame() { m_ev.m_frames.pop_back(); }
        Frame(const Frame&) = delete;
        Frame& operator=(const Frame&) = delete;

    private:
        Evaluator& m_ev;
    };
    /// Gives `e` the frames being evaluated now as its trace, unless it has one: called where an error
    /// leaves a frame, so that the innermost one records the whole chain.
    void attach_trace(EvalError& e) const;
    /// Puppet.deprecation_warning's memory: true the first time `key` is seen, while fewer than 100 keys are
    /// remembered ($deprecation_warnings).
    bool deprecation_once(const std::string& key);

    /// A variable as `$name` reads it from `scope` (`::x` top scope, `cls::x` an evaluated class), without
    /// the unknown-variable warning; null when there is none.
    [[nodiscard]] const Value* variable(std::string_view name, Scope& scope, const parser::Node& at);
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

    [[nodiscard]] Location location(const parser::Node& n) const { return {m_file, n.begin, n.end, true}; }
    [[noreturn]] void fail(const parser::Node& at, std::string message) const;
    [[nodiscard]] Logger& logger() const { return m_logger; }
    [[nodiscard]] const lexer::SourceManager& sources() const { return m_sm; }

private:
    Value eval_variable(const parser::Variable& v, Scope& scope);
    Value eval_assignment(const parser::Assignment& a, Scope& scope);
    void assign(const parser::Node& target, const Value& value, Scope& scope, const parser::Node& at);
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
    /// A type alias declared in the code (`type Foo = ...`), or null.
    runtime::TypePtr alias_type(std::string_view name);
    std::vector<Value> eval_arguments(parser::NodeList<> args, Scope& scope);
    Value eval_in(const parser::In& in, Scope& scope);
    Value call_puppet_function(const parser::FunctionDefinition& f, const parser::Node& call, Scope& caller,
                               std::span<const Value> args);
    void bind_parameters(parser::NodeList<parser::Parameter> params, std::span<const Value> args,
                         Scope& local, Scope& defaults_scope, const parser::Node& call,
                         std::string_view what);
    /// `$cls::var`: the variable in an evaluated class's scope (or the classes it inherits), null when the
    /// class is unknown or not evaluated.
    const Value* lookup_qualified(std::string_view cls, std::string_view var, Scope& scope);
    Value eval_epp(const parser::Epp& epp, Scope& scope);

    Compiler& m_compiler;
    lexer::SourceManager& m_sm;
    FunctionRegistry& m_functions;
    Logger& m_logger;
    EvalOptions m_options;
    lexer::FileId m_file = 0;
    std::unordered_map<std::string, runtime::TypePtr> m_alias_types;
    std::unordered_map<std::string, std::string> m_alias_errors; ///< aliases whose definition is no type
    std::unordered_set<std::string> m_warned;
    // Regexp literals compiled once per AST node; the values of string literals, bare words and lists and
    // hashes of nothing else kept in a small direct-mapped cache, so that loops and define bodies share them
    // (`ensure => file`, `tag => ['a', 'b']` in a define made a string, or an array and its elements, at each
    // instance) while a large manifest's one-off literals do not grow a table (the AST outlives
    // evaluation; values are immutable, so sharing them is safe).
    std::unordered_map<const parser::Node*, Value> m_regexp_literals;
    struct CachedLiteral {
        const parser::Node* node = nullptr;
        bool constant = true; ///< false: a list or hash that holds something else, evaluated each time
        Value value;
    };
    /// The slot of `node` in the cache.
    CachedLiteral& literal_slot(const parser::Node& node);
    /// Whether `node` is a literal scalar or bare word, or a list or hash of nothing else: its value is the
    /// same at every evaluation, which has no effect.
    static bool constant_literal(const parser::Node& node);
    static constexpr std::size_t literal_cache_bits = 11;
    std::vector<CachedLiteral> m_literals = std::vector<CachedLiteral>(std::size_t{1} << literal_cache_bits);
    // The same for equal literals at different places, by their contents: short strings, and lists of
    // scalars (the 5,000 `tag => ['big', 'even']` of a large manifest's resources share one array).
    /// `text` as a value, shared with an equal literal evaluated before when it is still in the table.
    Value shared_string(std::string_view text);
    /// `list` (of scalars), or an equal one in the table.
    Value shared_list(Value list);
    static constexpr std::size_t shared_literal_bits = 10;
    std::vector<Value> m_shared_literals = std::vector<Value>(std::size_t{1} << shared_literal_bits);
    int m_depth = 0;
    std::unordered_map<const parser::Lambda*, lexer::FileId> m_lambda_files; ///< where each block is written
    std::unordered_map<std::string, std::unique_ptr<parser::ParsedFile>> m_epp_files;  ///< by path
    std::unordered_map<std::string, std::unique_ptr<parser::ParsedFile>> m_epp_inline; ///< by text
    std::vector<std::vector<Value>*> m_epp_output; ///< what the templates being rendered produced so far
    std::unordered_map<std::string, const FunctionInfo*> m_module_functions; ///< find_native_function's cache
    std::unordered_map<std::string, std::string>
        m_module_versions; ///< metadata.json's "version" by module dir
    std::unordered_map<std::string, std::string> m_ruby_functions; ///< unknown_function_message's cache
    std::unique_ptr<RubyFunctions> m_ruby;                         ///< the Ruby functions loaded so far
    std::unordered_set<std::string> m_deprecations;
    struct ActiveFrame {
        FrameKind kind;
        std::string_view name;
        Location at;
    };
    std::vector<ActiveFrame> m_frames; ///< what is being evaluated, outermost first
    lexer::FileId m_program_file = 0;
    bool m_in_program = false; ///< the main manifest's body is being evaluated (PuppetStack's line-0 frame)
    loader::hiera::Hiera* m_hiera = nullptr;
    std::unique_ptr<loader::hiera::Hiera> m_own_hiera;
};

/// Puppet's `==`: strings compare case-insensitively, 1 == 1.0, arrays and hashes deeply.
bool puppet_equals(const Value& a, const Value& b);

/// A value as Puppet prints it in strings and log messages (`"${x}"`, notice(x)).
using runtime::to_s;

} // namespace pp::evaluator
