// Ruby functions of the OpenStack modules' shared library (openstacklib/lib/puppet/functions:
// is_service_default, normalize_ip_for_uri, inet6_prefix, os_transport_url, os_database_connection) and of
// puppetlabs-translate (translate), which the corpus calls from most OpenStack and mysql classes. Each
// exists only when its module is on the modulepath, as in Puppet.
#include "evaluator/dispatch.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <arpa/inet.h>

#include <cctype>

namespace pp::stdlib {

using evaluator::Args;
using evaluator::BlockUse;
using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::rep;
using evaluator::req;

namespace {

// Ruby's IPAddr.new(s).ipv6? for a string: brackets, a zone id and a prefix length are allowed.
bool is_ipv6(std::string_view s) {
    if (s.size() > 2 && s.front() == '[' && s.back() == ']') s = s.substr(1, s.size() - 2);
    if (auto slash = s.find('/'); slash != std::string_view::npos) s = s.substr(0, slash);
    if (auto zone = s.find('%'); zone != std::string_view::npos) s = s.substr(0, zone);
    std::string text(s);
    in6_addr addr{};
    return inet_pton(AF_INET6, text.c_str(), &addr) == 1;
}

// The functions that take one address or an array of them, and answer in kind.
template <class F>
Value each_address(Args args, F&& change) {
    std::vector<Value> items;
    bool many = !args.empty() && args[0].is_array();
    if (many)
        items = args[0].as_array();
    else
        items.assign(args.begin(), args.end());
    std::vector<Value> out;
    for (const Value& ip : items)
        out.push_back(ip.is_string() ? Value(change(ip.as_string())) : ip);
    if (!many && args.size() == 1) return out.empty() ? Value() : out[0];
    return Value(std::move(out));
}

Value normalize_ip_for_uri(CallContext&, Args args) {
    return each_address(args, [](const std::string& ip) {
        if (is_ipv6(ip) && !(ip.find('[') != std::string::npos && ip.find(']') != std::string::npos))
            return "[" + ip + "]";
        return ip;
    });
}

Value inet6_prefix(CallContext&, Args args) {
    return each_address(args, [](const std::string& ip) {
        if (ip.starts_with("inet6:") && ip.size() > 6) return ip;
        // the address is the first part between blanks and brackets; the rest follows the brackets
        std::vector<std::string> parts;
        std::string cur;
        for (char c : ip) {
            if (std::isspace(static_cast<unsigned char>(c)) != 0 || c == '[' || c == ']') {
                if (!cur.empty()) parts.push_back(cur);
                cur.clear();
            } else {
                cur += c;
            }
        }
        if (!cur.empty()) parts.push_back(cur);
        if (parts.empty() || !is_ipv6(parts[0])) return ip;
        std::string out = "inet6:[" + parts[0] + "]";
        for (std::size_t i = 1; i < parts.size(); ++i)
            out += parts[i];
        return out;
    });
}

// ERB::Util.url_encode: every byte but unreserved characters as %XX.
std::string url_encode(std::string_view s) {
    std::string out;
    for (char c : s) {
        auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) != 0 || c == '_' || c == '-' || c == '.' || c == '~')
            out += c;
        else
            out += fmt::format("%{:02X}", u);
    }
    return out;
}

// The Ruby class name openstacklib's messages show for a Puppet value.
std::string ruby_class(const Value& v) {
    switch (v.kind()) {
    case runtime::ValueKind::Undef:
        return "NilClass";
    case runtime::ValueKind::Boolean:
        return v.as_boolean() ? "TrueClass" : "FalseClass";
    case runtime::ValueKind::Array:
        return "Array";
    case runtime::ValueKind::Hash:
        return "Hash";
    case runtime::ValueKind::String:
        return "String";
    case runtime::ValueKind::Integer:
        return "Integer";
    case runtime::ValueKind::Float:
        return "Float";
    default:
        return std::string(runtime::kind_name(v.kind()));
    }
}

// Ruby's to_s of a value in a URL part ("#{v}").
std::string ruby_s(const Value& v) {
    if (v.is_undef()) return "";
    return v.is_string() ? v.as_string() : runtime::to_s(v);
}

// openstacklib's userinfo: the url-encoded user name and password, when they are non-empty strings.
std::string userinfo(const runtime::Hash& v) {
    const Value* user = v.find(Value("username"));
    if (user == nullptr || ruby_s(*user).empty()) return {};
    std::string out = url_encode(ruby_s(*user));
    const Value* password = v.find(Value("password"));
    if (password != nullptr && !ruby_s(*password).empty()) out += ":" + url_encode(ruby_s(*password));
    return out;
}

