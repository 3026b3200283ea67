// The type family of Puppet 7's core functions (lib/puppet/functions/): type, assert_type, call.
#include "evaluator/dispatch.hpp"
#include "runtime/object.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/types.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

namespace pp::stdlib {

using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::rep;
using evaluator::req;
using runtime::Value;

namespace {

// assert_type.rb: the value when it is an instance of `type`; otherwise the block's result for
// (type, inferred type), or Puppet's TypeAssertionError message.
Value assert_type(CallContext& ctx, const runtime::TypePtr& type, const Value& value) {
    if (runtime::is_instance(*type, value)) return value;
    if (ctx.block != nullptr) {
        std::vector<Value> args{Value(type), Value(runtime::infer_set(value))};
        return ctx.evaluator.call_lambda(*ctx.block, *ctx.block_scope, args);
    }
    // TypeMismatchDescriber#describe_mismatch: one problem is stripped, several are each " name problem"
    // joined by "\n "
    auto lines = runtime::describe_mismatches(*type, value);
    std::string msg;
    for (const std::string& line : lines)
        msg +=
            (msg.empty() ? "" : "\n ") + std::string(lines.size() > 1 ? " " : "") + "assert_type(): " + line;
    throw FunctionError(msg);
}

// DeferredResolver#resolve: a Deferred calls its function (or, for `$name`, looks up the variable and
// digs into it) with its arguments resolved; Deferreds nested in Arrays and Hashes are resolved too.
Value call_deferred(CallContext& ctx, const Value& v) {
    if (v.is_array()) {
        std::vector<Value> out;
        for (const Value& e : v.as_array())
            out.push_back(call_deferred(ctx, e));
        return Value(std::move(out));
    }
    if (v.is_hash()) {
        runtime::Hash out;
        for (const auto& [k, e] : v.as_hash())
            out.set(k, call_deferred(ctx, e));
        return Value(std::move(out));
    }
    if (v.kind() != runtime::ValueKind::Deferred) return v;
    const runtime::Object& d = runtime::as_object(v);
    const std::string& name = d.attribute("name")->as_string();
    std::vector<Value> args;
    if (const Value* a = d.attribute("arguments"); a != nullptr && a->is_array()) {
        for (const Value& e : a->as_array())
            args.push_back(call_deferred(ctx, e));
    }
    if (!name.empty() && name[0] == '$') {
        const Value* found = ctx.scope.lookup(std::string_view(name).substr(1));
        Value value = found != nullptr ? *found : Value();
        if (args.empty()) return value;
        args.insert(args.begin(), value);
        return ctx.evaluator.call_function("dig", args, nullptr, ctx.scope, ctx.call);
    }
    return ctx.evaluator.call_function(name, args, nullptr, ctx.scope, ctx.call);
}

} // namespace

void register_type_functions(evaluator::FunctionRegistry& registry) {
    evaluator::add_function(
        registry, "type",
        "Returns the data type of a value: `detailed` (the default) infers Tuple and Struct types for "
        "collections, `reduced` infers Array and Hash types, `generalized` drops ranges and sizes.",
        {Dispatch{
            {req("Any", "value"), opt("Enum['detailed', 'generalized', 'reduced']", "inference_method")},
            evaluator::BlockUse::None,
            [](CallContext&, std::span<const Value> args) -> Value {
                std::string mode = args.size() > 1 ? args[1].as_string() : "detailed";
                if (mode == "reduced") return Value(runtime::infer(args[0]));
                if (mode == "generalized") return Value(runtime::infer_generalized(args[0]));
                return Value(runtime::infer_set(args[0]));
            }}});

    evaluator::add_function(
        registry, "assert_type",
        "Returns the value when it is an instance of the type (a Type or a type's source text); otherwise "
        "calls the block with the expected and the actual type, or fails with a type mismatch.",
        {Dispatch{{req("Type", "type"), req("Any", "value")},
                  evaluator::BlockUse::Optional,
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      return assert_type(ctx, args[0].type_ptr(), args[1]);
                  }},
         Dispatch{{req("String", "type_string"), req("Any", "value")},
                  evaluator::BlockUse::Optional,
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      std::string error;
                      runtime::TypePtr t = runtime::parse_type(args[0].as_string(), &error);
                      if (t == nullptr) throw FunctionError(error);
                      return assert_type(ctx, t, args[1]);
                  }}});

    // `call` reaches native and Puppet-language functions through the evaluator.
    evaluator::add_function(
        registry, "call",
        "Calls the function named by the first argument with the other arguments (and block).",
        {Dispatch{{req("String", "function_name"), rep("Any", "arguments")},
                  evaluator::BlockUse::Optional,
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      return ctx.evaluator.call_function(
                          args[0].as_string(), args.subspan(1), ctx.block,
                          ctx.block_scope != nullptr ? *ctx.block_scope : ctx.scope, ctx.call);
                  }},
         Dispatch{{req("Deferred", "deferred")},
                  evaluator::BlockUse::None,
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      return call_deferred(ctx, args[0]);
                  }}});
}

} // namespace pp::stdlib
