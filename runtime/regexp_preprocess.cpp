// Ruby's preprocessing of a regexp source before Onigmo sees it (rb_reg_preprocess / unescape_nonascii):
// the escapes that become literal characters, Ruby's errors for them and for a reversed `{n,m}`, and the
// ASCII spelling of `\w \d \s` (see regexp.cpp, "Ruby compatibility"). Regexp::compile() calls it.
#include "lexer/chars.hpp"
#include "runtime/regexp_internal.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace pp::runtime::detail {

namespace {

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// Ruby's read_escaped_byte: one byte from `\n`, `\xHH`, `\OOO`, `\cX`, `\C-X`, `\M-X` and nests thereof.
// Returns -1 with `err` set.
int read_escaped_byte(std::string_view s, std::size_t& p, std::string& err) {
    if (p >= s.size() || s[p] != '\\') {
        err = "too short escaped multibyte character";
        return -1;
    }
    ++p;
    bool meta = false;
    bool ctrl = false;
    int code = 0;
    for (;;) {
        if (p >= s.size()) {
            err = "too short escape sequence";
            return -1;
        }
        char c = s[p++];
        switch (c) {
        case '\\':
            code = '\\';
            break;
        case 'n':
            code = '\n';
            break;
        case 't':
            code = '\t';
            break;
        case 'r':
            code = '\r';
            break;
        case 'f':
            code = '\f';
            break;
        case 'v':
            code = '\v';
            break;
        case 'a':
            code = '\a';
            break;
        case 'e':
            code = 033;
            break;
        case '0':
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7': {
            --p;
            code = 0;
            for (int k = 0; k < 3 && p < s.size() && s[p] >= '0' && s[p] <= '7'; ++k)
                code = code * 8 + (s[p++] - '0');
            break;
        }
        case 'x': {
            int len = 0;
            code = 0;
            while (len < 2 && p < s.size() && hex_value(s[p]) >= 0) {
                code = code * 16 + hex_value(s[p++]);
                ++len;
            }
            if (len == 0) {
                err = "invalid hex escape";
                return -1;
            }
            break;
        }
        case 'M':
            if (meta) {
                err = "duplicate meta escape";
                return -1;
            }
            meta = true;
            if (p + 1 < s.size() && s[p++] == '-' && (static_cast<unsigned char>(s[p]) & 0x80) == 0) {
                if (s[p] == '\\') {
                    ++p;
                    continue;
                }
                code = static_cast<unsigned char>(s[p++]);
                break;
            }
            err = "too short meta escape";
            return -1;
        case 'C':
            if (p >= s.size() || s[p++] != '-') {
                err = "too short control escape";
                return -1;
            }
            [[fallthrough]];
        case 'c':
            if (ctrl) {
                err = "duplicate control escape";
                return -1;
            }
            ctrl = true;
            if (p < s.size() && (static_cast<unsigned char>(s[p]) & 0x80) == 0) {
                if (s[p] == '\\') {
                    ++p;
                    continue;
                }
                code = static_cast<unsigned char>(s[p++]);
                break;
            }
            err = "too short control escape";
            return -1;
        default:
            err = "unexpected escape sequence";
            return -1;
        }
        break;
    }
    if (code < 0 || code > 0xFF) {
        err = "invalid escape code";
        return -1;
    }
    if (ctrl) code &= 0x1F;
    if (meta) code |= 0x80;
    return code;
}

