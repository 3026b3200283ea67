// stdlib's functions that turn values into text or test text (puppetlabs-stdlib 8.5.0): to_json,
// to_json_pretty, shell_escape, stdlib::start_with, stdlib::end_with, os_version_gte (lib/puppet/functions/)
// and the 3.x uriescape. JSON is written as Ruby's JSON generator writes it (floats as Float#to_s).
#include "evaluator/dispatch.hpp"
#include "runtime/json.hpp"
#include "runtime/ruby_text.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

namespace pp::stdlib {

using evaluator::BlockUse;
using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::req;
using runtime::ValueKind;
using Args3 = std::vector<Value>;

namespace {

constexpr const char* kStdlib = "stdlib";

bool affix_test(const Value& s, const Value& affixes, bool start) {
    const std::string& text = s.as_string();
    std::vector<Value> list = affixes.is_array() ? affixes.as_array() : std::vector<Value>{affixes};
    for (const Value& a : list) {
        const std::string& x = a.as_string();
        if (x.size() > text.size()) continue;
        if (start ? text.compare(0, x.size(), x) == 0
                  : text.compare(text.size() - x.size(), x.size(), x) == 0)
            return true;
    }
    return false;
}

// URI::DEFAULT_PARSER.escape (RFC 2396): every byte outside the unreserved and reserved characters as %XX
std::string uri_escape(const std::string& s) {
    static constexpr std::string_view kSafe = "-_.!~*'();/?:@&=+$,[]";
    std::string out;
    for (char c : s) {
        auto u = static_cast<unsigned char>(c);
        if ((u < 0x80 && std::isalnum(u) != 0) || kSafe.find(c) != std::string_view::npos) {
            out += c;
        } else {
            out += fmt::format("%{:02X}", u);
        }
    }
    return out;
}

} // namespace

// JSON.generate (indent empty) or JSON.pretty_generate (indent "  ", "key": value, one element per line);
// what JSON has no form for is written as its to_s string (Object#to_json)
void ruby3x::append_json(std::string& out, const Value& v, bool pretty) {
    runtime::append_json(out, v, runtime::JsonStyle{pretty, &ruby3x::to_s});
}

void register_stdlib_module_text_functions(evaluator::FunctionRegistry& registry) {
    add_module_function(
        registry, kStdlib, "to_json", "The value as compact JSON.",
        {Dispatch{{req("Any", "data")}, BlockUse::None, [](CallContext&, std::span<const Value> args) {
                      std::string out;
                      ruby3x::append_json(out, args[0], false);
                      return Value(std::move(out));
                  }}});
    add_module_function(
        registry, kStdlib, "to_json_pretty",
        "An array or hash as indented JSON with a final newline, optionally without its undef values.",
        {Dispatch{{req("Variant[Hash, Array]", "data"), opt("Optional[Boolean]", "skip_undef"),
                   opt("Struct[{indent => Optional[String], space => Optional[String], space_before => "
                       "Optional[String], object_nl => Optional[String], array_nl => Optional[String], "
                       "allow_nan => Optional[Boolean], max_nesting => Optional[Integer[-1,default]]}]",
                       "opts")},
                  BlockUse::None,
                  [](CallContext& ctx, std::span<const Value> args) {
                      // Ruby JSON's layout options: the module's own Ruby does those
                      if (args.size() > 2 && !args[2].is_undef()) {
                          if (const auto* fn = ctx.evaluator.find_ruby_function("to_json_pretty")) {
                              CallContext inner{ctx.evaluator, ctx.scope, ctx.call,
                                                fn->name,      nullptr,   nullptr};
                              return fn->fn(inner, args);
                          }
                      }
                      Value data = args[0];
                      if (args.size() > 1 && args[1].truthy()) {
                          if (data.is_array()) {
                              std::vector<Value> kept;
                              for (const Value& e : data.as_array()) {
                                  if (!e.is_undef()) kept.push_back(e);
                              }
                              data = Value(std::move(kept));
                          } else {
                              runtime::Hash kept;
                              for (const auto& [k, e] : data.as_hash()) {
                                  if (!e.is_undef()) kept.set(k, e);
                              }
                              data = Value(std::move(kept));
                          }
                      }
                      std::string out;
                      ruby3x::append_json(out, data, true);
                      return Value(out + "\n");
                  }}});
    add_module_function(
        registry, kStdlib, "shell_escape", "The value's text escaped as one shell word.",
        {Dispatch{{req("Any", "string")}, BlockUse::None, [](CallContext&, std::span<const Value> args) {
                      return Value(ruby3x::shell_escape(ruby3x::to_s(args[0])));
                  }}});
    add_module_function(
        registry, kStdlib, "stdlib::start_with", "Whether a string starts with one of the prefixes.",
        {Dispatch{{req("String", "test_string"), req("Variant[String[1],Array[String[1], 1]]", "prefixes")},
                  BlockUse::None,
                  [](CallContext&, std::span<const Value> args) {
                      return Value(affix_test(args[0], args[1], true));
                  }}});
    add_module_function(
        registry, kStdlib, "stdlib::end_with", "Whether a string ends with one of the suffixes.",
        {Dispatch{{req("String", "test_string"), req("Variant[String[1],Array[String[1], 1]]", "suffixes")},
                  BlockUse::None,
                  [](CallContext&, std::span<const Value> args) {
                      return Value(affix_test(args[0], args[1], false));
                  }}});
    add_module_function(
        registry, kStdlib, "os_version_gte",
        "Whether the operatingsystem fact is the given OS and its major release at least the given version.",
        {Dispatch{
            {req("String[1]", "os"), req("String[1]", "version")},
            BlockUse::None,
            [](CallContext& ctx, std::span<const Value> args) -> Value {
                const Value* facts = ctx.scope.top().lookup_local("facts");
                if (facts == nullptr || !facts->is_hash()) return Value(false);
                const Value* os = facts->as_hash().find(Value("operatingsystem"));
                if (os == nullptr || !os->is_string() || os->as_string() != args[0].as_string())
                    return Value(false);
                const Value* major = facts->as_hash().find(Value("operatingsystemmajrelease"));
                std::vector<Value> cmp{major != nullptr ? Value(ruby3x::to_s(*major)) : Value(""), args[1]};
                Value r = ctx.evaluator.call_function("versioncmp", cmp, nullptr, ctx.scope, ctx.call);
                return Value(r.is_integer() && r.as_integer() >= 0);
            }}});
    ruby3x::add_function(
        registry, kStdlib, "uriescape",
        "A string (or each string of an array) with the characters URIs do not allow escaped.",
        [](CallContext&, Args3& a) -> Value {
            if (a.empty()) throw FunctionError("uriescape(): Wrong number of arguments given (0 for 1)");
            const Value& v = a[0];
            if (v.is_string()) return Value(uri_escape(v.as_string()));
            if (!v.is_array())
                throw FunctionError("uriescape(): Requires either array or string to work with");
            std::vector<Value> out;
            for (const Value& e : v.as_array())
                out.push_back(e.is_string() ? Value(uri_escape(e.as_string())) : e);
            return Value(std::move(out));
        });
}

} // namespace pp::stdlib
