// URIs against Ruby 3.1's uri library. Every expected value in the tables was printed by Ruby: the
// generator script is at the end of this file (`ruby gen.rb`), its output pasted here.

#include "runtime/uri.hpp"

#include <gtest/gtest.h>

#include <string>

namespace pp::runtime {
namespace {

struct ParseRow {
    const char* text;
    const char* to_s;       ///< URI#to_s, null when parsing raises
    const char* inspect;    ///< URI#inspect
    const char* attributes; ///< scheme|userinfo|host|port|path|query|fragment|opaque, ~ for nil
    const char* error;
};

struct MergeRow {
    const char* base;
    const char* rel;
    const char* merged; ///< (base + rel).to_s, null when Ruby raises
    const char* error;
};

struct EqualRow {
    const char* a;
    const char* b;
    bool equal; ///< ==
    bool eql;   ///< eql?
};

// clang-format off
const ParseRow kParseRows[] = {
    {"http://example.com:8080/path?q=1#frag", "http://example.com:8080/path?q=1#frag", "#<URI::HTTP http://example.com:8080/path?q=1#frag>", "http|~|example.com|8080|/path|q=1|frag|~", nullptr},
    {"http://example.com", "http://example.com", "#<URI::HTTP http://example.com>", "http|~|example.com|80||~|~|~", nullptr},
    {"HTTP://Example.COM:80/", "http://Example.COM/", "#<URI::HTTP http://Example.COM/>", "http|~|Example.COM|80|/|~|~|~", nullptr},
    {"https://user:pw@h:443/a", "https://user:pw@h/a", "#<URI::HTTPS https://user:pw@h/a>", "https|user:pw|h|443|/a|~|~|~", nullptr},
    {"mailto:joe@example.com", "mailto:joe@example.com", "#<URI::MailTo mailto:joe@example.com>", "mailto|~|~|~|~|~|~|joe@example.com", nullptr},
    {"foo/bar", "foo/bar", "#<URI::Generic foo/bar>", "~|~|~|~|foo/bar|~|~|~", nullptr},
    {"/abs/path?x", "/abs/path?x", "#<URI::Generic /abs/path?x>", "~|~|~|~|/abs/path|x|~|~", nullptr},
    {"file:///etc/hosts", "file:///etc/hosts", "#<URI::File file:///etc/hosts>", "file|~||~|/etc/hosts|~|~|~", nullptr},
    {"file://localhost/x", "file:///x", "#<URI::File file:///x>", "file|~||~|/x|~|~|~", nullptr},
    {"ftp://h/pub/file.txt", "ftp://h/pub/file.txt", "#<URI::FTP ftp://h/pub/file.txt>", "ftp|~|h|21|pub/file.txt|~|~|~", nullptr},
    {"ftp://h/%2Fabs", "ftp://h/%2Fabs", "#<URI::FTP ftp://h/%2Fabs>", "ftp|~|h|21|/abs|~|~|~", nullptr},
    {"http://[::1]:8080/p", "http://[::1]:8080/p", "#<URI::HTTP http://[::1]:8080/p>", "http|~|[::1]|8080|/p|~|~|~", nullptr},
    {"http://x/?a b", "http://x/?a%20b", "#<URI::HTTP http://x/?a%20b>", "http|~|x|80|/|a%20b|~|~", nullptr},
    {"http://x/#a b", nullptr, nullptr, nullptr, "bad URI(is not URI?): \"http://x/#a b\""},
    {"urn:isbn:0451450523", "urn:isbn:0451450523", "#<URI::Generic urn:isbn:0451450523>", "urn|~|~|~|~|~|~|isbn:0451450523", nullptr},
    {"//host/p", "//host/p", "#<URI::Generic //host/p>", "~|~|host|~|/p|~|~|~", nullptr},
    {"?q", "?q", "#<URI::Generic ?q>", "~|~|~|~||q|~|~", nullptr},
    {"#f", "#f", "#<URI::Generic #f>", "~|~|~|~||~|f|~", nullptr},
    {"", "", "#<URI::Generic >", "~|~|~|~||~|~|~", nullptr},
    {"http://exa mple.com", nullptr, nullptr, nullptr, "bad URI(is not URI?): \"http://exa mple.com\""},
    {"http://é.com", nullptr, nullptr, nullptr, "URI must be ascii only \"http://\\u00E9.com\""},
    {"ldap://h/dc=x", "ldap://h/dc=x", "#<URI::LDAP ldap://h/dc=x>", "ldap|~|h|389|/dc=x|~|~|~", nullptr},
    {"ws://h", "ws://h", "#<URI::WS ws://h>", "ws|~|h|80||~|~|~", nullptr},
    {"wss://h:443", "wss://h:443", "#<URI::Generic wss://h:443>", "wss|~|h|443||~|~|~", nullptr},
    {"http://h:/p", "http://h/p", "#<URI::HTTP http://h/p>", "http|~|h|80|/p|~|~|~", nullptr},
    {"http://u@h", "http://u@h", "#<URI::HTTP http://u@h>", "http|u|h|80||~|~|~", nullptr},
    {"x:/p", "x:/p", "#<URI::Generic x:/p>", "x|~|~|~|/p|~|~|~", nullptr},
};
const MergeRow kMergeRows[] = {
    {"http://a/b/c/d;p?q", "g", "http://a/b/c/g", nullptr},
    {"http://a/b/c/d;p?q", "./g", "http://a/b/c/g", nullptr},
    {"http://a/b/c/d;p?q", "g/", "http://a/b/c/g/", nullptr},
    {"http://a/b/c/d;p?q", "/g", "http://a/g", nullptr},
    {"http://a/b/c/d;p?q", "//g", "http://g", nullptr},
    {"http://a/b/c/d;p?q", "?y", "http://a/b/c/d;p?y", nullptr},
    {"http://a/b/c/d;p?q", "g?y", "http://a/b/c/g?y", nullptr},
    {"http://a/b/c/d;p?q", "#s", "http://a/b/c/d;p?q#s", nullptr},
    {"http://a/b/c/d;p?q", "g#s", "http://a/b/c/g#s", nullptr},
    {"http://a/b/c/d;p?q", "g?y#s", "http://a/b/c/g?y#s", nullptr},
    {"http://a/b/c/d;p?q", ";x", "http://a/b/c/;x", nullptr},
    {"http://a/b/c/d;p?q", "g;x", "http://a/b/c/g;x", nullptr},
    {"http://a/b/c/d;p?q", "", "http://a/b/c/d;p?q", nullptr},
    {"http://a/b/c/d;p?q", ".", "http://a/b/c/", nullptr},
    {"http://a/b/c/d;p?q", "./", "http://a/b/c/", nullptr},
    {"http://a/b/c/d;p?q", "..", "http://a/b/", nullptr},
    {"http://a/b/c/d;p?q", "../", "http://a/b/", nullptr},
    {"http://a/b/c/d;p?q", "../g", "http://a/b/g", nullptr},
    {"http://a/b/c/d;p?q", "../..", "http://a/", nullptr},
    {"http://a/b/c/d;p?q", "../../", "http://a/", nullptr},
    {"http://a/b/c/d;p?q", "../../g", "http://a/g", nullptr},
    {"http://a/b/c/d;p?q", "../../../g", "http://a/g", nullptr},
    {"http://a/b/c/d;p?q", "/./g", "http://a/g", nullptr},
    {"http://a/b/c/d;p?q", "/../g", "http://a/g", nullptr},
    {"http://a/b/c/d;p?q", "g.", "http://a/b/c/g.", nullptr},
    {"http://a/b/c/d;p?q", ".g", "http://a/b/c/.g", nullptr},
    {"http://a/b/c/d;p?q", "g..", "http://a/b/c/g..", nullptr},
    {"http://a/b/c/d;p?q", "..g", "http://a/b/c/..g", nullptr},
    {"http://a/b/c/d;p?q", "./../g", "http://a/b/g", nullptr},
    {"http://a/b/c/d;p?q", "./g/.", "http://a/b/c/g/", nullptr},
    {"http://a/b/c/d;p?q", "g/./h", "http://a/b/c/g/h", nullptr},
    {"http://a/b/c/d;p?q", "g/../h", "http://a/b/c/h", nullptr},
    {"http://a/b/c/d;p?q", "http:g", "http:g", nullptr},
    {"http://a/b/c/d;p?q", "https://o/x", "https://o/x", nullptr},
    {"http://a/b/c/d;p?q", "//u:p@h:9/x", "http://u:p@h:9/x", nullptr},
    {"a/b", "c", nullptr, "both URI are relative"},
    {"http://x/a/", "b/../c", "http://x/a/c", nullptr},
    {"http://u:p@x/", "//v@y/", "http://v:p@y/", nullptr},
    {"http://x", "y", "http://x/y", nullptr},
};
const EqualRow kEqualRows[] = {
    {"http://x", "http://x/", true, false},
    {"HTTP://X/a", "http://x/a", true, false},
    {"http://x/a", "http://x/A", false, false},
    {"http://x:80/", "http://x/", true, true},
    {"http://x", "https://x", false, false},
};

// clang-format on

std::string attributes(const Uri& u) {
    std::string out;
    for (const char* name : {"scheme", "userinfo", "host", "port", "path", "query", "fragment", "opaque"}) {
        Value v = *u.attribute(name);
        if (!out.empty()) out += '|';
        out += v.is_undef() ? "~" : v.is_integer() ? std::to_string(v.as_integer()) : v.as_string();
    }
    return out;
}

TEST(Uri, ParsesAsRuby) {
    for (const auto& row : kParseRows) {
        if (row.to_s == nullptr) {
            try {
                (void)Uri::parse(row.text);
                ADD_FAILURE() << row.text << " parsed";
            } catch (const UriError& e) {
                EXPECT_EQ(std::string(e.what()), row.error) << row.text;
            }
            continue;
        }
        Uri u = Uri::parse(row.text);
        EXPECT_EQ(u.to_string(), row.to_s) << row.text;
        EXPECT_EQ(u.inspect(), row.inspect) << row.text;
        EXPECT_EQ(attributes(u), row.attributes) << row.text;
    }
}

TEST(Uri, MergesAsRuby) {
    for (const auto& row : kMergeRows) {
        Uri base = Uri::parse(row.base);
        if (row.merged == nullptr) {
            try {
                (void)base.merge(Uri::parse(row.rel));
                ADD_FAILURE() << row.base << " + " << row.rel << " merged";
            } catch (const UriError& e) {
                EXPECT_EQ(std::string(e.what()), row.error) << row.rel;
            }
            continue;
        }
        EXPECT_EQ(base.merge(Uri::parse(row.rel)).to_string(), row.merged) << row.base << " + " << row.rel;
    }
}

TEST(Uri, ComparesAsRuby) {
    for (const auto& row : kEqualRows) {
        Uri a = Uri::parse(row.a);
        Uri b = Uri::parse(row.b);
        EXPECT_EQ(a.equals(b), row.equal) << row.a << " == " << row.b;
        EXPECT_EQ(a.eql(b), row.eql) << row.a << " eql? " << row.b;
    }
}

} // namespace
} // namespace pp::runtime

