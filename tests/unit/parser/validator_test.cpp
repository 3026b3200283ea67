// Validator tests: Puppet source -> the issues real Puppet 7.23 reports for it (issue code, line, column,
// severity, message), in Puppet's order. The table was recorded from Puppet itself, not typed: each source
// was parsed with Puppet::Pops::Parser::EvaluatingParser (EppParser for EPP) and validated with
// EvaluatingParser#validate under Puppet[:strict] and, for the module cases, an environment whose modulepath
// holds the file (so that Checker4_0's location checks run), keeping every diagnostic (no max_errors cap).
// Where Puppet stops validating at a failing heredoc syntax check, the case has a single such heredoc.
//
// The sources go through pp::parser::parse (which validates), so a failure here can also come from the
// parser: positions are Puppet's model offsets (e.g. a binary expression starts at its operator).

#include "lexer/diagnostics.hpp"
#include "lexer/source_manager.hpp"
#include "parser/ast.hpp"
#include "parser/model_labels.hpp"
#include "parser/parser.hpp"
#include "parser/validator.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace pp::parser {
namespace {

using lexer::Severity;

struct CaseOptions {
    bool epp = false;
    Strictness strict = Strictness::Warning;
    std::string_view module_name = {};
    std::string_view module_path = {}; ///< relative to the module's directory
};

struct ExpectedIssue {
    std::string_view code;
    std::uint32_t line;
    std::uint32_t column;
    Severity severity;
    std::string_view message;
};

struct ValidatorCase {
    std::string_view name;
    std::string_view source;
    CaseOptions options;
    std::vector<ExpectedIssue> issues;
};

// GoogleTest looks for this name to print a test parameter.
// NOLINTNEXTLINE(readability-identifier-naming)
void PrintTo(const ValidatorCase& c, std::ostream* os) {
    *os << c.name;
}

/// One reported issue in comparable form.
struct Issue {
    std::string code;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    Severity severity = Severity::Error;
    std::string message;

