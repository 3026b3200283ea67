// The collection family of Puppet 7's core functions (lib/puppet/functions/): length, size, keys, values,
// empty, flatten, sort, unique, min, max, compare, dig, get, lest, then. index, reverse_each, step, slice,
// group_by, partition and tree_each are in collection_walk_functions.cpp.
#include "evaluator/dispatch.hpp"
#include "lexer/chars.hpp"
#include "runtime/binary.hpp"
#include "runtime/iterator.hpp"
#include "runtime/object.hpp"
#include "runtime/regexp.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/types.hpp"
#include "stdlib/collection_internal.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <regex>
#include <string>
#include <string_view>
#include <vector>

namespace pp::stdlib {

using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::rep;
using evaluator::req;
using evaluator::Value;
using runtime::Hash;
using runtime::ValueKind;
using Args = std::span<const Value>;

// ---- shared helpers --------------------------------------------------------------------------------------

namespace detail {

Value call(CallContext& ctx, std::vector<Value> args) {
    return ctx.evaluator.call_lambda(*ctx.block, *ctx.block_scope, args);
}

Arity arity(const parser::Lambda& block) {
    Arity a;
    for (const parser::Parameter* p : block.parameters) {
        if (p->captures_rest) {
            a.max = static_cast<std::size_t>(-1);
            a.variable = true;
            break;
        }
        ++a.max;
        if (p->value == nullptr)
            ++a.min;
        else
            a.variable = true;
    }
    return a;
}

[[noreturn]] void block_mismatch(CallContext& ctx, std::size_t lo, std::size_t hi) {
    Arity a = arity(*ctx.block);
    auto got = static_cast<std::int64_t>(a.min > hi ? a.min : a.max);
    auto l = static_cast<std::int64_t>(lo);
    auto h = static_cast<std::int64_t>(hi);
    bool one = (l == 1 && h == 1) || (l == 0 && h == 1);
    throw FunctionError(fmt::format("'{}' block expects {} argument{}, got {}", ctx.name,
                                    evaluator::count_range_text(l, h, "no"), one ? "" : "s",
                                    evaluator::count_range_text(got, got, "none")));
}

std::size_t block_serving(CallContext& ctx, std::initializer_list<std::size_t> allowed) {
    Arity a = arity(*ctx.block);
    for (std::size_t n : allowed)
        if (a.accepts(n)) return n;
    std::size_t lo = *allowed.begin();
    std::size_t hi = lo;
    for (std::size_t n : allowed) {
        lo = std::min(lo, n);
        hi = std::max(hi, n);
    }
    block_mismatch(ctx, lo, hi);
}

std::size_t char_count(std::string_view s) {
    std::size_t n = 0;
    for (char c : s)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
    return n;
}

std::vector<Value> elements(const Value& v) {
    return iterable_elements(v);
}

} // namespace detail

using detail::block_serving;
using detail::call;
using detail::char_count;
using detail::elements;

namespace {

// Puppet.warn_once('deprecations', key, message, file, line): logged once per evaluation.
void warn_once(CallContext& ctx, const char* key, const std::string& message, bool with_line = false) {
    std::string suffix = "\n   (file & line not available)";
    if (with_line) {
        evaluator::Location at = ctx.evaluator.location(ctx.call);
        const auto& file = ctx.evaluator.sources().file(at.file);
        suffix = fmt::format("\n   (file: {}, line: {})", file.path(), file.line_col(at.begin).line);
    }
    // keys that depend on the location (empty()) are remembered per message and location
    if (!ctx.evaluator.warn_once(std::string(key) + suffix)) return;
    ctx.evaluator.logger().located(evaluator::LogLevel::Warning, message + suffix, evaluator::Location{});
}

// ---- Ruby's <=> on Puppet values -------------------------------------------------------------------------

// The Ruby class of a value, as Ruby's "comparison of X with Y failed" names it.

int sign(int c) {
    return c < 0 ? -1 : c > 0 ? 1 : 0;
}

// Ruby `a <=> b`; nullopt where Ruby gives nil (values that do not compare).
std::optional<int> ruby_cmp(const Value& a, const Value& b) {
    if (a.is_number() && b.is_number()) {
        if (a.is_integer() && b.is_integer())
            return a.as_integer() < b.as_integer() ? -1 : a.as_integer() > b.as_integer() ? 1 : 0;
        double x = a.as_number();
        double y = b.as_number();
        if (x != x || y != y) return std::nullopt;
        return x < y ? -1 : x > y ? 1 : 0;
    }
    if (a.is_string() && b.is_string()) return sign(a.as_string().compare(b.as_string()));
    if (runtime::is_time(a)) {
        // TimeData#<=>: its own class, or whole seconds against an Integer, to_f against a Float
        const runtime::TimeData& d = runtime::time_data(a);
        if (b.kind() == a.kind()) return d.compare(runtime::time_data(b));
        if (b.is_integer()) return d.compare(b.as_integer());
        if (b.is_float()) return d.compare(b.as_float());
        return std::nullopt;
    }
    if (a.is_number() && runtime::is_time(b)) {
        // Integer#<=> coerces the TimeData to a Float
        double x = a.as_number();
        double y = runtime::time_data(b).to_f();
        if (x != x) return std::nullopt;
        return x < y ? -1 : x > y ? 1 : 0;
    }
    if (a.kind() == ValueKind::SemVer && b.kind() == ValueKind::SemVer)
        return runtime::as_semver(a).compare(runtime::as_semver(b));
    if (a.is_array() && b.is_array()) {
        const auto& x = a.as_array();
        const auto& y = b.as_array();
        for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
            auto c = ruby_cmp(x[i], y[i]);
            if (!c) return std::nullopt;
            if (*c != 0) return c;
        }
        return x.size() < y.size() ? -1 : x.size() > y.size() ? 1 : 0;
    }
    if (a.eql(b)) return 0;
    return std::nullopt;
}

// Ruby's rb_cmperr: the right operand is named by its inspect when it is an immediate (Integer, Float, nil,
// true, false, a Symbol), else by its class.
int ruby_cmp_or_fail(const Value& a, const Value& b) {
    auto c = ruby_cmp(a, b);
    if (c) return *c;
    std::string right = runtime::ruby_class_name(b);
    if (b.is_number()) right = runtime::to_s(b);
    if (b.is_boolean()) right = b.as_boolean() ? "true" : "false";
    if (b.is_undef()) right = "nil";
    if (b.is_default()) right = ":default";
    throw FunctionError(fmt::format("comparison of {} with {} failed", runtime::ruby_class_name(a), right));
}

// Ruby's rb_cmpint on a block's result.
int block_result(const Value& r) {
    if (r.is_integer()) return r.as_integer() < 0 ? -1 : r.as_integer() > 0 ? 1 : 0;
    if (r.is_float()) return r.as_float() < 0 ? -1 : r.as_float() > 0 ? 1 : 0;
    throw FunctionError(fmt::format("comparison of {} with 0 failed", runtime::ruby_class_name(r)));
}

// A merge sort comparing (left, right) in the order Ruby's sort meets them, so that an error names the
// classes as Ruby does; stable, and safe with a block that is not a consistent ordering.
template <class Cmp>
void merge_sort(std::vector<Value>& v, Cmp cmp) {
    if (v.size() < 2) return;
    std::vector<Value> left(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2));
    std::vector<Value> right(v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
    merge_sort(left, cmp);
    merge_sort(right, cmp);
    std::size_t i = 0;
    std::size_t j = 0;
    std::size_t k = 0;
    while (i < left.size() && j < right.size())
        v[k++] = cmp(left[i], right[j]) <= 0 ? left[i++] : right[j++];
    while (i < left.size())
        v[k++] = left[i++];
    while (j < right.size())
        v[k++] = right[j++];
}

std::vector<Value> sorted(CallContext& ctx, std::vector<Value> items) {
    if (ctx.block != nullptr) {
        block_serving(ctx, {2});
        merge_sort(items, [&](const Value& a, const Value& b) { return block_result(call(ctx, {a, b})); });
    } else {
        merge_sort(items, ruby_cmp_or_fail);
    }
    return items;
}

// ---- unique
// ------------------------------------------------------------------------------------------------

std::vector<Value> uniq(CallContext& ctx, const std::vector<Value>& items) {
    Hash seen;
    std::vector<Value> out;
    for (const Value& e : items) {
        Value key = ctx.block != nullptr ? call(ctx, {e}) : e;
        if (seen.contains(key)) continue;
        seen.set(key, Value(true));
        out.push_back(e);
    }
    return out;
}

// ---- min / max
// -----------------------------------------------------------------------------------------------

bool numeric_string(const std::string& s) {
    static const std::regex re(R"(^-?\d+([._eE]\d+)?$)");
    return s.find('\n') == std::string::npos && std::regex_match(s, re);
}

// Ruby String#to_f: the leading number, underscores allowed between digits.
double ruby_to_f(const std::string& s) {
    std::string clean;
    for (char c : s)
        if (c != '_') clean += c;
    return std::strtod(clean.c_str(), nullptr);
}

// min (sign -1) or max (sign 1) of the values, following Puppet 7's comparison rules per dispatch.
Value extreme(CallContext& ctx, const std::vector<Value>& values, int want) {
    const char* fn = want < 0 ? "min" : "max";
    if (ctx.block != nullptr) {
        block_serving(ctx, {2});
        if (values.empty()) return Value();
        Value result = values[0];
        for (std::size_t i = 1; i < values.size(); ++i) {
            if (block_result(call(ctx, {values[i], result})) == want) result = values[i];
        }
        return result;
    }
    if (values.empty())
        throw FunctionError(fmt::format("{}(): Wrong number of arguments need at least one", fn));
    bool all_numeric = true;
    bool all_strings = true;
    for (const Value& v : values) {
        all_numeric = all_numeric && v.is_number();
        all_strings = all_strings && v.is_string();
    }
    std::string numeric_key = fmt::format("\x01warn_once {}_function_numeric_coerce_string", fn);
    std::string any_key = fmt::format("\x01warn_once {}_function_string_coerce_any", fn);
    auto coerce_warning = [&] {
        warn_once(
            ctx, numeric_key.c_str(),
            fmt::format("The {}() function's auto conversion of String to Numeric is deprecated - change to "
                        "convert input before calling, or use lambda",
                        fn));
    };
    Value result = values[0];
    for (std::size_t i = 1; i < values.size(); ++i) {
        const Value& v = values[i];
        int c = 0;
        if (all_numeric) {
            c = ruby_cmp_or_fail(v, result);
        } else {
            std::string as = all_strings ? v.as_string() : runtime::to_s(v);
            std::string bs = all_strings ? result.as_string() : runtime::to_s(result);
            if (numeric_string(as) && numeric_string(bs)) {
                coerce_warning();
                double x = ruby_to_f(as);
                double y = ruby_to_f(bs);
                c = x < y ? -1 : x > y ? 1 : 0;
            } else {
                if (!all_strings) {
                    warn_once(
                        ctx, any_key.c_str(),
                        fmt::format("The {}() function's auto conversion of Any to String is deprecated - "
                                    "change to convert input before calling, or use lambda",
                                    fn));
                }
                c = sign(as.compare(bs));
            }
        }
        if (c == want) result = v;
    }
    return result;
}

// ---- compare ---------------------------------------------------------------------------------------------

// Ruby String#casecmp: ASCII case folded, then bytes.
int casecmp(const std::string& a, const std::string& b) {
    auto fold = [](std::string s) {
        for (char& c : s)
            if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
        return s;
    };
    return sign(fold(a).compare(fold(b)));
}

bool comparable(const Value& v) {
    return v.is_string() || v.is_number() || v.kind() == ValueKind::SemVer ||
           v.kind() == ValueKind::Timespan || v.kind() == ValueKind::Timestamp;
}

Value compare(Args args) {
    const Value& a = args[0];
    const Value& b = args[1];
    if (args.size() == 2 && a.is_number() && b.is_number()) return Value(ruby_cmp_or_fail(a, b));
    if (args.size() == 2 && runtime::is_time(b) && a.is_number())
        return Value(-ruby_cmp_or_fail(b, a)); // on_time_num_first
    if (args.size() == 2 && runtime::is_time(a) && (b.is_number() || b.kind() == a.kind()))
        return Value(ruby_cmp_or_fail(a, b));
    if (args.size() <= 3 && a.is_string() && b.is_string() && (args.size() == 2 || args[2].is_boolean())) {
        bool ignore_case = args.size() == 2 || args[2].as_boolean();
        return Value(ignore_case ? casecmp(a.as_string(), b.as_string())
                                 : sign(a.as_string().compare(b.as_string())));
    }
    auto fail = [](const std::string& msg) { throw FunctionError("'compare' " + msg); };
    if (!comparable(a) || !comparable(b)) {
        fail(fmt::format("compare(): Non comparable type. Only values of the types Numeric, String, Semver, "
                         "Timestamp and Timestamp can be compared. Got {} and {}",
                         runtime::value_label(a), runtime::value_label(b)));
    }
    if (args.size() > 2) {
        if (!a.is_string() || !b.is_string())
            fail("compare(): The third argument (ignore case) can only be used when comparing strings");
        if (args.size() != 3)
            fail(fmt::format("compare(): Accepts at most 3 arguments, got {}", args.size()));
        fail(fmt::format("compare(): The third argument (ignore case) must be a Boolean. Got {}",
                         runtime::value_label(args[2])));
    }
    if (runtime::ruby_class_name(a) != runtime::ruby_class_name(b) && !(a.is_number() && b.is_number())) {
        fail(
            fmt::format("compare(): Can only compare values of the same type (or for Timestamp/Timespan also "
                        "against Numeric). Got {} and {}",
                        runtime::value_label(a), runtime::value_label(b)));
    }
    if (a.kind() == ValueKind::SemVer)
        return Value(static_cast<std::int64_t>(runtime::as_semver(a).compare(runtime::as_semver(b))));
    throw FunctionError(
        fmt::format("compare(): comparing {} values is not supported yet", runtime::value_label(a)));
}

// ---- dig / get
// -----------------------------------------------------------------------------------------------

// Puppet::ErrorWithData raised by dig: get() hands its data to the block.
struct DigError {
    std::string message;
    std::string issue_code;
    Hash details;
};

// Ruby's Array#inspect of a walked path: ["a", 0]
std::string inspect_path(const std::vector<Value>& path) {
    std::string out = "[";
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (i > 0) out += ", ";
        const Value& k = path[i];
        if (k.is_string()) {
            out += '"';
            for (char c : k.as_string()) {
                if (c == '"' || c == '\\') out += '\\';
                out += c;
            }
            out += '"';
        } else {
            out += runtime::to_s(k);
        }
    }
    return out + "]";
}

