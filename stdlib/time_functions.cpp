// The time family: `strftime` (PUP:lib/puppet/functions/strftime.rb) and the `new` functions of Timespan and
// Timestamp (p_timespan_type.rb, p_timestamp_type.rb `new_function`), which Puppet names `new_timespan`
// and `new_timestamp` in its messages. The values themselves are runtime/time.hpp.

#include "evaluator/dispatch.hpp"
#include "runtime/time.hpp"
#include "runtime/type_parser.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

namespace pp::stdlib {

using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::req;
using runtime::Hash;
using runtime::Timespan;
using runtime::Timestamp;
using runtime::Value;

namespace {

using Args = std::span<const Value>;

// Both new functions declare `type 'Formats = Variant[String[2],Array[String[2], 1]]'` as a local type.
runtime::TypePtr local_types(std::string_view name) {
    static const runtime::TypePtr formats = runtime::type_alias(
        "Formats", [] { return runtime::parse_type("Variant[String[2], Array[String[2], 1]]"); });
    return name == "Formats" ? formats : nullptr;
}

std::vector<std::string> strings(const Value& v) {
    std::vector<std::string> out;
    for (const Value& e : v.as_array())
        out.push_back(e.as_string());
    return out;
}

// Ruby's ArgumentError from the time code is the whole message of the call's error
template <class F>
Value guarded(F&& f) {
    try {
        return f();
    } catch (const runtime::TimeError& e) {
        throw FunctionError(e.what());
    }
}

Value span_from_string(const std::string& text, const Value* format) {
    if (format == nullptr || format->is_undef())
        return runtime::timespan_value(Timespan::parse(text, Timespan::default_formats()));
    if (format->is_string()) return runtime::timespan_value(Timespan::parse(text, format->as_string()));
    return runtime::timespan_value(Timespan::parse(text, strings(*format)));
}

Value stamp_from_string(const std::string& text, const Value* format, const Value* timezone) {
    std::string zone = timezone != nullptr && timezone->is_string() ? timezone->as_string() : "";
    if (format == nullptr || format->is_undef())
        return runtime::timestamp_value(Timestamp::parse_default(text, zone));
    if (format->is_string())
        return runtime::timestamp_value(Timestamp::parse(text, format->as_string(), zone));
    return runtime::timestamp_value(Timestamp::parse(text, strings(*format), zone));
}

runtime::Nanos field(const Hash& h, const char* key) {
    const Value* v = h.find(Value(key));
    return v != nullptr && v->is_integer() ? v->as_integer() : 0;
}

const evaluator::NativeFunction& timespan_function() {
    static const evaluator::NativeFunction fn = evaluator::make_dispatcher(
        "new_timespan",
        {
            Dispatch{{req("Variant[Integer, Float]", "seconds")},
                     evaluator::BlockUse::None,
                     [](CallContext&, Args args) {
                         return guarded([&] {
                             return runtime::timespan_value(Timespan(runtime::seconds_to_nanos(args[0])));
                         });
                     }},
            Dispatch{{req("String[1]", "string"), opt("Formats", "format")},
                     evaluator::BlockUse::None,
                     [](CallContext&, Args args) {
                         return guarded([&] {
                             return span_from_string(args[0].as_string(),
                                                     args.size() > 1 ? &args[1] : nullptr);
                         });
                     }},
            Dispatch{{req("Integer", "days"), req("Integer", "hours"), req("Integer", "minutes"),
                      req("Integer", "seconds"), opt("Integer", "milliseconds"),
                      opt("Integer", "microseconds"), opt("Integer", "nanoseconds")},
                     evaluator::BlockUse::None,
                     [](CallContext&, Args args) {
                         auto at = [&](std::size_t i) -> runtime::Nanos {
                             return i < args.size() ? args[i].as_integer() : 0;
                         };
                         return runtime::timespan_value(
                             Timespan::from_fields(false, at(0), at(1), at(2), at(3), at(4), at(5), at(6)));
                     }},
            Dispatch{{req("Struct[{'string' => String[1], Optional['format'] => Formats}]", "hash_arg")},
                     evaluator::BlockUse::None,
                     [](CallContext&, Args args) {
                         const Hash& h = args[0].as_hash();
                         return guarded([&] {
                             return span_from_string(h.find(Value("string"))->as_string(),
                                                     h.find(Value("format")));
                         });
                     }},
            Dispatch{{req("Struct[{Optional['negative'] => Boolean, Optional['days'] => Integer, "
                          "Optional['hours'] => Integer, Optional['minutes'] => Integer, "
                          "Optional['seconds'] => Integer, Optional['milliseconds'] => Integer, "
                          "Optional['microseconds'] => Integer, Optional['nanoseconds'] => Integer}]",
                          "hash_arg")},
                     evaluator::BlockUse::None,
                     [](CallContext&, Args args) {
                         const Hash& h = args[0].as_hash();
                         const Value* negative = h.find(Value("negative"));
                         return runtime::timespan_value(Timespan::from_fields(
                             negative != nullptr && negative->truthy(), field(h, "days"), field(h, "hours"),
                             field(h, "minutes"), field(h, "seconds"), field(h, "milliseconds"),
                             field(h, "microseconds"), field(h, "nanoseconds")));
                     }},
        },
        local_types);
    return fn;
}

const evaluator::NativeFunction& timestamp_function() {
    static const evaluator::NativeFunction fn = evaluator::make_dispatcher(
        "new_timestamp",
        {
            Dispatch{{},
                     evaluator::BlockUse::None,
                     [](CallContext&, Args) { return runtime::timestamp_value(Timestamp::now()); }},
            Dispatch{{req("Variant[Integer, Float]", "seconds")},
                     evaluator::BlockUse::None,
                     [](CallContext&, Args args) {
                         return guarded([&] {
                             return runtime::timestamp_value(Timestamp(runtime::seconds_to_nanos(args[0])));
                         });
                     }},
            Dispatch{{req("String[1]", "string"), opt("Formats", "format"), opt("String[1]", "timezone")},
                     evaluator::BlockUse::None,
                     [](CallContext&, Args args) {
                         return guarded([&] {
                             return stamp_from_string(args[0].as_string(),
                                                      args.size() > 1 ? &args[1] : nullptr,
                                                      args.size() > 2 ? &args[2] : nullptr);
                         });
                     }},
            Dispatch{{req("Struct[{'string' => String[1], Optional['format'] => Formats, "
                          "Optional['timezone'] => String[1]}]",
                          "hash_arg")},
                     evaluator::BlockUse::None,
                     [](CallContext&, Args args) {
                         const Hash& h = args[0].as_hash();
                         return guarded([&] {
                             return stamp_from_string(h.find(Value("string"))->as_string(),
                                                      h.find(Value("format")), h.find(Value("timezone")));
                         });
                     }},
        },
        local_types);
    return fn;
}

} // namespace

Value new_timespan(CallContext& ctx, std::span<const Value> args) {
    return timespan_function()(ctx, args);
}

Value new_timestamp(CallContext& ctx, std::span<const Value> args) {
    return timestamp_function()(ctx, args);
}

void register_time_functions(evaluator::FunctionRegistry& registry) {
    evaluator::add_function(
        registry, "strftime",
        "Formats a Timespan (`%D %H %M %S %L %N`, flags `-` `_` `0` and a width) or a Timestamp (Ruby's "
        "Time#strftime directives, in UTC or the given timezone, e.g. `+01:00`, `CET`); the deprecated "
        "(format, timezone) form formats the current time.",
        {Dispatch{{req("Timespan", "time_object"), req("String", "format")},
                  evaluator::BlockUse::None,
                  [](CallContext&, Args args) -> Value {
                      return guarded(
                          [&] { return Value(runtime::as_timespan(args[0]).format(args[1].as_string())); });
                  }},
         Dispatch{{req("Timestamp", "time_object"), req("String", "format"), opt("String", "timezone")},
                  evaluator::BlockUse::None,
                  [](CallContext&, Args args) -> Value {
                      return guarded([&] {
                          return Value(runtime::as_timestamp(args[0]).format(
                              args[1].as_string(), args.size() > 2 ? args[2].as_string() : ""));
                      });
                  }},
         Dispatch{{req("String", "format"), opt("String", "timezone")},
                  evaluator::BlockUse::None,
                  [](CallContext& ctx, Args args) -> Value {
                      // Puppet.warn_once('deprecations', 'legacy#strftime', ...): once, wherever it is called
                      if (ctx.evaluator.warn_once("legacy#strftime")) {
                          evaluator::Location at = ctx.evaluator.location(ctx.call);
                          const auto& file = ctx.evaluator.sources().file(at.file);
                          ctx.evaluator.logger().located(
                              evaluator::LogLevel::Warning,
                              fmt::format(
                                  "The argument signature (String format, [String timezone]) is "
                                  "deprecated for #strftime. See #strftime documentation and Timespan "
                                  "type for more info\n   (file: {}, line: {})",
                                  file.path(), file.line_col(at.begin).line),
                              evaluator::Location{});
                      }
                      return guarded([&] {
                          return Value(runtime::format_now(args[0].as_string(),
                                                           args.size() > 1 ? args[1].as_string() : ""));
                      });
                  }}});
}

} // namespace pp::stdlib
