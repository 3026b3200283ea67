// Strings, escapes, interpolation and heredocs: slurp_support.rb, interpolation_support.rb,
// heredoc_support.rb.
#include "lexer/chars.hpp"
#include "lexer/lexer.hpp"

#include <algorithm>
#include <string>

namespace pp::lexer {

namespace {

constexpr std::string_view kDqEscapes = "\\$'\"rntsu\n"; // plus "\r\n" (continuation), see process_escapes

std::string format_quote(std::string_view q) {
    if (q == "'") return "\"'\"";
    return "'" + std::string(q) + "'";
}

bool is_hex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

// Tokens that become a variable when they are the whole of `${...}` or are followed by `[` or `.`
// (interpolation_support.rb transform_to_variable).
bool transformable_to_variable(int kind) {
    switch (kind) {
    case tok::NUMBER:
    case tok::NAME:
    case tok::WORD:
    case tok::CASE:
    case tok::CLASS:
    case tok::DEFAULT:
    case tok::DEFINE:
    case tok::IF:
    case tok::ELSIF:
    case tok::ELSE:
    case tok::INHERITS:
    case tok::NODE:
    case tok::AND:
    case tok::OR:
    case tok::UNDEF:
    case tok::BOOLEAN:
    case tok::IN:
    case tok::UNLESS:
    case tok::FUNCTION:
    case tok::TYPE:
    case tok::ATTR:
    case tok::PRIVATE:
        return true;
    default:
        return false;
    }
}

} // namespace

void Lexer::unclosed_quote(std::string_view after) {
    error_at(m_pos, DiagId::UnclosedQuote, format_quote(after), followed_by());
}

// Escape processing of slurp_support.rb#slurp. `escapes` lists the single-character escapes in force;
// "\n" in it also enables the `\r\n` line continuation.
std::string_view Lexer::process_escapes(std::string_view raw, std::string_view escapes, bool warn_invalid,
                                        std::uint32_t warn_pos) {
    if (raw.find('\\') == std::string_view::npos) return raw;
    std::string s(raw);
    if (escapes.find('u') != std::string_view::npos) {
        // \uXXXX and \u{X..XXXXXX}, only where the backslash is not itself escaped; repeated like Puppet's
        // gsub loop, since a replacement may create a new escape
        bool changed = true;
        while (changed) {
            changed = false;
            std::string out;
            std::size_t i = 0;
            while (i < s.size()) {
                if (s[i] != '\\') {
                    out += s[i++];
                    continue;
                }
                if (i + 1 < s.size() && s[i + 1] == '\\') {
                    out += "\\\\";
                    i += 2;
                    continue;
                }
                if (i + 1 < s.size() && s[i + 1] == 'u') {
                    std::size_t j = i + 2;
                    std::size_t hex_begin = 0;
                    std::size_t hex_len = 0;
                    std::size_t end = 0;
                    if (j + 4 <= s.size() && is_hex(s[j]) && is_hex(s[j + 1]) && is_hex(s[j + 2]) &&
                        is_hex(s[j + 3])) {
                        hex_begin = j;
                        hex_len = 4;
                        end = j + 4;
                    } else if (j < s.size() && s[j] == '{') {
                        std::size_t k = j + 1;
                        while (k < s.size() && is_hex(s[k]) && k - j - 1 < 6)
                            ++k;
                        if (k > j + 1 && k < s.size() && s[k] == '}') {
                            hex_begin = j + 1;
                            hex_len = k - j - 1;
                            end = k + 1;
                        }
                    }
                    if (hex_len > 0) {
                        auto cp =
                            static_cast<char32_t>(std::stoul(s.substr(hex_begin, hex_len), nullptr, 16));
                        if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
                            m_diags.report(DiagId::IllegalUnicodeEscape, m_file, to_global(warn_pos),
                                           to_global(warn_pos));
                            m_diags.set_last_severity(Severity::Error);
                            throw LexError{};
                        }
                        append_utf8(out, cp);
                        i = end;
                        changed = true;
                        continue;
                    }
                }
                out += s[i++];
            }
            s = std::move(out);
        }
    }
    std::string out;
    out.reserve(s.size());
    std::size_t i = 0;
    while (i < s.size()) {
        char c = s[i];
        if (c != '\\' || i + 1 >= s.size()) {
            out += c;
            ++i;
            continue;
        }
        char n = s[i + 1];
        std::size_t chlen = 1;
        if (n == '\r') {
            if (i + 2 < s.size() && s[i + 2] == '\n') {
                chlen = 2; // "\r\n"
            } else {
                out += c; // a backslash before a lone CR is not an escape
                ++i;
                continue;
            }
        } else if (static_cast<unsigned char>(n) >= 0x80) {
            chlen = utf8_length(static_cast<unsigned char>(n));
        }
        std::string_view ch(s.data() + i + 1, std::min(chlen, s.size() - i - 1));
        bool known = ch.size() == 1 ? escapes.find(ch[0]) != std::string_view::npos
                                    : (ch == "\r\n" && escapes.find('\n') != std::string_view::npos);
        if (known) {
            switch (ch[0]) {
            case 'r':
                out += '\r';
                break;
            case 'n':
                out += '\n';
                break;
            case 't':
                out += '\t';
                break;
            case 's':
                out += ' ';
                break;
            case 'u':
                warning_at(warn_pos, DiagId::IllegalUnicodeEscape);
                out += "\\u";
                break;
            case '\n':
            case '\r':
                break; // line continuation
            default:
                out += ch;
            }
        } else {
            if (warn_invalid) warning_at(warn_pos, DiagId::UnrecognizedEscape, ch);
            out += '\\';
            out += ch;
        }
        i += 1 + ch.size();
    }
    return m_arena.string(out);
}

