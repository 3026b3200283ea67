#pragma once
// Scanning: an ERB template into text and code pieces (Ruby's ERB with trim_mode '-', as Puppet creates
// it), and Ruby code into tokens.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pp::erb {

struct Piece {
    enum class Kind : std::uint8_t { Text, Code, Expr };
    Kind kind;
    std::string text;
    int line; ///< where the piece's text starts
};

/// ERB.new(text, trim_mode: '-') scanning: `<% %>` code, `<%= %>` output, `<%# %>` comments (dropped),
/// `<%%` a literal `<%` (and `%%>` a literal `%>` inside a tag), `-%>` eats the newline after it, `<%-`
/// at the start of a line eats the indentation before it. Throws ErbError on an unclosed tag.
std::vector<Piece> scan_erb(std::string_view text);

enum class Tok : std::uint8_t {
    Eof,
    Newline, ///< a statement separator (newline or `;`)
    Int,
    Float,
    String,  ///< parts: text or code
    XString, ///< backticks (unsupported)
    Symbol,  ///< text; parts when `:"..."`
    Regex,   ///< parts; num: options
    Words,   ///< %w[]: words in `words`
    Ident,   ///< also keywords; text
    Const,
    IVar,
    GVar,
    CVar,
    Label, ///< `key:` in a hash or argument list
    Op,    ///< punctuation; text
    Text,  ///< template text to output
    ExprOpen,
    ExprClose,
};

struct StrPart {
    bool code = false;
    std::string text;
    int line = 0;
};

struct Token {
    Tok kind = Tok::Eof;
    std::string text;
    std::vector<StrPart> parts;
    std::vector<std::string> words;
    std::int64_t num = 0;
    double fnum = 0;
    int line = 0;
    bool space_before = false;
};

/// Appends the tokens of Ruby `code` (starting at `line`) to `out`. Throws ErbError on what it cannot
/// scan.
void lex_ruby(std::string_view code, int line, std::vector<Token>& out);

} // namespace pp::erb
