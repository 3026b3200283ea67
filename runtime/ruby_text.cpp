#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <system_error>
#include <vector>

namespace pp::runtime {

namespace {

// Ruby's flo_to_s (numeric.c) on top of the shortest round-trip digits. std::to_chars's shortest form
// yields the same digits as Ruby's dtoa mode 0: both pick the shortest string that reads back as the same
// double and, among those, the one closest to the exact value.
void append_finite(std::string& out, double value) {
    char sci[32];
    auto res = std::to_chars(sci, sci + sizeof sci, value, std::chars_format::scientific);
    const char* p = sci;
    const char* end = res.ptr;
    if (*p == '-') {
        out += '-';
        ++p;
    }
    // "d[.ddd]e±XX" -> digits "dddd" and decpt, the position of the decimal point relative to them.
    char digits[24] = {};
    int digs = 0;
    while (p < end && *p != 'e') {
        if (*p != '.') digits[digs++] = *p;
        ++p;
    }
    int exp10 = 0;
    std::from_chars(p + 1 + (p[1] == '+' ? 1 : 0), end, exp10);
    // to_chars prints zero as "0e+00"; dtoa gives the single digit "0" with decpt 1.
    int decpt = exp10 + 1;

    if (decpt > 0) {
        if (decpt < digs) {
            out.append(digits, static_cast<std::size_t>(decpt));
            out += '.';
            out.append(digits + decpt, static_cast<std::size_t>(digs - decpt));
            return;
        }
        if (decpt <= 15) { // DBL_DIG
            out.append(digits, static_cast<std::size_t>(digs));
            out.append(static_cast<std::size_t>(decpt - digs), '0');
            out += ".0";
            return;
        }
    } else if (decpt > -4) {
        out += "0.";
        out.append(static_cast<std::size_t>(-decpt), '0');
        out.append(digits, static_cast<std::size_t>(digs));
        return;
    }
    // Exponent form: the mantissa always keeps a fractional digit, the exponent has a sign and at least two
    // digits (`%+03d`).
    out += digits[0];
    out += '.';
    if (digs > 1) {
        out.append(digits + 1, static_cast<std::size_t>(digs - 1));
    } else {
        out += '0';
    }
    int e = decpt - 1;
    out += 'e';
    out += e < 0 ? '-' : '+';
    auto mag = static_cast<unsigned>(e < 0 ? -e : e);
    if (mag < 10) out += '0';
    char eb[8];
    auto er = std::to_chars(eb, eb + sizeof eb, mag);
    out.append(eb, er.ptr);
}

int digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return 99;
}

} // namespace

void append_ruby_float(std::string& out, double value) {
    if (std::isnan(value)) {
        out += "NaN";
    } else if (std::isinf(value)) {
        out += value < 0 ? "-Infinity" : "Infinity";
    } else {
        append_finite(out, value);
    }
}

std::string ruby_float_to_s(double value) {
    std::string out;
    append_ruby_float(out, value);
    return out;
}

std::string regexp_to_s(std::string_view pattern) {
    // PRegexpType.regexp_to_s(rx) is append_flags_group(rx.source, rx.options); the literal's Regexp is
    // Regexp.new(pattern) (lexer2.rb), so options is 0 and source is the pattern string itself.
    return std::string(pattern);
}

void append_json_string(std::string& out, std::string_view s) {
    // json 2.x generator (convert_UTF8_to_JSON) without ascii_only and script_safe: `"` and `\` escaped,
    // control characters as \b \f \n \r \t or \u00XX (lower-case hex), everything else (DEL, non-ASCII,
    // U+2028) verbatim.
    static constexpr char hex_digits[] = "0123456789abcdef";
    out += '"';
    std::size_t run = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c != '"' && c != '\\') continue;
        out.append(s.data() + run, i - run);
        run = i + 1;
        switch (c) {
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        default:
            out += "\\u00";
            out += hex_digits[c >> 4];
            out += hex_digits[c & 0xf];
        }
    }
    out.append(s.data() + run, s.size() - run);
    out += '"';
}

