// Modules' Ruby functions through the Ruby host (ruby_functions.hpp).

#include "evaluator/ruby_functions.hpp"

#include "evaluator/compiler.hpp"
#include "evaluator/control_flow.hpp"
#include "evaluator/dispatch.hpp"
#include "runtime/puppet_settings.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/types.hpp"

#include <fmt/format.h>

#include <cctype>
#include <chrono>
#include <filesystem>

namespace pp::evaluator {

namespace {

namespace fs = std::filesystem;

// A catalog resource as the Ruby side builds its Puppet::Resource from it.
Value resource_value(const runtime::CatalogResource& r) {
    runtime::Hash params;
    for (const auto& [name, value] : r.params)
        params.set(Value(name), value);
    return runtime::Hash{{Value("type"), Value(r.type)},
                         {Value("title"), Value(r.title)},
                         {Value("parameters"), Value(std::move(params))}};
}

// `Puppet[:name]` as Ruby code reads it: the settings pp has, else Puppet's default.
Value setting_value(Evaluator& ev, std::string_view name) {
    const EvalOptions& o = ev.options();
    if (name == "environment") return Value(o.environment);
    if (name == "certname" || name == "node_name_value") return Value(o.node_name);
    if (name == "strict_variables") return Value(o.strict_variables);
    if (name == "strict") {
        switch (o.strict) {
        case parser::Strictness::Off:
            return Value("off");
        case parser::Strictness::Error:
            return Value("error");
        default:
            return Value("warning");
        }
    }
    if (name == "modulepath") {
        std::string path;
        if (loader::Environment* env = ev.environment()) {
            for (const std::string& d : env->modulepath())
                path += (path.empty() ? "" : ":") + d;
        }
        return Value(path);
    }
    return runtime::puppet_setting_default(name).value_or(Value());
}

// What Ruby calls back while the evaluator runs it: the calling scope, its variables, functions by name,
// the logger.
class RubyCallbacks final : public ruby::Callbacks {
public:
    explicit RubyCallbacks(CallContext& ctx) : m_ctx(ctx) {}

    Value call_function(std::string_view name, std::vector<Value> args, const ruby::Block* block) override {
        if (block == nullptr)
            return m_ctx.evaluator.call_function(name, args, nullptr, m_ctx.scope, m_ctx.call);
        // a Ruby block reaches only Ruby functions (native ones take Puppet lambdas)
        const FunctionInfo* fn = m_ctx.evaluator.find_ruby_function(name);
        if (fn == nullptr)
            throw FunctionError(fmt::format("pp cannot pass a Ruby block to the function '{}'", name));
        CallContext inner{m_ctx.evaluator, m_ctx.scope, m_ctx.call, fn->name, nullptr, nullptr};
        m_blocks.push_back(block);
        struct Pop {
            std::vector<const ruby::Block*>& blocks;
            ~Pop() { blocks.pop_back(); }
        } pop{m_blocks};
        return fn->fn(inner, args);
    }
    Value call_function_v3(std::string_view name, std::vector<Value> args) override {
        // scope.function_x reaches the 3.x function x when a module has one, else any function of that name
        if (const FunctionInfo* fn = m_ctx.evaluator.find_ruby_function_v3(name)) {
            CallContext inner{m_ctx.evaluator, m_ctx.scope, m_ctx.call, fn->name, nullptr, nullptr};
            return fn->fn(inner, args);
        }
        return m_ctx.evaluator.call_function(name, args, nullptr, m_ctx.scope, m_ctx.call);
    }
    bool function_exists(std::string_view name) override {
        return m_ctx.evaluator.compiler().definitions().find_function(name) != nullptr ||
               m_ctx.evaluator.find_native_function(name) != nullptr;
    }
    std::optional<Value> lookup_variable(std::string_view name) override {
        const Value* v = m_ctx.evaluator.variable(name, m_ctx.scope, m_ctx.call);
        if (v == nullptr) return std::nullopt;
        return *v;
    }
    Value scope_hash() override {
        // Scope#to_hash: every variable visible from the scope, the innermost binding winning
        runtime::Hash out;
        std::vector<const Scope*> chain;
        for (const Scope* s = &m_ctx.scope; s != nullptr; s = s->parent())
            chain.push_back(s);
        // an undef variable is left out, and hides the outer ones of its name (Scope#to_hash's include_undef)
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
            for (const auto& [name, value] : (*it)->variables()) {
                if (value.is_undef())
                    out.erase(Value(std::string(name)));
                else
                    out.set(Value(std::string(name)), value);
            }
        }
        return out;
    }
    void log(std::string_view level, std::string_view message) override {
        m_ctx.evaluator.logger().located(log_level_named(level), message, Location{});
    }
    void warn_once(std::string_view level, std::string_view key, std::string_view message) override {
        if (m_ctx.evaluator.deprecation_once("warn_once:" + std::string(key))) log(level, message);
    }
    void scope_log(std::string_view level, std::string_view message) override {
        m_ctx.evaluator.logger().scoped(log_level_named(level), m_ctx.scope.label(), message);
    }
    void deprecation(std::string_view message, std::string_view key) override {
        if (!m_ctx.evaluator.deprecation_once(std::string(key))) return;
        m_ctx.evaluator.logger().located(LogLevel::Warning, message, Location{});
    }
    Value setting(std::string_view name) override { return setting_value(m_ctx.evaluator, name); }

