// stdlib's functions on the catalog (puppetlabs-stdlib 8.5.0, lib/puppet/parser/functions/): ensure_resource,
// ensure_resources, defined_with_params, getparam, assert_private, and the 4.x ensure_packages
// (lib/puppet/functions/ensure_packages.rb).
#include "evaluator/compiler.hpp"
#include "evaluator/dispatch.hpp"
#include "runtime/regexp.hpp"
#include "runtime/types.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

namespace pp::stdlib {

using evaluator::BlockUse;
using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::req;
using runtime::Hash;
using Args3 = std::vector<Value>;

namespace {

constexpr const char* kStdlib = "stdlib";

// Puppet::Resource.type_and_title of "Type[title]"; a resource reference value gives its own
std::optional<std::pair<std::string, std::string>> type_and_title(const Value& ref) {
    if (ref.is_type()) {
        const runtime::Type& t = ref.as_type();
        if (t.kind() == runtime::TypeKind::Class)
            return std::pair<std::string, std::string>{"Class", t.m_value.value_or("")};
        if (t.kind() == runtime::TypeKind::Resource)
            return std::pair<std::string, std::string>{t.m_name, t.m_value.value_or("")};
        return std::nullopt;
    }
    static const auto re =
        runtime::Regexp::compile(R"(\A([^\[\]]+)\[(.+)\]\z)", nullptr, runtime::RegexpMultiline);
    std::string s = ruby3x::to_s(ref);
    auto m = re->match(s);
    if (!m) return std::nullopt;
    return std::pair<std::string, std::string>{std::string(*m->group(1)), std::string(*m->group(2))};
}

const runtime::CatalogResource* find(CallContext& ctx, const std::string& type, const std::string& title) {
    return ctx.evaluator.compiler().find_resource(Value(runtime::resource_type(type, title)));
}

// defined_with_params: a resource with this reference exists (other than the caller) whose parameters
// include `params` (undef matching an unset parameter)
bool defined_with_params(CallContext& ctx, const Value& reference, const Value& params) {
    if (reference.is_boolean() && !reference.as_boolean()) throw FunctionError("Must specify a reference");
    if (!reference.is_string() && !reference.is_type()) {
        throw FunctionError(fmt::format("Reference is not understood: '{}'", ruby3x::class_name(reference)));
    }
    auto tt = type_and_title(reference);
    if (!tt) {
        throw FunctionError(fmt::format("No title provided and {} is not a valid resource reference",
                                        ruby3x::inspect(reference)));
    }
    if (tt->second.empty()) return false; // catalog.resources.select { |r| r.type == type } finds none
    const runtime::CatalogResource* res = find(ctx, tt->first, tt->second);
    if (res == nullptr) return false;
    std::size_t self = ctx.scope.resource();
    if (self != SIZE_MAX && ctx.evaluator.compiler().catalog().at(self).ref() == res->ref()) return false;
    if (!params.is_hash()) return true;
    for (const auto& [k, v] : params.as_hash()) {
        const Value* have = res->param(ruby3x::to_s(k));
        bool have_undef = have == nullptr || have->is_undef();
        if (have_undef && v.is_undef()) continue;
        if (have_undef || !ruby3x::equal(*have, v)) return false;
    }
    return true;
}

void ensure_resource(CallContext& ctx, const Value& type, const Value& title, const Value& params) {
    if (type.is_boolean() && !type.as_boolean()) throw FunctionError("Must specify a type");
    if (title.is_boolean() && !title.as_boolean()) throw FunctionError("Must specify a title");
    Value p = params.is_undef() ? Value(Hash{}) : params;
    std::vector<Value> items;
    std::function<void(const Value&)> flat = [&](const Value& v) {
        if (v.is_array()) {
            for (const Value& e : v.as_array())
                flat(e);
        } else {
            items.push_back(v);
        }
    };
    flat(title);
    std::string type_name = ruby3x::to_s(type);
    for (const Value& item : items) {
        Value ref(fmt::format("{}[{}]", type_name, ruby3x::to_s(item)));
        if (defined_with_params(ctx, ref, p)) continue;
        Hash instances;
        instances.set(item, p);
        try {
            ctx.evaluator.compiler().create_resources(type_name, Value(std::move(instances)), Value(),
                                                      ctx.scope, ctx.call);
        } catch (const evaluator::EvalError& e) {
            // create_resources' duplicate is raised inside this function: Puppet reports it as the call's
            static constexpr std::string_view kStatement = "Error while evaluating a Resource Statement, ";
            std::string_view what = e.what();
            if (what.rfind(kStatement, 0) != 0 || what.find("Duplicate declaration") != kStatement.size())
                throw;
            throw FunctionError(std::string(what.substr(kStatement.size())));
        }
    }
}

void ensure_resources(CallContext& ctx, const Value& type, const Value& titles, const Value& params) {
    if (type.is_boolean() && !type.as_boolean()) throw FunctionError("Must specify a type");
    if (titles.is_boolean() && !titles.as_boolean()) throw FunctionError("Must specify a title");
    if (!titles.is_hash()) throw FunctionError("ensure_resources(): Requires second argument to be a Hash");
    Hash base = params.is_hash() ? params.as_hash() : Hash{};
    for (const auto& [name, own] : titles.as_hash()) {
        Hash merged = base;
        if (own.truthy() && own.is_hash()) {
            for (const auto& [k, v] : own.as_hash())
                merged.set(k, v);
        }
        ensure_resource(ctx, type, name, Value(std::move(merged)));
    }
}

} // namespace

void register_stdlib_module_catalog_functions(evaluator::FunctionRegistry& registry) {
    ruby3x::add_function(
        registry, kStdlib, "ensure_resource",
        "Declares resources of a type with the given titles and parameters unless resources with "
        "those parameters already exist.",
        [](CallContext& ctx, Args3& a) -> Value {
            ensure_resource(ctx, a.empty() ? Value(false) : a[0], a.size() > 1 ? a[1] : Value(false),
                            a.size() > 2 ? a[2] : Value());
            return {};
        });
    ruby3x::add_function(registry, kStdlib, "ensure_resources",
                         "ensure_resource for each title of a hash of titles to parameters, with default "
                         "parameters.",
                         [](CallContext& ctx, Args3& a) -> Value {
                             ensure_resources(ctx, a.empty() ? Value(false) : a[0],
                                              a.size() > 1 ? a[1] : Value(false),
                                              a.size() > 2 ? a[2] : Value());
                             return {};
                         });
    ruby3x::add_function(
        registry, kStdlib, "defined_with_params",
        "Whether a resource exists (other than the caller) whose parameters include the given "
        "ones.",
        [](CallContext& ctx, Args3& a) -> Value {
            if (a.empty()) throw FunctionError("Must specify a reference");
            Value params =
                a.size() > 1 && !(a[1].is_string() && a[1].as_string().empty()) ? a[1] : Value(Hash{});
            return Value(defined_with_params(ctx, a[0], params));
        });
    ruby3x::add_function(registry, kStdlib, "getparam",
                         "A parameter's value of a resource in the catalog, or '' when it is not set.",
                         [](CallContext& ctx, Args3& a) -> Value {
                             if (a.empty() || (a[0].is_boolean() && !a[0].as_boolean()))
                                 throw FunctionError("Must specify a reference");
                             if (a.size() < 2 || !a[1].is_string())
                                 throw FunctionError("Must specify name of a parameter");
                             const std::string& param = a[1].as_string();
                             if (param.empty()) return Value("");
                             auto tt = type_and_title(a[0]);
                             if (!tt) {
                                 throw FunctionError(
                                     fmt::format("No title provided and {} is not a valid resource reference",
                                                 ruby3x::inspect(Value(ruby3x::to_s(a[0])))));
                             }
                             const runtime::CatalogResource* res = find(ctx, tt->first, tt->second);
                             if (res == nullptr) return Value("");
                             if (param == "title") return Value(res->title);
                             const Value* v = res->param(param);
                             return v != nullptr && !v->is_undef() ? *v : Value("");
                         });
    ruby3x::add_function(
        registry, kStdlib, "assert_private",
        "Fails unless the calling class or defined type was declared from its own module.",
        [](CallContext& ctx, Args3& a) -> Value {
            if (a.size() > 1) {
                throw FunctionError(fmt::format(
                    "assert_private(): Wrong number of arguments given ({}}}) for 0 or 1)", a.size()));
            }
            // scope.lookupvar('module_name') != scope.lookupvar('caller_module_name'), '' being no module
            auto module_of = [&](std::string_view var) {
                const Value* v = ctx.scope.lookup(var);
                return v != nullptr && v->is_string() ? v->as_string() : std::string();
            };
            std::string module = module_of("module_name");
            std::string caller = module_of("caller_module_name");
            if (module == caller) return {};
            if (!a.empty() && a[0].is_string()) throw FunctionError(a[0].as_string());
            std::size_t r = ctx.scope.resource();
            std::string message = "Class main is private";
            if (r != SIZE_MAX) {
                const runtime::CatalogResource& res = ctx.evaluator.compiler().catalog().at(r);
                message = res.type == "Class"
                              ? fmt::format("Class {} is private", runtime::downcase(res.title))
                              : fmt::format("Definition {} is private", runtime::downcase(res.type));
            }
            throw FunctionError(message);
        });

    add_module_function(
        registry, kStdlib, "ensure_packages",
        "Declares packages (ensure => installed unless given) that are not declared yet with the same "
        "parameters.",
        {Dispatch{{req("Variant[String[1], Array[String[1]], Hash[String[1], Any]]", "packages"),
                   opt("Hash", "default_attributes")},
                  BlockUse::None,
                  [](CallContext& ctx, std::span<const Value> args) -> Value {
                      Hash defaults{{Value("ensure"), Value("installed")}};
                      if (args.size() > 1) {
                          for (const auto& [k, v] : args[1].as_hash())
                              defaults.set(k, v);
                          const Value* e = defaults.find(Value("ensure"));
                          if (e != nullptr && e->is_string() && e->as_string() == "present")
                              defaults.set(Value("ensure"), Value("installed"));
                      }
                      Value type("package");
                      if (args[0].is_hash()) {
                          ensure_resources(ctx, type, args[0], Value(defaults));
                      } else {
                          std::vector<Value> names =
                              args[0].is_array() ? args[0].as_array() : std::vector<Value>{args[0]};
                          for (const Value& n : names)
                              ensure_resource(ctx, type, n, Value(defaults));
                      }
                      return {};
                  }}});
}

} // namespace pp::stdlib
