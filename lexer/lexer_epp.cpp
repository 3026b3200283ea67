// EPP templates: text mode with <% %> tags (epp_support.rb).
#include "lexer/lexer.hpp"

#include <string>

namespace pp::lexer {

void Lexer::lex_percent() {
    const std::uint32_t p = m_pos;
    if (m_epp_mode != EppMode::None && p + 1 < m_text.size() && m_text[p + 1] == '>') {
        m_pos = p + 2;
        if (m_epp_mode == EppMode::Expr) emit_at(tok::EPP_END, p, p + 2, "%>");
        m_epp_mode = EppMode::Text;
        interpolate_epp(false);
        return;
    }
    emit(tok::MODULO, p, 1);
}

// EppScanner#scan followed by interpolate_epp's token emission.
void Lexer::interpolate_epp(bool skip_leading) {
    const std::uint32_t before = m_pos;
    enum class Mode { Text, Epp, Expr } mode = Mode::Text;
    bool have_s = false;
    std::string s;
    if (m_pos < m_text.size()) {
        have_s = true;
        for (;;) {
            std::size_t open = m_text.find("<%", m_pos);
            std::string part;
            if (open == std::string_view::npos) {
                part = m_text.substr(m_pos);
                m_pos = static_cast<std::uint32_t>(m_text.size());
            } else {
                part = m_text.substr(m_pos, open + 2 - m_pos);
                m_pos = static_cast<std::uint32_t>(open + 2);
            }
            if (skip_leading) {
                // sub!(/^[ \t]*\r?(?:\n|\z)?/, '')
                std::size_t k = 0;
                while (k < part.size() && (part[k] == ' ' || part[k] == '\t'))
                    ++k;
                if (k < part.size() && part[k] == '\r') ++k;
                if (k < part.size() && part[k] == '\n') ++k;
                part.erase(0, k);
                skip_leading = false;
            }
            for (std::size_t k = 0; (k = part.find("%%>", k)) != std::string::npos;)
                part.replace(k, 3, "%>"), k += 2;
            s += part;
            char next = m_pos < m_text.size() ? m_text[m_pos] : '\0';
            if (m_pos >= m_text.size()) {
                if (s.size() >= 2 && s.compare(s.size() - 2, 2, "<%") == 0) {
                    error_at(m_pos, DiagId::EppUnbalancedExpression);
                }
                break;
            }
            if (next == '-') {
                ++m_pos;
                // sub!(/[ \t]*<%\z/, '')
                s.resize(s.size() - 2);
                while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
                    s.pop_back();
                mode = Mode::Epp;
                break;
            }
            if (next == '%') {
                ++m_pos; // `<%%` is a literal `<%`
                continue;
            }
            if (next == '=') {
                ++m_pos;
                s.resize(s.size() - 2);
                mode = Mode::Expr;
                break;
            }
            if (next == '#') {
                s.resize(s.size() - 2);
                // scan_until(/[^%]%>/) from the '#'
                std::size_t k = m_pos + 1;
                std::size_t close = std::string_view::npos;
                while ((k = m_text.find("%>", k)) != std::string_view::npos) {
                    if (m_text[k - 1] != '%') {
                        close = k;
                        break;
                    }
                    ++k;
                }
                if (close == std::string_view::npos) error_at(m_pos, DiagId::EppUnbalancedComment);
                std::string_view comment = m_text.substr(m_pos, close + 2 - m_pos);
                if (comment.size() > 1 && comment[1] == '-') {
                    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
                        s.pop_back();
                }
                if (comment.size() >= 3 && comment.substr(comment.size() - 3) == "-%>") skip_leading = true;
                m_pos = static_cast<std::uint32_t>(close + 2);
                if (m_pos >= m_text.size()) break;
                continue;
            }
            s.resize(s.size() - 2);
            mode = Mode::Epp;
            break;
        }
    }
    auto render = [&]() {
        std::string_view v = m_arena.string(s);
        if (v.empty()) v = std::string_view(m_text.data() + before, 0);
        emit_at(tok::RENDER_STRING, before, m_pos, v);
    };
    switch (mode) {
    case Mode::Text:
        if (have_s) render();
        m_epp_open = false;
        break;
    case Mode::Epp:
        if (!s.empty()) render();
        m_epp_mode = EppMode::Epp;
        m_epp_open = true;
        break;
    case Mode::Expr:
        if (!s.empty()) render();
        emit_at(tok::RENDER_EXPR, before, before, {});
        m_epp_mode = EppMode::Expr;
        m_epp_open = true;
        break;
    }
}

} // namespace pp::lexer
