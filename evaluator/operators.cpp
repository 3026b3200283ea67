#include "evaluator/operators.hpp"

#include "lexer/chars.hpp"
#include "runtime/binary.hpp"
#include "runtime/object.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/types.hpp"
#include "runtime/uri.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>

namespace pp::evaluator {

using namespace parser;
using runtime::Hash;
using runtime::ValueKind;

namespace {

// 128-bit integers hold any result of two 64-bit operands (a GCC/Clang extension).
__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

std::string ascii_lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    }
    return out;
}

// "a String", "an Integer": Puppet's label with its article (label_provider.rb a_an).
std::string a_an(ValueKind k) {
    if (k == ValueKind::Undef) return "an Undef Value"; // label_provider.rb names nil this way
    return runtime::with_article(std::string(runtime::kind_name(k)));
}

// Length of the [[:blank:]] character at `i` (Onigmo on a UTF-8 string: tab and the Unicode space
// separators, so not a newline), 0 when there is none.
std::size_t blank_at(std::string_view s, std::size_t i) {
    auto byte = [&](std::size_t k) { return k < s.size() ? static_cast<unsigned char>(s[k]) : 0U; };
    unsigned c = byte(i);
    if (c == ' ' || c == '\t') return 1;
    if (c == 0xC2 && byte(i + 1) == 0xA0) return 2;                        // U+00A0
    if (c == 0xE1 && byte(i + 1) == 0x9A && byte(i + 2) == 0x80) return 3; // U+1680
    if (c == 0xE2 && byte(i + 1) == 0x80) {
        unsigned t = byte(i + 2);
        if ((t >= 0x80 && t <= 0x8A) || t == 0xAF) return 3; // U+2000..U+200A, U+202F
    }
    if (c == 0xE2 && byte(i + 1) == 0x81 && byte(i + 2) == 0x9F) return 3; // U+205F
    if (c == 0xE3 && byte(i + 1) == 0x80 && byte(i + 2) == 0x80) return 3; // U+3000
    return 0;
}

std::size_t skip_blanks(std::string_view s, std::size_t i) {
    while (std::size_t n = blank_at(s, i))
        i += n;
    return i;
}

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

// Ruby's Integer() of a digit string without sign: a leading 0 makes it octal (and an 8 or 9 then an
// ArgumentError); nullopt also beyond 64 bits (Ruby's bignum, which Puppet rejects later anyway).
std::optional<std::uint64_t> ruby_integer(std::string_view digits, int radix) {
    std::uint64_t v = 0;
    for (char c : digits) {
        int d = is_digit(c) ? c - '0' : (std::tolower(static_cast<unsigned char>(c)) - 'a' + 10);
        if (d >= radix) return std::nullopt;
        if (v > (std::numeric_limits<std::uint64_t>::max() - static_cast<std::uint64_t>(d)) /
                    static_cast<std::uint64_t>(radix))
            return std::nullopt;
        v = v * static_cast<std::uint64_t>(radix) + static_cast<std::uint64_t>(d);
    }
    return v;
}

// Utils.to_n: Patterns::NUMERIC,
//   \A[[:blank:]]*([-+]?)[[:blank:]]*((0[xX][0-9A-Fa-f]+)|(0?\d+)((?:\.\d+)?(?:[eE]-?\d+)?))[[:blank:]]*\z
// on the string without a leading '::', then Ruby's Integer() of the digits (hex, octal with a leading 0,
// decimal) or, with a fraction or exponent, Float() (match_to_fp: nothing for a zero mantissa with an
// exponent, an octal-invalid integer part, or an infinite value). False when the string is not a number.
bool string_to_number(std::string_view s, Value& out) {
    if (s.substr(0, 2) == "::") s.remove_prefix(2);
    std::size_t i = skip_blanks(s, 0);
    bool neg = false;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) {
        neg = s[i] == '-';
        ++i;
    }
    i = skip_blanks(s, i);
    const std::size_t start = i;
    std::optional<std::uint64_t> magnitude;
    std::optional<double> fp;
    if (i + 2 < s.size() && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X') &&
        std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
        i += 2;
        const std::size_t hex = i;
        while (i < s.size() && std::isxdigit(static_cast<unsigned char>(s[i])))
            ++i;
        if (skip_blanks(s, i) != s.size()) return false;
        magnitude = ruby_integer(s.substr(hex, i - hex), 16);
    } else {
        while (i < s.size() && is_digit(s[i]))
            ++i;
        if (i == start) return false;
        const std::string_view digits = s.substr(start, i - start);
        const std::size_t rest = i;
        if (i + 1 < s.size() && s[i] == '.' && is_digit(s[i + 1])) {
            i += 2;
            while (i < s.size() && is_digit(s[i]))
                ++i;
        }
        if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
            std::size_t j = i + 1;
            if (j < s.size() && s[j] == '-') ++j;
            if (j < s.size() && is_digit(s[j])) {
                while (j < s.size() && is_digit(s[j]))
                    ++j;
                i = j;
            }
        }
        if (skip_blanks(s, i) != s.size()) return false;
        const int radix = digits.size() > 1 && digits[0] == '0' ? 8 : 10;
        auto int_part = ruby_integer(digits, radix);
        if (i == rest) {
            magnitude = int_part;
        } else {
            const std::string_view fraction = s.substr(rest, i - rest);
            if (!int_part) return false; // Integer(match[4]) raises: no conversion
            if (*int_part == 0) {
                std::size_t k = fraction[0] == '.' ? 1 : 0;
                while (k < fraction.size() && fraction[k] == '0')
                    ++k;
                if (k < fraction.size() && (fraction[k] == 'e' || fraction[k] == 'E')) return false;
            }
            double d = std::strtod(std::string(s.substr(start, i - start)).c_str(), nullptr);
            if (std::isinf(d)) return false;
            fp = neg ? -d : d;
        }
    }
    if (fp) {
        out = Value(*fp);
        return true;
    }
    if (!magnitude) return false;
    constexpr auto kMin = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) + 1;
    if (neg) {
        if (*magnitude > kMin) return false;
        out = Value(*magnitude == kMin ? std::numeric_limits<std::int64_t>::min()
                                       : -static_cast<std::int64_t>(*magnitude));
    } else {
        if (*magnitude >= kMin) return false;
        out = Value(static_cast<std::int64_t>(*magnitude));
    }
    return true;
}

