#pragma once
// The `new` functions of the SemVer, SemVerRange, Binary and URI data types, which `new` (and a call such as
// `SemVer('1.2.3')`) hands its arguments to: PUP:lib/puppet/pops/types/p_sem_ver_type.rb (new_Version),
// p_sem_ver_range_type.rb (new_VersionRange), p_binary_type.rb (new_Binary) and p_uri_type.rb (whose
// function Puppet names `new_error`). Errors are evaluator::FunctionError with Puppet's messages.

#include "evaluator/evaluator.hpp"
#include "runtime/value.hpp"

#include <span>

namespace pp::stdlib {

runtime::Value new_semver(evaluator::CallContext& ctx, std::span<const runtime::Value> args);
runtime::Value new_semver_range(evaluator::CallContext& ctx, std::span<const runtime::Value> args);
runtime::Value new_binary(evaluator::CallContext& ctx, std::span<const runtime::Value> args);
runtime::Value new_uri(evaluator::CallContext& ctx, std::span<const runtime::Value> args);

/// The `new_Name` function of an Object type (PObjectType#create_new_function): from an init hash, or
/// from positional arguments, the attributes without a default value first.
runtime::Value new_object(evaluator::CallContext& ctx, const runtime::TypePtr& object_type,
                          std::span<const runtime::Value> args);

} // namespace pp::stdlib
