#pragma once
// Puppet's URI values (PUP:lib/puppet/pops/types/p_uri_type.rb), which are Ruby URI objects: parsed with
// Ruby 3.1's RFC 3986 parser (uri/rfc3986_parser.rb), built, printed and merged as URI::Generic does
// (uri/generic.rb), with the default ports of the scheme classes Ruby registers (HTTP 80, HTTPS 443, FTP 21,
// LDAP 389, LDAPS 636, WS 80) and the path and host rules of URI::FTP and URI::File.
// Not modelled: the extra components of URI::MailTo (to, headers), URI::LDAP (dn, attributes...) and the
// FTP typecode (`;type=a`), which only matter for their own accessors.

#include "runtime/value.hpp"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace pp::runtime {

/// URI::Error and its subclasses (InvalidURIError, InvalidComponentError, BadURIError), with Ruby's message.
class UriError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Uri {
public:
    /// The Ruby class of the URI, chosen by its scheme.
    enum class Class : std::uint8_t { Generic, Http, Https, Ftp, File, Ldap, Ldaps, MailTo, Ws };

    /// The components Puppet passes to URI.build (`URI({scheme => 'http', host => ...})`).
    struct Components {
        std::optional<std::string> scheme, userinfo, host, path, query, fragment, opaque;
        std::optional<std::int64_t> port;
    };

    /// URI.parse. Throws UriError ("bad URI(is not URI?): \"x y\"").
    static Uri parse(std::string_view text);
    /// `scheme_class.build(components)`, with URI::Generic's component checks. Throws UriError.
    static Uri build(const Components& c);

    /// URI#merge (`uri + other`): RFC 3986 reference resolution; an absolute `rel` replaces this one.
    /// Throws UriError ("both URI are relative").
    [[nodiscard]] Uri merge(const Uri& rel) const;

    /// URI#to_s.
    [[nodiscard]] std::string to_string() const;
    /// URI#inspect: `#<URI::HTTP http://example.com>`.
    [[nodiscard]] std::string inspect() const;
    /// The attributes Puppet exposes as methods (`$uri.host`): scheme, userinfo, host, port, path, query,
    /// fragment, opaque. Undef for an absent component; null for an unknown name.
    [[nodiscard]] std::optional<Value> attribute(std::string_view name) const;
    /// PURIType#uri_to_hash: the type parameters `URI['http://...']` stands for (scheme and host downcased,
    /// a default HTTP(S) port left out, the port as a String); an empty Hash when there are none.
    [[nodiscard]] Value type_parameters() const;

    /// URI#==: the same class and the same components once normalized (scheme and host downcased, an empty
    /// path as "/").
    [[nodiscard]] bool equals(const Uri& o) const;
    /// URI#eql? (hash keys): the same class and components.
    [[nodiscard]] bool eql(const Uri& o) const;
    [[nodiscard]] std::size_t hash() const;

private:
    Uri() = default;
    void init(Class cls, std::optional<std::string> scheme, std::optional<std::string> userinfo,
              std::optional<std::string> host, std::optional<std::string> port,
              std::optional<std::string> path, std::optional<std::string> opaque,
              std::optional<std::string> query, std::optional<std::string> fragment);
    void set_userinfo(const std::optional<std::string>& userinfo);
    void set_query(const std::optional<std::string>& query);
    void set_fragment(const std::optional<std::string>& fragment);
    void set_path(std::string path);
    [[nodiscard]] std::optional<std::string> userinfo() const;
    [[nodiscard]] std::optional<std::string> path() const; ///< URI#path (URI::FTP drops the leading "/")
    [[nodiscard]] std::optional<std::int64_t> default_port() const;

    Class m_class = Class::Generic;
    std::optional<std::string> m_scheme;
    std::optional<std::string> m_user;
    std::optional<std::string> m_password;
    std::optional<std::string> m_host;
    std::optional<std::int64_t> m_port;
    std::optional<std::string> m_path;
    std::optional<std::string> m_query;
    std::optional<std::string> m_opaque;
    std::optional<std::string> m_fragment;
};

/// A URI value (ValueKind::URI).
Value uri_value(Uri u);
inline const Uri& as_uri(const Value& v) {
    return v.object<Uri>();
}

} // namespace pp::runtime
