#pragma once
// The built-in functions, one family per file, each registered with its Puppet signature and doc string.

#include "evaluator/evaluator.hpp"

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace pp::stdlib {

using runtime::Value;

void register_logging_functions(evaluator::FunctionRegistry& registry);
void register_iteration_functions(evaluator::FunctionRegistry& registry);
void register_string_functions(evaluator::FunctionRegistry& registry);
void register_collection_functions(evaluator::FunctionRegistry& registry);
/// index, reverse_each, step, slice, group_by, partition, tree_each (collection_walk_functions.cpp).
void register_collection_walk_functions(evaluator::FunctionRegistry& registry);
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
void register_epp_functions(evaluator::FunctionRegistry& registry);
void register_openstack_functions(evaluator::FunctionRegistry& registry);
void register_module_misc_functions(evaluator::FunctionRegistry& registry);
void register_template_functions(evaluator::FunctionRegistry& registry);
void register_lookup_functions(evaluator::FunctionRegistry& registry);
/// file, find_file, binary_file, find_template, module_directory, generate, scanf, tag; Hiera's backend
/// functions and annotate, which fail on any call from Puppet code as in Puppet.
void register_file_functions(evaluator::FunctionRegistry& registry);

/// Every family.
void register_all(evaluator::FunctionRegistry& registry);
/// Forgets the Ruby values templates stored with scope.setvar (kept for the life of the process so that a
/// later template reads back the same object): the REPL calls it when it drops its compilation (:reset).
void forget_template_values();

/// The functions of puppetlabs-stdlib 8.5.0 (its lib/puppet/functions and lib/puppet/parser/functions), which
/// exist only when the stdlib module is on the modulepath (evaluator::add_module_function).
void register_stdlib_module_functions(evaluator::FunctionRegistry& registry);
void register_stdlib_module_data_functions(evaluator::FunctionRegistry& registry);
void register_stdlib_module_validate_functions(evaluator::FunctionRegistry& registry);
void register_stdlib_module_catalog_functions(evaluator::FunctionRegistry& registry);
void register_stdlib_module_text_functions(evaluator::FunctionRegistry& registry);

/// How a Puppet 3.x function (Puppet::Parser::Functions) sees values, for stdlib's 3.x functions.
namespace ruby3x {
/// Runtime3FunctionArgumentConverter: a top-level undef becomes '' (undef inside arrays and hashes stays),
/// a Regexp its `/source/` text, versions, timespans, timestamps and binaries their strings.
std::vector<Value> args(std::span<const Value> args);
/// The Ruby class of the value a 3.x function sees (`String`, `Integer`, `NilClass`, `TrueClass`...).
std::string class_name(const Value& v);
/// Ruby's `inspect` of that value (`"text"`, `nil`, `[1, "a"]`, `{"k"=>1}`).
std::string inspect(const Value& v);
/// Ruby's `to_s` of that value (nil is '', arrays and hashes as inspect shows them).
std::string to_s(const Value& v);
/// Ruby's `==`: 1 == 1.0, strings case-sensitive, arrays and hashes element by element.
bool equal(const Value& a, const Value& b);
/// Ruby's JSON.generate (`pretty`: JSON.pretty_generate) of the value, appended to `out`.
void append_json(std::string& out, const Value& v, bool pretty = false);
/// Shellwords.escape: the text as one shell word ('' for empty, specials backslashed).
std::string shell_escape(const std::string& s);
using Body = std::function<Value(evaluator::CallContext&, std::vector<Value>& args)>;
/// Scope#variable_not_found for a variable Ruby code looked up (lookupvar, scope['x']) and did not find:
/// Puppet's "Undefined variable 'x'; REASON" warning once per variable, nothing under --strict=off, and
/// `raise(message)` under --strict=error.
void variable_not_found(evaluator::CallContext& ctx, std::string_view name,
                        const std::function<void(const std::string&)>& raise);
/// Registers a 3.x function of `module`: any arguments (converted by ruby3x::args), any number unless
/// `arity` is given (Puppet's newfunction arity: n exactly, -n-1 at least n).
void add_function(evaluator::FunctionRegistry& registry, std::string module, std::string name,
                  std::string doc, Body body, std::optional<int> arity = std::nullopt);
} // namespace ruby3x

/// stdlib's 4.x `deprecation(key, message)`: the message with the PuppetStack's first two frames, logged
/// once per key as Puppet.deprecation_warning does (an error under --strict=error, nothing under
/// --strict=off); returns what Puppet.deprecation_warning returns (the logged text, or undef).
Value stdlib_deprecation(evaluator::CallContext& ctx, const std::string& key, const std::string& message);

} // namespace pp::stdlib
