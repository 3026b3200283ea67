#pragma once
// Puppet's console log destination (Puppet::Util::Log::DestConsole): `Level: source: message`, the source
// left out when it is "Puppet"; Notice, Info and Debug on stdout, Warning and Error on stderr. Messages
// below the level chosen (notice; info with --verbose; debug with --debug) are dropped.

#include <chrono>
#include <ostream>
#include <string>
#include <string_view>

namespace pp::apply {

enum class LogLevel { Debug, Info, Notice, Warning, Err };

class Log {
public:
    /// `flush_lines`: every line is flushed as it is written (for a terminal). Otherwise (a pipe, a file)
    /// `out` is flushed before a line goes to `err`, which keeps the two in order, when a line comes 0.1 s or
    /// more after the last flush, and by flush() before what may take a while: the lines show as the run
    /// goes, as Puppet's do (it writes each one), at a fraction of the writes.
    Log(std::ostream& out, std::ostream& err, LogLevel level, bool flush_lines = true)
        : m_out(out), m_err(err), m_level(level), m_flush_lines(flush_lines) {}

    [[nodiscard]] bool enabled(LogLevel level) const { return level >= m_level; }
    void log(LogLevel level, std::string_view source, std::string_view message);
    void debug(std::string_view source, std::string_view message) { log(LogLevel::Debug, source, message); }
    void info(std::string_view source, std::string_view message) { log(LogLevel::Info, source, message); }
    void notice(std::string_view source, std::string_view message) { log(LogLevel::Notice, source, message); }
    void warning(std::string_view source, std::string_view message) {
        log(LogLevel::Warning, source, message);
    }
    void err(std::string_view source, std::string_view message) { log(LogLevel::Err, source, message); }

    /// Writes out what is buffered: before a command or a provider's change (which may take a while), and in
    /// a run that goes on (pp apply --watch, after each check).
    void flush() {
        m_out.flush();
        m_err.flush();
        m_flushed = std::chrono::steady_clock::now();
    }

    /// Errors logged so far.
    [[nodiscard]] int errors() const { return m_errors; }
    /// Resource API schema warnings shown so far in the run (Puppet::ResourceApi.warning_count: at most 100
    /// are shown).
    int& schema_warnings() { return m_schema_warnings; }

private:
    std::ostream& m_out;
    std::ostream& m_err;
    LogLevel m_level;
    bool m_flush_lines;
    std::chrono::steady_clock::time_point m_flushed = std::chrono::steady_clock::now();
    int m_errors = 0;
    int m_schema_warnings = 0;
};

/// `Notice`, `Info`, `Debug`, `Warning`, `Error`.
std::string_view level_name(LogLevel level);
/// The level for a resource's `loglevel` metaparameter (`notice`, `info`, `warning`, `err`, `debug`,
/// `alert`, `emerg`, `crit`, `verbose`), notice when unknown.
LogLevel parse_level(std::string_view name);

} // namespace pp::apply