// Ruby's unescape_escaped_nonascii: escaped bytes forming one character, emitted literally (a non-ASCII
// character) or as `\xHH` (an ASCII one, so that it cannot turn into syntax).
bool unescape_escaped_char(std::string_view s, std::size_t& p, std::string& out, std::string& err) {
    std::string bytes;
    int byte = read_escaped_byte(s, p, err);
    if (byte < 0) return false;
    bytes += static_cast<char>(byte);
    auto needed = [](unsigned char c) -> std::size_t {
        return c < 0x80                   ? 1
               : (c >= 0xC2 && c <= 0xDF) ? 2
               : (c >= 0xE0 && c <= 0xEF) ? 3
               : (c >= 0xF0 && c <= 0xF4) ? 4
                                          : 1;
    };
    std::size_t want = needed(static_cast<unsigned char>(bytes[0]));
    // Read more escaped bytes while the ones so far are a proper prefix of a character (MBCLEN_NEEDMORE_P).
    auto prefix_ok = [&] {
        auto lead = static_cast<unsigned char>(bytes[0]);
        for (std::size_t k = 1; k < bytes.size(); ++k) {
            auto b = static_cast<unsigned char>(bytes[k]);
            if ((b & 0xC0) != 0x80) return false;
            if (k == 1 && ((lead == 0xE0 && b < 0xA0) || (lead == 0xED && b > 0x9F) ||
                           (lead == 0xF0 && b < 0x90) || (lead == 0xF4 && b > 0x8F)))
                return false;
        }
        return true;
    };
    while (bytes.size() < want && prefix_ok()) {
        byte = read_escaped_byte(s, p, err);
        if (byte < 0) return false;
        bytes += static_cast<char>(byte);
    }
    if (utf8_char_len(bytes, 0) != bytes.size()) {
        err = "invalid multibyte escape";
        return false;
    }
    if (bytes.size() == 1 && static_cast<unsigned char>(bytes[0]) < 0x80) {
        append_hex_escape(out, static_cast<unsigned char>(bytes[0]));
    } else {
        out += bytes;
    }
    return true;
}

bool append_code_point(std::uint64_t cp, std::string& out, std::string& err) {
    if ((cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
        err = "invalid Unicode range";
        return false;
    }
    if (cp < 0x80) {
        append_hex_escape(out, static_cast<unsigned>(cp));
    } else {
        lexer::append_utf8(out, static_cast<char32_t>(cp));
    }
    return true;
}

// `\u` escapes (p is just after the `u`).
bool unescape_unicode(std::string_view s, std::size_t& p, std::string& out, std::string& err) {
    if (p >= s.size()) {
        err = "too short escape sequence";
        return false;
    }
    if (s[p] == '{') {
        ++p;
        bool any = false;
        while (p < s.size() && is_ruby_space(s[p]))
            ++p;
        for (;;) {
            std::size_t len = 0;
            std::uint64_t cp = 0;
            while (p + len < s.size() && hex_value(s[p + len]) >= 0) {
                if (len < 16) cp = cp * 16 + static_cast<std::uint64_t>(hex_value(s[p + len]));
                ++len;
            }
            if (len == 0) break;
            if (len > 6) {
                err = "invalid Unicode range";
                return false;
            }
            p += len;
            if (!append_code_point(cp, out, err)) return false;
            any = true;
            while (p < s.size() && is_ruby_space(s[p]))
                ++p;
        }
        if (!any || p >= s.size() || s[p] != '}') {
            err = "invalid Unicode list";
            return false;
        }
        ++p;
        return true;
    }
    if (p + 4 > s.size()) {
        err = "invalid Unicode escape";
        return false;
    }
    std::uint64_t cp = 0;
    for (std::size_t k = 0; k < 4; ++k) {
        int h = hex_value(s[p + k]);
        if (h < 0) {
            err = "invalid Unicode escape";
            return false;
        }
        cp = cp * 16 + static_cast<std::uint64_t>(h);
    }
    p += 4;
    return append_code_point(cp, out, err);
}

// Reads `{n,m}` at s[p] (p at the `{`); true with the bounds when it is a complete interval with both.
bool reversed_interval(std::string_view s, std::size_t p) {
    std::size_t q = p + 1;
    auto number = [&](unsigned long& v) {
        std::size_t start = q;
        v = 0;
        while (q < s.size() && s[q] >= '0' && s[q] <= '9') {
            if (v < 1000000) v = v * 10 + static_cast<unsigned long>(s[q] - '0');
            ++q;
        }
        return q > start;
    };
    unsigned long lo = 0;
    unsigned long hi = 0;
    if (!number(lo)) return false;
    if (q >= s.size() || s[q] != ',') return false;
    ++q;
    if (!number(hi)) return false;
    if (q >= s.size() || s[q] != '}') return false;
    return lo > hi;
}

} // namespace

