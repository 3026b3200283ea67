#pragma once
// Whether what was typed at the REPL so far is a whole input (reference/repl.md §3.1): the buffer is
// incomplete only when parsing fails because the input ends too soon (an open bracket or block, a string,
// comment or heredoc not closed yet, a trailing operator, `class foo` without its body). Any other error is
// reported at once. The signal is the kind of error, never its message text.

#include "lexer/diagnostics.hpp"

#include <cstdint>
#include <string_view>

namespace pp::repl {

enum class InputStatus : std::uint8_t {
    Complete,   ///< parses: evaluate it
    Incomplete, ///< the parse failed at the end of the input: read another line
    Invalid,    ///< a syntax error before the end: report it and drop the buffer
};

/// The status the diagnostics of one parse of the buffer give (the first error decides).
InputStatus input_status(const lexer::Diagnostics& diags);

/// Parses `text` (Puppet code, without validation) and classifies it.
InputStatus input_status(std::string_view text);

} // namespace pp::repl
