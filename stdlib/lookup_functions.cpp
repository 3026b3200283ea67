// Hiera data from the language: lookup (lib/puppet/functions/lookup.rb) with its five signatures, and the
// deprecated hiera, hiera_array, hiera_hash and hiera_include (hiera/puppet_function.rb), all answered by
// the compilation's Hiera (loader/hiera.hpp).
#include "evaluator/compiler.hpp"
#include "evaluator/dispatch.hpp"
#include "loader/hiera.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

namespace pp::stdlib {

using evaluator::Args;
using evaluator::BlockUse;
using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::req;
using evaluator::Value;
namespace hiera = loader::hiera;

namespace {

const std::string kName = "Variant[String, Array[String]]";
const std::string kMerge = "Variant[String[1], Hash[String, Scalar]]";
const std::string kOptionFields =
    "value_type => Optional[Type], default_value => Optional[Any], override => "
    "Optional[Hash[String,Any]], default_values_hash => Optional[Hash[String,Any]], "
    "merge => Optional[" +
    kMerge + "]";
const std::string kOptionsWithName = "Struct[{name => " + kName + ", " + kOptionFields + "}]";
const std::string kOptionsWithoutName = "Struct[{" + kOptionFields + "}]";

void set_names(hiera::Request& r, const Value& name) {
    if (name.is_array()) {
        r.names_array = true;
        for (const Value& n : name.as_array())
            r.names.push_back(n.as_string());
    } else {
        r.names.push_back(name.as_string());
    }
}

void set_block(hiera::Request& r, CallContext& ctx) {
    if (ctx.block == nullptr) return;
    r.default_block = [&ctx](const Value& names) {
        std::vector<Value> args{names};
        return ctx.evaluator.call_lambda(*ctx.block, *ctx.block_scope, args);
    };
}

Value run(CallContext& ctx, const hiera::Request& r) {
    try {
        return ctx.evaluator.hiera().lookup(r, ctx.evaluator.hiera_variables(ctx.scope, ctx.call));
    } catch (const hiera::TypeAssertionError& e) {
        throw FunctionError(e.what());
    } catch (const hiera::LookupError& e) {
        throw evaluator::PreformattedError(e.what(), evaluator::Location{});
    }
}

const Value* field(const Value& h, const char* key) {
    const Value* v = h.as_hash().find(Value(key));
    return v != nullptr && !v->is_undef() ? v : nullptr;
}

// the options hash of lookup's 4th and 5th signatures (hash_args)
void set_options(hiera::Request& r, const Value& options) {
    if (const Value* t = field(options, "value_type")) r.value_type = t->type_ptr();
    if (options.as_hash().contains(Value("default_value"))) {
        const Value* d = options.as_hash().find(Value("default_value"));
        r.default_value = *d;
    }
    if (const Value* o = field(options, "override")) r.override_values = o->as_hash();
    if (const Value* d = field(options, "default_values_hash")) r.default_values = d->as_hash();
    if (const Value* m = field(options, "merge")) r.merge = *m;
}

Value lookup_positional(CallContext& ctx, Args args, bool has_default) {
    hiera::Request r;
    set_names(r, args[0]);
    if (args.size() > 1 && !args[1].is_undef()) r.value_type = args[1].type_ptr();
    if (args.size() > 2 && !args[2].is_undef()) r.merge = args[2];
    if (has_default) r.default_value = args[3];
    set_block(r, ctx);
    return run(ctx, r);
}

// hiera, hiera_array, hiera_hash: a global-style lookup with the function's merge (Hiera::PuppetFunction)
Value hiera_lookup(CallContext& ctx, Args args, const char* merge, bool has_default) {
    if (ctx.evaluator.warn_once(std::string("hiera-deprecated-") + std::string(ctx.name))) {
        ctx.evaluator.logger().located(
            evaluator::LogLevel::Warning,
            // Puppet.warn_once without a file and line
            fmt::format("The function '{}' is deprecated in favor of using 'lookup'. See "
                        "https://puppet.com/docs/puppet/7.23/deprecated_language.html\n   (file & line not "
                        "available)",
                        ctx.name),
            evaluator::Location{});
    }
    hiera::Request r;
    r.names.push_back(args[0].as_string());
    r.hiera_call = true;
    r.merge = Value(merge);
    if (has_default) r.default_value = args[1];
    set_block(r, ctx);
    return run(ctx, r);
}

std::vector<Dispatch> hiera_dispatches(const char* merge, bool include) {
    auto post = [include](CallContext& ctx, Args a, const Value& v) -> Value {
        if (!include) return v;
        if (v.is_undef()) throw FunctionError("Could not find data item " + a[0].as_string());
        std::vector<std::string> classes;
        for (const Value& c : v.is_array() ? v.as_array() : std::vector<Value>{v})
            if (c.is_string()) classes.push_back(c.as_string());
        if (!classes.empty())
            ctx.evaluator.compiler().declare_classes(classes, evaluator::ClassMode::Include, ctx.scope,
                                                     ctx.call);
        return Value();
    };
    return {
        Dispatch{{req("String", "key")},
                 BlockUse::None,
                 [=](CallContext& ctx, Args a) { return post(ctx, a, hiera_lookup(ctx, a, merge, false)); }},
        Dispatch{{req("String", "key"), req("Any", "default"), opt("Any", "override")},
                 BlockUse::None,
                 [=](CallContext& ctx, Args a) { return post(ctx, a, hiera_lookup(ctx, a, merge, true)); }},
        Dispatch{{req("String", "key")},
                 BlockUse::Required,
                 [=](CallContext& ctx, Args a) { return post(ctx, a, hiera_lookup(ctx, a, merge, false)); },
                 "Callable[1,1]"},
        Dispatch{{req("String", "key"), req("Any", "override")},
                 BlockUse::Required,
                 [=](CallContext& ctx, Args a) {
                     return post(ctx, a, hiera_lookup(ctx, a.first(1), merge, false));
                 },
                 "Callable[1,1]"},
    };
}

} // namespace

void register_lookup_functions(evaluator::FunctionRegistry& registry) {
    evaluator::add_function(
        registry, "lookup",
        "Looks up data by key in Hiera (global, environment and module layers), merging values as the merge "
        "strategy or the key's lookup_options say; a default value, a default block or a hash of options "
        "decide what happens when no layer has the key.",
        {
            Dispatch{{req(kName, "name"), opt("Type", "value_type"), opt(kMerge, "merge")},
                     BlockUse::None,
                     [](CallContext& ctx, Args a) { return lookup_positional(ctx, a, false); }},
            Dispatch{{req(kName, "name"), req("Optional[Type]", "value_type"),
                      req("Optional[" + kMerge + "]", "merge"), req("Any", "default_value")},
                     BlockUse::None,
                     [](CallContext& ctx, Args a) { return lookup_positional(ctx, a, true); }},
            Dispatch{{req(kName, "name"), opt("Type", "value_type"), opt(kMerge, "merge")},
                     BlockUse::Required,
                     [](CallContext& ctx, Args a) { return lookup_positional(ctx, a, false); }},
            Dispatch{{req(kOptionsWithName, "options_hash")},
                     BlockUse::Optional,
                     [](CallContext& ctx, Args a) {
                         hiera::Request r;
                         set_names(r, *a[0].as_hash().find(Value("name")));
                         set_options(r, a[0]);
                         set_block(r, ctx);
                         return run(ctx, r);
                     }},
            Dispatch{{req("Variant[String,Array[String]]", "name"), req(kOptionsWithoutName, "options_hash")},
                     BlockUse::Optional,
                     [](CallContext& ctx, Args a) {
                         hiera::Request r;
                         set_names(r, a[0]);
                         set_options(r, a[1]);
                         set_block(r, ctx);
                         return run(ctx, r);
                     }},
        });
    evaluator::add_function(registry, "hiera",
                            "Deprecated: looks up a key with the first found value (use lookup).",
                            hiera_dispatches("first", false));
    evaluator::add_function(
        registry, "hiera_array",
        "Deprecated: looks up a key, merging every value found into one array (use lookup "
        "with merge unique).",
        hiera_dispatches("unique", false));
    evaluator::add_function(
        registry, "hiera_hash",
        "Deprecated: looks up a key, merging every hash found into one (use lookup with merge "
        "hash).",
        hiera_dispatches("hash", false));
    evaluator::add_function(registry, "hiera_include",
                            "Deprecated: looks up an array of class names (merged as hiera_array does) and "
                            "includes them (use lookup with include).",
                            hiera_dispatches("unique", true));
}

} // namespace pp::stdlib