void Lexer::lex_sq_string() {
    const std::uint32_t before = m_pos;
    m_pos = before + 1;
    std::size_t i = m_pos;
    bool has_escape = false;
    while (i < m_text.size() && m_text[i] != '\'') {
        if (m_text[i] == '\\') {
            has_escape = true;
            ++i;
        }
        ++i;
    }
    if (i >= m_text.size()) {
        m_last_matched = "'";
        unclosed_quote("'");
    }
    std::string_view raw = m_text.substr(m_pos, i - m_pos);
    std::string_view value = raw;
    if (has_escape) {
        std::string s;
        for (std::size_t k = 0; k < raw.size(); ++k) {
            if (raw[k] == '\\' && k + 1 < raw.size() && (raw[k + 1] == '\\' || raw[k + 1] == '\'')) ++k;
            s += raw[k];
        }
        value = m_arena.string(s);
        if (value.empty()) value = std::string_view(raw.data(), 0);
    }
    emit_at(tok::STRING, before, static_cast<std::uint32_t>(i + 1), value);
    m_pos = static_cast<std::uint32_t>(i + 1);
    m_last_matched = m_text.substr(i, 1);
}

// Slurps double-quoted text up to an unescaped `"`, `$` or `${`; m_pos moves past the terminator.
std::string_view Lexer::slurp_dq(char& terminator, bool& brace) {
    std::size_t i = m_pos;
    while (i < m_text.size()) {
        char c = m_text[i];
        if (c == '\\') {
            i += 2;
            continue;
        }
        if (c == '"' || c == '$') break;
        ++i;
    }
    if (i >= m_text.size()) unclosed_quote(m_last_matched);
    std::string_view raw = m_text.substr(m_pos, i - m_pos);
    terminator = m_text[i];
    brace = terminator == '$' && i + 1 < m_text.size() && m_text[i + 1] == '{';
    m_pos = static_cast<std::uint32_t>(i + (brace ? 2 : 1));
    m_last_matched = m_text.substr(i, brace ? 2 : 1);
    return process_escapes(raw, kDqEscapes, true, m_pos);
}

// Slurps heredoc text (an "unquoted" string) to the next `$`/`${` that interpolates, or to the end.
std::string_view Lexer::slurp_uq(char& terminator, bool& brace) {
    std::size_t i = m_pos;
    if (m_uq_mode == UqMode::All) {
        i = m_text.size();
    } else {
        while (i < m_text.size()) {
            char c = m_text[i];
            if (c == '\\' && m_uq_mode == UqMode::EscapeInterp) {
                i += 2;
                continue;
            }
            if (c == '$') break;
            ++i;
        }
        i = std::min(i, m_text.size());
    }
    std::string_view raw = m_text.substr(m_pos, i - m_pos);
    terminator = i < m_text.size() ? '$' : '\0';
    brace = terminator == '$' && i + 1 < m_text.size() && m_text[i + 1] == '{';
    m_pos = static_cast<std::uint32_t>(i + (terminator == '\0' ? 0 : (brace ? 2 : 1)));
    std::string_view v = process_escapes(raw, m_escapes, false, m_pos);
    return v;
}

bool Lexer::scan_interp_variable(std::string_view& name) {
    std::size_t n = match_variable_name(m_text, m_pos);
    if (n == 0) return false;
    name = m_text.substr(m_pos, n);
    m_pos += static_cast<std::uint32_t>(n);
    m_last_matched = name;
    return true;
}

