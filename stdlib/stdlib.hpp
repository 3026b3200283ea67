#pragma once
// The built-in functions, one family per file, each registered with its Puppet signature and doc string.

#include "evaluator/evaluator.hpp"

namespace pp::stdlib {

void register_logging_functions(evaluator::FunctionRegistry& registry);
void register_iteration_functions(evaluator::FunctionRegistry& registry);

/// Every family.
void register_all(evaluator::FunctionRegistry& registry);

} // namespace pp::stdlib
