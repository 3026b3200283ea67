// Plain YAML scalars typed as Ruby's Psych types them (runtime/yaml_scalar.hpp).
#include "runtime/yaml_scalar.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::runtime {

namespace {

// The digits of `s` (separators `_` and `,` skipped) in `base`, negated when `negative`; nullopt outside
// 64 bits or without a digit.
std::optional<std::int64_t> digits(std::string_view s, int base, bool negative) {
    const std::uint64_t limit =
        static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) + (negative ? 1 : 0);
    std::uint64_t n = 0;
    bool any = false;
    for (char c : s) {
        if (c == '_' || c == ',') continue;
        int d = c >= '0' && c <= '9'   ? c - '0'
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                       : 99;
        if (d >= base) return std::nullopt;
        if (n > (limit - static_cast<std::uint64_t>(d)) / static_cast<std::uint64_t>(base))
            return std::nullopt;
        n = n * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
        any = true;
    }
    if (!any) return std::nullopt;
    return negative ? static_cast<std::int64_t>(0 - n) : static_cast<std::int64_t>(n);
}

bool digit(char c) {
    return c >= '0' && c <= '9';
}

// Psych's first test of a plain scalar: ^[^\d.:-]?[[:alpha:]_\s!@#$%\^&*(){}<>|/\\~;=]+ matches at its
// start (a byte of a multi-byte character counted as a letter), or it holds a newline.
bool stringish(std::string_view s) {
    auto word = [](unsigned char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80 || c == '_' || c == ' ' ||
               (c >= '\t' && c <= '\r') ||
               std::string_view("!@#$%^&*(){}<>|/\\~;=").find(static_cast<char>(c)) != std::string_view::npos;
    };
    if (s.find('\n') != std::string_view::npos) return true;
    if (s.empty()) return false;
    if (word(static_cast<unsigned char>(s[0]))) return true;
    const char c = s[0];
    return !digit(c) && c != '.' && c != ':' && c != '-' && s.size() > 1 &&
           word(static_cast<unsigned char>(s[1]));
}

// Psych's FLOAT: [-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)? (its exponent signed), the whole of `s`.
bool is_float_text(std::string_view s) {
    const std::size_t n = s.size();
    std::size_t i = 0;
    if (i < n && (s[i] == '-' || s[i] == '+')) ++i;
    if (i < n && digit(s[i]))
        while (i < n && (digit(s[i]) || s[i] == '_' || s[i] == ','))
            ++i;
    if (i >= n || s[i] != '.') return false;
    ++i;
    while (i < n && digit(s[i]))
        ++i;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i >= n || (s[i] != '-' && s[i] != '+')) return false;
        ++i;
        if (i >= n || !digit(s[i])) return false;
        while (i < n && digit(s[i]))
            ++i;
    }
    return i == n;
}

// Psych's INTEGER, the whole of `s`: [-+]? then 0b[0-1_,]+, 0[0-7_,]+, 0 or [1-9](?:[0-9]|,[0-9]|_[0-9])*,
// or 0x[0-9a-fA-F_,]+; its value as Integer() reads it without the separators.
std::optional<std::int64_t> psych_integer(std::string_view s) {
    bool negative = false;
    if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
        negative = s.front() == '-';
        s.remove_prefix(1);
    }
    auto all = [](std::string_view t, std::string_view allowed) {
        return !t.empty() && t.find_first_not_of(allowed) == std::string_view::npos;
    };
    std::optional<std::int64_t> n;
    if (s.starts_with("0b") && all(s.substr(2), "01_,")) {
        n = digits(s.substr(2), 2, negative);
    } else if (s.starts_with("0x") && all(s.substr(2), "0123456789abcdefABCDEF_,")) {
        n = digits(s.substr(2), 16, negative);
    } else if (s.size() > 1 && s[0] == '0' && all(s.substr(1), "01234567_,")) {
        n = s.find_first_of("01234567", 1) == std::string_view::npos ? 0 : digits(s.substr(1), 8, negative);
    } else if (s == "0") {
        n = 0;
    } else if (!s.empty() && s[0] >= '1' && s[0] <= '9') {
        for (std::size_t i = 1; i < s.size(); ++i) {
            if (digit(s[i])) continue;
            if ((s[i] == ',' || s[i] == '_') && i + 1 < s.size() && digit(s[i + 1])) {
                ++i;
                continue;
            }
            return std::nullopt;
        }
        n = digits(s, 10, negative);
    }
    return n;
}

