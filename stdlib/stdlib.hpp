#pragma once
// The built-in functions, one family per file, each registered with its Puppet signature and doc string.

#include "evaluator/evaluator.hpp"

namespace pp::stdlib {

void register_logging_functions(evaluator::FunctionRegistry& registry);
void register_iteration_functions(evaluator::FunctionRegistry& registry);
void register_string_functions(evaluator::FunctionRegistry& registry);
void register_collection_functions(evaluator::FunctionRegistry& registry);
void register_numeric_functions(evaluator::FunctionRegistry& registry);
void register_type_functions(evaluator::FunctionRegistry& registry);
void register_conversion_functions(evaluator::FunctionRegistry& registry);
void register_digest_functions(evaluator::FunctionRegistry& registry);

/// Every family.
void register_all(evaluator::FunctionRegistry& registry);

} // namespace pp::stdlib
