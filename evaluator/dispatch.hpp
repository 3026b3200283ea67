#pragma once
// Native functions declared like Puppet 4 functions (lib/puppet/functions.rb dispatch): each dispatch lists
// typed parameters (required, optional, repeated) and whether it takes a block. The dispatcher picks the
// first dispatch the arguments fit and reports Puppet's messages when none does:
//   'split' parameter 'str' expects a String value, got Integer
//   'split' expects 2 arguments, got 1
//   The function 'f' was called with arguments it does not accept. It expects one of: ...
// (TypeMismatchDescriber#describe_signatures: mismatches of every dispatch, merged as Puppet merges them).

#include "evaluator/evaluator.hpp"
#include "runtime/error.hpp"
#include "runtime/type_parser.hpp"

#include <memory>
#include <span>
#include <string>
#include <vector>

namespace pp::evaluator {

/// An error raised by a native function; the evaluator reports it as Puppet does ("Error while evaluating
/// a Function Call, MESSAGE" at the call). Errors runtime code raises (runtime::Error) are reported the same
/// way.
class FunctionError : public runtime::Error {
public:
    using runtime::Error::Error;
};

using Args = std::span<const Value>;

struct Param {
    enum class Kind : std::uint8_t { Required, Optional, Repeated, RequiredRepeated };
    std::string type; ///< Puppet type syntax: "String", "Variant[String, Regexp]"
    std::string name;
    Kind kind = Kind::Required;
    runtime::TypePtr resolved = nullptr; ///< the type itself, when there is no text for it (an Object's new)
};
inline Param req(std::string type, std::string name) {
    return {std::move(type), std::move(name), Param::Kind::Required};
}
inline Param opt(std::string type, std::string name) {
    return {std::move(type), std::move(name), Param::Kind::Optional};
}
inline Param rep(std::string type, std::string name) {
    return {std::move(type), std::move(name), Param::Kind::Repeated};
}

enum class BlockUse : std::uint8_t { None, Required, Optional };

struct Dispatch {
    std::vector<Param> params;
    BlockUse block = BlockUse::None;
    NativeFunction body;
    /// The block's Callable type as Puppet declares it (`Callable[2,2]`): a lambda fits when it accepts that
    /// many arguments. Empty: any lambda (`Callable`).
    std::string block_type = {};
    /// An `argument_mismatch` handler (Puppet 4 functions): tried only when no ordinary dispatch fits, and
    /// never listed in the messages about arguments nothing accepts.
    bool mismatch_handler = false;
};

/// Puppet's "got ..." / "expects ..." count wording (CountMismatch): "2 arguments", "between 1 and 2
/// arguments", "at least 1 argument", "no arguments"; `zero` names an empty range ("no" or "none").
std::string count_range_text(std::int64_t min, std::int64_t max, std::string_view zero);

/// Registers `name` with its dispatches (tried in order) and doc string.
void add_function(FunctionRegistry& registry, std::string name, std::string doc,
                  std::vector<Dispatch> dispatches);

/// Registers a function that a module provides as Ruby code (`stdlib`'s pick): it exists only when that
/// module, with the function's file, is on the modulepath (Evaluator::find_native_function).
void add_module_function(FunctionRegistry& registry, std::string module, std::string name, std::string doc,
                         std::vector<Dispatch> dispatches);

/// The callable add_function registers, for a function Puppet calls by a name of its own without
/// registering it (a type's `new` function, `new_timespan`). `local_types` resolves the names the function
/// declares in its `local_types` block (`Formats`); signatures show such a parameter type as
/// `Formats = Variant[...]`, as Puppet does.
NativeFunction make_dispatcher(std::string name, std::vector<Dispatch> dispatches,
                               runtime::TypeNameResolver local_types = {});

} // namespace pp::evaluator
