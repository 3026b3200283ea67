// URIs as Ruby 3.1's uri library computes them (rfc3986_parser.rb, generic.rb, ftp.rb, file.rb).

#include "runtime/uri.hpp"

#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <functional>
#include <memory>
#include <vector>

namespace pp::runtime {

namespace {

// RFC3986_Parser::RFC3986_URI and RFC3986_relative_ref, verbatim.
const Regexp& uri_regexp() {
    static const auto r = Regexp::compile(
        R"(\A(?<URI>(?<scheme>[A-Za-z][+\-.0-9A-Za-z]*):(?<hier-part>\/\/(?<authority>(?:(?<userinfo>(?:%\h\h|[!$&-.0-;=A-Z_a-z~])*)@)?(?<host>(?<IP-literal>\[(?:(?<IPv6address>(?:\h{1,4}:){6}(?<ls32>\h{1,4}:\h{1,4}|(?<IPv4address>(?<dec-octet>[1-9]\d|1\d{2}|2[0-4]\d|25[0-5]|\d)\.\g<dec-octet>\.\g<dec-octet>\.\g<dec-octet>))|::(?:\h{1,4}:){5}\g<ls32>|\h{1,4}?::(?:\h{1,4}:){4}\g<ls32>|(?:(?:\h{1,4}:)?\h{1,4})?::(?:\h{1,4}:){3}\g<ls32>|(?:(?:\h{1,4}:){,2}\h{1,4})?::(?:\h{1,4}:){2}\g<ls32>|(?:(?:\h{1,4}:){,3}\h{1,4})?::\h{1,4}:\g<ls32>|(?:(?:\h{1,4}:){,4}\h{1,4})?::\g<ls32>|(?:(?:\h{1,4}:){,5}\h{1,4})?::\h{1,4}|(?:(?:\h{1,4}:){,6}\h{1,4})?::)|(?<IPvFuture>v\h+\.[!$&-.0-;=A-Z_a-z~]+))\])|\g<IPv4address>|(?<reg-name>(?:%\h\h|[!$&-.0-9;=A-Z_a-z~])+))?(?::(?<port>\d*))?)(?<path-abempty>(?:\/(?<segment>(?:%\h\h|[!$&-.0-;=@-Z_a-z~])*))*)|(?<path-absolute>\/(?:(?<segment-nz>(?:%\h\h|[!$&-.0-;=@-Z_a-z~])+)(?:\/\g<segment>)*)?)|(?<path-rootless>\g<segment-nz>(?:\/\g<segment>)*)|(?<path-empty>))(?:\?(?<query>[^#]*))?(?:\#(?<fragment>(?:%\h\h|[!$&-.0-;=@-Z_a-z~\/?])*))?)\z)");
    return *r;
}

const Regexp& relative_regexp() {
    static const auto r = Regexp::compile(
        R"(\A(?<relative-ref>(?<relative-part>\/\/(?<authority>(?:(?<userinfo>(?:%\h\h|[!$&-.0-;=A-Z_a-z~])*)@)?(?<host>(?<IP-literal>\[(?<IPv6address>(?:\h{1,4}:){6}(?<ls32>\h{1,4}:\h{1,4}|(?<IPv4address>(?<dec-octet>[1-9]\d|1\d{2}|2[0-4]\d|25[0-5]|\d)\.\g<dec-octet>\.\g<dec-octet>\.\g<dec-octet>))|::(?:\h{1,4}:){5}\g<ls32>|\h{1,4}?::(?:\h{1,4}:){4}\g<ls32>|(?:(?:\h{1,4}:){,1}\h{1,4})?::(?:\h{1,4}:){3}\g<ls32>|(?:(?:\h{1,4}:){,2}\h{1,4})?::(?:\h{1,4}:){2}\g<ls32>|(?:(?:\h{1,4}:){,3}\h{1,4})?::\h{1,4}:\g<ls32>|(?:(?:\h{1,4}:){,4}\h{1,4})?::\g<ls32>|(?:(?:\h{1,4}:){,5}\h{1,4})?::\h{1,4}|(?:(?:\h{1,4}:){,6}\h{1,4})?::)|(?<IPvFuture>v\h+\.[!$&-.0-;=A-Z_a-z~]+)\])|\g<IPv4address>|(?<reg-name>(?:%\h\h|[!$&-.0-9;=A-Z_a-z~])+))?(?::(?<port>\d*))?)(?<path-abempty>(?:\/(?<segment>(?:%\h\h|[!$&-.0-;=@-Z_a-z~])*))*)|(?<path-absolute>\/(?:(?<segment-nz>(?:%\h\h|[!$&-.0-;=@-Z_a-z~])+)(?:\/\g<segment>)*)?)|(?<path-noscheme>(?<segment-nz-nc>(?:%\h\h|[!$&-.0-9;=@-Z_a-z~])+)(?:\/\g<segment>)*)|(?<path-empty>))(?:\?(?<query>[^#]*))?(?:\#(?<fragment>(?:%\h\h|[!$&-.0-;=@-Z_a-z~\/?])*))?)\z)");
    return *r;
}

// RFC3986_Parser#default_regexp, for the component checks of URI.build
const Regexp& component_regexp(std::string_view which) {
    static const auto scheme = Regexp::compile(R"(\A[A-Za-z][A-Za-z0-9+\-.]*\z)");
    static const auto userinfo = Regexp::compile(R"(\A(?:%\h\h|[!$&-.0-;=A-Z_a-z~])*\z)");
    static const auto host = Regexp::compile(
        R"(\A(?:(?<IP-literal>\[(?:(?<IPv6address>(?:\h{1,4}:){6}(?<ls32>\h{1,4}:\h{1,4}|(?<IPv4address>(?<dec-octet>[1-9]\d|1\d{2}|2[0-4]\d|25[0-5]|\d)\.\g<dec-octet>\.\g<dec-octet>\.\g<dec-octet>))|::(?:\h{1,4}:){5}\g<ls32>|\h{,4}::(?:\h{1,4}:){4}\g<ls32>|(?:(?:\h{1,4}:)?\h{1,4})?::(?:\h{1,4}:){3}\g<ls32>|(?:(?:\h{1,4}:){,2}\h{1,4})?::(?:\h{1,4}:){2}\g<ls32>|(?:(?:\h{1,4}:){,3}\h{1,4})?::\h{1,4}:\g<ls32>|(?:(?:\h{1,4}:){,4}\h{1,4})?::\g<ls32>|(?:(?:\h{1,4}:){,5}\h{1,4})?::\h{1,4}|(?:(?:\h{1,4}:){,6}\h{1,4})?::)|(?<IPvFuture>v\h+\.[!$&-.0-;=A-Z_a-z~]+))\])|\g<IPv4address>|(?<reg-name>(?:%\h\h|[!$&-.0-9;=A-Z_a-z~])*))\z)");
    static const auto abs_path =
        Regexp::compile(R"(\A\/(?:%\h\h|[!$&-.0-;=@-Z_a-z~])*(?:\/(?:%\h\h|[!$&-.0-;=@-Z_a-z~])*)*\z)");
    static const auto rel_path =
        Regexp::compile(R"(\A(?:%\h\h|[!$&-.0-;=@-Z_a-z~])+(?:\/(?:%\h\h|[!$&-.0-;=@-Z_a-z~])*)*\z)");
    static const auto opaque = Regexp::compile(R"(\A(?:[^\/].*)?\z)");
    if (which == "SCHEME") return *scheme;
    if (which == "USERINFO") return *userinfo;
    if (which == "HOST") return *host;
    if (which == "ABS_PATH") return *abs_path;
    if (which == "REL_PATH") return *rel_path;
    return *opaque;
}

std::string lower(std::string s) {
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::optional<std::string> named(const Match& m, std::string_view name) {
    auto g = m.named(name);
    if (!g) return std::nullopt;
    return std::string(*g);
}

// String#dump of a UTF-8 string: non-ASCII characters as \u escapes
std::string dump(std::string_view s) {
    std::string ascii;
    std::string out = "\"";
    for (std::size_t i = 0; i < s.size();) {
        auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            std::string one = ruby_inspect_string(s.substr(i, 1));
            out += one.substr(1, one.size() - 2);
            ++i;
            continue;
        }
        std::size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
        char32_t cp = len == 1 ? c : c & (0x7F >> len);
        for (std::size_t k = 1; k < len && i + k < s.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        out += cp > 0xFFFF ? fmt::format("\\u{{{:X}}}", static_cast<std::uint32_t>(cp))
                           : fmt::format("\\u{:04X}", static_cast<std::uint32_t>(cp));
        i += len;
    }
    return out + "\"";
}

bool is_hex(char c) {
    return std::isxdigit(static_cast<unsigned char>(c)) != 0;
}

// query= and fragment=: drop tabs and newlines, percent-encode what the component may not hold
std::string escape_component(std::string_view v, const std::function<bool(unsigned char)>& allowed,
                             bool check_escapes) {
    std::string s;
    for (char c : v)
        if (c != '\t' && c != '\r' && c != '\n') s += c;
    if (check_escapes) {
        for (std::size_t i = 0; i + 2 < s.size(); ++i) {
            if (s[i] == '%' && !is_hex(s[i + 1]) && !is_hex(s[i + 2]))
                throw UriError("invalid percent escape: " + s.substr(i, 3));
        }
    }
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        auto c = static_cast<unsigned char>(s[i]);
        if (c == '%' && i + 2 < s.size() && is_hex(s[i + 1]) && is_hex(s[i + 2])) {
            out.append(s, i, 3);
            i += 2;
            continue;
        }
        if (allowed(c))
            out += static_cast<char>(c);
        else
            out += fmt::format("%{:02X}", c);
    }
    return out;
}

// Integer("8080") for a port: Ruby's String#to_i (leading digits, 0 when none)
std::int64_t to_i(const std::string& s) {
    errno = 0;
    long long v = std::strtoll(s.c_str(), nullptr, 10);
    return static_cast<std::int64_t>(v);
}

// URI::Generic#merge_path
std::vector<std::string> split_path(const std::string& path) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (true) {
        std::size_t p = path.find('/', start);
        out.push_back(path.substr(start, p == std::string::npos ? std::string::npos : p - start));
        if (p == std::string::npos) break;
        start = p + 1;
    }
    if (path.empty()) out.clear(); // "".split("/", -1) is []
    return out;
}

std::string merge_path(const std::string& base, const std::string& rel) {
    std::vector<std::string> base_path = split_path(base);
    std::vector<std::string> rel_path = split_path(rel);
    if (!base_path.empty() && base_path.back() == "..") base_path.emplace_back();
    for (auto it = std::find(base_path.begin(), base_path.end(), ".."); it != base_path.end();
         it = std::find(base_path.begin(), base_path.end(), "..")) {
        // slice!(i - 1, 2); with i == 0 Ruby slices from the end (-1), removing the last element only
        auto i = static_cast<std::size_t>(it - base_path.begin());
        if (i == 0)
            base_path.pop_back();
        else
            base_path.erase(base_path.begin() + static_cast<std::ptrdiff_t>(i) - 1,
                            base_path.begin() +
                                static_cast<std::ptrdiff_t>(std::min(i + 1, base_path.size())));
    }
    if (!rel_path.empty() && rel_path.front().empty()) {
        base_path.clear();
        rel_path.erase(rel_path.begin());
    }
    if (!rel_path.empty() && (rel_path.back() == "." || rel_path.back() == "..")) rel_path.emplace_back();
    std::erase(rel_path, ".");
    std::vector<std::string> tmp;
    for (const std::string& x : rel_path) {
        if (x == ".." && !(tmp.empty() || tmp.back() == ".."))
            tmp.pop_back();
        else
            tmp.push_back(x);
    }
    bool add_trailer_slash = !tmp.empty();
    if (base_path.empty())
        base_path = {""};
    else if (add_trailer_slash)
        base_path.pop_back();
    for (std::size_t i = 0; i < tmp.size(); ++i) {
        if (tmp[i] == "..") {
            if (base_path.size() > 1) base_path.pop_back();
        } else {
            for (std::size_t k = i; k < tmp.size(); ++k)
                base_path.push_back(tmp[k]);
            add_trailer_slash = false;
            break;
        }
    }
    if (add_trailer_slash) base_path.emplace_back();
    std::string out;
    for (std::size_t i = 0; i < base_path.size(); ++i)
        out += (i ? "/" : "") + base_path[i];
    return out;
}

Uri::Class class_for(const std::optional<std::string>& scheme) {
    if (!scheme) return Uri::Class::Generic;
    std::string s = lower(*scheme);
    if (s == "http") return Uri::Class::Http;
    if (s == "https") return Uri::Class::Https;
    if (s == "ftp") return Uri::Class::Ftp;
    if (s == "file") return Uri::Class::File;
    if (s == "ldap") return Uri::Class::Ldap;
    if (s == "ldaps") return Uri::Class::Ldaps;
    if (s == "mailto") return Uri::Class::MailTo;
    if (s == "ws") return Uri::Class::Ws;
    return Uri::Class::Generic; // URI::WSS exists, but `require 'uri'` does not register it in Ruby 3.1
}

std::size_t mix(std::size_t seed, std::size_t h) {
    return seed ^ (h + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}

} // namespace

std::optional<std::int64_t> Uri::default_port() const {
    switch (m_class) {
    case Class::Http:
    case Class::Ws:
        return 80;
    case Class::Https:
        return 443;
    case Class::Ftp:
        return 21;
    case Class::Ldap:
        return 389;
    case Class::Ldaps:
        return 636;
    default:
        return std::nullopt;
    }
}

void Uri::set_userinfo(const std::optional<std::string>& userinfo) {
    // URI::File ignores a userinfo
    if (m_class == Class::File || !userinfo) {
        if (m_class != Class::File) m_user = std::nullopt;
        return;
    }
    auto colon = userinfo->find(':');
    m_user = userinfo->substr(0, colon);
    // Generic#set_userinfo keeps the old password when the new userinfo has none
    if (colon != std::string::npos) m_password = userinfo->substr(colon + 1);
}

void Uri::set_query(const std::optional<std::string>& query) {
    if (!query) {
        m_query = std::nullopt;
        return;
    }
    if (m_opaque) throw UriError("query conflicts with opaque");
    // /(?!%\h\h|[!$-&(-;=?-_a-~])./ is escaped
    m_query = escape_component(
        *query,
        [](unsigned char c) {
            return c == '!' || (c >= '$' && c <= '&') || (c >= '(' && c <= ';') || c == '=' ||
                   (c >= '?' && c <= '_') || (c >= 'a' && c <= '~');
        },
        true);
}

void Uri::set_fragment(const std::optional<std::string>& fragment) {
    if (!fragment) {
        m_fragment = std::nullopt;
        return;
    }
    m_fragment = escape_component(
        *fragment, [](unsigned char c) { return c >= '!' && c <= '~'; }, false);
}

void Uri::set_path(std::string path) {
    if (m_class == Class::Ftp) {
        // URI::FTP#set_path: "/" + v.sub(/^\//, "%2F")
        if (!path.empty() && path[0] == '/') path = "%2F" + path.substr(1);
        path = "/" + path;
    }
    m_path = std::move(path);
}

void Uri::init(Class cls, std::optional<std::string> scheme, std::optional<std::string> userinfo,
               std::optional<std::string> host, std::optional<std::string> port,
               std::optional<std::string> path, std::optional<std::string> opaque,
               std::optional<std::string> query, std::optional<std::string> fragment) {
    m_class = cls;
    if (cls == Class::Ftp) {
        // URI::FTP#initialize: the path is relative to the login directory
        if (!path) throw UriError("URI::InvalidURIError");
        if (!path->empty() && (*path)[0] == '/') path = path->substr(1);
        if (path->rfind("%2F", 0) == 0) path = "/" + path->substr(3);
    }
    if (scheme) m_scheme = lower(*scheme);
    set_userinfo(userinfo);
    if (cls == Class::File && (!host || *host == "localhost")) host = std::string();
    m_host = std::move(host);
    if (port && cls != Class::File) m_port = port->empty() ? std::nullopt : std::optional(to_i(*port));
    if (path) set_path(*path);
    set_query(query);
    m_opaque = std::move(opaque);
    set_fragment(fragment);
    if (!m_path && !m_opaque) set_path("");
    if (!m_port) m_port = default_port();
}

Uri Uri::parse(std::string_view text) {
    if (std::any_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }))
        throw UriError("URI must be ascii only " + dump(text));
    Uri u;
    if (auto m = uri_regexp().match(text)) {
        auto scheme = named(*m, "scheme");
        auto query = named(*m, "query");
        if (auto opaque = named(*m, "path-rootless")) {
            if (query) *opaque += "?" + *query;
            u.init(class_for(scheme), scheme, std::nullopt, std::nullopt, std::nullopt, std::nullopt, opaque,
                   std::nullopt, named(*m, "fragment"));
            return u;
        }
        auto path = named(*m, "path-abempty");
        if (!path) path = named(*m, "path-absolute");
        if (!path) path = named(*m, "path-empty");
        u.init(class_for(scheme), scheme, named(*m, "userinfo"), named(*m, "host"), named(*m, "port"), path,
               std::nullopt, query, named(*m, "fragment"));
        return u;
    }
    if (auto m = relative_regexp().match(text)) {
        auto path = named(*m, "path-abempty");
        if (!path) path = named(*m, "path-absolute");
        if (!path) path = named(*m, "path-noscheme");
        if (!path) path = named(*m, "path-empty");
        u.init(Class::Generic, std::nullopt, named(*m, "userinfo"), named(*m, "host"), named(*m, "port"),
               path, std::nullopt, named(*m, "query"), named(*m, "fragment"));
        return u;
    }
    throw UriError("bad URI(is not URI?): " + ruby_inspect_string(text));
}