// Ruby's `"#{v}"` of a value: collections show as their `inspect`, everything else as Puppet prints it.
std::string ruby_interpolated(const Value& v) {
    return v.is_array() || v.is_hash() ? runtime::ruby_inspect(v) : to_s(v);
}

// Numeric operand: numbers (and Timespans and Timestamps, Ruby Numerics) as they are; numeric strings coerced
// with Puppet's warning.
Value numeric(const Evaluator& ev, const Node& at, const Value& v) {
    // SemanticPuppet::Version is a Ruby Numeric: coercion lets it through and the operator fails later
    if (v.is_number() || runtime::is_time(v) || v.kind() == ValueKind::SemVer) return v;
    Value n;
    if (v.is_string() && string_to_number(v.as_string(), n)) {
        // --strict: off coerces silently, warning (the default) warns, error fails
        std::string msg = fmt::format("The string '{}' was automatically coerced to the numerical value {}",
                                      v.as_string(), to_s(n));
        if (ev.options().strict == parser::Strictness::Error) ev.fail(at, msg);
        if (ev.options().strict == parser::Strictness::Warning) {
            ev.logger().located(LogLevel::Warning, msg, ev.location(at));
        }
        return n;
    }
    ev.fail(at, fmt::format("The value '{}' cannot be converted to Numeric.", ruby_interpolated(v)));
}

// Puppet prints the out-of-range (Ruby bignum) result as "%#+x".
[[noreturn]] void overflow(const Evaluator& ev, const Arithmetic& node, Int128 result) {
    bool negative = result < 0;
    auto magnitude = static_cast<UInt128>(negative ? -result : result);
    std::string hex;
    do {
        hex.insert(hex.begin(), "0123456789abcdef"[static_cast<unsigned>(magnitude & 0xF)]);
        magnitude >>= 4;
    } while (magnitude != 0);
    ev.fail(
        node,
        fmt::format("A '{}' expression resulted in a value outside of Puppet Integer {} range, got '{}0x{}'",
                    node.op, negative ? "min" : "max", negative ? "-" : "+", hex));
}

Value integer_op(const Evaluator& ev, const Arithmetic& node, std::int64_t a, std::int64_t b) {
    std::int64_t r = 0;
    char op = node.op[0];
    if (node.op == "<<" || node.op == ">>") {
        std::int64_t shift = node.op == "<<" ? b : -b;
        if (shift >= 0) {
            if (shift >= 63 || (a != 0 && (a > (std::numeric_limits<std::int64_t>::max() >> shift) ||
                                           a < (std::numeric_limits<std::int64_t>::min() >> shift)))) {
                if (a == 0) return Value(std::int64_t{0});
                overflow(ev, node,
                         shift < 64 ? static_cast<Int128>(a) * (static_cast<Int128>(1) << shift)
                                    : (a > 0 ? 1 : -1) * (static_cast<Int128>(1) << 64));
            }
            return Value(a * (std::int64_t{1} << shift));
        }
        std::int64_t s = -shift;
        if (s >= 63) return Value(std::int64_t{a < 0 ? -1 : 0});
        return Value(a >> s); // arithmetic shift: Ruby floors
    }
    switch (op) {
    case '+':
        if (__builtin_add_overflow(a, b, &r)) overflow(ev, node, static_cast<Int128>(a) + b);
        return Value(r);
    case '-':
        if (__builtin_sub_overflow(a, b, &r)) overflow(ev, node, static_cast<Int128>(a) - b);
        return Value(r);
    case '*':
        if (__builtin_mul_overflow(a, b, &r)) overflow(ev, node, static_cast<Int128>(a) * b);
        return Value(r);
    case '/': {
        if (b == 0) ev.fail(*node.right, "Division by 0");
        if (a == std::numeric_limits<std::int64_t>::min() && b == -1)
            overflow(ev, node, -static_cast<Int128>(a));
        std::int64_t q = a / b;
        if ((a % b != 0) && ((a < 0) != (b < 0))) --q; // Ruby floors
        return Value(q);
    }
    case '%': {
        if (b == 0) ev.fail(*node.right, "Division by 0");
        if (b == -1) return Value(std::int64_t{0});
        std::int64_t m = a % b;
        if (m != 0 && ((m < 0) != (b < 0))) m += b; // sign of the divisor, as Ruby
        return Value(m);
    }
    default:
        break;
    }
    ev.fail(node, fmt::format("Operator '{}' is not applicable to an Integer.", node.op));
}

