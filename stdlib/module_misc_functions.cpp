// Puppet 3.x functions of corpus modules that their classes call: stdlib's grep, redis's getvar_emptystring
// and saz-ssh's ipaddresses (lib/puppet/parser/functions/*.rb of each). Each exists only with its module.
#include "evaluator/dispatch.hpp"
#include "runtime/regexp.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

namespace pp::stdlib {

using evaluator::CallContext;
using evaluator::FunctionError;

namespace {

// A variable as a 3.x function's lookupvar reads it: nil (undef), with Puppet's warning, when there is none.
Value lookupvar(CallContext& ctx, const std::string& name) {
    const Value* v = ctx.evaluator.variable(name, ctx.scope, ctx.call);
    if (v != nullptr) return *v;
    ruby3x::variable_not_found(ctx, name, [](const std::string& message) { throw FunctionError(message); });
    return {};
}

Value grep(CallContext&, std::vector<Value>& a) {
    if (a.size() != 2)
        throw FunctionError(fmt::format("grep(): Wrong number of arguments given {} for 2", a.size()));
    // Regexp.new(pattern) of the argument's text, then Array#grep (Regexp#===: strings that match)
    std::string error;
    auto re = runtime::Regexp::compile(ruby3x::to_s(a[1]), &error);
    if (re == nullptr) throw FunctionError(error);
    if (!a[0].is_array())
        throw FunctionError(fmt::format("undefined method `grep' for {}:{}", ruby3x::inspect(a[0]),
                                        ruby3x::class_name(a[0])));
    std::vector<Value> out;
    for (const Value& e : a[0].as_array())
        if (e.is_string() && re->matches(e.as_string())) out.push_back(e);
    return Value(std::move(out));
}

Value getvar_emptystring(CallContext& ctx, std::vector<Value>& a) {
    if (a.size() != 1)
        throw FunctionError(
            fmt::format("getvar_emptystring(): wrong number of arguments ({}; must be 1)", a.size()));
    Value v = lookupvar(ctx, ruby3x::to_s(a[0]));
    return v.is_undef() ? Value("") : v;
}

// The addresses of every interface but those whose name contains "lo", from the legacy facts.
Value ipaddresses(CallContext& ctx, std::vector<Value>&) {
    Value interfaces = lookupvar(ctx, "interfaces");
    if (interfaces.is_undef()) return Value(false);
    std::string names = ruby3x::to_s(interfaces);
    std::vector<std::string> list;
    if (names.find(',') != std::string::npos) {
        std::size_t start = 0;
        while (start <= names.size()) {
            auto comma = names.find(',', start);
            if (comma == std::string::npos) comma = names.size();
            if (comma > start) list.push_back(names.substr(start, comma - start));
            start = comma + 1;
        }
    } else {
        list.push_back(names);
    }
    std::vector<Value> out;
    for (const std::string& iface : list) {
        if (iface.find("lo") != std::string::npos) continue;
        for (const char* fact : {"ipaddress_", "ipaddress6_"}) {
            Value addr = lookupvar(ctx, fact + iface);
            if (!addr.is_undef() && !(addr.is_boolean() && !addr.as_boolean())) out.push_back(addr);
        }
    }
    return Value(std::move(out));
}

} // namespace

void register_module_misc_functions(evaluator::FunctionRegistry& registry) {
    ruby3x::add_function(registry, "stdlib", "grep",
                         "The elements of an array that match a regular expression (given as a string).",
                         grep);
    ruby3x::add_function(registry, "redis", "getvar_emptystring",
                         "A variable by (qualified) name, or '' when it is undefined.", getvar_emptystring);
    ruby3x::add_function(
        registry, "ssh", "ipaddresses",
        "The IPv4 and IPv6 addresses of the node's interfaces (except loopback ones), from the "
        "legacy facts.",
        ipaddresses);
}

} // namespace pp::stdlib