Uri Uri::build(const Components& c) {
    // Generic.build(args) -> new(..., arg_check = true): the setters check each component in this order
    Uri u;
    u.m_class = class_for(c.scheme);
    auto matches = [](std::string_view which, const std::string& v) {
        return component_regexp(which).matches(v);
    };
    if (c.scheme) {
        if (!matches("SCHEME", *c.scheme))
            throw UriError("bad component(expected scheme component): " + *c.scheme);
        u.m_scheme = lower(*c.scheme);
    }
    if (c.userinfo) {
        auto colon = c.userinfo->find(':');
        std::string user = c.userinfo->substr(0, colon);
        if (!matches("USERINFO", user))
            throw UriError("bad component(expected userinfo component or user component): " + user);
        if (colon != std::string::npos && !matches("USERINFO", c.userinfo->substr(colon + 1)))
            throw UriError("bad password component");
        u.set_userinfo(c.userinfo);
    }
    if (c.host) {
        std::string host = *c.host;
        if (!(host.front() == '[' && host.back() == ']') && host.find(':') != std::string::npos)
            host = "[" + host + "]";
        if (!matches("HOST", host)) throw UriError("bad component(expected host component): " + host);
        u.m_host = u.m_class == Class::File && host == "localhost" ? std::string() : host;
    }
    if (c.port && u.m_class != Class::File) u.m_port = c.port;
    if (c.path) {
        const std::string& v = *c.path;
        if (u.m_scheme && *u.m_scheme != "ftp") {
            if (!v.empty() && !matches("ABS_PATH", v))
                throw UriError("bad component(expected absolute path component): " + v);
        } else if (!v.empty() && !matches("ABS_PATH", v) && !matches("REL_PATH", v)) {
            throw UriError("bad component(expected relative path component): " + v);
        }
        u.set_path(v);
    }
    u.set_query(c.query);
    if (c.opaque) {
        if (u.m_host || u.m_port || u.m_user || u.m_path)
            throw UriError("can not set opaque with host, port, userinfo or path");
        if (!matches("OPAQUE", *c.opaque))
            throw UriError("bad component(expected opaque component): " + *c.opaque);
        u.m_opaque = c.opaque;
    }
    u.set_fragment(c.fragment);
    if (!u.m_path && !u.m_opaque) u.set_path("");
    if (!u.m_port) u.m_port = u.default_port();
    return u;
}

