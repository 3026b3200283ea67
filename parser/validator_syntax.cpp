// Checker4_0#check_HeredocExpression: the static text of `@(END:syntax)` is handed to the syntax checker
// registered for the syntax (lib/puppet/pops/evaluator/external_syntax_support.rb and
// lib/puppet/syntax_checkers/{json,base64,pp,epp}.rb). Messages reproduce what those checkers print,
// including the text of the Ruby libraries they call (json 2.6's parser, Base64.strict_decode64).
//
// One difference from Puppet: a failing syntax check raises there and ends the whole validation; pp
// reports it like any other issue and goes on.

#include "parser/validator.hpp"

#include <fmt/format.h>

#include <string>
#include <string_view>
#include <vector>

namespace pp::parser::detail {

namespace {

/// Ruby's `str.slice(0, n)` (characters, not bytes) followed by `gsub(/\r?\n/, "\\n")`.
std::string slice_and_escape_newlines(std::string_view s, std::size_t n) {
    std::size_t end = 0;
    std::size_t chars = 0;
    while (end < s.size() && chars < n) {
        ++end;
        while (end < s.size() && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80)
            ++end;
        ++chars;
    }
    std::string out;
    for (std::size_t i = 0; i < end; ++i) {
        if (s[i] == '\r' && i + 1 < end && s[i + 1] == '\n') continue;
        if (s[i] == '\n')
            out += "\\n";
        else
            out += s[i];
    }
    return out;
}

// ---- json: a replica of the Ragel machines of json 2.6's ext/json/parser/parser.rl, reduced to where they
// fail. Arrays raise at the failing position ("451: ..."), objects and scalars only fail, and the caller
// reports (an array at the element, the document at the value: "859: ..."). The numbers are the C source
// lines Ruby puts in its messages.

class JsonScanner {
public:
    explicit JsonScanner(std::string_view s) : m_s(s) {}

    std::string run() {
        std::size_t p = 0;
        if (!skip_ignore(p)) return raise(859, p);
        if (p >= m_s.size() || !begin_value(m_s[p])) return raise(859, p);
        std::size_t np = parse_value(p, 0);
        if (!m_error.empty()) return m_error;
        if (np == Fail) return raise(859, p);
        p = np;
        if (!skip_ignore(p)) return raise(859, p);
        if (p != m_s.size()) return raise(859, p);
        return {};
    }

private:
    static constexpr std::size_t Fail = std::string_view::npos;
    static constexpr int MaxNesting = 100; // JSON.parse's default max_nesting

    std::string raise(int line, std::size_t p) {
        m_error = fmt::format("{}: unexpected token at '{}'", line, p < m_s.size() ? m_s.substr(p) : "");
        return m_error;
    }

    static bool is_digit(char c) { return c >= '0' && c <= '9'; }
    static bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
    static bool begin_value(char c) {
        return is_digit(c) || c == 'n' || c == 'f' || c == 't' || c == '"' || c == '-' || c == '[' ||
               c == '{' || c == 'N' || c == 'I';
    }
    [[nodiscard]] bool at(std::size_t p, char c) const { return p < m_s.size() && m_s[p] == c; }
    [[nodiscard]] bool starts(std::size_t p, std::string_view word) const {
        return m_s.substr(std::min(p, m_s.size())).starts_with(word);
    }

    /// `ignore*`: blanks, /* */ and // comments. False (with `p` at the failing character, or the end)
    /// when a comment is malformed or unterminated.
    bool skip_ignore(std::size_t& p) const {
        while (p < m_s.size()) {
            char c = m_s[p];
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                ++p;
            } else if (c == '/') {
                if (at(p + 1, '*')) {
                    std::size_t end = m_s.find("*/", p + 2);
                    if (end == std::string_view::npos) {
                        p = m_s.size();
                        return false;
                    }
                    p = end + 2;
                } else if (at(p + 1, '/')) {
                    std::size_t end = m_s.find('\n', p + 2);
                    if (end == std::string_view::npos) {
                        p = m_s.size();
                        return false;
                    }
                    p = end + 1;
                } else {
                    p = std::min(p + 1, m_s.size());
                    return false;
                }
            } else {
                break;
            }
        }
        return true;
    }