Value float_op(const Evaluator& ev, const Arithmetic& node, double a, double b) {
    double r = 0;
    switch (node.op[0]) {
    case '+':
        r = a + b;
        break;
    case '-':
        r = a - b;
        break;
    case '*':
        r = a * b;
        break;
    case '/':
        if (b == 0.0) {
            if (a == 0.0) ev.fail(*node.left, "The result of the / expression is NaN");
            ev.fail(*node.left, "The result of the / expression is Infinity");
        }
        r = a / b;
        break;
    default:
        ev.fail(*node.left, fmt::format("Operator '{}' is not applicable to a Float.", node.op));
    }
    if (std::isinf(r))
        ev.fail(*node.left, fmt::format("The result of the {} expression is Infinity", node.op));
    return Value(r);
}

// "A Timestamp", "An Integer" (label_provider.rb a_an_uc)
std::string a_an_uc(ValueKind k) {
    std::string s = a_an(k);
    s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return s;
}

[[noreturn]] void not_applicable(const Evaluator& ev, const Arithmetic& node, ValueKind left) {
    ev.fail(*node.left, fmt::format("Operator '{}' is not applicable to {}.", node.op, a_an(left)));
}

Value span(runtime::Nanos ns) {
    return runtime::timespan_value(runtime::Timespan(ns));
}

Value stamp(runtime::Nanos ns) {
    return runtime::timestamp_value(runtime::Timestamp(ns));
}

// `(nsecs * o).to_i`: an Integer factor exactly, a Float one through a Float (FloatDomainError beyond)
runtime::Nanos scale(runtime::Nanos ns, const Value& factor) {
    if (factor.is_integer()) return runtime::checked_mul(ns, factor.as_integer());
    return runtime::float_to_nanos(static_cast<double>(ns) * factor.as_float());
}

// Timespan#+ - * / % (timespan.rb); `l` is a Timespan
Value timespan_op(const Evaluator& ev, const Arithmetic& node, const Value& l, const Value& r) {
    using runtime::Nanos;
    const Nanos a = runtime::time_data(l).nsecs();
    const std::string_view op = node.op;
    if (op == "+") {
        if (r.kind() == ValueKind::Timestamp)
            return stamp(runtime::checked_add(a, runtime::time_data(r).nsecs()));
        if (r.kind() == ValueKind::Timespan)
            return span(runtime::checked_add(a, runtime::time_data(r).nsecs()));
        return span(runtime::checked_add(a, runtime::seconds_to_nanos(r)));
    }
    if (op == "-") {
        if (r.kind() == ValueKind::Timespan)
            return span(runtime::checked_add(a, -runtime::time_data(r).nsecs()));
        if (r.is_number()) return span(runtime::checked_add(a, -runtime::seconds_to_nanos(r)));
        throw runtime::TimeError(fmt::format("{} cannot be subtracted from a Timespan", a_an_uc(r.kind())));
    }
    if (op == "*") {
        // Puppet's message says Timestamp here
        if (!r.is_number())
            throw runtime::TimeError(fmt::format("A Timestamp cannot be multiplied by {}", a_an(r.kind())));
        return span(scale(a, r));
    }
    if (op == "/") {
        if (r.kind() == ValueKind::Timespan) {
            // Timespan / Timespan is a Float (Integer#fdiv: no ZeroDivisionError, Infinity or NaN)
            double q = runtime::nanos_fdiv(a, runtime::time_data(r).nsecs());
            if (std::isinf(q)) ev.fail(*node.left, "The result of the / expression is Infinity");
            return Value(q);
        }
        if (r.is_integer()) {
            if (r.as_integer() == 0) ev.fail(*node.right, "Division by 0");
            return span(runtime::floor_div(a, r.as_integer()));
        }
        if (r.is_float()) {
            // Integer#div(Float): the quotient as a Float, floored
            if (r.as_float() == 0.0) ev.fail(*node.right, "Division by 0");
            return span(runtime::float_to_nanos(std::floor(static_cast<double>(a) / r.as_float())));
        }
        throw runtime::TimeError(fmt::format("A Timespan cannot be divided by {}", a_an(r.kind())));
    }
    if (op == "%") {
        // modulo is on whole seconds; Puppet's message doubles the article
        if (!r.is_integer())
            throw runtime::TimeError(
                fmt::format("Can not do modulus on a Timespan using a {}", a_an(r.kind())));
        if (r.as_integer() == 0) ev.fail(*node.right, "Division by 0");
        return Value(static_cast<std::int64_t>(
            runtime::floor_mod(runtime::time_data(l).to_i(), static_cast<Nanos>(r.as_integer()))));
    }
    not_applicable(ev, node, l.kind());
}