void Lexer::enqueue_until(int brace_count) {
    skip_ws();
    const std::size_t queue_start = m_out->size();
    while (m_pos < m_text.size()) {
        std::size_t n_before = m_out->size();
        lex_token();
        if (m_out->size() == n_before) {
            skip_ws();
            continue;
        }
        Token& last = m_out->back();
        if (last.kind == tok::RBRACE && m_brace_count == brace_count) {
            m_out->pop_back();
            std::size_t qlength = m_out->size() - queue_start;
            auto to_variable = [](Token& t) {
                if (transformable_to_variable(t.kind)) t.kind = tok::VARIABLE;
            };
            if (qlength == 1) {
                to_variable((*m_out)[queue_start]);
            } else if (qlength > 1) {
                int second = (*m_out)[queue_start + 1].kind;
                if (second == tok::DOT || second == tok::LBRACK) to_variable((*m_out)[queue_start]);
            }
            return;
        }
    }
}

// A string part token: emitted without changing the regex/selector context, as Puppet enqueues them.
#define PP_EMIT_PART(kind, b, e, v)                                                                          \
    do {                                                                                                     \
        int saved_after_ = m_after;                                                                          \
        emit_at(kind, b, e, v);                                                                              \
        m_after = saved_after_;                                                                              \
    } while (false)

void Lexer::interpolate_dq() {
    const std::uint32_t before = m_pos;
    const int after_at_start = m_after;
    const std::size_t first_token = m_out->size();
    m_pos = before + 1;
    m_last_matched = "\"";
    char term = 0;
    bool brace = false;
    std::string text(slurp_dq(term, brace));
    std::uint32_t after = m_pos;
    for (;;) {
        if (term == '"') {
            emit_at(tok::STRING, before, m_pos, m_arena.string(text));
            if (text.empty()) m_out->back().value = std::string_view(m_text.data() + before, 0);
            return;
        }
        if (brace) {
            int count = m_brace_count++;
            PP_EMIT_PART(tok::DQPRE, before, m_pos, m_arena.string(text));
            enqueue_until(count);
            break;
        }
        std::string_view name;
        if (scan_interp_variable(name)) {
            PP_EMIT_PART(tok::DQPRE, before, after - 1, m_arena.string(text));
            PP_EMIT_PART(tok::VARIABLE, after - 1, m_pos, name);
            break;
        }
        text += '$';
        text += slurp_dq(term, brace);
        after = m_pos;
    }
    interpolate_tail_dq();
    // Once drained from Puppet's token queue, the context is the string's last part.
    m_after = m_out->size() > first_token ? m_out->back().kind : after_at_start;
}

void Lexer::interpolate_tail_dq() {
    for (;;) {
        const std::uint32_t before = m_pos;
        char term = 0;
        bool brace = false;
        std::string text(slurp_dq(term, brace));
        std::uint32_t after = m_pos;
        for (;;) {
            if (term == '"') {
                PP_EMIT_PART(tok::DQPOST, before, m_pos, m_arena.string(text));
                return;
            }
            if (brace) {
                int count = m_brace_count++;
                PP_EMIT_PART(tok::DQMID, before, m_pos, m_arena.string(text));
                enqueue_until(count);
                break;
            }
            std::string_view name;
            if (scan_interp_variable(name)) {
                PP_EMIT_PART(tok::DQMID, before, after - 1, m_arena.string(text));
                PP_EMIT_PART(tok::VARIABLE, after - 1, m_pos, name);
                break;
            }
            text += '$';
            text += slurp_dq(term, brace);
            after = m_pos;
        }
    }
}

void Lexer::interpolate_uq() {
    const std::uint32_t before = m_pos;
    char term = 0;
    bool brace = false;
    std::string text(slurp_uq(term, brace));
    std::uint32_t after = m_pos;
    for (;;) {
        if (term == '\0') {
            emit_at(tok::STRING, before, m_pos, m_arena.string(text));
            return;
        }
        if (brace) {
            int count = m_brace_count++;
            PP_EMIT_PART(tok::DQPRE, before, m_pos, m_arena.string(text));
            enqueue_until(count);
            break;
        }
        std::string_view name;
        if (scan_interp_variable(name)) {
            PP_EMIT_PART(tok::DQPRE, before, after - 1, m_arena.string(text));
            PP_EMIT_PART(tok::VARIABLE, after - 1, m_pos, name);
            break;
        }
        text += '$';
        text += slurp_uq(term, brace);
        after = m_pos;
    }
    interpolate_tail_uq();
}

