#pragma once
// Control flow is not a value (DESIGN.md §3): `next`, `break` and `return` travel as these signals and are
// caught at the lambda, iteration-function or function boundary.

#include "runtime/value.hpp"

namespace pp::evaluator {

struct NextSignal {
    runtime::Value value;
};
struct BreakSignal {};
struct ReturnSignal {
    runtime::Value value;
};

} // namespace pp::evaluator