    std::optional<std::string> module_directory(std::string_view name) override {
        loader::Environment* env = m_ctx.evaluator.environment();
        if (env == nullptr) return std::nullopt;
        return env->module_dir(name);
    }
    std::vector<std::pair<std::string, std::uint32_t>> puppet_stack() override {
        return m_ctx.evaluator.puppet_stack();
    }
    Value find_resource(std::string_view type, std::string_view title) override {
        const runtime::Catalog& catalog = m_ctx.evaluator.compiler().catalog();
        std::string t = runtime::capitalize_name(type);
        std::string ti = t == "Class" ? runtime::capitalize_name(title) : std::string(title);
        const runtime::CatalogResource* r = catalog.find(t, ti);
        return r != nullptr ? resource_value(*r) : Value();
    }
    Value catalog_resources() override {
        const runtime::Catalog& catalog = m_ctx.evaluator.compiler().catalog();
        std::vector<Value> out;
        out.reserve(catalog.size());
        for (const runtime::CatalogResource& r : catalog.resources())
            out.push_back(resource_value(r));
        return out;
    }
    std::string scope_resource() override {
        std::size_t r = m_ctx.scope.resource();
        if (r == SIZE_MAX) return {};
        return m_ctx.evaluator.compiler().catalog().at(r).ref();
    }
    std::pair<std::string, std::string> scope_source() override {
        std::size_t r = m_ctx.scope.resource();
        if (r == SIZE_MAX) return {"", "hostclass"};
        const runtime::CatalogResource& res = m_ctx.evaluator.compiler().catalog().at(r);
        auto lower = [](std::string s) {
            for (char& c : s)
                c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            return s;
        };
        if (res.type == "Class") return {res.title == "main" ? "" : lower(res.title), "hostclass"};
        if (res.type == "Node") return {lower(res.title), "node"};
        return {lower(res.type), "definition"};
    }

private:
    CallContext& m_ctx;
    std::vector<const ruby::Block*> m_blocks;
};

std::string as_path(std::string_view name) {
    std::string path(name);
    for (std::size_t p = path.find("::"); p != std::string::npos; p = path.find("::", p))
        path.replace(p, 2, "/");
    return path;
}

bool is_file(const fs::path& p) {
    std::error_code ec;
    return fs::is_regular_file(p, ec);
}

// "Name = Type" assignments of a `local_types` block, resolved in order (each may use the ones before).
runtime::TypeNameResolver local_type_resolver(const std::vector<std::string>& assignments,
                                              runtime::TypeNameResolver outer) {
    auto types = std::make_shared<std::map<std::string, runtime::TypePtr, std::less<>>>();
    runtime::TypeNameResolver resolver = [types, outer](std::string_view name) -> runtime::TypePtr {
        if (auto it = types->find(name); it != types->end()) return it->second;
        return outer ? outer(name) : nullptr;
    };
    for (const std::string& a : assignments) {
        std::size_t eq = a.find('=');
        if (eq == std::string::npos) continue;
        std::string name = a.substr(0, eq);
        std::string body = a.substr(eq + 1);
        auto trim = [](std::string& s) {
            s.erase(0, s.find_first_not_of(" \t\n"));
            s.erase(s.find_last_not_of(" \t\n") + 1);
        };
        trim(name);
        trim(body);
        std::string error;
        if (runtime::TypePtr t = runtime::parse_type(body, &error, resolver)) (*types)[name] = t;
    }
    return resolver;
}

Param::Kind param_kind(ruby::RubyDispatch::Kind k) {
    switch (k) {
    case ruby::RubyDispatch::Kind::Optional:
        return Param::Kind::Optional;
    case ruby::RubyDispatch::Kind::Repeated:
        return Param::Kind::Repeated;
    case ruby::RubyDispatch::Kind::RequiredRepeated:
        return Param::Kind::RequiredRepeated;
    case ruby::RubyDispatch::Kind::Required:
        break;
    }
    return Param::Kind::Required;
}

// One call into Ruby: the Puppet lambda, if any, as a block; Ctrl-C as the evaluator's own interruption.
Value call_ruby(const ruby::RubyFunction& fn, const ruby::RubyDispatch* dispatch, CallContext& ctx,
                Args args) {
    RubyCallbacks callbacks(ctx);
    ruby::Block block;
    const ruby::Block* given = nullptr;
    if (ctx.block != nullptr && ctx.block_scope != nullptr) {
        const parser::Lambda* lambda = ctx.block;
        Scope* closure = ctx.block_scope;
        Evaluator& ev = ctx.evaluator;
        block.call = [&ev, lambda, closure](std::span<const Value> a) {
            return ev.call_lambda(*lambda, *closure, a);
        };
        block.parameter_count = static_cast<int>(Evaluator::lambda_arity(*lambda));
        given = &block;
    }
    ruby::Host& host = ruby::Host::instance();
    host.set_interrupt_flag(&g_interrupt_requested);
    try {
        return host.call_function(fn, dispatch, args, given, callbacks);
    } catch (const ruby::StoppedError& e) {
        if (e.interrupted()) {
            g_interrupt_requested.store(false);
            throw Interrupted{};
        }
        throw;
    }
}

// Starts the Ruby host if it is not running (logging, at debug level, what it cost and why it started) and
// puts every module's lib directory on its load path.
ruby::Host& ensure_ruby(Evaluator& ev, std::string_view why) {
    ruby::Host& host = ruby::Host::instance();
    if (!ruby::Host::running()) {
        auto begin = std::chrono::steady_clock::now();
        host.start();
        auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
        ev.logger().located(LogLevel::Debug, fmt::format("Started Ruby in {:.1f} ms for {}", ms, why),
                            Location{});
    }
    if (loader::Environment* env = ev.environment()) {
        for (const auto& [module, dir] : env->modules())
            host.add_library_dir(dir + "/lib");
    }
    return host;
}

} // namespace

