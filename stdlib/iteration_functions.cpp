// each, map, filter, reduce, with, any, all (lib/puppet/functions/*.rb), declared with Puppet's dispatches:
// the Hash ones first, then any Iterable, each with a block of two parameters before a block of one.
#include "evaluator/control_flow.hpp"
#include "evaluator/dispatch.hpp"
#include "runtime/iterator.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

namespace pp::stdlib {

using evaluator::Args;
using evaluator::BlockUse;
using evaluator::BreakSignal;
using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::req;
using evaluator::Value;
using runtime::Hash;

namespace {

Value call(CallContext& ctx, std::initializer_list<Value> args) {
    return ctx.evaluator.call_lambda(*ctx.block, *ctx.block_scope,
                                     std::span<const Value>(args.begin(), args.size()));
}

using Pass = runtime::Iterator::Pass;

// Calls `fn(element, index)` for each element of an Iterable, an Iterator read as `pass` reads it (see
// runtime/iterator.hpp), until fn returns false.
template <class F>
void each_element(const Value& subject, Pass pass, F&& fn) {
    if (subject.kind() == runtime::ValueKind::Iterator) {
        runtime::as_iterator(subject).each(pass, fn);
        return;
    }
    // an Array is iterated in place (values are immutable); other iterables are listed first
    std::vector<Value> listed;
    if (!subject.is_array()) listed = iterable_elements(subject);
    const std::vector<Value>& items = subject.is_array() ? subject.as_array() : listed;
    for (std::size_t i = 0; i < items.size(); ++i)
        if (!fn(items[i], i)) return;
}

// Where Puppet's function rescues the StopIteration that `break()` raises: the functions written with
// `loop { ... enum.next }` (each, map, filter on an Iterable), reduce, and any Enumerable iterator's own
// #each (Iterable#step rescues it), which any?, all? and each_with_index go through for an Integer, a range
// type or a stepped iterator. Elsewhere (filter on a Hash, any? on an Array...) it goes on up to where it is
// illegal.
template <class F>
void catching_break(bool allowed, F&& body) {
    if (!allowed) {
        body();
        return;
    }
    try {
        body();
    } catch (const BreakSignal&) {
    }
}

bool hash_iterator(const Value& subject) {
    return subject.kind() == runtime::ValueKind::Iterator && runtime::as_iterator(subject).hash_style();
}

// Calls the block for every element and then `fn(element, block result)`, until fn returns false: a Hash
// gives [key, value] pairs (the block gets key and value when it takes two), any other Iterable its
// elements (with their index for two), an Iterator read as `pass` reads it. `break` ends the iteration
// where `break_allowed`, else it goes on to the caller.
template <class F>
void iterate(CallContext& ctx, const Value& subject, std::size_t block_params, Pass pass, bool break_allowed,
             F&& fn) {
    catching_break(break_allowed, [&] {
        if (subject.is_hash()) {
            for (const auto& [k, v] : subject.as_hash()) {
                Value pair(std::vector<Value>{k, v});
                if (!fn(pair, block_params == 2 ? call(ctx, {k, v}) : call(ctx, {pair}))) return;
            }
            return;
        }
        // a HashIterator gives a two-parameter block key and value (each.rb foreach_Enumerable_2)
        bool pairs = hash_iterator(subject);
        each_element(subject, pass, [&](const Value& e, std::size_t i) {
            Value r = block_params != 2 ? call(ctx, {e})
                      : pairs           ? call(ctx, {e.as_array()[0], e.as_array()[1]})
                                        : call(ctx, {Value(static_cast<std::int64_t>(i)), e});
            return fn(e, r);
        });
    });
}

// any? and all? go through the enumerator, whose StopIteration only an Enumerable iterator rescues.
bool predicate_break_allowed(const Value& subject) {
    return !subject.is_hash() && runtime::iterable_source(subject) != runtime::Iterator::Source::Enumerator;
}

// The four dispatches of each/map/filter/any/all: (Hash, Callable[2,2]), (Hash, Callable[1,1]),
// (Iterable, Callable[2,2]), (Iterable, Callable[1,1]); `body(ctx, subject, block_params)`.
template <class Body>
std::vector<Dispatch> iteration_dispatches(Body body) {
    std::vector<Dispatch> out;
    for (const char* subject : {"Hash[Any, Any]", "Iterable"}) {
        const char* name = std::string_view(subject) == "Iterable" ? "enumerable" : "hash";
        for (std::size_t n : {2, 1}) {
            out.push_back(Dispatch{{req(subject, name)},
                                   BlockUse::Required,
                                   [body, n](CallContext& ctx, Args args) { return body(ctx, args[0], n); },
                                   fmt::format("Callable[{0},{0}]", n)});
        }
    }
    return out;
}

} // namespace

void register_iteration_functions(evaluator::FunctionRegistry& registry) {
    add_function(registry, "each",
                 "Calls the block with each element (and its index or key); returns the iterated value.",
                 iteration_dispatches([](CallContext& ctx, const Value& subject, std::size_t n) {
                     iterate(ctx, subject, n, Pass::Next, true,
                             [](const Value&, const Value&) { return true; });
                     return subject;
                 }));
    add_function(registry, "map", "Returns an Array of the block's results for each element.",
                 iteration_dispatches([](CallContext& ctx, const Value& subject, std::size_t n) {
                     std::vector<Value> out;
                     // a HashIterator's two-parameter map is `enum.map`, the enumerator's own
                     bool enumerator = n == 2 && hash_iterator(subject);
                     iterate(ctx, subject, n, enumerator ? Pass::Enumerator : Pass::Next, !enumerator,
                             [&](const Value&, const Value& r) {
                                 out.push_back(r);
                                 return true;
                             });
                     return Value(std::move(out));
                 }));
    add_function(registry, "filter",
                 "Returns the elements (a Hash for a Hash) for which the block is truthy.",
                 iteration_dispatches([](CallContext& ctx, const Value& subject, std::size_t n) {
                     if (subject.is_hash()) {
                         Hash out;
                         // Hash#select does not rescue StopIteration
                         iterate(ctx, subject, n, Pass::Next, false, [&](const Value& pair, const Value& r) {
                             if (r.truthy()) out.set(pair.as_array()[0], pair.as_array()[1]);
                             return true;
                         });
                         return Value(std::move(out));
                     }
                     std::vector<Value> out;
                     iterate(ctx, subject, n, Pass::Next, true, [&](const Value& e, const Value& r) {
                         if (r.truthy()) out.push_back(e);
                         return true;
                     });
                     return Value(std::move(out));
                 }));
    add_function(registry, "any", "True when the block is truthy for some element.",
                 iteration_dispatches([](CallContext& ctx, const Value& subject, std::size_t n) {
                     bool found = false;
                     iterate(ctx, subject, n, Pass::Enumerator, predicate_break_allowed(subject),
                             [&](const Value&, const Value& r) {
                                 found = r.truthy();
                                 return !found;
                             });
                     return Value(found);
                 }));
    add_function(registry, "all", "True when the block is truthy for every element.",
                 iteration_dispatches([](CallContext& ctx, const Value& subject, std::size_t n) {
                     bool all = true;
                     iterate(ctx, subject, n, Pass::Enumerator, predicate_break_allowed(subject),
                             [&](const Value&, const Value& r) {
                                 all = r.truthy();
                                 return all;
                             });
                     return Value(all);
                 }));

    // Enumerable#reduce: through the enumerator; `break` returns the memo so far (reduce.rb)
    auto reduce = [](CallContext& ctx, const Value& subject, const Value* memo_in) {
        bool first = memo_in == nullptr;
        Value memo = first ? Value() : *memo_in;
        try {
            each_element(subject, Pass::Enumerator, [&](const Value& e, std::size_t) {
                if (first) {
                    memo = e;
                    first = false;
                } else {
                    memo = call(ctx, {memo, e});
                }
                return true;
            });
        } catch (const BreakSignal&) {
        }
        return memo;
    };
    add_function(registry, "reduce",
                 "Combines the elements with the block, starting from the memo (else the first element).",
                 {Dispatch{{req("Iterable", "enumerable")},
                           BlockUse::Required,
                           [reduce](CallContext& ctx, Args args) { return reduce(ctx, args[0], nullptr); },
                           "Callable[2,2]"},
                  Dispatch{{req("Iterable", "enumerable"), req("Any", "memo")},
                           BlockUse::Required,
                           [reduce](CallContext& ctx, Args args) { return reduce(ctx, args[0], &args[1]); },
                           "Callable[2,2]"}});
    add_function(
        registry, "with", "Calls the block with the given arguments and returns its result.",
        {Dispatch{{evaluator::rep("Any", "arg")}, BlockUse::Required, [](CallContext& ctx, Args args) {
                      return ctx.evaluator.call_lambda(*ctx.block, *ctx.block_scope, args);
                  }}});
}

} // namespace pp::stdlib
