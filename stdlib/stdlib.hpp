#pragma once
// The built-in functions, one family per file, each registered with its Puppet signature and doc string.

#include "evaluator/evaluator.hpp"

namespace pp::stdlib {

using runtime::Value;

void register_logging_functions(evaluator::FunctionRegistry& registry);
void register_iteration_functions(evaluator::FunctionRegistry& registry);
void register_string_functions(evaluator::FunctionRegistry& registry);
void register_collection_functions(evaluator::FunctionRegistry& registry);
void register_numeric_functions(evaluator::FunctionRegistry& registry);
void register_type_functions(evaluator::FunctionRegistry& registry);
void register_conversion_functions(evaluator::FunctionRegistry& registry);
void register_scope_functions(evaluator::FunctionRegistry& registry);
void register_catalog_functions(evaluator::FunctionRegistry& registry);

/// The elements Puppet's Iterable.on gives: an Array's elements, a Hash's [key, value] pairs, 0...n for an
/// Integer, a String's characters, the members of an Integer range or Enum type. FunctionError otherwise.
std::vector<runtime::Value> iterable_elements(const runtime::Value& v);
void register_time_functions(evaluator::FunctionRegistry& registry);

/// The `new` functions of Timespan and Timestamp (`new_timespan`, `new_timestamp`), which `new` calls.
Value new_timespan(evaluator::CallContext& ctx, std::span<const Value> args);
Value new_timestamp(evaluator::CallContext& ctx, std::span<const Value> args);
void register_digest_functions(evaluator::FunctionRegistry& registry);
void register_lookup_functions(evaluator::FunctionRegistry& registry);

/// Every family.
void register_all(evaluator::FunctionRegistry& registry);

} // namespace pp::stdlib
