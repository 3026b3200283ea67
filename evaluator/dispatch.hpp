#pragma once
// Native functions declared like Puppet 4 functions (lib/puppet/functions.rb dispatch): each dispatch lists
// typed parameters (required, optional, repeated) and whether it takes a block. The dispatcher picks the
// first dispatch the arguments fit and reports Puppet's messages when none does:
//   'split' parameter 'str' expects a String value, got Integer
//   'split' expects 2 arguments, got 1
//   'f' expects one of: ...

#include "evaluator/evaluator.hpp"

#include <memory>
#include <span>
#include <string>
#include <vector>

namespace pp::evaluator {

/// An error raised by a native function; the evaluator reports it as Puppet does ("Error while evaluating
/// a Function Call, MESSAGE" at the call).
class FunctionError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct Param {
    enum class Kind : std::uint8_t { Required, Optional, Repeated, RequiredRepeated };
    std::string type; ///< Puppet type syntax: "String", "Variant[String, Regexp]"
    std::string name;
    Kind kind = Kind::Required;
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
};

/// Registers `name` with its dispatches (tried in order) and doc string.
void add_function(FunctionRegistry& registry, std::string name, std::string doc,
                  std::vector<Dispatch> dispatches);

/// Puppet's dispatcher on its own, for functions that are not called by name (the `new_function` of a data
/// type): picks the first dispatch the arguments fit, or throws FunctionError with Puppet's message.
/// `local_types` are the function's `local_types` ("PositiveInteger = Integer[0,default]"), which its
/// parameter types may use and which its messages print expanded ("PositiveInteger = Integer[0] major").
class Dispatcher {
public:
    Dispatcher(std::string name, std::vector<Dispatch> dispatches, std::vector<std::string> local_types = {});
    ~Dispatcher();
    Dispatcher(const Dispatcher&) = delete;
    Dispatcher& operator=(const Dispatcher&) = delete;

    /// The index of the dispatch `args` fit (no block given); the caller runs it (bodies may be empty).
    [[nodiscard]] std::size_t select(std::span<const Value> args) const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace pp::evaluator
