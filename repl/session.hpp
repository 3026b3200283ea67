#pragma once
// The REPL's core (reference/repl.md §2, §3), without any terminal: lines go in through feed(), values,
// logs and errors come out on standard output and standard error. It keeps one compilation alive across
// inputs: each complete input is evaluated in the top scope as part of Class[main], then the defined types
// and collectors it left pending are evaluated, as a compile does. Lines starting with `:` at the primary
// prompt are commands (`:help` lists them).

#include "cli/commands.hpp"
#include "cli/compile_setup.hpp"
#include "driver/compilation.hpp"
#include "evaluator/evaluator.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace pp::repl {

struct Options {
    std::string facts_file; ///< -f/--facts: the node's facts (default: this host's)
    std::string certname;   ///< -n/--node-name
    std::string modulepath; ///< --modulepath
    cli::EnvironmentArgs env;
    parser::Strictness strict = parser::Strictness::Warning;
    bool strict_variables = false;
    bool verbose = false; ///< -l info
    bool debug = false;   ///< -l debug
    bool color = false;   ///< errors rendered in colour
    std::string vardir;   ///< :apply's state directory (default: pp apply's)
    std::string provider_root;
};

/// What feeding a line did.
enum class Fed : std::uint8_t {
    Nothing,    ///< an empty line at the primary prompt
    Incomplete, ///< more lines are needed: show the continuation prompt
    Done,       ///< an input (code or command) ran successfully
    Failed,     ///< an input reported an error
    Quit,       ///< :quit
};

class Session {
public:
    /// Reads the facts and starts the compilation; throws driver::SetupError (a std::runtime_error) when the
    /// facts file cannot be read.
    explicit Session(Options options);
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    /// One line of input (without its newline; a recalled history entry may hold several lines).
    Fed feed(std::string_view line);
    /// The input ends (Ctrl-D, end of the pipe): a pending buffer is reported as incomplete (Failed);
    /// Nothing otherwise.
    Fed end_of_input();
    /// Drops the pending lines (Ctrl-C at the prompt).
    void cancel() { m_buffer.clear(); }
    [[nodiscard]] bool pending() const { return !m_buffer.empty(); }
    /// `N:>> ` at the primary prompt, `N:.. ` while an input continues (N counts completed inputs).
    [[nodiscard]] std::string prompt() const;
    /// The pending lines and the last one, as one history entry.
    [[nodiscard]] const std::string& buffer() const { return m_buffer; }

    /// Completions of `word`, the word that ends at the cursor in `line` (`before` is the text of the line
    /// before that word): commands, `$variables`, functions, resource types, classes, data types and,
    /// inside a resource body, the type's attribute names.
    [[nodiscard]] std::vector<std::string> completions(std::string_view before, std::string_view word);

private:
    struct State; // the compilation (replaced by :reset)
    Fed evaluate(const std::string& text, const std::string& name);
    Fed command(std::string_view name, std::string_view rest);
    void reset();
    void print_value(const runtime::Value& value, const parser::Node& last);
    void print_resource(const runtime::CatalogResource& r);
    bool report_errors(const lexer::Diagnostics& diags); ///< true when there are errors
    std::vector<std::string> known_classes();
    std::vector<std::string> resource_types();

    Options m_options;
    std::unique_ptr<driver::Compilation> m_c;
    std::unique_ptr<State> m_state;
    std::string m_buffer;
    unsigned m_inputs = 0;
    std::vector<std::string> m_module_classes; ///< classes of the modulepath, read on first use
    bool m_module_classes_read = false;
};

} // namespace pp::repl