// Timestamp#+ - (timestamp.rb); `l` is a Timestamp
Value timestamp_op(const Evaluator& ev, const Arithmetic& node, const Value& l, const Value& r) {
    const runtime::Nanos a = runtime::time_data(l).nsecs();
    const std::string_view op = node.op;
    if (op == "+") {
        if (r.kind() == ValueKind::Timespan)
            return stamp(runtime::checked_add(a, runtime::time_data(r).nsecs()));
        if (r.is_number()) return stamp(runtime::checked_add(a, runtime::seconds_to_nanos(r)));
        throw runtime::TimeError(fmt::format("{} cannot be added to a Timestamp", a_an_uc(r.kind())));
    }
    if (op == "-") {
        if (r.kind() == ValueKind::Timestamp)
            return span(runtime::checked_add(a, -runtime::time_data(r).nsecs()));
        if (r.kind() == ValueKind::Timespan)
            return stamp(runtime::checked_add(a, -runtime::time_data(r).nsecs()));
        return stamp(runtime::checked_add(a, -runtime::seconds_to_nanos(r)));
    }
    not_applicable(ev, node, l.kind());
}

// evaluator_impl.rb #calculate when a Timespan or Timestamp takes part: a number on the left of `+` or a
// Timespan `*` swaps sides, `number - Timespan` makes the number a Timespan, anything else is an error.
Value time_arithmetic(const Evaluator& ev, const Arithmetic& node, Value l, Value r) {
    const std::string_view op = node.op;
    if (op == "%" && (l.is_float() || r.is_float())) {
        if (l.is_float()) not_applicable(ev, node, l.kind());
        ev.fail(*node.left, fmt::format("Operator '{}' is not applicable to {} when right side is {}.", op,
                                        a_an(l.kind()), a_an(r.kind())));
    }
    try {
        if (runtime::is_time(r) && !runtime::is_time(l)) {
            if (op == "+" || (op == "*" && r.kind() == ValueKind::Timespan)) {
                std::swap(l, r);
            } else if (op == "-" && r.kind() == ValueKind::Timespan) {
                l = span(runtime::seconds_to_nanos(l));
            } else {
                ev.fail(*node.left,
                        fmt::format("Operator '{}' is not applicable to {} when right side is {}.", op,
                                    a_an(l.kind()), a_an(r.kind())));
            }
        }
        return l.kind() == ValueKind::Timespan ? timespan_op(ev, node, l, r) : timestamp_op(ev, node, l, r);
    } catch (const runtime::TimeError& e) {
        ev.fail(node, fmt::format("Error while evaluating a '{}' expression, {}", op, e.what()));
    }
}

// Ruby `<=>` of a Timespan or Timestamp with a value of its own class or a number (nullopt: not comparable)
std::optional<int> time_cmp(const Value& t, const Value& o) {
    const runtime::TimeData& d = runtime::time_data(t);
    if (o.kind() == t.kind()) return d.compare(runtime::time_data(o));
    if (o.is_integer()) return d.compare(o.as_integer());
    if (o.is_float()) return d.compare(o.as_float());
    return std::nullopt;
}

} // namespace

Value negate(const Evaluator& ev, const Node& operand, const Value& v) {
    Value n = numeric(ev, operand, v);
    if (n.kind() == ValueKind::Timespan) return span(-runtime::time_data(n).nsecs());
    if (n.kind() == ValueKind::Timestamp) {
        // a Timestamp has no unary minus (Ruby's NoMethodError)
        ev.fail(operand, fmt::format("Error while evaluating an Unary Minus, undefined method `-@' for {}",
                                     runtime::time_inspect(n)));
    }
    if (n.is_integer()) {
        if (n.as_integer() == std::numeric_limits<std::int64_t>::min()) {
            ev.fail(operand, "The result of unary minus is outside the Integer range");
        }
        return Value(-n.as_integer());
    }
    return Value(-n.as_float());
}