std::string integer_text_to_decimal(std::string_view text) {
    bool negative = false;
    if (!text.empty() && (text[0] == '-' || text[0] == '+')) {
        negative = text[0] == '-';
        text.remove_prefix(1);
    }
    // Ruby's Integer(): 0x/0X is hex, any other leading 0 is octal, otherwise decimal.
    int base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text.remove_prefix(2);
    } else if (text.size() > 1 && text[0] == '0') {
        base = 8;
        text.remove_prefix(1);
    }
    if (text.empty()) return {};

    // Little-endian limbs of base 10^9.
    constexpr std::uint32_t limb_base = 1000000000;
    std::vector<std::uint32_t> limbs;
    limbs.reserve(text.size() / 8 + 1);
    for (char c : text) {
        int d = digit_value(c);
        if (d >= base) return {};
        auto carry = static_cast<std::uint64_t>(d);
        for (auto& limb : limbs) {
            std::uint64_t v = static_cast<std::uint64_t>(limb) * static_cast<std::uint64_t>(base) + carry;
            limb = static_cast<std::uint32_t>(v % limb_base);
            carry = v / limb_base;
        }
        if (carry != 0) limbs.push_back(static_cast<std::uint32_t>(carry));
    }
    while (!limbs.empty() && limbs.back() == 0)
        limbs.pop_back();
    if (limbs.empty()) return "0";

    std::string out;
    if (negative) out += '-';
    char buf[16];
    auto r = std::to_chars(buf, buf + sizeof buf, limbs.back());
    out.append(buf, r.ptr);
    for (std::size_t i = limbs.size() - 1; i-- > 0;) {
        r = std::to_chars(buf, buf + sizeof buf, limbs[i]);
        out.append(static_cast<std::size_t>(9 - (r.ptr - buf)), '0');
        out.append(buf, r.ptr);
    }
    return out;
}

namespace {

// Length of the valid UTF-8 sequence at the start of `s`, or 0.
std::size_t valid_utf8_length(std::string_view s) {
    auto b = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
    unsigned char c = b(0);
    std::size_t n = c < 0x80             ? 1
                    : (c & 0xE0) == 0xC0 ? 2
                    : (c & 0xF0) == 0xE0 ? 3
                    : (c & 0xF8) == 0xF0 ? 4
                                         : 0;
    if (n == 0 || n > s.size() || (n == 2 && c < 0xC2)) return 0;
    for (std::size_t i = 1; i < n; ++i) {
        if ((b(i) & 0xC0) != 0x80) return 0;
    }
    return n;
}

} // namespace

void append_ruby_inspect_string(std::string& out, std::string_view s) {
    out += '"';
    for (std::size_t i = 0; i < s.size();) {
        auto c = static_cast<unsigned char>(s[i]);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\v':
            out += "\\v";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\a':
            out += "\\a";
            break;
        case 0x1B:
            out += "\\e";
            break;
        case '#': {
            char next = i + 1 < s.size() ? s[i + 1] : '\0';
            out += (next == '{' || next == '$' || next == '@') ? "\\#" : "#";
            break;
        }
        default:
            if (c < 0x20 || c == 0x7F) {
                out += fmt::format("\\u{:04X}", c);
            } else if (c < 0x80) {
                out += static_cast<char>(c);
            } else if (std::size_t n = valid_utf8_length(s.substr(i)); n > 0) {
                out += s.substr(i, n);
                i += n;
                continue;
            } else {
                out += fmt::format("\\x{:02X}", c);
            }
        }
        ++i;
    }
    out += '"';
}

std::string ruby_inspect_string(std::string_view s) {
    std::string out;
    append_ruby_inspect_string(out, s);
    return out;
}

namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

} // namespace

// ---- Ruby's Integer() and Float() ------------------------------------------------------------------------

