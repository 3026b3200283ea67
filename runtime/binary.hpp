#pragma once
// Puppet's Binary values (PUP:lib/puppet/pops/types/p_binary_type.rb): a sequence of bytes, printed as
// strict base64. The base64 codecs are Ruby's (Base64 over Array#pack/String#unpack1 "m"), whose lenient
// decoder skips what is not base64 and whose strict one raises "invalid base64".

#include "runtime/value.hpp"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace pp::runtime {

/// Ruby's ArgumentError "invalid base64" from a strict decode.
class Base64Error : public std::runtime_error {
public:
    Base64Error() : std::runtime_error("invalid base64") {}
};

/// Base64.strict_encode64: no line breaks.
std::string base64_strict_encode(std::string_view bytes);
/// Base64.encode64: a newline after every 60 characters and at the end (nothing for no bytes).
std::string base64_encode(std::string_view bytes);
/// Base64.urlsafe_encode64: strict, with `-` and `_` for `+` and `/`.
std::string base64_urlsafe_encode(std::string_view bytes);
/// Base64.decode64: characters outside the alphabet are skipped; decoding stops at padding.
std::string base64_decode(std::string_view text);
/// Base64.strict_decode64: throws Base64Error unless the text is exactly padded base64.
std::string base64_strict_decode(std::string_view text);
/// Base64.urlsafe_decode64: `-`/`_` alphabet, padding optional; strict otherwise.
std::string base64_urlsafe_decode(std::string_view text);

/// PBinaryType::Binary.
class Binary {
public:
    explicit Binary(std::string bytes) : m_bytes(std::move(bytes)) {}
    [[nodiscard]] const std::string& bytes() const { return m_bytes; }
    [[nodiscard]] std::size_t size() const { return m_bytes.size(); }
    /// Binary#to_s: strict base64.
    [[nodiscard]] std::string to_string() const { return base64_strict_encode(m_bytes); }

private:
    std::string m_bytes;
};

/// A Binary value (ValueKind::Binary).
Value binary_value(std::string bytes);
inline const Binary& as_binary(const Value& v) {
    return v.object<Binary>();
}

} // namespace pp::runtime
