#pragma once
// The parser of the Ruby subset ERB templates use: tokens (ruby_lexer.hpp) to a tree (ruby_ast.hpp).
// Like Ruby, it decides at parse time whether a bare name is a local variable (assigned earlier in the
// scope) or a method call.

#include "erb/ruby_ast.hpp"
#include "erb/ruby_lexer.hpp"

#include <string_view>
#include <vector>

namespace pp::erb {

/// Parses a whole template (ERB pieces: text, code, output tags). Throws ErbError.
NodePtr parse_template(const std::vector<Piece>& pieces);

/// Parses Ruby code alone (tests, interpolations). Throws ErbError.
NodePtr parse_ruby(std::string_view code, int line = 1);

} // namespace pp::erb