namespace {

// evaluator_impl.rb #concatenate for a Binary or URI on the left of `+`
Value concatenate(const Evaluator& ev, const Arithmetic& node, const Value& left, const Value& right) {
    if (left.kind() == ValueKind::Binary) {
        if (right.kind() != ValueKind::Binary)
            ev.fail(node, "Error while evaluating a '+' expression, Can only append Binary to a Binary");
        return runtime::binary_value(runtime::as_binary(left).bytes() + runtime::as_binary(right).bytes());
    }
    if (!right.is_string() && right.kind() != ValueKind::URI)
        ev.fail(node,
                "Error while evaluating a '+' expression, An URI can only be merged with an URI or String");
    try {
        const runtime::Uri& base = runtime::as_uri(left);
        if (right.is_string()) return runtime::uri_value(base.merge(runtime::Uri::parse(right.as_string())));
        return runtime::uri_value(base.merge(runtime::as_uri(right)));
    } catch (const runtime::UriError& e) {
        ev.fail(node, fmt::format("Error while evaluating a '+' expression, {}", e.what()));
    }
}

// A Version operand: Ruby's Version has no arithmetic, and a number cannot be coerced to meet it.
[[noreturn]] void version_operand(const Evaluator& ev, const Arithmetic& node, const Value& l) {
    const std::string_view op = node.op;
    if (l.kind() == ValueKind::SemVer)
        ev.fail(*node.left, fmt::format("Operator '{}' is not applicable to a Semver.", op));
    if (op == "<<" || op == ">>" || (op == "%" && l.is_float()))
        ev.fail(*node.left, fmt::format("Operator '{}' is not applicable to {}.", op,
                                        l.is_integer() ? "an Integer" : "a Float"));
    ev.fail(node,
            fmt::format("Error while evaluating a '{}' expression, can't convert SemanticPuppet::Version "
                        "into Float",
                        op));
}

} // namespace

Value arithmetic(const Evaluator& ev, const Arithmetic& node, const Value& left, const Value& right) {
    const std::string_view op = node.op;
    if ((left.kind() == ValueKind::Binary || left.kind() == ValueKind::URI) && op == "+")
        return concatenate(ev, node, left, right);
    const bool collection_op = op == "+" || op == "-" || op == "<<";
    if (left.is_array() && collection_op) {
        std::vector<Value> out = left.as_array();
        if (op == "+") {
            if (right.is_array()) {
                out.insert(out.end(), right.as_array().begin(), right.as_array().end());
            } else if (right.is_hash()) {
                for (const auto& [k, v] : right.as_hash())
                    out.emplace_back(std::vector<Value>{k, v});
            } else {
                out.push_back(right);
            }
            return Value(std::move(out));
        }
        if (op == "-") {
            std::vector<Value> remove;
            if (right.is_array())
                remove = right.as_array();
            else if (right.is_hash()) {
                for (const auto& [k, v] : right.as_hash())
                    remove.emplace_back(std::vector<Value>{k, v});
            } else
                remove.push_back(right);
            // Ruby's Array#- compares with eql? alone while either array is small, through a Hash (hash, then
            // eql?) otherwise. The two differ for Timespans and Timestamps only: equal values are eql? but
            // hash by identity.
            constexpr std::size_t kSmallArrayLen = 16;
            bool small = out.size() <= kSmallArrayLen || remove.size() <= kSmallArrayLen;
            auto same = [&](const Value& a, const Value& b) {
                if (small && runtime::is_time(a) && a.kind() == b.kind())
                    return runtime::time_data(a).compare(runtime::time_data(b)) == 0;
                return a.eql(b);
            };
            std::vector<Value> kept;
            for (const Value& v : out) {
                bool drop = false;
                for (const Value& r : remove)
                    drop = drop || same(v, r);
                if (!drop) kept.push_back(v);
            }
            return Value(std::move(kept));
        }
        out.push_back(right); // <<
        return Value(std::move(out));
    }
    if (left.is_hash() && collection_op) {
        Hash out = left.as_hash();
        if (op == "+") {
            if (right.is_hash()) {
                for (const auto& [k, v] : right.as_hash())
                    out.set(k, v);
                return Value(std::move(out));
            }
            if (right.is_array()) {
                const auto& a = right.as_array();
                bool pairs = !a.empty() && a[0].is_array();
                if (pairs) {
                    for (const Value& p : a) {
                        if (!p.is_array() || p.as_array().size() != 2) {
                            ev.fail(node,
                                    "Error while evaluating a '+' expression, Can only append Array or Hash "
                                    "to a Hash");
                        }
                        out.set(p.as_array()[0], p.as_array()[1]);
                    }
                } else {
                    if (a.size() % 2 != 0) {
                        ev.fail(node,
                                "Error while evaluating a '+' expression, odd number of arguments for Hash");
                    }
                    for (std::size_t i = 0; i + 1 < a.size(); i += 2)
                        out.set(a[i], a[i + 1]);
                }
                return Value(std::move(out));
            }
            ev.fail(node, "Error while evaluating a '+' expression, Can only append Array or Hash to a Hash");
        }
        if (op == "-") {
            if (right.is_hash()) {
                for (const auto& [k, v] : right.as_hash())
                    out.erase(k);
            } else if (right.is_array()) {
                for (const Value& k : right.as_array())
                    out.erase(k);
            } else {
                out.erase(right);
            }
            return Value(std::move(out));
        }
        ev.fail(*node.left, fmt::format("Operator '{}' is not applicable to a Hash.", op));
    }
    Value l = numeric(ev, *node.left, left);
    Value r = numeric(ev, *node.right, right);
    if (l.kind() == ValueKind::SemVer || r.kind() == ValueKind::SemVer) version_operand(ev, node, l);
    if (runtime::is_time(l) || runtime::is_time(r)) return time_arithmetic(ev, node, l, r);
    if (l.is_integer() && r.is_integer()) return integer_op(ev, node, l.as_integer(), r.as_integer());
    if ((op == "<<" || op == ">>") && l.is_integer() && std::isfinite(r.as_number())) {
        // Integer#<< and #>> take any count through to_int: a Float count is truncated (8 >> 1.5 is 4);
        // a count beyond 2**62 shifts everything out either way
        constexpr double kLimit = 4611686018427387904.0;
        double count = std::trunc(std::clamp(r.as_number(), -kLimit, kLimit));
        return integer_op(ev, node, l.as_integer(), static_cast<std::int64_t>(count));
    }
    if (op == "%" || op == "<<" || op == ">>") {
        if (l.is_float()) ev.fail(*node.left, fmt::format("Operator '{}' is not applicable to a Float.", op));
        ev.fail(*node.left,
                fmt::format("Operator '{}' is not applicable to an Integer when right side is a Float.", op));
    }
    return float_op(ev, node, l.as_number(), r.as_number());
}

