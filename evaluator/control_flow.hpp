#pragma once
// Control flow is not a value (DESIGN.md §3): `next`, `break` and `return` travel as these signals and are
// caught at the lambda, iteration-function or function boundary.

#include "evaluator/eval_error.hpp"
#include "runtime/value.hpp"

#include <atomic>

namespace pp::evaluator {

// Each carries where it was raised, for the error when it escapes to where it is illegal.
struct NextSignal {
    runtime::Value value;
    Location where;
};
struct BreakSignal {
    Location where;
};
struct ReturnSignal {
    runtime::Value value;
    Location where;
};

/// Ctrl-C at the REPL: a signal handler sets the flag, and the evaluator, which checks it before each
/// expression, clears it and throws Interrupted (not an EvalError: nothing that handles Puppet errors
/// catches it).
extern std::atomic<bool> g_interrupt_requested;
struct Interrupted {};

} // namespace pp::evaluator
