// Base64 as Ruby's pack.c implements the "m" directive, and Binary values.

#include "runtime/binary.hpp"

#include <array>
#include <memory>

namespace pp::runtime {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// pack.c b64_xtable: the value of each base64 character, -1 for anything else
const std::array<int, 256>& xtable() {
    static const std::array<int, 256> t = [] {
        std::array<int, 256> r{};
        r.fill(-1);
        for (std::size_t i = 0; i < kAlphabet.size(); ++i)
            r[static_cast<unsigned char>(kAlphabet[i])] = static_cast<int>(i);
        return r;
    }();
    return t;
}

// pack.c encodes: 3 bytes to 4 characters, `=` padding
void encode_chunk(std::string& out, std::string_view bytes) {
    std::size_t i = 0;
    for (; i + 3 <= bytes.size(); i += 3) {
        auto a = static_cast<unsigned char>(bytes[i]);
        auto b = static_cast<unsigned char>(bytes[i + 1]);
        auto c = static_cast<unsigned char>(bytes[i + 2]);
        out += kAlphabet[a >> 2];
        out += kAlphabet[((a << 4) & 0x30) | (b >> 4)];
        out += kAlphabet[((b << 2) & 0x3C) | (c >> 6)];
        out += kAlphabet[c & 0x3F];
    }
    std::size_t rest = bytes.size() - i;
    if (rest == 2) {
        auto a = static_cast<unsigned char>(bytes[i]);
        auto b = static_cast<unsigned char>(bytes[i + 1]);
        out += kAlphabet[a >> 2];
        out += kAlphabet[((a << 4) & 0x30) | (b >> 4)];
        out += kAlphabet[(b << 2) & 0x3C];
        out += '=';
    } else if (rest == 1) {
        auto a = static_cast<unsigned char>(bytes[i]);
        out += kAlphabet[a >> 2];
        out += kAlphabet[(a << 4) & 0x30];
        out += "==";
    }
}

char byte(int v) {
    return static_cast<char>(static_cast<unsigned char>(v & 0xFF));
}

} // namespace

std::string base64_strict_encode(std::string_view bytes) {
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    encode_chunk(out, bytes);
    return out;
}

std::string base64_encode(std::string_view bytes) {
    // pack("m"): lines of 45 bytes (60 characters), each ending with a newline
    std::string out;
    for (std::size_t i = 0; i < bytes.size(); i += 45) {
        encode_chunk(out, bytes.substr(i, 45));
        out += '\n';
    }
    return out;
}

std::string base64_urlsafe_encode(std::string_view bytes) {
    std::string s = base64_strict_encode(bytes);
    for (char& c : s) {
        if (c == '+') c = '-';
        if (c == '/') c = '_';
    }
    return s;
}

std::string base64_decode(std::string_view text) {
    // unpack("m"): skip characters outside the alphabet; a `=` in the third or fourth position ends the
    // data; a trailing group of two or three characters yields one or two bytes
    const auto& x = xtable();
    std::string out;
    std::size_t s = 0;
    const std::size_t n = text.size();
    auto at = [&](std::size_t i) { return x[static_cast<unsigned char>(text[i])]; };
    int a = -1;
    int b = -1;
    int c = 0;
    int d = 0;
    while (s < n) {
        a = b = c = d = -1;
        while (s < n && (a = at(s)) == -1)
            ++s;
        if (s >= n) break;
        ++s;
        while (s < n && (b = at(s)) == -1)
            ++s;
        if (s >= n) break;
        ++s;
        while (s < n && (c = at(s)) == -1) {
            if (text[s] == '=') break;
            ++s;
        }
        if (s >= n || text[s] == '=') break;
        ++s;
        while (s < n && (d = at(s)) == -1) {
            if (text[s] == '=') break;
            ++s;
        }
        if (s >= n || text[s] == '=') break;
        ++s;
        out += byte(a << 2 | b >> 4);
        out += byte(b << 4 | c >> 2);
        out += byte(c << 6 | d);
        a = -1;
    }
    if (a != -1 && b != -1) {
        out += byte(a << 2 | b >> 4);
        if (c != -1) out += byte(b << 4 | c >> 2);
    }
    return out;
}

std::string base64_strict_decode(std::string_view text) {
    // unpack("m0"): groups of four alphabet characters, the last one padded with "=" or "=="; the bits
    // a padded group leaves over must be zero
    const auto& x = xtable();
    std::string out;
    std::size_t s = 0;
    const std::size_t n = text.size();
    auto at = [&](std::size_t i) { return x[static_cast<unsigned char>(text[i])]; };
    int a = -1;
    int b = -1;
    int c = 0;
    int d = 0;
    while (s < n) {
        a = b = c = d = -1;
        a = at(s++);
        if (s >= n || a == -1) throw Base64Error();
        b = at(s++);
        if (s >= n || b == -1) throw Base64Error();
        if (text[s] == '=') {
            if (s + 2 == n && text[s + 1] == '=') break;
            throw Base64Error();
        }
        c = at(s++);
        if (s >= n || c == -1) throw Base64Error();
        if (s + 1 == n && text[s] == '=') break;
        d = at(s++);
        if (d == -1) throw Base64Error();
        out += byte(a << 2 | b >> 4);
        out += byte(b << 4 | c >> 2);
        out += byte(c << 6 | d);
    }
    if (c == -1) {
        out += byte(a << 2 | b >> 4);
        if ((b & 0xF) != 0) throw Base64Error();
    } else if (d == -1) {
        out += byte(a << 2 | b >> 4);
        out += byte(b << 4 | c >> 2);
        if ((c & 0x3) != 0) throw Base64Error();
    }
    return out;
}

std::string base64_urlsafe_decode(std::string_view text) {
    std::string s(text);
    bool padded = !s.empty() && s.back() == '=';
    if (!padded && s.size() % 4 != 0) s.append((4 - s.size() % 4) % 4, '=');
    for (char& ch : s) {
        if (ch == '-') ch = '+';
        if (ch == '_') ch = '/';
    }
    return base64_strict_decode(s);
}

Value binary_value(std::string bytes) {
    return Value::heap(ValueKind::Binary, std::make_shared<const Binary>(std::move(bytes)));
}

} // namespace pp::runtime
