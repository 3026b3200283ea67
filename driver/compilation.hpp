#pragma once
// The compile facade: options in, a compiled catalog (or Puppet-style errors) out. The one place that wires
// facts -> node -> environment -> Hiera -> function and type registries -> evaluator -> catalog and renders
// what goes wrong as `pp` prints it; `pp apply`, `pp compile`, the REPL and the golden runners all use it.

#include "driver/console_logger.hpp"
#include "driver/environment.hpp"
#include "evaluator/compiler.hpp"
#include "evaluator/node_scope.hpp"
#include "lexer/diagnostics.hpp"
#include "loader/environment.hpp"
#include "loader/hiera.hpp"

#include <cstdint>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace pp::driver {

/// How errors are printed.
enum class ErrorStyle : std::uint8_t {
    /// pp's own: a located error as a diagnostic with its source line and a caret.
    Pp,
    /// Puppet's console, byte for byte: `Error: Evaluation Error: MESSAGE (file: F, line: L, column: C) on
    /// node N`, `Error: Could not parse for environment E: ...`.
    Puppet,
};

struct CompileOptions {
    /// The module directories, in order (driver::effective_modulepath turns --modulepath into this).
    std::vector<std::string> modulepath;
    EnvironmentSettings env;
    /// The node: the facts of `facts_file` (this host's when empty) and `certname` (load_node), unless `node`
    /// is given.
    std::string facts_file;
    std::string certname;
    std::optional<evaluator::NodeInfo> node;
    lexer::Strictness strict = lexer::Strictness::Warning;
    bool strict_variables = false;
    /// Log levels: info lines when verbose, debug lines too when debugging.
    bool verbose = false;
    bool debug = false;
    ErrorStyle errors = ErrorStyle::Pp;
    /// After an evaluation error, print its trace: the classes, defined types, functions and templates being
    /// evaluated, outermost first, each with where it was entered (`--trace`, the REPL's `:trace`).
    bool trace = false;
    bool color = false;
    /// The main manifest (a file or a directory of them), when known before load(): its files are parsed on
    /// the loader's worker thread, with the module files they name, while the node and the registries are
    /// set up. Empty: nothing is parsed before load().
    std::string parse_ahead;
    /// Keeps the parsed files between runs (parser::ParseCache::process() for the command line); null:
    /// every file is parsed.
    parser::ParseCache* parse_cache = nullptr;
    /// Changes the function registry once the built-in functions are in it (the compile fuzzer replaces
    /// `generate` with a function that refuses to run commands).
    std::function<void(evaluator::FunctionRegistry&)> adjust_functions;
    /// Where logs go: notices to `out`, warnings and errors (the compile's own included) to `err`.
    std::ostream* out = &std::cout;
    std::ostream* err = &std::cerr;
};

/// The node could not be set up (`--facts FILE` unreadable): the message.
class SetupError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// One compilation: its sources, environment, registries, node, evaluator and Hiera. Keep it alive while its
/// catalog is used (resources point into its syntax trees).
class Compilation {
public:
    /// Loads the node (throws SetupError) and sets up the environment and the function registry.
    explicit Compilation(CompileOptions options);
    ~Compilation();
    Compilation(const Compilation&) = delete;
    Compilation& operator=(const Compilation&) = delete;

    /// Parses the main manifest: `code` when not empty (as `<command-line>`), else the file or every `.pp`
    /// under the directory `manifest`. Prints the diagnostics; false when there were errors.
    bool load(const std::string& code, const std::string& manifest);
    /// Parses `text` as a file named `name` (REPL inputs); prints the diagnostics. Null on errors.
    const parser::ParsedFile* load_text(const std::string& name, std::string text);

    /// Compiles what `load` parsed into the catalog. False after printing the error.
    bool compile();

    /// A fresh evaluator, top scope (with the node's facts) and Hiera: the REPL's start and `:reset`.
    /// `at` is the node calls made on the compilation's behalf are located at (Hiera's convert_to).
    void reset(const parser::Node* at);

    /// Another node (the REPL's `:set node`/`:set facts`): takes effect at the next reset().
    void set_node(evaluator::NodeInfo node);

    /// The catalog, compiler, evaluator, top scope and Hiera exist once compile() or reset() ran.
    [[nodiscard]] runtime::Catalog& catalog() { return m_compiler->catalog(); }
    [[nodiscard]] evaluator::Compiler& compiler() { return *m_compiler; }
    [[nodiscard]] evaluator::Evaluator& evaluator() { return m_compiler->evaluator(); }
    [[nodiscard]] evaluator::Scope& top() { return *m_top; }
    [[nodiscard]] loader::hiera::Hiera& hiera() { return *m_hiera; }
    [[nodiscard]] const evaluator::NodeInfo& node() const { return m_node; }
    [[nodiscard]] const evaluator::EvalOptions& eval_options() const { return m_eval_options; }
    [[nodiscard]] lexer::SourceManager& sources() { return m_sm; }
    [[nodiscard]] loader::Environment& environment() { return *m_env; }
    [[nodiscard]] ConsoleLogger& logger() { return m_logger; }
    [[nodiscard]] const evaluator::FunctionRegistry& functions() const { return m_functions; }
    [[nodiscard]] const CompileOptions& options() const { return m_options; }
    /// Turns the trace of evaluation errors on or off (the REPL's `:trace`).
    void set_trace(bool on) { m_options.trace = on; }

    /// Prints an evaluation error in the options' style. `fallback`: the file a location-less error is
    /// attributed to.
    void report(const evaluator::EvalError& e, lexer::FileId fallback) const;
    /// Prints parse diagnostics in the options' style; true when one is an error.
    bool report(const lexer::Diagnostics& diags) const;

private:
    void report_error(const evaluator::EvalError& e, lexer::FileId fallback) const;
    void report_trace(const evaluator::EvalError& e) const;

    CompileOptions m_options;
    lexer::SourceManager m_sm;
    evaluator::NodeInfo m_node;
    std::unique_ptr<loader::Environment> m_env;
    evaluator::FunctionRegistry m_functions;
    ConsoleLogger m_logger;
    evaluator::EvalOptions m_eval_options;
    std::vector<std::pair<const parser::Program*, lexer::FileId>> m_programs;
    // what reset() makes
    std::unique_ptr<evaluator::Scope> m_top;
    std::unique_ptr<evaluator::Compiler> m_compiler;
    std::unique_ptr<loader::hiera::Hiera> m_hiera;
};

} // namespace pp::driver
