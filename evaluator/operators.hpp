#pragma once
// Operators with Puppet's (Ruby's) semantics: evaluator_impl.rb #calculate, compare_operator.rb,
// access_operator.rb. Errors carry Puppet's messages and the location Puppet reports.

#include "evaluator/evaluator.hpp"

#include <optional>

namespace pp::evaluator {

Value arithmetic(const Evaluator& ev, const parser::Arithmetic& node, const Value& left, const Value& right);
Value compare(const Evaluator& ev, const parser::Comparison& node, const Value& left, const Value& right);
Value negate(const Evaluator& ev, const parser::Node& operand, const Value& v);
/// `needle in haystack`.
bool value_in(const Value& needle, const Value& haystack);
/// CompareOperator#match for the version patterns (case options, `in` arrays): a SemVer pattern equals a
/// SemVer or a String parsing to it, a SemVerRange includes one. nullopt when `pattern` is neither.
std::optional<bool> version_match(const Value& left, const Value& pattern);
/// `left[keys...]` on arrays, hashes and strings.
Value access(const Evaluator& ev, const parser::Access& node, const Value& left,
             const std::vector<Value>& keys);

/// `$receiver.name` when the receiver is an Object with such a member (an attribute, or a function of a
/// built-in type such as `Error#message`): its value; nullopt otherwise (also for a null receiver), and the
/// call is then a function call.
std::optional<Value> member_call(const Value* receiver, std::string_view name);

} // namespace pp::evaluator