// Psych's base 60 (12:30:15, or with a fraction 12:30.5): [-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}, then
// \.[0-9_]* for a float. Its parts as Psych adds them up: each times 60 to the power of the distance of its
// index from 2 (so 12:30 is 12 * 3600 + 30 * 60, as Psych has it).
std::optional<Value> base60(std::string_view s) {
    std::size_t i = 0;
    const std::size_t n = s.size();
    if (i < n && (s[i] == '-' || s[i] == '+')) ++i;
    if (i >= n || !digit(s[i])) return std::nullopt;
    while (i < n && (digit(s[i]) || s[i] == '_'))
        ++i;
    int groups = 0;
    while (groups < 2 && i < n && s[i] == ':') {
        std::size_t j = i + 1;
        while (j < n && digit(s[j]) && j - i <= 2)
            ++j;
        const std::size_t len = j - i - 1;
        if (len == 0 || (len == 2 && s[i + 1] > '5')) return std::nullopt;
        i = j;
        ++groups;
    }
    if (groups == 0) return std::nullopt;
    bool fraction = false;
    if (i < n && s[i] == '.') {
        fraction = true;
        ++i;
        while (i < n && (digit(s[i]) || s[i] == '_'))
            ++i;
    }
    if (i != n) return std::nullopt;
    std::vector<std::string> parts;
    for (std::size_t at = 0;;) {
        const std::size_t colon = s.find(':', at);
        std::string part(s.substr(at, colon == std::string_view::npos ? std::string_view::npos : colon - at));
        part.erase(std::remove(part.begin(), part.end(), '_'), part.end());
        parts.push_back(std::move(part));
        if (colon == std::string_view::npos) break;
        at = colon + 1;
    }
    if (fraction) {
        double sum = 0;
        for (std::size_t e = 0; e < parts.size(); ++e)
            sum += std::strtod(parts[e].c_str(), nullptr) * std::pow(60.0, std::abs(static_cast<int>(e) - 2));
        return Value(sum);
    }
    std::int64_t sum = 0;
    for (std::size_t e = 0; e < parts.size(); ++e) {
        const std::int64_t scale = e == 0 ? 3600 : e == 1 ? 60 : 1;
        errno = 0;
        const std::int64_t part = std::strtoll(parts[e].c_str(), nullptr, 10);
        std::int64_t scaled = 0;
        // beyond 64 bits (Psych's Bignum): a String, as any integer pp cannot hold
        if (errno == ERANGE || __builtin_mul_overflow(part, scale, &scaled) ||
            __builtin_add_overflow(sum, scaled, &sum))
            return std::nullopt;
    }
    return Value(sum);
}

} // namespace

Value psych_scalar(const std::string& s) {
    if (s.empty()) return {};
    std::string l = s;
    for (char& c : l)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (stringish(s)) {
        if (s.size() > 5 || std::string_view("ytonf~").find(l[0]) == std::string_view::npos) return Value(s);
        if (s == "~" || l == "null") return {};
        if (l == "yes" || l == "true" || l == "on") return Value(true);
        if (l == "no" || l == "false" || l == "off") return Value(false);
        return Value(s);
    }
    if (l == ".inf" || l == "+.inf") return Value(std::numeric_limits<double>::infinity());
    if (l == "-.inf") return Value(-std::numeric_limits<double>::infinity());
    if (l == ".nan") return Value(std::numeric_limits<double>::quiet_NaN());
    if (std::optional<Value> v = base60(s)) return *v;
    if (is_float_text(s)) {
        if (s == "." || s == "+." || s == "-.") return Value(s);
        // without the separators, and without a point before the exponent or at the end
        std::string t;
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (s[i] == '_' || s[i] == ',') continue;
            if (s[i] == '.' && (i + 1 == s.size() || s[i + 1] == 'e' || s[i + 1] == 'E')) continue;
            t += s[i];
        }
        return Value(std::strtod(t.c_str(), nullptr));
    }
    if (std::optional<std::int64_t> n = psych_integer(s)) return Value(*n);
    return Value(s);
}

} // namespace pp::runtime
