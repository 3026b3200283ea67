#pragma once
// Puppet's console log destination for what Puppet code logs while it is evaluated.

#include "evaluator/evaluator.hpp"
#include "lexer/source_manager.hpp"

#include <iosfwd>
#include <string_view>

namespace pp::driver {

/// `Level: Scope(Class[main]): message` and `Level: message (file: F, line: L, column: C)`: notices on `out`,
/// warnings and errors on `err` (Puppet's console; pass the same stream twice to keep them in one). Info
/// lines only when verbose, debug lines only when debugging.
class ConsoleLogger final : public evaluator::Logger {
public:
    ConsoleLogger(const lexer::SourceManager& sm, std::ostream& out, std::ostream& err, bool verbose,
                  bool debug)
        : m_sm(sm), m_out(out), m_err(err), m_verbose(verbose), m_debug(debug) {}

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
    std::ostream& m_out;
    std::ostream& m_err;
    bool m_verbose;
    bool m_debug;
};

/// Ruby's puts, which Puppet's console uses: `line` and a newline, unless it already ends with one.
void puts(std::ostream& out, std::string_view line);

} // namespace pp::driver