Value dig(const Value& data, std::span<const Value> keys) {
    std::vector<Value> walked;
    Value d = data;
    for (const Value& k : keys) {
        if (d.is_undef() || k.is_undef()) return Value();
        if (!d.is_array() && !d.is_hash()) {
            std::string t = runtime::to_string(*runtime::infer(d));
            throw DigError{fmt::format("The given data does not contain a Collection at {}, got '{}'",
                                       inspect_path(walked), t),
                           "EXPECTED_COLLECTION",
                           Hash{{Value("walked_path"), Value(walked)}, {Value("value_type"), Value(t)}}};
        }
        walked.push_back(k);
        if (d.is_array()) {
            if (!k.is_integer()) {
                std::string t = runtime::to_string(*runtime::infer(k));
                throw DigError{fmt::format("The given data requires an Integer index at {}, got '{}'",
                                           inspect_path(walked), t),
                               "EXPECTED_INTEGER_INDEX",
                               Hash{{Value("walked_path"), Value(walked)}, {Value("index_type"), Value(t)}}};
            }
            const auto& a = d.as_array();
            std::int64_t i = k.as_integer();
            if (i < 0) i += static_cast<std::int64_t>(a.size());
            if (i < 0 || i >= static_cast<std::int64_t>(a.size())) return Value();
            Value next = a[static_cast<std::size_t>(i)];
            d = std::move(next);
        } else {
            const Value* found = d.as_hash().find(k);
            if (found == nullptr) return Value();
            Value next = *found;
            d = std::move(next);
        }
    }
    return d;
}

