// ERB scanning and the Ruby tokenizer.
#include "erb/ruby_lexer.hpp"

#include "erb/erb_error.hpp"
#include "lexer/chars.hpp"

#include <array>
#include <cctype>
#include <cstdlib>

namespace pp::erb {

namespace {
int count_newlines(std::string_view s) {
    int n = 0;
    for (char c : s)
        n += c == '\n' ? 1 : 0;
    return n;
}
} // namespace

std::vector<Piece> scan_erb(std::string_view text) {
    std::vector<Piece> out;
    std::string pending; // text not yet emitted
    int line = 1;
    int pending_line = 1;
    std::size_t i = 0;
    auto flush_text = [&] {
        if (!pending.empty()) out.push_back({Piece::Kind::Text, std::move(pending), pending_line});
        pending.clear();
    };
    while (i < text.size()) {
        std::size_t open = text.find("<%", i);
        if (open == std::string_view::npos) {
            if (pending.empty()) pending_line = line;
            pending.append(text.substr(i));
            break;
        }
        std::string_view before = text.substr(i, open - i);
        // `<%%` is a literal `<%`
        if (open + 2 < text.size() && text[open + 2] == '%') {
            if (pending.empty()) pending_line = line;
            pending.append(before);
            pending += "<%";
            line += count_newlines(before);
            i = open + 3;
            continue;
        }
        bool trim_left = open + 2 < text.size() && text[open + 2] == '-';
        if (trim_left) {
            // `<%-` at the start of a line (after blanks only) drops those blanks
            std::size_t bol = before.find_last_of('\n');
            std::size_t from = bol == std::string_view::npos ? 0 : bol + 1;
            bool at_line_start = (bol != std::string_view::npos || (i == 0 || text[i - 1] == '\n'));
            bool blanks = before.substr(from).find_first_not_of(" \t") == std::string_view::npos;
            if (blanks && (at_line_start || from > 0 || i == 0)) before = before.substr(0, from);
        }
        if (pending.empty()) pending_line = line;
        pending.append(before);
        line += count_newlines(text.substr(i, open - i));
        std::size_t p = open + (trim_left ? 3 : 2);
        Piece::Kind kind = Piece::Kind::Code;
        bool comment = false;
        if (p < text.size() && text[p] == '=') {
            kind = Piece::Kind::Expr;
            ++p;
        } else if (p < text.size() && text[p] == '#') {
            comment = true;
            ++p;
        }
        // the content up to `%>`, where `%%>` stands for a literal `%>`
        std::string content;
        std::size_t q = p;
        bool closed = false;
        bool trim_right = false;
        // (from one `%` to the next: `%%>`, `-%>` and `%>` all turn on one)
        while (q < text.size()) {
            const std::size_t r = text.find('%', q);
            if (r == std::string_view::npos) break;
            if (r + 2 < text.size() && text[r + 1] == '%' && text[r + 2] == '>') {
                content.append(text.substr(q, r - q));
                content += "%>";
                q = r + 3;
                continue;
            }
            if (r + 1 < text.size() && text[r + 1] == '>') {
                trim_right = r > q && text[r - 1] == '-';
                content.append(text.substr(q, r - q - (trim_right ? 1 : 0)));
                q = r + 2;
                closed = true;
                break;
            }
            content.append(text.substr(q, r + 1 - q));
            q = r + 1;
        }
        if (!closed) {
            throw ErbError(ErbError::Kind::Syntax, "SyntaxError", "unterminated ERB tag ('<%' without '%>')",
                           line);
        }
        int content_line = line;
        line += count_newlines(text.substr(open, q - open));
        if (trim_right && q < text.size() && text[q] == '\n') {
            ++q;
            ++line;
        } else if (trim_right && q + 1 < text.size() && text[q] == '\r' && text[q + 1] == '\n') {
            q += 2;
            ++line;
        }
        if (!comment) {
            flush_text();
            out.push_back({kind, std::move(content), content_line});
        }
        i = q;
    }
    flush_text();
    return out;
}

namespace {

bool ident_start(char c) {
    return std::isalpha(static_cast<unsigned char>(c)) != 0 || c == '_' || (c & 0x80) != 0;
}
bool ident_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || (c & 0x80) != 0;
}

bool is_keyword(std::string_view s) {
    static constexpr std::array<std::string_view, 33> kws = {
        "if",    "unless", "elsif",  "else",   "end",      "then",  "do",  "while",  "until",
        "case",  "when",   "in",     "and",    "or",       "not",   "def", "return", "next",
        "break", "begin",  "rescue", "ensure", "true",     "false", "nil", "self",   "defined?",
        "yield", "class",  "module", "super",  "__FILE__", "redo"};
    for (auto k : kws) {
        if (k == s) return true;
    }
    return false;
}

class Lexer {
public:
    Lexer(std::string_view src, int line, std::vector<Token>& out) : m_s(src), m_line(line), m_out(out) {}

