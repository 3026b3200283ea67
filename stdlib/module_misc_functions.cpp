// Ruby functions of corpus modules that their classes and templates call: stdlib's grep and hash, redis's
// getvar_emptystring and saz-ssh's ipaddresses (lib/puppet/parser/functions/*.rb), apache::bool2httpd,
// memcached::max_memory, mysql::password and neutron's convert_to_json_string (lib/puppet/functions/). Each
// exists only with its module.
#include "evaluator/dispatch.hpp"
#include "runtime/digest.hpp"
#include "runtime/regexp.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include <cmath>
#include <cstdlib>

namespace pp::stdlib {

using evaluator::Args;
using evaluator::BlockUse;
using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::req;

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

// Ruby's /re/i =~ for any value: only strings can match.
bool matches_ci(const Value& v, std::string_view word) {
    if (!v.is_string()) return false;
    std::string lower;
    for (char c : v.as_string())
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower.find(word) != std::string::npos;
}

Value bool2httpd(CallContext&, Args args) {
    const Value& arg = args[0];
    if (arg.is_undef() || (arg.is_boolean() && !arg.as_boolean()) || matches_ci(arg, "false"))
        return Value("Off");
    if ((arg.is_boolean() && arg.as_boolean()) || matches_ci(arg, "true")) return Value("On");
    return Value(ruby3x::to_s(arg));
}

// Ruby's String#to_f and #to_i: the leading number, 0 when there is none.
double ruby_to_f(const std::string& s) {
    return std::strtod(s.c_str(), nullptr);
}

Value max_memory(CallContext& ctx, Args args) {
    const Value& arg = args[0];
    bool given = !arg.is_undef() && !(arg.is_boolean() && !arg.as_boolean());
    std::string text = ruby3x::to_s(arg);
    if (given && !text.ends_with('%')) {
        if (arg.is_integer()) return arg;
        if (arg.is_float()) return Value(static_cast<std::int64_t>(arg.as_float()));
        return Value(static_cast<std::int64_t>(std::strtoll(text.c_str(), nullptr, 10)));
    }
    std::string percent = given ? text : "95%";
    const Value* facts = ctx.evaluator.variable("facts", ctx.scope, ctx.call);
    const Value* memsize =
        facts != nullptr && facts->is_hash() ? facts->as_hash().find(Value("memorysize")) : nullptr;
    if (memsize == nullptr || !memsize->is_string())
        throw FunctionError("undefined method `[]' for nil:NilClass");
    // /([0-9.e+-]*)\s*([^bB]?)/ at the start of the fact ("15.61 GiB")
    const std::string& m = memsize->as_string();
    std::size_t i = 0;
    while (i < m.size() && (std::isdigit(static_cast<unsigned char>(m[i])) != 0 || m[i] == '.' ||
                            m[i] == 'e' || m[i] == '+' || m[i] == '-'))
        ++i;
    double value = ruby_to_f(m.substr(0, i));
    while (i < m.size() && std::isspace(static_cast<unsigned char>(m[i])) != 0)
        ++i;
    std::string prefix = i < m.size() && m[i] != 'b' && m[i] != 'B' ? std::string(1, m[i]) : "";
    static const std::pair<const char*, int> shifts[] = {{"", 0},   {"k", 10}, {"M", 20},
                                                         {"G", 30}, {"T", 40}, {"E", 50}};
    bool known = false;
    for (const auto& [p, shift] : shifts) {
        if (prefix == p) {
            value *= static_cast<double>(std::int64_t{1} << shift);
            known = true;
        }
    }
    if (!known) throw FunctionError("memcached_max_memory(): Unknown prefix " + prefix);
    auto bytes = static_cast<std::int64_t>(value);
    double mb = static_cast<double>(bytes / (std::int64_t{1} << 20)) * (ruby_to_f(percent) / 100.0);
    return Value(static_cast<std::int64_t>(std::floor(mb)));
}

// stdlib's hash: an array of keys and values (flattened) as a hash.
Value to_hash(CallContext&, std::vector<Value>& a) {
    if (a.empty())
        throw FunctionError(fmt::format("hash(): Wrong number of arguments given ({} for 1)", a.size()));
    if (!a[0].is_array()) throw FunctionError("hash(): Requires array to work with");
    std::vector<Value> flat;
    std::function<void(const Value&)> add = [&](const Value& v) {
        if (!v.is_array()) {
            flat.push_back(v);
            return;
        }
        for (const Value& e : v.as_array())
            add(e);
    };
    add(a[0]);
    if (flat.size() % 2 != 0) throw FunctionError("hash(): Unable to compute hash from array given");
    runtime::Hash out;
    for (std::size_t i = 0; i < flat.size(); i += 2)
        out.set(flat[i], flat[i + 1]);
    return Value(std::move(out));
}

std::string sha1(std::string_view data) {
    return runtime::raw_digest("sha1", data);
}

// MySQL's native password hash: '*' and the upper-case hex SHA1 of the binary SHA1 of the password.
Value mysql_password(CallContext&, Args args) {
    const std::string& password = args[0].as_string();
    if (password.empty()) return Value("");
    static const auto hashed = runtime::Regexp::compile(R"(\*[A-F0-9]{40}$)");
    if (hashed->matches(password)) return Value(password);
    std::string out = "*";
    for (unsigned char c : sha1(sha1(password)))
        out += fmt::format("{:02X}", c);
    return Value(std::move(out));
}

// An array of "key:value" strings as a JSON object, any other value as JSON.
Value convert_to_json_string(CallContext&, Args args) {
    const Value& v = args.empty() ? Value() : args[0];
    std::string out;
    bool pairs = v.is_array() && std::all_of(v.as_array().begin(), v.as_array().end(), [](const Value& x) {
                     return x.is_string() && x.as_string().find(':') != std::string::npos;
                 });
    if (!pairs) {
        ruby3x::append_json(out, v);
        return Value(std::move(out));
    }
    runtime::Hash h;
    for (const Value& x : v.as_array()) {
        // k, v = s.split(/:/): the first two fields (empty trailing fields dropped)
        const std::string& s = x.as_string();
        auto colon = s.find(':');
        std::string key = s.substr(0, colon);
        std::string rest = s.substr(colon + 1);
        auto next = rest.find(':');
        if (next != std::string::npos) rest = rest.substr(0, next);
        h.set(Value(key), rest.empty() ? Value() : Value(rest));
    }
    ruby3x::append_json(out, Value(std::move(h)));
    return Value(std::move(out));
}

} // namespace

