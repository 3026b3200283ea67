#include "runtime/digest.hpp"

#include <openssl/evp.h>

#include <array>
#include <iterator>
#include <string>

namespace pp::runtime {

namespace {

const EVP_MD* fetched(std::string_view algorithm) {
    static constexpr std::string_view kNames[] = {"md5", "sha1", "sha224", "sha384", "sha512", "sha256"};
    static const std::array<EVP_MD*, std::size(kNames)> mds = [] {
        std::array<EVP_MD*, std::size(kNames)> out{};
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = EVP_MD_fetch(nullptr, std::string(kNames[i]).c_str(), nullptr);
        return out;
    }();
    std::size_t i = 0;
    while (i + 1 < std::size(kNames) && kNames[i] != algorithm)
        ++i;
    if (mds[i] != nullptr) return mds[i]; // sha256 unless another was named
    static const std::array<const EVP_MD* (*)(), std::size(kNames)> legacy = {
        EVP_md5, EVP_sha1, EVP_sha224, EVP_sha384, EVP_sha512, EVP_sha256};
    return legacy[i]();
}

} // namespace

Digester::Digester(std::string_view algorithm) : m_ctx(EVP_MD_CTX_new()) {
    if (m_ctx == nullptr ||
        EVP_DigestInit_ex(static_cast<EVP_MD_CTX*>(m_ctx), fetched(algorithm), nullptr) != 1)
        m_ok = false;
}

Digester::~Digester() {
    EVP_MD_CTX_free(static_cast<EVP_MD_CTX*>(m_ctx));
}

void Digester::update(std::string_view data) {
    if (m_ok && EVP_DigestUpdate(static_cast<EVP_MD_CTX*>(m_ctx), data.data(), data.size()) != 1)
        m_ok = false;
}

std::size_t Digester::finish(unsigned char (&out)[MaxSize]) {
    unsigned len = 0;
    static_assert(MaxSize >= EVP_MAX_MD_SIZE);
    if (!m_ok || EVP_DigestFinal_ex(static_cast<EVP_MD_CTX*>(m_ctx), out, &len) != 1) return 0;
    return len;
}

} // namespace pp::runtime
