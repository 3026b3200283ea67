#pragma once
// Ruby's textual forms of values that Puppet prints through Ruby: `Float#to_s` (also what Ruby's JSON
// generator writes for a Float) and `PRegexpType.regexp_to_s`. Dumps that must be byte-identical to real
// Puppet's go through these.

#include <string>
#include <string_view>

namespace pp::parser {

/// Exactly Ruby's `Float#to_s`: the shortest digits that round-trip, in fixed notation when Ruby uses it
/// (`100.0`, `0.0001`, `1000000000000000.5`) and otherwise `d.ddde+XX` (`1.0e+16`, `1.0e-05`), plus `-0.0`,
/// `Infinity`, `-Infinity` and `NaN`.
std::string ruby_float_to_s(double value);

/// Appends `ruby_float_to_s(value)` to `out` without a temporary string.
void append_ruby_float(std::string& out, double value);

/// `Types::PRegexpType.regexp_to_s(Regexp.new(pattern))` for a regex literal's `pattern` (the text between
/// the slashes with `\/` already turned into `/`). The lexer builds the Regexp without flags, so Ruby's
/// `Regexp#source` hands the pattern back verbatim and no `(?flags:...)` group is added; escaped slashes are
/// not restored.
std::string regexp_to_s(std::string_view pattern);

/// Ruby's String#inspect of a UTF-8 string: quoted, with `"`, `\\`, control characters and `#{`/`#$`/`#@`
/// escaped as Ruby escapes them.
std::string ruby_inspect_string(std::string_view s);

/// Appends `s` as Ruby's JSON generator (json 2.x, `JSON.generate`/`JSON.dump` defaults) writes a String:
/// quoted, with only `"`, `\\` and control characters escaped.
void append_json_string(std::string& out, std::string_view s);

/// The decimal digits of an integer literal's source text (`0x1F`, `0777`, `42`, optionally preceded by
/// `-`) of any size, as Ruby's Integer#to_s prints it after `Integer(text)`; empty if `text` is not a valid
/// integer literal.
std::string integer_text_to_decimal(std::string_view text);

} // namespace pp::parser
