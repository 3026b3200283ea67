#pragma once
// Shared by collection_functions.cpp and collection_walk_functions.cpp; not part of the stdlib's interface.

#include "stdlib/stdlib.hpp"

#include <cstddef>
#include <initializer_list>
#include <string_view>
#include <vector>

namespace pp::stdlib::detail {

/// Calls the call's block with the arguments.
Value call(evaluator::CallContext& ctx, std::vector<Value> args);

// How many arguments the block accepts: parameters with defaults are optional, `*$rest` takes any number.
struct Arity {
    std::size_t min = 0;
    std::size_t max = 0;
    bool variable = false; ///< Ruby's negative arity: optional or rest parameters
    [[nodiscard]] bool accepts(std::size_t n) const { return n >= min && n <= max; }
};

Arity arity(const parser::Lambda& block);
// Puppet's message for a block that does not take `lo..hi` arguments (the dispatcher's wording).
[[noreturn]] void block_mismatch(evaluator::CallContext& ctx, std::size_t lo, std::size_t hi);
// The block's arity among the allowed ones (Callable[1,1] / Callable[2,2] dispatches), preferring the first.
std::size_t block_serving(evaluator::CallContext& ctx, std::initializer_list<std::size_t> allowed);
/// The number of UTF-8 characters in `s`.
std::size_t char_count(std::string_view s);
/// The elements Iterable.on gives (iterable_elements).
std::vector<Value> elements(const Value& v);

} // namespace pp::stdlib::detail
