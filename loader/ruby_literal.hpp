#pragma once
// Literal Ruby expressions over RubyTokens: the arguments of DSL calls (`:name, :namevar => true`) and the
// hashes and arrays of `Puppet::ResourceApi.register_type(...)`. Anything that is not a literal (a method
// call, an operator, a variable) parses as Kind::Unknown and is skipped as a whole.

#include "loader/ruby_tokenizer.hpp"

#include <string>
#include <utility>
#include <vector>

namespace pp::loader {

struct RubyLiteral {
    enum class Kind { Unknown, Nil, Bool, Number, String, Symbol, Regex, Array, Hash, Const, Ident };
    Kind kind = Kind::Unknown;
    std::string text;  ///< value of String/Symbol/Number/Bool ("true"), Regex source, Const path, Ident name
    std::string flags; ///< Regex options
    bool interpolated = false;
    bool splat = false; ///< `*[...]`
    std::uint32_t line = 0;
    std::vector<RubyLiteral> items; ///< Array
    /// A Hash entry (not a std::pair: a pair of a type still incomplete here is refused by clang's checks).
    struct Entry;
    std::vector<Entry> entries; ///< Hash, in order

    /// The value of `key` (a Symbol or String key) in a Hash; nullptr when absent.
    [[nodiscard]] const RubyLiteral* get(std::string_view key) const;
    [[nodiscard]] bool is_name() const { return kind == Kind::Symbol || kind == Kind::String; }
};

struct RubyLiteral::Entry {
    RubyLiteral first;
    RubyLiteral second;
};

/// Parses one expression starting at `i` (bounded by `end`), advancing `i` past it. It stops before `,`,
/// `=>`, a closing bracket, `do`, `;` and (outside brackets) the end of a line.
RubyLiteral parse_ruby_expression(const std::vector<RubyToken>& toks, std::size_t& i, std::size_t end,
                                  bool in_brackets);

/// The arguments of a call: `(a, b, k => v, k2: v2)` when `i` is at `(` directly after the name, else the
/// unparenthesized form up to the end of the line or a `do`. Trailing `key => value` pairs are returned as
/// one Hash, as Ruby passes them. `i` ends after the arguments.
std::vector<RubyLiteral> parse_ruby_call_arguments(const std::vector<RubyToken>& toks, std::size_t& i,
                                                   std::size_t end);

/// Ruby's Regexp#source for a regexp literal as written (`\/` inside /.../ is unescaped), and #inspect
/// (`/source/flags`, with `/` escaped and flags in Ruby's "mix" order).
std::string ruby_regex_source(const RubyToken& regex);
std::string ruby_regex_inspect(std::string_view source, std::string_view flags);

} // namespace pp::loader
