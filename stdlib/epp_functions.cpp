// EPP templates: epp() renders a module's template with the top scope and its arguments only,
// inline_epp() renders text with the calling scope as well (lib/puppet/functions/epp.rb, inline_epp.rb,
// lib/puppet/pops/evaluator/epp_evaluator.rb).
#include "evaluator/dispatch.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <filesystem>

namespace pp::stdlib {

using evaluator::Args;
using evaluator::BlockUse;
using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::req;

namespace {

constexpr const char* kTemplateArgs = "Hash[Pattern[/^\\w+$/], Any]";

Value epp(CallContext& ctx, Args args) {
    std::string file = args[0].as_string();
    // as Puppet: a name that is not an existing file gets the .epp extension
    std::error_code ec;
    if (!std::filesystem::exists(file, ec) && !file.ends_with(".epp")) file += ".epp";
    loader::Environment* env = ctx.evaluator.environment();
    std::string path = env != nullptr ? env->find_template(file) : (file.starts_with('/') ? file : "");
    if (path.empty() || !std::filesystem::exists(path, ec))
        throw FunctionError(fmt::format("Could not find template '{}'", file));
    const parser::ParsedFile& parsed = ctx.evaluator.load_epp("epp", path, nullptr);
    return ctx.evaluator.render_epp(parsed, args.size() > 1 ? &args[1] : nullptr, true, ctx.scope);
}

Value inline_epp(CallContext& ctx, Args args) {
    const parser::ParsedFile& parsed =
        ctx.evaluator.load_epp("inline_epp", "inlined-epp-text", &args[0].as_string());
    return ctx.evaluator.render_epp(parsed, args.size() > 1 ? &args[1] : nullptr, false, ctx.scope);
}

} // namespace

void register_epp_functions(evaluator::FunctionRegistry& registry) {
    add_function(
        registry, "epp",
        "Renders the EPP template `<module>/templates/<file>` with the given parameters; the template "
        "sees the top scope and its parameters only.",
        {Dispatch{{req("String", "path"), opt(kTemplateArgs, "parameters")}, BlockUse::None, epp}});
    add_function(registry, "inline_epp",
                 "Renders EPP text with the given parameters; the template also sees the calling scope.",
                 {Dispatch{{req("String", "template"), opt(kTemplateArgs, "parameters")},
                           BlockUse::None,
                           inline_epp}});
}

} // namespace pp::stdlib