    void run() {
        while (true) {
            bool space = skip_space();
            if (m_p >= m_s.size()) break;
            char c = m_s[m_p];
            Token t;
            t.line = m_line;
            t.space_before = space;
            if (c == '\n' || c == ';') {
                ++m_p;
                if (c == '\n') ++m_line;
                // a newline before `.meth` continues the expression
                if (c == '\n' && next_line_starts_with_dot()) continue;
                if (!continues()) push_newline(t.line);
                continue;
            }
            if (std::isdigit(static_cast<unsigned char>(c)) != 0) {
                number(t);
            } else if (c == '"' || c == '`') {
                ++m_p;
                t.kind = c == '"' ? Tok::String : Tok::XString;
                t.parts = dquoted(c);
                label_after_string(t);
            } else if (c == '\'') {
                ++m_p;
                t.kind = Tok::String;
                t.parts.push_back({false, squoted('\''), t.line});
                label_after_string(t);
            } else if (c == '@') {
                std::size_t b = m_p;
                ++m_p;
                bool cvar = m_p < m_s.size() && m_s[m_p] == '@';
                if (cvar) ++m_p;
                if (m_p >= m_s.size() || !ident_start(m_s[m_p])) fail("'@' without a variable name");
                while (m_p < m_s.size() && ident_char(m_s[m_p]))
                    ++m_p;
                t.kind = cvar ? Tok::CVar : Tok::IVar;
                t.text = std::string(m_s.substr(b + (cvar ? 2 : 1), m_p - b - (cvar ? 2 : 1)));
            } else if (c == '$') {
                ++m_p;
                std::size_t b = m_p;
                if (m_p < m_s.size() && ident_char(m_s[m_p])) {
                    while (m_p < m_s.size() && ident_char(m_s[m_p]))
                        ++m_p;
                } else if (m_p < m_s.size()) {
                    ++m_p;
                }
                t.kind = Tok::GVar;
                t.text = std::string(m_s.substr(b, m_p - b));
            } else if (ident_start(c)) {
                identifier(t);
            } else if (c == ':' && m_p + 1 < m_s.size() && m_s[m_p + 1] != ':' &&
                       (ident_start(m_s[m_p + 1]) || m_s[m_p + 1] == '"' || m_s[m_p + 1] == '\'') &&
                       !(m_p > 0 && m_s[m_p - 1] == ':')) {
                ++m_p;
                t.kind = Tok::Symbol;
                if (m_s[m_p] == '"') {
                    ++m_p;
                    t.parts = dquoted('"');
                } else if (m_s[m_p] == '\'') {
                    ++m_p;
                    t.parts.push_back({false, squoted('\''), t.line});
                } else {
                    std::size_t b = m_p;
                    while (m_p < m_s.size() && ident_char(m_s[m_p]))
                        ++m_p;
                    if (m_p < m_s.size() && (m_s[m_p] == '?' || m_s[m_p] == '!' || m_s[m_p] == '=') &&
                        !(m_p + 1 < m_s.size() && (m_s[m_p + 1] == '=' || m_s[m_p + 1] == '>')))
                        ++m_p;
                    t.text = std::string(m_s.substr(b, m_p - b));
                }
            } else if (c == ':' && !value_end() && operator_symbol(t)) {
                // `:+`, `:<=>`, `:[]` (inject(:+))
            } else if (c == '/' && regex_allowed(space)) {
                ++m_p;
                t.kind = Tok::Regex;
                t.parts = dquoted('/');
                t.num = regex_options();
            } else if (c == '%' && !value_end() && m_p + 1 < m_s.size() &&
                       (std::string_view("wWiIqQr").find(m_s[m_p + 1]) != std::string_view::npos ||
                        std::string_view("([{<|!/").find(m_s[m_p + 1]) != std::string_view::npos)) {
                percent(t);
            } else if (c == '<' && m_p + 2 < m_s.size() && m_s[m_p + 1] == '<' &&
                       (m_s[m_p + 2] == '~' || m_s[m_p + 2] == '-' || m_s[m_p + 2] == '"' ||
                        std::isupper(static_cast<unsigned char>(m_s[m_p + 2])) != 0) &&
                       !value_end()) {
                fail("heredoc");
            } else {
                op(t);
            }
            m_out.push_back(std::move(t));
        }
    }

private:
    [[noreturn]] void fail(const std::string& what) const { unsupported(what, m_line); }