// Lookup::SubLookup#split_key on "x." + navigation, without the leading "x": quoted segments keep dots,
// segments that are integers become Integers.
std::vector<Value> split_navigation(const std::string& navigation) {
    static const auto re = runtime::Regexp::compile(R"((\s*"[^"]+"\s*|\s*'[^']+'\s*|[^'".]+))");
    const FunctionError syntax("Syntax error in dotted-navigation string");
    std::vector<std::string> segments = re->split("x." + navigation);
    if (segments.empty() || segments.front() != "") throw syntax;
    segments.erase(segments.begin());
    std::size_t count = segments.size();
    if (count == 0) throw syntax;
    std::vector<std::string> kept;
    for (std::string& s : segments)
        if (s != ".") kept.push_back(std::move(s));
    if (kept.size() * 2 != count + 1) throw syntax;
    static const std::regex integer(R"(^(:?[+-]?[0-9]+)$)");
    std::vector<Value> out;
    for (std::string& s : kept) {
        std::size_t b = s.find_first_not_of(" \t\n\v\f\r");
        std::size_t e = s.find_last_not_of(" \t\n\v\f\r");
        s = b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
        if (!s.empty() && (s.front() == '"' || s.front() == '\''))
            out.emplace_back(s.substr(1, s.size() - 2));
        else if (std::regex_match(s, integer))
            out.emplace_back(static_cast<std::int64_t>(std::strtoll(s.c_str(), nullptr, 10)));
        else
            out.emplace_back(s);
    }
    out.erase(out.begin()); // the "x"
    return out;
}

