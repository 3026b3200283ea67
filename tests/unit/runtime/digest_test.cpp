// runtime::Digester and its one-shot helpers: each algorithm's digest of "abc" (the values coreutils'
// md5sum ... sha512sum print for it), the same digest whether the data comes in one piece or many, and
// sha256 for a name it does not know.
#include "runtime/digest.hpp"

#include <gtest/gtest.h>

#include <string>

using namespace pp;

TEST(Digest, EachAlgorithmGivesTheKnownDigestOfAbc) {
    const std::pair<const char*, const char*> cases[] = {
        {"md5", "900150983cd24fb0d6963f7d28e17f72"},
        {"sha1", "a9993e364706816aba3e25717850c26c9cd0d89d"},
        {"sha224", "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7"},
        {"sha256", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
        {"sha384",
         "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c8"
         "25a7"},
        {"sha512",
         "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3f"
         "eebbd454d4423643ce80e2a9ac94fa54ca49f"},
    };
    for (const auto& [algorithm, hex] : cases) {
        EXPECT_EQ(runtime::hex_digest(algorithm, "abc"), hex) << algorithm;
        EXPECT_EQ(runtime::raw_digest(algorithm, "abc").size() * 2, std::string(hex).size()) << algorithm;
    }
}

TEST(Digest, PiecesGiveTheDigestOfTheWhole) {
    std::string data;
    for (int i = 0; i < 1000; ++i)
        data += "line " + std::to_string(i) + "\n";
    for (const char* algorithm : {"md5", "sha1", "sha224", "sha256", "sha384", "sha512"}) {
        runtime::Digester d(algorithm);
        for (std::size_t at = 0; at < data.size(); at += 37)
            d.update(std::string_view(data).substr(at, 37));
        unsigned char md[runtime::Digester::MaxSize];
        const std::size_t len = d.finish(md);
        EXPECT_EQ(std::string(reinterpret_cast<const char*>(md), len), runtime::raw_digest(algorithm, data))
            << algorithm;
    }
}

TEST(Digest, AnUnknownNameIsSha256) {
    EXPECT_EQ(runtime::hex_digest("whirlpool", "abc"), runtime::hex_digest("sha256", "abc"));
}
