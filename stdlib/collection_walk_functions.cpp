// The collection functions of Puppet 7's core (lib/puppet/functions/) that walk a collection in order:
// index, reverse_each, step, slice, group_by, partition, tree_each; the rest of the family is in
// collection_functions.cpp.
//
// The blockless forms of reverse_each and step return an Iterator (runtime/iterator.hpp); tree_each's still
// returns an Array of the [path, value] pairs its Iterator would produce.
#include "evaluator/control_flow.hpp"
#include "evaluator/dispatch.hpp"
#include "runtime/iterator.hpp"
#include "runtime/regexp.hpp"
#include "runtime/types.hpp"
#include "stdlib/collection_internal.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::stdlib {

using evaluator::BreakSignal;
using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::req;
using evaluator::Value;
using runtime::Hash;
using runtime::ValueKind;
using Args = std::span<const Value>;

using detail::Arity;
using detail::arity;
using detail::block_serving;
using detail::call;
using detail::char_count;
using detail::elements;

namespace {

using Pass = runtime::Iterator::Pass;

// Calls `fn(element, index)` for each element of an Iterable, an Iterator read as `pass` reads it (see
// runtime/iterator.hpp), until fn returns false.
template <class F>
void each_element(const Value& subject, Pass pass, F&& fn) {
    if (subject.kind() == ValueKind::Iterator) {
        runtime::as_iterator(subject).each(pass, fn);
        return;
    }
    std::vector<Value> items = elements(subject);
    for (std::size_t i = 0; i < items.size(); ++i)
        if (!fn(items[i], i)) return;
}

bool hash_iterator(const Value& v) {
    return v.kind() == ValueKind::Iterator && runtime::as_iterator(v).hash_style();
}

// Iterator#step without a block: the iterator itself for a step of 1 (a Hash's stays a HashIterator), else
// a StepIterator with the same element type, except that an Integer range is cut at the last value
// reached (IntegerRangeIterator#step_iterator, itself an IntegerRangeIterator).
Value step_iterator(const Value& subject, std::size_t step, std::vector<Value> picked) {
    runtime::TypePtr type = runtime::iterable_element_type(subject);
    bool int_range = runtime::iterable_source(subject) == runtime::Iterator::Source::IntegerRange;
    if (step == 1) {
        return runtime::iterator_value(type, std::move(picked), subject.is_hash() || hash_iterator(subject),
                                       int_range ? runtime::Iterator::Source::IntegerRange
                                                 : runtime::Iterator::Source::Enumerator);
    }
    bool range = type && type->kind() == runtime::TypeKind::Integer && !picked.empty() &&
                 std::all_of(picked.begin(), picked.end(), [](const Value& v) { return v.is_integer(); });
    if (range) {
        auto [lo, hi] = std::minmax_element(picked.begin(), picked.end(), [](const Value& a, const Value& b) {
            return a.as_integer() < b.as_integer();
        });
        type = runtime::integer_type(lo->as_integer(), hi->as_integer());
    }
    return runtime::iterator_value(type, std::move(picked), false,
                                   int_range ? runtime::Iterator::Source::IntegerRange
                                             : runtime::Iterator::Source::Step);
}

// The elements reverse_each and step start from. An IntegerRangeIterator makes a new one over its whole
// range; a StepIterator (and, for step, any other iterator, which the StepIterator reads with #next) is
// used up; an Enumerator-backed one starts over.
std::vector<Value> source_elements(const Value& subject, bool reads_with_next) {
    if (subject.kind() != ValueKind::Iterator) return elements(subject);
    const runtime::Iterator& it = runtime::as_iterator(subject);
    if (it.source() == runtime::Iterator::Source::IntegerRange) return it.elements();
    return reads_with_next ? it.rest() : it.to_a();
}

// ---- tree_each
// ---------------------------------------------------------------------------------------------

struct TreeOptions {
    runtime::TypePtr containers; ///< null: Array, Hash (and Object)
    bool with_root = true;
    bool with_containers = true;
    bool with_values = true;
    bool depth_first = true;
};

TreeOptions tree_options(const Value* options) {
    TreeOptions o;
    if (options == nullptr || !options->is_hash()) return o;
    const Hash& h = options->as_hash();
    auto flag = [&](const char* key, bool dflt) {
        const Value* v = h.find(Value(key));
        return v == nullptr || v->is_undef() ? dflt : v->truthy();
    };
    if (const Value* t = h.find(Value("container_type")); t != nullptr && t->is_type()) {
        o.containers = t->type_ptr();
        auto allowed =
            runtime::variant_type({runtime::array_type(), runtime::hash_type(), runtime::object_type()});
        if (!runtime::is_assignable(*allowed, *o.containers))
            throw FunctionError(
                fmt::format("Only Array, Hash, and Object types can be used as container types. "
                            "Got {}",
                            runtime::to_string(*o.containers)));
    }
    o.with_containers = flag("include_containers", true);
    o.with_values = flag("include_values", true);
    o.with_root = o.with_containers && flag("include_root", true);
    if (!o.with_containers && !o.with_values)
        throw FunctionError("Options 'include_containers' and 'include_values' cannot both be false");
    if (const Value* order = h.find(Value("order")); order != nullptr && order->is_string())
        o.depth_first = order->as_string() == "depth_first";
    return o;
}

bool is_container(const TreeOptions& o, const Value& v) {
    if (!v.is_array() && !v.is_hash()) return false;
    return o.containers == nullptr || runtime::is_instance(*o.containers, v);
}

// The children of a container as (index or key, value).
std::vector<std::pair<Value, Value>> children(const Value& v) {
    std::vector<std::pair<Value, Value>> out;
    if (v.is_array()) {
        const auto& a = v.as_array();
        for (std::size_t i = 0; i < a.size(); ++i)
            out.emplace_back(Value(static_cast<std::int64_t>(i)), a[i]);
    } else {
        for (const auto& [k, e] : v.as_hash())
            out.emplace_back(k, e);
    }
    return out;
}

void depth_first(const TreeOptions& o, const Value& v, std::vector<Value>& path, std::vector<Value>& out) {
    for (auto& [k, e] : children(v)) {
        path.push_back(k);
        bool container = is_container(o, e);
        if (container ? o.with_containers : o.with_values)
            out.emplace_back(std::vector<Value>{Value(path), e});
        if (container) depth_first(o, e, path, out);
        path.pop_back();
    }
}

// [path, value] pairs in the order of Puppet's Depth/BreadthFirstTreeIterator. The breadth-first iterator
// yields values even when include_values is false, as Puppet's does.
std::vector<Value> tree_pairs(const Value& root, const TreeOptions& o) {
    std::vector<Value> out;
    if (o.with_root) out.emplace_back(std::vector<Value>{Value(std::vector<Value>{}), root});
    if (!is_container(o, root)) return out;
    if (o.depth_first) {
        std::vector<Value> path;
        depth_first(o, root, path, out);
        return out;
    }
    std::deque<std::pair<std::vector<Value>, Value>> queue{{{}, root}};
    while (!queue.empty()) {
        auto [path, v] = std::move(queue.front());
        queue.pop_front();
        for (auto& [k, e] : children(v)) {
            std::vector<Value> p = path;
            p.push_back(k);
            bool container = is_container(o, e);
            if (container) queue.emplace_back(p, e);
            if (!container || o.with_containers) out.emplace_back(std::vector<Value>{Value(p), e});
        }
    }
    return out;
}

// ---- index
// ---------------------------------------------------------------------------------------------------

// index.rb: a Hash's each_pair and an Iterator's each_with_index go through the enumerator, where `break`
// is illegal (unless the iterator is an Enumerable one, whose #each rescues it); a HashIterator's index is
// the key of the entry, found with `enum.each` (a `#next` pass, which rescues it).
Value index_with_block(CallContext& ctx, const Value& subject) {
    std::size_t serving = block_serving(ctx, {2, 1});
    if (subject.is_hash()) {
        for (const auto& [k, v] : subject.as_hash()) {
            Value r = serving == 2 ? call(ctx, {k, v}) : call(ctx, {v});
            if (r.truthy()) return k;
        }
        return Value();
    }
    bool pairs = hash_iterator(subject);
    Value found;
    auto find = [&] {
        each_element(subject, pairs ? Pass::Next : Pass::Enumerator, [&](const Value& e, std::size_t i) {
            if (pairs) {
                const Value& k = e.as_array()[0];
                const Value& v = e.as_array()[1];
                if (!(serving == 2 ? call(ctx, {k, v}) : call(ctx, {v})).truthy()) return true;
                found = k;
                return false;
            }
            Value idx(static_cast<std::int64_t>(i));
            if (!(serving == 2 ? call(ctx, {idx, e}) : call(ctx, {e})).truthy()) return true;
            found = idx;
            return false;
        });
    };
    if (!pairs && runtime::iterable_source(subject) == runtime::Iterator::Source::Enumerator) {
        find();
        return found;
    }
    try {
        find();
    } catch (const BreakSignal&) {
    }
    return found;
}

// Ruby String#index with a String or Regexp: the character offset of the first match.
Value string_index(const std::string& s, const Value& match) {
    std::size_t byte = std::string::npos;
    if (match.is_string()) {
        byte = s.find(match.as_string());
    } else {
        try {
            if (auto m = match.as_regexp().match(s)) byte = m->begin(0);
        } catch (const runtime::RegexpError& e) {
            throw FunctionError(e.what());
        }
    }
    if (byte == std::string::npos) return Value();
    return Value(static_cast<std::int64_t>(char_count(std::string_view(s).substr(0, byte))));
}

// ---- group_by / partition
// ------------------------------------------------------------------------------------

Value group_by(CallContext& ctx, const Value& collection) {
    std::size_t serving = block_serving(ctx, {1, 2});
    Hash groups;
    std::vector<Value> order;
    std::vector<std::vector<Value>> members;
    auto add = [&](const Value& key, const Value& member) {
        const Value* slot = groups.find(key);
        if (slot == nullptr) {
            groups.set(key, Value(static_cast<std::int64_t>(members.size())));
            order.push_back(key);
            members.emplace_back();
            slot = groups.find(key);
        }
        members[static_cast<std::size_t>(slot->as_integer())].push_back(member);
    };
    std::vector<Value> items = elements(collection);
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (serving == 1) {
            add(call(ctx, {items[i]}), items[i]);
        } else if (collection.is_array()) {
            add(call(ctx, {Value(static_cast<std::int64_t>(i)), items[i]}), items[i]);
        } else {
            const auto& pair = items[i].as_array();
            add(call(ctx, {pair[0], pair[1]}), items[i]);
        }
    }
    Hash out;
    for (std::size_t i = 0; i < order.size(); ++i)
        out.set(order[i], Value(std::move(members[i])));
    return Value(std::move(out));
}

