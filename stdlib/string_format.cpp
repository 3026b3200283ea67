// Ruby's Kernel#format over Puppet values, and Puppet's StringConverter (string_converter.rb).
#include "stdlib/string_format.hpp"

#include "lexer/chars.hpp"

#include "evaluator/dispatch.hpp"
#include "parser/ruby_format.hpp"
#include "runtime/binary.hpp"
#include "runtime/regexp.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/types.hpp"
#include "runtime/uri.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <memory>
#include <vector>

namespace pp::stdlib {

using evaluator::FunctionError;
using runtime::Hash;
using runtime::TypeKind;
using runtime::TypePtr;
using runtime::Value;
using runtime::ValueKind;

namespace {

// ---- Ruby's textual forms --------------------------------------------------------------------------------

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

std::size_t utf8_length(std::string_view s) {
    std::size_t n = 0;
    for (char c : s)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    return n;
}

// The first `chars` characters of a UTF-8 string.
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

void append_inspect(std::string& out, const Value& v);

void append_collection(std::string& out, const Value& v) {
    if (v.is_array()) {
        out += '[';
        bool first = true;
        for (const Value& e : v.as_array()) {
            if (!first) out += ", ";
            first = false;
            append_inspect(out, e);
        }
        out += ']';
        return;
    }
    out += '{';
    bool first = true;
    for (const auto& [k, e] : v.as_hash()) {
        if (!first) out += ", ";
        first = false;
        append_inspect(out, k);
        out += "=>";
        append_inspect(out, e);
    }
    out += '}';
}

void append_inspect(std::string& out, const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        out += "nil";
        return;
    case ValueKind::Default:
        out += ":default";
        return;
    case ValueKind::String:
        out += parser::ruby_inspect_string(v.as_string());
        return;
    case ValueKind::Array:
    case ValueKind::Hash:
        append_collection(out, v);
        return;
    case ValueKind::Regexp:
        out += v.as_regexp().inspect();
        return;
    case ValueKind::Sensitive:
        out += "#<Sensitive [value redacted]>";
        return;
    case ValueKind::Timespan:
    case ValueKind::Timestamp:
        out += runtime::time_inspect(v);
        return;
    case ValueKind::SemVerRange:
        out += runtime::as_version_range(v).inspect(); // the canonical form, not the text it came from
        return;
    case ValueKind::URI:
        out += runtime::as_uri(v).inspect();
        return;
    default:
        out += ruby_to_s(v);
    }
}

// Ruby String#inspect of a binary (ASCII-8BIT) string: as a UTF-8 one, except that every byte that is not
// printable ASCII (and has no escape of its own) shows as \xHH.
std::string inspect_binary(std::string_view s) {
    std::string out = "\"";
    for (std::size_t i = 0; i < s.size(); ++i) {
        auto c = static_cast<unsigned char>(s[i]);
        bool named = c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v' || c == '\b' ||
                     c == '\a' || c == 0x1B;
        if (c >= 0x80 || c == 0x7F || (c < 0x20 && !named)) {
            out += fmt::format("\\x{:02X}", c);
            continue;
        }
        if (c == '#') {
            bool escaped = i + 1 < s.size() && (s[i + 1] == '{' || s[i + 1] == '$' || s[i + 1] == '@');
            out += escaped ? "\\#" : "#";
            continue;
        }
        std::string one = parser::ruby_inspect_string(s.substr(i, 1));
        out += one.substr(1, one.size() - 2);
    }
    return out + "\"";
}

} // namespace

std::string ruby_to_s(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        return "";
    case ValueKind::Default:
        return "default";
    case ValueKind::Boolean:
        return v.as_boolean() ? "true" : "false";
    case ValueKind::Integer:
        return std::to_string(v.as_integer());
    case ValueKind::Float:
        return parser::ruby_float_to_s(v.as_float());
    case ValueKind::String:
        return v.as_string();
    case ValueKind::Array:
    case ValueKind::Hash: {
        std::string out;
        append_collection(out, v);
        return out;
    }
    case ValueKind::Regexp:
        return v.as_regexp().to_s();
    case ValueKind::Type:
        return runtime::to_string(v.as_type());
    case ValueKind::Sensitive:
        return "Sensitive [value redacted]";
    default:
        return evaluator::to_s(v);
    }
}

std::string ruby_inspect(const Value& v) {
    std::string out;
    append_inspect(out, v);
    return out;
}

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

// ---- Kernel#format ---------------------------------------------------------------------------------------

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
    auto len = static_cast<int>(utf8_length(body));
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
        std::string inspect = runtime::as_uri(v).inspect();
        what = inspect.substr(2, inspect.find(' ') - 2);
        break;
    }
    default:
        what = std::string(runtime::kind_name(v.kind()));
    }
    throw FunctionError(fmt::format("can't convert {} into {}", what, to));
}

