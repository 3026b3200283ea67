#pragma once
// A plain (untagged, unquoted) YAML scalar typed as Ruby's Psych (Ruby 3.1's Psych 4,
// ScalarScanner#tokenize) types it for YAML.safe_load, which is how Puppet reads Hiera's YAML data and facts
// files: null, booleans (yes/no/on/off too), integers (0b, 0x, leading-zero octal, `_` and `,` separators),
// base 60 (12:30:15), floats with a point (an exponent only with a sign), ±.inf and .nan; anything else is a
// String. Times, dates and symbols, which safe_load refuses (an error in Puppet), stay Strings, as do
// integers beyond 64 bits. tests/unit/loader/yaml_scalars/ holds what Psych does with 130 scalars.

#include "runtime/value.hpp"

#include <string>

namespace pp::runtime {

Value psych_scalar(const std::string& s);

} // namespace pp::runtime