    void push_newline(int line) {
        if (!m_out.empty() && m_out.back().kind == Tok::Newline) return;
        Token t;
        t.kind = Tok::Newline;
        t.line = line;
        m_out.push_back(std::move(t));
    }

    bool skip_space() {
        bool any = false;
        while (m_p < m_s.size()) {
            char c = m_s[m_p];
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
                ++m_p;
                any = true;
            } else if (c == '\\' && m_p + 1 < m_s.size() && m_s[m_p + 1] == '\n') {
                m_p += 2;
                ++m_line;
                any = true;
            } else if (c == '#') {
                while (m_p < m_s.size() && m_s[m_p] != '\n')
                    ++m_p;
                any = true;
            } else {
                break;
            }
        }
        return any;
    }

    bool next_line_starts_with_dot() {
        std::size_t q = m_p;
        while (q < m_s.size() && (m_s[q] == ' ' || m_s[q] == '\t' || m_s[q] == '\r'))
            ++q;
        return q + 1 < m_s.size() && m_s[q] == '.' && m_s[q + 1] != '.';
    }

    // Whether the last token leaves the expression open, so that a newline does not end it.
    [[nodiscard]] bool continues() const {
        if (m_out.empty()) return false;
        const Token& t = m_out.back();
        if (t.kind == Tok::Newline) return true;
        if (t.kind == Tok::Op) return t.text != ")" && t.text != "]" && t.text != "}";
        if (t.kind == Tok::Ident) return t.text == "and" || t.text == "or" || t.text == "not";
        return false;
    }

    bool operator_symbol(Token& t) {
        static constexpr std::array<std::string_view, 20> ops = {
            "[]=", "<=>", "===", "[]", "==", "<=", ">=", "<<", ">>", "**",
            "=~",  "!=",  "+",   "-",  "*",  "/",  "%",  "<",  ">",  "!"};
        const std::string_view o = lexer::leading_operator(m_s.substr(m_p + 1), ops);
        if (o.empty()) return false;
        t.kind = Tok::Symbol;
        t.text = std::string(o);
        m_p += 1 + o.size();
        return true;
    }

    [[nodiscard]] bool value_end() const {
        if (m_out.empty()) return false;
        const Token& t = m_out.back();
        switch (t.kind) {
        case Tok::Int:
        case Tok::Float:
        case Tok::String:
        case Tok::Symbol:
        case Tok::Regex:
        case Tok::Words:
        case Tok::IVar:
        case Tok::GVar:
        case Tok::CVar:
        case Tok::Const:
            return true;
        case Tok::Ident:
            return !is_keyword(t.text) || t.text == "end" || t.text == "self" || t.text == "true" ||
                   t.text == "false" || t.text == "nil";
        case Tok::Op:
            return t.text == ")" || t.text == "]" || t.text == "}";
        default:
            return false;
        }
    }

    [[nodiscard]] bool regex_allowed(bool space) const {
        if (!value_end()) return true;
        // `split /,/`: a method name, a blank, then a slash not followed by a blank
        const Token& t = m_out.back();
        return t.kind == Tok::Ident && !is_keyword(t.text) && space && m_p + 1 < m_s.size() &&
               m_s[m_p + 1] != ' ' && m_s[m_p + 1] != '=';
    }