    std::size_t parse_value(std::size_t p, int nesting) {
        switch (m_s[p]) {
        case '"':
            return parse_string(p);
        case '[':
            return parse_array(p, nesting + 1);
        case '{':
            return parse_object(p, nesting + 1);
        case 'n':
            return starts(p, "null") ? p + 4 : Fail;
        case 't':
            return starts(p, "true") ? p + 4 : Fail;
        case 'f':
            return starts(p, "false") ? p + 5 : Fail;
        case 'N':
            if (!starts(p, "NaN")) return Fail;
            raise(225, p);
            return Fail;
        case 'I':
            if (!starts(p, "Infinity")) return Fail;
            // Ruby reports from one character before the word (from nothing at the very start).
            raise(232, p == 0 ? m_s.size() : p - 1);
            return Fail;
        default:
            return parse_number(p);
        }
    }

    std::size_t parse_number(std::size_t p) {
        if (m_s.size() - p >= 9 && starts(p, "-Infinity")) {
            raise(249, p);
            return Fail;
        }
        if (std::size_t np = parse_float(p); np != Fail) return np;
        return parse_integer(p);
    }

    /// Digits of '-'? ('0' | [1-9][0-9]*), or Fail.
    [[nodiscard]] std::size_t integer_part(std::size_t p) const {
        if (at(p, '-')) ++p;
        if (at(p, '0')) return p + 1;
        if (p >= m_s.size() || m_s[p] < '1' || m_s[p] > '9') return Fail;
        while (p < m_s.size() && is_digit(m_s[p]))
            ++p;
        return p;
    }

    [[nodiscard]] std::size_t parse_float(std::size_t p) const {
        std::size_t q = integer_part(p);
        if (q == Fail) return Fail;
        bool fraction = false;
        bool exponent = false;
        if (at(q, '.')) {
            ++q;
            if (q >= m_s.size() || !is_digit(m_s[q])) return Fail;
            while (q < m_s.size() && is_digit(m_s[q]))
                ++q;
            fraction = true;
        }
        if (at(q, 'e') || at(q, 'E')) {
            ++q;
            if (at(q, '+') || at(q, '-')) ++q;
            if (q >= m_s.size() || !is_digit(m_s[q])) return Fail;
            while (q < m_s.size() && is_digit(m_s[q]))
                ++q;
            exponent = true;
        }
        if (!fraction && !exponent) return Fail;
        if (q < m_s.size() && std::string_view("0123456789Ee.-").find(m_s[q]) != std::string_view::npos)
            return Fail;
        return q;
    }

    [[nodiscard]] std::size_t parse_integer(std::size_t p) const {
        std::size_t q = integer_part(p);
        if (q == Fail || (q < m_s.size() && is_digit(m_s[q]))) return Fail;
        return q;
    }

    [[nodiscard]] std::size_t parse_string(std::size_t p) const {
        std::size_t q = p + 1;
        while (q < m_s.size()) {
            auto c = static_cast<unsigned char>(m_s[q]);
            if (c == '"') return q + 1;
            if (c < 0x20) return Fail;
            if (c == '\\') {
                ++q;
                if (q >= m_s.size() || static_cast<unsigned char>(m_s[q]) < 0x20) return Fail;
                if (m_s[q] == 'u') {
                    for (std::size_t k = 1; k <= 4; ++k) {
                        if (q + k >= m_s.size() || !is_hex(m_s[q + k])) return Fail;
                    }
                    q += 4;
                }
            }
            ++q;
        }
        return Fail;
    }

    std::size_t nesting_error(int nesting) {
        m_error = fmt::format("nesting of {} is too deep", nesting);
        return Fail;
    }

