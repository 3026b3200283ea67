// Ruby's Kernel#format (sprintf) over Puppet values: what `sprintf` and Puppet's StringConverter hand their
// work to.
#include "runtime/ruby_text.hpp"

#include "lexer/chars.hpp"
#include "runtime/binary.hpp"
#include "runtime/regexp.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/types.hpp"
#include "runtime/uri.hpp"

#include <fmt/format.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

namespace pp::runtime {

namespace {

struct Spec {
    bool minus = false;
    bool plus = false;
    bool space = false;
    bool zero = false;
    bool sharp = false;
    int width = -1;
    int prec = -1;
};

std::string pad(const Spec& s, std::string body) {
    auto len = static_cast<int>(lexer::utf8_count(body));
    if (s.width > len) {
        std::string fill(static_cast<std::size_t>(s.width - len), ' ');
        return s.minus ? body + fill : fill + body;
    }
    return body;
}

[[noreturn]] void cannot_convert(const Value& v, const char* to) {
    std::string what;
    switch (v.kind()) {
    case ValueKind::Undef:
        what = "nil";
        break;
    case ValueKind::Boolean:
        what = v.as_boolean() ? "true" : "false";
        break;
    case ValueKind::Default:
        what = "Symbol";
        break;
    case ValueKind::Regexp:
        what = "Regexp";
        break;
    case ValueKind::SemVer:
        what = "SemanticPuppet::Version";
        break;
    case ValueKind::SemVerRange:
        what = "SemanticPuppet::VersionRange";
        break;
    case ValueKind::Binary:
        what = "Puppet::Pops::Types::PBinaryType::Binary";
        break;
    case ValueKind::URI: { // the Ruby class of the URI, as its inspect shows it: "#<URI::HTTP ...>"
        std::string inspect = as_uri(v).inspect();
        what = inspect.substr(2, inspect.find(' ') - 2);
        break;
    }
    default:
        what = std::string(kind_name(v.kind()));
    }
    throw Error(fmt::format("can't convert {} into {}", what, to));
}

std::int64_t to_integer(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Integer:
        return v.as_integer();
    case ValueKind::Float: {
        double d = v.as_float();
        if (std::isnan(d)) throw Error("NaN");
        if (std::isinf(d)) throw Error(d < 0 ? "-Infinity" : "Infinity");
        return static_cast<std::int64_t>(std::trunc(d));
    }
    case ValueKind::Timespan:
    case ValueKind::Timestamp: // TimeData#to_int: whole seconds
        return static_cast<std::int64_t>(time_data(v).to_i());
    case ValueKind::String: {
        auto n = ruby_integer(v.as_string());
        if (!n)
            throw Error(fmt::format("invalid value for Integer(): {}", ruby_inspect_string(v.as_string())));
        return *n;
    }
    default:
        cannot_convert(v, "Integer");
    }
}

double to_float(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Integer:
        return static_cast<double>(v.as_integer());
    case ValueKind::Float:
        return v.as_float();
    case ValueKind::Timespan:
    case ValueKind::Timestamp:
        return time_data(v).to_f();
    case ValueKind::String: {
        auto d = ruby_float(v.as_string());
        if (!d) throw Error(fmt::format("invalid value for Float(): {}", ruby_inspect_string(v.as_string())));
        return *d;
    }
    default:
        cannot_convert(v, "Float");
    }
}

std::string format_decimal(const Spec& s, std::int64_t n) {
    bool negative = n < 0;
    std::uint64_t mag = negative ? 0 - static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(n);
    std::string digits = std::to_string(mag);
    if (s.prec >= 0 && static_cast<int>(digits.size()) < s.prec)
        digits.insert(0, static_cast<std::size_t>(s.prec) - digits.size(), '0');
    std::string sign = negative ? "-" : s.plus ? "+" : s.space ? " " : "";
    if (s.zero && !s.minus && s.prec < 0 && s.width > static_cast<int>(sign.size() + digits.size()))
        digits.insert(0, static_cast<std::size_t>(s.width) - sign.size() - digits.size(), '0');
    return pad(s, sign + digits);
}