    void number(Token& t) {
        std::size_t b = m_p;
        if (m_s[m_p] == '0' && m_p + 1 < m_s.size() && (m_s[m_p + 1] == 'x' || m_s[m_p + 1] == 'X')) {
            m_p += 2;
            while (m_p < m_s.size() &&
                   (std::isxdigit(static_cast<unsigned char>(m_s[m_p])) != 0 || m_s[m_p] == '_'))
                ++m_p;
            t.kind = Tok::Int;
            t.num = std::strtoll(strip_(m_s.substr(b + 2, m_p - b - 2)).c_str(), nullptr, 16);
            return;
        }
        bool is_float = false;
        while (m_p < m_s.size() &&
               (std::isdigit(static_cast<unsigned char>(m_s[m_p])) != 0 || m_s[m_p] == '_'))
            ++m_p;
        if (m_p + 1 < m_s.size() && m_s[m_p] == '.' &&
            std::isdigit(static_cast<unsigned char>(m_s[m_p + 1])) != 0) {
            is_float = true;
            ++m_p;
            while (m_p < m_s.size() &&
                   (std::isdigit(static_cast<unsigned char>(m_s[m_p])) != 0 || m_s[m_p] == '_'))
                ++m_p;
        }
        if (m_p < m_s.size() && (m_s[m_p] == 'e' || m_s[m_p] == 'E')) {
            std::size_t q = m_p + 1;
            if (q < m_s.size() && (m_s[q] == '+' || m_s[q] == '-')) ++q;
            if (q < m_s.size() && std::isdigit(static_cast<unsigned char>(m_s[q])) != 0) {
                is_float = true;
                m_p = q;
                while (m_p < m_s.size() && std::isdigit(static_cast<unsigned char>(m_s[m_p])) != 0)
                    ++m_p;
            }
        }
        std::string digits = strip_(m_s.substr(b, m_p - b));
        if (is_float) {
            t.kind = Tok::Float;
            t.fnum = std::strtod(digits.c_str(), nullptr);
        } else {
            t.kind = Tok::Int;
            bool octal = digits.size() > 1 && digits[0] == '0';
            t.num = std::strtoll(digits.c_str(), nullptr, octal ? 8 : 10);
        }
    }

    static std::string strip_(std::string_view s) {
        std::string r;
        for (char c : s) {
            if (c != '_') r += c;
        }
        return r;
    }

    void identifier(Token& t) {
        std::size_t b = m_p;
        while (m_p < m_s.size() && ident_char(m_s[m_p]))
            ++m_p;
        if (m_p < m_s.size() && (m_s[m_p] == '?' || m_s[m_p] == '!') &&
            !(m_p + 1 < m_s.size() && m_s[m_p + 1] == '=' &&
              !(m_p + 2 < m_s.size() && m_s[m_p + 2] == '='))) {
            ++m_p;
        }
        t.text = std::string(m_s.substr(b, m_p - b));
        bool upper = std::isupper(static_cast<unsigned char>(t.text[0])) != 0;
        // `key: value` (a label), not `a ? b : c` nor `A::B`
        if (m_p + 1 < m_s.size() && m_s[m_p] == ':' && m_s[m_p + 1] != ':' && !is_keyword(t.text) &&
            (m_s[m_p + 1] == ' ' || m_s[m_p + 1] == '\t' || m_s[m_p + 1] == '\n')) {
            ++m_p;
            t.kind = Tok::Label;
            return;
        }
        t.kind = upper ? Tok::Const : Tok::Ident;
    }

    void label_after_string(Token& t) {
        if (m_p + 1 < m_s.size() && m_s[m_p] == ':' && m_s[m_p + 1] != ':' && t.kind == Tok::String &&
            (m_s[m_p + 1] == ' ' || m_s[m_p + 1] == '\t') && !m_out.empty() && m_out.back().kind == Tok::Op &&
            (m_out.back().text == "{" || m_out.back().text == ",")) {
            ++m_p;
            if (t.parts.size() != 1 || t.parts[0].code) fail("an interpolated label");
            t.kind = Tok::Label;
            t.text = t.parts[0].text;
            t.parts.clear();
        }
    }