    std::size_t parse_array(std::size_t p, int nesting) {
        if (nesting > MaxNesting) return nesting_error(nesting);
        auto fail = [&](std::size_t at) {
            raise(451, at);
            return Fail;
        };
        ++p;
        if (!skip_ignore(p)) return fail(p);
        if (at(p, ']')) return p + 1;
        for (;;) {
            if (p >= m_s.size() || !begin_value(m_s[p])) return fail(p);
            std::size_t np = parse_value(p, nesting);
            if (!m_error.empty()) return Fail;
            if (np == Fail) return fail(p);
            p = np;
            if (!skip_ignore(p)) return fail(p);
            if (at(p, ']')) return p + 1;
            if (!at(p, ',')) return fail(p);
            ++p;
            if (!skip_ignore(p)) return fail(p);
        }
    }

    std::size_t parse_object(std::size_t p, int nesting) {
        if (nesting > MaxNesting) return nesting_error(nesting);
        ++p;
        if (!skip_ignore(p)) return Fail;
        if (at(p, '}')) return p + 1;
        for (;;) {
            if (!at(p, '"')) return Fail;
            p = parse_string(p);
            if (p == Fail || !skip_ignore(p) || !at(p, ':')) return Fail;
            ++p;
            if (!skip_ignore(p) || p >= m_s.size() || !begin_value(m_s[p])) return Fail;
            p = parse_value(p, nesting);
            if (p == Fail || !skip_ignore(p)) return Fail;
            if (at(p, '}')) return p + 1;
            if (!at(p, ',')) return Fail;
            ++p;
            if (!skip_ignore(p)) return Fail;
        }
    }

    std::string_view m_s;
    std::string m_error;
};

/// POSIX [:blank:] as Ruby matches it in a UTF-8 string: tab and the Unicode space separators.
std::size_t blank_length(std::string_view s, std::size_t i) {
    auto b = [&](std::size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u; };
    if (b(0) == ' ' || b(0) == '\t') return 1;
    if (b(0) == 0xC2 && b(1) == 0xA0) return 2;                 // U+00A0
    if (b(0) == 0xE1 && b(1) == 0x9A && b(2) == 0x80) return 3; // U+1680
    if (b(0) == 0xE2 && b(1) == 0x80 && ((b(2) >= 0x80 && b(2) <= 0x8A) || b(2) == 0xAF)) return 3;
    if (b(0) == 0xE2 && b(1) == 0x81 && b(2) == 0x9F) return 3; // U+205F
    if (b(0) == 0xE3 && b(1) == 0x80 && b(2) == 0x80) return 3; // U+3000
    return 0;
}

int base64_value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

/// Ruby's `unpack1("m0")` (Base64.strict_decode64): whole quads, padding only at the end, no stray bits.
bool strict_base64(std::string_view s) {
    if (s.size() % 4 != 0) return false;
    for (std::size_t i = 0; i < s.size(); i += 4) {
        bool last = i + 4 == s.size();
        int v[4];
        for (int k = 0; k < 4; ++k)
            v[k] = base64_value(s[i + static_cast<std::size_t>(k)]);
        if (v[0] < 0 || v[1] < 0) return false;
        if (v[2] < 0 || v[3] < 0) {
            if (!last) return false;
            if (s[i + 2] == '=' && s[i + 3] == '=') {
                if ((v[1] & 0x0F) != 0) return false;
            } else if (v[2] >= 0 && s[i + 3] == '=') {
                if ((v[2] & 0x03) != 0) return false;
            } else {
                return false;
            }
        }
    }
    return true;
}

/// The message of a nested parse as Puppet's EvaluatingParser raises it: the first syntax error, the only
/// validation error, or the count of validation errors (and warnings). Empty when there is no error.
std::string nested_parse_error(std::string_view text, bool epp, const ParseOptions& outer) {
    // Each nesting level is a full parse; stop before pathological input nests them deeply.
    thread_local int depth = 0;
    if (depth >= 8) return {};
    ++depth;
    lexer::SourceManager sm;
    lexer::FileId id = sm.add("", std::string(text));
    lexer::Diagnostics diags;
    ParseOptions opts;
    opts.epp = epp;
    opts.validate = true;
    opts.strict = outer.strict;
    std::unique_ptr<ParsedFile> parsed = parse(sm, id, diags, opts);
    --depth;

    std::vector<const lexer::Diagnostic*> errors;
    std::size_t warnings = 0;
    for (const lexer::Diagnostic& d : diags.all()) {
        if (d.severity == lexer::Severity::Error)
            errors.push_back(&d);
        else if (d.severity == lexer::Severity::Warning)
            ++warnings;
    }
    if (errors.empty()) return {};
    // A syntax error ends the parse at the first error; validation errors are counted.
    if (parsed == nullptr || parsed->program == nullptr || errors.size() == 1) {
        const lexer::Diagnostic& d = *errors.front();
        if (!d.has_location) return d.message;
        lexer::LineCol lc = sm.file(id).line_col(d.begin);
        return fmt::format("{} (line: {}, column: {})", d.message, lc.line, lc.column);
    }
    if (warnings > 0)
        return fmt::format("Language validation logged {} errors, and {} warnings. Giving up", errors.size(),
                           warnings);
    return fmt::format("Language validation logged {} errors. Giving up", errors.size());
}

} // namespace