Uri Uri::merge(const Uri& rel) const {
    if (rel.m_scheme) return rel;
    if (!m_scheme) throw UriError("both URI are relative");
    Uri base = *this;
    auto rel_userinfo = rel.userinfo();
    auto rel_path = rel.path();
    bool authority = rel_userinfo || rel.m_host || rel.m_port;
    if ((!rel_path || rel_path->empty()) && !authority && !rel.m_query) {
        if (rel.m_fragment) base.set_fragment(rel.m_fragment);
        return base;
    }
    base.set_query(std::nullopt);
    base.set_fragment(std::nullopt);
    if (!authority) {
        auto base_path = base.path();
        if (base_path && rel_path) base.set_path(merge_path(*base_path, *rel_path));
    } else if (rel_path) {
        base.set_path(*rel_path);
    }
    if (rel_userinfo) base.set_userinfo(rel_userinfo);
    if (rel.m_host) base.m_host = rel.m_host;
    if (rel.m_port) base.m_port = rel.m_port;
    if (rel.m_query) base.set_query(rel.m_query);
    if (rel.m_fragment) base.set_fragment(rel.m_fragment);
    return base;
}

std::optional<std::string> Uri::userinfo() const {
    if (!m_user) return std::nullopt;
    if (!m_password) return m_user;
    return *m_user + ":" + *m_password;
}

