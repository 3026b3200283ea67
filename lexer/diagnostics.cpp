#include "lexer/diagnostics.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>

namespace pp::lexer {

namespace {
constexpr std::array kInfos = {
#define PP_DIAG(Id, Sev, Code, Fmt) DiagInfo{Severity::Sev, Code, Fmt},
#include "lexer/diagnostics.def"
#undef PP_DIAG
};

// Display width of a code point prefix: a tab advances to the same tab the source line shows; a
// multi-byte character counts once.
std::string caret_line(std::string_view line, std::uint32_t col, std::uint32_t len) {
    std::string out;
    std::uint32_t cp = 1;
    std::size_t i = 0;
    while (i < line.size() && cp < col) {
        auto c = static_cast<unsigned char>(line[i]);
        if ((c & 0xC0) != 0x80) {
            out += (c == '\t') ? '\t' : ' ';
            ++cp;
        }
        ++i;
    }
    out += '^';
    for (std::uint32_t k = 1; k < len; ++k)
        out += '~';
    return out;
}

// A source line longer than this many code points is shown as a window around the column, as Clang does:
// a minified or generated line of 100,000 characters would otherwise fill the terminal.
constexpr std::uint32_t kWindow = 120;

bool starts_code_point(char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
}

// The byte offset of code point `cp` (1-based) in `line`; line.size() past its end.
std::size_t byte_of(std::string_view line, std::uint32_t cp) {
    std::uint32_t seen = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (starts_code_point(line[i]) && ++seen == cp) return i;
    }
    return line.size();
}

struct Snippet {
    std::string text;
    std::uint32_t column;
    std::uint32_t length;
};

// The part of `line` shown under a diagnostic at `col` spanning `len` code points: the whole line when it
// is short, else kWindow code points around the column, with "..." where the line goes on.
Snippet snippet(std::string_view line, std::uint32_t col, std::uint32_t len) {
    std::uint32_t count = 0;
    for (char c : line)
        count += starts_code_point(c) ? 1 : 0;
    if (count <= kWindow) return {std::string(line), col, len};
    // the caret a third of the way in, so that what leads to it and the span after it both show
    std::uint32_t first = col > kWindow / 3 ? col - kWindow / 3 : 1;
    std::uint32_t last = std::min(count, first + kWindow - 1);
    if (last - first + 1 < kWindow) first = last - kWindow + 1;
    std::size_t from = byte_of(line, first);
    std::size_t to = byte_of(line, last + 1);
    Snippet out;
    if (first > 1) out.text = "...";
    out.text.append(line.substr(from, to - from));
    if (last < count) out.text += "...";
    out.column = col - first + 1 + (first > 1 ? 3 : 0);
    out.length = col > last ? 1 : std::min(len, last - col + 1);
    return out;
}
} // namespace

const DiagInfo& diag_info(DiagId id) {
    return kInfos.at(static_cast<std::size_t>(id));
}

std::string_view severity_name(Severity s) {
    switch (s) {
    case Severity::Error:
        return "error";
    case Severity::Warning:
        return "warning";
    case Severity::Note:
        return "note";
    }
    return "error";
}

Diagnostic& Diagnostics::add(DiagId id, std::string message) {
    Diagnostic& d = m_list.emplace_back();
    d.id = id;
    d.severity = diag_info(id).severity;
    d.message = std::move(message);
    if (d.severity == Severity::Error) ++m_errors;
    return d;
}

void Diagnostics::append(Diagnostic d) {
    if (d.severity == Severity::Error) ++m_errors;
    m_list.push_back(std::move(d));
}

void Diagnostics::truncate(std::size_t count) {
    while (m_list.size() > count) {
        if (m_list.back().severity == Severity::Error) --m_errors;
        m_list.pop_back();
    }
}

void Diagnostics::set_last_severity(Severity s) {
    if (m_list.empty()) return;
    Diagnostic& d = m_list.back();
    if (d.severity == Severity::Error) --m_errors;
    d.severity = s;
    if (s == Severity::Error) ++m_errors;
}

std::string render_text(const SourceManager& sm, const Diagnostic& d, const RenderOptions& opts) {
    const char* bold = opts.color ? "\033[1m" : "";
    const char* reset = opts.color ? "\033[0m" : "";
    const char* sev_color = "";
    if (opts.color) sev_color = d.severity == Severity::Error ? "\033[1;31m" : "\033[1;35m";
    std::string out;
    LineCol lc;
    const SourceFile* file = d.has_file ? &sm.file(d.file) : nullptr;
    if (file != nullptr) {
        out += bold;
        out += file->path();
        if (d.has_location) {
            lc = file->line_col(d.begin);
            out += fmt::format(":{}:{}", lc.line, lc.column);
        }
        out += ": ";
        out += reset;
    }
    out += fmt::format("{}{}:{} {}\n", sev_color, severity_name(d.severity), reset, d.message);
    if (file != nullptr && d.has_location && opts.source_line) {
        std::string_view line = file->line_text(lc.line);
        LineCol end = file->line_col(d.end);
        std::uint32_t len = 1;
        if (end.line == lc.line && end.column > lc.column) len = end.column - lc.column;
        Snippet shown = snippet(line, lc.column, len);
        out += "  ";
        out += shown.text;
        out += "\n  ";
        out += opts.color ? "\033[1;32m" : "";
        out += caret_line(shown.text, shown.column, shown.length);
        out += reset;
        out += '\n';
    }
    return out;
}

std::string render_json(const SourceManager& sm, const Diagnostic& d) {
    nlohmann::ordered_json j;
    const SourceFile* file = d.has_file ? &sm.file(d.file) : nullptr;
    j["file"] = file != nullptr ? nlohmann::ordered_json(file->path()) : nlohmann::ordered_json(nullptr);
    if (file != nullptr && d.has_location) {
        LineCol lc = file->line_col(d.begin);
        LineCol end = file->line_col(d.end);
        j["line"] = lc.line;
        j["column"] = lc.column;
        j["end_line"] = end.line;
        j["end_column"] = end.column;
    } else {
        j["line"] = nullptr;
        j["column"] = nullptr;
    }
    j["severity"] = severity_name(d.severity);
    j["id"] = diag_info(d.id).code;
    j["message"] = d.message;
    return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

} // namespace pp::lexer