std::string json_parse_error(std::string_view text) {
    return JsonScanner(text).run();
}

std::string base64_error(std::string_view text) {
    // text.gsub(/[\r?\n[:blank:]]/, '')
    std::string cleaned;
    for (std::size_t i = 0; i < text.size();) {
        char c = text[i];
        if (c == '\r' || c == '?' || c == '\n') {
            ++i;
        } else if (std::size_t n = blank_length(text, i); n > 0) {
            i += n;
        } else {
            cleaned += c;
            ++i;
        }
    }
    if (strict_base64(cleaned)) return {};
    // Puppet's guess at the cause: a byte count that is not a multiple of 3 (sic) means bad padding.
    if ((cleaned.size() * 8) % 6 != 0) return "padding is not correct";
    return "contains letters outside strict base 64 range (or whitespace)";
}

void check_heredoc_syntax(std::string_view syntax, std::string_view text, const Node& text_node,
                          lexer::FileId file, lexer::Diagnostics& diags, const ParseOptions& opts) {
    if (syntax.empty()) return;
    // lookup_keys_for_syntax: "a+b+json" tries "a+b+json", "b+json", "json".
    std::string_view key = syntax;
    for (;;) {
        if (key == "json" || key == "base64" || key == "pp" || key == "epp") break;
        std::size_t plus = key.find('+');
        if (plus == std::string_view::npos) return;
        key.remove_prefix(plus + 1);
    }
    if (key == "json") {
        std::string error = json_parse_error(text);
        if (!error.empty())
            diags.report(lexer::DiagId::IllegalJson, file, text_node.begin, text_node.end, syntax,
                         slice_and_escape_newlines(error, 100));
    } else if (key == "base64") {
        std::string error = base64_error(text);
        if (!error.empty())
            diags.report(lexer::DiagId::IllegalBase64, file, text_node.begin, text_node.end, syntax, error);
    } else if (key == syntax) {
        // The pp and epp checkers insist on the bare syntax name; Puppet fails with an internal
        // ArgumentError for "x+pp", which pp does not imitate.
        std::string error = nested_parse_error(text, key == "epp", opts);
        if (!error.empty())
            diags.report(key == "epp" ? lexer::DiagId::IllegalEpp : lexer::DiagId::IllegalPp, file,
                         text_node.begin, text_node.end, syntax, slice_and_escape_newlines(error, 500));
    }
}

} // namespace pp::parser::detail