std::optional<std::string> Uri::path() const {
    if (m_class != Class::Ftp || !m_path) return m_path;
    // URI::FTP#path: @path.sub(/^\//,'').sub(/^%2F/,'/')
    std::string p = *m_path;
    if (!p.empty() && p[0] == '/') p = p.substr(1);
    if (p.rfind("%2F", 0) == 0) p = "/" + p.substr(3);
    return p;
}

std::string Uri::to_string() const {
    std::string s;
    if (m_scheme) s += *m_scheme + ":";
    if (m_opaque) {
        s += *m_opaque;
    } else {
        if (m_host || (m_scheme && (*m_scheme == "file" || *m_scheme == "postgres"))) s += "//";
        if (auto ui = userinfo()) s += *ui + "@";
        if (m_host) s += *m_host;
        if (m_port && m_port != default_port()) s += ":" + std::to_string(*m_port);
        s += m_path.value_or("");
        if (m_query) s += "?" + *m_query;
    }
    if (m_fragment) s += "#" + *m_fragment;
    return s;
}

std::string Uri::inspect() const {
    static constexpr const char* kNames[] = {"Generic", "HTTP",  "HTTPS",  "FTP", "File",
                                             "LDAP",    "LDAPS", "MailTo", "WS"};
    return fmt::format("#<URI::{} {}>", kNames[static_cast<int>(m_class)], to_string());
}

