#pragma once
// A tokenizer for the subset of Ruby that resource type declarations are written in
// (`lib/puppet/type/*.rb`): enough to find the type DSL calls and their literal arguments without running
// Ruby. It never fails on unknown syntax: what it cannot classify becomes an Op token. It reports only
// what makes the token stream unusable (an unterminated string, heredoc or regexp).
//
// Blocks are matched after tokenizing (RubyTokens::match): `do`, `def`, `class`, `module`, `begin`,
// `case`, `for` and statement-initial `if`/`unless`/`while`/`until` open a block closed by `end`;
// brackets match brackets.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::loader {

struct RubyToken {
    enum class Kind : std::uint8_t {
        Ident,  ///< identifiers and keywords, with a trailing ? or ! (`isnamevar`, `defined?`)
        Const,  ///< capitalized names (`Puppet`)
        Ivar,   ///< @x, @@x, $x
        Symbol, ///< :name or :"name"; text is the name
        Label,  ///< `name:` in a hash or keyword arguments; text is the name
        String, ///< text is the content with simple escapes resolved; `interpolated` when it had #{...}
        Regex,  ///< text is the source as written between the delimiters, `flags` the options
        Words,  ///< %w[] or %i[]: `words` holds the items; `symbols` for %i
        Number,
        Op,      ///< operators and punctuation: ( ) [ ] { } , . :: => = | ; and the rest
        Newline, ///< an end of line outside brackets' significance (kept everywhere; parsers skip as needed)
    };
    Kind kind;
    std::string text;
    std::uint32_t line = 0;
    bool interpolated = false;
    bool space_before = false;
    std::string flags;              ///< regex options
    std::vector<std::string> words; ///< Words items
    bool symbols = false;           ///< %i rather than %w
    char open = 0;                  ///< a regex's opening delimiter (`/` or the one after %r)
    /// For block openers and open brackets: the index of the matching `end` or bracket; npos when none.
    std::size_t match = npos;

    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

    [[nodiscard]] bool is(Kind k, std::string_view t) const { return kind == k && text == t; }
    [[nodiscard]] bool is_op(std::string_view t) const { return kind == Kind::Op && text == t; }
    [[nodiscard]] bool is_ident(std::string_view t) const { return kind == Kind::Ident && text == t; }
};

struct RubyTokens {
    std::vector<RubyToken> tokens;
    /// The first problem found, as "line N: message"; the tokens up to it are still usable.
    std::optional<std::string> error;
    std::uint32_t error_line = 0;
};

/// Tokenizes Ruby source and matches its blocks (RubyToken::match). Comments, `=begin`/`=end` and
/// everything after `__END__` are dropped; heredoc bodies become one String token where the heredoc starts.
RubyTokens tokenize_ruby(std::string_view source);

} // namespace pp::loader