std::pair<std::string, ruby::FunctionApi> RubyFunctions::locate(std::string_view name, bool v3_only) const {
    loader::Environment* env = m_evaluator.environment();
    if (env == nullptr) return {};
    if (std::size_t sep = name.find("::"); sep != std::string_view::npos) {
        if (v3_only) return {};
        auto dir = env->module_dir(name.substr(0, sep));
        if (!dir) return {};
        fs::path file = fs::path(*dir) / "lib/puppet/functions" / (as_path(name) + ".rb");
        if (is_file(file)) return {file.string(), ruby::FunctionApi::V4};
        return {};
    }
    // (each module's function directories listed once, not a stat per module and name)
    const std::string rb = std::string(name) + ".rb";
    for (const auto& [module, dir] : env->modules()) {
        const std::string file = dir + "/lib/puppet/functions/" + rb;
        if (!v3_only && env->is_file(file)) return {file, ruby::FunctionApi::V4};
    }
    for (const auto& [module, dir] : env->modules()) {
        const std::string file = dir + "/lib/puppet/parser/functions/" + rb;
        if (env->is_file(file)) return {file, ruby::FunctionApi::V3};
    }
    return {};
}

void RubyFunctions::build(Entry& entry) {
    const ruby::RubyFunction& fn = entry.ruby;
    Evaluator& ev = m_evaluator;
    std::vector<Dispatch> dispatches;
    if (fn.api == ruby::FunctionApi::V3) {
        Dispatch d;
        d.params.push_back(rep("Any", "args"));
        d.block = BlockUse::Optional;
        d.body = [&fn](CallContext& ctx, Args args) { return call_ruby(fn, nullptr, ctx, args); };
        dispatches.push_back(std::move(d));
        entry.info.fn = make_dispatcher(fn.name, std::move(dispatches));
        entry.info.signature = fmt::format("{}(Any *args)", fn.name);
        return;
    }
    runtime::TypeNameResolver resolver = local_type_resolver(
        fn.local_types, [&ev](std::string_view name) { return ev.resolve_type_name(name); });
    for (const ruby::RubyDispatch& rd : fn.dispatches) {
        Dispatch d;
        std::string signature;
        for (const auto& p : rd.params) {
            d.params.push_back({p.type, p.name, param_kind(p.kind)});
            signature += fmt::format("{}{} {}", signature.empty() ? "" : ", ", p.type, p.name);
        }
        d.block = rd.block == ruby::RubyDispatch::BlockUse::Required   ? BlockUse::Required
                  : rd.block == ruby::RubyDispatch::BlockUse::Optional ? BlockUse::Optional
                                                                       : BlockUse::None;
        d.block_type = rd.block_type;
        d.mismatch_handler = rd.mismatch;
        const ruby::RubyDispatch* dispatch = &rd;
        d.body = [&fn, dispatch, resolver](CallContext& ctx, Args args) {
            Value result = call_ruby(fn, dispatch, ctx, args);
            if (!dispatch->return_type.empty()) {
                std::string error;
                runtime::TypePtr t = runtime::parse_type(dispatch->return_type, &error, resolver);
                if (t != nullptr && !runtime::is_instance(*t, result)) {
                    throw FunctionError(fmt::format("value returned from function '{}' has wrong type, {}",
                                                    dispatch->method,
                                                    runtime::describe_mismatch(*t, result)));
                }
            }
            return result;
        };
        dispatches.push_back(std::move(d));
        if (!rd.mismatch) {
            entry.info.signature +=
                fmt::format("{}{}({})", entry.info.signature.empty() ? "" : "\n", fn.name, signature);
        }
    }
    entry.info.fn = make_dispatcher(fn.name, std::move(dispatches), resolver);
}

