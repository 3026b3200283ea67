// Calls: Puppet-language functions and lambdas (arguments bound and type-checked as Puppet's Closure
// does), native functions, Puppet's PuppetStack, and the lookup of module functions on the modulepath.
#include "evaluator/compiler.hpp"
#include "evaluator/control_flow.hpp"
#include "evaluator/dispatch.hpp"
#include "evaluator/operators.hpp"
#include "lexer/stack_guard.hpp"
#include "ruby/host.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/uri.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

namespace pp::evaluator {

using namespace parser;

namespace {

constexpr int kMaxDepth = 800; // Puppet-level recursion (functions, lambdas) before a clean error

} // namespace

namespace {

// The Ruby file of a module's function `name` (lib/puppet/functions/<name>.rb, namespaced `mod::f` under
// lib/puppet/functions/mod/f.rb, or a 3.x lib/puppet/parser/functions/<name>.rb), relative to the module
// directory `dir`; empty when the module has none.
std::string ruby_function_file(const std::string& dir, std::string_view name) {
    namespace fs = std::filesystem;
    std::vector<std::string> candidates;
    if (name.find("::") != std::string_view::npos) {
        std::string path(name);
        for (std::size_t p = path.find("::"); p != std::string::npos; p = path.find("::", p))
            path.replace(p, 2, "/");
        candidates.push_back("lib/puppet/functions/" + path + ".rb");
    } else {
        candidates.push_back(fmt::format("lib/puppet/functions/{}.rb", name));
        candidates.push_back(fmt::format("lib/puppet/parser/functions/{}.rb", name));
    }
    std::error_code ec;
    for (const std::string& c : candidates) {
        if (fs::is_regular_file(fs::path(dir) / c, ec)) return c;
    }
    return {};
}

// A module's release: the "version" of its metadata.json ('' when it has none).
std::string module_version(const std::string& dir) {
    std::ifstream in(std::filesystem::path(dir) / "metadata.json");
    if (!in) return {};
    nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
    if (j.is_object() && j.contains("version") && j["version"].is_string())
        return j["version"].get<std::string>();
    return {};
}

} // namespace

const FunctionInfo* Evaluator::find_native_function(std::string_view name) {
    const FunctionInfo* fn = m_functions.find(name);
    if (fn != nullptr && fn->module.empty()) return fn; // Puppet's own functions come first
    auto [it, fresh] = m_module_functions.try_emplace(std::string(name), nullptr);
    if (fresh) {
        loader::Environment* env = environment();
        std::optional<std::string> dir =
            env != nullptr && fn != nullptr ? env->module_dir(fn->module) : std::nullopt;
        if (dir && !ruby_function_file(*dir, name).empty()) {
            // the native version stands in for the module's Ruby only in the release it was checked against
            const std::string* verified = m_functions.verified_version(fn->module);
            auto version = m_module_versions.find(*dir);
            if (version == m_module_versions.end() && verified != nullptr)
                version = m_module_versions.emplace(*dir, module_version(*dir)).first;
            it->second = verified == nullptr || version->second == *verified ? fn : find_ruby_function(name);
        } else {
            it->second = find_ruby_function(name);
        }
    }
    return it->second;
}

std::string Evaluator::unknown_function_message(std::string_view name) {
    std::string message = fmt::format("Unknown function: '{}'.", name);
    auto [it, fresh] = m_ruby_functions.try_emplace(std::string(name));
    if (fresh) {
        if (loader::Environment* env = environment()) {
            std::string found;
            auto look = [&](const std::string& module, const std::string& dir) {
                std::string file = ruby_function_file(dir, name);
                if (!file.empty())
                    found = fmt::format("(a Ruby function of module '{}', {}, which pp does not implement)",
                                        module, file);
                return !found.empty();
            };
            if (std::size_t sep = name.find("::"); sep != std::string_view::npos) {
                std::string module(name.substr(0, sep));
                if (auto dir = env->module_dir(module)) look(module, *dir);
            } else {
                for (const auto& [module, dir] : env->modules()) {
                    if (look(module, dir)) break;
                }
            }
            it->second = std::move(found);
        }
    }
    if (!it->second.empty()) message += " " + it->second;
    return message;
}

std::vector<std::pair<std::string, std::uint32_t>> Evaluator::puppet_stack() const {
    std::vector<std::pair<std::string, std::uint32_t>> frames;
    for (auto it = m_frames.rbegin(); it != m_frames.rend(); ++it) {
        if (it->kind != FrameKind::Function && it->kind != FrameKind::Template) continue;
        const auto& f = m_sm.file(it->at.file);
        frames.emplace_back(f.path(), f.line_col(it->at.begin).line);
    }
    if (m_in_program) frames.emplace_back(m_sm.file(m_program_file).path(), 0);
    return frames;
}

bool Evaluator::deprecation_once(const std::string& key) {
    if (m_deprecations.size() >= 100) return false;
    return m_deprecations.insert(key).second;
}

// "expects 2 arguments, got 1" (Puppet's dispatcher wording), or empty when the count fits.
static std::string arity_mismatch(NodeList<Parameter> params, std::size_t given) {
    std::size_t required = 0;
    bool rest = false;
    for (const Parameter* p : params) {
        if (p->captures_rest)
            rest = true;
        else if (p->value == nullptr)
            ++required;
    }
    std::size_t total = params.size();
    if (given >= required && (rest || given <= total)) return {};
    std::string expected;
    if (rest)
        expected = fmt::format("at least {} argument{}", required, required == 1 ? "" : "s");
    else if (required == total)
        expected = fmt::format("{} argument{}", required, required == 1 ? "" : "s");
    else
        expected = fmt::format("between {} and {} arguments", required, total);
    return fmt::format("expects {}, got {}", expected, given);
}

void Evaluator::bind_parameters(NodeList<Parameter> params, std::span<const Value> args, Scope& local,
                                Scope& defaults_scope, const Node& call, std::string_view what) {
    if (std::string why = arity_mismatch(params, args.size()); !why.empty())
        fail(call, fmt::format("{} {}", what, why));
    for (std::size_t i = 0; i < params.size(); ++i) {
        const Parameter* p = params[i];
        if (p->captures_rest) {
            std::vector<Value> restv;
            for (std::size_t k = i; k < args.size(); ++k)
                restv.push_back(args[k]);
            local.set(p->name, Value(std::move(restv)));
            break;
        }
        Value v = i < args.size() ? args[i] : evaluate(*p->value, defaults_scope);
        local.set(p->name, std::move(v));
    }
}

// Calls a lambda as Puppet's Closure does (closure.rb call_with_scope): arguments bind left to right (extra
// ones are ignored, a missing one without a default is an error at the parameter), typed parameters are
// checked ("block parameter 'v' expects ..."), and so is the declared return type.
Value Evaluator::call_lambda(const Lambda& lambda, Scope& closure, std::span<const Value> args) {
    if (++m_depth > kMaxDepth || lexer::stack_nearly_exhausted()) {
        --m_depth;
        throw TooDeepError("Maximum recursion depth exceeded while calling a lambda", location(lambda));
    }
    struct Guard {
        int& d;
        ~Guard() { --d; }
    } guard{m_depth};
    // the lambda's own file, for locations (it may be called from code in another file)
    auto lambda_file = m_lambda_files.find(&lambda);
    InFile file_guard(*this, lambda_file != m_lambda_files.end() ? lambda_file->second : m_file);
    Scope local(&closure, closure.label(), Scope::Kind::Local);
    const auto& params = lambda.parameters;
    bool typed = false;
    for (std::size_t i = 0; i < params.size(); ++i) {
        const Parameter& p = *params[i];
        typed = typed || p.type_expr != nullptr;
        Value v;
        if (i >= args.size()) {
            if (p.value != nullptr) {
                v = evaluate(*p.value, local);
                if (p.captures_rest && !v.is_array()) v = Value(std::vector<Value>{v});
            } else if (p.captures_rest) {
                v = Value(std::vector<Value>{});
            } else {
                fail(p, fmt::format("Parameter ${} is required but no value was given", p.name));
            }
        } else if (p.captures_rest) {
            std::vector<Value> rest(args.begin() + static_cast<std::ptrdiff_t>(i), args.end());
            if (rest.size() == 1 && rest[0].is_undef() && p.value != nullptr) {
                v = evaluate(*p.value, local);
                if (!v.is_array()) v = Value(std::vector<Value>{v});
            } else {
                v = Value(std::move(rest));
            }
        } else {
            v = args[i];
        }
        local.set(p.name, std::move(v));
    }
    if (typed) {
        for (const Parameter* p : params) {
            if (p->type_expr == nullptr) continue;
            Value t = evaluate(*p->type_expr, closure);
            if (!t.is_type()) continue;
            const Value& v = *local.lookup_local(p->name);
            if (p->captures_rest) {
                // `Array[T, min, max] *$rest` types each element with T (the size bounds the count)
                const runtime::Type* elem = &t.as_type();
                if (elem->kind() == runtime::TypeKind::Array)
                    elem = elem->m_elem ? elem->m_elem.get() : runtime::any_type().get();
                for (const Value& e : v.as_array()) {
                    if (!runtime::is_instance(*elem, e)) {
                        throw FunctionError(fmt::format("block parameter '{}' {}", p->name,
                                                        runtime::describe_mismatch(*elem, e)));
                    }
                }
            } else if (!runtime::is_instance(t.as_type(), v)) {
                throw FunctionError(fmt::format("block parameter '{}' {}", p->name,
                                                runtime::describe_mismatch(t.as_type(), v)));
            }
        }
    }
    Value result;
    if (lambda.body != nullptr) {
        try {
            result = evaluate(*lambda.body, local);
        } catch (NextSignal& n) {
            result = std::move(n.value);
        }
    }
    if (lambda.return_type != nullptr) {
        Value t = evaluate(*lambda.return_type, closure);
        if (t.is_type() && !runtime::is_instance(t.as_type(), result)) {
            throw FunctionError(fmt::format("value returned from lambda has wrong type, {}",
                                            runtime::describe_mismatch(t.as_type(), result)));
        }
    }
    return result;
}

Value Evaluator::call_puppet_function(const FunctionDefinition& f, const Node& call, Scope& caller,
                                      std::span<const Value> args) {
    if (++m_depth > kMaxDepth || lexer::stack_nearly_exhausted()) {
        --m_depth;
        throw TooDeepError(
            fmt::format("Maximum recursion depth exceeded while calling function '{}'", f.name),
            location(call));
    }
    struct Guard {
        int& d;
        ~Guard() { --d; }
    } guard{m_depth};
    // a function sees the top scope (Puppet binds named closures to the global scope), not its caller's
    InFile file_guard(*this, m_compiler.definitions().file_of(f, m_file));
    Scope local(&caller.top(), "Class[main]", Scope::Kind::Local);
    local.set_match({}); // but not the match variables set where it is called: $1 is undef in the body
    if (std::string why = arity_mismatch(f.parameters, args.size()); !why.empty()) {
        throw FunctionError(fmt::format("'{}' {}", f.name, why));
    }
    std::size_t total = f.parameters.size();
    // parameter types
    for (std::size_t i = 0; i < total; ++i) {
        const Parameter* p = f.parameters[i];
        if (p->type_expr == nullptr) continue;
        Value t = evaluate(*p->type_expr, local);
        if (!t.is_type()) continue;
        std::size_t last = p->captures_rest ? args.size() : std::min(i + 1, args.size());
        for (std::size_t k = i; k < last; ++k) {
            if (!runtime::is_instance(t.as_type(), args[k])) {
                throw FunctionError(fmt::format("'{}' parameter '{}' {}", f.name, p->name,
                                                runtime::describe_mismatch(t.as_type(), args[k])));
            }
        }
    }
    bind_parameters(f.parameters, args, local, local, call, fmt::format("function '{}'", f.name));
    Value result;
    if (f.body != nullptr) {
        try {
            result = evaluate(*f.body, local);
        } catch (ReturnSignal& r) {
            result = std::move(r.value);
        } catch (NextSignal& n) {
            // `next(v)` in a function body ends the call with v, like return (Closure rescues Next too)
            result = std::move(n.value);
        }
    }
    if (f.return_type != nullptr) {
        Value t = evaluate(*f.return_type, local);
        if (t.is_type() && !runtime::is_instance(t.as_type(), result)) {
            throw FunctionError(fmt::format("value returned from {} has wrong type, {}", f.name,
                                            runtime::describe_mismatch(t.as_type(), result)));
        }
    }
    return result;
}

Value Evaluator::call_function(std::string_view name, std::span<const Value> args, const Lambda* block,
                               Scope& scope, const Node& at) {
    if (const FunctionDefinition* f = m_compiler.definitions().find_function(name)) {
        return call_puppet_function(*f, at, scope, args);
    }
    const FunctionInfo* fn = find_native_function(name);
    if (fn == nullptr) throw FunctionError(fmt::format("Unknown function '{}'", name));
    CallContext ctx{*this, scope, at, fn->name, block, &scope};
    return fn->fn(ctx, args);
}

Value Evaluator::eval_call(const Node& call, const Node* functor, NodeList<> arg_nodes, const Lambda* block,
                           Scope& scope, const Value* receiver) {
    std::string_view name;
    Value type_value;
    if (const auto* qn = functor->as<QualifiedName>()) {
        name = qn->value;
    } else if (functor->is<QualifiedReference>() || functor->is<Access>()) {
        // a type call, `Integer('10')` or `Integer[0, 10]('5')`, is `new` with the type first
        type_value = evaluate(*functor, scope);
        if (!type_value.is_type()) fail(call, "Illegal function call: the function name must be a name");
        name = "new";
    } else {
        fail(call, "Illegal function call: the function name must be a name");
    }
    // a URI's components are its members (PURIType is a TypeWithMembers): `$uri.host`
    if (receiver != nullptr && receiver->kind() == runtime::ValueKind::URI) {
        if (auto member = runtime::as_uri(*receiver).attribute(name)) {
            eval_arguments(arg_nodes, scope);
            return *member;
        }
    }
    if (auto member = member_call(receiver, name)) return *member; // an Object's attribute: `$point.x`
    std::vector<Value> args;
    if (!type_value.is_undef()) args.push_back(type_value);
    if (receiver != nullptr) args.push_back(*receiver);
    for (Value& v : eval_arguments(arg_nodes, scope))
        args.push_back(std::move(v));

    // control flow functions
    if (name == "next") throw NextSignal{args.empty() ? Value() : args[0], location(call)};
    if (name == "return") throw ReturnSignal{args.empty() ? Value() : args[0], location(call)};
    if (name == "break") throw BreakSignal{location(call)};
    if (name == "import") {
        fail(call, "Use of 'import' has been discontinued in favor of a manifest directory. See "
                   "http://links.puppet.com/puppet-import-deprecation");
    }

    const FunctionDefinition* puppet_fn = m_compiler.definitions().find_function(name);
    const FunctionInfo* fn = puppet_fn == nullptr ? find_native_function(name) : nullptr;
    if (puppet_fn == nullptr && fn == nullptr) fail(call, unknown_function_message(name));
    if (block != nullptr) m_lambda_files.emplace(block, m_file);
    CallContext ctx{*this, scope, call, name, block, &scope};
    // a PuppetStack frame for the call (runtime3_support.rb#call_function); a template's names its file
    bool renders = (name == "template" || name == "epp") && !args.empty() && args[0].is_string();
    Frame frame(*this, renders ? FrameKind::Template : FrameKind::Function,
                renders ? std::string_view(args[0].as_string()) : name, location(call));
    try {
        try {
            if (fn == nullptr) return call_puppet_function(*puppet_fn, call, scope, args);
            return fn->fn(ctx, args);
        } catch (const ruby::RubyError& e) {
            // a Ruby function's failure: Puppet's message, and where the Ruby code raised it for pp's output
            EvalError error(fmt::format("Error while evaluating a {}, {}",
                                        receiver != nullptr ? "Method call" : "Function Call", e.what()),
                            location(call));
            error.set_ruby_origin(e.origin());
            throw error;
        } catch (const runtime::Error& e) {
            // a native function's own failure; errors from Puppet code it called pass through unchanged
            fail(call, fmt::format("Error while evaluating a {}, {}",
                                   receiver != nullptr ? "Method call" : "Function Call", e.what()));
        }
    } catch (EvalError& e) {
        attach_trace(e);
        throw;
    }
}

void Evaluator::attach_trace(EvalError& e) const {
    if (e.has_trace()) return;
    std::vector<TraceFrame> trace;
    trace.reserve(m_frames.size());
    for (const ActiveFrame& f : m_frames) {
        switch (f.kind) {
        case FrameKind::Function:
            trace.push_back({fmt::format("function '{}'", f.name), f.at});
            break;
        case FrameKind::Template:
            trace.push_back({fmt::format("template '{}'", f.name), f.at});
            break;
        case FrameKind::Class:
        case FrameKind::Define:
            trace.push_back({std::string(f.name), f.at});
            break;
        }
    }
    e.set_trace(std::move(trace), e.where());
}

} // namespace pp::evaluator
