#pragma once
// Puppet::Type's handling of parameter values when a catalog becomes RAL resources (Type#[]=, Parameter#
// validate and munge, ValueCollection, Puppet::Parameter::Boolean), for the module types whose providers are
// written in C++ (file_line, ini_setting, ini_subsetting): the checks and Puppet's error texts.

#include "apply/provider.hpp"

#include <initializer_list>
#include <string>
#include <string_view>

namespace pp::apply::type_params {

// Puppet's texts for a refused parameter or resource (apply/provider.hpp)
using apply::parameter_failure;
using apply::validation_failure;

/// The parameter's value with Sensitive unwrapped, or nullptr when it is not set (or undef).
const Value* value(const Resource& resource, std::string_view name);

/// A value as the text Ruby's `to_s` gives (strings as they are).
std::string text(const Value& value);

/// ValueCollection#validate and #munge for `newvalues(...)`: the value's name (`true` for the Boolean and
/// the string alike), which must be one of `allowed`; else throws `Invalid value "x". Valid values are a, b.`
std::string symbol(const Resource& resource, std::string_view name, const Value& value,
                   std::initializer_list<std::string_view> allowed);

/// Puppet::Parameter::Boolean: true, false, yes, no (and the Booleans); `fallback` when not set.
bool boolean(const Resource& resource, std::string_view name, bool fallback);

/// Puppet::Util.absolute_path? on POSIX: `%r!^/!`, so any line may start with the slash.
bool absolute_path(std::string_view path);

} // namespace pp::apply::type_params
