#include "lexer/chars.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

namespace pp::lexer {

namespace {
bool is_lower_start(char c) {
    return (c >= 'a' && c <= 'z') || c == '_';
}
bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
bool is_hex(char c) {
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
char at(std::string_view s, std::size_t i) {
    return i < s.size() ? s[i] : '\0';
}
} // namespace

std::size_t find_invalid_utf8(std::string_view s) {
    std::size_t i = 0;
    const std::size_t n = s.size();
    while (i < n) {
        // eight ASCII bytes at a time (most of a manifest)
        while (i + 8 <= n) {
            std::uint64_t w = 0;
            std::memcpy(&w, s.data() + i, 8);
            if ((w & 0x8080808080808080ULL) != 0) break;
            i += 8;
        }
        if (i >= n) break;
        auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        std::size_t len = 0;
        char32_t cp = 0;
        if (c >= 0xC2 && c <= 0xDF) {
            len = 2;
            cp = c & 0x1F;
        } else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            cp = c & 0x0F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            cp = c & 0x07;
        } else {
            return i;
        }
        if (i + len > n) return i;
        for (std::size_t k = 1; k < len; ++k) {
            auto cc = static_cast<unsigned char>(s[i + k]);
            if ((cc & 0xC0) != 0x80) return i;
            cp = (cp << 6) | (cc & 0x3F);
        }
        if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
            (cp >= 0xD800 && cp <= 0xDFFF)) {
            return i;
        }
        i += len;
    }
    return std::string_view::npos;
}

char32_t decode_utf8(std::string_view s, std::size_t pos, std::uint32_t* len) {
    auto c = static_cast<unsigned char>(s[pos]);
    std::uint32_t l = utf8_length(c);
    if (pos + l > s.size()) l = 1;
    char32_t cp = l == 1 ? c : (l == 2 ? (c & 0x1F) : (l == 3 ? (c & 0x0F) : (c & 0x07)));
    for (std::uint32_t k = 1; k < l; ++k)
        cp = (cp << 6) | (static_cast<unsigned char>(s[pos + k]) & 0x3F);
    if (len != nullptr) *len = l;
    return cp;
}

std::vector<std::string_view> utf8_chars(std::string_view s) {
    std::vector<std::string_view> out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        std::size_t n = std::min<std::size_t>(utf8_length(static_cast<unsigned char>(s[i])), s.size() - i);
        out.push_back(s.substr(i, n));
        i += n;
    }
    return out;
}

std::size_t utf8_count(std::string_view s) {
    std::size_t n = 0;
    for (char c : s)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    return n;
}

std::string utf8_prefix(std::string_view s, std::size_t chars) {
    std::size_t i = 0;
    std::size_t n = 0;
    while (i < s.size()) {
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) {
            if (n == chars) break;
            ++n;
        }
        ++i;
    }
    return std::string(s.substr(0, i));
}

void append_utf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

std::size_t unicode_blank_length(std::string_view s, std::size_t pos) {
    if (pos >= s.size() || static_cast<unsigned char>(s[pos]) < 0x80) return 0;
    std::uint32_t len = 0;
    char32_t cp = decode_utf8(s, pos, &len);
    bool blank = cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x202F ||
                 cp == 0x205F || cp == 0x3000;
    return blank ? len : 0;
}

std::size_t match_classref(std::string_view s, std::size_t pos) {
    std::size_t i = pos;
    for (;;) {
        std::size_t seg = i;
        if (at(s, seg) == ':' && at(s, seg + 1) == ':') seg += 2;
        char c = at(s, seg);
        if (!(c >= 'A' && c <= 'Z')) break;
        ++seg;
        while (seg < s.size() && is_word_char(s[seg]))
            ++seg;
        i = seg;
    }
    return i - pos;
}

