#pragma once
// Ruby's text forms, in one place: what Puppet prints through Ruby (`Float#to_s`, `String#inspect`,
// `PRegexpType.regexp_to_s`, JSON strings), Ruby's strict `Integer()`/`Float()` parsers, `Kernel#format`,
// and the text of a value as Puppet prints it (`to_s`) and as Ruby prints the object behind it
// (`ruby_to_s`, `ruby_inspect`). Dumps, messages and functions that must be byte-identical to real Puppet's
// go through these. Errors are thrown as runtime::Error with Ruby's or Puppet's message.

#include "runtime/error.hpp"
#include "runtime/value.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace pp::runtime {

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
/// escaped as Ruby escapes them, and bytes that are no valid UTF-8 as `\xHH`.
std::string ruby_inspect_string(std::string_view s);
/// Appends `ruby_inspect_string(s)` to `out`.
void append_ruby_inspect_string(std::string& out, std::string_view s);

/// Appends `s` as Ruby's JSON generator (json 2.x, `JSON.generate`/`JSON.dump` defaults) writes a String:
/// quoted, with only `"`, `\\` and control characters escaped.
void append_json_string(std::string& out, std::string_view s);

/// The decimal digits of an integer literal's source text (`0x1F`, `0777`, `42`, optionally preceded by
/// `-`) of any size, as Ruby's Integer#to_s prints it after `Integer(text)`; empty if `text` is not a valid
/// integer literal.
std::string integer_text_to_decimal(std::string_view text);

/// Ruby's String#inspect of a binary (ASCII-8BIT) string: as a UTF-8 one, except that every byte that is
/// not printable ASCII (and has no escape of its own) shows as \xHH.
std::string ruby_inspect_binary(std::string_view s);

/// Ruby's `Integer(str)` (radix 0: prefixes `0x 0b 0o 0d 0` decide) or `Integer(str, radix)`: surrounding
/// whitespace and single underscores between digits are accepted. nullopt when Ruby raises ("invalid
/// value for Integer(): ...") or the value does not fit 64 bits.
std::optional<std::int64_t> ruby_integer(std::string_view s, int radix = 0);
/// Ruby's `Float(str)`: decimal with optional fraction and exponent, or a `0x` hexadecimal integer.
std::optional<double> ruby_float(std::string_view s);

/// How Puppet prints a value in strings and log messages (StringConverter's defaults): arrays and hashes
/// with their elements printed the same way (strings unquoted), undef as nothing, floats as Ruby prints
/// them.
std::string to_s(const Value& v);
/// What Ruby's `to_s` prints for the Ruby object behind a Puppet value (`[1, "a"]`, `{"a"=>1}` for
/// collections, `(?-mix:re)` for a Regexp, "" for undef).
std::string ruby_to_s(const Value& v);
/// What Ruby's `inspect` prints for it (`"a\tb"`, `nil`, `:default`).
std::string ruby_inspect(const Value& v);

/// Ruby's `Kernel#format(fmt, *args)`: flags `-+ 0#`, width, precision, `*`, `n$`, `%<name>` and
/// `%{name}` (a single Hash argument, looked up by String key), conversions `d i u x X o b B f e E g G a A
/// s p c %`. Messages are Ruby's ("too few arguments", "malformed format string - %Q").
std::string ruby_format(std::string_view fmt, std::span<const Value> args);

} // namespace pp::runtime