std::int64_t to_integer(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Integer:
        return v.as_integer();
    case ValueKind::Float: {
        double d = v.as_float();
        if (std::isnan(d)) throw FunctionError("NaN");
        if (std::isinf(d)) throw FunctionError(d < 0 ? "-Infinity" : "Infinity");
        return static_cast<std::int64_t>(std::trunc(d));
    }
    case ValueKind::Timespan:
    case ValueKind::Timestamp: // TimeData#to_int: whole seconds
        return static_cast<std::int64_t>(runtime::time_data(v).to_i());
    case ValueKind::String: {
        auto n = ruby_integer(v.as_string());
        if (!n)
            throw FunctionError(
                fmt::format("invalid value for Integer(): {}", parser::ruby_inspect_string(v.as_string())));
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
        return runtime::time_data(v).to_f();
    case ValueKind::String: {
        auto d = ruby_float(v.as_string());
        if (!d)
            throw FunctionError(
                fmt::format("invalid value for Float(): {}", parser::ruby_inspect_string(v.as_string())));
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
        if (s.prec >= 0) str = utf8_prefix(str, static_cast<std::size_t>(s.prec));
        return pad(s, str);
    }
    case 'c': {
        std::string str;
        if (arg.is_string()) {
            if (utf8_length(arg.as_string()) != 1) throw FunctionError("%c requires a character");
            str = arg.as_string();
        } else {
            std::int64_t cp = to_integer(arg);
            if (cp < 0 || cp > 0x10FFFF) throw FunctionError(fmt::format("invalid character: {}", cp));
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
        if (next_arg >= args.size()) throw FunctionError("too few arguments");
        return args[next_arg++];
    };
    auto named = [&](std::string_view name) -> const Value& {
        if (args.size() != 1 || !args[0].is_hash()) throw FunctionError("one hash required");
        const Value* v = args[0].as_hash().find(Value(std::string(name)));
        if (v == nullptr) throw FunctionError(fmt::format("key<{}> not found", name));
        return *v;
    };
    for (std::size_t i = 0; i < f.size(); ++i) {
        if (f[i] != '%') {
            out += f[i];
            continue;
        }
        std::size_t start = i;
        ++i;
        if (i >= f.size()) throw FunctionError("incomplete format specifier; use %% (double %) instead");
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
                    throw FunctionError(fmt::format("malformed name - unmatched parenthesis"));
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
                            throw FunctionError("precision too big"); // Ruby's sprintf
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
                            throw FunctionError("width too big"); // Ruby's sprintf
                        n = n * 10 + (f[i++] - '0');
                    }
                    if (i < f.size() && f[i] == '$') {
                        if (n < 1 || static_cast<std::size_t>(n) > args.size())
                            throw FunctionError(fmt::format("invalid index - {}$", n));
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
        if (i >= f.size()) throw FunctionError("incomplete format specifier; use %% (double %) instead");
        char conv = f[i];
        static constexpr std::string_view kConversions = "diuxXobBfeEgGaAspc";
        if (kConversions.find(conv) == std::string_view::npos) {
            if (conv == '%' && i == start + 1) {
                out += '%';
                continue;
            }
            throw FunctionError(fmt::format("malformed format string - %{}", conv));
        }
        const Value& a = arg != nullptr ? *arg : take();
        out += format_one(s, conv, a);
    }
    return out;
}

// ---- StringConverter -------------------------------------------------------------------------------------

namespace {

struct Format;
using FormatPtr = std::shared_ptr<const Format>;
using FormatMap = std::vector<std::pair<TypePtr, FormatPtr>>;
using FormatMapPtr = std::shared_ptr<const FormatMap>;

enum class Plus : std::uint8_t { Ignore, Space, Plus };

// StringConverter::Format: `%<flags><width>.<prec><format>` plus a container's separators and the formats
// for its elements.
struct Format {
    std::string orig;
    char format = 's';
    bool alt = false;
    bool left = false;
    bool zero_pad = false;
    Plus plus = Plus::Ignore;
    char delimiters = 0;
    int width = -1;
    int prec = -1;
    std::optional<std::string> separator;
    std::optional<std::string> separator2;
    FormatMapPtr container_string_formats;

    static std::shared_ptr<Format> parse(const std::string& fmt) {
        auto r = std::make_shared<Format>();
        r->orig = fmt;
        auto bad = [&]() {
            throw FunctionError(fmt::format(
                "The format '{}' is not a valid format on the form '%<flags><width>.<prec><format>'", fmt));
        };
        static constexpr std::string_view kFlags = " \t\n\v\f\r[+#0{<(|-";
        std::size_t i = 0;
        if (fmt.empty() || fmt[0] != '%') bad();
        ++i;
        std::string flags;
        while (i < fmt.size() && kFlags.find(fmt[i]) != std::string_view::npos)
            flags += fmt[i++];
        // a number of the format; one no int holds is Ruby's sprintf "width too big", once the format is
        // otherwise valid (found by fuzz_compile, where it overflowed)
        const char* too_big = nullptr;
        auto number = [&](const char* what) {
            long long n = 0;
            while (i < fmt.size() && fmt[i] >= '0' && fmt[i] <= '9') {
                n = std::min<long long>(n * 10 + (fmt[i++] - '0'), std::numeric_limits<int>::max() + 1LL);
            }
            if (n > std::numeric_limits<int>::max()) {
                if (too_big == nullptr) too_big = what;
                n = std::numeric_limits<int>::max();
            }
            return static_cast<int>(n);
        };
        if (i < fmt.size() && fmt[i] >= '1' && fmt[i] <= '9') r->width = number("width");
        if (i < fmt.size() && fmt[i] == '.') {
            ++i;
            if (i >= fmt.size() || fmt[i] < '0' || fmt[i] > '9') bad();
            r->prec = number("precision");
        }
        if (i + 1 != fmt.size() || !std::isalpha(static_cast<unsigned char>(fmt[i]))) bad();
        if (too_big != nullptr) throw FunctionError(fmt::format("{} too big", too_big));
        r->format = fmt[i];
        std::string sorted = flags;
        std::sort(sorted.begin(), sorted.end());
        if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
            throw FunctionError(fmt::format("The same flag can only be used once, got '{}'", fmt));
        r->left = flags.find('-') != std::string::npos;
        r->alt = flags.find('#') != std::string::npos;
        r->plus = flags.find(' ') != std::string::npos   ? Plus::Space
                  : flags.find('+') != std::string::npos ? Plus::Plus
                                                         : Plus::Ignore;
        r->zero_pad = flags.find('0') != std::string::npos;
        for (char d : std::string_view("[{(<|")) {
            if (flags.find(d) == std::string::npos) continue;
            if (r->delimiters != 0)
                throw FunctionError(fmt::format(
                    "Only one of the delimiters [ {{ ( < | can be given in the format flags, got '{}'", fmt));
            r->delimiters = d;
        }
        return r;
    }

    [[nodiscard]] std::pair<std::string, std::string>
    delimiter_pair(std::pair<std::string, std::string> dflt) const {
        switch (delimiters) {
        case '[':
            return {"[", "]"};
        case '{':
            return {"{", "}"};
        case '(':
            return {"(", ")"};
        case '<':
            return {"<", ">"};
        case '|':
            return {"|", "|"};
        default:
            break;
        }
        if (plus == Plus::Space) return {"", ""};
        return dflt;
    }
};

FormatMapPtr merge_string_formats(const FormatMapPtr& lower, const FormatMapPtr& higher);

FormatPtr merge_format(const FormatPtr& lower, const FormatPtr& higher) {
    if (!lower || !higher) return lower ? lower : higher;
    auto r = Format::parse(higher->orig);
    r->separator = higher->separator ? higher->separator : lower->separator;
    r->separator2 = higher->separator2 ? higher->separator2 : lower->separator2;
    r->container_string_formats =
        merge_string_formats(lower->container_string_formats, higher->container_string_formats);
    return r;
}

int type_rank(const runtime::Type& t) {
    switch (t.kind()) {
    case TypeKind::Struct:
        return 1;
    case TypeKind::Hash:
        return 2;
    case TypeKind::Tuple:
        return 3;
    case TypeKind::Array:
        return 4;
    case TypeKind::Pattern:
        return 10;
    case TypeKind::Enum:
        return 11;
    case TypeKind::String:
        return 12;
    default:
        return 0;
    }
}

// Format.sort_formats: more specific types first, then by rank or name.
int compare_types(const TypePtr& a, const TypePtr& b) {
    if (runtime::eql(*a, *b)) return 0;
    bool ab = runtime::is_assignable(*b, *a);
    bool ba = runtime::is_assignable(*a, *b);
    if (ab && !ba) return -1;
    if (!ab && ba) return 1;
    int ra = type_rank(*a);
    int rb = type_rank(*b);
    if (ra == 0 || rb == 0) {
        std::string sa = runtime::to_string(*a);
        std::string sb = runtime::to_string(*b);
        return sa < sb ? -1 : sa > sb ? 1 : 0;
    }
    return ra < rb ? -1 : ra > rb ? 1 : 0;
}

FormatMapPtr merge_string_formats(const FormatMapPtr& lower, const FormatMapPtr& higher) {
    if (!lower || !higher) return lower ? lower : higher;
    FormatMap kept;
    for (const auto& [lower_key, lf] : *lower) {
        const auto& lk = lower_key; // (clang 14 cannot capture a structured binding)
        bool shadowed = std::any_of(higher->begin(), higher->end(), [&](const auto& h) {
            return !runtime::eql(*h.first, *lk) && runtime::is_assignable(*h.first, *lk);
        });
        if (!shadowed) kept.emplace_back(lk, lf);
    }
    auto find = [](const FormatMap& m, const TypePtr& k) -> FormatPtr {
        for (const auto& [t, f] : m)
            if (runtime::eql(*t, *k)) return f;
        return nullptr;
    };
    FormatMap merged;
    auto add = [&](const TypePtr& k) {
        for (const auto& [t, f] : merged)
            if (runtime::eql(*t, *k)) return;
        merged.emplace_back(k, merge_format(find(kept, k), find(*higher, k)));
    };
    for (const auto& e : kept)
        add(e.first);
    for (const auto& e : *higher)
        add(e.first);
    // insertion sort: the comparison is a partial order, which std::sort must not be given
    for (std::size_t i = 1; i < merged.size(); ++i) {
        for (std::size_t j = i; j > 0 && compare_types(merged[j].first, merged[j - 1].first) < 0; --j)
            std::swap(merged[j], merged[j - 1]);
    }
    return std::make_shared<const FormatMap>(std::move(merged));
}

TypePtr type_named(std::string_view name) {
    return runtime::builtin_type(name);
}

FormatPtr fmt_of(const std::string& s) {
    return Format::parse(s);
}

const FormatMapPtr& default_container_formats() {
    static const FormatMapPtr m =
        std::make_shared<const FormatMap>(FormatMap{{runtime::any_type(), fmt_of("%p")}});
    return m;
}

FormatPtr default_array_format() {
    static const FormatPtr f = [] {
        auto r = Format::parse("%a");
        r->separator = ", ";
        r->separator2 = ", ";
        r->container_string_formats = default_container_formats();
        return r;
    }();
    return f;
}

FormatPtr default_hash_format() {
    static const FormatPtr f = [] {
        auto r = Format::parse("%h");
        r->separator = ", ";
        r->separator2 = " => ";
        r->container_string_formats = default_container_formats();
        return r;
    }();
    return f;
}

const FormatMapPtr& default_string_formats() {
    static const FormatMapPtr m = std::make_shared<const FormatMap>(FormatMap{
        {runtime::object_type(), fmt_of("%p")},
        {type_named("Float"), fmt_of("%f")},
        {type_named("Numeric"), fmt_of("%d")},
        {type_named("Array"), default_array_format()},
        {type_named("Hash"), default_hash_format()},
        {type_named("Binary"), fmt_of("%B")},
        {runtime::any_type(), fmt_of("%s")},
    });
    return m;
}

struct Indentation {
    int level = 0;
    bool first = true;
    bool is_indenting = false;

    [[nodiscard]] Indentation subsequent() const {
        return first ? Indentation{level, false, is_indenting} : *this;
    }
    [[nodiscard]] Indentation indenting(bool flag) const { return {level, first, flag}; }
    [[nodiscard]] Indentation increase(bool flag = false) const { return {level + 1, true, flag}; }
    [[nodiscard]] bool breaks() const { return is_indenting && level > 0 && !first; }
    [[nodiscard]] std::string padding() const {
        return std::string(static_cast<std::size_t>(2 * level), ' ');
    }
};

[[noreturn]] void format_error(std::string_view type, char actual, std::string_view expected) {
    throw FunctionError(fmt::format(
        "Illegal format '{}' specified for value of {} type - expected one of the characters '{}'", actual,
        type, expected));
}

std::string kformat(const std::string& f, const Value& v) {
    return ruby_format(f, std::span<const Value>(&v, 1));
}

std::string replace_all(std::string s, char from, std::string_view to) {
    std::string out;
    for (char c : s) {
        if (c == from)
            out += to;
        else
            out += c;
    }
    return out;
}

std::string apply_string_flags(const Format& f, const std::string& literal) {
    if (f.left || f.width >= 0 || f.prec >= 0) {
        std::string fmt = "%";
        if (f.left) fmt += '-';
        if (f.width >= 0) fmt += std::to_string(f.width);
        if (f.prec >= 0) fmt += "." + std::to_string(f.prec);
        fmt += 's';
        return kformat(fmt, Value(literal));
    }
    return literal;
}

std::string puppet_double_quote(std::string_view s) {
    std::string b = "\"";
    for (char ch : s) {
        auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '\t':
            b += "\\t";
            break;
        case '\n':
            b += "\\n";
            break;
        case '\r':
            b += "\\r";
            break;
        case '"':
            b += "\\\"";
            break;
        case '$':
            b += "\\$";
            break;
        case '\\':
            b += "\\\\";
            break;
        default:
            if (c < 0x20)
                b += fmt::format("\\u{{{:X}}}", c);
            else
                b += ch;
        }
    }
    return b + "\"";
}

std::string puppet_quote(std::string_view s, bool enforce_double = false) {
    if (enforce_double) return puppet_double_quote(s);
    std::string b = "'";
    bool escaped = false;
    for (char ch : s) {
        auto c = static_cast<unsigned char>(ch);
        if (c < 0x20) return puppet_double_quote(s);
        if (escaped) {
            b += '\\';
            b += ch;
            escaped = false;
        } else if (c == '\'') {
            b += "\\'";
        } else if (c == '\\') {
            escaped = true;
        } else {
            b += ch;
        }
    }
    if (escaped) b += '\\';
    return b + "'";
}

bool is_container(const runtime::Type& t) {
    switch (t.kind()) {
    case TypeKind::Array:
    case TypeKind::Hash:
    case TypeKind::Struct:
    case TypeKind::Tuple:
    case TypeKind::Object:
        return true;
    default:
        return false;
    }
}

bool is_a_or_h(const Value& v) {
    return v.is_array() || v.is_hash();
}

class Converter {
public:
    std::string convert(const TypePtr& t, const Value& v, const FormatMapPtr& map, const Indentation& ind) {
        const runtime::Type& vt = t->kind() == TypeKind::TypeAlias ? t->resolved() : *t;
        switch (vt.kind()) {
        case TypeKind::Undef:
            return undef(vt, map);
        case TypeKind::Default:
            return dflt(vt, map);
        case TypeKind::Boolean:
            return boolean(vt, v, map, ind);
        case TypeKind::Integer:
            return integer(vt, v, map);
        case TypeKind::Float:
            return floating(vt, v, map);
        case TypeKind::String:
        case TypeKind::Enum:
        case TypeKind::Pattern:
            if (v.is_string()) return string(vt, v, map);
            break;
        case TypeKind::Regexp:
            return regexp(vt, v, map);
        case TypeKind::Array:
        case TypeKind::Tuple:
            return array(vt, v, map, ind);
        case TypeKind::Hash:
        case TypeKind::Struct:
            return hash(vt, v, map, ind);
        case TypeKind::TypeType:
            return type(vt, v, map);
        case TypeKind::Binary:
            return binary(vt, v, map);
        case TypeKind::URI:
            return uri(vt, v, map);
        default:
            break;
        }
        const Format& f = get_format(vt, map);
        return kformat(f.orig, v);
    }

private:
    static const Format& get_format(const runtime::Type& t, const FormatMapPtr& map) {
        for (const auto& [k, f] : *map)
            if (runtime::is_assignable(*k, t)) return *f;
        static const FormatPtr s = fmt_of("%s");
        return *s;
    }

    static std::string undef(const runtime::Type& t, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        switch (f.format) {
        case 'n':
            return apply_string_flags(f, f.alt ? "null" : "nil");
        case 'u':
            return apply_string_flags(f, f.alt ? "undefined" : "undef");
        case 'd':
        case 'x':
        case 'X':
        case 'o':
        case 'b':
        case 'B':
        case 'e':
        case 'E':
        case 'f':
        case 'g':
        case 'G':
        case 'a':
        case 'A':
            return apply_string_flags(f, "NaN");
        case 'v':
            return apply_string_flags(f, "n/a");
        case 'V':
            return apply_string_flags(f, "N/A");
        case 's':
            return apply_string_flags(f, f.alt ? "\"\"" : "");
        case 'p':
            return apply_string_flags(f, f.alt ? "\"undef\"" : "undef");
        default:
            format_error("Undef", f.format, "nudxXobBeEfgGaAvVsp");
        }
    }

    static std::string dflt(const runtime::Type& t, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        switch (f.format) {
        case 'd':
        case 's':
        case 'p':
            return apply_string_flags(f, f.alt ? "\"default\"" : "default");
        case 'D':
            return apply_string_flags(f, f.alt ? "\"Default\"" : "Default");
        default:
            format_error("Default", f.format, "dDsp");
        }
    }

    std::string boolean(const runtime::Type& t, const Value& v, const FormatMapPtr& map,
                        const Indentation& ind) {
        const Format& f = get_format(t, map);
        bool b = v.as_boolean();
        auto word = [&](std::string w) { return apply_string_flags(f, f.alt ? w.substr(0, 1) : w); };
        switch (f.format) {
        case 't':
            return word(b ? "true" : "false");
        case 'T':
            return word(b ? "True" : "False");
        case 'y':
            return word(b ? "yes" : "no");
        case 'Y':
            return word(b ? "Yes" : "No");
        case 'd':
        case 'x':
        case 'X':
        case 'o':
        case 'b':
        case 'B': {
            Value n(static_cast<std::int64_t>(b ? 1 : 0));
            auto m = std::make_shared<const FormatMap>(
                FormatMap{{type_named("Integer"), std::make_shared<const Format>(f)}});
            return convert(runtime::infer_set(n), n, m, ind);
        }
        case 'e':
        case 'E':
        case 'f':
        case 'g':
        case 'G':
        case 'a':
        case 'A': {
            Value n(b ? 1.0 : 0.0);
            auto m = std::make_shared<const FormatMap>(
                FormatMap{{type_named("Float"), std::make_shared<const Format>(f)}});
            return convert(runtime::infer_set(n), n, m, ind);
        }
        case 's':
        case 'p':
            return apply_string_flags(f, b ? "true" : "false");
        default:
            format_error("Boolean", f.format, "tTyYdxXobBeEfgGaAsp");
        }
    }

    static std::string integer(const runtime::Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        switch (f.format) {
        case 'd':
        case 'x':
        case 'X':
        case 'o':
        case 'b':
        case 'B':
        case 'p':
            return kformat(f.orig, v);
        case 'e':
        case 'E':
        case 'f':
        case 'g':
        case 'G':
        case 'a':
        case 'A':
            return kformat(f.orig, Value(static_cast<double>(v.as_integer())));
        case 'c': {
            std::string ch;
            std::int64_t cp = v.as_integer();
            if (cp < 0 || cp > 0x10FFFF) throw FunctionError("pack(U): value out of range");
            lexer::append_utf8(ch, static_cast<char32_t>(cp));
            if (f.alt) ch = "\"" + ch + "\"";
            return kformat(replace_all(f.orig, 'c', "s"), Value(ch));
        }
        case 's': {
            std::string int_str = std::to_string(v.as_integer());
            return kformat(replace_all(f.orig, 's', f.alt ? "p" : "s"), Value(int_str));
        }
        default:
            format_error("Integer", f.format, "dxXobBeEfgGaAspc");
        }
    }

    static std::string floating(const runtime::Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        switch (f.format) {
        case 'd':
        case 'x':
        case 'X':
        case 'o':
        case 'b':
        case 'B':
            return kformat(f.orig, Value(static_cast<std::int64_t>(v.as_float())));
        case 'e':
        case 'E':
        case 'f':
        case 'g':
        case 'G':
        case 'a':
        case 'A':
        case 'p':
            return kformat(f.orig, v);
        case 's': {
            std::string s = parser::ruby_float_to_s(v.as_float());
            if (f.alt) s = "\"" + s + "\"";
            return kformat(f.orig, Value(s));
        }
        default:
            format_error("Float", f.format, "dxXobBeEfgGaAsp");
        }
    }

    static std::string string(const runtime::Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        const std::string& s = v.as_string();
        auto as_s = [&](char conv, const std::string& val) {
            return f.alt ? apply_string_flags(f, puppet_quote(val))
                         : kformat(replace_all(f.orig, conv, "s"), Value(val));
        };
        switch (f.format) {
        case 's':
            return kformat(f.orig, v);
        case 'p':
            return apply_string_flags(f, puppet_quote(s, f.alt));
        case 'c':
            return as_s('c', capitalize(s));
        case 'C': {
            std::string out;
            std::size_t start = 0;
            while (true) {
                std::size_t p = s.find("::", start);
                out += capitalize(s.substr(start, p == std::string::npos ? std::string::npos : p - start));
                if (p == std::string::npos) break;
                out += "::";
                start = p + 2;
            }
            return as_s('C', out);
        }
        case 'u': {
            std::string u = s;
            for (char& c : u)
                c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            return as_s('u', u);
        }
        case 'd': {
            std::string d = s;
            for (char& c : d)
                c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            return as_s('d', d);
        }
        case 't': {
            std::size_t b = 0;
            std::size_t e = s.size();
            while (b < e && (is_space(s[b]) || s[b] == '\0'))
                ++b;
            while (e > b && (is_space(s[e - 1]) || s[e - 1] == '\0'))
                --e;
            return as_s('t', s.substr(b, e - b));
        }
        default:
            format_error("String", f.format, "cCudspt");
        }
    }

    static std::string capitalize(const std::string& s) {
        std::string r = s;
        for (std::size_t i = 0; i < r.size(); ++i) {
            auto c = static_cast<unsigned char>(r[i]);
            r[i] = static_cast<char>(i == 0 ? std::toupper(c) : std::tolower(c));
        }
        return r;
    }

    static std::string regexp(const runtime::Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        const runtime::Regexp& re = v.as_regexp();
        switch (f.format) {
        case 'p': {
            std::string s = re.options() == 0 ? re.inspect() : "/" + re.to_s() + "/";
            return f.orig == "%p" ? s : kformat(replace_all(f.orig, 'p', "s"), Value(s));
        }
        case 's': {
            std::string s = re.options() == 0 ? re.source() : re.to_s();
            if (f.alt) s = puppet_quote(s);
            return f.orig == "%s" ? s : kformat(f.orig, Value(s));
        }
        default:
            format_error("Regexp", f.format, "sp");
        }
    }

    static std::string type(const runtime::Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        std::string s = runtime::to_string(v.as_type());
        switch (f.format) {
        case 's':
            return kformat(f.orig, Value(f.alt ? "\"" + s + "\"" : s));
        case 'p':
            return kformat(replace_all(f.orig, 'p', "s"), Value(s));
        default:
            format_error("Type", f.format, "sp");
        }
    }

    // string_PBinaryType: the bytes (`%s`, which must be UTF-8), `Binary("<base64>")` (`%p`), base64 with
    // line breaks (`%b`), strict (`%B`) or URL-safe (`%u`), or the type's name (`%t`, `%T`). The alternate
    // form
    // `#` quotes the text as Ruby's inspect does.
    static std::string binary(const runtime::Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        const runtime::Binary& bin = runtime::as_binary(v);
        auto text = [&](char conv, const std::string& s, bool binary_string) {
            std::string fmt = replace_all(f.orig, conv, "s");
            if (!f.alt) return kformat(fmt, Value(s));
            std::erase(fmt, '#'); // Kernel.format("%#p") is the inspect form, padded as %s pads
            return kformat(fmt, Value(binary_string ? inspect_binary(s) : parser::ruby_inspect_string(s)));
        };
        switch (f.format) {
        case 's':
            if (!f.alt) {
                std::size_t bad = lexer::find_invalid_utf8(bin.bytes());
                if (bad != std::string::npos) {
                    // String#encode from ASCII-8BIT fails on the first byte outside ASCII
                    auto high = std::find_if(bin.bytes().begin(), bin.bytes().end(),
                                             [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
                    throw FunctionError(fmt::format("\"\\x{:02X}\" from ASCII-8BIT to UTF-8",
                                                    static_cast<unsigned char>(*high)));
                }
            }
            return text('s', bin.bytes(), true);
        case 'p':
            return "Binary(\"" + kformat(replace_all(f.orig, 'p', "s"), Value(bin.to_string())) + "\")";
        case 'b':
            return text('b', runtime::base64_encode(bin.bytes()), false);
        case 'B':
            return text('B', bin.to_string(), false);
        case 'u':
            return text('u', runtime::base64_urlsafe_encode(bin.bytes()), false);
        case 't':
            return text('t', "Binary", false);
        case 'T':
            return text('T', "BINARY", false);
        default:
            format_error("Binary", f.format, "bButTsp");
        }
    }

    // string_PURIType: the URI (`%s`, quoted with `#`) or `URI('...')` (`%p`)
    static std::string uri(const runtime::Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        std::string s = runtime::as_uri(v).to_string();
        switch (f.format) {
        case 'p':
            return "URI(" + puppet_quote(s) + ")";
        case 's':
            return kformat(f.orig, Value(f.alt ? puppet_quote(s) : s));
        default:
            format_error("URI", f.format, "sp");
        }
    }

    std::string array(const runtime::Type& t, const Value& v, const FormatMapPtr& map, Indentation ind) {
        const Format& format = get_format(t, map);
        std::string sep = format.separator ? *format.separator : ", ";
        FormatMapPtr string_formats =
            format.container_string_formats ? format.container_string_formats : default_container_formats();
        auto delims = format.delimiter_pair({"[", "]"});
        ind = ind.indenting(format.alt || ind.is_indenting);
        switch (format.format) {
        case 'a':
        case 's':
        case 'p':
            break;
        default:
            format_error("Array", format.format, "asp");
        }
        const auto& items = v.as_array();
        std::string buf;
        if (ind.breaks()) {
            buf += "\n";
            buf += ind.padding();
        }
        buf += delims.first;
        Indentation child = ind.increase(format.alt);
        std::vector<std::string> mapped;
        for (const Value& e : items) {
            if (child.first) child = child.subsequent();
            TypePtr et = runtime::infer_set(e);
            mapped.push_back(convert(et, e, is_container(*et) ? map : string_formats, child));
        }
        bool sz_break = false;
        if (format.alt && format.width >= 0) {
            std::vector<std::size_t> widest{0};
            for (std::size_t i = 0; i < items.size(); ++i) {
                if (is_a_or_h(items[i]))
                    widest.push_back(0);
                else
                    widest.back() += utf8_length(mapped[i]);
            }
            sz_break =
                *std::max_element(widest.begin(), widest.end()) > static_cast<std::size_t>(format.width);
        }
        child = ind.increase(format.alt);
        auto rstrip = [](std::string& s) {
            while (!s.empty() && (is_space(s.back()) || s.back() == '\0'))
                s.pop_back();
        };
        for (std::size_t i = 0; i < items.size(); ++i) {
            const std::string& str_val = mapped[i];
            if (child.first) {
                child = child.subsequent();
                if (sz_break && !is_a_or_h(items[i])) buf += ' ';
            } else {
                buf += sep;
                if ((sz_break && !is_a_or_h(items[i])) ||
                    (format.alt && i > 0 && is_a_or_h(items[i - 1]) && !is_a_or_h(items[i]))) {
                    if (buf.empty() || buf.back() != '\n') rstrip(buf);
                    buf += "\n";
                    buf += child.padding();
                }
            }
            if (!buf.empty() && buf.back() == ' ' && !str_val.empty() && str_val[0] == '\n') rstrip(buf);
            buf += str_val;
        }
        buf += delims.second;
        return buf;
    }

    std::string hash(const runtime::Type& t, const Value& v, const FormatMapPtr& map, Indentation ind) {
        const Format& format = get_format(t, map);
        std::string sep = format.separator ? *format.separator : ", ";
        std::string assoc = format.separator2 ? *format.separator2 : " => ";
        FormatMapPtr string_formats =
            format.container_string_formats ? format.container_string_formats : default_container_formats();
        auto delims = format.delimiter_pair({"{", "}"});
        if (format.alt) {
            if (sep.empty() || sep.back() != '\n') {
                while (!sep.empty() && is_space(sep.back()))
                    sep.pop_back();
            }
            sep += "\n";
        }
        switch (format.format) {
        case 'a': {
            std::vector<Value> pairs;
            for (const auto& [k, e] : v.as_hash())
                pairs.emplace_back(std::vector<Value>{k, e});
            Value arr(std::move(pairs));
            return convert(runtime::infer_set(arr), arr, map, ind);
        }
        case 'h':
        case 's':
        case 'p':
            break;
        default:
            format_error("Hash", format.format, "hasp");
        }
        ind = ind.indenting(format.alt || ind.is_indenting);
        std::string buf;
        if (ind.breaks()) {
            buf += "\n";
            buf += ind.padding();
        }
        Indentation child = ind.increase();
        std::string cond_break;
        std::string padding;
        if (format.alt) {
            cond_break = "\n";
            padding = child.padding();
        }
        buf += delims.first;
        buf += cond_break;
        bool first = true;
        for (const auto& [k, e] : v.as_hash()) {
            if (!first) buf += sep;
            first = false;
            TypePtr kt = runtime::infer_set(k);
            TypePtr et = runtime::infer_set(e);
            std::string key = convert(kt, k, is_container(*kt) ? map : string_formats, child);
            std::string val = convert(et, e, is_container(*et) ? map : string_formats, child);
            buf += padding + key + assoc + val;
        }
        if (format.alt) {
            buf += cond_break;
            buf += ind.padding();
        }
        buf += delims.second;
        return buf;
    }
};

FormatPtr container_format(const Value& h) {
    for (const auto& [k, v] : h.as_hash()) {
        std::string key = k.is_string() ? k.as_string() : "";
        if (key != "separator" && key != "separator2" && key != "format" && key != "string_formats")
            throw FunctionError(fmt::format("only 'separator', 'separator2', 'format', 'string_formats' are "
                                            "allowed in a container format, got {}",
                                            ruby_to_s(h)));
    }
    const Value* f = h.as_hash().find(Value("format"));
    if (f == nullptr || !f->is_string())
        throw FunctionError(
            "The format '' is not a valid format on the form '%<flags><width>.<prec><format>'");
    auto r = Format::parse(f->as_string());
    if (const Value* s = h.as_hash().find(Value("separator")); s != nullptr && s->is_string())
        r->separator = s->as_string();
    if (const Value* s = h.as_hash().find(Value("separator2")); s != nullptr && s->is_string())
        r->separator2 = s->as_string();
    if (const Value* s = h.as_hash().find(Value("string_formats")); s != nullptr && s->is_hash()) {
        FormatMap m;
        for (const auto& [k, v] : s->as_hash()) {
            if (!k.is_type())
                throw FunctionError(
                    "top level keys in the format hash must be data types, got instance of '" +
                    std::string(runtime::kind_name(k.kind())) + "'");
            m.emplace_back(k.type_ptr(), v.is_hash() ? container_format(v) : Format::parse(ruby_to_s(v)));
        }
        r->container_string_formats = std::make_shared<const FormatMap>(std::move(m));
    }
    return r;
}

} // namespace

std::string convert_to_string(const Value& value, const Value& formats) {
    FormatMapPtr options = default_string_formats();
    TypePtr value_type = runtime::infer_set(value);
    FormatMap given;
    bool has_given = false;
    if (formats.is_string()) {
        has_given = true;
        if (runtime::is_assignable(*type_named("Array"), *value_type)) {
            given.emplace_back(type_named("Array"), Format::parse(formats.as_string()));
        } else if (runtime::is_assignable(*type_named("Hash"), *value_type)) {
            given.emplace_back(type_named("Hash"), Format::parse(formats.as_string()));
        } else {
            given.emplace_back(value_type, Format::parse(formats.as_string()));
        }
    } else if (formats.is_hash()) {
        has_given = true;
        for (const auto& [k, v] : formats.as_hash()) {
            if (!k.is_type())
                throw FunctionError(
                    "top level keys in the format hash must be data types, got instance of '" +
                    std::string(runtime::kind_name(k.kind())) + "'");
            given.emplace_back(k.type_ptr(), v.is_hash() ? container_format(v) : Format::parse(ruby_to_s(v)));
        }
    }
    if (has_given)
        options = merge_string_formats(options, std::make_shared<const FormatMap>(std::move(given)));
    Converter c;
    return c.convert(value_type, value, options, Indentation{});
}

} // namespace pp::stdlib