    bool operator==(const Issue&) const = default;
};

std::ostream& operator<<(std::ostream& os, const Issue& i) {
    return os << i.code << " " << i.line << ":" << i.column << " " << lexer::severity_name(i.severity) << " "
              << i.message;
}

// clang-format off
// NOLINTBEGIN(modernize-raw-string-literal): recorded sources and messages, kept as written by the recorder
const std::vector<ValidatorCase> cases = {
    {"numeric_assignment",
     "$0 = 1\n",
     {},
     {{"ILLEGAL_NUMERIC_ASSIGNMENT", 1, 1, Severity::Error, "Illegal attempt to assign to the numeric match result variable '$0'. Numeric variables are not assignable"}}},
    {"cross_scope_assignment",
     "$a::b = 1\n$::x = 2\n",
     {},
     {{"CROSS_SCOPE_ASSIGNMENT", 1, 1, Severity::Error, "Illegal attempt to assign to 'a::b'. Cannot assign to variables in other namespaces"},
      {"CROSS_SCOPE_ASSIGNMENT", 2, 1, Severity::Error, "Illegal attempt to assign to '::x'. Cannot assign to variables in other namespaces"}}},
    {"indexed_assignment",
     "$x[1] = 2\n",
     {},
     {{"ILLEGAL_INDEXED_ASSIGNMENT", 1, 1, Severity::Error, "Illegal attempt to assign via [index/key]. Not an assignable reference"}}},
    {"illegal_assignment_to_literal",
     "1 = 2\n",
     {},
     {{"ILLEGAL_ASSIGNMENT", 1, 1, Severity::Error, "Illegal attempt to assign to 'a Literal Integer'. Not an assignable reference"}}},
    {"multi_assignment_checks_each_target",
     "[$a, [$b, 3]] = [1, [2, 3]]\n",
     {},
     {{"ILLEGAL_ASSIGNMENT", 1, 11, Severity::Error, "Illegal attempt to assign to 'a Literal Integer'. Not an assignable reference"}}},
    {"multi_assignment_mixed_targets",
     "[$a, $b::c, $0] = [1, 2, 3]\n[$d, $e[1]] = [1, 2]\n",
     {},
     {{"CROSS_SCOPE_ASSIGNMENT", 1, 6, Severity::Error, "Illegal attempt to assign to 'b::c'. Cannot assign to variables in other namespaces"},
      {"ILLEGAL_NUMERIC_ASSIGNMENT", 1, 13, Severity::Error, "Illegal attempt to assign to the numeric match result variable '$0'. Numeric variables are not assignable"},
      {"ILLEGAL_INDEXED_ASSIGNMENT", 2, 6, Severity::Error, "Illegal attempt to assign via [index/key]. Not an assignable reference"}}},
    {"assignment_to_string_call_and_name",
     "\"a\" = 1\n$a.b = 2\nfoo = 3\n",
     {},
     {{"ILLEGAL_ASSIGNMENT", 1, 1, Severity::Error, "Illegal attempt to assign to 'a String'. Not an assignable reference"},
      {"ILLEGAL_ASSIGNMENT", 2, 3, Severity::Error, "Illegal attempt to assign to 'a Method call'. Not an assignable reference"},
      {"ILLEGAL_ASSIGNMENT", 3, 1, Severity::Error, "Illegal attempt to assign to 'a Name'. Not an assignable reference"}}},
    {"appends_deletes_no_longer_supported",
     "$a += 1\n$b -= 2\n",
     {},
     {{"APPENDS_DELETES_NO_LONGER_SUPPORTED", 1, 4, Severity::Error, "The operator '+=' is no longer supported. See http://links.puppet.com/remove-plus-equals"},
      {"APPENDS_DELETES_NO_LONGER_SUPPORTED", 2, 4, Severity::Error, "The operator '-=' is no longer supported. See http://links.puppet.com/remove-plus-equals"}}},
    {"assignment_in_parameter_default",
     "class a($x = ($y = 1)) {}\n",
     {},
     {{"ILLEGAL_ASSIGNMENT_CONTEXT", 1, 18, Severity::Error, "Assignment not allowed here"}}},
    {"assignment_in_nested_default_not_in_lambda",
     "class a($x = [1, $y = 1], $z = f() |$q| { $r = 1 }) {}\n",
     {},
     {{"ILLEGAL_ASSIGNMENT_CONTEXT", 1, 21, Severity::Error, "Assignment not allowed here"}}},
    {"assignment_in_lambda_parameter_default",
     "$x = f() |$a = ($b = 1)| { }\n",
     {},
     {{"ILLEGAL_ASSIGNMENT_CONTEXT", 1, 20, Severity::Error, "Assignment not allowed here"}}},
    {"attribute_append_in_resource",
     "file { \"x\": mode +> 1 }\n",
     {},
     {{"ILLEGAL_ATTRIBUTE_APPEND", 1, 13, Severity::Error, "Illegal +> operation on attribute mode. This operator can not be used in a Resource Instance Definition"}}},
    {"attribute_append_in_defaults",
     "File { mode +> 1 }\n",
     {},
     {{"ILLEGAL_ATTRIBUTE_APPEND", 1, 8, Severity::Error, "Illegal +> operation on attribute mode. This operator can not be used in a Resource Defaults Expression"}}},
    {"attribute_append_in_override_and_collector",
     "File[\"x\"] { mode +> 1 }\nFile <| |> { mode +> 1, * => {} }\n",
     {},
     {}},
    {"multiple_attributes_unfold",
     "file { \"x\": * => {}, * => {}, * => {} }\n",
     {},
     {{"MULTIPLE_ATTRIBUTES_UNFOLD", 1, 22, Severity::Error, "Unfolding of attributes from Hash can only be used once per resource body"},
      {"MULTIPLE_ATTRIBUTES_UNFOLD", 1, 31, Severity::Error, "Unfolding of attributes from Hash can only be used once per resource body"}}},
    {"class_not_virtualizable",
     "@class { \"a\": }\n@@class { \"y\": }\n@@file { \"x\": }\n",
     {},
     {{"CLASS_NOT_VIRTUALIZABLE", 1, 1, Severity::Error, "Classes are not virtualizable"},
      {"CLASS_NOT_VIRTUALIZABLE", 2, 1, Severity::Error, "Classes are not virtualizable"}}},
    {"defaults_not_virtualizable",
     "@File { mode => 1 }\n@@File[\"x\"] { mode => 1 }\n",
     {},
     {{"NOT_VIRTUALIZEABLE", 1, 1, Severity::Error, "Resource Defaults are not virtualizable"},
      {"NOT_VIRTUALIZEABLE", 2, 1, Severity::Error, "Resource Defaults are not virtualizable"}}},
    {"resource_without_title",
     "file { ensure => present }\n",
     {},
     {{"RESOURCE_WITHOUT_TITLE", 1, 1, Severity::Error, "This expression is invalid. Did you try declaring a 'file' resource without a title?"}}},
    {"resource_without_title_after_statement",
     "$a = 1\nfile { ensure => present }\n",
     {},
     {{"RESOURCE_WITHOUT_TITLE", 2, 1, Severity::Error, "This expression is invalid. Did you try declaring a 'file' resource without a title?"}}},
    {"resource_without_title_in_class",
     "class a { file { ensure => present } }\n",
     {},
     {{"RESOURCE_WITHOUT_TITLE", 1, 11, Severity::Error, "This expression is invalid. Did you try declaring a 'file' resource without a title?"}}},
    {"class_in_if_in_class",
     "class a { if true { class b {} } }\n",
     {},
     {{"NOT_TOP_LEVEL", 1, 21, Severity::Error, "Classes, definitions, and nodes may only appear at toplevel or inside other classes"}}},
    {"function_in_class",
     "class a { function b() {} }\n",
     {},
     {{"NOT_ABSOLUTE_TOP_LEVEL", 1, 11, Severity::Error, "A Function Definition may only appear at toplevel"}}},
    {"function_after_statement_in_class",
     "class a { $x = 1 function b() {} }\n",
     {},
     {{"NOT_ABSOLUTE_TOP_LEVEL", 1, 18, Severity::Error, "A Function Definition may only appear at toplevel"}}},
    {"define_in_if",
     "if true { define b() {} }\n",
     {},
     {{"NOT_TOP_LEVEL", 1, 11, Severity::Error, "Classes, definitions, and nodes may only appear at toplevel or inside other classes"}}},
    {"node_in_if",
     "if true { node default {} }\n",
     {},
     {{"NOT_TOP_LEVEL", 1, 11, Severity::Error, "Classes, definitions, and nodes may only appear at toplevel or inside other classes"}}},
    {"definitions_in_lambdas",
     "[1].each |$x| { class a {} }\n[1].each |$x| { function b() {} }\n",
     {},
     {{"NOT_TOP_LEVEL", 1, 17, Severity::Error, "Classes, definitions, and nodes may only appear at toplevel or inside other classes"},
      {"NOT_ABSOLUTE_TOP_LEVEL", 2, 17, Severity::Error, "A Function Definition may only appear at toplevel"}}},
    {"type_alias_in_class",
     "class a { type B = Integer }\n",
     {},
     {{"NOT_ABSOLUTE_TOP_LEVEL", 1, 16, Severity::Error, "A Type Alias may only appear at toplevel"}}},
    {"function_in_function",
     "function f() { function g() {} }\n",
     {},
     {{"NOT_ABSOLUTE_TOP_LEVEL", 1, 16, Severity::Error, "A Function Definition may only appear at toplevel"}}},
    {"definitions_in_node",
     "node a { function b() {} }\nnode c { type D = Integer }\n",
     {},
     {{"NOT_ABSOLUTE_TOP_LEVEL", 1, 10, Severity::Error, "A Function Definition may only appear at toplevel"},
      {"NOT_ABSOLUTE_TOP_LEVEL", 2, 15, Severity::Error, "A Type Alias may only appear at toplevel"}}},
    {"function_in_case_option",
     "case 1 { 1: { function b() {} } }\n",
     {},
     {{"NOT_ABSOLUTE_TOP_LEVEL", 1, 15, Severity::Error, "A Function Definition may only appear at toplevel"}}},
    {"function_in_if",
     "if true { function b() {} }\nif true { $x = 1 function c() {} }\n",
     {},
     {{"NOT_TOP_LEVEL", 1, 11, Severity::Error, "Classes, definitions, and nodes may only appear at toplevel or inside other classes"},
      {"NOT_ABSOLUTE_TOP_LEVEL", 2, 18, Severity::Error, "A Function Definition may only appear at toplevel"}}},
    {"classes_in_classes_are_fine",
     "class a { class b {} }\nclass c { define d {} }\n",
     {},
     {}},
    {"class_in_define",
     "class a { define b { class c { node d {} } } }\n",
     {},
     {{"NOT_TOP_LEVEL", 1, 22, Severity::Error, "Classes, definitions, and nodes may only appear at toplevel or inside other classes"}}},
    {"definitions_in_if_else_unless",
     "class a {\n  if $x { } else { class b {} }\n  unless $x { define c {} }\n}\n",
     {},
     {{"NOT_TOP_LEVEL", 2, 20, Severity::Error, "Classes, definitions, and nodes may only appear at toplevel or inside other classes"},
      {"NOT_TOP_LEVEL", 3, 15, Severity::Error, "Classes, definitions, and nodes may only appear at toplevel or inside other classes"}}},
    {"definitions_as_relationship_operands",
     "class a {} -> class b {}\n",
     {},
     {{"NOT_RVALUE", 1, 1, Severity::Error, "Invalid use of expression. A Host Class Definition does not produce a value"},
      {"NOT_RVALUE", 1, 15, Severity::Error, "Invalid use of expression. A Host Class Definition does not produce a value"},
      {"NOT_TOP_LEVEL", 1, 1, Severity::Error, "Classes, definitions, and nodes may only appear at toplevel or inside other classes"},
      {"NOT_TOP_LEVEL", 1, 15, Severity::Error, "Classes, definitions, and nodes may only appear at toplevel or inside other classes"}}},
    {"node_as_value",
     "$x = node default {}\n",
     {},
     {{"NOT_RVALUE", 1, 6, Severity::Error, "Invalid use of expression. A Node Definition does not produce a value"},
      {"NOT_TOP_LEVEL", 1, 6, Severity::Error, "Classes, definitions, and nodes may only appear at toplevel or inside other classes"}}},
    {"reserved_parameters",
     "class a($name, $title) {}\n",
     {},
     {{"RESERVED_PARAMETER", 1, 9, Severity::Error, "The parameter $name redefines a built in parameter in the Host Class Definition"},
      {"RESERVED_PARAMETER", 1, 16, Severity::Error, "The parameter $title redefines a built in parameter in the Host Class Definition"}}},
    {"define_parameters",
     "define a($title, $name, $x, $x) {}\n",
     {},
     {{"DUPLICATE_PARAMETER", 1, 29, Severity::Error, "The parameter 'x' is declared more than once in the parameter list"},
      {"RESERVED_PARAMETER", 1, 10, Severity::Error, "The parameter $title redefines a built in parameter in the 'define' expression"},
      {"RESERVED_PARAMETER", 1, 18, Severity::Error, "The parameter $name redefines a built in parameter in the 'define' expression"}}},
    {"duplicate_function_parameter",
     "function f(Integer $a, String $a) >> Integer { 1 }\n",
     {},
     {{"DUPLICATE_PARAMETER", 1, 31, Severity::Error, "The parameter 'a' is declared more than once in the parameter list"}}},
    {"duplicate_lambda_parameters_unchecked",
     "f() |$a, $a| {}\n",
     {},
     {}},
    {"reserved_type_name",
     "class integer {}\ndefine string {}\n",
     {},
     {{"RESERVED_TYPE_NAME", 1, 1, Severity::Error, "The name: 'integer' is already defined by Puppet and can not be used as the name of a Host Class Definition."},
      {"RESERVED_TYPE_NAME", 2, 1, Severity::Error, "The name: 'string' is already defined by Puppet and can not be used as the name of a 'define' expression."}}},
    {"type_alias_named_like_builtin_type",
     "type Integer = String\n",
     {},
     {}},
    {"future_reserved_word",
     "function plan() {}\ntype A = Plan\nfunction f() >> Plan[1] {}\n",
     {},
     {{"FUTURE_RESERVED_WORD", 1, 1, Severity::Warning, "Use of future reserved word: 'plan'"},
      {"FUTURE_RESERVED_WORD", 2, 10, Severity::Warning, "Use of future reserved word: 'plan'"},
      {"FUTURE_RESERVED_WORD", 3, 17, Severity::Warning, "Use of future reserved word: 'plan'"}}},
    {"future_reserved_word_lambda_return_type",
     "[1].each |$x| >> Plan { 1 }\n",
     {},
     {{"FUTURE_RESERVED_WORD", 1, 18, Severity::Warning, "Use of future reserved word: 'plan'"}}},
    {"captures_rest_in_class_and_define",
     "class a(Integer *$x) {}\ndefine b(*$y) {}\n",
     {},
     {{"CAPTURES_REST_NOT_SUPPORTED", 1, 18, Severity::Error, "Parameter $x has 'captures rest' - not supported in a Host Class Definition"},
      {"CAPTURES_REST_NOT_SUPPORTED", 2, 11, Severity::Error, "Parameter $y has 'captures rest' - not supported in a 'define' expression"}}},
    {"captures_rest_not_last",
     "[1].each |$a, *$b, $c, *$d| {}\n",
     {},
     {{"CAPTURES_REST_NOT_LAST", 1, 16, Severity::Error, "Parameter $b is not last, and has 'captures rest'"}}},
    {"captures_rest_in_function_unchecked",
     "function f(*$a, $b) {}\n",
     {},
     {}},
    {"variable_names",
     "$Abc = 1\n$_a = 2\n$00 = 3\n$a::_b = 1\n",
     {},
     {{"ILLEGAL_VAR_NAME", 1, 1, Severity::Error, "Illegal variable name, The given name 'Abc' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/"},
      {"ILLEGAL_NUMERIC_VAR_NAME", 3, 1, Severity::Error, "Illegal numeric variable name, The given name '00' must be a decimal value if it starts with a digit 0-9"},
      {"CROSS_SCOPE_ASSIGNMENT", 4, 1, Severity::Error, "Illegal attempt to assign to 'a::_b'. Cannot assign to variables in other namespaces"}}},
    {"variable_names_in_arguments",
     "notice($Abc, $00, $a::B)\n",
     {},
     {{"ILLEGAL_VAR_NAME", 1, 8, Severity::Error, "Illegal variable name, The given name 'Abc' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/"},
      {"ILLEGAL_NUMERIC_VAR_NAME", 1, 14, Severity::Error, "Illegal numeric variable name, The given name '00' must be a decimal value if it starts with a digit 0-9"},
      {"ILLEGAL_VAR_NAME", 1, 19, Severity::Error, "Illegal variable name, The given name 'a::B' does not conform to the naming rule /^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/"}}},
    {"parameter_names",
     "class a($Abc, $0, $0x1) {}\n",
     {},
     {{"ILLEGAL_PARAM_NAME", 1, 9, Severity::Error, "Illegal parameter name. The given name 'Abc' does not conform to the naming rule /^[a-z_]\\w*$/"},
      {"ILLEGAL_NUMERIC_PARAMETER", 1, 15, Severity::Error, "The numeric parameter name '$0' cannot be used (clashes with numeric match result variables)"},
      {"ILLEGAL_PARAM_NAME", 1, 15, Severity::Error, "Illegal parameter name. The given name '0' does not conform to the naming rule /^[a-z_]\\w*$/"},
      {"ILLEGAL_NUMERIC_PARAMETER", 1, 19, Severity::Error, "The numeric parameter name '$0x1' cannot be used (clashes with numeric match result variables)"},
      {"ILLEGAL_PARAM_NAME", 1, 19, Severity::Error, "Illegal parameter name. The given name '0x1' does not conform to the naming rule /^[a-z_]\\w*$/"}}},
    {"reserved_words",
     "private\nattr\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 1, 1, Severity::Error, "This Reserved Word 'private' has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"},
      {"RESERVED_WORD", 1, 1, Severity::Error, "Use of reserved word: private, must be quoted if intended to be a String value"},
      {"RESERVED_WORD", 2, 1, Severity::Error, "Use of reserved word: attr, must be quoted if intended to be a String value"}}},
    {"idem_variable_not_last",
     "$x = 1\n$x\n$y = 2\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 2, 1, Severity::Error, "This Variable has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_if_not_last",
     "if true { 1 } else { 2 }\n$x = 1\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 1, 1, Severity::Error, "This 'if' statement has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_case_not_last",
     "case $x { 1: { 2 } }\n$x = 1\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 1, 1, Severity::Error, "This 'case' statement has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_unless_not_last",
     "unless 1 { }\n$a = 1\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 1, 1, Severity::Error, "This 'unless' Statement has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_arithmetic_first_only",
     "1 + 2\n$x = 1\n3 =~ /x/\n$y = 2\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 1, 3, Severity::Error, "This '+' expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_access_not_last",
     "$x = [1, 2]\n$y = $x[0]\n$x[1]\n$z = 3\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 3, 1, Severity::Error, "This '[]' expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_parenthesized",
     "(1)\n$y = 1\n(notice(1))\n$z = 1\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 1, 1, Severity::Error, "This Parenthesized Expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_interpolated_string",
     "$a = \"x${y}z\"\n\"${y}\"\n$b = 1\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 2, 1, Severity::Error, "This Double Quoted String has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_heredoc",
     "$x = 1\n@(\"END\")\n  hello\n  END\n$y = 2\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 2, 1, Severity::Error, "This '@()' expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_type_name",
     "$x = 1\nInteger\n$y = 2\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 2, 1, Severity::Error, "This Type-Name has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_comparison",
     "$x = 1\n$x == 1\n$y = 2\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 2, 4, Severity::Error, "This '==' expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_not_expression",
     "$x = 1\n!$x\n$y = 2\n",
     {},
     {{"IDEM_EXPRESSION_NOT_LAST", 2, 1, Severity::Error, "This 'not' expression has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_last_statement_is_fine",
     "$x = 1 1\n",
     {},
     {}},
    {"idem_not_allowed_last_in_class",
     "class a { 1 }\n",
     {},
     {{"IDEM_NOT_ALLOWED_LAST", 1, 11, Severity::Error, "This Literal Integer has no effect. A Host Class Definition can not end with a value-producing expression without other effect"}}},
    {"idem_not_allowed_last_in_define",
     "define a { \"x\" }\n",
     {},
     {{"IDEM_NOT_ALLOWED_LAST", 1, 12, Severity::Error, "This String has no effect. A 'define' expression can not end with a value-producing expression without other effect"}}},
    {"idem_not_allowed_last_in_node",
     "node default { 1 }\n",
     {},
     {{"IDEM_NOT_ALLOWED_LAST", 1, 16, Severity::Error, "This Literal Integer has no effect. A Node Definition can not end with a value-producing expression without other effect"}}},
    {"idem_not_allowed_last_if_in_class",
     "class a { if true { 1 } }\n",
     {},
     {{"IDEM_NOT_ALLOWED_LAST", 1, 11, Severity::Error, "This 'if' statement has no effect. A Host Class Definition can not end with a value-producing expression without other effect"}}},
    {"idem_in_class_body_both_checks",
     "class a { 1 2 }\n",
     {},
     {{"IDEM_NOT_ALLOWED_LAST", 1, 13, Severity::Error, "This Literal Integer has no effect. A Host Class Definition can not end with a value-producing expression without other effect"},
      {"IDEM_EXPRESSION_NOT_LAST", 1, 11, Severity::Error, "This Literal Integer has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form)"}}},
    {"idem_not_allowed_last_in_inheriting_class",
     "class a { }\nclass b inherits a { 1 }\n",
     {},
     {{"IDEM_NOT_ALLOWED_LAST", 2, 22, Severity::Error, "This Literal Integer has no effect. A Host Class Definition can not end with a value-producing expression without other effect"}}},
    {"numeric_overflow",
     "$x = 0x8000000000000000\n$y = 18446744073709551616\n$z = -9223372036854775809\n$w = 9223372036854775807\n",
     {},
     {{"NUMERIC_OVERFLOW", 1, 6, Severity::Error, "A Literal Integer resulted in a value outside of Puppet Integer max range, got '+0x8000000000000000'"},
      {"NUMERIC_OVERFLOW", 2, 6, Severity::Error, "A Literal Integer resulted in a value outside of Puppet Integer max range, got '+0x10000000000000000'"},
      {"NUMERIC_OVERFLOW", 3, 7, Severity::Error, "A Literal Integer resulted in a value outside of Puppet Integer max range, got '+0x8000000000000001'"}}},
    {"numeric_overflow_octal_and_hex",
     "$x = 0777777777777777777777777\n$y = 0xFFFFFFFFFFFFFFFFF\n",
     {},
     {{"NUMERIC_OVERFLOW", 1, 6, Severity::Error, "A Literal Integer resulted in a value outside of Puppet Integer max range, got '+0xffffffffffffffffff'"},
      {"NUMERIC_OVERFLOW", 2, 6, Severity::Error, "A Literal Integer resulted in a value outside of Puppet Integer max range, got '+0xfffffffffffffffff'"}}},
    {"duplicate_keys",
     "$h = {a => 1, \"a\" => 2, b => 3, b => 4}\n",
     {},
     {{"DUPLICATE_KEY", 1, 19, Severity::Warning, "The key 'a' is declared more than once"},
      {"DUPLICATE_KEY", 1, 35, Severity::Warning, "The key 'b' is declared more than once"}}},
    {"duplicate_keys_numbers_lists_undef",
     "$h = {1 => 1, 1.0 => 2, [1] => 3, [1] => 4, undef => 1, undef => 2}\n",
     {},
     {{"DUPLICATE_KEY", 1, 39, Severity::Warning, "The key '[1]' is declared more than once"},
      {"DUPLICATE_KEY", 1, 63, Severity::Warning, "The key '' is declared more than once"}}},
    {"duplicate_keys_floats",
     "$h = {1.0 => a, 1.0 => b, 1e20 => c, 1e20 => d, 0.00001 => e, 0.00001 => f}\n",
     {},
     {{"DUPLICATE_KEY", 1, 21, Severity::Warning, "The key '1.0' is declared more than once"},
      {"DUPLICATE_KEY", 1, 43, Severity::Warning, "The key '1.0e+20' is declared more than once"},
      {"DUPLICATE_KEY", 1, 71, Severity::Warning, "The key '1.0e-05' is declared more than once"}}},
    {"duplicate_keys_regexp",
     "$h = {/a\\/b/ => 1, /a\\/b/ => 2}\n",
     {},
     {{"DUPLICATE_KEY", 1, 27, Severity::Warning, "The key '(?-mix:a\\/b)' is declared more than once"}}},
    {"duplicate_keys_nested_literals",
     "$h = {[1, \"a\\\"b\", undef, default, /x/, {a => [1]}] => 1, [1, \"a\\\"b\", undef, default, /x/, {a => [1]}] => 2}\n",
     {},
     {{"DUPLICATE_KEY", 1, 103, Severity::Warning, "The key '[1, \"a\\\"b\", nil, :default, /x/, {\"a\"=>[1]}]' is declared more than once"}}},
    {"duplicate_keys_hashes_ignore_order",
     "$h = {{a => 1, b => 2} => 1, {b => 2, a => 1} => 2}\n",
     {},
     {{"DUPLICATE_KEY", 1, 47, Severity::Warning, "The key '{\"b\"=>2, \"a\"=>1}' is declared more than once"}}},
    {"duplicate_keys_radix",
     "$h = {0x10 => 1, 16 => 2, 020 => 3}\n",
     {},
     {{"DUPLICATE_KEY", 1, 21, Severity::Warning, "The key '16' is declared more than once"},
      {"DUPLICATE_KEY", 1, 31, Severity::Warning, "The key '16' is declared more than once"}}},
    {"duplicate_keys_booleans_defaults",
     "$h = {true => 1, true => 2, default => 3, default => 4}\n",
     {},
     {{"DUPLICATE_KEY", 1, 23, Severity::Warning, "The key 'true' is declared more than once"},
      {"DUPLICATE_KEY", 1, 51, Severity::Warning, "The key 'default' is declared more than once"}}},
    {"duplicate_keys_interpolation_not_literal",
     "$h = {\"${x}\" => 1, \"${x}\" => 2, \"a\" => 1, 'a' => 2}\n",
     {},
     {{"DUPLICATE_KEY", 1, 47, Severity::Warning, "The key 'a' is declared more than once"}}},
    {"duplicate_keys_big_integers",
     "$h = {99999999999999999999 => 1, 99999999999999999999 => 2}\n",
     {},
     {{"DUPLICATE_KEY", 1, 55, Severity::Warning, "The key '99999999999999999999' is declared more than once"},
      {"NUMERIC_OVERFLOW", 1, 7, Severity::Error, "A Literal Integer resulted in a value outside of Puppet Integer max range, got '+0x56bc75e2d630fffff'"},
      {"NUMERIC_OVERFLOW", 1, 34, Severity::Error, "A Literal Integer resulted in a value outside of Puppet Integer max range, got '+0x56bc75e2d630fffff'"}}},
    {"duplicate_keys_strict_error",
     "$h = {a => 1, a => 2}\n",
     {.strict = Strictness::Error},
     {{"DUPLICATE_KEY", 1, 17, Severity::Error, "The key 'a' is declared more than once"}}},
    {"duplicate_keys_strict_off",
     "$h = {a => 1, a => 2}\n",
     {.strict = Strictness::Off},
     {}},
    {"duplicate_default_in_case",
     "case $x { default: {} 1: {} default: {} default: {} }\n",
     {},
     {{"DUPLICATE_DEFAULT", 1, 29, Severity::Error, "This 'case' statement already has a 'default' entry - this is a duplicate"},
      {"DUPLICATE_DEFAULT", 1, 41, Severity::Error, "This 'case' statement already has a 'default' entry - this is a duplicate"}}},
    {"duplicate_default_in_selector",
     "$y = $x ? { default => 1, 2 => 3, default => 4, default => 5 }\n",
     {},
     {{"DUPLICATE_DEFAULT", 1, 35, Severity::Error, "This Selector Expression already has a 'default' entry - this is a duplicate"}}},
    {"hostname_characters",
     "node \"a b\" {}\nnode \"a\", \"b c\", \"d e\" { }\nnode \"foo+bar\" {}\n",
     {},
     {{"ILLEGAL_HOSTNAME_CHARS", 1, 6, Severity::Error, "The hostname 'a b' contains illegal characters (only letters, digits, '_', '-', and '.' are allowed)"},
      {"ILLEGAL_HOSTNAME_CHARS", 2, 11, Severity::Error, "The hostname 'b c' contains illegal characters (only letters, digits, '_', '-', and '.' are allowed)"},
      {"ILLEGAL_HOSTNAME_CHARS", 2, 18, Severity::Error, "The hostname 'd e' contains illegal characters (only letters, digits, '_', '-', and '.' are allowed)"},
      {"ILLEGAL_HOSTNAME_CHARS", 3, 6, Severity::Error, "The hostname 'foo+bar' contains illegal characters (only letters, digits, '_', '-', and '.' are allowed)"}}},
    {"hostname_interpolation",
     "node \"a${x}\" {}\n",
     {},
     {{"ILLEGAL_HOSTNAME_INTERPOLATION", 1, 10, Severity::Error, "An interpolated expression is not allowed in a hostname of a node"}}},
    {"hostnames_that_are_fine",
     "node default { }\nnode /foo/, \"bar.com\", foo.bar, 192.168.0.1, \"foo_bar-baz.com\" { $x = 1 }\n",
     {},
     {}},
    {"node_inheritance",
     "node a inherits b {}\n",
     {},
     {{"ILLEGAL_NODE_INHERITANCE", 1, 17, Severity::Error, "Node inheritance is not supported in Puppet >= 4.0.0. See http://links.puppet.com/puppet-node-inheritance-deprecation"}}},
    {"query_expressions",
     "File <| title =~ /x/ |>\nFile <| tag == \"a\" and not (x == 1) |>\nFile <| a < 1 |>\n",
     {},
     {{"ILLEGAL_QUERY_EXPRESSION", 1, 15, Severity::Error, "Illegal query expression. A '=~' expression cannot be used in a query"},
      {"ILLEGAL_QUERY_EXPRESSION", 2, 24, Severity::Error, "Illegal query expression. A Function Call cannot be used in a query"},
      {"ILLEGAL_QUERY_EXPRESSION", 3, 11, Severity::Error, "Illegal query expression. A '<' expression cannot be used in a query"}}},
    {"query_expressions_that_are_fine",
     "File <| (title == \"a\" or tag != \"b\") and ($x == 1) |>\nFile <| title |>\nFile <<| \"a\" |>>\n",
     {},
     {}},
    {"query_with_array",
     "File <| 1 == 1 and [1] |>\n",
     {},
     {{"ILLEGAL_QUERY_EXPRESSION", 1, 20, Severity::Error, "Illegal query expression. An Array Expression cannot be used in a query"}}},
    {"collectors_are_not_values",
     "$a = Foo <| |>\n$b = [Foo <| |>]\n$c = {a => Foo <| |>}\n$d = File <<| title == \"a\" |>>\n",
     {},
     {{"NOT_RVALUE", 1, 6, Severity::Error, "Invalid use of expression. A Virtual Query does not produce a value"},
      {"NOT_RVALUE", 2, 7, Severity::Error, "Invalid use of expression. A Virtual Query does not produce a value"},
      {"NOT_RVALUE", 3, 12, Severity::Error, "Invalid use of expression. A Virtual Query does not produce a value"},
      {"NOT_RVALUE", 4, 6, Severity::Error, "Invalid use of expression. An Exported Query does not produce a value"}}},
    {"collector_in_string_and_relationship",
     "$x = \"${File <| |>}\"\n[File <| |>] -> [1]\nFile <| |> -> File <| |>\n",
     {},
     {{"NOT_RVALUE", 1, 9, Severity::Error, "Invalid use of expression. A Virtual Query does not produce a value"},
      {"NOT_RVALUE", 2, 2, Severity::Error, "Invalid use of expression. A Virtual Query does not produce a value"}}},
    {"function_name_variable",
     "$x(1)\n",
     {},
     {{"ILLEGAL_EXPRESSION", 1, 1, Severity::Error, "Illegal expression. A Variable is unacceptable as function name in a Function Call"}}},
    {"function_name_string",
     "\"f\"(1)\n",
     {},
     {{"ILLEGAL_EXPRESSION", 1, 1, Severity::Error, "Illegal expression. A String is unacceptable as function name in a Function Call"}}},
    {"type_and_qualified_calls",
     "$x = Integer[1](2)\n$y = foo::bar(1)\ninclude(foo)\nrequire foo\n",
     {},
     {}},
    {"collector_type_name",
     "Foo[1] <| |>\n",
     {},
     {{"ILLEGAL_EXPRESSION", 1, 1, Severity::Error, "Illegal expression. A '[]' expression is unacceptable as type name in a Virtual Query"}}},
    {"type_alias_to_array",
     "type A = [Integer]\n",
     {},
     {{"ILLEGAL_EXPRESSION", 1, 10, Severity::Error, "Illegal expression. An Array Expression is unacceptable as a type reference in a Type Alias"}}},
    {"type_mapping_regexp_to_type",
     "type Runtime[ruby, [/a/, \"b\"]] = Foo\n",
     {},
     {{"ILLEGAL_TYPE_MAPPING", 1, 6, Severity::Error, "Illegal type mapping. Expected a Tuple[Regexp,String] on the left side, got A Type Mapping"}}},
    {"type_mapping_type_to_regexp",
     "type Runtime[ruby, \"x\"] = [/a/, \"b\"]\n",
     {},
     {{"ILLEGAL_TYPE_MAPPING", 1, 6, Severity::Error, "Illegal type mapping. Expected a Type on the left side, got A Type Mapping"}}},
    {"type_mapping_not_runtime",
     "type Foo[1] = Bar\n",
     {},
     {{"UNSUPPORTED_EXPRESSION", 1, 6, Severity::Error, "Expressions of type a Type Mapping are not supported in this version of Puppet"}}},
    {"type_mappings_that_are_fine",
     "type Runtime[ruby, [/a/, \"b\"]] = [/a/, \"b\"]\ntype Runtime[ruby, \"x\"] = String\n",
     {},
     {}},
    {"type_definition",
     "type Foo inherits Bar {}\ntype Baz {}\n",
     {},
     {{"UNSUPPORTED_EXPRESSION", 1, 1, Severity::Error, "Expressions of type a Type Definition are not supported in this version of Puppet"},
      {"UNSUPPORTED_EXPRESSION", 2, 1, Severity::Error, "Expressions of type a Type Definition are not supported in this version of Puppet"}}},
    {"epp_duplicate_parameters",
     "<%| $x, $x |%>\n",
     {.epp = true},
     {{"DUPLICATE_PARAMETER", 1, 9, Severity::Error, "The parameter 'x' is declared more than once in the parameter list"}}},
    {"epp_captures_rest",
     "<%| *$x |%>\n",
     {.epp = true},
     {{"CAPTURES_REST_NOT_SUPPORTED", 1, 6, Severity::Error, "Parameter $x has 'captures rest' - not supported in an Epp Template"}}},
    {"epp_ambiguous_parameters",
     "a <% ($x) %>",
     {.epp = true},
     {{"ILLEGAL_EPP_PARAMETERS", 1, 1, Severity::Error, "Ambiguous EPP parameter expression. Probably missing '<%-' before parameters to remove leading whitespace"}}},
    {"epp_body_is_not_checked_for_idem",
     "<% $x = 1 %><%= 1 %>x\n",
     {.epp = true},
     {}},
    {"heredoc_json",
     "$y = @(END:json)\n{\"a\": }\nEND\n",
     {},
     {{"ILLEGAL_JSON", 2, 1, Severity::Error, "Invalid produced text having syntax: 'json'. JSON syntax checker: Cannot parse invalid JSON string. \"859: unexpected token at '{\"a\": }\\n'\""}}},
    {"heredoc_json_suffix",
     "$y = @(END:foo+json)\n[1 2]\nEND\n",
     {},
     {{"ILLEGAL_JSON", 2, 1, Severity::Error, "Invalid produced text having syntax: 'foo+json'. JSON syntax checker: Cannot parse invalid JSON string. \"451: unexpected token at '2]\\n'\""}}},
    {"heredoc_json_valid",
     "$y = @(END:json)\n{\"a\": [1, 2.5, true, null, \"x\\u00e9\"]}\nEND\n",
     {},
     {}},
    {"heredoc_unknown_syntax",
     "$y = @(END:json+foo)\n[1 2]\nEND\n",
     {},
     {}},
    {"heredoc_base64",
     "$y = @(END:base64)\nabc!\nEND\n$z = @(END:base64)\nYWJj\nZA= =\nEND\n",
     {},
     {{"ILLEGAL_BASE64", 2, 1, Severity::Error, "Invalid produced text having syntax: 'base64'. Base64 syntax checker: Cannot parse invalid Base64 string - padding is not correct"}}},
    {"heredoc_pp",
     "$y = @(END:pp)\n  $x = = 1\n  END\n",
     {},
     {{"ILLEGAL_PP", 2, 1, Severity::Error, "Invalid produced text having syntax: 'pp'. PP syntax checker: \"Syntax error at '=' (line: 1, column: 8)\""}}},
    {"heredoc_pp_single_validation_error",
     "$y = @(END:pp)\n$x = 1\n$x\n$z = 1\nEND\n",
     {},
     {{"ILLEGAL_PP", 2, 1, Severity::Error, "Invalid produced text having syntax: 'pp'. PP syntax checker: \"This Variable has no effect. A value was produced and then forgotten (one or more preceding expressions may have the wrong form) (line: 2, column: 1)\""}}},
    {"heredoc_epp",
     "$y = @(END:epp)\n<% $x = = 1 %>\nEND\n",
     {},
     {{"ILLEGAL_EPP", 2, 1, Severity::Error, "Invalid produced text having syntax: 'epp'. EPP syntax checker: \"Syntax error at '=' (line: 1, column: 9)\""}}},
    {"module_top_level_constructs",
     "class mymod::sub::foo {}\nclass mymod::sub::foobar {}\nclass mymod::sub {}\n$x = 1\nnode default {}\nnotice(1)\ntype Mymod::Sub::Foo::T = Integer\nfunction mymod::sub::foo::f() {}\n",
     {.module_name = "mymod", .module_path = "manifests/sub/foo.pp"},
     {{"ILLEGAL_TOP_CONSTRUCT_LOCATION", 4, 4, Severity::Error, "This '=' expression is unacceptable as a top level construct in this location"},
      {"ILLEGAL_TOP_CONSTRUCT_LOCATION", 5, 1, Severity::Error, "This Node Definition is unacceptable as a top level construct in this location"},
      {"ILLEGAL_TOP_CONSTRUCT_LOCATION", 6, 1, Severity::Error, "This Function Call is unacceptable as a top level construct in this location"},
      {"ILLEGAL_DEFINITION_LOCATION", 3, 1, Severity::Error, "Unacceptable location. The name 'mymod::sub' is unacceptable in file '/modules/mymod/manifests/sub/foo.pp'"}}},
    {"module_init_file",
     "class mymod {}\nclass other {}\nclass mymod::x {}\n",
     {.module_name = "mymod", .module_path = "manifests/init.pp"},
     {{"ILLEGAL_DEFINITION_LOCATION", 2, 1, Severity::Error, "Unacceptable location. The name 'other' is unacceptable in file '/modules/mymod/manifests/init.pp'"}}},
    {"module_file_outside_autoload_dirs",
     "class mymod::bar {}\nnotice(1)\n",
     {.module_name = "mymod", .module_path = "examples/bar.pp"},
     {{"ILLEGAL_TOP_CONSTRUCT_LOCATION", 2, 1, Severity::Error, "This Function Call is unacceptable as a top level construct in this location"},
      {"ILLEGAL_DEFINITION_LOCATION", 1, 1, Severity::Error, "Unacceptable location. The name 'mymod::bar' is unacceptable in file '/modules/mymod/examples/bar.pp'"}}},
    {"module_comment_only_file",
     "# only a comment\n",
     {.module_name = "mymod", .module_path = "manifests/empty.pp"},
     {}},
    {"module_single_statement",
     "notice(1)\n",
     {.module_name = "mymod", .module_path = "manifests/one.pp"},
     {{"ILLEGAL_TOP_CONSTRUCT_LOCATION", 1, 1, Severity::Error, "This Function Call is unacceptable as a top level construct in this location"}}},
    {"module_function_and_type_files",
     "function mymod::f() {}\ntype Mymod::T = Integer\n",
     {.module_name = "mymod", .module_path = "functions/f.pp"},
     {}},
    {"module_init_in_subdirectory",
     "class mymod::sub::init {}\n",
     {.module_name = "MyMod", .module_path = "manifests/Sub/init.pp"},
     {}},
};
// NOLINTEND(modernize-raw-string-literal)
// clang-format on

class ValidatorTest : public testing::TestWithParam<ValidatorCase> {};

TEST_P(ValidatorTest, ReportsWhatPuppetReports) {
    const ValidatorCase& c = GetParam();
    std::string path;
    if (!c.options.module_name.empty())
        path = "/modules/" + std::string(c.options.module_name) + "/" + std::string(c.options.module_path);
    else
        path = c.options.epp ? "test.epp" : "test.pp";

    lexer::SourceManager sm;
    lexer::FileId id = sm.add(path, std::string(c.source));
    lexer::Diagnostics diags;
    ParseOptions opts;
    opts.epp = c.options.epp;
    opts.validate = true;
    opts.strict = c.options.strict;
    opts.module_name = std::string(c.options.module_name);
    opts.module_relative_path = std::string(c.options.module_path);
    std::unique_ptr<ParsedFile> parsed = parse(sm, id, diags, opts);
    ASSERT_NE(parsed, nullptr);
    ASSERT_NE(parsed->program, nullptr) << "the source did not parse";

    std::vector<Issue> actual;
    for (const lexer::Diagnostic& d : diags.all()) {
        lexer::LineCol lc = d.has_location ? sm.file(id).line_col(d.begin) : lexer::LineCol{};
        actual.push_back(
            {std::string(lexer::diag_info(d.id).code), lc.line, lc.column, d.severity, d.message});
    }
    std::vector<Issue> expected;
    for (const ExpectedIssue& e : c.issues)
        expected.push_back({std::string(e.code), e.line, e.column, e.severity, std::string(e.message)});
    EXPECT_EQ(actual, expected);
}

INSTANTIATE_TEST_SUITE_P(Puppet, ValidatorTest, testing::ValuesIn(cases),
                         [](const testing::TestParamInfo<ValidatorCase>& info) {
                             return std::string(info.param.name);
                         });

// ---- The walk must survive input far deeper than any recursion could (the parser bounds bracket nesting,
// not chains like `1 + 1 + ...` or `elsif` ladders), so these trees are built by hand.

constexpr int deep = 200000;

TEST(ValidatorDepth, DeepTreesDoNotExhaustTheStack) {
    lexer::SourceManager sm;
    lexer::FileId id = sm.add("deep.pp", "x");
    ParsedFile file;
    file.file = id;
    Arena& a = file.arena;
    auto integer = [&] {
        auto* n = a.make<LiteralInteger>();
        n->value = 1;
        n->text = "1";
        return n;
    };

    // if 1 {} elsif 1 {} elsif ... : a chain of Ifs in else branches (idem, and not the last statement).
    If* ladder = a.make<If>();
    ladder->test = integer();
    If* cur = ladder;
    for (int i = 0; i < deep; ++i) {
        auto* next = a.make<If>();
        next->test = integer();
        cur->else_expr = next;
        cur = next;
    }
    // $x = 1 + 1 + ... (left-deep), its value wrapped in many `!`.
    Node* sum = integer();
    for (int i = 0; i < deep; ++i) {
        auto* plus = a.make<Arithmetic>();
        plus->op = "+";
        plus->left = sum;
        plus->right = integer();
        sum = plus;
    }
    for (int i = 0; i < deep; ++i) {
        auto* negation = a.make<Not>();
        negation->expr = sum;
        sum = negation;
    }
    auto* name = a.make<QualifiedName>();
    name->value = "x";
    auto* var = a.make<Variable>();
    var->expr = name;
    auto* assignment = a.make<Assignment>();
    assignment->op = "=";
    assignment->left = var;
    assignment->right = sum;
    // File <| a == 1 and a == 1 and ... |> : a deep query.
    Node* query_expr = nullptr;
    for (int i = 0; i < deep; ++i) {
        auto* cmp = a.make<Comparison>();
        cmp->op = "==";
        cmp->left = integer();
        cmp->right = integer();
        if (query_expr == nullptr) {
            query_expr = cmp;
        } else {
            auto* both = a.make<And>();
            both->left = query_expr;
            both->right = cmp;
            query_expr = both;
        }
    }
    auto* query = a.make<VirtualQuery>();
    query->expr = query_expr;
    auto* type = a.make<QualifiedReference>();
    type->cased_value = "File";
    auto* collect = a.make<Collect>();
    collect->type_expr = type;
    collect->query = query;

    auto* block = a.make<Block>();
    block->statements = a.list(std::vector<Node*>{ladder, assignment, collect});
    auto* program = a.make<Program>();
    program->body = block;
    file.program = program;

    lexer::Diagnostics diags;
    validate(file, sm, diags, ParseOptions{});
    ASSERT_EQ(diags.all().size(), 1U);
    EXPECT_EQ(lexer::diag_info(diags.all()[0].id).code, "IDEM_EXPRESSION_NOT_LAST");
    EXPECT_EQ(
        diags.all()[0].message,
        "This 'if' statement has no effect. A value was produced and then forgotten (one or more preceding "
        "expressions may have the wrong form)");
}

TEST(ValidatorApi, NothingToValidateWithoutAProgram) {
    lexer::SourceManager sm;
    lexer::FileId id = sm.add("empty.pp", "");
    ParsedFile file;
    file.file = id;
    lexer::Diagnostics diags;
    validate(file, sm, diags, ParseOptions{});
    EXPECT_TRUE(diags.all().empty());
}

// ---- Labels (model_label_provider.rb, label_provider.rb)

TEST(ModelLabels, ArticlesAndCombinations) {
    EXPECT_EQ(a_an("'if' statement"), "an 'if' statement");
    EXPECT_EQ(a_an("\"x\" thing"), "a \"x\" thing");
    EXPECT_EQ(a_an_uc("Unfold"), "An Unfold");
    EXPECT_EQ(a_an("Resource Statement"), "a Resource Statement");
    EXPECT_EQ(plural_s(1, "argument"), "argument");
    EXPECT_EQ(plural_s(2, "argument"), "arguments");
    EXPECT_EQ(combine_strings({"a", "b", "c"}), "a, b, or c");
    EXPECT_EQ(combine_strings({"a", "b"}, "and"), "a and b");
    Resource resource;
    EXPECT_EQ(the_uc(resource), "The Resource Statement");
    Arithmetic plus;
    plus.op = "+";
    EXPECT_EQ(a_an_uc(plus), "A '+' expression");
    Heredoc heredoc;
    heredoc.syntax = "json";
    EXPECT_EQ(label(heredoc), "'@(json)' expression");
}

} // namespace
} // namespace pp::parser