std::size_t match_bare_word(std::string_view s, std::size_t pos) {
    std::size_t i = pos;
    for (;;) {
        std::size_t seg = i;
        if (at(s, seg) == ':' && at(s, seg + 1) == ':' && is_lower_start(at(s, seg + 2))) seg += 2;
        if (!is_lower_start(at(s, seg))) break;
        ++seg;
        std::size_t run = seg;
        while (run < s.size() && (is_word_char(s[run]) || s[run] == '-'))
            ++run;
        while (run > seg && s[run - 1] == '-')
            --run; // `[\w-]*[\w]` ends on a word character
        i = run;
    }
    return i - pos;
}

bool is_name(std::string_view s) {
    std::size_t i = 0;
    if (s.substr(0, 2) == "::") i = 2;
    for (;;) {
        char c = at(s, i);
        if (!(c >= 'a' && c <= 'z')) return false;
        ++i;
        while (i < s.size() && is_word_char(s[i]))
            ++i;
        if (i == s.size()) return true;
        if (s.substr(i, 2) != "::") return false;
        i += 2;
    }
}

std::size_t match_variable_name(std::string_view s, std::size_t pos) {
    std::size_t i = pos;
    if (at(s, i) == ':' && at(s, i + 1) == ':' && is_word_char(at(s, i + 2))) i += 2;
    if (!is_word_char(at(s, i))) return 0;
    for (;;) {
        while (i < s.size() && is_word_char(s[i]))
            ++i;
        if (at(s, i) == ':' && at(s, i + 1) == ':' && is_word_char(at(s, i + 2))) {
            i += 2;
            continue;
        }
        return i - pos;
    }
}

std::size_t match_dollar_var(std::string_view s, std::size_t pos) {
    std::size_t n = match_variable_name(s, pos + 1);
    return n == 0 ? 0 : n + 1;
}

std::size_t match_number(std::string_view s, std::size_t pos) {
    auto boundary_at = [&](std::size_t e) { return !is_word_char(at(s, e)); };
    // 0[xX][0-9A-Fa-f]+ \b : hex digits are word characters, so only the greedy length can succeed
    if (at(s, pos) == '0' && (at(s, pos + 1) == 'x' || at(s, pos + 1) == 'X') && is_hex(at(s, pos + 2))) {
        std::size_t e = pos + 2;
        while (is_hex(at(s, e)))
            ++e;
        if (boundary_at(e)) return e - pos;
    }
    // 0?\d+(?:\.\d+)?(?:[eE]-?\d+)?\b, trying alternatives in the regex's priority order
    for (int zero = (at(s, pos) == '0') ? 1 : 0; zero >= 0; --zero) {
        std::size_t d0 = pos + static_cast<std::size_t>(zero);
        std::size_t dmax = d0;
        while (is_digit(at(s, dmax)))
            ++dmax;
        for (std::size_t d = dmax; d > d0; --d) {
            // fraction: taken (longest first), then not taken
            std::size_t fmax = d;
            bool has_frac = at(s, d) == '.' && is_digit(at(s, d + 1));
            if (has_frac) {
                fmax = d + 1;
                while (is_digit(at(s, fmax)))
                    ++fmax;
            }
            for (int take_frac = has_frac ? 1 : 0; take_frac >= 0; --take_frac) {
                std::size_t flo = take_frac != 0 ? d + 2 : d;
                std::size_t fhi = take_frac != 0 ? fmax : d;
                for (std::size_t f = fhi; f >= flo; --f) {
                    // exponent: taken (with '-' first, digits longest first), then not taken
                    char e = at(s, f);
                    if (e == 'e' || e == 'E') {
                        for (int minus = at(s, f + 1) == '-' ? 1 : 0; minus >= 0; --minus) {
                            std::size_t x0 = f + 1 + static_cast<std::size_t>(minus);
                            std::size_t xmax = x0;
                            while (is_digit(at(s, xmax)))
                                ++xmax;
                            for (std::size_t x = xmax; x > x0; --x) {
                                if (boundary_at(x)) return x - pos;
                            }
                        }
                    }
                    if (boundary_at(f)) return f - pos;
                    if (f == 0 || f == flo) break;
                }
            }
        }
    }
    return 0;
}

} // namespace pp::lexer
