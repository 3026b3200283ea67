#include "driver/console_logger.hpp"

#include <fmt/format.h>

#include <ostream>

namespace pp::driver {

void puts(std::ostream& out, std::string_view line) {
    out << line;
    if (line.empty() || line.back() != '\n') out << '\n';
}

void ConsoleLogger::scoped(evaluator::LogLevel level, std::string_view scope, std::string_view message) {
    if (!shown(level)) return;
    puts(stream(level), fmt::format("{}: Scope({}): {}", evaluator::level_label(level), scope, message));
}

void ConsoleLogger::located(evaluator::LogLevel level, std::string_view message,
                            const evaluator::Location& where) {
    if (!shown(level)) return;
    std::string loc;
    if (where.valid) {
        const auto& f = m_sm.file(where.file);
        auto lc = f.line_col(where.begin);
        loc = fmt::format(" (file: {}, line: {}, column: {})", f.path(), lc.line, lc.column);
    }
    puts(stream(level), fmt::format("{}: {}{}", evaluator::level_label(level), message, loc));
}

bool ConsoleLogger::shown(evaluator::LogLevel l) const {
    if (l == evaluator::LogLevel::Debug) return m_debug;
    if (l == evaluator::LogLevel::Info) return m_verbose || m_debug;
    return true;
}

std::ostream& ConsoleLogger::stream(evaluator::LogLevel l) const {
    return l >= evaluator::LogLevel::Warning ? m_err : m_out;
}

} // namespace pp::driver
