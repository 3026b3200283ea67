#pragma once
// Errors raised while evaluating Puppet code (CONVENTIONS.md: the evaluator throws, the parser collects).
// The message is Puppet's text; the location is where Puppet reports it.

#include "lexer/source_manager.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace pp::evaluator {

struct Location {
    lexer::FileId file = 0;
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
    bool valid = false;
};

/// One step of what was being evaluated when an error happened (`--trace`): "class Apache", "function
/// 'apache::bool2httpd'", "template 'apache/vhost.erb'"... and where it was entered (declared or called).
struct TraceFrame {
    std::string what;
    Location at;
};

class EvalError : public std::runtime_error {
public:
    EvalError(std::string message, Location where) : std::runtime_error(message), m_where(where) {}
    [[nodiscard]] const Location& where() const { return m_where; }
    /// Puppet reports a few errors outside its "Evaluation Error:" form, with a line but no column
    /// (`break() from context where this is illegal`).
    [[nodiscard]] bool bare() const { return m_bare; }
    EvalError& set_bare() {
        m_bare = true;
        return *this;
    }
    /// An "Evaluation Error" Puppet locates by a resource's file and line only (errors from a defined
    /// type's parameters, found when the instance is evaluated after the main code).
    [[nodiscard]] bool line_only() const { return m_line_only; }
    EvalError& set_line_only() {
        m_line_only = true;
        return *this;
    }

    /// Where Ruby plugin code raised the error ("FILE:LINE"), or "": pp's own output shows it, Puppet's
    /// message does not.
    [[nodiscard]] const std::string& ruby_origin() const { return m_ruby_origin; }
    EvalError& set_ruby_origin(std::string origin) {
        m_ruby_origin = std::move(origin);
        return *this;
    }

    /// What was being evaluated when the error happened, outermost first (empty: the main manifest's own
    /// code, or not known); set once, by the innermost frame the error leaves.
    [[nodiscard]] const std::vector<TraceFrame>& trace() const { return m_trace; }
    [[nodiscard]] bool has_trace() const { return m_has_trace; }
    /// Where the error happened, innermost (an error reported again at a declaration keeps it here).
    [[nodiscard]] const Location& trace_at() const { return m_trace_at; }
    void set_trace(std::vector<TraceFrame> trace, Location at) {
        m_trace = std::move(trace);
        m_trace_at = at;
        m_has_trace = true;
    }

private:
    Location m_where;
    std::vector<TraceFrame> m_trace;
    Location m_trace_at;
    bool m_has_trace = false;
    bool m_bare = false;
    bool m_line_only = false;
    std::string m_ruby_origin;
};

/// Puppet code nested or recursing too deeply to evaluate (a resource limit, never a crash).
class TooDeepError : public EvalError {
public:
    using EvalError::EvalError;
};

} // namespace pp::evaluator
