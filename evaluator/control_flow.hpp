#pragma once
// Control flow is not a value (DESIGN.md §3): `next`, `break` and `return` travel as these signals and are
// caught at the lambda, iteration-function or function boundary.

#include "evaluator/eval_error.hpp"
#include "runtime/value.hpp"

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

} // namespace pp::evaluator