void Lexer::interpolate_tail_uq() {
    for (;;) {
        const std::uint32_t before = m_pos;
        char term = 0;
        bool brace = false;
        std::string text(slurp_uq(term, brace));
        std::uint32_t after = m_pos;
        for (;;) {
            if (term == '\0') {
                PP_EMIT_PART(tok::DQPOST, before, m_pos, m_arena.string(text));
                return;
            }
            if (brace) {
                int count = m_brace_count++;
                PP_EMIT_PART(tok::DQMID, before, m_pos, m_arena.string(text));
                enqueue_until(count);
                break;
            }
            std::string_view name;
            if (scan_interp_variable(name)) {
                PP_EMIT_PART(tok::DQMID, before, after - 1, m_arena.string(text));
                PP_EMIT_PART(tok::VARIABLE, after - 1, m_pos, name);
                break;
            }
            text += '$';
            text += slurp_uq(term, brace);
            after = m_pos;
        }
    }
}

#undef PP_EMIT_PART

namespace {

bool is_blank_ascii(char c) {
    return c == ' ' || c == '\t';
}

// Puppet's heredoc end line: WS* ('|' WS*)? ('-' WS*)? TAG WS* \r? (\n|\z), matched *anywhere* in the line
// (the pattern is not anchored), with the regex's preference for taking `|` and `-`.
struct EndLine {
    std::size_t leading_begin = 0;
    std::size_t leading_len = 0;
    bool margin = false;
    bool trim = false;
};

bool match_end_line(std::string_view line, std::string_view tag, EndLine& out) {
    auto skip_blanks = [&](std::size_t i) {
        while (i < line.size() && is_blank_ascii(line[i]))
            ++i;
        return i;
    };
    for (std::size_t s = 0; s < line.size(); ++s) {
        std::size_t i = skip_blanks(s);
        for (int pipe = 1; pipe >= 0; --pipe) {
            std::size_t j = i;
            if (pipe != 0) {
                if (j >= line.size() || line[j] != '|') continue;
                j = skip_blanks(j + 1);
            }
            for (int dash = 1; dash >= 0; --dash) {
                std::size_t k = j;
                if (dash != 0) {
                    if (k >= line.size() || line[k] != '-') continue;
                    k = skip_blanks(k + 1);
                }
                if (line.substr(k, tag.size()) != tag) continue;
                std::size_t e = skip_blanks(k + tag.size());
                if (e < line.size() && line[e] == '\r') ++e;
                if (e == line.size() || line[e] == '\n') {
                    out = EndLine{s, i - s, pipe != 0, dash != 0};
                    return true;
                }
            }
        }
    }
    return false;
}

std::string_view ruby_strip(std::string_view s) {
    auto ws = [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' || c == '\0';
    };
    while (!s.empty() && ws(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && ws(s.back()))
        s.remove_suffix(1);
    return s;
}

} // namespace

void Lexer::heredoc() {
    const std::uint32_t before = m_pos;
    std::size_t close = m_text.find(')', before);
    if (close == std::string_view::npos) error_at(m_pos, DiagId::HeredocUnclosedParenthesis, followed_by());
    const auto pos_after = static_cast<std::uint32_t>(close + 1);
    m_pos = pos_after;
    // PATTERN_HEREDOC: @(TAG[:syntax][/escapes])
    std::string_view spec = m_text.substr(before + 2, close - before - 2);
    std::size_t i = 0;
    while (i < spec.size() && spec[i] != ':' && spec[i] != '/' && spec[i] != '\r' && spec[i] != '\n')
        ++i;
    if (i == 0) error_at(m_pos, DiagId::HeredocInvalidSyntax);
    std::string_view tag = spec.substr(0, i);
    std::string_view syntax;
    std::string_view escapes;
    bool has_escapes = false;
    auto skip_blanks = [&](std::size_t k) {
        while (k < spec.size() && is_blank_ascii(spec[k]))
            ++k;
        return k;
    };
    if (i < spec.size() && spec[i] == ':') {
        std::size_t k = skip_blanks(i + 1);
        std::size_t s = k;
        if (k < spec.size() && spec[k] >= 'a' && spec[k] <= 'z') {
            ++k;
            while (k < spec.size() && (is_word_char(spec[k]) || spec[k] == '+'))
                ++k;
        }
        if (k - s < 2) error_at(m_pos, DiagId::HeredocInvalidSyntax);
        syntax = spec.substr(s, k - s);
        i = skip_blanks(k);
    }
    if (i < spec.size() && spec[i] == '/') {
        std::size_t k = i + 1;
        while (k < spec.size() && (is_word_char(spec[k]) || spec[k] == '$'))
            ++k;
        escapes = spec.substr(i + 1, k - i - 1);
        has_escapes = true;
        i = skip_blanks(k);
    }
    if (i != spec.size()) error_at(m_pos, DiagId::HeredocInvalidSyntax);

    std::string_view endtag = ruby_strip(tag);
    bool dq_style = false;
    if (endtag.size() >= 2 && endtag.front() == '"' && endtag.back() == '"') {
        dq_style = true;
        endtag = ruby_strip(endtag.substr(1, endtag.size() - 2));
    }
    if (endtag.empty()) error_at(m_pos, DiagId::HeredocEmptyEndtag);

    std::string resulting;
    if (has_escapes) {
        std::string_view esc = escapes.empty() ? std::string_view("trnsuL$") : escapes;
        for (std::size_t a = 0; a < esc.size(); ++a) {
            if (esc.find(esc[a], a + 1) != std::string_view::npos) {
                std::string list;
                for (std::size_t b = 0; b < esc.size(); ++b) {
                    if (b > 0) list += ", ";
                    list += esc[b];
                }
                error_at(m_pos, DiagId::HeredocMultipleAtEscapes, list);
            }
        }
        resulting = "\\";
        for (char e : esc) {
            switch (e) {
            case 't':
            case 'r':
            case 'n':
            case 's':
            case 'u':
            case '$':
                resulting += e;
                break;
            case 'L':
                resulting += '\n';
                break; // also enables "\r\n" (see process_escapes)
            default:
                error_at(m_pos, DiagId::HeredocInvalidEscape, std::string(1, e));
            }
        }
    }

    emit_at(tok::HEREDOC, before, pos_after,
            syntax.empty() ? std::string_view(m_text.data() + before, 0) : syntax);

    std::size_t body = 0;
    if (m_has_newline_jump) {
        body = m_newline_jump;
    } else {
        std::size_t nl = m_text.find('\n', pos_after);
        if (nl == std::string_view::npos) error_at(m_pos, DiagId::HeredocWithoutText);
        body = nl + 1;
    }
    const auto heredoc_offset = static_cast<std::uint32_t>(body);

    std::vector<std::string_view> lines;
    std::size_t p = body;
    EndLine end;
    while (p < m_text.size()) {
        std::size_t nl = m_text.find('\n', p);
        std::size_t line_end = nl == std::string_view::npos ? m_text.size() : nl + 1;
        std::string_view line = m_text.substr(p, line_end - p);
        p = line_end;
        if (match_end_line(line, endtag, end)) {
            std::string_view leading = line.substr(end.leading_begin, end.leading_len);
            m_newline_jump = static_cast<std::uint32_t>(p);
            m_has_newline_jump = true;

            std::string text;
            SubMap map;
            map.parent = this;
            map.leading_offset = heredoc_offset;
            map.has_margin = end.margin;
            map.accumulated_margin.push_back(0);
            std::uint32_t acc = 0;
            for (std::string_view l : lines) {
                std::uint32_t margin = 0;
                if (end.margin && !leading.empty() && l.substr(0, leading.size()) == leading) {
                    margin = static_cast<std::uint32_t>(leading.size());
                }
                map.line_starts.push_back(static_cast<std::uint32_t>(text.size()));
                text += l.substr(margin);
                acc += margin;
                map.accumulated_margin.push_back(acc);
            }
            map.accumulated_margin.push_back(acc);
            if (map.line_starts.empty()) map.line_starts.push_back(0);
            if (end.trim) {
                if (!text.empty() && text.back() == '\n') {
                    text.pop_back();
                    if (!text.empty() && text.back() == '\r') text.pop_back();
                }
            }
            std::uint32_t total = 0;
            for (std::string_view l : lines)
                total += static_cast<std::uint32_t>(l.size());
            emit_at(tok::SUBLOCATE, heredoc_offset, heredoc_offset + total, {});

            std::string_view stored = m_arena.string(text);
            if (stored.empty()) stored = std::string_view(m_text.data() + heredoc_offset, 0);
            Lexer sub(stored, *this, std::move(map));
            sub.m_escapes = m_arena.string(resulting);
            if (!dq_style)
                sub.m_uq_mode = UqMode::All;
            else
                sub.m_uq_mode =
                    resulting.find('$') != std::string::npos ? UqMode::EscapeInterp : UqMode::NoEscapeInterp;
            sub.m_map = &sub.m_own_map; // the map moved with the object
            sub.interpolate_uq();
            m_after = m_out->back().kind;
            m_pos = pos_after;
            return;
        }
        lines.push_back(line);
    }
    error_at(heredoc_offset, DiagId::HeredocWithoutEndTaggedLine);
}

} // namespace pp::lexer
