#pragma once
// The AST arena is the lexer's arena (token payloads and AST nodes share one allocation per file).
#include "lexer/arena.hpp"

namespace pp::parser {
using lexer::Arena;
} // namespace pp::parser