bool puppet_equals(const Value& a, const Value& b) {
    if (a.is_number() && b.is_number()) {
        if (a.is_integer() && b.is_integer()) return a.as_integer() == b.as_integer();
        return a.as_number() == b.as_number();
    }
    // Timespans and Timestamps are Ruby Numerics: equal to a number of seconds by <=>
    if (runtime::is_time(a)) return time_cmp(a, b) == 0;
    if (runtime::is_time(b)) return a.is_number() && time_cmp(b, a) == 0;
    if (a.kind() != b.kind()) return false;
    switch (a.kind()) {
    case ValueKind::String:
        return ascii_lower(a.as_string()) == ascii_lower(b.as_string());
    case ValueKind::Array: {
        const auto& x = a.as_array();
        const auto& y = b.as_array();
        if (x.size() != y.size()) return false;
        for (std::size_t i = 0; i < x.size(); ++i) {
            if (!puppet_equals(x[i], y[i])) return false;
        }
        return true;
    }
    case ValueKind::Hash: {
        const Hash& x = a.as_hash();
        const Hash& y = b.as_hash();
        if (x.size() != y.size()) return false;
        for (const auto& [k, v] : x) {
            const Value* o = y.find(k);
            if (o == nullptr || !puppet_equals(v, *o)) return false;
        }
        return true;
    }
    case ValueKind::URI:
        return runtime::as_uri(a).equals(runtime::as_uri(b));
    default:
        return a.eql(b);
    }
}

