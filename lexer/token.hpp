#pragma once
// Tokens produced by the hand-written lexer. Kinds are numbered exactly as the ANTLR grammar numbers them.

#include <cstdint>
#include <string_view>

namespace pp::lexer {

namespace tok {
enum Kind : std::int16_t {
    Eof = -1, // antlr4::Token::EOF
    Invalid = 0,
#define PP_TOKEN(Name) Name,
#include "lexer/tokens.def"
#undef PP_TOKEN
    Count
};
} // namespace tok

/// The grammar-level name of a token kind ("VARIABLE"), "EOF" for end of input.
std::string_view token_name(int kind);

struct Token {
    std::int16_t kind = tok::Invalid;
    std::uint32_t begin = 0; ///< byte offset in the file
    std::uint32_t end = 0;
    /// Payload: the processed value of strings, the name of NAME/WORD/CLASSREF/VARIABLE (without `$`), the
    /// text of a NUMBER, a regex's pattern, a heredoc's syntax; the source text for everything else.
    std::string_view value;
};

} // namespace pp::lexer