const FunctionInfo* RubyFunctions::find(std::string_view name) {
    return load(std::string(name), name, false);
}

const FunctionInfo* RubyFunctions::find_v3(std::string_view name) {
    return load("3.x " + std::string(name), name, true);
}

const FunctionInfo* RubyFunctions::load(const std::string& key, std::string_view name, bool v3_only) {
    auto [it, fresh] = m_loaded.try_emplace(key);
    if (!fresh) return it->second ? &it->second->info : nullptr;
    auto [file, api] = locate(name, v3_only);
    if (file.empty()) return nullptr;
    auto entry = std::make_unique<Entry>();
    entry->info.name = std::string(name);
    entry->info.doc = fmt::format("A Ruby function ({})", file);
    try {
        ruby::Host& host = ensure_ruby(m_evaluator, fmt::format("the function '{}'", name));
        entry->ruby = host.load_function(std::string(name), file, api);
        build(*entry);
    } catch (const runtime::Error& e) {
        // Puppet reports a function that does not load at the call
        std::string message = e.what();
        std::string origin_file;
        int origin_line = 0;
        if (const auto* re = dynamic_cast<const ruby::RubyError*>(&e)) {
            origin_file = re->file();
            origin_line = re->line();
        }
        entry->info.fn = [message, origin_file, origin_line](CallContext&, Args) -> Value {
            throw ruby::RubyError(message, "", origin_file, origin_line, {});
        };
    }
    it->second = std::move(entry);
    return &it->second->info;
}