// The generator:
// # Generates the tables of tests/unit/runtime/uri_test.cpp from Ruby's uri library.
// require 'uri'
// def c(s) ; s.nil? ? 'nullptr' : s.to_s.inspect ; end
// def try ; [yield, nil] ; rescue StandardError => e ; [nil, e.message] ; end
// uris = ['http://example.com:8080/path?q=1#frag', 'http://example.com', 'HTTP://Example.COM:80/',
// 'https://user:pw@h:443/a',
//         'mailto:joe@example.com', 'foo/bar', '/abs/path?x', 'file:///etc/hosts', 'file://localhost/x',
//         'ftp://h/pub/file.txt', 'ftp://h/%2Fabs', 'http://[::1]:8080/p', 'http://x/?a b', 'http://x/#a b',
//         'urn:isbn:0451450523', '//host/p', '?q', '#f', '', 'http://exa mple.com', 'http://é.com',
//         'ldap://h/dc=x', 'ws://h', 'wss://h:443', 'http://h:/p', 'http://u@h', 'x:/p']
// puts 'const ParseRow kParseRows[] = {'
// uris.each do |s|
//   u, e = try { URI.parse(s) }
//   a = u ? [u.scheme, u.userinfo, u.host, u.port, u.path, u.query, u.fragment, u.opaque].map { |x| x.nil? ?
//   '~' : x.to_s }.join('|') : nil puts "    {#{c(s)}, #{c(u && u.to_s)}, #{c(u && u.inspect)}, #{c(a)},
//   #{c(e)}},"
// end
// puts '};'
// base = 'http://a/b/c/d;p?q'
// rels = ['g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', '', '.', './', '..',
// '../', '../g', '../..', '../../', '../../g', '../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g',
// './../g', './g/.', 'g/./h', 'g/../h', 'http:g', 'https://o/x', '//u:p@h:9/x'] puts 'const MergeRow
// kMergeRows[] = {' rels.each { |r| m, e = try { URI.parse(base) + r } ; puts "    {#{c(base)}, #{c(r)},
// #{c(m)}, #{c(e)}}," }
// [['a/b', 'c'], ['http://x/a/', 'b/../c'], ['http://u:p@x/', '//v@y/'], ['http://x', 'y']].each do |b, r|
//   m, e = try { URI.parse(b) + r } ; puts "    {#{c(b)}, #{c(r)}, #{c(m)}, #{c(e)}},"
// end
// puts '};'
// eqs = [['http://x', 'http://x/'], ['HTTP://X/a', 'http://x/a'], ['http://x/a', 'http://x/A'],
// ['http://x:80/', 'http://x/'], ['http://x', 'https://x']] puts 'const EqualRow kEqualRows[] = {' eqs.each {
// |a, b| puts "    {#{c(a)}, #{c(b)}, #{URI(a) == URI(b)}, #{URI(a).eql?(URI(b))}}," } puts '};'
