#pragma once
// Formatting values as text the way Puppet's Ruby does it:
//  - `ruby_format`: Ruby's Kernel#format (sprintf) applied to Puppet values, which `sprintf` and
//    Puppet's StringConverter both hand their work to;
//  - `convert_to_string`: Puppet's StringConverter (PUP:lib/puppet/pops/types/string_converter.rb), the
//    engine behind `String(value, format)`;
//  - Ruby's strict `Integer(str)` / `Float(str)` parsers that the numeric `new` functions use.
// Errors are thrown as evaluator::FunctionError carrying Ruby's or Puppet's message.

#include "runtime/value.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace pp::stdlib {

/// Ruby's `Kernel#format(fmt, *args)`: flags `-+ 0#`, width, precision, `*`, `n$`, `%<name>` and
/// `%{name}` (a single Hash argument, looked up by String key), conversions `d i u x X o b B f e E g G a A
/// s p c %`. Messages are Ruby's ("too few arguments", "malformed format string - %Q").
std::string ruby_format(std::string_view fmt, std::span<const runtime::Value> args);

/// What Ruby's `to_s` prints for the Ruby object behind a Puppet value (`[1, "a"]`, `{"a"=>1}` for
/// collections, `(?-mix:re)` for a Regexp, "" for undef).
std::string ruby_to_s(const runtime::Value& v);
/// What Ruby's `inspect` prints for it (`"a\tb"`, `nil`, `:default`).
std::string ruby_inspect(const runtime::Value& v);

/// Ruby's `Integer(str)` (radix 0: prefixes `0x 0b 0o 0d 0` decide) or `Integer(str, radix)`: surrounding
/// whitespace and single underscores between digits are accepted. nullopt when Ruby raises ("invalid
/// value for Integer(): ...") or the value does not fit 64 bits.
std::optional<std::int64_t> ruby_integer(std::string_view s, int radix = 0);
/// Ruby's `Float(str)`: decimal with optional fraction and exponent, or a `0x` hexadecimal integer.
std::optional<double> ruby_float(std::string_view s);

/// StringConverter#convert(value, formats): `formats` is `default`, a format String (`'%#x'`), or a Hash
/// of Type => format String or container format Hash (`format`, `separator`, `separator2`,
/// `string_formats`).
std::string convert_to_string(const runtime::Value& value, const runtime::Value& formats);

} // namespace pp::stdlib