    std::string squoted(char close, char open = 0) {
        std::string r;
        int depth = 0;
        while (true) {
            if (m_p >= m_s.size()) fail("an unterminated string");
            char c = m_s[m_p++];
            if (c == '\n') ++m_line;
            if (c == '\\' && m_p < m_s.size() &&
                (m_s[m_p] == close || m_s[m_p] == '\\' || (open != 0 && m_s[m_p] == open))) {
                r += m_s[m_p++];
                continue;
            }
            if (open != 0 && c == open) ++depth;
            if (c == close) {
                if (depth == 0) break;
                --depth;
            }
            r += c;
        }
        return r;
    }

    // The raw source of `#{...}`, with nested braces and strings.
    std::string interpolation() {
        std::string code;
        int depth = 0;
        while (true) {
            if (m_p >= m_s.size()) fail("an unterminated interpolation");
            char c = m_s[m_p++];
            if (c == '\n') ++m_line;
            if (c == '{') ++depth;
            if (c == '}') {
                if (depth == 0) break;
                --depth;
            }
            if (c == '"' || c == '\'') {
                code += c;
                while (m_p < m_s.size() && m_s[m_p] != c) {
                    if (m_s[m_p] == '\\' && m_p + 1 < m_s.size()) code += m_s[m_p++];
                    code += m_s[m_p++];
                }
                if (m_p < m_s.size()) code += m_s[m_p++];
                continue;
            }
            code += c;
        }
        return code;
    }

    // A double-quoted body up to `close` (also regexps: escapes other than the delimiter are kept for the
    // regexp engine).
    std::vector<StrPart> dquoted(char close, char open = 0) {
        std::vector<StrPart> parts;
        std::string cur;
        int cur_line = m_line;
        bool regex = close == '/' || m_regex_body;
        int depth = 0;
        auto flush = [&] {
            if (!cur.empty() || parts.empty()) parts.push_back({false, cur, cur_line});
            cur.clear();
        };
        while (true) {
            if (m_p >= m_s.size()) fail("an unterminated string");
            char c = m_s[m_p++];
            if (c == '\n') ++m_line;
            if (open != 0 && c == open) ++depth;
            if (c == close) {
                if (depth == 0) break;
                --depth;
            }
            if (c == '#' && m_p < m_s.size() && m_s[m_p] == '{') {
                ++m_p;
                if (!cur.empty()) parts.push_back({false, cur, cur_line});
                cur.clear();
                int l = m_line;
                parts.push_back({true, interpolation(), l});
                cur_line = m_line;
                continue;
            }
            if (c == '#' && m_p < m_s.size() && m_s[m_p] == '@') {
                if (!cur.empty()) parts.push_back({false, cur, cur_line});
                cur.clear();
                std::size_t b = m_p;
                ++m_p;
                while (m_p < m_s.size() && ident_char(m_s[m_p]))
                    ++m_p;
                parts.push_back({true, std::string(m_s.substr(b, m_p - b)), m_line});
                continue;
            }
            if (c == '\\' && m_p < m_s.size()) {
                char e = m_s[m_p++];
                if (regex) {
                    if (e != close) cur += '\\';
                    cur += e;
                    continue;
                }
                switch (e) {
                case 'n':
                    cur += '\n';
                    break;
                case 't':
                    cur += '\t';
                    break;
                case 'r':
                    cur += '\r';
                    break;
                case 's':
                    cur += ' ';
                    break;
                case 'e':
                    cur += '\x1b';
                    break;
                case '0':
                    cur += '\0';
                    break;
                case 'a':
                    cur += '\a';
                    break;
                case 'b':
                    cur += '\b';
                    break;
                case 'f':
                    cur += '\f';
                    break;
                case 'v':
                    cur += '\v';
                    break;
                case '\n':
                    ++m_line;
                    break;
                case 'u': {
                    unsigned cp = 0;
                    if (m_p < m_s.size() && m_s[m_p] == '{') {
                        ++m_p;
                        std::size_t b = m_p;
                        while (m_p < m_s.size() && m_s[m_p] != '}')
                            ++m_p;
                        cp = static_cast<unsigned>(
                            std::strtoul(std::string(m_s.substr(b, m_p - b)).c_str(), nullptr, 16));
                        ++m_p;
                    } else {
                        cp = static_cast<unsigned>(
                            std::strtoul(std::string(m_s.substr(m_p, 4)).c_str(), nullptr, 16));
                        m_p += 4;
                    }
                    lexer::append_utf8(cur, static_cast<char32_t>(cp));
                    break;
                }
                case 'x': {
                    std::size_t b = m_p;
                    while (m_p < m_s.size() && m_p < b + 2 &&
                           std::isxdigit(static_cast<unsigned char>(m_s[m_p])) != 0)
                        ++m_p;
                    cur += static_cast<char>(
                        std::strtoul(std::string(m_s.substr(b, m_p - b)).c_str(), nullptr, 16));
                    break;
                }
                default:
                    cur += e;
                }
                continue;
            }
            cur += c;
        }
        flush();
        return parts;
    }