Value compare(const Evaluator& ev, const Comparison& node, const Value& left, const Value& right) {
    const std::string_view op = node.op;
    if (left.is_type()) {
        // types compare by assignability (type_calculator.rb): equal when mutually assignable, A < B when
        // every A is a B and they differ; a type is neither equal to, smaller nor greater than a value
        if (!right.is_type()) return Value(op == "!=");
        bool a_in_b = runtime::is_assignable(right.as_type(), left.as_type());
        bool b_in_a = runtime::is_assignable(left.as_type(), right.as_type());
        bool same = runtime::eql(left.as_type(), right.as_type()) || (a_in_b && b_in_a);
        if (op == "==") return Value(same);
        if (op == "!=") return Value(!same);
        if (op == "<") return Value(a_in_b && !same);
        if (op == "<=") return Value(a_in_b);
        if (op == ">") return Value(b_in_a && !same);
        return Value(b_in_a);
    }
    if (op == "==") return Value(puppet_equals(left, right));
    if (op == "!=") return Value(!puppet_equals(left, right));
    int c = 0;
    if (left.kind() == ValueKind::SemVer) {
        if (right.kind() != ValueKind::SemVer) {
            ev.fail(node, fmt::format("Comparison of: Semver {} {}, is not possible. Caused by 'Versions not "
                                      "comparable to non Versions'.",
                                      op, runtime::kind_name(right.kind())));
        }
        c = runtime::as_semver(left).compare(runtime::as_semver(right));
    } else if (left.is_number() && right.kind() == ValueKind::SemVer) {
        // Integer#<=> coerces its operand to a Float, which a Version refuses
        ev.fail(node, fmt::format("Error while evaluating a '{}' expression, can't convert "
                                  "SemanticPuppet::Version into Float",
                                  op));
    } else if (left.is_number() && right.is_number()) {
        if (left.is_integer() && right.is_integer()) {
            c = left.as_integer() < right.as_integer() ? -1
                                                       : (left.as_integer() > right.as_integer() ? 1 : 0);
        } else {
            double a = left.as_number();
            double b = right.as_number();
            c = a < b ? -1 : (a > b ? 1 : 0);
        }
    } else if (left.is_string() && right.is_string()) {
        c = ascii_lower(left.as_string()).compare(ascii_lower(right.as_string()));
        c = c < 0 ? -1 : (c > 0 ? 1 : 0);
    } else if (runtime::is_time(left) && time_cmp(left, right)) {
        c = *time_cmp(left, right);
    } else if (left.is_number() && runtime::is_time(right) && time_cmp(right, left)) {
        c = -*time_cmp(right, left);
    } else {
        std::string detail =
            left.is_string()   ? "A String is not comparable to a non String"
            : left.is_number() ? "A Numeric is not comparable to non Numeric"
            : left.kind() == ValueKind::Timespan
                ? "Timespans are only comparable to Timespans, Integers, and Floats"
            : left.kind() == ValueKind::Timestamp
                ? "Timestamps are only comparable to Timestamps, Integers, and Floats"
                : "Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable";
        ev.fail(node, fmt::format("Comparison of: {} {} {}, is not possible. Caused by '{}'.",
                                  runtime::value_label(left), op, runtime::value_label(right), detail));
    }
    if (op == "<") return Value(c < 0);
    if (op == "<=") return Value(c <= 0);
    if (op == ">") return Value(c > 0);
    return Value(c >= 0);
}

std::optional<bool> version_match(const Value& left, const Value& pattern) {
    if (pattern.kind() == ValueKind::SemVerRange)
        return runtime::range_includes(runtime::as_version_range(pattern), left);
    if (pattern.kind() != ValueKind::SemVer) return std::nullopt;
    const runtime::SemVer& version = runtime::as_semver(pattern);
    if (left.kind() == ValueKind::SemVer) return version.eql(runtime::as_semver(left));
    if (!left.is_string()) return false;
    try {
        return version.eql(runtime::SemVer::parse(left.as_string()));
    } catch (const runtime::VersionError&) {
        return false; // match_Version rescues ArgumentError
    }
}

namespace {

// compare_operator.rb #include_Array: a String or Version needle is matched against each element, anything
// else compared for equality
bool element_in(const Value& needle, const Value& element) {
    if (needle.is_string() || needle.kind() == ValueKind::SemVer) {
        if (auto m = version_match(needle, element)) return *m;
    }
    return puppet_equals(needle, element);
}

// #include_Binary: a Binary or String is a byte substring, a number one of the bytes
bool in_binary(const Value& needle, const std::string& bytes) {
    if (needle.kind() == ValueKind::Binary)
        return bytes.find(runtime::as_binary(needle).bytes()) != std::string::npos;
    if (needle.is_string()) return bytes.find(needle.as_string()) != std::string::npos;
    if (needle.is_number()) {
        return std::any_of(bytes.begin(), bytes.end(), [&](char c) {
            return static_cast<double>(static_cast<unsigned char>(c)) == needle.as_number();
        });
    }
    return false;
}

} // namespace

bool value_in(const Value& needle, const Value& haystack) {
    if (haystack.is_string()) {
        if (!needle.is_string()) return false;
        return ascii_lower(haystack.as_string()).find(ascii_lower(needle.as_string())) != std::string::npos;
    }
    if (haystack.is_array()) {
        for (const Value& v : haystack.as_array()) {
            if (element_in(needle, v)) return true;
        }
        return false;
    }
    if (haystack.is_hash()) {
        for (const auto& [k, v] : haystack.as_hash()) {
            if (element_in(needle, k)) return true;
        }
        return false;
    }
    if (haystack.kind() == ValueKind::SemVerRange)
        return runtime::range_includes(runtime::as_version_range(haystack), needle);
    if (haystack.kind() == ValueKind::Binary) return in_binary(needle, runtime::as_binary(haystack).bytes());
    return false;
}

