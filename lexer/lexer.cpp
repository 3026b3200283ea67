// The lexer's main loop, punctuation, numbers and names (lexer2.rb). Strings, heredocs: lexer_strings.cpp.
// EPP text mode: lexer_epp.cpp.
#include "lexer/lexer.hpp"

#include "lexer/chars.hpp"

#include <algorithm>
#include <string>

namespace pp::lexer {

namespace {

struct Keyword {
    std::string_view text;
    int kind;
};

// lexer2.rb KEYWORDS. `plan` and `apply` are keywords only in Bolt's tasks mode, which pp does not have.
constexpr Keyword kKeywords[] = {
    {"case", tok::CASE},
    {"class", tok::CLASS},
    {"default", tok::DEFAULT},
    {"define", tok::DEFINE},
    {"if", tok::IF},
    {"elsif", tok::ELSIF},
    {"else", tok::ELSE},
    {"inherits", tok::INHERITS},
    {"node", tok::NODE},
    {"and", tok::AND},
    {"or", tok::OR},
    {"undef", tok::UNDEF},
    {"false", tok::BOOLEAN},
    {"true", tok::BOOLEAN},
    {"in", tok::IN},
    {"unless", tok::UNLESS},
    {"function", tok::FUNCTION},
    {"type", tok::TYPE},
    {"attr", tok::ATTR},
    {"private", tok::PRIVATE},
};

int keyword_kind(std::string_view s) {
    if (s.size() < 2 || s.size() > 8) return tok::Invalid;
    for (const auto& k : kKeywords) {
        if (k.text == s) return k.kind;
    }
    return tok::Invalid;
}

constexpr std::string_view kTokenNames[] = {
    "<invalid>",
#define PP_TOKEN(Name) #Name,
#include "lexer/tokens.def"
#undef PP_TOKEN
};

} // namespace

std::string_view token_name(int kind) {
    if (kind == tok::Eof) return "EOF";
    if (kind < 0 || kind >= tok::Count) return "<invalid>";
    return kTokenNames[kind];
}

Lexer::Lexer(std::string_view text, FileId file, Diagnostics& diags, Arena& arena)
    : m_text(text), m_file(file), m_diags(diags), m_arena(arena) {}

Lexer::Lexer(std::string_view text, const Lexer& parent, SubMap map)
    : m_text(text), m_file(parent.m_file), m_diags(parent.m_diags), m_arena(parent.m_arena),
      m_out(parent.m_out), m_own_map(std::move(map)) {
    m_map = &m_own_map;
}

std::uint32_t Lexer::to_global(std::uint32_t local) const {
    if (m_map == nullptr) return local;
    const SubMap& m = *m_map;
    std::uint32_t g = 0;
    if (!m.has_margin || local == 0) {
        g = local + m.leading_offset;
    } else {
        auto it = std::upper_bound(m.line_starts.begin(), m.line_starts.end(), local);
        auto line = static_cast<std::size_t>(it - m.line_starts.begin()); // 1-based
        g = local + m.leading_offset + m.accumulated_margin[std::min(line, m.accumulated_margin.size() - 1)];
    }
    return m.parent != nullptr ? m.parent->to_global(g) : g;
}

void Lexer::error_at(std::uint32_t pos, DiagId id) {
    m_diags.report(id, m_file, to_global(pos), to_global(pos));
    throw LexError{};
}

std::string Lexer::followed_by() const {
    if (m_pos >= m_text.size()) return "<eof>";
    // Ruby's rest[0,5] counts characters, not bytes
    std::size_t i = m_pos;
    int n = 0;
    while (i < m_text.size() && n < 5) {
        i += utf8_length(static_cast<unsigned char>(m_text[i]));
        ++n;
    }
    std::string s(m_text.substr(m_pos, std::min(i, m_text.size()) - m_pos));
    s += "...";
    std::string out;
    for (char c : s) {
        if (c == '\t')
            out += "\\t";
        else if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else
            out += c;
    }
    return out;
}

bool Lexer::check_encoding() {
    // assert_not_bom (lexer_support.rb): the BOMs Puppet recognises, reported without a position.
    auto b = [&](std::size_t i) -> int {
        return i < m_text.size() ? static_cast<unsigned char>(m_text[i]) : -1;
    };
    struct Bom {
        std::string_view name;
        int bytes[4];
        int size;
    };
    static constexpr Bom kBoms[] = {
        {"UTF-32", {0x00, 0x00, 0xFE, 0xFF}, 4},   {"UTF-32", {0xFF, 0xFE, 0x00, 0x00}, 4},
        {"GB-18030", {0x84, 0x31, 0x95, 0x33}, 4}, {"UTF-EBCDIC", {0xDD, 0x73, 0x66, 0x73}, 4},
        {"SCSU", {0x0E, 0xFE, 0xFF, -1}, 3},       {"UTF-8", {0xEF, 0xBB, 0xBF, -1}, 3},
        {"UTF-1", {0xF7, 0x64, 0x4C, -1}, 3},      {"BOCU", {0xFB, 0xEE, 0x28, -1}, 3},
        {"UTF-16", {0xFE, 0xFF, -1, -1}, 2},       {"UTF-16", {0xFF, 0xFE, -1, -1}, 2},
    };
    for (const auto& bom : kBoms) {
        bool match = true;
        for (int i = 0; i < bom.size && match; ++i)
            match = b(i) == bom.bytes[i];
        // Puppet's 3- and 2-byte patterns also require one more byte to be present (MM_ANY)
        if (match && bom.size < 4) match = b(bom.size) != -1;
        if (match) {
            std::string hex;
            for (int i = 0; i < bom.size; ++i) {
                if (i > 0) hex += ' ';
                hex += fmt::format("{:X}", bom.bytes[i]);
            }
            m_diags.report_in_file(DiagId::IllegalBom, m_file, bom.name, "[" + hex + "]");
            return false;
        }
    }
    std::size_t bad = find_invalid_utf8(m_text);
    if (bad != std::string_view::npos) {
        m_diags.report(DiagId::InvalidUtf8, m_file, static_cast<std::uint32_t>(bad),
                       static_cast<std::uint32_t>(bad + 1));
        return false;
    }
    return true;
}

bool Lexer::tokenize(std::vector<Token>& out, bool epp) {
    m_out = &out;
    if (m_text.size() >= 0xFFFFFFF0U) {
        m_diags.report_in_file(DiagId::SourceTooLarge, m_file);
        return false;
    }
    if (!check_encoding()) return false;
    try {
        if (epp) {
            m_epp_mode = EppMode::Text;
            emit_at(tok::EPP_START, 0, 0, {});
            interpolate_epp(false);
        }
        scan_all();
        if (epp && m_epp_open) error_at(static_cast<std::uint32_t>(m_text.size()), DiagId::EppUnbalancedTag);
    } catch (const LexError&) {
        return false;
    }
    auto size = static_cast<std::uint32_t>(m_text.size());
    out.push_back(Token{tok::Eof, size, size, {}});
    return true;
}

void Lexer::scan_all() {
    skip_ws();
    while (m_pos < m_text.size())
        lex_token();
}

bool Lexer::at_ws(std::size_t pos, std::size_t* len) const {
    if (pos >= m_text.size()) return false;
    char c = m_text[pos];
    if (c == ' ' || c == '\t' || c == '\r') {
        if (len != nullptr) *len = 1;
        return true;
    }
    if (static_cast<unsigned char>(c) >= 0x80) {
        std::size_t l = unicode_blank_length(m_text, pos);
        if (l > 0) {
            if (len != nullptr) *len = l;
            return true;
        }
    }
    return false;
}

void Lexer::skip_ws() {
    std::size_t len = 0;
    while (at_ws(m_pos, &len))
        m_pos += static_cast<std::uint32_t>(len);
}

void Lexer::emit_at(int kind, std::uint32_t begin, std::uint32_t end, std::string_view value) {
    m_out->push_back(Token{static_cast<std::int16_t>(kind), to_global(begin), to_global(end), value});
    m_after = kind;
}

void Lexer::emit(int kind, std::uint32_t begin, std::uint32_t len, std::string_view value) {
    if (value.empty()) value = m_text.substr(begin, len);
    emit_at(kind, begin, begin + len, value);
    m_pos = begin + len;
}

bool Lexer::regexp_acceptable() const {
    switch (m_after) {
    case tok::RPAREN:
    case tok::RBRACK:
    case tok::RRCOLLECT:
    case tok::RCOLLECT:
        return false;
    case tok::RBRACE: // allowed because of case options (lexer2.rb says so explicitly)
        return true;
    case tok::NAME:
    case tok::CLASSREF:
    case tok::NUMBER:
    case tok::STRING:
    case tok::BOOLEAN:
    case tok::DQPRE:
    case tok::DQMID:
    case tok::DQPOST:
    case tok::HEREDOC:
    case tok::REGEX:
    case tok::VARIABLE:
    case tok::WORD:
        return false;
    default:
        return true;
    }
}

void Lexer::lex_token() {
    const std::uint32_t p = m_pos;
    const char c = m_text[p];
    auto la = [&](std::size_t n) -> char { return p + n < m_text.size() ? m_text[p + n] : '\0'; };
    switch (c) {
    case '.':
        emit(tok::DOT, p, 1);
        break;
    case ',':
        emit(tok::COMMA, p, 1);
        break;
    case '[':
        lex_lbrack();
        break;
    case ']':
        emit(tok::RBRACK, p, 1);
        break;
    case '(':
        lex_lparen();
        break;
    case ')':
        emit(tok::RPAREN, p, 1);
        break;
    case ';':
        emit(tok::SEMIC, p, 1);
        break;
    case '?':
        emit(tok::QMARK, p, 1);
        break;
    case '*':
        emit(tok::TIMES, p, 1);
        break;
    case '%':
        lex_percent();
        break;
    case '{':
        ++m_brace_count;
        emit(m_after == tok::QMARK ? tok::SELBRACE : tok::LBRACE, p, 1);
        break;
    case '}':
        --m_brace_count;
        emit(tok::RBRACE, p, 1);
        break;
    case '@':
        if (la(1) == '@')
            emit(tok::ATAT, p, 2);
        else if (la(1) == '(')
            heredoc();
        else
            emit(tok::AT, p, 1);
        break;
    case '|':
        if (la(1) == '>')
            emit(la(2) == '>' ? tok::RRCOLLECT : tok::RCOLLECT, p, la(2) == '>' ? 3 : 2);
        else
            emit(tok::PIPE, p, 1);
        break;
    case '=':
        switch (la(1)) {
        case '=':
            emit(tok::ISEQUAL, p, 2);
            break;
        case '>':
            emit(tok::FARROW, p, 2);
            break;
        case '~':
            emit(tok::MATCH, p, 2);
            break;
        default:
            emit(tok::EQUALS, p, 1);
        }
        break;
    case '+':
        switch (la(1)) {
        case '=':
            emit(tok::APPENDS, p, 2);
            break;
        case '>':
            emit(tok::PARROW, p, 2);
            break;
        default:
            emit(tok::PLUS, p, 1);
        }
        break;
    case '-':
        if (m_epp_mode != EppMode::None && la(1) == '%' && la(2) == '>') {
            m_pos = p + 3;
            if (m_epp_mode == EppMode::Expr) emit_at(tok::EPP_END_TRIM, p, p + 3, "-%>");
            interpolate_epp(true);
            break;
        }
        switch (la(1)) {
        case '>':
            emit(tok::IN_EDGE, p, 2);
            break;
        case '=':
            emit(tok::DELETES, p, 2);
            break;
        default:
            emit(tok::MINUS, p, 1);
        }
        break;
    case '!':
        switch (la(1)) {
        case '=':
            emit(tok::NOTEQUAL, p, 2);
            break;
        case '~':
            emit(tok::NOMATCH, p, 2);
            break;
        default:
            emit(tok::NOT, p, 1);
        }
        break;
    case '~':
        if (la(1) == '>')
            emit(tok::IN_EDGE_SUB, p, 2);
        else
            emit(tok::TILDE, p, 1);
        break;
    case '#': {
        std::size_t nl = m_text.find('\n', p);
        m_pos = nl == std::string_view::npos ? static_cast<std::uint32_t>(m_text.size())
                                             : static_cast<std::uint32_t>(nl);
        break;
    }
    case '/':
        lex_slash();
        break;
    case '<':
        switch (la(1)) {
        case '<':
            if (la(2) == '|')
                emit(tok::LLCOLLECT, p, 3);
            else
                emit(tok::LSHIFT, p, 2);
            break;
        case '=':
            emit(tok::LESSEQUAL, p, 2);
            break;
        case '|':
            emit(tok::LCOLLECT, p, 2);
            break;
        case '-':
            emit(tok::OUT_EDGE, p, 2);
            break;
        case '~':
            emit(tok::OUT_EDGE_SUB, p, 2);
            break;
        default:
            emit(tok::LESSTHAN, p, 1);
        }
        break;
    case '>':
        switch (la(1)) {
        case '>':
            emit(tok::RSHIFT, p, 2);
            break;
        case '=':
            emit(tok::GREATEREQUAL, p, 2);
            break;
        default:
            emit(tok::GREATERTHAN, p, 1);
        }
        break;
    case ':':
        lex_colon();
        break;
    case '$':
        lex_variable();
        break;
    case '"':
        interpolate_dq();
        break;
    case '\'':
        lex_sq_string();
        break;
    case '\n':
        if (m_has_newline_jump) {
            m_pos = m_newline_jump;
            m_has_newline_jump = false;
        } else {
            m_pos = p + 1;
        }
        m_line_lexical_start = m_pos;
        break;
    case ' ':
    case '\t':
    case '\r':
        skip_ws();
        break;
    default:
        if (c >= '0' && c <= '9')
            lex_number();
        else if ((c >= 'a' && c <= 'z') || c == '_')
            lex_name();
        else if (c >= 'A' && c <= 'Z')
            lex_classref();
        else if (at_ws(p))
            skip_ws();
        else {
            // unrecognised character: one OTHER token of one character (the parser reports it)
            std::uint32_t len = utf8_length(static_cast<unsigned char>(c));
            emit(tok::OTHER, p, std::min<std::uint32_t>(len, static_cast<std::uint32_t>(m_text.size()) - p));
        }
    }
}

void Lexer::lex_lbrack() {
    const std::uint32_t p = m_pos;
    // LISTSTART at the start of input or after whitespace, else an access bracket
    bool ws_before = p == 0;
    if (!ws_before) {
        char prev = m_text[p - 1];
        ws_before = prev == ' ' || prev == '\t' || prev == '\r' || prev == '\n';
        if (!ws_before && static_cast<unsigned char>(prev) >= 0x80) {
            std::size_t start = p - 1;
            while (start > 0 && (static_cast<unsigned char>(m_text[start]) & 0xC0) == 0x80)
                --start;
            ws_before = unicode_blank_length(m_text, start) == p - start;
        }
    }
    emit(ws_before ? tok::LISTSTART : tok::LBRACK, p, 1);
}

void Lexer::lex_lparen() {
    const std::uint32_t p = m_pos;
    // WSLPAREN when only blanks precede it on the (lexical) line, so it never calls the previous line's name
    bool only_ws = true;
    std::size_t i = m_line_lexical_start;
    std::size_t len = 0;
    while (i < p) {
        if (!at_ws(i, &len)) {
            only_ws = false;
            break;
        }
        i += len;
    }
    emit(only_ws ? tok::WSLPAREN : tok::LPAREN, p, 1);
}

void Lexer::lex_slash() {
    const std::uint32_t p = m_pos;
    if (p + 1 < m_text.size() && m_text[p + 1] == '*') {
        std::size_t close = m_text.find("*/", p + 2);
        if (close == std::string_view::npos) error_at(p, DiagId::UnclosedMlComment);
        m_pos = static_cast<std::uint32_t>(close + 2);
        return;
    }
    if (regexp_acceptable()) {
        // PATTERN_REGEX %r{/[^/]*/}, extended while the closing slash is escaped by an odd backslash run
        std::size_t close = m_text.find('/', p + 1);
        if (close != std::string_view::npos) {
            auto escaped_end = [&](std::size_t end) {
                // value[1...-1] ends with an odd run of backslashes
                std::size_t n = 0;
                std::size_t i = end;
                while (i > p + 1 && m_text[i - 1] == '\\') {
                    ++n;
                    --i;
                }
                return n % 2 == 1;
            };
            bool ok = true;
            while (escaped_end(close)) {
                std::size_t next = m_text.find('/', close + 1);
                if (next == std::string_view::npos) {
                    ok = false;
                    break;
                }
                close = next;
            }
            if (ok) {
                std::string_view raw = m_text.substr(p + 1, close - p - 1);
                std::string_view value = raw;
                if (raw.find("\\/") != std::string_view::npos) {
                    std::string s;
                    for (std::size_t i = 0; i < raw.size(); ++i) {
                        if (raw[i] == '\\' && i + 1 < raw.size() && raw[i + 1] == '/') {
                            s += '/';
                            ++i;
                        } else {
                            s += raw[i];
                        }
                    }
                    value = m_arena.string(s);
                }
                emit(tok::REGEX, p, static_cast<std::uint32_t>(close + 1 - p), value);
                if (value.empty()) m_out->back().value = std::string_view(m_text.data() + p + 1, 0);
                return;
            }
        }
    }
    emit(tok::DIV, p, 1);
}

void Lexer::lex_colon() {
    const std::uint32_t p = m_pos;
    if (p + 1 < m_text.size() && m_text[p + 1] == ':') {
        char c2 = p + 2 < m_text.size() ? m_text[p + 2] : '\0';
        if (c2 >= 'A' && c2 <= 'Z') {
            std::size_t n = match_classref(m_text, p);
            if (n > 0 && m_text.substr(p + n, 2) != "::") {
                emit(tok::CLASSREF, p, static_cast<std::uint32_t>(n));
            } else {
                // Puppet's scanner has already moved past the match when it adds 3
                m_pos = static_cast<std::uint32_t>(p + n + 3);
                error_at(m_pos, DiagId::IllegalFullyQualifiedClassReference);
            }
        } else {
            std::size_t n = match_bare_word(m_text, p);
            if (n > 0) {
                std::string_view v = m_text.substr(p, n);
                emit(is_name(v) ? tok::NAME : tok::WORD, p, static_cast<std::uint32_t>(n));
            } else {
                m_pos = p + 2;
                error_at(m_pos, DiagId::IllegalFullyQualifiedName);
            }
        }
        return;
    }
    emit(tok::COLON, p, 1);
}

void Lexer::lex_variable() {
    const std::uint32_t p = m_pos;
    std::size_t n = match_dollar_var(m_text, p);
    if (n > 0) {
        emit(tok::VARIABLE, p, static_cast<std::uint32_t>(n), m_text.substr(p + 1, n - 1));
        m_last_matched = m_text.substr(p, n);
    } else {
        // a lone `$`: let the validator complain rather than giving a syntax error
        emit_at(tok::VARIABLE, p, p + 1, std::string_view(m_text.data() + p + 1, 0));
        m_pos = p + 1;
    }
}

void Lexer::lex_name() {
    const std::uint32_t p = m_pos;
    std::size_t n = match_bare_word(m_text, p);
    if (n == 0) {
        m_pos = p + 1;
        if (m_text.substr(m_pos, 2) == "::") error_at(m_pos, DiagId::IllegalFullyQualifiedName);
        error_at(m_pos, DiagId::IllegalNameOrBareWord);
    }
    std::string_view v = m_text.substr(p, n);
    m_last_matched = v;
    if (is_name(v)) {
        int kw = keyword_kind(v);
        emit(kw != tok::Invalid ? kw : tok::NAME, p, static_cast<std::uint32_t>(n));
    } else {
        emit(tok::WORD, p, static_cast<std::uint32_t>(n));
    }
}

void Lexer::lex_classref() {
    const std::uint32_t p = m_pos;
    std::size_t n = match_classref(m_text, p);
    if (n > 0 && m_text.substr(p + n, 2) != "::") {
        m_last_matched = m_text.substr(p, n);
        emit(tok::CLASSREF, p, static_cast<std::uint32_t>(n));
    } else {
        m_pos = static_cast<std::uint32_t>(p + n + 1); // past the match, as Puppet's scanner is
        error_at(m_pos, DiagId::IllegalClassReference);
    }
}

namespace {

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
bool is_hex(char c) {
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// lexer_support.rb assert_numeric: returns the diagnostic for a malformed number, or nothing.
bool numeric_problem(std::string_view v, DiagId& id) {
    auto all = [](std::string_view s, bool (*pred)(char)) {
        return !s.empty() && std::all_of(s.begin(), s.end(), pred);
    };
    if (v.size() >= 2 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X')) {
        id = DiagId::InvalidHexNumber;
        return !all(v.substr(2), is_hex);
    }
    if (v.size() >= 2 && v[0] == '0' && v[1] != '.') {
        id = DiagId::InvalidOctalNumber;
        return !all(v.substr(1), [](char c) { return c >= '0' && c <= '7'; });
    }
    std::size_t d = 0;
    while (d < v.size() && is_digit(v[d]))
        ++d;
    if (d > 0 && d < v.size() && (v[d] == 'e' || v[d] == 'E' || v[d] == '.')) {
        id = DiagId::InvalidDecimalNumber;
        // ^\d+(?:\.\d+)?(?:[eE]-?\d+)?$
        std::size_t i = d;
        if (i < v.size() && v[i] == '.') {
            std::size_t s = ++i;
            while (i < v.size() && is_digit(v[i]))
                ++i;
            if (i == s) return true;
        }
        if (i < v.size() && (v[i] == 'e' || v[i] == 'E')) {
            ++i;
            if (i < v.size() && v[i] == '-') ++i;
            std::size_t s = i;
            while (i < v.size() && is_digit(v[i]))
                ++i;
            if (i == s) return true;
        }
        return i != v.size();
    }
    id = DiagId::IllegalNumber;
    return !all(v, is_digit);
}

} // namespace

void Lexer::lex_number() {
    std::uint32_t before = m_pos;
    std::size_t n = match_number(m_text, before);
    if (n > 0) {
        std::string_view v = m_text.substr(before, n);
        DiagId id{};
        if (numeric_problem(v, id)) error_at(before, id, v);
        m_last_matched = v;
        emit(tok::NUMBER, before, static_cast<std::uint32_t>(n));
        return;
    }
    // Not a number: find what to complain about (lexer2.rb's digit handler)
    std::size_t w = before;
    while (w < m_text.size() && is_word_char(m_text[w]))
        ++w;
    std::string_view invalid = m_text.substr(before, w - before);
    bool have_invalid = true;
    auto after = static_cast<std::uint32_t>(w);
    if (before > 1) {
        if (m_text[before - 1] == '.') {
            // preceded by a dot: a bad decimal number such as 1.2x
            std::size_t s = before - 2;
            while (is_digit(m_text[s])) {
                have_invalid = false;
                before = static_cast<std::uint32_t>(s);
                if (s == 0) break;
                --s;
            }
        }
        if (!have_invalid) invalid = m_text.substr(before, after - before);
    }
    DiagId id{};
    if (numeric_problem(invalid, id)) error_at(before, id, invalid);
    m_pos = before + 1;
    error_at(m_pos, DiagId::IllegalNumber, invalid);
}

} // namespace pp::lexer
