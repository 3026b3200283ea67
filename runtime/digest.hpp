#pragma once
// Message digests (md5, sha1, sha224, sha256, sha384, sha512) through OpenSSL's per-algorithm functions
// (SHA256_Init and the like), not its EVP interface: EVP's first use in a process initialises the library,
// reads its configuration file and builds the default provider's method tables, 0.7 ms that every compile
// paid for the parse cache's keys (a twentieth of a warm `include apache`), and again at exit. Used by file
// checksums (apply), the parse cache's keys and digests (parser), the digest functions (stdlib) and the
// ssh key facts.

#include <cstddef>
#include <memory>
#include <string>
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
    /// The digest's length in bytes; the digester is spent after it.
    std::size_t finish(unsigned char (&out)[MaxSize]);

private:
    struct State;
    std::unique_ptr<State> m_state;
};

/// `bytes` in lower-case hexadecimal, two digits a byte.
std::string to_hex(std::string_view bytes);
/// The digest of `data` with `algorithm` (as Digester names it) in lower-case hexadecimal.
std::string hex_digest(std::string_view algorithm, std::string_view data);
/// The digest of `data` with `algorithm`, as raw bytes.
std::string raw_digest(std::string_view algorithm, std::string_view data);

} // namespace pp::runtime