std::string format_radix(const Spec& s, std::int64_t n, char conv) {
    int bits = conv == 'o' ? 3 : (conv == 'x' || conv == 'X') ? 4 : 1;
    const char* alphabet = conv == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
    bool negative = n < 0;
    std::string digits;
    std::string sign;
    if (negative && !s.plus && !s.space) {
        // Ruby shows negative numbers as their two's complement, `..f01`: the digits up to where only
        // sign bits remain, after one all-ones digit
        std::int64_t rest = n;
        auto mask = static_cast<std::int64_t>((1U << bits) - 1);
        while (rest != -1) {
            digits.insert(digits.begin(), alphabet[rest & mask]);
            rest >>= bits; // arithmetic: the sign extends
        }
        digits = ".." + std::string(1, alphabet[mask]) + digits;
    } else {
        std::uint64_t mag = negative ? 0 - static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(n);
        do {
            digits.insert(digits.begin(), alphabet[mag & ((1U << bits) - 1)]);
            mag >>= bits;
        } while (mag != 0);
        if (s.prec >= 0 && static_cast<int>(digits.size()) < s.prec)
            digits.insert(0, static_cast<std::size_t>(s.prec) - digits.size(), '0');
        sign = negative ? "-" : s.plus ? "+" : s.space ? " " : "";
    }
    std::string prefix;
    if (s.sharp && n != 0) {
        switch (conv) {
        case 'x':
            prefix = "0x";
            break;
        case 'X':
            prefix = "0X";
            break;
        case 'b':
            prefix = "0b";
            break;
        case 'B':
            prefix = "0B";
            break;
        default:
            prefix = "0";
        }
    }
    std::string head = sign + prefix;
    if (s.zero && !s.minus && s.prec < 0 && s.width > static_cast<int>(head.size() + digits.size()))
        digits.insert(0, static_cast<std::size_t>(s.width) - head.size() - digits.size(), '0');
    return pad(s, head + digits);
}

std::string format_float(const Spec& s, double d, char conv) {
    if (!std::isfinite(d)) {
        std::string body = std::isnan(d) ? "NaN" : "Inf";
        std::string sign = (std::isinf(d) && d < 0) ? "-" : s.plus ? "+" : s.space ? " " : "";
        return pad(s, sign + body);
    }
    std::string f = "%";
    if (s.minus) f += '-';
    if (s.plus) f += '+';
    if (s.space) f += ' ';
    if (s.zero) f += '0';
    if (s.sharp) f += '#';
    if (s.width >= 0) f += std::to_string(s.width);
    if (s.prec >= 0) f += "." + std::to_string(s.prec);
    f += conv;
    int n = std::snprintf(nullptr, 0, f.c_str(), d);
    std::string out(static_cast<std::size_t>(n) + 1, '\0');
    std::snprintf(out.data(), out.size(), f.c_str(), d);
    out.resize(static_cast<std::size_t>(n));
    return out;
}

std::string format_one(const Spec& s, char conv, const Value& arg) {
    switch (conv) {
    case 'd':
    case 'i':
    case 'u':
        return format_decimal(s, to_integer(arg));
    case 'x':
    case 'X':
    case 'o':
    case 'b':
    case 'B':
        return format_radix(s, to_integer(arg), conv);
    case 'f':
    case 'e':
    case 'E':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
        return format_float(s, to_float(arg), conv);
    case 's':
    case 'p': {
        std::string str = conv == 's' ? ruby_to_s(arg) : ruby_inspect(arg);
        if (s.prec >= 0) str = lexer::utf8_prefix(str, static_cast<std::size_t>(s.prec));
        return pad(s, str);
    }
    case 'c': {
        std::string str;
        if (arg.is_string()) {
            if (lexer::utf8_count(arg.as_string()) != 1) throw Error("%c requires a character");
            str = arg.as_string();
        } else {
            std::int64_t cp = to_integer(arg);
            if (cp < 0 || cp > 0x10FFFF) throw Error(fmt::format("invalid character: {}", cp));
            lexer::append_utf8(str, static_cast<char32_t>(cp));
        }
        return pad(s, str);
    }
    default:
        return {};
    }
}

} // namespace

