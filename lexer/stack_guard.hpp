#pragma once
// Guards recursive code (the ANTLR parser, the AST builder, tree walks) against stack overflow by measuring
// the stack actually left on the current thread, so deeply nested input gets a clean "nested too deeply"
// error instead of a crash, whatever the frame sizes (sanitizer builds use much bigger frames).

#include <cstddef>

namespace pp::lexer {

/// True when less than `reserve` bytes of the current thread's stack remain.
bool stack_nearly_exhausted(std::size_t reserve = 512 * 1024);

} // namespace pp::lexer