std::optional<Value> Uri::attribute(std::string_view name) const {
    auto str = [](const std::optional<std::string>& s) { return s ? Value(*s) : Value(); };
    if (name == "scheme") return str(m_scheme);
    if (name == "userinfo") return str(userinfo());
    if (name == "host") return str(m_host);
    if (name == "port") return m_port ? Value(*m_port) : Value();
    if (name == "path") return str(path());
    if (name == "query") return str(m_query);
    if (name == "fragment") return str(m_fragment);
    if (name == "opaque") return str(m_opaque);
    return std::nullopt;
}

Value Uri::type_parameters() const {
    Hash h;
    if (m_scheme) h.set(Value("scheme"), Value(lower(*m_scheme)));
    if (auto ui = userinfo()) h.set(Value("userinfo"), Value(*ui));
    if (m_host && !m_host->empty()) h.set(Value("host"), Value(lower(*m_host)));
    bool default_http = (m_port == 80 && m_scheme == "http") || (m_port == 443 && m_scheme == "https");
    if (m_port && !default_http) h.set(Value("port"), Value(std::to_string(*m_port)));
    if (auto p = path(); p && !p->empty()) h.set(Value("path"), Value(*p));
    if (m_query) h.set(Value("query"), Value(*m_query));
    if (m_fragment) h.set(Value("fragment"), Value(*m_fragment));
    if (m_opaque) h.set(Value("opaque"), Value(*m_opaque));
    return Value(std::move(h));
}

bool Uri::equals(const Uri& o) const {
    if (m_class != o.m_class) return false;
    auto normalized = [](Uri u) {
        if (u.m_path && u.m_path->empty()) u.set_path("/");
        if (u.m_scheme) u.m_scheme = lower(*u.m_scheme);
        if (u.m_host) u.m_host = lower(*u.m_host);
        return u;
    };
    return normalized(*this).eql(normalized(o));
}

bool Uri::eql(const Uri& o) const {
    return m_class == o.m_class && m_scheme == o.m_scheme && userinfo() == o.userinfo() &&
           m_host == o.m_host && m_port == o.m_port && path() == o.path() && m_opaque == o.m_opaque &&
           m_query == o.m_query && m_fragment == o.m_fragment;
}

std::size_t Uri::hash() const {
    std::hash<std::string> h;
    return mix(mix(h(to_string()), static_cast<std::size_t>(m_class)),
               std::hash<std::int64_t>{}(m_port.value_or(-1)));
}

Value uri_value(Uri u) {
    return Value::heap(ValueKind::URI, std::make_shared<const Uri>(std::move(u)));
}

} // namespace pp::runtime
