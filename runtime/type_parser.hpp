#pragma once
// Building types from Puppet type syntax (PUP:lib/puppet/pops/types/type_parser.rb). Source text is read
// with pp's own lexer: a type name, or a type name with literal arguments, is turned into a Type.
// `parameterize_type` is the same step for already-evaluated arguments, as the evaluator's
// `Integer[1, $max]` and its type aliases (evaluator/type_from_ast.cpp) need.

#include "runtime/types.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::runtime {

/// Resolves a capitalized name that is not a built-in type (`MyAlias`, `File`, `Apache::Vhost`): returns a
/// TypeAlias, a Resource type..., or null to leave the name a TypeReference.
using TypeNameResolver = std::function<TypePtr(std::string_view name)>;

/// Parses `Enum[present, absent]`, `Hash[String, Array[Integer[0]]]`... Returns null and sets `error` on a
/// syntax error or invalid parameters.
TypePtr parse_type(std::string_view source, std::string* error = nullptr,
                   const TypeNameResolver& resolver = {});

/// `Name[args...]` with evaluated arguments (Types are Type values, bare words are Strings, `default` is
/// the Default value). Returns null and sets `error` (Puppet's message) when the arguments do not fit the
/// type; `error_arg` then gets the index of the argument to blame, or -1 for the whole expression.
TypePtr parameterize_type(std::string_view name, const std::vector<Value>& args, std::string* error = nullptr,
                          const TypeNameResolver& resolver = {}, int* error_arg = nullptr);

/// The type named by a bare capitalized name (built-in, resolved, or a TypeReference).
TypePtr named_type(std::string_view name, const TypeNameResolver& resolver = {});

} // namespace pp::runtime