Value empty_value(CallContext& ctx, const Value& v) {
    switch (v.kind()) {
    case ValueKind::Array:
        return Value(v.as_array().empty());
    case ValueKind::Hash:
        return Value(v.as_hash().empty());
    case ValueKind::String:
        return Value(v.as_string().empty());
    case ValueKind::Sensitive:
        return Value(v.sensitive_inner().as_string().empty());
    case ValueKind::Undef:
        return Value(true);
    case ValueKind::Integer:
    case ValueKind::Float:
        warn_once(ctx, "\x01warn_once empty", "Calling function empty() with Numeric value is deprecated.",
                  true);
        return Value(false);
    default: // Binary
        return Value(runtime::as_binary(v).size() == 0);
    }
}

Value length_of(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Array:
        return Value(static_cast<std::int64_t>(v.as_array().size()));
    case ValueKind::Hash:
        return Value(static_cast<std::int64_t>(v.as_hash().size()));
    case ValueKind::String:
        return Value(static_cast<std::int64_t>(char_count(v.as_string())));
    default: // Binary: its bytes
        return Value(static_cast<std::int64_t>(runtime::as_binary(v).size()));
    }
}

void flatten_into(std::vector<Value>& out, const Value& v) {
    if (!v.is_array()) {
        out.push_back(v);
        return;
    }
    for (const Value& e : v.as_array())
        flatten_into(out, e);
}

} // namespace