// Ruby's preprocessing (see the file comment). `rewritten` additionally spells `\w \W \d \D \s \S` as ASCII
// classes; `faithful` is what Ruby would hand to Onigmo.
bool preprocess(std::string_view s, std::string& faithful, std::string& rewritten, std::string& err) {
    int class_depth = 0;
    bool in_comment = false;
    std::size_t p = 0;
    auto both = [&](std::string_view text) {
        faithful += text;
        rewritten += text;
    };
    while (p < s.size()) {
        std::size_t n = utf8_char_len(s, p);
        if (n == 0) {
            err = "invalid multibyte character";
            return false;
        }
        if (n > 1) {
            both(s.substr(p, n));
            p += n;
            continue;
        }
        char c = s[p];
        if (c != '\\') {
            if (in_comment) {
                if (c == ')') in_comment = false;
            } else if (class_depth > 0) {
                if (c == '[') {
                    ++class_depth;
                } else if (c == ']') {
                    --class_depth;
                }
            } else if (c == '[') {
                ++class_depth;
                // A `]` right after `[` or `[^` is a literal member.
                std::size_t q = p + 1;
                if (q < s.size() && s[q] == '^') ++q;
                if (q < s.size() && s[q] == ']') {
                    both(s.substr(p, q + 1 - p));
                    p = q + 1;
                    continue;
                }
            } else if (c == '(' && s.substr(p, 3) == "(?#") {
                in_comment = true;
            } else if (c == '{' && reversed_interval(s, p)) {
                err = "upper is smaller than lower in repeat range";
                return false;
            }
            both(s.substr(p, 1));
            ++p;
            continue;
        }
        // A backslash.
        if (p + 1 >= s.size()) {
            err = "too short escape sequence";
            return false;
        }
        char e = s[p + 1];
        std::size_t en = utf8_char_len(s, p + 1);
        if (en == 0) {
            err = "invalid multibyte character";
            return false;
        }
        if (en > 1) { // `\é`: Onigmo takes the character literally
            both(s.substr(p, 1 + en));
            p += 1 + en;
            continue;
        }
        switch (e) {
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7': {
            // A back reference or a 7-bit octal escape stays as written; a larger octal is a byte.
            unsigned v = 0;
            for (std::size_t k = p + 1; k < p + 4 && k < s.size() && s[k] >= '0' && s[k] <= '7'; ++k)
                v = v * 8 + static_cast<unsigned>(s[k] - '0');
            if (v <= 0177) {
                both(s.substr(p, 2));
                p += 2;
                break;
            }
            [[fallthrough]];
        }
        case '0':
        case 'x':
        case 'c':
        case 'C':
        case 'M': {
            std::string out;
            if (!unescape_escaped_char(s, p, out, err)) return false;
            both(out);
            break;
        }
        case 'u': {
            p += 2;
            std::string out;
            if (!unescape_unicode(s, p, out, err)) return false;
            both(out);
            break;
        }
        case 'w':
        case 'W':
        case 'd':
        case 'D':
        case 's':
        case 'S': {
            faithful += s.substr(p, 2);
            if (in_comment) {
                rewritten += s.substr(p, 2);
            } else {
                bool neg = e == 'W' || e == 'D' || e == 'S';
                std::string_view members = (e == 'w' || e == 'W')   ? "a-zA-Z0-9_"
                                           : (e == 'd' || e == 'D') ? "0-9"
                                                                    : "\\t\\n\\v\\f\\r\\x20";
                std::string cls = std::string(neg ? "[^" : "[") + std::string(members) + "]";
                if ((e == 'w' || e == 'W') && class_depth == 0) {
                    rewritten += "(?-i:" + cls + ")";
                } else {
                    rewritten += cls;
                }
            }
            p += 2;
            break;
        }
        default:
            both(s.substr(p, 2));
            p += 2;
            break;
        }
    }
    return true;
}

} // namespace pp::runtime::detail