std::string ruby_format(std::string_view f, std::span<const Value> args) {
    std::string out;
    std::size_t next_arg = 0;
    auto take = [&]() -> const Value& {
        if (next_arg >= args.size()) throw Error("too few arguments");
        return args[next_arg++];
    };
    auto named = [&](std::string_view name) -> const Value& {
        if (args.size() != 1 || !args[0].is_hash()) throw Error("one hash required");
        const Value* v = args[0].as_hash().find(Value(std::string(name)));
        if (v == nullptr) throw Error(fmt::format("key<{}> not found", name));
        return *v;
    };
    for (std::size_t i = 0; i < f.size(); ++i) {
        if (f[i] != '%') {
            out += f[i];
            continue;
        }
        std::size_t start = i;
        ++i;
        if (i >= f.size()) throw Error("incomplete format specifier; use %% (double %) instead");
        if (f[i] == '%') {
            out += '%';
            continue;
        }
        Spec s;
        const Value* arg = nullptr;
        bool done = false;
        while (i < f.size() && !done) {
            char c = f[i];
            switch (c) {
            case '-':
                s.minus = true;
                ++i;
                break;
            case '+':
                s.plus = true;
                ++i;
                break;
            case ' ':
                s.space = true;
                ++i;
                break;
            case '0':
                s.zero = true;
                ++i;
                break;
            case '#':
                s.sharp = true;
                ++i;
                break;
            case '<':
            case '{': {
                char close = c == '<' ? '>' : '}';
                std::size_t e = f.find(close, i);
                if (e == std::string_view::npos)
                    throw Error(fmt::format("malformed name - unmatched parenthesis"));
                std::string_view name = f.substr(i + 1, e - i - 1);
                arg = &named(name);
                i = e + 1;
                if (c == '{') {
                    // `%{name}` substitutes the value's to_s, with width and precision as for %s
                    out += format_one(s, 's', *arg);
                    --i;
                    done = true;
                    arg = nullptr;
                    s.width = -2; // marks "already written"
                }
                break;
            }
            case '*': {
                std::int64_t w = to_integer(take());
                if (w < 0) {
                    s.minus = true;
                    w = -w;
                }
                s.width = static_cast<int>(w);
                ++i;
                break;
            }
            case '.': {
                ++i;
                s.prec = 0;
                if (i < f.size() && f[i] == '*') {
                    s.prec = static_cast<int>(to_integer(take()));
                    ++i;
                } else {
                    while (i < f.size() && f[i] >= '0' && f[i] <= '9') {
                        if (s.prec > (std::numeric_limits<int>::max() - 9) / 10)
                            throw Error("precision too big"); // Ruby's sprintf
                        s.prec = s.prec * 10 + (f[i++] - '0');
                    }
                }
                break;
            }
            default:
                if (c >= '1' && c <= '9') {
                    int n = 0;
                    while (i < f.size() && f[i] >= '0' && f[i] <= '9') {
                        if (n > (std::numeric_limits<int>::max() - 9) / 10)
                            throw Error("width too big"); // Ruby's sprintf
                        n = n * 10 + (f[i++] - '0');
                    }
                    if (i < f.size() && f[i] == '$') {
                        if (n < 1 || static_cast<std::size_t>(n) > args.size())
                            throw Error(fmt::format("invalid index - {}$", n));
                        arg = &args[static_cast<std::size_t>(n) - 1];
                        ++i;
                    } else {
                        s.width = n;
                    }
                    break;
                }
                done = true;
            }
        }
        if (s.width == -2) continue;
        if (i >= f.size()) throw Error("incomplete format specifier; use %% (double %) instead");
        char conv = f[i];
        static constexpr std::string_view kConversions = "diuxXobBfeEgGaAspc";
        if (kConversions.find(conv) == std::string_view::npos) {
            if (conv == '%' && i == start + 1) {
                out += '%';
                continue;
            }
            throw Error(fmt::format("malformed format string - %{}", conv));
        }
        const Value& a = arg != nullptr ? *arg : take();
        out += format_one(s, conv, a);
    }
    return out;
}

} // namespace pp::runtime
