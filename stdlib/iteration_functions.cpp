// each, map, filter, reduce, with, reverse_each, any, all (lib/puppet/functions/*.rb).
#include "evaluator/control_flow.hpp"
#include "evaluator/dispatch.hpp"
#include "lexer/chars.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

namespace pp::stdlib {

using evaluator::BreakSignal;
using evaluator::CallContext;
using evaluator::Value;
using runtime::Hash;

namespace {

const parser::Lambda& require_block(CallContext& ctx) {
    if (ctx.block == nullptr) throw evaluator::FunctionError(fmt::format("'{}' expects a block", ctx.name));
    return *ctx.block;
}

// Calls `fn(element args)` for every element of an Array, Hash (as [k, v] or k, v), Integer (0...n) or
// String (characters), passing the index too when the block takes two parameters (hashes: key and value).
template <class F>
void iterate(CallContext& ctx, const Value& subject, F&& fn) {
    const parser::Lambda& block = require_block(ctx);
    std::size_t arity = evaluator::Evaluator::lambda_arity(block);
    if (subject.is_hash()) {
        for (const auto& [k, v] : subject.as_hash()) {
            if (arity >= 2)
                fn(std::vector<Value>{k, v});
            else
                fn(std::vector<Value>{Value(std::vector<Value>{k, v})});
        }
        return;
    }
    std::vector<Value> items;
    if (subject.is_array()) {
        items = subject.as_array();
    } else if (subject.is_integer()) {
        for (std::int64_t i = 0; i < subject.as_integer(); ++i)
            items.emplace_back(i);
    } else if (subject.is_string()) {
        const std::string& s = subject.as_string();
        for (std::string_view c : lexer::utf8_chars(s))
            items.emplace_back(c);
    } else {
        throw evaluator::FunctionError(fmt::format("'{}' expects an Iterable value, got {}", ctx.name,
                                                   runtime::kind_name(subject.kind())));
    }
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (arity >= 2)
            fn(std::vector<Value>{Value(static_cast<std::int64_t>(i)), items[i]});
        else
            fn(std::vector<Value>{items[i]});
    }
}

Value call(CallContext& ctx, const std::vector<Value>& args) {
    return ctx.evaluator.call_lambda(*ctx.block, *ctx.block_scope, args);
}

} // namespace

void register_iteration_functions(evaluator::FunctionRegistry& registry) {
    registry.add({"each", "Callable[Iterable, Callable[1, 2]]",
                  "Calls the block with each element (and its index or key); returns the iterated value.",
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      try {
                          iterate(ctx, args[0], [&](const std::vector<Value>& a) { call(ctx, a); });
                      } catch (const BreakSignal&) {
                      }
                      return args[0];
                  }});
    registry.add({"map", "Callable[Iterable, Callable[1, 2]]",
                  "Returns an Array of the block's results for each element.",
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      std::vector<Value> out;
                      try {
                          iterate(ctx, args[0],
                                  [&](const std::vector<Value>& a) { out.push_back(call(ctx, a)); });
                      } catch (const BreakSignal&) {
                      }
                      return Value(std::move(out));
                  }});
    registry.add({"filter", "Callable[Iterable, Callable[1, 2]]",
                  "Returns the elements (a Hash for a Hash) for which the block is truthy.",
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      if (args[0].is_hash()) {
                          Hash out;
                          try {
                              iterate(ctx, args[0], [&](const std::vector<Value>& a) {
                                  if (call(ctx, a).truthy()) {
                                      const Value& pair = a.size() == 2 ? Value(a) : a[0];
                                      out.set(pair.as_array()[0], pair.as_array()[1]);
                                  }
                              });
                          } catch (const BreakSignal&) {
                          }
                          return Value(std::move(out));
                      }
                      std::vector<Value> out;
                      try {
                          iterate(ctx, args[0], [&](const std::vector<Value>& a) {
                              if (call(ctx, a).truthy()) out.push_back(a.back());
                          });
                      } catch (const BreakSignal&) {
                      }
                      return Value(std::move(out));
                  }});
    registry.add(
        {"reduce", "Callable[Iterable, Any, Callable[2, 2]]",
         "Combines the elements with the block, starting from the optional memo (else the first element).",
         [](CallContext& ctx, std::span<const Value> args) -> Value {
             const parser::Lambda& block = require_block(ctx);
             std::vector<Value> items;
             if (args[0].is_hash()) {
                 for (const auto& [k, v] : args[0].as_hash())
                     items.emplace_back(std::vector<Value>{k, v});
             } else if (args[0].is_array()) {
                 items = args[0].as_array();
             } else if (args[0].is_integer()) {
                 for (std::int64_t i = 0; i < args[0].as_integer(); ++i)
                     items.emplace_back(i);
             }
             std::size_t start = 0;
             Value memo;
             if (args.size() > 1) {
                 memo = args[1];
             } else if (!items.empty()) {
                 memo = items[0];
                 start = 1;
             }
             try {
                 for (std::size_t i = start; i < items.size(); ++i) {
                     memo = ctx.evaluator.call_lambda(block, *ctx.block_scope,
                                                      std::vector<Value>{memo, items[i]});
                 }
             } catch (const BreakSignal&) {
             }
             return memo;
         }});
    registry.add({"with", "Callable[Any, 0, Callable]",
                  "Calls the block with the given arguments and returns its result.",
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      require_block(ctx);
                      return call(ctx, std::vector<Value>(args.begin(), args.end()));
                  }});
    registry.add({"any", "Callable[Iterable, Callable[1, 2]]",
                  "True when the block is truthy for some element.",
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      bool found = false;
                      try {
                          iterate(ctx, args[0], [&](const std::vector<Value>& a) {
                              if (!found && call(ctx, a).truthy()) found = true;
                          });
                      } catch (const BreakSignal&) {
                      }
                      return Value(found);
                  }});
    registry.add({"all", "Callable[Iterable, Callable[1, 2]]",
                  "True when the block is truthy for every element.",
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      bool all = true;
                      try {
                          iterate(ctx, args[0], [&](const std::vector<Value>& a) {
                              if (all && !call(ctx, a).truthy()) all = false;
                          });
                      } catch (const BreakSignal&) {
                      }
                      return Value(all);
                  }});
}

} // namespace pp::stdlib
