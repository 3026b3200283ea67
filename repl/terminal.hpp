#pragma once
// `pp repl`: the terminal around a Session (reference/repl.md §3). On a terminal, lines are read with
// libedit (history, completion, Ctrl-C drops the pending input); from a pipe, or with TERM=dumb, they are
// read plainly with the same continuation and command rules, and the exit status says whether any input
// failed.

#include "repl/session.hpp"

#include <string>

namespace pp::repl {

struct ReplArgs {
    Options session;
    std::string code;           ///< -e/--execute: evaluate this, then exit
    std::string file;           ///< FILE: `:load FILE` first
    bool quiet = false;         ///< -q: no banner
    bool test = false;          ///< --test: quiet, read standard input to its end, never interactive
    std::string color = "auto"; ///< --color=auto|always|never
    bool no_history = false;    ///< --no-history
    bool echo = false;          ///< --echo: print each prompt and input line (a transcript)
};

/// Runs the REPL; the exit status (1 when an input failed outside a terminal, or the facts are unreadable).
int run_repl(const ReplArgs& args);

} // namespace pp::repl
