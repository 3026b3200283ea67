#include "runtime/digest.hpp"

// The per-algorithm functions are deprecated in OpenSSL 3 in favour of EVP (see digest.hpp for why pp uses
// them); they stay in every 3.x release, and compute the same digests with the same code.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/md5.h>
#include <openssl/sha.h>

namespace pp::runtime {

struct Digester::State {
    enum class Kind { Md5, Sha1, Sha224, Sha256, Sha384, Sha512 } kind;
    union {
        MD5_CTX md5;
        SHA_CTX sha1;
        SHA256_CTX sha256; // and sha224
        SHA512_CTX sha512; // and sha384
    };
    static Kind kind_of(std::string_view algorithm) {
        if (algorithm == "md5") return Kind::Md5;
        if (algorithm == "sha1") return Kind::Sha1;
        if (algorithm == "sha224") return Kind::Sha224;
        if (algorithm == "sha384") return Kind::Sha384;
        if (algorithm == "sha512") return Kind::Sha512;
        return Kind::Sha256;
    }
    explicit State(std::string_view algorithm) : kind(kind_of(algorithm)) {
        switch (kind) {
        case Kind::Md5:
            MD5_Init(&md5);
            break;
        case Kind::Sha1:
            SHA1_Init(&sha1);
            break;
        case Kind::Sha224:
            SHA224_Init(&sha256);
            break;
        case Kind::Sha256:
            SHA256_Init(&sha256);
            break;
        case Kind::Sha384:
            SHA384_Init(&sha512);
            break;
        case Kind::Sha512:
            SHA512_Init(&sha512);
            break;
        }
    }
};

Digester::Digester(std::string_view algorithm) : m_state(std::make_unique<State>(algorithm)) {}

Digester::~Digester() = default;

void Digester::update(std::string_view data) {
    State& s = *m_state;
    switch (s.kind) {
    case State::Kind::Md5:
        MD5_Update(&s.md5, data.data(), data.size());
        break;
    case State::Kind::Sha1:
        SHA1_Update(&s.sha1, data.data(), data.size());
        break;
    case State::Kind::Sha224:
        SHA224_Update(&s.sha256, data.data(), data.size());
        break;
    case State::Kind::Sha256:
        SHA256_Update(&s.sha256, data.data(), data.size());
        break;
    case State::Kind::Sha384:
        SHA384_Update(&s.sha512, data.data(), data.size());
        break;
    case State::Kind::Sha512:
        SHA512_Update(&s.sha512, data.data(), data.size());
        break;
    }
}

std::size_t Digester::finish(unsigned char (&out)[MaxSize]) {
    State& s = *m_state;
    switch (s.kind) {
    case State::Kind::Md5:
        MD5_Final(out, &s.md5);
        return MD5_DIGEST_LENGTH;
    case State::Kind::Sha1:
        SHA1_Final(out, &s.sha1);
        return SHA_DIGEST_LENGTH;
    case State::Kind::Sha224:
        SHA224_Final(out, &s.sha256);
        return SHA224_DIGEST_LENGTH;
    case State::Kind::Sha256:
        SHA256_Final(out, &s.sha256);
        return SHA256_DIGEST_LENGTH;
    case State::Kind::Sha384:
        SHA384_Final(out, &s.sha512);
        return SHA384_DIGEST_LENGTH;
    case State::Kind::Sha512:
        SHA512_Final(out, &s.sha512);
        return SHA512_DIGEST_LENGTH;
    }
    return 0;
}

std::string raw_digest(std::string_view algorithm, std::string_view data) {
    Digester d(algorithm);
    d.update(data);
    unsigned char md[Digester::MaxSize];
    const std::size_t len = d.finish(md);
    return {reinterpret_cast<const char*>(md), len};
}

std::string to_hex(std::string_view bytes) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string hex;
    hex.reserve(2 * bytes.size());
    for (unsigned char c : bytes) {
        hex += kHex[c >> 4];
        hex += kHex[c & 0xf];
    }
    return hex;
}

std::string hex_digest(std::string_view algorithm, std::string_view data) {
    return to_hex(raw_digest(algorithm, data));
}

} // namespace pp::runtime
