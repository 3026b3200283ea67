// Functions that read the calling scope or what the code defines: defined, getvar
// (lib/puppet/functions/defined.rb, getvar.rb), and unwrap (unwrap.rb).
#include "evaluator/compiler.hpp"
#include "evaluator/dispatch.hpp"
#include "runtime/regexp.hpp"
#include "runtime/types.hpp"
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

namespace {

// A variable by name as `$name` reads it (`::x` from the top scope); null when it does not exist.
const Value* find_variable(CallContext& ctx, std::string_view name) {
    return ctx.evaluator.variable(name, ctx.scope, ctx.call);
}

bool is_defined(CallContext& ctx, const Value& v) {
    if (v.is_string()) {
        const std::string& s = v.as_string();
        if (s.empty()) return false;
        if (s[0] == '$') return find_variable(ctx, std::string_view(s).substr(1)) != nullptr;
        return ctx.evaluator.compiler().is_resource_type(s) || ctx.evaluator.compiler().is_class(s);
    }
    const runtime::Type* t = &v.as_type();
    bool type_of_type = t->kind() == runtime::TypeKind::TypeType;
    if (type_of_type) t = t->m_elem.get();
    if (t->kind() == runtime::TypeKind::Resource) {
        if (t->m_name.empty())
            throw FunctionError("The given resource type is a reference to all kind of types");
        // a resource with a title is defined once declared
        if (t->m_value)
            return ctx.evaluator.compiler().find_resource(
                       Value(runtime::resource_type(t->m_name, t->m_value))) != nullptr;
        return ctx.evaluator.compiler().is_resource_type(t->m_name);
    }
    if (t->kind() == runtime::TypeKind::Class) {
        if (!t->m_value) throw FunctionError("The given class type is a reference to all classes");
        // Class[x] asks whether the class was declared, Type[Class[x]] whether it is defined
        if (type_of_type) return ctx.evaluator.compiler().is_class(*t->m_value);
        return ctx.evaluator.compiler().find_resource(v) != nullptr;
    }
    return false;
}

} // namespace

void register_scope_functions(evaluator::FunctionRegistry& registry) {
    add_function(registry, "defined",
                 "True when any argument is defined: a variable ('$x'), a resource type or class by name, a "
                 "resource type or class reference.",
                 {Dispatch{{{"Variant[String, Type[CatalogEntry], Type[Type[CatalogEntry]]]", "vals",
                             evaluator::Param::Kind::RequiredRepeated}},
                           BlockUse::None,
                           [](CallContext& ctx, Args args) {
                               for (const Value& v : args) {
                                   if (is_defined(ctx, v)) return Value(true);
                               }
                               return Value(false);
                           }}});

    add_function(
        registry, "getvar",
        "The value of a variable, digging into it with a dotted path ('x.y.1'); the default when the "
        "variable does not exist or the result is undef.",
        {Dispatch{{req("String", "get_string"), opt("Any", "default_value")},
                  BlockUse::Optional,
                  [](CallContext& ctx, Args args) -> Value {
                      static const auto name_re =
                          runtime::Regexp::compile(R"(\A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*(?:\.|\Z))", nullptr);
                      static const auto split_re =
                          runtime::Regexp::compile(R"(^((::)?(\w+::)*\w+)(.*)\z)", nullptr);
                      const std::string& s = args[0].as_string();
                      if (!name_re->match(s)) {
                          throw FunctionError(
                              "'getvar' The given string does not start with a valid variable name");
                      }
                      auto m = split_re->match(s);
                      std::string name(*m->group(1));
                      std::string navigation(*m->group(4));
                      if (!navigation.empty() && navigation[0] != '.') {
                          throw FunctionError(fmt::format(
                              "First character after var name in get string must be a '.' - got {}",
                              navigation[0]));
                      }
                      if (!navigation.empty()) navigation.erase(0, 1);
                      Value dflt = args.size() > 1 ? args[1] : Value();
                      const Value* var = find_variable(ctx, name);
                      if (var == nullptr) return dflt;
                      std::vector<Value> get_args{*var, Value(navigation), dflt};
                      return ctx.evaluator.call_function(
                          "get", get_args, ctx.block,
                          ctx.block_scope != nullptr ? *ctx.block_scope : ctx.scope, ctx.call);
                  },
                  "Callable[1,1]"}});

    auto unwrap = [](CallContext& ctx, Args args) -> Value {
        Value v = args[0].kind() == runtime::ValueKind::Sensitive ? args[0].sensitive_inner() : args[0];
        if (ctx.block == nullptr) return v;
        return ctx.evaluator.call_lambda(*ctx.block, *ctx.block_scope, std::vector<Value>{v});
    };
    add_function(registry, "unwrap",
                 "The value inside a Sensitive (any other value as it is), or the block's result given it.",
                 {Dispatch{{req("Sensitive", "arg")}, BlockUse::Optional, unwrap},
                  Dispatch{{req("Any", "arg")}, BlockUse::Optional, unwrap}});
}

} // namespace pp::stdlib
