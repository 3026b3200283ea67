#pragma once
// Streaming message digests through OpenSSL, each algorithm fetched from its provider once per process
// (an EVP_sha256()-style object is fetched again on every EVP_DigestInit_ex, which costs more than hashing
// a small file). Used by file checksums (apply) and the parse cache's keys and digests (parser).

#include <cstddef>
#include <string_view>

namespace pp::runtime {

/// Hashes what is given to update(); finish() writes the digest (up to MaxSize bytes) and says its length.
class Digester {
public:
    static constexpr std::size_t MaxSize = 64;

    /// "md5", "sha1", "sha224", "sha256", "sha384" or "sha512"; any other name is sha256.
    explicit Digester(std::string_view algorithm);
    ~Digester();
    Digester(const Digester&) = delete;
    Digester& operator=(const Digester&) = delete;

    void update(std::string_view data);
    /// The digest's length in bytes, 0 when OpenSSL failed.
    std::size_t finish(unsigned char (&out)[MaxSize]);

private:
    void* m_ctx; // EVP_MD_CTX
    bool m_ok = true;
};

} // namespace pp::runtime
