#pragma once
// Building a Type from a type expression of the AST: what a type alias's definition (`type X = ...`) is
// turned into. Literal arguments only, as PUP:lib/puppet/pops/types/type_parser.rb interprets them; the
// text form is runtime::parse_type.

#include "parser/ast.hpp"
#include "runtime/type_parser.hpp"

#include <string>
#include <string_view>

namespace pp::evaluator {

/// Builds a type from an already-parsed expression (QualifiedReference or Access with literal keys).
/// `object_name`: the alias being defined; when the expression is `Object[{...}]`, the Object gets that name
/// (`type X = Object[{name => 'Y'}]` declares the Object X). Null, with `error` set, when it is no valid
/// type.
runtime::TypePtr type_from_ast(const parser::Node& node, std::string* error = nullptr,
                               const runtime::TypeNameResolver& resolver = {},
                               std::string_view object_name = {});

} // namespace pp::evaluator
