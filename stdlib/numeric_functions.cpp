// The numeric family of Puppet 7's core functions (lib/puppet/functions/): abs, ceiling, floor, round.
#include "evaluator/dispatch.hpp"
#include "stdlib/stdlib.hpp"

#include "runtime/ruby_text.hpp"

#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>
#include <regex>
#include <string>

namespace pp::stdlib {

using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::req;
using evaluator::Value;
using Args = std::span<const Value>;

namespace {

// Puppet.warn_once('deprecations', key, message) without a file and line: logged once per evaluation.
void warn_once(CallContext& ctx, const char* key, const std::string& message) {
    if (!ctx.evaluator.warn_once(key)) return;
    ctx.evaluator.logger().located(evaluator::LogLevel::Warning, message + "\n   (file & line not available)",
                                   evaluator::Location{});
}

// An Integer from a Ruby Float#floor/#ceil/Integer(): a float outside Integer's range is an error in pp
// (Ruby would give a Bignum, which Puppet cannot use either).
Value float_to_integer(double d, const char* fn) {
    if (!std::isfinite(d) || d >= 9223372036854775808.0 || d < -9223372036854775808.0) {
        if (std::isnan(d)) throw FunctionError(std::string(fn) + "(): NaN");
        throw FunctionError(std::string(fn) + "(): result is out of range for an Integer");
    }
    return Value(static_cast<std::int64_t>(d));
}

Value from_string(CallContext& ctx, const Value& arg, const char* fn, const char* key, bool ceil) {
    warn_once(ctx, key,
              std::string("The ") + fn +
                  "() function's auto conversion of String to Float is deprecated - change to convert input "
                  "before calling");
    auto d = runtime::ruby_float(arg.as_string());
    if (!d)
        throw FunctionError(std::string(fn) + "(): cannot convert given value to a floating point value.");
    return float_to_integer(ceil ? std::ceil(*d) : std::floor(*d), fn);
}

} // namespace

void register_numeric_functions(evaluator::FunctionRegistry& registry) {
    using evaluator::add_function;
    using evaluator::BlockUse;

    add_function(
        registry, "abs",
        "The absolute value of a Numeric (or, deprecated, of a String holding an integer or decimal number).",
        {
            Dispatch{{req("Numeric", "val")},
                     BlockUse::None,
                     [](CallContext&, Args args) -> Value {
                         if (args[0].is_float()) return Value(std::fabs(args[0].as_float()));
                         std::int64_t i = args[0].as_integer();
                         if (i == std::numeric_limits<std::int64_t>::min())
                             throw FunctionError("abs(): result is out of range for an Integer");
                         return Value(i < 0 ? -i : i);
                     }},
            Dispatch{{req("String", "val")},
                     BlockUse::None,
                     [](CallContext& ctx, Args args) -> Value {
                         warn_once(
                             ctx, "\x01warn_once abs_function_numeric_coerce_string",
                             "The abs() function's auto conversion of String to Numeric is deprecated - "
                             "change to convert input before calling");
                         // Ruby's /^...$/ match any line of the string; to_f/to_i read its start
                         static const std::regex decimal(R"((^|\n)-?\d+(\.\d+){1}($|\n))");
                         static const std::regex integer(R"((^|\n)-?\d+($|\n))");
                         const std::string& s = args[0].as_string();
                         if (std::regex_search(s, decimal))
                             return Value(std::fabs(std::strtod(s.c_str(), nullptr)));
                         if (std::regex_search(s, integer)) {
                             std::int64_t i = std::strtoll(s.c_str(), nullptr, 10);
                             return Value(i < 0 ? -i : i);
                         }
                         throw FunctionError(
                             "abs(): Requires float or integer to work with - was given non decimal string");
                     }},
        });

    add_function(
        registry, "floor",
        "The largest Integer not greater than a Numeric (or, deprecated, a String converted to Float).",
        {
            Dispatch{{req("Numeric", "val")},
                     BlockUse::None,
                     [](CallContext&, Args args) -> Value {
                         if (args[0].is_integer()) return args[0];
                         return float_to_integer(std::floor(args[0].as_float()), "floor");
                     }},
            Dispatch{{req("String", "val")},
                     BlockUse::None,
                     [](CallContext& ctx, Args args) {
                         return from_string(ctx, args[0], "floor",
                                            "\x01warn_once floor_function_numeric_coerce_string", false);
                     }},
        });

    add_function(
        registry, "ceiling",
        "The smallest Integer not less than a Numeric (or, deprecated, a String converted to Float).",
        {
            Dispatch{{req("Numeric", "val")},
                     BlockUse::None,
                     [](CallContext&, Args args) -> Value {
                         if (args[0].is_integer()) return args[0];
                         return float_to_integer(std::ceil(args[0].as_float()), "ceiling");
                     }},
            Dispatch{{req("String", "val")},
                     BlockUse::None,
                     [](CallContext& ctx, Args args) {
                         return from_string(ctx, args[0], "ceiling",
                                            "\x01warn_once ceiling_function_numeric_coerce_string", true);
                     }},
        });

    add_function(registry, "round", "Rounds a Numeric to the nearest Integer, halves away from zero.",
                 {Dispatch{{req("Numeric", "val")}, BlockUse::None, [](CallContext&, Args args) -> Value {
                               if (args[0].is_integer()) {
                                   // Integer(x + 0.5) goes through a Float
                                   double d = static_cast<double>(args[0].as_integer());
                                   return float_to_integer(std::trunc(d > 0 ? d + 0.5 : d - 0.5), "round");
                               }
                               double d = args[0].as_float();
                               return float_to_integer(std::trunc(d > 0 ? d + 0.5 : d - 0.5), "round");
                           }}});
}

} // namespace pp::stdlib
