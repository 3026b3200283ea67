#include "loader/ruby_tokenizer.hpp"

#include "lexer/chars.hpp"

#include <algorithm>
#include <array>
#include <cstring>

namespace pp::loader {
namespace {

using Kind = RubyToken::Kind;

bool is_ident_start(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
           static_cast<unsigned char>(c) >= 0x80;
}
bool is_ident_char(char c) {
    return is_ident_start(c) || (c >= '0' && c <= '9');
}
bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

// Keywords after which an expression starts (so `/` starts a regexp, `<<~X` a heredoc, `:x` a symbol).
bool is_value_keyword(std::string_view t) {
    static constexpr std::array<std::string_view, 20> kw = {
        "if",   "unless", "while", "until", "and", "or",    "not",   "return", "when",  "then",
        "else", "elsif",  "do",    "case",  "in",  "yield", "begin", "puts",   "raise", "break"};
    return std::find(kw.begin(), kw.end(), t) != kw.end();
}

// Keywords that end an expression.
bool is_value_end_keyword(std::string_view t) {
    return t == "end" || t == "self" || t == "true" || t == "false" || t == "nil" || t == "__FILE__" ||
           t == "__dir__" || t == "class";
}

char closing_of(char open) {
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

struct PendingHeredoc {
    std::size_t token;
    std::string id;
    bool indented; // <<- or <<~: the terminator may be indented
    bool squiggly;
    bool raw;
};

class Tokenizer {
public:
    explicit Tokenizer(std::string_view src) : m_src(src) {}

    RubyTokens run() {
        // (the corpus's type files average 8.4 bytes a token; room for most of a file's tokens spares the
        // copies of 120-byte tokens as the vector grows: reading its 153 type files took 6.8 ms instead
        // of 7.7)
        m_out.tokens.reserve(m_src.size() / 12 + 16);
        while (m_pos < m_src.size() && !m_out.error) {
            if (m_at_line_start && starts_line_with("=begin")) {
                skip_embedded_doc();
                continue;
            }
            if (m_at_line_start && starts_line_with("__END__")) break;
            m_at_line_start = false;
            step();
        }
        if (!m_out.error && !m_heredocs.empty())
            fail(m_out.tokens[m_heredocs.front().token].line,
                 "unterminated heredoc '" + m_heredocs.front().id + "'");
        return std::move(m_out);
    }

private:
    std::string_view m_src;
    std::size_t m_pos = 0;
    std::uint32_t m_line = 1;
    bool m_at_line_start = true;
    bool m_space_before = false;
    RubyTokens m_out;
    std::vector<PendingHeredoc> m_heredocs;

    char peek(std::size_t ahead = 0) const {
        return m_pos + ahead < m_src.size() ? m_src[m_pos + ahead] : '\0';
    }

    bool starts_line_with(std::string_view word) const {
        if (m_src.substr(m_pos, word.size()) != word) return false;
        char after = m_pos + word.size() < m_src.size() ? m_src[m_pos + word.size()] : '\n';
        return after == '\n' || is_space(after);
    }

    void fail(std::uint32_t line, std::string message) {
        if (m_out.error) return;
        m_out.error = "line " + std::to_string(line) + ": " + message;
        m_out.error_line = line;
    }

    RubyToken& push(Kind kind, std::string text, std::uint32_t line) {
        RubyToken t;
        t.kind = kind;
        t.text = std::move(text);
        t.line = line;
        t.space_before = m_space_before;
        m_space_before = false;
        m_out.tokens.push_back(std::move(t));
        return m_out.tokens.back();
    }

    const RubyToken* last() const { return m_out.tokens.empty() ? nullptr : &m_out.tokens.back(); }

    // Whether the next token starts an expression: decides regexp vs division, heredoc vs shift, symbol
    // vs ternary colon. `ambiguous` is Ruby's own heuristic for `foo /x/` (a method call with an argument).
    bool value_expected() const {
        const RubyToken* t = last();
        if (t == nullptr) return true;
        switch (t->kind) {
        case Kind::Newline:
        case Kind::Label:
            return true;
        case Kind::Op:
            return !(t->text == ")" || t->text == "]" || t->text == "}");
        case Kind::Ident:
            if (is_value_keyword(t->text)) return true;
            if (is_value_end_keyword(t->text)) return false;
            // `desc <<-EOT`, `split /,/`: an argument when spaced before and not after.
            return m_space_before && !is_space(peek(1)) && peek(1) != '=';
        default:
            return false;
        }
    }

    void skip_embedded_doc() {
        // =begin ... =end, each at the start of a line.
        while (m_pos < m_src.size()) {
            std::size_t eol = m_src.find('\n', m_pos);
            std::string_view line = m_src.substr(m_pos, eol == std::string_view::npos ? eol : eol - m_pos);
            bool end = line.substr(0, 4) == "=end";
            m_pos = eol == std::string_view::npos ? m_src.size() : eol + 1;
            ++m_line;
            if (end) {
                m_at_line_start = true;
                return;
            }
        }
        fail(m_line, "unterminated =begin");
    }

    void newline() {
        const RubyToken* t = last();
        if (t != nullptr && t->kind != Kind::Newline) push(Kind::Newline, "", m_line);
        ++m_pos;
        ++m_line;
        m_at_line_start = true;
        m_space_before = false;
        if (!m_heredocs.empty()) read_heredoc_bodies();
    }

    void read_heredoc_bodies() {
        auto pending = std::move(m_heredocs);
        m_heredocs.clear();
        for (auto& h : pending) {
            std::string body;
            std::vector<std::string_view> lines;
            bool found = false;
            std::uint32_t start_line = m_out.tokens[h.token].line;
            while (m_pos < m_src.size()) {
                std::size_t eol = m_src.find('\n', m_pos);
                std::size_t len = eol == std::string_view::npos ? m_src.size() - m_pos : eol - m_pos;
                std::string_view line = m_src.substr(m_pos, len);
                m_pos = eol == std::string_view::npos ? m_src.size() : eol + 1;
                ++m_line;
                std::string_view trimmed = line;
                while (!trimmed.empty() && (trimmed.back() == '\r' || is_space(trimmed.back())))
                    trimmed.remove_suffix(1);
                if (h.indented)
                    while (!trimmed.empty() && is_space(trimmed.front()))
                        trimmed.remove_prefix(1);
                if (trimmed == h.id) {
                    found = true;
                    break;
                }
                lines.push_back(line);
            }
            if (!found) {
                fail(start_line, "unterminated heredoc '" + h.id + "'");
                return;
            }
            std::size_t strip = 0;
            if (h.squiggly) {
                strip = std::string_view::npos;
                for (auto l : lines) {
                    std::size_t n = 0;
                    while (n < l.size() && is_space(l[n]))
                        ++n;
                    if (n < l.size()) strip = std::min(strip, n);
                }
                if (strip == std::string_view::npos) strip = 0;
            }
            for (auto l : lines) {
                body.append(l.substr(std::min(strip, l.size())));
                body.push_back('\n');
            }
            auto& tok = m_out.tokens[h.token];
            tok.interpolated = !h.raw && body.find("#{") != std::string::npos;
            tok.text = std::move(body);
        }
        m_at_line_start = true;
    }

    // Skips a #{...} interpolation starting after "#{"; handles nested braces and strings.
    void skip_interpolation() {
        int depth = 1;
        while (m_pos < m_src.size() && depth > 0) {
            char c = m_src[m_pos];
            if (c == '{') {
                ++depth;
            } else if (c == '}') {
                --depth;
            } else if (c == '\n') {
                ++m_line;
            } else if (c == '"' || c == '\'') {
                ++m_pos;
                std::string ignored;
                bool interp = false;
                read_quoted(c, c, c == '"', ignored, interp);
                continue;
            } else if (c == '\\') {
                ++m_pos;
            }
            ++m_pos;
        }
    }

    // Reads up to the closing delimiter (m_pos is after the opening one). Nested pairs count when open !=
    // close. Returns false at end of input.
    bool read_quoted(char open, char close, bool interpolating, std::string& out, bool& interpolated,
                     bool keep_escapes = false) {
        int depth = 1;
        while (m_pos < m_src.size()) {
            char c = m_src[m_pos];
            if (c == '\\' && m_pos + 1 < m_src.size()) {
                char n = m_src[m_pos + 1];
                m_pos += 2;
                if (n == '\n') ++m_line;
                if (keep_escapes) {
                    out.push_back('\\');
                    out.push_back(n);
                } else if (!interpolating) {
                    if (n != close && n != open && n != '\\') out.push_back('\\');
                    out.push_back(n);
                } else {
                    switch (n) {
                    case 'n':
                        out.push_back('\n');
                        break;
                    case 't':
                        out.push_back('\t');
                        break;
                    case 's':
                        out.push_back(' ');
                        break;
                    case 'e':
                        out.push_back('\x1b');
                        break;
                    case '0':
                        out.push_back('\0');
                        break;
                    default:
                        out.push_back(n);
                    }
                }
                continue;
            }
            if (interpolating && c == '#' && peek(1) == '{') {
                interpolated = true;
                std::size_t start = m_pos;
                m_pos += 2;
                skip_interpolation();
                out.append(m_src.substr(start, m_pos - start));
                continue;
            }
            if (c == '\n') ++m_line;
            if (open != close && c == open) {
                ++depth;
            } else if (c == close) {
                if (--depth == 0) {
                    ++m_pos;
                    return true;
                }
            }
            out.push_back(c);
            ++m_pos;
        }
        return false;
    }

    void string_literal(char quote) {
        std::uint32_t line = m_line;
        ++m_pos;
        std::string text;
        bool interp = false;
        if (!read_quoted(quote, quote, quote != '\'', text, interp)) {
            fail(line, "unterminated string");
            return;
        }
        // "key": value
        const RubyToken* before = last();
        if (peek() == ':' && peek(1) != ':' && before != nullptr && before->kind == Kind::Op &&
            (before->text == "{" || before->text == "," || before->text == "(")) {
            ++m_pos;
            push(Kind::Label, std::move(text), line);
            return;
        }
        auto& t = push(Kind::String, std::move(text), line);
        t.interpolated = interp;
    }

    void regex_literal(char open, char close) {
        std::uint32_t line = m_line;
        std::string text;
        bool interp = false;
        if (!read_quoted(open, close, true, text, interp, /*keep_escapes=*/true)) {
            fail(line, "unterminated regexp");
            return;
        }
        std::string flags;
        while (m_pos < m_src.size() && std::strchr("imxounse", m_src[m_pos]) != nullptr)
            flags.push_back(m_src[m_pos++]);
        auto& t = push(Kind::Regex, std::move(text), line);
        t.flags = std::move(flags);
        t.interpolated = interp;
        t.open = open;
    }

    bool percent_literal() {
        char type = peek(1);
        std::size_t delim_at = 1;
        if (std::strchr("qQwWiIrsx", type) != nullptr && type != '\0') {
            delim_at = 2;
        } else {
            type = 'Q';
        }
        char open = peek(delim_at);
        if (open == '\0' || is_ident_char(open) || is_space(open) || open == '\n') return false;
        char close = closing_of(open);
        std::uint32_t line = m_line;
        m_pos += delim_at + 1;
        if (type == 'r') {
            regex_literal(open, close);
            return true;
        }
        std::string text;
        bool interp = false;
        bool interpolating = type == 'Q' || type == 'W' || type == 'I' || type == 'x';
        if (!read_quoted(open, close, interpolating, text, interp)) {
            fail(line, "unterminated %-literal");
            return true;
        }
        if (type == 'w' || type == 'W' || type == 'i' || type == 'I') {
            auto& t = push(Kind::Words, "", line);
            t.symbols = type == 'i' || type == 'I';
            std::size_t i = 0;
            while (i < text.size()) {
                while (i < text.size() && (is_space(text[i]) || text[i] == '\n'))
                    ++i;
                std::size_t s = i;
                while (i < text.size() && !is_space(text[i]) && text[i] != '\n')
                    ++i;
                if (i > s) t.words.push_back(text.substr(s, i - s));
            }
            return true;
        }
        if (type == 's') {
            push(Kind::Symbol, std::move(text), line);
            return true;
        }
        auto& t = push(Kind::String, std::move(text), line);
        t.interpolated = interp;
        return true;
    }

    bool heredoc() {
        // m_pos at "<<"
        std::size_t p = m_pos + 2;
        bool indented = false, squiggly = false;
        if (p < m_src.size() && (m_src[p] == '-' || m_src[p] == '~')) {
            indented = true;
            squiggly = m_src[p] == '~';
            ++p;
        }
        char quote = p < m_src.size() ? m_src[p] : '\0';
        bool quoted = quote == '\'' || quote == '"' || quote == '`';
        if (quoted) ++p;
        std::size_t s = p;
        while (p < m_src.size() && is_ident_char(m_src[p]))
            ++p;
        if (p == s) return false;
        std::string id(m_src.substr(s, p - s));
        if (quoted) {
            if (p >= m_src.size() || m_src[p] != quote) return false;
            ++p;
        }
        // A bare <<ID needs an upper-case identifier to be told from a shift.
        if (!indented && !quoted && !(id[0] >= 'A' && id[0] <= 'Z')) return false;
        push(Kind::String, "", m_line);
        m_heredocs.push_back({m_out.tokens.size() - 1, std::move(id), indented, squiggly, quote == '\''});
        m_pos = p;
        return true;
    }

    void op() {
        static constexpr std::array<std::string_view, 33> ops = {
            "**=", "<=>", "===", "...", "<<=", ">>=", "&&=", "||=", "**", "==", "!=",
            ">=",  "<=",  "&&",  "||",  "<<",  ">>",  "=~",  "!~",  "=>", "->", "::",
            "..",  "+=",  "-=",  "*=",  "/=",  "%=",  "|=",  "&=",  "^=", "&.", "=="};
        if (const std::string_view o = lexer::leading_operator(m_src.substr(m_pos), ops); !o.empty()) {
            push(Kind::Op, std::string(o), m_line);
            m_pos += o.size();
            return;
        }
        push(Kind::Op, std::string(1, m_src[m_pos]), m_line);
        ++m_pos;
    }

    void step() {
        char c = peek();
        if (c == '\n') {
            newline();
            return;
        }
        if (is_space(c)) {
            ++m_pos;
            m_space_before = true;
            return;
        }
        if (c == '\\' && peek(1) == '\n') { // line continuation
            m_pos += 2;
            ++m_line;
            m_space_before = true;
            return;
        }
        if (c == '\\' && peek(1) == '\r' && peek(2) == '\n') {
            m_pos += 3;
            ++m_line;
            m_space_before = true;
            return;
        }
        if (c == '#') {
            while (m_pos < m_src.size() && m_src[m_pos] != '\n')
                ++m_pos;
            return;
        }
        std::uint32_t line = m_line;
        if (c == '"' || c == '\'' || c == '`') {
            string_literal(c);
            return;
        }
        if (is_digit(c)) {
            std::size_t s = m_pos;
            while (m_pos < m_src.size() &&
                   (is_ident_char(m_src[m_pos]) || (m_src[m_pos] == '.' && is_digit(peek(1)))))
                ++m_pos;
            push(Kind::Number, std::string(m_src.substr(s, m_pos - s)), line);
            return;
        }
        if (c == '@' || c == '$') {
            std::size_t s = m_pos;
            ++m_pos;
            if (peek() == '@') ++m_pos;
            while (m_pos < m_src.size() && (is_ident_char(m_src[m_pos]) || (c == '$' && m_pos == s + 1)))
                ++m_pos;
            push(Kind::Ivar, std::string(m_src.substr(s, m_pos - s)), line);
            return;
        }
        if (is_ident_start(c)) {
            std::size_t s = m_pos;
            while (m_pos < m_src.size() && is_ident_char(m_src[m_pos]))
                ++m_pos;
            if ((peek() == '?' || peek() == '!') && peek(1) != '=' && !(peek() == '?' && peek(1) == ':'))
                ++m_pos;
            std::string word(m_src.substr(s, m_pos - s));
            // `name: value` (but not `Foo::Bar`, nor `a ? b : c`)
            if (peek() == ':' && peek(1) != ':' && word.back() != '?') {
                const RubyToken* before = last();
                if (before == nullptr || !before->is_op("?")) {
                    ++m_pos;
                    push(Kind::Label, std::move(word), line);
                    return;
                }
            }
            push(c >= 'A' && c <= 'Z' ? Kind::Const : Kind::Ident, std::move(word), line);
            return;
        }
        if (c == ':' && peek(1) != ':') {
            char n = peek(1);
            const RubyToken* before = last();
            bool ternary = before != nullptr && m_space_before && is_space(n);
            if (!ternary && (n == '"' || n == '\'')) {
                ++m_pos;
                ++m_pos;
                std::string text;
                bool interp = false;
                if (!read_quoted(n, n, n == '"', text, interp)) {
                    fail(line, "unterminated symbol");
                    return;
                }
                push(Kind::Symbol, std::move(text), line);
                return;
            }
            if (!ternary && is_ident_start(n)) {
                ++m_pos;
                std::size_t s = m_pos;
                while (m_pos < m_src.size() && is_ident_char(m_src[m_pos]))
                    ++m_pos;
                if (peek() == '?' || peek() == '!' || (peek() == '=' && peek(1) != '>' && peek(1) != '='))
                    ++m_pos;
                push(Kind::Symbol, std::string(m_src.substr(s, m_pos - s)), line);
                return;
            }
        }
        if (c == '/' && value_expected()) {
            ++m_pos;
            regex_literal('/', '/');
            return;
        }
        if (c == '%' && value_expected() && percent_literal()) return;
        if (c == '<' && peek(1) == '<' && value_expected()) {
            const RubyToken* before = last();
            if (!(before != nullptr && before->is_ident("class")) && heredoc()) return;
        }
        if (c == '?' && value_expected() && peek(1) != '\0' && !is_space(peek(1)) &&
            !is_ident_char(peek(2))) { // ?x character literal
            push(Kind::String, std::string(1, peek(1)), line);
            m_pos += 2;
            return;
        }
        op();
    }
};

bool is_block_keyword(const std::vector<RubyToken>& toks, std::size_t i) {
    if (i > 0) {
        const auto& p = toks[i - 1];
        if (p.kind == Kind::Op && (p.text == "." || p.text == "&." || p.text == "::")) return false;
        if (p.is_ident("def")) return false;
    }
    return true;
}

// An `if`/`unless`/`while`/`until` opens a block only at the start of an expression; after a value it is a
// modifier (`x = 1 if y`, `return unless z`).
bool starts_expression(const std::vector<RubyToken>& toks, std::size_t i) {
    if (i == 0) return true;
    const auto& p = toks[i - 1];
    switch (p.kind) {
    case Kind::Newline:
    case Kind::Label:
        return true;
    case Kind::Op:
        return !(p.text == ")" || p.text == "]" || p.text == "}");
    case Kind::Ident:
        return p.text == "then" || p.text == "else" || p.text == "do" || p.text == "begin" ||
               p.text == "and" || p.text == "or" || p.text == "not" || p.text == "elsif" ||
               p.text == "when" || p.text == "in" || p.text == "ensure";
    default:
        return false;
    }
}

void match_blocks(RubyTokens& out) {
    auto& toks = out.tokens;
    std::vector<std::size_t> stack;
    bool loop_do_pending = false;
    auto mismatch = [&](std::size_t i, const std::string& what) {
        if (!out.error) {
            out.error = "line " + std::to_string(toks[i].line) + ": " + what;
            out.error_line = toks[i].line;
        }
    };
    for (std::size_t i = 0; i < toks.size(); ++i) {
        auto& t = toks[i];
        if (t.kind == Kind::Newline || t.is_op(";")) {
            loop_do_pending = false;
            continue;
        }
        if (t.kind == Kind::Op) {
            if (t.text == "(" || t.text == "[" || t.text == "{") {
                stack.push_back(i);
            } else if (t.text == ")" || t.text == "]" || t.text == "}") {
                char want = t.text == ")" ? '(' : t.text == "]" ? '[' : '{';
                if (stack.empty() || toks[stack.back()].text[0] != want) {
                    mismatch(i, "unexpected '" + t.text + "'");
                    return;
                }
                toks[stack.back()].match = i;
                stack.pop_back();
            }
            continue;
        }
        if (t.kind != Kind::Ident || !is_block_keyword(toks, i)) continue;
        const std::string& w = t.text;
        if (w == "do") {
            if (loop_do_pending) {
                loop_do_pending = false;
                continue;
            }
            stack.push_back(i);
        } else if (w == "def" || w == "class" || w == "module" || w == "begin" || w == "case") {
            stack.push_back(i);
        } else if (w == "for") {
            stack.push_back(i);
            loop_do_pending = true;
        } else if (w == "if" || w == "unless" || w == "while" || w == "until") {
            if (!starts_expression(toks, i)) continue;
            stack.push_back(i);
            if (w == "while" || w == "until") loop_do_pending = true;
        } else if (w == "end") {
            if (stack.empty() || toks[stack.back()].kind != Kind::Ident) {
                mismatch(i, "unexpected 'end'");
                return;
            }
            toks[stack.back()].match = i;
            stack.pop_back();
        }
    }
    if (!stack.empty()) {
        const auto& t = toks[stack.back()];
        mismatch(stack.back(), "'" + t.text + "' is never closed");
    }
}

} // namespace

RubyTokens tokenize_ruby(std::string_view source) {
    RubyTokens out = Tokenizer(source).run();
    if (!out.error) match_blocks(out);
    return out;
}

} // namespace pp::loader