    std::int64_t regex_options() {
        std::int64_t opts = 0;
        while (m_p < m_s.size() && std::isalpha(static_cast<unsigned char>(m_s[m_p])) != 0) {
            char o = m_s[m_p++];
            if (o == 'i')
                opts |= 1;
            else if (o == 'x')
                opts |= 2;
            else if (o == 'm')
                opts |= 4;
            else if (o != 'o' && o != 'u' && o != 'n')
                fail(std::string("the regexp option '") + o + "'");
        }
        return opts;
    }

    static char closer(char open) {
        switch (open) {
        case '(':
            return ')';
        case '[':
            return ']';
        case '{':
            return '}';
        case '<':
            return '>';
        default:
            return open;
        }
    }

    void percent(Token& t) {
        char type = m_s[m_p + 1];
        if (std::isalpha(static_cast<unsigned char>(type)) != 0) {
            m_p += 2;
        } else {
            type = 'Q';
            m_p += 1;
        }
        if (m_p >= m_s.size()) fail("a %-literal");
        char open = m_s[m_p++];
        char close = closer(open);
        char nest = close != open ? open : 0;
        if (type == 'w' || type == 'W' || type == 'i' || type == 'I') {
            std::string body = squoted(close, nest);
            t.kind = Tok::Words;
            t.num = type == 'i' || type == 'I' ? 1 : 0;
            std::string w;
            for (char c : body) {
                if (c == ' ' || c == '\n' || c == '\t') {
                    if (!w.empty()) t.words.push_back(w);
                    w.clear();
                } else {
                    w += c;
                }
            }
            if (!w.empty()) t.words.push_back(w);
            return;
        }
        if (type == 'r') {
            t.kind = Tok::Regex;
            m_regex_body = true;
            t.parts = dquoted(close, nest);
            m_regex_body = false;
            t.num = regex_options();
            return;
        }
        t.kind = Tok::String;
        if (type == 'q') {
            t.parts.push_back({false, squoted(close, nest), t.line});
        } else if (type == 'Q') {
            t.parts = dquoted(close, nest);
        } else {
            fail(std::string("the %") + type + " literal");
        }
    }

    void op(Token& t) {
        static constexpr std::array<std::string_view, 47> ops = {
            "**=", "<=>", "===", "...", "<<=", ">>=", "&&=", "||=", "==", "!=", ">=", "<=",
            "&&",  "||",  "<<",  ">>",  "**",  "=~",  "!~",  "+=",  "-=", "*=", "/=", "%=",
            "|=",  "&=",  "..",  "::",  "->",  "=>",  "&.",  "+",   "-",  "*",  "/",  "%",
            "=",   "<",   ">",   "!",   "&",   "|",   "^",   "~",   "?",  ":",  ","};
        if (const std::string_view o = lexer::leading_operator(m_s.substr(m_p), ops); !o.empty()) {
            t.kind = Tok::Op;
            t.text = std::string(o);
            m_p += o.size();
            return;
        }
        char c = m_s[m_p];
        if (std::string_view(".()[]{}").find(c) != std::string_view::npos) {
            t.kind = Tok::Op;
            t.text = std::string(1, c);
            ++m_p;
            return;
        }
        fail(std::string("the character '") + c + "'");
    }

    std::string_view m_s;
    std::size_t m_p = 0;
    int m_line;
    std::vector<Token>& m_out;
    bool m_regex_body = false;
};

} // namespace

void lex_ruby(std::string_view code, int line, std::vector<Token>& out) {
    Lexer(code, line, out).run();
}

} // namespace pp::erb
