#pragma once
// Puppet's StringConverter (PUP:lib/puppet/pops/types/string_converter.rb): `String(value, format)`.

#include "runtime/value.hpp"

#include <string>

namespace pp::runtime {

/// StringConverter#convert(value, formats): `formats` is `default`, a format String (`'%#x'`), or a Hash
/// of Type => format String or container format Hash (`format`, `separator`, `separator2`,
/// `string_formats`). Throws runtime::Error with Puppet's message.
std::string convert_to_string(const Value& value, const Value& formats);

/// Puppet::Parameter.format_value_for_display: the StringConverter with Puppet's DEFAULT_PARAMETER_FORMAT,
/// as log lines show attribute values (strings single-quoted, `['a', 'b']`, `{'k' => 'v'}`, numbers and
/// Booleans bare).
std::string format_value_for_display(const Value& value);

} // namespace pp::runtime
