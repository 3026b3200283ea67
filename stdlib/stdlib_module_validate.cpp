// stdlib's validation functions (puppetlabs-stdlib 8.5.0): validate_legacy and deprecation
// (lib/puppet/functions/), the 3.x validate_* and is_* checks (lib/puppet/parser/functions/), and the 4.x
// wrappers of the same names that log a deprecation and then run the 3.x check on the arguments as they
// are (undef stays nil). The 3.x checks log no deprecation of their own: their `function_deprecation` is
// stdlib's 3.x deprecation, which logs only with STDLIB_LOG_DEPRECATIONS=true.
#include "evaluator/dispatch.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/types.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace pp::stdlib {

using evaluator::BlockUse;
using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::rep;
using evaluator::req;
using Args3 = std::vector<Value>;

namespace {

constexpr const char* kStdlib = "stdlib";

/// Puppet::ParseError from a 3.x check: what validate_legacy treats as "the old validation failed".
class ParseError : public FunctionError {
public:
    using FunctionError::FunctionError;
};

using Check = Value (*)(CallContext&, const Args3&);

// Puppet::Util.absolute_path? for :posix or :windows; a non-String is warned about and is no path
bool absolute_path(CallContext& ctx, const Value& path, bool windows) {
    if (!path.is_string()) {
        ctx.evaluator.logger().located(
            evaluator::LogLevel::Warning,
            fmt::format("Cannot check if {} is an absolute path because it is a '{}' and not a String'",
                        ruby3x::to_s(path), ruby3x::class_name(path)),
            evaluator::Location{});
        return false;
    }
    static const auto posix = runtime::Regexp::compile("^/", nullptr);
    static const auto win = runtime::Regexp::compile(
        R"((?i)^(?:(?:[A-Z]:[\\/])|(?:[\\/][\\/][^\\/]+[\\/][^\\/]+)|(?:[\\/][\\/]\?[\\/][^\\/]+)))",
        nullptr);
    return (windows ? win : posix)->matches(path.as_string());
}

bool is_absolute(CallContext& ctx, const Value& path) {
    return absolute_path(ctx, path, false) || absolute_path(ctx, path, true);
}

// String#to_f / #to_i: the leading number of the text (0 when there is none)
double leading_float(const std::string& s) {
    static const auto re =
        runtime::Regexp::compile(R"(\A\s*[-+]?\d+(?:_\d+)*(?:\.\d+(?:_\d+)*)?(?:[eE][-+]?\d+)?)", nullptr);
    auto m = re->match(s);
    if (!m) return 0.0;
    std::string t;
    for (char c : m->str()) {
        if (c != '_') t += c;
    }
    return std::strtod(t.c_str(), nullptr);
}

Value validate_string(CallContext&, const Args3& a) {
    if (a.empty()) throw ParseError("validate_string(): wrong number of arguments (0; must be > 0)");
    for (const Value& v : a) {
        if (!v.is_string() && !v.is_undef()) {
            throw ParseError(fmt::format("{} is not a string.  It looks to be a {}", ruby3x::inspect(v),
                                         ruby3x::class_name(v)));
        }
    }
    return {};
}

Value validate_hash(CallContext&, const Args3& a) {
    if (a.empty()) throw ParseError("validate_hash(): wrong number of arguments (0; must be > 0)");
    for (const Value& v : a) {
        if (!v.is_hash()) {
            throw ParseError(fmt::format("{} is not a Hash.  It looks to be a {}", ruby3x::inspect(v),
                                         ruby3x::class_name(v)));
        }
    }
    return {};
}

Value validate_array(CallContext&, const Args3& a) {
    if (a.empty()) throw ParseError("validate_array(): wrong number of arguments (0; must be > 0)");
    for (const Value& v : a) {
        if (!v.is_array()) {
            throw ParseError(fmt::format("{} is not an Array.  It looks to be a {}", ruby3x::inspect(v),
                                         ruby3x::class_name(v)));
        }
    }
    return {};
}

Value validate_bool(CallContext&, const Args3& a) {
    if (a.empty()) throw ParseError("validate_bool(): wrong number of arguments (0; must be > 0)");
    for (const Value& v : a) {
        if (!v.is_boolean()) {
            throw ParseError(fmt::format("{} is not a boolean.  It looks to be a {}", ruby3x::inspect(v),
                                         ruby3x::class_name(v)));
        }
    }
    return {};
}

Value validate_absolute_path(CallContext& ctx, const Args3& a) {
    if (a.empty()) throw ParseError("validate_absolute_path(): wrong number of arguments (0; must be > 0)");
    for (const Value& v : a) {
        std::vector<Value> candidates = v.is_array() ? v.as_array() : std::vector<Value>{v};
        for (const Value& p : candidates) {
            if (!is_absolute(ctx, p))
                throw ParseError(fmt::format("{} is not an absolute path.", ruby3x::inspect(p)));
        }
    }
    return {};
}

Value validate_re(CallContext&, const Args3& a) {
    if (a.size() < 2 || a.size() > 3) {
        throw ParseError(
            fmt::format("validate_re(): wrong number of arguments ({}; must be 2 or 3)", a.size()));
    }
    if (!a[0].is_string()) {
        throw ParseError(
            fmt::format("validate_re(): input needs to be a String, not a {}", ruby3x::class_name(a[0])));
    }
    std::string msg = a.size() > 2 && a[2].truthy()
                          ? ruby3x::to_s(a[2])
                          : fmt::format("validate_re(): {} does not match {}", ruby3x::inspect(a[0]),
                                        ruby3x::inspect(a[1]));
    std::vector<Value> res = a[1].is_array() ? a[1].as_array() : std::vector<Value>{a[1]};
    for (const Value& re : res) {
        std::shared_ptr<const runtime::Regexp> compiled;
        if (re.is_regexp()) {
            compiled = runtime::Regexp::compile(re.as_regexp().source(), nullptr);
        } else {
            std::string error;
            compiled = runtime::Regexp::compile(ruby3x::to_s(re), &error);
            if (compiled == nullptr) throw FunctionError(error);
        }
        if (compiled->matches(a[0].as_string())) return {};
    }
    throw ParseError(msg);
}

// validate_integer and validate_numeric: the same checks on Integer() or Float() of the values' text
template <bool Integral>
Value validate_number(CallContext&, const Args3& a) {
    const char* fn = Integral ? "validate_integer" : "validate_numeric";
    const char* what = Integral ? "an Integer" : "a Numeric";
    if (a.empty() || a.size() > 3) {
        throw ParseError(
            fmt::format("{}(): Wrong number of arguments; must be 1, 2 or 3, got {}", fn, a.size()));
    }
    auto parse = [](const std::string& s) -> std::optional<double> {
        if (Integral) {
            auto i = runtime::ruby_integer(s);
            return i ? std::optional<double>(static_cast<double>(*i)) : std::nullopt;
        }
        return runtime::ruby_float(s);
    };
    auto show = [](double d) {
        return Integral ? std::to_string(static_cast<std::int64_t>(d)) : runtime::ruby_float_to_s(d);
    };
    const Value& input = a[0];
    std::optional<double> max;
    std::optional<double> min;
    if (a.size() > 1) {
        std::string text = ruby3x::to_s(a[1]);
        if (!(a.size() > 2 && text.empty())) {
            max = parse(text);
            if (!max) {
                throw ParseError(
                    fmt::format("{}(): Expected second argument to be unset or {}, got {}:String", fn,
                                Integral ? "an Integer" : "a Numeric", text));
            }
        }
    }
    if (a.size() > 2) {
        min = parse(ruby3x::to_s(a[2]));
        if (!min) {
            throw ParseError(fmt::format("{}(): Expected third argument to be unset or {}, got {}:{}", fn,
                                         Integral ? "an Integer" : "a Numeric", ruby3x::to_s(a[2]),
                                         ruby3x::class_name(a[2])));
        }
    }
    if (min && max && *min > *max) {
        throw ParseError(
            fmt::format("{}(): Expected second argument to be larger than third argument, got {} < {}", fn,
                        show(*max), show(*min)));
    }
    auto check = [&](double n, const std::string& shown) {
        if (max && n > *max) {
            throw ParseError(fmt::format("{}(): Expected {} to be smaller or equal to {}, got {}.", fn, shown,
                                         show(*max), shown));
        }
        if (min && n < *min) {
            throw ParseError(fmt::format("{}(): Expected {} to be greater or equal to {}, got {}.", fn, shown,
                                         show(*min), shown));
        }
    };
    if (input.is_array()) {
        std::string shown = ruby3x::inspect(input);
        for (std::size_t pos = 0; pos < input.as_array().size(); ++pos) {
            const Value& e = input.as_array()[pos];
            std::optional<double> n = e.is_hash() ? std::nullopt : parse(ruby3x::to_s(e));
            if (!n) {
                throw ParseError(fmt::format("{}(): Expected element at array position {} to be {}, got {}",
                                             fn, pos, what, ruby3x::class_name(e)));
            }
            check(*n, shown);
        }
        return {};
    }
    if (input.is_hash()) {
        throw ParseError(
            fmt::format("validate_integer(): Expected first argument to be {} or Array, got Hash", what));
    }
    std::optional<double> n = parse(ruby3x::to_s(input));
    if (!n) {
        throw ParseError(fmt::format("{}(): Expected first argument to be {} or Array, got {}", fn, what,
                                     ruby3x::class_name(input)));
    }
    check(*n, show(*n));
    return {};
}

Value validate_slength(CallContext&, const Args3& a) {
    if (a.size() != 2 && a.size() != 3) {
        throw ParseError(
            fmt::format("validate_slength(): Wrong number of arguments ({}; must be 2 or 3)", a.size()));
    }
    // Integer(x): integers, floats (truncated) and integer strings
    auto integer = [](const Value& v) -> std::optional<std::int64_t> {
        if (v.is_integer()) return v.as_integer();
        if (v.is_float()) return static_cast<std::int64_t>(v.as_float());
        if (v.is_string()) return runtime::ruby_integer(v.as_string());
        return std::nullopt;
    };
    auto max = integer(a[1]);
    if (!max || *max <= 0) {
        throw ParseError(
            fmt::format("validate_slength(): Expected second argument to be a positive Numeric, got {}:{}",
                        ruby3x::to_s(a[1]), ruby3x::class_name(a[1])));
    }
    std::int64_t min = 0;
    if (a.size() > 2 && a[2].truthy()) {
        auto m = integer(a[2]);
        if (!m || *m < 0) {
            throw ParseError(fmt::format(
                "validate_slength(): Expected third argument to be unset or a positive Numeric, got {}:{}",
                ruby3x::to_s(a[2]), ruby3x::class_name(a[2])));
        }
        min = *m;
    }
    if (*max < min) {
        throw ParseError(
            "validate_slength(): Expected second argument to be equal to or larger than third argument");
    }
    auto length = [](const std::string& s) {
        return static_cast<std::int64_t>(std::count_if(
            s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
    };
    const Value& input = a[0];
    auto check = [&](const std::string& s) {
        std::int64_t n = length(s);
        if (n > *max || n < min) {
            throw ParseError(
                fmt::format("validate_slength(): Expected length of {} to be between {} and {}, was {}",
                            ruby3x::inspect(input), min, *max,
                            input.is_array() ? static_cast<std::int64_t>(input.as_array().size()) : n));
        }
    };
    if (input.is_string()) {
        check(input.as_string());
    } else if (input.is_array()) {
        for (std::size_t pos = 0; pos < input.as_array().size(); ++pos) {
            const Value& e = input.as_array()[pos];
            if (!e.is_string()) {
                throw ParseError(fmt::format(
                    "validate_slength(): Expected element at array position {} to be a String, got {}", pos,
                    ruby3x::class_name(e)));
            }
            check(e.as_string());
        }
    } else {
        throw ParseError(
            fmt::format("validate_slength(): Expected first argument to be a String or Array, got {}",
                        ruby3x::class_name(input)));
    }
    return {};
}

Value is_string(CallContext&, const Args3& a) {
    if (a.empty()) throw ParseError("is_string(): Wrong number of arguments given (0 for 1)");
    const Value& v = a[0];
    if (v.is_undef()) return Value(true);
    if (!v.is_string()) return Value(false);
    const std::string& s = v.as_string();
    double f = leading_float(s);
    if (s == runtime::ruby_float_to_s(f) || s == std::to_string(static_cast<std::int64_t>(f)))
        return Value(false);
    return Value(true);
}

Value is_array(CallContext&, const Args3& a) {
    if (a.empty()) throw ParseError("is_array(): Wrong number of arguments given (0 for 1)");
    return Value(a[0].is_array());
}

Value is_bool(CallContext&, const Args3& a) {
    if (a.size() != 1)
        throw ParseError(fmt::format("is_bool(): Wrong number of arguments given ({} for 1)", a.size()));
    return Value(a[0].is_boolean());
}

Value is_hash(CallContext&, const Args3& a) {
    if (a.size() != 1)
        throw ParseError(fmt::format("is_hash(): Wrong number of arguments given ({} for 1)", a.size()));
    return Value(a[0].is_hash());
}

Value is_integer(CallContext&, const Args3& a) {
    if (a.size() != 1)
        throw ParseError(fmt::format("is_integer(): Wrong number of arguments given {} for 1", a.size()));
    static const auto re = runtime::Regexp::compile(R"(^-?(?:(?:[1-9]\d*)|0)$)", nullptr);
    return Value(a[0].is_integer() || (a[0].is_string() && re->matches(a[0].as_string())));
}

Value is_numeric(CallContext&, const Args3& a) {
    if (a.size() != 1)
        throw ParseError(fmt::format("is_numeric(): Wrong number of arguments given {} for 1", a.size()));
    static const auto re =
        runtime::Regexp::compile(R"(^-?(?:(?:[1-9]\d*)|0)(?:\.\d+)?(?:[eE]-?\d+)?$)", nullptr);
    return Value(a[0].is_number() || (a[0].is_string() && re->matches(a[0].as_string())));
}

Value is_float(CallContext&, const Args3& a) {
    if (a.size() != 1)
        throw ParseError(fmt::format("is_float(): Wrong number of arguments given {} for 1", a.size()));
    const Value& v = a[0];
    if (v.is_float()) return Value(true);
    if (!v.is_string()) return Value(false);
    return Value(v.as_string() == runtime::ruby_float_to_s(leading_float(v.as_string())));
}

Value is_absolute_path(CallContext& ctx, const Args3& a) {
    if (a.size() != 1) {
        throw FunctionError(
            fmt::format("is_absolute_path(): Wrong number of arguments given ({} for 1)", a.size()));
    }
    return Value(is_absolute(ctx, a[0]));
}

// The 3.x functions by name, for validate_legacy's `scope.send("function_#{name}", ...)`
const std::map<std::string, Check, std::less<>>& checks() {
    static const std::map<std::string, Check, std::less<>> table{
        {"validate_absolute_path", validate_absolute_path},
        {"validate_array", validate_array},
        {"validate_bool", validate_bool},
        {"validate_hash", validate_hash},
        {"validate_integer", validate_number<true>},
        {"validate_numeric", validate_number<false>},
        {"validate_re", validate_re},
        {"validate_slength", validate_slength},
        {"validate_string", validate_string},
        {"is_absolute_path", is_absolute_path},
        {"is_array", is_array},
        {"is_bool", is_bool},
        {"is_float", is_float},
        {"is_hash", is_hash},
        {"is_integer", is_integer},
        {"is_numeric", is_numeric},
        {"is_string", is_string},
    };
    return table;
}

std::string legacy_message(const char* with) {
    return fmt::format(
        "This method is deprecated, please use the stdlib validate_legacy function,\n"
        "                    with {}. There is further documentation for validate_legacy function in "
        "the README.",
        with);
}

std::string match_message(const char* with) {
    return fmt::format(
        "This method is deprecated, please use match expressions with {} instead. They are described "
        "at https://docs.puppet.com/puppet/latest/reference/lang_data_type.html#match-expressions.",
        with);
}

// A 4.x wrapper: deprecation, then the 3.x check on the arguments unconverted
void add_wrapper(evaluator::FunctionRegistry& r, const std::string& name, std::string message,
                 std::string doc) {
    Check check = checks().at(name);
    add_module_function(
        r, kStdlib, name, std::move(doc),
        {Dispatch{{rep("Any", "args")},
                  BlockUse::None,
                  [name, message = std::move(message), check](CallContext& ctx, std::span<const Value> args) {
                      stdlib_deprecation(ctx, name, message);
                      return check(ctx, Args3(args.begin(), args.end()));
                  }}});
}

// A 3.x-only check
void add_check(evaluator::FunctionRegistry& r, const std::string& name, std::string doc) {
    Check check = checks().at(name);
    ruby3x::add_function(r, kStdlib, name, std::move(doc),
                         [check](CallContext& ctx, Args3& a) { return check(ctx, a); });
}

Value validate_legacy(CallContext& ctx, std::span<const Value> args) {
    runtime::TypePtr type;
    if (args[0].is_type()) {
        type = std::make_shared<runtime::Type>(args[0].as_type());
    } else {
        // TypeParser#parse(type_string, scope) asks the scope, which cannot load, for any name that is not
        // built in (a type alias, a resource type): Puppet 7 fails there
        std::string error;
        type = runtime::parse_type(args[0].as_string(), &error, [&](std::string_view) -> runtime::TypePtr {
            throw FunctionError(fmt::format(
                "private method `load' called for Scope({}):Puppet::Parser::Scope", ctx.scope.label()));
        });
        if (type == nullptr) throw FunctionError(error);
    }
    const std::string& fn = args[1].as_string();
    const Value& value = args[2];
    auto found = checks().find(fn);
    if (found == checks().end()) {
        throw FunctionError(fmt::format(
            "validate_legacy: '{}' is no 3.x validation function of stdlib that pp implements", fn));
    }
    Args3 check_args(args.begin() + 2, args.end());
    auto previous_validation = [&] {
        try {
            found->second(ctx, check_args);
            return true;
        } catch (const ParseError&) {
            return false;
        }
    };
    if (runtime::is_instance(*type, value)) {
        if (!previous_validation()) {
            ctx.evaluator.logger().located(
                evaluator::LogLevel::Notice,
                fmt::format("Accepting previously invalid value for target type '{}'",
                            runtime::to_string(*type)),
                evaluator::Location{});
        }
        return {};
    }
    // TypeMismatchDescriber#describe_mismatch("validate_legacy(name)", type, inferred)
    std::string subject = fmt::format("validate_legacy({})", fn);
    std::string message;
    for (const std::string& line : runtime::describe_mismatches(*type, value)) {
        if (!message.empty()) message += "\n ";
        message += subject + " " + line;
    }
    if (previous_validation()) {
        stdlib_deprecation(ctx, "validate_legacy", message);
        return {};
    }
    throw FunctionError(message);
}

} // namespace

void register_stdlib_module_validate_functions(evaluator::FunctionRegistry& registry) {
    add_module_function(registry, kStdlib, "deprecation",
                        "Logs a deprecation warning once per key (an error under --strict=error).",
                        {Dispatch{{req("String", "key"), req("String", "message")},
                                  BlockUse::None,
                                  [](CallContext& ctx, std::span<const Value> args) {
                                      return stdlib_deprecation(ctx, args[0].as_string(),
                                                                args[1].as_string());
                                  }}});
    auto legacy = [](CallContext& ctx, std::span<const Value> args) { return validate_legacy(ctx, args); };
    add_module_function(
        registry, kStdlib, "validate_legacy",
        "Validates a value against a type; where the old validation function still accepts a value the type "
        "rejects, logs a deprecation instead of failing.",
        {Dispatch{{req("Type", "target_type"), req("String", "function_name"), req("Any", "value"),
                   rep("Any", "args")},
                  BlockUse::None,
                  legacy},
         Dispatch{{req("String", "type_string"), req("String", "function_name"), req("Any", "value"),
                   rep("Any", "args")},
                  BlockUse::None,
                  legacy}});
    add_module_function(registry, kStdlib, "is_a", "Whether a value is an instance of a type.",
                        {Dispatch{{req("Any", "value"), req("Type", "type")},
                                  BlockUse::None,
                                  [](CallContext&, std::span<const Value> args) {
                                      return Value(runtime::is_instance(args[1].as_type(), args[0]));
                                  }}});

    add_wrapper(registry, "validate_absolute_path", legacy_message("Stdlib::Compat::Absolute_Path"),
                "Fails unless every argument (or array element) is an absolute path (deprecated).");
    add_wrapper(registry, "validate_array", legacy_message("Stdlib::Compat::Array"),
                "Fails unless every argument is an array (deprecated).");
    add_wrapper(registry, "validate_bool", legacy_message("Stdlib::Compat::Bool"),
                "Fails unless every argument is a boolean (deprecated).");
    add_wrapper(registry, "validate_hash", legacy_message("Stdlib::Compat::Hash"),
                "Fails unless every argument is a hash (deprecated).");
    add_wrapper(
        registry, "validate_integer", legacy_message("Stdlib::Compat::Integer"),
        "Fails unless the value (or every element) is an integer within optional bounds (deprecated).");
    add_wrapper(registry, "validate_numeric", legacy_message("Stdlib::Compat::Numeric"),
                "Fails unless the value (or every element) is a number within optional bounds (deprecated).");
    add_wrapper(registry, "validate_re", legacy_message("Pattern[]"),
                "Fails unless a string matches one of the regular expressions (deprecated).");
    add_wrapper(registry, "validate_slength", legacy_message("String[]"),
                "Fails unless a string (or every element) has a length within bounds (deprecated).");
    add_wrapper(registry, "validate_string", legacy_message("Stdlib::Compat::String"),
                "Fails unless every argument is a string or undef (deprecated).");
    add_wrapper(registry, "is_absolute_path", match_message("Stdlib::Compat::Absolute_Path"),
                "Whether a value is an absolute path (deprecated).");
    add_wrapper(registry, "is_array", match_message("Stdlib::Compat::Array"),
                "Whether a value is an array (deprecated).");
    add_wrapper(registry, "is_bool", match_message("Stdlib::Compat::Bool"),
                "Whether a value is a boolean (deprecated).");
    add_wrapper(registry, "is_float", match_message("Stdlib::Compat::Float"),
                "Whether a value is a float or a float's text (deprecated).");
    add_wrapper(registry, "is_numeric", match_message("Stdlib::Compat::Numeric"),
                "Whether a value is a number or a number's text (deprecated).");
    add_wrapper(registry, "is_string", match_message("Stdlib::Compat::String"),
                "Whether a value is a string that is not a number's text (deprecated).");
    add_check(registry, "is_hash", "Whether a value is a hash (deprecated).");
    add_check(registry, "is_integer", "Whether a value is an integer or an integer's text (deprecated).");
}

} // namespace pp::stdlib
