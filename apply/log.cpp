#include "apply/log.hpp"

#include <array>
#include <utility>

namespace pp::apply {

std::string_view level_name(LogLevel level) {
    switch (level) {
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
    }
    return "Notice";
}

LogLevel parse_level(std::string_view name) {
    static constexpr std::array<std::pair<std::string_view, LogLevel>, 9> levels{{
        {"debug", LogLevel::Debug},
        {"info", LogLevel::Info},
        {"verbose", LogLevel::Info},
        {"notice", LogLevel::Notice},
        {"warning", LogLevel::Warning},
        {"err", LogLevel::Err},
        {"alert", LogLevel::Err},
        {"emerg", LogLevel::Err},
        {"crit", LogLevel::Err},
    }};
    for (const auto& [n, l] : levels)
        if (n == name) return l;
    return LogLevel::Notice;
}

void Log::log(LogLevel level, std::string_view source, std::string_view message) {
    if (level == LogLevel::Err) ++m_errors;
    if (!enabled(level)) return;
    const bool to_err = level >= LogLevel::Warning;
    std::ostream& os = to_err ? m_err : m_out;
    if (to_err && &m_err != &m_out) m_out.flush();
    os << level_name(level) << ": ";
    if (!source.empty() && source != "Puppet") os << source << ": ";
    os << message << '\n';
    if (m_flush_lines || to_err) {
        os.flush();
        return;
    }
    const auto now = std::chrono::steady_clock::now();
    if (now - m_flushed >= std::chrono::milliseconds(100)) {
        m_out.flush();
        m_flushed = now;
    }
}

} // namespace pp::apply
