// find_invalid_utf8 skips ASCII eight bytes at a time: an invalid or a valid multi-byte sequence is put at
// every position of ASCII strings of every length around that width. leading_operator takes a table's first
// match, the longest operator of a family when the table lists it first.
#include "lexer/chars.hpp"

#include <gtest/gtest.h>

#include <array>
#include <string>
#include <string_view>

namespace pp::lexer {
namespace {

TEST(Utf8, TheFirstInvalidByteIsFoundWhereverItIs) {
    const std::string invalid[] = {
        "\xff", "\x80", "\xc0\x80", "\xe0\x80\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xc3"};
    const std::string valid[] = {"\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\x7f"};
    for (std::size_t length = 0; length <= 24; ++length) {
        const std::string ascii(length, 'x');
        EXPECT_EQ(find_invalid_utf8(ascii), std::string_view::npos) << length;
        for (std::size_t at = 0; at <= length; ++at) {
            for (const std::string& bad : invalid) {
                std::string text = ascii;
                text.insert(at, bad);
                EXPECT_EQ(find_invalid_utf8(text), at) << length << " " << at;
            }
            for (const std::string& good : valid) {
                std::string text = ascii;
                text.insert(at, good);
                EXPECT_EQ(find_invalid_utf8(text), std::string_view::npos) << length << " " << at;
                text += "\xff"; // after it, the first invalid byte
                EXPECT_EQ(find_invalid_utf8(text), text.size() - 1) << length << " " << at;
            }
        }
    }
}

TEST(LeadingOperator, TheFirstEntryTheTextBeginsWithIsTaken) {
    static constexpr std::array<std::string_view, 6> ops = {"**=", "<=>", "**", "<=", "*", "<"};
    EXPECT_EQ(leading_operator("**= 2", ops), "**=");
    EXPECT_EQ(leading_operator("** 2", ops), "**");
    EXPECT_EQ(leading_operator("*2", ops), "*");
    EXPECT_EQ(leading_operator("<=> x", ops), "<=>");
    EXPECT_EQ(leading_operator("<=", ops), "<=");
    EXPECT_EQ(leading_operator("<", ops), "<");
    EXPECT_EQ(leading_operator("+ 1", ops), "");
    EXPECT_EQ(leading_operator("", ops), "");
}

} // namespace
} // namespace pp::lexer