Value partition(CallContext& ctx, const Value& collection) {
    std::size_t serving = block_serving(ctx, {1, 2});
    std::vector<Value> yes;
    std::vector<Value> no;
    std::vector<Value> items = elements(collection);
    for (std::size_t i = 0; i < items.size(); ++i) {
        Value r;
        if (serving == 1) {
            r = call(ctx, {items[i]});
        } else if (collection.is_array()) {
            r = call(ctx, {Value(static_cast<std::int64_t>(i)), items[i]});
        } else {
            const auto& pair = items[i].as_array();
            r = call(ctx, {pair[0], pair[1]});
        }
        (r.truthy() ? yes : no).push_back(items[i]);
    }
    return Value(std::vector<Value>{Value(std::move(yes)), Value(std::move(no))});
}

// ---- slice
// ---------------------------------------------------------------------------------------------------

Value slice(CallContext& ctx, const Value& subject, std::int64_t size) {
    std::vector<Value> items = elements(subject);
    auto n = static_cast<std::size_t>(size);
    std::vector<Value> slices;
    for (std::size_t i = 0; i < items.size(); i += n) {
        std::size_t end = std::min(items.size(), i + n);
        slices.emplace_back(std::vector<Value>(items.begin() + static_cast<std::ptrdiff_t>(i),
                                               items.begin() + static_cast<std::ptrdiff_t>(end)));
    }
    if (ctx.block == nullptr) return Value(std::move(slices));
    Arity a = arity(*ctx.block);
    std::size_t serving = a.variable ? n : a.max;
    if (serving == 0) throw FunctionError("slice(): block must define at least one parameter. Block has 0.");
    if (serving != 1 && serving != n) {
        std::string names;
        for (const parser::Parameter* p : ctx.block->parameters) {
            if (!names.empty()) names += ", ";
            names += p->name;
        }
        throw FunctionError(fmt::format("slice(): block must define one parameter, or the same number of "
                                        "parameters as the given size of the slice ({}). Block has {}; {}",
                                        n, serving, names));
    }
    Value filler = subject.is_hash() ? Value(std::vector<Value>{}) : Value();
    try {
        for (const Value& s : slices) {
            if (serving == 1) {
                call(ctx, {s});
                continue;
            }
            std::vector<Value> args = s.as_array();
            while (args.size() < serving)
                args.push_back(filler);
            call(ctx, std::move(args));
        }
    } catch (const BreakSignal&) {
    }
    return subject;
}

} // namespace

