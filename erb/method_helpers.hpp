#pragma once
// Helpers shared by the files implementing Ruby's core methods (internal to erb/).

#include "erb/ruby_value.hpp"

#include <string>
#include <vector>

namespace pp::erb::detail {

/// ArgumentError "wrong number of arguments (given N, expected M)" unless min <= args.size() <= max.
void arity(const std::vector<RValue>& args, std::size_t min, std::size_t max, int line);
/// An Integer argument (Float truncates), else TypeError as Ruby words it.
std::int64_t int_arg(const RValue& v, int line);
/// A String argument, else TypeError "no implicit conversion of X into String".
const std::string& str_arg(const RValue& v, int line);
/// The characters (code points) of UTF-8 text.
std::vector<std::string> chars_of(const std::string& s);
bool all_ascii(const std::string& s);
std::string ascii_map(const std::string& s, int (*fn)(int));
std::string strip_left(const std::string& s);
std::string strip_right(const std::string& s);
/// Ruby's Kernel#format for the common directives.
std::string format_string(const std::string& fmt, const std::vector<RValue>& args, int line);

} // namespace pp::erb::detail
