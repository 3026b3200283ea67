// Functions that declare into the catalog or ask about it: include, require, contain (lib/puppet/functions/
// include.rb, require.rb, contain.rb), realize, tagged, create_resources (lib/puppet/parser/functions/).
#include "evaluator/compiler.hpp"
#include "evaluator/dispatch.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/types.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

namespace pp::stdlib {

using evaluator::Args;
using evaluator::BlockUse;
using evaluator::CallContext;
using evaluator::ClassMode;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::req;
using evaluator::Value;

namespace {

// The class names a declaring function is given: strings, Class references, arrays of them (flattened).
void class_names(const Value& v, std::vector<std::string>& out) {
    if (v.is_array()) {
        for (const Value& e : v.as_array())
            class_names(e, out);
        return;
    }
    if (v.is_string()) {
        if (v.as_string().empty()) throw FunctionError("Cannot use empty string as a class name");
        out.push_back(v.as_string());
        return;
    }
    if (v.is_type()) {
        const runtime::Type& t = v.as_type();
        if (t.m_kind == runtime::TypeKind::Class && t.m_value) {
            out.push_back(*t.m_value);
            return;
        }
        if (t.m_kind == runtime::TypeKind::Resource && runtime::downcase(t.m_name) == "class" && t.m_value) {
            out.push_back(*t.m_value);
            return;
        }
        if (t.m_kind == runtime::TypeKind::Class)
            throw FunctionError("Cannot use an unspecific Class[] Type");
    }
    throw FunctionError(fmt::format("Cannot use {} where a class name is expected", runtime::value_label(v)));
}

evaluator::NativeFunction declaring(ClassMode mode) {
    return [mode](CallContext& ctx, Args args) -> Value {
        std::vector<std::string> names;
        for (const Value& a : args)
            class_names(a, names);
        ctx.evaluator.compiler().declare_classes(names, mode, ctx.scope, ctx.call);
        std::vector<Value> refs;
        for (const std::string& n : names)
            refs.emplace_back(
                runtime::class_type(runtime::downcase(n.substr(0, 2) == "::" ? n.substr(2) : n)));
        return Value(std::move(refs));
    };
}

void flatten(const Value& v, std::vector<Value>& out) {
    if (v.is_array()) {
        for (const Value& e : v.as_array())
            flatten(e, out);
    } else {
        out.push_back(v);
    }
}

} // namespace

void register_catalog_functions(evaluator::FunctionRegistry& registry) {
    add_function(registry, "include",
                 "Declares classes by name (strings or Class references) if they are not declared yet; "
                 "returns their references.",
                 {Dispatch{{{"Any", "names", evaluator::Param::Kind::RequiredRepeated}},
                           BlockUse::None,
                           declaring(ClassMode::Include)}});
    add_function(registry, "require",
                 "Declares classes like include, and makes the calling class or defined type require them.",
                 {Dispatch{{{"Any", "names", evaluator::Param::Kind::RequiredRepeated}},
                           BlockUse::None,
                           declaring(ClassMode::Require)}});
    add_function(registry, "contain",
                 "Declares classes like include, and makes the calling class contain them.",
                 {Dispatch{{{"Any", "names", evaluator::Param::Kind::RequiredRepeated}},
                           BlockUse::None,
                           declaring(ClassMode::Contain)}});
    add_function(registry, "realize", "Makes virtual resources (by reference) part of the catalog.",
                 {Dispatch{{{"Any", "resources", evaluator::Param::Kind::Repeated}},
                           BlockUse::None,
                           [](CallContext& ctx, Args args) -> Value {
                               std::vector<Value> refs;
                               for (const Value& a : args)
                                   flatten(a, refs);
                               ctx.evaluator.compiler().realize(refs, ctx.call);
                               return {};
                           }}});
    add_function(registry, "tagged",
                 "True when the calling class or defined type, or the catalog, has every one of the tags.",
                 {Dispatch{{{"Any", "tags", evaluator::Param::Kind::Repeated}},
                           BlockUse::None,
                           [](CallContext& ctx, Args args) -> Value {
                               std::vector<Value> tags;
                               for (const Value& a : args)
                                   flatten(a, tags);
                               for (const Value& t : tags) {
                                   if (!ctx.evaluator.compiler().tagged(ctx.scope, runtime::to_s(t)))
                                       return Value(false);
                               }
                               return Value(true);
                           }}});
    add_function(registry, "create_resources",
                 "Declares resources of a type from a hash of titles to attribute hashes, with optional "
                 "default attributes ('@type' virtual, '@@type' exported).",
                 {Dispatch{{req("String", "type"), req("Hash", "instances"), opt("Hash", "defaults")},
                           BlockUse::None,
                           [](CallContext& ctx, Args args) -> Value {
                               ctx.evaluator.compiler().create_resources(args[0].as_string(), args[1],
                                                                         args.size() > 2 ? args[2] : Value(),
                                                                         ctx.scope, ctx.call);
                               return {};
                           }}});
}

} // namespace pp::stdlib
