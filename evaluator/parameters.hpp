#pragma once
// Checking arguments given by name against declared parameters (classes, defines, EPP templates): Puppet's
// TypeMismatchDescriber#validate_parameters.

#include "evaluator/evaluator.hpp"

#include <string>
#include <utility>
#include <vector>

namespace pp::evaluator::detail {

/// Puppet's describe_struct_signature over declared parameters: unknown names, then each parameter's type
/// and presence (" has no parameter named 'x'", " expects a value for parameter 'x'", " parameter 'x'
/// expects ..."). `resource`: a class or define, whose name, title and metaparameters are always accepted.
std::vector<std::string> parameter_errors(Evaluator& ev, parser::NodeList<parser::Parameter> params,
                                          const std::vector<std::pair<std::string, Value>>& given,
                                          Scope& scope, lexer::FileId file, bool resource);

/// "SUBJECT: error" for one error, else each on its own line.
std::string join_errors(const std::string& subject, const std::vector<std::string>& errors);

} // namespace pp::evaluator::detail