void register_module_misc_functions(evaluator::FunctionRegistry& registry) {
    add_module_function(registry, "neutron", "convert_to_json_string",
                        "An array of 'key:value' strings as a JSON object; any other value as JSON.",
                        {Dispatch{{evaluator::rep("Any", "args")}, BlockUse::None, convert_to_json_string}});
    ruby3x::add_function(registry, "stdlib", "hash", "An array of keys and values as a hash.", to_hash);
    add_module_function(registry, "mysql", "mysql::password",
                        "MySQL's hash of a password ('*' and 40 hex digits); a hash is returned as it is.",
                        {Dispatch{{req("String", "password")}, BlockUse::None, mysql_password}});
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
    add_module_function(
        registry, "apache", "apache::bool2httpd",
        "'On' or 'Off' for a boolean (or a string holding 'true' or 'false'), as httpd writes them; "
        "any other value as a string.",
        {Dispatch{{req("Any", "arg")}, BlockUse::None, bool2httpd}});
    add_module_function(
        registry, "memcached", "memcached::max_memory",
        "memcached's memory limit in MB: the given number, or a percentage (95% by default) of "
        "the node's memorysize fact.",
        {Dispatch{{req("Any", "arg")}, BlockUse::None, max_memory}});
}

} // namespace pp::stdlib
