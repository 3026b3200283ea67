#pragma once
// Errors raised while compiling or rendering a template. `ruby_class` names the Ruby exception Ruby would
// raise (NoMethodError, ArgumentError...); Unsupported marks code outside the subset pp implements, which
// must never render silently wrong output.

#include <cstdint>
#include <stdexcept>
#include <string>

namespace pp::erb {

class ErbError : public std::runtime_error {
public:
    enum class Kind : std::uint8_t { Ruby, Unsupported, Syntax };
    ErbError(Kind kind, std::string ruby_class, const std::string& message, int line)
        : std::runtime_error(message), m_kind(kind), m_class(std::move(ruby_class)), m_line(line) {}
    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] const std::string& ruby_class() const { return m_class; }
    /// The template line (1-based) the error was raised at; 0 when unknown.
    [[nodiscard]] int line() const { return m_line; }
    void set_line(int line) {
        if (m_line == 0) m_line = line;
    }

private:
    Kind m_kind;
    std::string m_class;
    int m_line;
};

[[noreturn]] inline void unsupported(const std::string& what, int line) {
    throw ErbError(ErbError::Kind::Unsupported, "NotImplementedError", "unsupported Ruby: " + what, line);
}

[[noreturn]] inline void ruby_error(const std::string& cls, const std::string& message, int line = 0) {
    throw ErbError(ErbError::Kind::Ruby, cls, message, line);
}

} // namespace pp::erb
