#pragma once
// The dispatcher of a data type's own `new` function (`new_Binary`, `new_float`, an Object type's
// `new_Name`): Puppet declares each with dispatches and local types, and its argument errors name them.

#include "evaluator/dispatch.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/types.hpp"

#include <map>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace pp::stdlib {

// Puppet's dispatcher for a type's new function: picks the dispatch the arguments fit (its index), or
// throws FunctionError with Puppet's message. `local_types` are the function's `local_types`
// ("PositiveInteger = Integer[0,default]"), which the signatures may use and which messages print expanded
// ("PositiveInteger = Integer[0] major"); they may refer to each other.
class Dispatcher {
public:
    Dispatcher(std::string name, std::vector<std::vector<evaluator::Param>> signatures,
               const std::vector<std::string>& local_types = {},
               std::vector<std::vector<evaluator::Param>> mismatch_handlers = {}) {
        auto aliases = std::make_shared<std::map<std::string, runtime::TypePtr, std::less<>>>();
        // the aliases live as long as the dispatcher (a function-local static)
        runtime::TypeNameResolver resolve = [map = aliases.get()](std::string_view n) -> runtime::TypePtr {
            auto it = map->find(n);
            return it != map->end() ? it->second : nullptr;
        };
        for (const std::string& decl : local_types) {
            std::size_t eq = decl.find(" = ");
            std::string alias = decl.substr(0, eq);
            std::string text = decl.substr(eq + 3);
            (*aliases)[alias] = runtime::type_alias(
                alias, [text, resolve] { return runtime::parse_type(text, nullptr, resolve); });
        }
        std::vector<evaluator::Dispatch> dispatches;
        for (std::size_t i = 0; i < signatures.size(); ++i) {
            dispatches.push_back(evaluator::Dispatch{std::move(signatures[i]), evaluator::BlockUse::None,
                                                     [i](evaluator::CallContext&, evaluator::Args) {
                                                         return runtime::Value(static_cast<std::int64_t>(i));
                                                     }});
        }
        // argument_mismatch handlers: tried after the dispatches, never listed in the messages
        for (std::size_t i = 0; i < mismatch_handlers.size(); ++i) {
            std::size_t index = signatures.size() + i;
            dispatches.push_back(evaluator::Dispatch{std::move(mismatch_handlers[i]),
                                                     evaluator::BlockUse::None,
                                                     [index](evaluator::CallContext&, evaluator::Args) {
                                                         return runtime::Value(
                                                             static_cast<std::int64_t>(index));
                                                     },
                                                     {},
                                                     true});
        }
        m_aliases = aliases;
        m_fn = evaluator::make_dispatcher(std::move(name), std::move(dispatches), resolve);
    }

    /// The index of the dispatch `args` fit (then of the mismatch handler, counting on after the dispatches)
    /// (the block `new` was given applies to the result, not here).
    [[nodiscard]] std::size_t select(evaluator::CallContext& ctx,
                                     std::span<const runtime::Value> args) const {
        evaluator::CallContext inner{ctx.evaluator, ctx.scope, ctx.call, ctx.name, nullptr, nullptr};
        return static_cast<std::size_t>(m_fn(inner, args).as_integer());
    }

private:
    std::shared_ptr<std::map<std::string, runtime::TypePtr, std::less<>>> m_aliases;
    evaluator::NativeFunction m_fn;
};

} // namespace pp::stdlib