void register_collection_walk_functions(evaluator::FunctionRegistry& registry) {
    using evaluator::add_function;
    using evaluator::BlockUse;

    auto index_block = [](CallContext& ctx, Args args) { return index_with_block(ctx, args[0]); };
    add_function(
        registry, "index",
        "The index (or key) of the first element equal to the value, or for which the block is truthy; "
        "for a String, the position of a substring or regexp match. undef when there is none.",
        {
            Dispatch{{req("Hash[Any, Any]", "hash")}, BlockUse::Required, index_block, "Callable[2,2]"},
            Dispatch{{req("Hash[Any, Any]", "hash")}, BlockUse::Required, index_block, "Callable[1,1]"},
            Dispatch{{req("Iterable", "enumerable")}, BlockUse::Required, index_block, "Callable[2,2]"},
            Dispatch{{req("Iterable", "enumerable")}, BlockUse::Required, index_block, "Callable[1,1]"},
            Dispatch{{req("String", "str"), req("Variant[String,Regexp]", "match")},
                     BlockUse::None,
                     [](CallContext&, Args args) { return string_index(args[0].as_string(), args[1]); }},
            Dispatch{{req("Iterable", "enumerable"), req("Any", "match")},
                     BlockUse::None,
                     [](CallContext&, Args args) -> Value {
                         if (args[0].is_hash()) {
                             for (const auto& [k, v] : args[0].as_hash())
                                 if (evaluator::puppet_equals(v, args[1])) return k;
                             return Value();
                         }
                         bool pairs = hash_iterator(args[0]);
                         Value found;
                         each_element(args[0], pairs ? Pass::Next : Pass::Enumerator,
                                      [&](const Value& e, std::size_t i) {
                                          const Value& v = pairs ? e.as_array()[1] : e;
                                          if (!evaluator::puppet_equals(v, args[1])) return true;
                                          found =
                                              pairs ? e.as_array()[0] : Value(static_cast<std::int64_t>(i));
                                          return false;
                                      });
                         return found;
                     }},
        });

    add_function(
        registry, "reverse_each",
        "Calls the block with each element in reverse order (returns undef), or without a block returns "
        "the elements reversed.",
        {Dispatch{{req("Iterable", "iterable")}, BlockUse::Optional, [](CallContext& ctx, Args args) {
                      std::vector<Value> items = source_elements(args[0], false);
                      std::reverse(items.begin(), items.end());
                      // Iterator#reverse_each keeps the element type (and is no HashIterator)
                      if (ctx.block == nullptr) {
                          bool int_range =
                              runtime::iterable_source(args[0]) == runtime::Iterator::Source::IntegerRange;
                          return runtime::iterator_value(runtime::iterable_element_type(args[0]),
                                                         std::move(items), false,
                                                         int_range ? runtime::Iterator::Source::IntegerRange
                                                                   : runtime::Iterator::Source::Enumerator);
                      }
                      block_serving(ctx, {1});
                      try {
                          for (const Value& e : items)
                              call(ctx, {e});
                      } catch (const BreakSignal&) {
                      }
                      return Value();
                  }}});

    add_function(registry, "step",
                 "Every step'th element, starting with the first: given to the block (returns undef) or, "
                 "without a block, returned.",
                 {Dispatch{{req("Iterable", "iterable"), req("Integer[1]", "step")},
                           BlockUse::Optional,
                           [](CallContext& ctx, Args args) {
                               auto step = static_cast<std::size_t>(args[1].as_integer());
                               bool iterator = args[0].kind() == ValueKind::Iterator;
                               // step(1) of an iterator is the iterator itself, read with #next
                               if (iterator && step == 1) {
                                   if (ctx.block == nullptr) return args[0];
                                   block_serving(ctx, {1});
                                   try {
                                       runtime::as_iterator(args[0]).each(Pass::Next,
                                                                          [&](const Value& e, std::size_t) {
                                                                              call(ctx, {e});
                                                                              return true;
                                                                          });
                                   } catch (const BreakSignal&) {
                                   }
                                   return Value();
                               }
                               std::vector<Value> items = source_elements(args[0], true);
                               std::vector<Value> picked;
                               for (std::size_t i = 0; i < items.size(); i += step)
                                   picked.push_back(items[i]);
                               if (ctx.block == nullptr)
                                   return step_iterator(args[0], step, std::move(picked));
                               block_serving(ctx, {1});
                               try {
                                   for (const Value& e : picked)
                                       call(ctx, {e});
                               } catch (const BreakSignal&) {
                               }
                               return Value();
                           }}});

    add_function(
        registry, "slice",
        "Slices a Hash or Iterable into chunks of slice_size elements: returned, or given to the block "
        "(as one Array or spread over as many parameters as the slice size).",
        {
            Dispatch{{req("Hash[Any, Any]", "hash"), req("Integer[1, default]", "slice_size")},
                     BlockUse::Optional,
                     [](CallContext& ctx, Args args) { return slice(ctx, args[0], args[1].as_integer()); },
                     "Callable"},
            Dispatch{{req("Iterable", "enumerable"), req("Integer[1, default]", "slice_size")},
                     BlockUse::Optional,
                     [](CallContext& ctx, Args args) { return slice(ctx, args[0], args[1].as_integer()); },
                     "Callable"},
        });

    auto group_by_body = [](CallContext& ctx, Args args) { return group_by(ctx, args[0]); };
    add_function(
        registry, "group_by",
        "A Hash from each of the block's results to the elements that gave it (a block with two "
        "parameters gets index and element, or key and value).",
        {
            Dispatch{{req("Collection", "collection")}, BlockUse::Required, group_by_body, "Callable[1,1]"},
            Dispatch{{req("Array", "array")}, BlockUse::Required, group_by_body, "Callable[2,2]"},
            Dispatch{{req("Collection", "collection")}, BlockUse::Required, group_by_body, "Callable[2,2]"},
        });
    auto partition_body = [](CallContext& ctx, Args args) { return partition(ctx, args[0]); };
    add_function(
        registry, "partition", "Two Arrays: the elements for which the block is truthy, and the others.",
        {
            Dispatch{{req("Collection", "collection")}, BlockUse::Required, partition_body, "Callable[1,1]"},
            Dispatch{{req("Array", "array")}, BlockUse::Required, partition_body, "Callable[2,2]"},
            Dispatch{{req("Collection", "collection")}, BlockUse::Required, partition_body, "Callable[2,2]"},
        });

    const char* options_type =
        "Struct[{container_type => Optional[Type], include_root => Optional[Boolean], "
        "include_containers => Optional[Boolean], include_values => Optional[Boolean], "
        "order => Optional[Enum[breadth_first, depth_first]], include_refs => "
        "Optional[Boolean]}]";
    add_function(
        registry, "tree_each",
        "Walks a tree of Arrays and Hashes depth first (or breadth first), giving the block each "
        "[path, value] (or the value); without a block returns those pairs.",
        {Dispatch{{req("Variant[Iterator, Array, Hash, Object]", "tree"), opt(options_type, "options")},
                  BlockUse::Optional,
                  [](CallContext& ctx, Args args) -> Value {
                      TreeOptions o = tree_options(args.size() > 1 ? &args[1] : nullptr);
                      std::vector<Value> pairs = tree_pairs(args[0], o);
                      if (ctx.block == nullptr) return Value(std::move(pairs));
                      std::size_t serving = block_serving(ctx, {2, 1});
                      try {
                          for (const Value& p : pairs) {
                              const auto& pv = p.as_array();
                              if (serving == 2)
                                  call(ctx, {pv[0], pv[1]});
                              else
                                  call(ctx, {pv[1]});
                          }
                      } catch (const BreakSignal&) {
                      }
                      return args[0];
                  }}});
}

} // namespace pp::stdlib
