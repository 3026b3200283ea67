// The conversion family of Puppet 7's core functions (lib/puppet/functions/): new (with the `new_function`
// of each data type, PUP:lib/puppet/pops/types/types.rb and p_*_type.rb), convert_to and sprintf.
//
// A type's own `new_function` is a Puppet function of its own (`new_float`, `new_boolean`...), and Puppet
// names that function in its messages: `'new_float' The string 'x' cannot be converted to Float` comes from
// its `argument_mismatch` handler, while conversion failures from Ruby (`invalid value for Integer(): "19"`)
// carry no name. The helpers below keep both forms.
#include "evaluator/dispatch.hpp"
#include "lexer/chars.hpp"
#include "runtime/binary.hpp"
#include "runtime/iterator.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/string_converter.hpp"
#include "runtime/time.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/types.hpp"
#include "stdlib/new_rich_types.hpp"
#include "stdlib/stdlib.hpp"
#include "stdlib/type_dispatcher.hpp"

#include <fmt/format.h>

#include <cmath>

namespace pp::stdlib {

using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::rep;
using evaluator::req;
using runtime::Hash;
using runtime::Type;
using runtime::TypeKind;
using runtime::TypePtr;
using runtime::Value;

namespace {

// Puppet's patterns for strings the numeric types accept (types.rb INTEGER_PATTERN_LENIENT, FLOAT_PATTERN).
constexpr const char* kIntegerPatternLenient =
    R"(\A[+-]?\s*(?:(?:\d+)|(?:0[xX][0-9A-Fa-f]+)|(?:0[bB][01]+))\z)";
constexpr const char* kFloatPattern =
    R"(\A[+-]?\s*(?:(?:(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE]-?\d+)?)|(?:0[xX][0-9A-Fa-f]+)|(?:0[0-7]+)|(?:0[bB][01]+))\z)";
// Patterns::WS_BETWEEN_SIGN_AND_NUMBER
constexpr const char* kWsBetweenSignAndNumber = R"(\A([+-])[[:blank:]]+(.*)\z)";

// "Value of type Array[Integer] cannot be converted to X" / "The string 'x' cannot be converted to X"
std::string cannot_convert(const Value& from, std::string_view to) {
    if (from.is_string())
        return fmt::format("The string '{}' cannot be converted to {}", from.as_string(), to);
    return fmt::format("Value of type {} cannot be converted to {}",
                       runtime::to_string(*runtime::infer_generalized(from)), to);
}

[[noreturn]] void mismatch(std::string_view fn, const std::string& message) {
    throw FunctionError(fmt::format("'{}' {}", fn, message));
}

void check_arity(std::string_view fn, std::span<const Value> args, std::size_t min, std::size_t max) {
    if (args.size() >= min && args.size() <= max) return;
    std::string expected = min == max ? fmt::format("{} argument{}", min, min == 1 ? "" : "s")
                                      : fmt::format("between {} and {} arguments", min, max);
    throw FunctionError(fmt::format("'{}' expects {}, got {}", fn, expected, args.size()));
}

using runtime::is_time;

// `abs` or `radix` given in a named-argument hash ({from => ..., radix => ..., abs => ...}).
struct NamedArgs {
    Value from;
    Value radix = Value::default_value();
    Value abs = Value(false);
};
bool named_args(const Value& h, bool with_radix, NamedArgs& out) {
    if (!h.is_hash()) return false;
    const Value* from = h.as_hash().find(Value("from"));
    if (from == nullptr) return false;
    for (const auto& [k, v] : h.as_hash()) {
        if (!k.is_string()) return false;
        const std::string& key = k.as_string();
        if (key == "from") continue;
        if (key == "abs" && (v.is_boolean() || v.is_undef())) {
            if (v.is_boolean()) out.abs = v;
            continue;
        }
        if (with_radix && key == "radix") {
            if (!v.is_undef()) out.radix = v;
            continue;
        }
        return false;
    }
    out.from = *from;
    return true;
}

std::optional<std::string> strip_blank_after_sign(const std::string& s) {
    auto re = runtime::Regexp::compile(kWsBetweenSignAndNumber);
    auto m = re->match(s);
    if (!m) return std::nullopt;
    return std::string(*m->group(1)) + std::string(*m->group(2));
}

// ---- Integer
// -----------------------------------------------------------------------------------------------

bool valid_radix(const Value& r) {
    if (r.is_default()) return true;
    if (!r.is_integer()) return false;
    std::int64_t n = r.as_integer();
    return n == 2 || n == 8 || n == 10 || n == 16;
}

std::int64_t integer_from_convertible(const Value& from, const Value& radix) {
    if (from.is_float()) return static_cast<std::int64_t>(std::trunc(from.as_float()));
    if (is_time(from)) return static_cast<std::int64_t>(runtime::time_data(from).to_i());
    if (from.is_integer()) return from.as_integer();
    if (from.is_boolean()) return from.as_boolean() ? 1 : 0;
    const std::string& s = from.as_string();
    int r = radix.is_integer() ? static_cast<int>(radix.as_integer()) : 0;
    if (auto n = runtime::ruby_integer(s, r)) return *n;
    if (auto stripped = strip_blank_after_sign(s)) {
        if (auto n = runtime::ruby_integer(*stripped, r)) return *n;
    }
    throw FunctionError(fmt::format("invalid value for Integer(): {}", runtime::ruby_inspect(from)));
}

bool integer_convertible(const Value& v) {
    return v.is_number() || v.is_boolean() || is_time(v) ||
           (v.is_string() && runtime::regexp_matches(kIntegerPatternLenient, v.as_string()));
}

Value new_integer(std::span<const Value> args) {
    check_arity("new", args, 1, 3);
    Value from = args[0];
    Value radix = args.size() > 1 ? args[1] : Value::default_value();
    Value abs = args.size() > 2 ? args[2] : Value(false);
    if (args.size() == 1 && from.is_hash()) {
        NamedArgs na;
        if (!named_args(from, true, na) || !integer_convertible(na.from) || !valid_radix(na.radix)) {
            const Value* f = from.as_hash().find(Value("from"));
            if (f != nullptr && !integer_convertible(*f)) mismatch("new", cannot_convert(*f, "Integer"));
            throw FunctionError(fmt::format(
                "Integer.new {}",
                runtime::describe_mismatch(*runtime::parse_type("Struct[{from => Variant[Numeric, "
                                                                "Boolean, String, Timespan, "
                                                                "Timestamp], Optional[radix] => "
                                                                "Variant[Default, Integer], "
                                                                "Optional[abs] => Boolean}]"),
                                           from)));
        }
        from = na.from;
        radix = na.radix;
        abs = na.abs;
    }
    if (!integer_convertible(from) || !valid_radix(radix) || !abs.is_boolean()) {
        if (!radix.is_default() && radix.is_integer() && !valid_radix(radix))
            throw FunctionError(
                fmt::format("Illegal radix: {}, expected 2, 8, 10, 16, or default", radix.as_integer()));
        mismatch("new", cannot_convert(from, "Integer"));
    }
    std::int64_t n = integer_from_convertible(from, radix);
    return Value(abs.as_boolean() && n < 0 ? -n : n);
}

// ---- Float and Numeric -----------------------------------------------------------------------------------

double float_from_string(const std::string& s, bool retry = true) {
    std::string text = s;
    if (s.size() > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
        if (auto n = runtime::ruby_integer(s)) return static_cast<double>(*n);
    }
    if (auto d = runtime::ruby_float(text)) return *d;
    if (retry) {
        if (auto stripped = strip_blank_after_sign(s)) {
            try {
                return float_from_string(*stripped, false);
            } catch (const runtime::Error&) {
            }
        }
    }
    throw FunctionError(fmt::format("invalid value for Float(): {}", runtime::ruby_inspect(Value(s))));
}

// from_args / from_hash of new_float and new_numeric, picked by their dispatchers; arguments only the
// argument_mismatch handler (`Any from, Boolean abs?`) accepts are a conversion error naming the function.
std::pair<Value, bool> numeric_args(CallContext& ctx, std::string_view fn, std::string_view type,
                                    std::span<const Value> args) {
    auto declare = [&](const char* convertible) {
        return Dispatcher(
            std::string(fn),
            {{req("Convertible", "from"), opt("Boolean", "abs")}, {req("NamedArgs", "hash_args")}},
            {fmt::format("Convertible = Variant[{}, Boolean, Pattern[/{}/], Timespan, Timestamp]",
                         convertible, kFloatPattern),
             "NamedArgs = Struct[{from => Convertible, Optional[abs] => Boolean}]"},
            {{req("Any", "from"), opt("Boolean", "abs")}});
    };
    static const Dispatcher float_dispatcher = declare("Numeric");
    static const Dispatcher numeric_dispatcher = declare("Integer, Float");
    std::size_t which = (type == "Float" ? float_dispatcher : numeric_dispatcher).select(ctx, args);
    if (which == 2) mismatch(fn, cannot_convert(args[0], type));
    if (which == 1) {
        const Value* abs = args[0].as_hash().find(Value("abs"));
        return {*args[0].as_hash().find(Value("from")),
                abs != nullptr && abs->is_boolean() && abs->as_boolean()};
    }
    return {args[0], args.size() > 1 && args[1].as_boolean()};
}

Value new_float(CallContext& ctx, std::span<const Value> args) {
    auto [from, abs] = numeric_args(ctx, "new_float", "Float", args);
    double d = 0;
    if (from.is_number())
        d = from.as_number();
    else if (from.is_boolean())
        d = from.as_boolean() ? 1.0 : 0.0;
    else if (from.is_string())
        d = float_from_string(from.as_string());
    else if (is_time(from))
        d = runtime::time_data(from).to_f();
    else
        throw FunctionError(cannot_convert(from, "Float"));
    return Value(abs ? std::fabs(d) : d);
}

Value new_numeric(CallContext& ctx, std::span<const Value> args) {
    auto [from, abs] = numeric_args(ctx, "new_numeric", "Numeric", args);
    Value r;
    if (from.is_number()) {
        r = from;
    } else if (from.is_boolean()) {
        r = Value(static_cast<std::int64_t>(from.as_boolean() ? 1 : 0));
    } else if (is_time(from)) {
        r = Value(runtime::time_data(from).to_f());
    } else if (from.is_string()) {
        const std::string& s = from.as_string();
        if (s.size() > 1 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B' || s[1] == 'x' || s[1] == 'X')) {
            auto n = runtime::ruby_integer(s);
            if (!n)
                throw FunctionError(
                    fmt::format("invalid value for Integer(): {}", runtime::ruby_inspect(from)));
            r = Value(*n);
        } else {
            // Utils.to_n: a fraction or exponent makes a Float, otherwise an Integer (a leading 0: octal)
            std::string text;
            for (char c : s)
                if (c != ' ' && c != '\t') text += c;
            bool fractional = text.find_first_of(".eE") != std::string::npos &&
                              text.find_first_of("xX") == std::string::npos;
            if (fractional) {
                auto d = runtime::ruby_float(text);
                if (!d)
                    throw FunctionError(
                        fmt::format("invalid value for Float(): {}", runtime::ruby_inspect(from)));
                r = Value(*d);
            } else {
                auto n = runtime::ruby_integer(text);
                if (!n) return Value(); // to_n gives nil; the result check reports it
                r = Value(*n);
            }
        }
    } else {
        throw FunctionError(cannot_convert(from, "Numeric"));
    }
    if (abs) {
        if (r.is_integer()) return Value(r.as_integer() < 0 ? -r.as_integer() : r.as_integer());
        if (r.is_float()) return Value(std::fabs(r.as_float()));
    }
    return r;
}

// ---- Boolean, String
// ---------------------------------------------------------------------------------------

Value new_boolean(std::span<const Value> args) {
    check_arity("new_boolean", args, 1, 1);
    const Value& from = args[0];
    if (from.is_float()) return Value(from.as_float() != 0.0);
    if (from.is_integer()) return Value(from.as_integer() != 0);
    if (from.is_boolean()) return from;
    if (from.is_string()) {
        std::string s = from.as_string();
        for (char& c : s)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (s == "true" || s == "yes" || s == "y") return Value(true);
        if (s == "false" || s == "no" || s == "n") return Value(false);
    }
    mismatch("new_boolean", cannot_convert(from, "Boolean"));
}

Value new_string(std::span<const Value> args) {
    check_arity("new_string", args, 1, 2);
    Value formats = args.size() > 1 ? args[1] : Value::default_value();
    if (!(formats.is_default() || formats.is_hash() ||
          (formats.is_string() && !formats.as_string().empty()))) {
        // Puppet spells out its local type aliases here
        static constexpr const char* kFormat =
            R"(Format = Pattern[/^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$/])";
        throw FunctionError(
            fmt::format("'new_string' parameter 'string_formats' expects a Formats = Variant[Default, "
                        "String[1], TypeMap = "
                        "Hash[Type, Variant[{0}, ContainerFormat = Struct[{{Optional['format'] => {0}, "
                        "Optional['separator'] => String, Optional['separator2'] => String, "
                        "Optional['string_formats'] => "
                        "Hash[Type, {0}]}}]]]] value, got {1}",
                        kFormat, runtime::kind_name(formats.kind())));
    }
    // StringConverter#string_PIteratorType converts the iterator's to_a as an Array
    if (args[0].kind() == runtime::ValueKind::Iterator)
        return Value(runtime::convert_to_string(Value(runtime::as_iterator(args[0]).to_a()), formats));
    return Value(runtime::convert_to_string(args[0], formats));
}

// ---- Array and Hash
// ----------------------------------------------------------------------------------------

// Iterable.on(v).to_a for the iterables pp has: Integer n (0...n), String (characters), Integer ranges and
// Enum types, Hash (pairs), Array.
std::optional<std::vector<Value>> iterable_to_a(const Value& v) {
    std::vector<Value> out;
    if (v.is_array()) return v.as_array();
    if (v.kind() == runtime::ValueKind::Iterator) return runtime::as_iterator(v).to_a();
    if (v.is_hash()) {
        for (const auto& [k, e] : v.as_hash())
            out.emplace_back(std::vector<Value>{k, e});
        return out;
    }
    if (v.is_integer()) {
        for (std::int64_t i = 0; i < v.as_integer(); ++i)
            out.emplace_back(i);
        return out;
    }
    if (v.is_string()) {
        const std::string& s = v.as_string();
        for (std::string_view c : lexer::utf8_chars(s))
            out.emplace_back(c);
        return out;
    }
    if (v.is_type()) {
        const Type& t = v.as_type().kind() == TypeKind::TypeAlias ? v.as_type().resolved() : v.as_type();
        if (t.kind() == TypeKind::Integer && t.m_imin != Type::UnboundedMin &&
            t.m_imax != Type::UnboundedMax) {
            if (t.m_imax - t.m_imin > 10'000'000) return std::nullopt;
            for (std::int64_t i = t.m_imin; i <= t.m_imax; ++i)
                out.emplace_back(i);
            return out;
        }
        if (t.kind() == TypeKind::Enum) {
            for (const auto& s : t.m_strings)
                out.emplace_back(s);
            return out;
        }
    }
    return std::nullopt;
}

Value new_array(std::span<const Value> args) {
    check_arity("new_array", args, 1, 2);
    const Value& from = args[0];
    bool wrap = args.size() > 1 && args[1].is_boolean() && args[1].as_boolean();
    if (args.size() > 1 && !args[1].is_boolean())
        throw FunctionError(fmt::format("'new_array' parameter 'wrap' {}",
                                        runtime::describe_mismatch(*runtime::boolean_type(), args[1])));
    if (wrap) return from.is_array() ? from : Value(std::vector<Value>{from});
    if (from.kind() == runtime::ValueKind::Binary) {
        std::vector<Value> bytes;
        for (char c : runtime::as_binary(from).bytes())
            bytes.emplace_back(static_cast<std::int64_t>(static_cast<unsigned char>(c)));
        return Value(std::move(bytes));
    }
    auto items = iterable_to_a(from);
    if (!items) mismatch("new_array", cannot_convert(from, "Array"));
    return Value(std::move(*items));
}

bool is_pair(const Value& v) {
    return v.is_array() && v.as_array().size() == 2;
}

Value new_hash(std::span<const Value> args) {
    check_arity("new_hash", args, 1, 2);
    const Value& from = args[0];
    if (args.size() == 2) {
        // from_tree with a build option: Array[Tuple[Array, Any], 1], Enum[tree, hash_tree]
        throw FunctionError("Hash.new with a tree build option is not supported yet");
    }
    Hash out;
    if (from.is_array() && !from.as_array().empty() &&
        std::all_of(from.as_array().begin(), from.as_array().end(), is_pair)) {
        for (const Value& p : from.as_array())
            out.set(p.as_array()[0], p.as_array()[1]);
        return Value(std::move(out));
    }
    if (from.is_hash()) return from;
    std::vector<Value> flat;
    if (from.is_array()) {
        flat = from.as_array();
    } else if (auto items = iterable_to_a(from)) {
        flat = std::move(*items);
        // Hash[*elements]: a single Array argument is a list of [key, value] pairs
        if (flat.size() == 1 && flat[0].is_array()) {
            const auto& pairs = flat[0].as_array();
            for (std::size_t i = 0; i < pairs.size(); ++i) {
                if (!pairs[i].is_array())
                    throw FunctionError(fmt::format("wrong element type {} at {} (expected array)",
                                                    runtime::ruby_class_name(pairs[i]), i));
                const auto& p = pairs[i].as_array();
                if (p.empty() || p.size() > 2)
                    throw FunctionError(fmt::format("invalid number of elements ({} for 1..2)", p.size()));
                out.set(p[0], p.size() > 1 ? p[1] : Value());
            }
            return Value(std::move(out));
        }
        if (flat.size() == 1 && flat[0].is_hash()) return flat[0];
    } else {
        throw FunctionError(cannot_convert(from, "Hash"));
    }
    if (flat.size() % 2 != 0) throw FunctionError("odd number of arguments for Hash");
    for (std::size_t i = 0; i < flat.size(); i += 2)
        out.set(flat[i], flat[i + 1]);
    return Value(std::move(out));
}

// Runtime3FunctionArgumentConverter: what a 3.x function such as sprintf receives. A top-level undef is
// the empty string (nested ones stay nil), a Regexp its `/source/` text, the time and version kinds
// their string form.
Value convert_3x(const Value& v, bool inner) {
    switch (v.kind()) {
    case runtime::ValueKind::Undef:
        return inner ? Value() : Value("");
    case runtime::ValueKind::Regexp:
        return Value(v.as_regexp().inspect());
    case runtime::ValueKind::Array: {
        std::vector<Value> out;
        for (const Value& e : v.as_array())
            out.push_back(convert_3x(e, true));
        return Value(std::move(out));
    }
    case runtime::ValueKind::Hash: {
        Hash out;
        for (const auto& [k, e] : v.as_hash())
            out.set(convert_3x(k, true), convert_3x(e, true));
        return Value(std::move(out));
    }
    case runtime::ValueKind::Timespan:
    case runtime::ValueKind::Timestamp:
    case runtime::ValueKind::SemVer:
    case runtime::ValueKind::SemVerRange:
    case runtime::ValueKind::Binary:
        return Value(runtime::to_s(v));
    default:
        return v;
    }
}

// ---- new
// ---------------------------------------------------------------------------------------------------

[[noreturn]] void not_supported(const Type& t) {
    throw FunctionError(
        fmt::format("Creation of new instance of type '{}' is not supported", runtime::to_string(t)));
}

Value new_instance(CallContext* ctx, const TypePtr& type, std::span<const Value> args);

// The type's new_function applied to the arguments (without new's own result check).
Value construct(CallContext* ctx, const TypePtr& type, std::span<const Value> args) {
    const Type& t = *type;
    switch (t.kind()) {
    case TypeKind::TypeAlias:
        return construct(ctx, t.resolved_ptr(), args);
    case TypeKind::Optional:
    case TypeKind::NotUndef:
        if (t.m_elem) return construct(ctx, t.m_elem, args);
        [[fallthrough]];
    case TypeKind::Unit:
        check_arity("new_unit", args, 1, 1);
        return args[0];
    case TypeKind::Integer:
        return new_integer(args);
    case TypeKind::Float:
        return new_float(*ctx, args);
    case TypeKind::Numeric:
        return new_numeric(*ctx, args);
    case TypeKind::Boolean:
        return new_boolean(args);
    case TypeKind::String:
        return new_string(args);
    case TypeKind::Array:
    case TypeKind::Tuple:
        return new_array(args);
    case TypeKind::Hash:
    case TypeKind::Struct:
        return new_hash(args);
    case TypeKind::Sensitive:
        check_arity("new_Sensitive", args, 1, 1);
        return args[0].kind() == runtime::ValueKind::Sensitive ? args[0] : Value::sensitive(args[0]);
    case TypeKind::TypeType: {
        check_arity("new_type", args, 1, 1);
        if (!args[0].is_string() || args[0].as_string().empty())
            throw FunctionError(fmt::format("'new_type' parameter 'type_string' {}",
                                            runtime::describe_mismatch(*runtime::string_type(1), args[0])));
        std::string error;
        TypePtr parsed = runtime::parse_type(args[0].as_string(), &error);
        if (parsed == nullptr) throw FunctionError(error);
        return Value(parsed);
    }
    case TypeKind::Regexp: {
        check_arity("new_float", args, 1, 2);
        if (!args[0].is_string())
            throw FunctionError(fmt::format("'new_float' parameter 'pattern' expects a String value, got {}",
                                            runtime::kind_name(args[0].kind())));
        bool escape = args.size() > 1 && args[1].is_boolean() && args[1].as_boolean();
        std::string error;
        auto re = runtime::Regexp::compile(
            escape ? runtime::Regexp::escape(args[0].as_string()) : args[0].as_string(), &error);
        if (re == nullptr) throw FunctionError(error);
        return Value(re);
    }
    case TypeKind::Timespan:
    case TypeKind::Timestamp: {
        // the type's own new function, without the block `new` was given (new applies it to the result)
        if (ctx == nullptr) not_supported(t);
        CallContext inner{ctx->evaluator, ctx->scope, ctx->call, ctx->name, nullptr, nullptr};
        return t.kind() == TypeKind::Timespan ? new_timespan(inner, args) : new_timestamp(inner, args);
    }
    case TypeKind::SemVer:
        if (ctx == nullptr) not_supported(t);
        return new_semver(*ctx, args);
    case TypeKind::SemVerRange:
        if (ctx == nullptr) not_supported(t);
        return new_semver_range(*ctx, args);
    case TypeKind::Binary:
        if (ctx == nullptr) not_supported(t);
        return new_binary(*ctx, args);
    case TypeKind::URI:
        if (ctx == nullptr) not_supported(t);
        return new_uri(*ctx, args);
    case TypeKind::Object:
        if (ctx == nullptr) not_supported(t);
        return new_object(*ctx, type, args);
    case TypeKind::Init: {
        if (!t.m_elem) not_supported(t);
        std::vector<Value> all(args.begin(), args.end());
        for (const Value& a : t.m_args)
            all.push_back(a);
        if (t.m_args.empty() && args.size() == 1 && args[0].is_array() &&
            !runtime::is_instance(*t.m_elem, args[0]) && t.m_elem->kind() != TypeKind::Array &&
            t.m_elem->kind() != TypeKind::Tuple)
            all = args[0].as_array();
        return new_instance(ctx, t.m_elem, all);
    }
    default:
        not_supported(t);
    }
}

// new.rb new_instance: an argument that already is an instance is returned as is; anything built is
// checked against the type.
Value new_instance(CallContext* ctx, const TypePtr& type, std::span<const Value> args) {
    if (args.size() == 1 && type->kind() != TypeKind::Init && runtime::is_instance(*type, args[0]))
        return args[0];
    Value result = construct(ctx, type, args);
    // Init[T] accepts what T accepts (PInitType#instance?)
    const TypePtr& check = type->kind() == TypeKind::Init && type->m_elem ? type->m_elem : type;
    if (!runtime::is_instance(*check, result)) {
        std::string subject =
            fmt::format("Converted value from {}.new() has wrong type,", runtime::to_string(*type));
        auto lines = runtime::describe_mismatches(*check, result);
        std::string msg;
        for (const std::string& line : lines)
            msg +=
                (msg.empty() ? "" : "\n ") + std::string(lines.size() > 1 ? " " : "") + subject + " " + line;
        throw FunctionError(msg);
    }
    if (ctx != nullptr && ctx->block != nullptr)
        return ctx->evaluator.call_lambda(*ctx->block, *ctx->block_scope, std::vector<Value>{result});
    return result;
}

} // namespace

void register_conversion_functions(evaluator::FunctionRegistry& registry) {
    evaluator::add_function(
        registry, "new",
        "Creates a value of the given type from the arguments (`Integer('0x10')`, `String(5, '%x')`, "
        "`Array($h)`); the optional block is called with the result.",
        {Dispatch{{req("Type", "type"), rep("Any", "args")},
                  evaluator::BlockUse::Optional,
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      return new_instance(&ctx, args[0].type_ptr(), args.subspan(1));
                  }}});