std::string query_string(const runtime::Hash& query) {
    std::string out;
    for (const auto& [k, val] : query) {
        if (!out.empty()) out += '&';
        out += ruby_s(k) + "=" + ruby_s(val);
    }
    return out;
}

// os_transport_url's _str2bool: true, false, or a value of a few strings.
bool transport_bool(const Value& v) {
    if (v.is_boolean()) return v.as_boolean();
    if (!v.is_string()) throw FunctionError("str2bool(): Requires string to work with");
    std::string s;
    for (char c : v.as_string())
        s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (s.empty() || s == "0" || s == "f" || s == "n" || s == "false" || s == "no" ||
        v.as_string() == "undef" || v.as_string() == "undefined")
        return false;
    if (s == "1" || s == "t" || s == "y" || s == "true" || s == "yes") return true;
    throw FunctionError("os_transport_url _str2bool(): Unknown type of boolean given");
}

Value os_transport_url(CallContext& ctx, Args args) {
    if (args.size() != 1) throw FunctionError("os_transport_url(): Wrong number of arguments");
    if (!args[0].is_hash())
        throw FunctionError(fmt::format("os_transport_url(): Requires an hash, got {}", ruby_class(args[0])));
    runtime::Hash v;
    for (const auto& [key, val] : args[0].as_hash()) {
        std::string k = ruby_s(key);
        Value value = k == "port" ? Value(ruby_s(val)) : val;
        std::string klass = k == "hosts" ? "Array" : k == "query" ? "Hash" : "String";
        if (ruby_class(value) != klass)
            throw FunctionError(fmt::format("os_transport_url(): {} should be a {}", k, klass));
        v.set(Value(k), std::move(value));
    }
    if (!v.contains(Value("transport"))) throw FunctionError("os_transport_url(): transport is required");
    bool has_host = v.contains(Value("host"));
    bool has_hosts = v.contains(Value("hosts"));
    if (!has_host && !has_hosts) throw FunctionError("os_transport_url(): host or hosts is required");
    if (has_host && has_hosts) throw FunctionError("os_transport_url(): cannot use both host and hosts.");
    std::string user = userinfo(v);
    const Value* port = v.find(Value("port"));
    std::string hostinfo = "localhost";
    auto normalize = [&](const Value& x) {
        std::vector<Value> a{x};
        return ctx.evaluator.call_function("normalize_ip_for_uri", a, nullptr, ctx.scope, ctx.call);
    };
    if (has_host) {
        std::string host = ruby_s(normalize(*v.find(Value("host"))));
        if (port != nullptr) host += ":" + ruby_s(*port);
        hostinfo = user.empty() ? host : user + "@" + host;
    }
    if (has_hosts) {
        Value hosts = normalize(*v.find(Value("hosts")));
        std::vector<Value> list = hosts.is_array() ? hosts.as_array() : std::vector<Value>{hosts};
        std::string joined;
        for (const Value& h : list) {
            std::string one = ruby_s(h);
            if (port != nullptr) one += ":" + ruby_s(*port);
            if (!user.empty()) one = user + "@" + one;
            joined += (joined.empty() ? "" : ",") + one;
        }
        hostinfo = joined;
    }
    std::string path = "/";
    if (const Value* vhost = v.find(Value("virtual_host"))) path = "/" + ruby_s(*vhost);
    runtime::Hash query;
    if (const Value* q = v.find(Value("query")))
        for (const auto& [k, val] : q->as_hash())
            query.set(k, val);
    if (const Value* ssl = v.find(Value("ssl"))) query.set(Value("ssl"), Value(transport_bool(*ssl) ? 1 : 0));
    std::string url = ruby_s(*v.find(Value("transport"))) + "://" + hostinfo + path;
    if (!query.empty()) url += "?" + query_string(query);
    return Value(std::move(url));
}