LogLevel log_level_named(std::string_view level) {
    static constexpr std::pair<std::string_view, LogLevel> kLevels[] = {
        {"debug", LogLevel::Debug},     {"info", LogLevel::Info}, {"notice", LogLevel::Notice},
        {"warning", LogLevel::Warning}, {"err", LogLevel::Err},   {"alert", LogLevel::Alert},
        {"emerg", LogLevel::Emerg},     {"crit", LogLevel::Crit}};
    for (const auto& [name, l] : kLevels) {
        if (name == level) return l;
    }
    return LogLevel::Notice;
}

std::string render_erb_in_ruby(CallContext& ctx, const std::string& file, const std::string& text) {
    RubyCallbacks callbacks(ctx);
    ruby::Host& host = ensure_ruby(ctx.evaluator, fmt::format("the template {}", file));
    host.set_interrupt_flag(&g_interrupt_requested);
    try {
        return host.render_erb(file, text, callbacks);
    } catch (const ruby::StoppedError& e) {
        if (e.interrupted()) {
            g_interrupt_requested.store(false);
            throw Interrupted{};
        }
        throw;
    }
}

namespace {

// What a type file reaches while it loads: no scope of the manifest (Puppet loads types outside any), the
// logger, the settings, the modules.
class TypeCallbacks final : public ruby::Callbacks {
public:
    explicit TypeCallbacks(Evaluator& ev) : m_ev(ev) {}
    Value call_function(std::string_view name, std::vector<Value> /*args*/,
                        const ruby::Block* /*block*/) override {
        throw FunctionError(
            fmt::format("a resource type cannot call the function '{}' while it loads", name));
    }
    Value call_function_v3(std::string_view name, std::vector<Value> args) override {
        return call_function(name, std::move(args), nullptr);
    }
    bool function_exists(std::string_view /*name*/) override { return false; }
    std::optional<Value> lookup_variable(std::string_view /*name*/) override { return std::nullopt; }
    Value scope_hash() override { return runtime::Hash{}; }
    void log(std::string_view level, std::string_view message) override {
        m_ev.logger().located(log_level_named(level), message, Location{});
    }
    void deprecation(std::string_view message, std::string_view key) override {
        if (m_ev.deprecation_once(std::string(key)))
            m_ev.logger().located(LogLevel::Warning, message, Location{});
    }
    Value setting(std::string_view name) override { return setting_value(m_ev, name); }
    std::optional<std::string> module_directory(std::string_view name) override {
        loader::Environment* env = m_ev.environment();
        if (env == nullptr) return std::nullopt;
        return env->module_dir(name);
    }
    std::vector<std::pair<std::string, std::uint32_t>> puppet_stack() override { return {}; }

private:
    Evaluator& m_ev;
};

} // namespace

loader::TypeReadResult load_type_in_ruby(Evaluator& ev, const Value& facts, std::string_view name,
                                         const std::string& file) {
    loader::TypeReadResult result;
    TypeCallbacks callbacks(ev);
    ruby::Host& host = ensure_ruby(ev, fmt::format("the resource type {}", name));
    host.set_interrupt_flag(&g_interrupt_requested);
    try {
        auto types =
            runtime::type_schemas_from_json(host.type_schema(std::string(name), file, facts, callbacks));
        if (types.size() == 1) {
            result.schema = std::move(types.front());
            result.schema->source = file;
        } else {
            result.error = file + ":1: the type file described " + std::to_string(types.size()) + " types";
        }
    } catch (const ruby::StoppedError& e) {
        if (e.interrupted()) {
            g_interrupt_requested.store(false);
            throw Interrupted{};
        }
        result.error = file + ":1: " + e.what();
    } catch (const ruby::RubyError&) {
        throw; // the type's own Ruby failed: an error where the type is used, as in Puppet
    } catch (const std::exception& e) {
        result.error = file + ":1: " + e.what();
    }
    return result;
}

const FunctionInfo* Evaluator::find_ruby_function(std::string_view name) {
    if (!m_ruby) m_ruby = std::make_unique<RubyFunctions>(*this);
    return m_ruby->find(name);
}

const FunctionInfo* Evaluator::find_ruby_function_v3(std::string_view name) {
    if (!m_ruby) m_ruby = std::make_unique<RubyFunctions>(*this);
    return m_ruby->find_v3(name);
}

} // namespace pp::evaluator