std::optional<std::int64_t> ruby_integer(std::string_view s, int radix) {
    std::size_t i = 0;
    std::size_t end = s.size();
    while (i < end && is_space(s[i]))
        ++i;
    while (end > i && is_space(s[end - 1]))
        --end;
    bool negative = false;
    if (i < end && (s[i] == '+' || s[i] == '-')) negative = s[i++] == '-';
    auto prefix = [&](char lower) {
        return i + 1 < end && s[i] == '0' && (s[i + 1] == lower || s[i + 1] == lower - 32);
    };
    if (radix == 0) {
        if (prefix('x')) {
            radix = 16;
            i += 2;
        } else if (prefix('b')) {
            radix = 2;
            i += 2;
        } else if (prefix('o')) {
            radix = 8;
            i += 2;
        } else if (prefix('d')) {
            radix = 10;
            i += 2;
        } else if (i + 1 < end && s[i] == '0') {
            radix = 8;
            ++i;
            if (s[i] == '_') return std::nullopt;
        } else {
            radix = 10;
        }
    } else if ((radix == 16 && prefix('x')) || (radix == 2 && prefix('b')) || (radix == 8 && prefix('o')) ||
               (radix == 10 && prefix('d'))) {
        i += 2;
    }
    if (i >= end) return std::nullopt;
    // magnitudes up to 2^63 (INT64_MIN's) are accepted; anything larger is out of range
    constexpr std::uint64_t kLimit = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) + 1;
    std::uint64_t acc = 0;
    bool last_underscore = true; // no leading underscore
    for (; i < end; ++i) {
        char c = s[i];
        if (c == '_') {
            if (last_underscore) return std::nullopt;
            last_underscore = true;
            continue;
        }
        int d = -1;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'z')
            d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'Z')
            d = c - 'A' + 10;
        if (d < 0 || d >= radix) return std::nullopt;
        auto r = static_cast<std::uint64_t>(radix);
        auto du = static_cast<std::uint64_t>(d);
        if (acc > (kLimit - du) / r) return std::nullopt;
        acc = acc * r + du;
        last_underscore = false;
    }
    if (last_underscore) return std::nullopt;
    if (negative) return static_cast<std::int64_t>(0 - acc);
    if (acc == kLimit) return std::nullopt;
    return static_cast<std::int64_t>(acc);
}

std::optional<double> ruby_float(std::string_view s) {
    std::size_t i = 0;
    std::size_t end = s.size();
    while (i < end && is_space(s[i]))
        ++i;
    while (end > i && is_space(s[end - 1]))
        --end;
    std::string_view body = s.substr(i, end - i);
    std::size_t j = (!body.empty() && (body[0] == '+' || body[0] == '-')) ? 1 : 0;
    if (body.size() > j + 1 && body[j] == '0' && (body[j + 1] == 'x' || body[j + 1] == 'X')) {
        auto n = ruby_integer(body, 16);
        if (!n) return std::nullopt;
        return static_cast<double>(*n);
    }
    // digits [. digits] [e [sign] digits], underscores only between digits
    std::string clean;
    auto digits = [&](bool required) {
        std::size_t start = j;
        bool last_underscore = true;
        while (j < body.size() && ((body[j] >= '0' && body[j] <= '9') || body[j] == '_')) {
            if (body[j] == '_') {
                if (last_underscore) return false;
                last_underscore = true;
            } else {
                clean += body[j];
                last_underscore = false;
            }
            ++j;
        }
        if (j == start) return !required;
        return !last_underscore;
    };
    if (j == 1) clean += body[0];
    bool has_int = j < body.size() && body[j] >= '0' && body[j] <= '9';
    if (has_int && !digits(true)) return std::nullopt;
    if (j < body.size() && body[j] == '.') {
        clean += '.';
        ++j;
        if (j >= body.size() || body[j] < '0' || body[j] > '9' || !digits(true)) return std::nullopt;
    } else if (!has_int) {
        return std::nullopt;
    }
    if (j < body.size() && (body[j] == 'e' || body[j] == 'E')) {
        clean += 'e';
        ++j;
        if (j < body.size() && (body[j] == '+' || body[j] == '-')) clean += body[j++];
        if (j >= body.size() || body[j] < '0' || body[j] > '9' || !digits(true)) return std::nullopt;
    }
    if (j != body.size()) return std::nullopt;
    return std::strtod(clean.c_str(), nullptr);
}

} // namespace pp::runtime
