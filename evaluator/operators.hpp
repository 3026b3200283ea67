#pragma once
// Operators with Puppet's (Ruby's) semantics: evaluator_impl.rb #calculate, compare_operator.rb,
// access_operator.rb. Errors carry Puppet's messages and the location Puppet reports.

#include "evaluator/evaluator.hpp"

namespace pp::evaluator {

Value arithmetic(const Evaluator& ev, const parser::Arithmetic& node, const Value& left, const Value& right);
Value compare(const Evaluator& ev, const parser::Comparison& node, const Value& left, const Value& right);
Value negate(const Evaluator& ev, const parser::Node& operand, const Value& v);
/// `needle in haystack`.
bool value_in(const Value& needle, const Value& haystack);
/// `left[keys...]` on arrays, hashes and strings.
Value access(const Evaluator& ev, const parser::Access& node, const Value& left,
             const std::vector<Value>& keys);

} // namespace pp::evaluator