Value os_database_connection(CallContext&, Args args) {
    if (args.size() != 1)
        throw FunctionError(
            fmt::format("os_database_connection(): Wrong number of arguments given ({} for 1)", args.size()));
    if (!args[0].is_hash())
        throw FunctionError(
            fmt::format("os_database_connection(): Requires an hash, got {}", ruby_class(args[0])));
    const runtime::Hash& v = args[0].as_hash();
    for (const auto& [key, val] : v) {
        std::string klass = ruby_s(key) == "extra" ? "Hash" : "String";
        if (ruby_class(val) != klass)
            throw FunctionError(
                fmt::format("os_database_connection(): {} should be a {}", ruby_s(key), klass));
    }
    if (!v.contains(Value("dialect"))) throw FunctionError("os_database_connection(): dialect is required");
    if (!v.contains(Value("database"))) throw FunctionError("os_database_connection(): database is required");
    const Value* host = v.find(Value("host"));
    const Value* port = v.find(Value("port"));
    if (port != nullptr && host == nullptr)
        throw FunctionError("os_database_connection(): host is required with port");
    runtime::Hash extra;
    if (const Value* e = v.find(Value("extra")))
        for (const auto& [k, val] : e->as_hash())
            extra.set(k, val);
    if (const Value* charset = v.find(Value("charset"))) extra.set(Value("charset"), *charset);
    // URI::Generic.build(...).to_s
    std::string url = ruby_s(*v.find(Value("dialect"))) + ":";
    if (host != nullptr) {
        url += "//";
        if (std::string user = userinfo(v); !user.empty()) url += user + "@";
        // URI::Generic.build puts an IPv6 host in brackets
        std::string h = ruby_s(*host);
        url += h.find(':') != std::string::npos && !h.starts_with('[') ? "[" + h + "]" : h;
        if (port != nullptr) {
            // String#to_i: the leading digits
            std::string digits;
            for (char c : ruby_s(*port)) {
                if (std::isdigit(static_cast<unsigned char>(c)) == 0) break;
                digits += c;
            }
            url += ":" + (digits.empty() ? std::string("0") : std::to_string(std::stoll(digits)));
        }
        url += "/" + ruby_s(*v.find(Value("database")));
    } else {
        url += "///" + ruby_s(*v.find(Value("database")));
    }
    if (!extra.empty()) url += "?" + query_string(extra);
    return Value(std::move(url));
}

// Ruby's String#% with a hash: %{name} and %<name>s take the named value.
Value translate(CallContext&, Args args) {
    const std::string& message = args[0].as_string();
    if (args.size() < 2 || args[1].is_undef()) return Value(message);
    const runtime::Hash& values = args[1].as_hash();
    std::string out;
    for (std::size_t i = 0; i < message.size(); ++i) {
        char c = message[i];
        if (c != '%' || i + 1 >= message.size()) {
            out += c;
            continue;
        }
        char open = message[i + 1];
        if (open == '%') {
            out += '%';
            ++i;
            continue;
        }
        if (open != '{' && open != '<') {
            out += c;
            continue;
        }
        char close = open == '{' ? '}' : '>';
        auto end = message.find(close, i + 2);
        if (end == std::string::npos) throw FunctionError("malformed name - unmatched parenthesis");
        std::string name = message.substr(i + 2, end - i - 2);
        const Value* val = values.find(Value(name));
        if (val == nullptr) throw FunctionError(fmt::format("key<{}> not found", name));
        out += ruby_s(*val);
        i = end;
        if (open == '<' && i + 1 < message.size() && message[i + 1] == 's') ++i;
    }
    return Value(std::move(out));
}

} // namespace

void register_openstack_functions(evaluator::FunctionRegistry& registry) {
    add_function(
        registry, "is_service_default",
        "openstacklib: true when the value is the string '<SERVICE DEFAULT>'.",
        {Dispatch{{rep("Any", "args")}, BlockUse::None, [](CallContext&, Args args) {
                      if (args.size() != 1)
                          throw FunctionError(
                              fmt::format("is_service_default(): Wrong number of argumentsgiven ({} for 1)",
                                          args.size()));
                      return Value(args[0].is_string() && args[0].as_string() == "<SERVICE DEFAULT>");
                  }}});
    add_module_function(registry, "openstacklib", "normalize_ip_for_uri",
                        "openstacklib: IPv6 addresses (one, or an array of them) in brackets, for URIs.",
                        {Dispatch{{rep("Any", "args")}, BlockUse::None, normalize_ip_for_uri}});
    add_module_function(registry, "openstacklib", "inet6_prefix",
                        "openstacklib: IPv6 addresses (one or an array) as inet6:[address].",
                        {Dispatch{{rep("Any", "args")}, BlockUse::None, inet6_prefix}});
    add_module_function(
        registry, "openstacklib", "os_transport_url",
        "openstacklib: a messaging transport URL from a hash (transport, host(s), port, username, "
        "password, virtual_host, ssl, query).",
        {Dispatch{{rep("Any", "args")}, BlockUse::None, os_transport_url}});
    add_function(
        registry, "os_database_connection",
        "openstacklib: a database connection URL from a hash (dialect, host, port, username, password, "
        "database, charset, extra).",
        {Dispatch{{rep("Any", "args")}, BlockUse::None, os_database_connection}});
    add_module_function(registry, "translate", "translate",
                        "puppetlabs-translate: the message, with %{name} replaced by the given values.",
                        {Dispatch{{req("String", "message"), opt("Hash", "interpolation_values")},
                                  BlockUse::None,
                                  translate}});
}

} // namespace pp::stdlib