namespace {

// access_operator.rb: [start, count] with a negative start from the end and a negative count meaning
// "up to that index from the end". Puppet makes a negative count absolute against the start counted from
// the end *before* it moves a start that is still before the beginning to 0 (shortening the count), then
// slices as Ruby's `o[k1, k2]`: nothing for a negative count or a start past the end.
bool slice_bounds(std::int64_t size, std::int64_t start, std::int64_t count, std::int64_t& from,
                  std::int64_t& len) {
    std::int64_t k1 = start < 0 ? size + start : start;
    std::int64_t k2 = count < 0 ? size - k1 + count + 1 : count;
    if (k1 < 0) {
        k2 += k1;
        k1 = 0;
    }
    if (k1 > size || k2 < 0) return false;
    from = k1;
    len = std::min(k2, size - k1);
    return true;
}

// A character index of a substring (access_String): Utils.to_n without the coercion warning, so numeric
// strings work; anything that is not then an Integer fails on its key.
std::int64_t integer_key(const Evaluator& ev, const Access& node, const Value& k, std::size_t i) {
    Value n = k;
    if (k.is_string()) string_to_number(k.as_string(), n);
    if (n.is_integer()) return n.as_integer();
    // bad_key_type_name: the generalized type of the number, or of the key when it is not one
    std::string type = n.is_undef()     ? "Undef"
                       : n.is_default() ? "Default"
                                        : runtime::to_string(*runtime::generalize(runtime::infer(n)));
    ev.fail(*node.keys[std::min(i, node.keys.size() - 1)],
            fmt::format("A substring operation does not accept {} as a character index. Expected an Integer",
                        runtime::with_article(type)));
}

// An Array index (access_Array): coerced to a number (numeric strings with the coercion warning), which
// must then be an Integer.
std::int64_t array_index(const Evaluator& ev, const Access& node, const Value& k, std::size_t i) {
    const Node& at = *node.keys[std::min(i, node.keys.size() - 1)];
    Value n = numeric(ev, at, k);
    if (!n.is_integer()) {
        ev.fail(at, fmt::format("An Array[] cannot use {} where Integer is expected",
                                runtime::to_string(*runtime::generalize(runtime::infer(n)))));
    }
    return n.as_integer();
}

} // namespace

Value access(const Evaluator& ev, const Access& node, const Value& left, const std::vector<Value>& keys) {
    if (left.is_array()) {
        const auto& a = left.as_array();
        auto size = static_cast<std::int64_t>(a.size());
        if (keys.size() == 1) {
            std::int64_t i = array_index(ev, node, keys[0], 0);
            if (i < 0) i += size;
            return (i < 0 || i >= size) ? Value() : a[static_cast<std::size_t>(i)];
        }
        if (keys.size() == 2) {
            std::int64_t from = 0;
            std::int64_t len = 0;
            if (!slice_bounds(size, array_index(ev, node, keys[0], 0), array_index(ev, node, keys[1], 1),
                              from, len)) {
                return Value(std::vector<Value>{});
            }
            return Value(std::vector<Value>(a.begin() + from, a.begin() + from + len));
        }
        ev.fail(node, fmt::format("Array supports [] with one or two arguments. Got {}", keys.size()));
    }
    if (left.is_hash()) {
        const Hash& h = left.as_hash();
        if (keys.size() == 1) {
            const Value* v = h.find(keys[0]);
            return v == nullptr ? Value() : *v;
        }
        std::vector<Value> found;
        for (const Value& k : keys) {
            if (const Value* v = h.find(k)) found.push_back(*v);
        }
        return Value(std::move(found));
    }
    if (left.is_string()) {
        // indexes count characters (code points)
        const std::string& s = left.as_string();
        std::vector<std::size_t> starts;
        for (std::size_t i = 0; i < s.size(); i += lexer::utf8_length(static_cast<unsigned char>(s[i]))) {
            starts.push_back(i);
        }
        auto size = static_cast<std::int64_t>(starts.size());
        auto substr = [&](std::int64_t from, std::int64_t len) {
            std::size_t b = static_cast<std::size_t>(from) < starts.size()
                                ? starts[static_cast<std::size_t>(from)]
                                : s.size();
            std::size_t e = static_cast<std::size_t>(from + len) < starts.size()
                                ? starts[static_cast<std::size_t>(from + len)]
                                : s.size();
            return Value(s.substr(b, e - b));
        };
        if (keys.size() == 1) {
            std::int64_t i = integer_key(ev, node, keys[0], 0);
            if (i < 0) i += size;
            if (i < 0 || i >= size) return Value(std::string());
            return substr(i, 1);
        }
        if (keys.size() == 2) {
            std::int64_t from = 0;
            std::int64_t len = 0;
            if (!slice_bounds(size, integer_key(ev, node, keys[0], 0), integer_key(ev, node, keys[1], 1),
                              from, len)) {
                return Value(std::string());
            }
            return substr(from, len);
        }
        ev.fail(node, fmt::format("String supports [] with one or two arguments. Got {}", keys.size()));
    }
    ev.fail(node, fmt::format("Operator '[]' is not applicable to {}.",
                              runtime::with_article(runtime::value_label(left))));
}

std::optional<Value> member_call(const Value* receiver, std::string_view name) {
    if (receiver == nullptr) return std::nullopt;
    return runtime::object_member(*receiver, name);
}

} // namespace pp::evaluator
