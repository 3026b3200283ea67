#pragma once
// What `pp apply`, `pp compile` and `pp repl` share to set up and report a compilation: Puppet's console
// logger, the node (its facts and name), the evaluator's options and Hiera, evaluation errors as Puppet's
// console prints them, and the apply of a compiled catalog.

#include "apply/log.hpp"
#include "apply/transaction.hpp"
#include "cli/commands.hpp"
#include "evaluator/evaluator.hpp"
#include "evaluator/node_scope.hpp"
#include "lexer/diagnostics.hpp"

#include <future>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

namespace pp::cli {

/// Puppet's console log destination: `Level: Scope(Class[main]): message`, notices on standard output
/// (standard error with `to_stderr`), warnings and errors on standard error.
class ConsoleLogger final : public evaluator::Logger {
public:
    ConsoleLogger(const lexer::SourceManager& sm, bool verbose, bool debug, bool to_stderr)
        : m_sm(sm), m_verbose(verbose), m_debug(debug), m_to_stderr(to_stderr) {}

    void scoped(evaluator::LogLevel level, std::string_view scope, std::string_view message) override;
    void located(evaluator::LogLevel level, std::string_view message,
                 const evaluator::Location& where) override;
    void set_levels(bool verbose, bool debug) {
        m_verbose = verbose;
        m_debug = debug;
    }

private:
    [[nodiscard]] bool shown(evaluator::LogLevel l) const;
    [[nodiscard]] std::ostream& stream(evaluator::LogLevel l) const;
    const lexer::SourceManager& m_sm;
    bool m_verbose;
    bool m_debug;
    bool m_to_stderr;
};

/// The node compiled for: the facts of `facts_file` (JSON or YAML; this host's when empty) and its name
/// (`certname`, else the clientcert or fqdn fact, else this host's name). nullopt with `error` set when the
/// facts file cannot be read.
std::optional<evaluator::NodeInfo> load_node(const std::string& facts_file, const std::string& certname,
                                             const std::string& environment, std::string& error);

/// Hiera for a compilation: the global layer of --hiera_config, the environment's hiera.yaml, the
/// modules' own; warnings go to `logger`, `convert_to` calls `new` from `top` (`at` locates such calls).
std::unique_ptr<loader::hiera::Hiera> make_hiera(const EnvironmentArgs& args, loader::Environment& env,
                                                 evaluator::Logger& logger, evaluator::Evaluator& ev,
                                                 evaluator::Scope& top, const parser::Node* at);

/// Prints an evaluation error as Puppet's console does (`Error: Evaluation Error: ... on node N`), or as a
/// located diagnostic with the source line and a caret when it has a location. `fallback` is the file a
/// location-less error is attributed to.
void report_eval_error(std::ostream& out, const lexer::SourceManager& sm, const evaluator::EvalError& e,
                       const std::string& certname, lexer::FileId fallback,
                       const lexer::RenderOptions& render);

/// Applies a compiled catalog as `puppet apply` does after compiling: Puppet's default resources added,
/// the relationship graph (with the types' auto relationships) checked for cycles, then the transaction,
/// the state file and the closing notice. Returns the exit status.
int apply_compiled(runtime::Catalog& catalog, const ApplyArgs& args, apply::Log& log,
                   std::future<apply::StateFile>& state_loader);

/// Puppet::Resource#to_manifest, as `puppet resource` prints a resource: `type { 'title':`, the attributes
/// sorted with ensure first and `=>` aligned, `}`.
std::string to_manifest(const std::string& type, const std::string& title,
                        std::vector<std::pair<std::string, runtime::Value>> attributes);

/// The log level of --verbose / --debug.
apply::LogLevel log_level(const ApplyArgs& args);

} // namespace pp::cli
