#pragma once
// Character classes and the anchored patterns of Puppet's lexer (lexer2.rb, patterns.rb), hand-coded with
// the same greedy/backtracking results as the Ruby regexes. `\w` is ASCII-only in Ruby.

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace pp::lexer {

/// The first entry of `table` that `text` begins with, or empty: a tokenizer's operators, each family's
/// longest first. Only the entries that begin with `text`'s first character are compared.
inline std::string_view leading_operator(std::string_view text, std::span<const std::string_view> table) {
    if (text.empty()) return {};
    for (std::string_view o : table)
        if (o[0] == text[0] && text.starts_with(o)) return o;
    return {};
}

inline bool is_word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/// Length in bytes of the UTF-8 sequence introduced by `lead` (1 for ASCII and stray bytes).
inline std::uint32_t utf8_length(unsigned char lead) {
    if (lead < 0xC0) return 1;
    if (lead < 0xE0) return 2;
    if (lead < 0xF0) return 3;
    return 4;
}

/// Offset of the first byte that is not valid UTF-8 (overlongs, surrogates, > U+10FFFF included), or npos.
std::size_t find_invalid_utf8(std::string_view s);

/// Decodes the code point at `pos` (valid UTF-8 assumed).
char32_t decode_utf8(std::string_view s, std::size_t pos, std::uint32_t* len = nullptr);
/// The characters (code points, as views into `s`) of UTF-8 text.
std::vector<std::string_view> utf8_chars(std::string_view s);
/// The number of characters (code points) of UTF-8 text.
std::size_t utf8_count(std::string_view s);
/// The first `chars` characters of UTF-8 text.
std::string utf8_prefix(std::string_view s, std::size_t chars);
/// Appends the UTF-8 encoding of `cp`.
void append_utf8(std::string& out, char32_t cp);

/// Byte length of a non-ASCII Unicode blank ([[:blank:]]: the Zs space separators) at `pos`, else 0.
std::size_t unicode_blank_length(std::string_view s, std::size_t pos);

/// PATTERN_CLASSREF `((::){0,1}[A-Z][\w]*)+` anchored at `pos`; returns the match length or 0.
std::size_t match_classref(std::string_view s, std::size_t pos);
/// PATTERN_BARE_WORD `((?:::){0,1}(?:[a-z_](?:[\w-]*[\w])?))+` anchored at `pos`.
std::size_t match_bare_word(std::string_view s, std::size_t pos);
/// PATTERN_NAME `^((::)?[a-z][\w]*)(::[a-z][\w]*)*$` on the whole string.
bool is_name(std::string_view s);
/// PATTERN_DOLLAR_VAR `\$(::)?(\w+::)*\w+` anchored at `pos` (which holds the `$`).
std::size_t match_dollar_var(std::string_view s, std::size_t pos);
/// interpolation's PATTERN_VARIABLE `(::)?(\w+::)*\w+` anchored at `pos`.
std::size_t match_variable_name(std::string_view s, std::size_t pos);
/// PATTERN_NUMBER `\b(?:0[xX][0-9A-Fa-f]+|0?\d+(?:\.\d+)?(?:[eE]-?\d+)?)\b` anchored at `pos`.
std::size_t match_number(std::string_view s, std::size_t pos);

} // namespace pp::lexer