    evaluator::add_function(
        registry, "convert_to",
        "Converts the value to the type as `new` does, passing the extra arguments; the optional block is "
        "called with the result.",
        {Dispatch{{req("Any", "value"), req("Type", "type"), rep("Any", "args")},
                  evaluator::BlockUse::Optional,
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      std::vector<Value> rest{args[0]};
                      for (std::size_t i = 2; i < args.size(); ++i)
                          rest.push_back(args[i]);
                      CallContext inner{ctx.evaluator, ctx.scope, ctx.call, ctx.name, nullptr, nullptr};
                      Value result = new_instance(&inner, args[1].type_ptr(), rest);
                      if (ctx.block != nullptr)
                          return ctx.evaluator.call_lambda(*ctx.block, *ctx.block_scope,
                                                           std::vector<Value>{result});
                      return result;
                  }}});

    registry.add({"sprintf", "Callable[String, Any, 0]",
                  "Formats the arguments as Ruby's Kernel#format does; a single Hash argument supplies "
                  "`%<name>s` references.",
                  [](CallContext&, std::span<const Value> args) -> Value {
                      if (args.empty())
                          throw FunctionError("sprintf(): Wrong number of arguments given (0 for minimum 1)");
                      if (!args[0].is_string())
                          throw FunctionError(fmt::format("no implicit conversion of {} into String",
                                                          runtime::kind_name(args[0].kind())));
                      std::vector<Value> rest;
                      for (const Value& a : args.subspan(1))
                          rest.push_back(convert_3x(a, false));
                      return Value(runtime::ruby_format(args[0].as_string(), rest));
                  }});
}

} // namespace pp::stdlib