void register_collection_functions(evaluator::FunctionRegistry& registry) {
    using evaluator::add_function;
    using evaluator::BlockUse;

    add_function(registry, "length",
                 "The number of elements of a Collection, characters of a String or bytes of a Binary.",
                 {
                     Dispatch{{req("Collection", "arg")},
                              BlockUse::None,
                              [](CallContext&, Args args) { return length_of(args[0]); }},
                     Dispatch{{req("String", "arg")},
                              BlockUse::None,
                              [](CallContext&, Args args) { return length_of(args[0]); }},
                     Dispatch{{req("Binary", "arg")},
                              BlockUse::None,
                              [](CallContext&, Args args) { return length_of(args[0]); }},
                 });
    add_function(registry, "size", "The same as length().",
                 {Dispatch{{req("Variant[Collection, String, Binary]", "arg")},
                           BlockUse::None,
                           [](CallContext&, Args args) { return length_of(args[0]); }}});

    add_function(registry, "keys", "The keys of a Hash, in order.",
                 {Dispatch{{req("Hash", "hsh")}, BlockUse::None, [](CallContext&, Args args) {
                               std::vector<Value> out;
                               for (const auto& [k, v] : args[0].as_hash())
                                   out.push_back(k);
                               return Value(std::move(out));
                           }}});
    add_function(registry, "values", "The values of a Hash, in order.",
                 {Dispatch{{req("Hash", "hsh")}, BlockUse::None, [](CallContext&, Args args) {
                               std::vector<Value> out;
                               for (const auto& [k, v] : args[0].as_hash())
                                   out.push_back(v);
                               return Value(std::move(out));
                           }}});

    auto empty_body = [](CallContext& ctx, Args args) { return empty_value(ctx, args[0]); };
    add_function(
        registry, "empty",
        "True for an empty Collection, String, Binary or Sensitive String, and for undef; false (and "
        "deprecated) for a Numeric.",
        {
            Dispatch{{req("Collection", "coll")}, BlockUse::None, empty_body},
            Dispatch{{req("Sensitive[String]", "str")}, BlockUse::None, empty_body},
            Dispatch{{req("String", "str")}, BlockUse::None, empty_body},
            Dispatch{{req("Numeric", "num")}, BlockUse::None, empty_body},
            Dispatch{{req("Binary", "bin")}, BlockUse::None, empty_body},
            Dispatch{{req("Undef", "x")}, BlockUse::None, empty_body},
        });

    add_function(registry, "flatten",
                 "Returns an Array of the arguments with nested arrays flattened (a Hash stays a Hash).",
                 {Dispatch{{rep("Any", "args")}, BlockUse::None, [](CallContext&, Args args) {
                               std::vector<Value> out;
                               for (const Value& a : args)
                                   flatten_into(out, a);
                               return Value(std::move(out));
                           }}});

    add_function(
        registry, "sort",
        "Sorts an Array (or the characters of a String) with Ruby's <=>, or with a block returning "
        "-1, 0 or 1.",
        {
            Dispatch{{req("String", "string_value")},
                     BlockUse::Optional,
                     [](CallContext& ctx, Args args) {
                         std::string out;
                         for (const Value& c : sorted(ctx, elements(args[0])))
                             out += c.as_string();
                         return Value(std::move(out));
                     },
                     "Callable[2,2]"},
            Dispatch{{req("Array", "array_value")},
                     BlockUse::Optional,
                     [](CallContext& ctx, Args args) { return Value(sorted(ctx, args[0].as_array())); },
                     "Callable[2,2]"},
        });

    add_function(
        registry, "unique",
        "Removes duplicates (compared as hash keys are, or by the block's result). For a Hash, "
        "returns a Hash from the keys sharing a value to their unique values.",
        {
            Dispatch{{req("String", "string")},
                     BlockUse::Optional,
                     [](CallContext& ctx, Args args) {
                         std::string out;
                         for (const Value& c : uniq(ctx, elements(args[0])))
                             out += c.as_string();
                         return Value(std::move(out));
                     },
                     "Callable[String]"},
            Dispatch{{req("Hash", "hash")},
                     BlockUse::Optional,
                     [](CallContext& ctx, Args args) {
                         Hash slots; // block value -> position in groups
                         std::vector<std::pair<std::vector<Value>, std::vector<Value>>> groups;
                         for (const auto& [k, v] : args[0].as_hash()) {
                             Value key = ctx.block != nullptr ? call(ctx, {v}) : v;
                             const Value* slot = slots.find(key);
                             if (slot == nullptr) {
                                 slots.set(key, Value(static_cast<std::int64_t>(groups.size())));
                                 groups.emplace_back();
                                 slot = slots.find(key);
                             }
                             auto& g = groups[static_cast<std::size_t>(slot->as_integer())];
                             g.first.push_back(k);
                             g.second.push_back(v);
                         }
                         Hash out;
                         for (auto& [keys, values] : groups) {
                             Hash seen;
                             std::vector<Value> unique_values;
                             for (const Value& v : values) {
                                 if (seen.contains(v)) continue;
                                 seen.set(v, Value(true));
                                 unique_values.push_back(v);
                             }
                             out.set(Value(std::move(keys)), Value(std::move(unique_values)));
                         }
                         return Value(std::move(out));
                     },
                     "Callable[Any]"},
            Dispatch{{req("Array", "array")},
                     BlockUse::Optional,
                     [](CallContext& ctx, Args args) { return Value(uniq(ctx, args[0].as_array())); },
                     "Callable[Any]"},
            Dispatch{{req("Iterable", "iterable")},
                     BlockUse::Optional,
                     [](CallContext& ctx, Args args) { return Value(uniq(ctx, elements(args[0]))); },
                     "Callable[Any]"},
        });

    // Puppet's dispatches (Numeric..., String..., Array[Numeric], Array[String], Array, Any... with block,
    // Any...) all accept any arguments; they are resolved here so a block can select the block forms.
    auto extreme_body = [](int want) {
        return [want](CallContext& ctx, Args args) {
            std::vector<Value> values(args.begin(), args.end());
            if (args.size() == 1 && args[0].is_array()) values = args[0].as_array();
            return extreme(ctx, values, want);
        };
    };
    add_function(
        registry, "min",
        "The smallest of the values (or of one Array's elements): numbers compare numerically, strings "
        "alphabetically, a block decides otherwise.",
        {Dispatch{{rep("Any", "values")}, BlockUse::Optional, extreme_body(-1), "Callable[2,2]"}});
    add_function(
        registry, "max",
        "The largest of the values (or of one Array's elements): numbers compare numerically, strings "
        "alphabetically, a block decides otherwise.",
        {Dispatch{{rep("Any", "values")}, BlockUse::Optional, extreme_body(1), "Callable[2,2]"}});

    add_function(registry, "compare",
                 "Compares two Numeric, String (optionally case sensitive), SemVer, Timespan or Timestamp "
                 "values: -1, 0 or 1.",
                 {Dispatch{{req("Any", "a"), req("Any", "b"), rep("Any", "ignore_case")},
                           BlockUse::None,
                           [](CallContext&, Args args) { return compare(args); }}});

    add_function(registry, "dig",
                 "Digs into nested Arrays and Hashes with the given keys and indexes; undef when a step is "
                 "missing.",
                 {Dispatch{{req("Optional[Collection]", "data"), rep("Any", "arg")},
                           BlockUse::None,
                           [](CallContext&, Args args) {
                               try {
                                   return dig(args[0], args.subspan(1));
                               } catch (const DigError& e) {
                                   throw FunctionError(e.message);
                               }
                           }}});

    add_function(
        registry, "get",
        "Digs into a value with a dotted path ('a.b.0', quotes keep dots in a key); returns the default when "
        "the result is undef. A block receives the Error when the path does not fit the data.",
        {Dispatch{{req("Any", "value"), req("String", "dotted_string"), opt("Any", "default_value")},
                  BlockUse::Optional,
                  [](CallContext& ctx, Args args) -> Value {
                      Value dflt = args.size() > 2 ? args[2] : Value();
                      if (args[0].is_undef()) return dflt;
                      if (args[1].as_string().empty()) return args[0];
                      std::vector<Value> segments = split_navigation(args[1].as_string());
                      if (!args[0].is_array() && !args[0].is_hash()) {
                          // get() calls dig(), whose signature rejects the value before digging
                          throw FunctionError(fmt::format(
                              "'dig' parameter 'data' expects a value of type Undef or Collection, got {}",
                              runtime::to_string(*runtime::generalize(runtime::infer(args[0])))));
                      }
                      try {
                          Value r = dig(args[0], segments);
                          return r.is_undef() ? dflt : r;
                      } catch (const DigError& e) {
                          if (ctx.block == nullptr) throw FunctionError(e.message);
                          block_serving(ctx, {1});
                          // the error_data of dig's Puppet::ErrorWithData
                          return call(ctx, {runtime::error_value(e.message, Value("SLICE_ERROR"),
                                                                 Value(e.details), Value(e.issue_code))});
                      }
                  },
                  "Callable[1,1]"}});

    add_function(
        registry, "lest", "Returns the value, or the block's result when the value is undef.",
        {Dispatch{{req("Any", "arg")},
                  BlockUse::Required,
                  [](CallContext& ctx, Args args) { return args[0].is_undef() ? call(ctx, {}) : args[0]; },
                  "Callable[0,0]"}});
    add_function(registry, "then", "Calls the block with the value unless it is undef (then returns undef).",
                 {Dispatch{{req("Any", "arg")},
                           BlockUse::Required,
                           [](CallContext& ctx, Args args) {
                               return args[0].is_undef() ? Value() : call(ctx, {args[0]});
                           },
                           "Callable[1,1]"}});
}

} // namespace pp::stdlib
