#pragma once
// Diagnostics: ids from one message table (diagnostics.def), collected (never thrown) by the lexer, parser
// and validator, and rendered as `path:line:col: error: message` plus the source line and a caret, or JSON.

#include "lexer/source_manager.hpp"

#include <fmt/format.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pp::lexer {

enum class Severity : std::uint8_t { Error, Warning, Note };

/// Strictness of checks that Puppet demotes or promotes with --strict (checker4_0's `strict` setting, which
/// the evaluator and the Resource API read too).
enum class Strictness : std::uint8_t { Off, Warning, Error };

enum class DiagId : std::uint16_t {
#define PP_DIAG(Id, Sev, Code, Fmt) Id,
#include "lexer/diagnostics.def"
#undef PP_DIAG
};

struct DiagInfo {
    Severity severity;
    std::string_view code;   ///< Puppet's issue code, e.g. "SYNTAX_ERROR"
    std::string_view format; ///< fmt format string
};

const DiagInfo& diag_info(DiagId id);
std::string_view severity_name(Severity s);

struct Diagnostic {
    DiagId id{};
    Severity severity = Severity::Error;
    FileId file = 0;
    bool has_file = false;
    /// False when Puppet gives no position (a syntax error at end of input, a BOM).
    bool has_location = false;
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
    std::string message;
};

class Diagnostics {
public:
    template <class... Args>
    Diagnostic& report(DiagId id, FileId file, std::uint32_t begin, std::uint32_t end, Args&&... args) {
        Diagnostic& d = add(id, format(id, std::forward<Args>(args)...));
        d.file = file;
        d.has_file = true;
        d.has_location = true;
        d.begin = begin;
        d.end = end < begin ? begin : end;
        return d;
    }

    /// A diagnostic that names the file but no position in it.
    template <class... Args>
    Diagnostic& report_in_file(DiagId id, FileId file, Args&&... args) {
        Diagnostic& d = add(id, format(id, std::forward<Args>(args)...));
        d.file = file;
        d.has_file = true;
        return d;
    }

    [[nodiscard]] const std::vector<Diagnostic>& all() const { return m_list; }
    [[nodiscard]] std::size_t error_count() const { return m_errors; }
    [[nodiscard]] bool has_errors() const { return m_errors > 0; }
    void clear() {
        m_list.clear();
        m_errors = 0;
    }
    /// Forgets what was reported after the first `count` diagnostics (an attempt given up).
    void truncate(std::size_t count);
    /// Adds a diagnostic as it was reported before (the parse cache replays a file's diagnostics).
    void append(Diagnostic d);
    /// Changes the severity of the last reported diagnostic (strict-mode demotion/promotion).
    void set_last_severity(Severity s);

private:
    template <class... Args>
    static std::string format(DiagId id, Args&&... args) {
        if constexpr (sizeof...(Args) == 0) {
            return fmt::format(fmt::runtime(diag_info(id).format));
        } else {
            return fmt::format(fmt::runtime(diag_info(id).format), std::forward<Args>(args)...);
        }
    }
    Diagnostic& add(DiagId id, std::string message);

    std::vector<Diagnostic> m_list;
    std::size_t m_errors = 0;
};

struct RenderOptions {
    bool color = false;
    bool source_line = true; ///< print the source line and the caret
};

/// `path:line:col: error: message`, the source line and `^~~~` under the span.
std::string render_text(const SourceManager& sm, const Diagnostic& d, const RenderOptions& opts = {});
/// One JSON object: file, line, column, end_line, end_column, severity, id, message.
std::string render_json(const SourceManager& sm, const Diagnostic& d);

} // namespace pp::lexer
