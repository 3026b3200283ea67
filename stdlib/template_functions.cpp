// ERB templates: template() and inline_template() (lib/puppet/parser/functions/template.rb,
// inline_template.rb, lib/puppet/parser/templatewrapper.rb), rendered by pp_erb without Ruby. A template
// sees the calling scope's variables as instance variables (Scope#to_hash: the innermost binding, none when
// that is undef) and Puppet's `scope` object.
#include "erb/erb_error.hpp"
#include "erb/template.hpp"
#include "evaluator/compiler.hpp"
#include "evaluator/dispatch.hpp"
#include "evaluator/ruby_functions.hpp"
#include "stdlib/stdlib.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <map>
#include <mutex>

namespace pp::stdlib {

using evaluator::Args;
using evaluator::BlockUse;
using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;

namespace {

// Ruby values a template stored with scope.setvar, by the identity of the Puppet value stored in the scope:
// reading the variable back in a later template gives the Ruby value itself (symbol keys and all), as
// Puppet hands back the very object.
std::mutex g_setvar_mutex;
std::map<const void*, std::pair<Value, erb::RValue>> g_setvar_values;

class ScopeBindings final : public erb::Bindings {
public:
    explicit ScopeBindings(CallContext& ctx) : m_ctx(ctx) {}

    std::optional<erb::RValue> instance_variable(std::string_view name) override {
        for (const evaluator::Scope* s = &m_ctx.scope; s != nullptr; s = s->parent()) {
            // the innermost binding wins; an undef one hides the name (Scope#to_hash deletes it)
            const Value* v = s->lookup_local(name);
            if (v == nullptr) continue;
            if (v->is_undef()) return std::nullopt;
            erb::RValue r = ruby(*v);
            if (r.kind() == erb::RKind::Array || r.kind() == erb::RKind::Hash)
                m_containers.push_back({std::string(name), *v, r});
            return r;
        }
        return std::nullopt;
    }

    // Arrays and hashes the template changed in place (`aliases << {...}` where aliases is @scriptaliases):
    // Puppet's variables hold the very Ruby objects, so the change shows in the variable and in the
    // resource parameter it came from.
    void write_back() {
        for (const Container& c : m_containers) {
            Value now = erb::to_puppet(c.ruby);
            if (now.eql(c.original)) continue;
            m_ctx.scope.replace(c.name, now);
            std::size_t r = m_ctx.scope.resource();
            if (r == SIZE_MAX) continue;
            runtime::CatalogResource& res = m_ctx.evaluator.compiler().catalog().at(r);
            if (const Value* p = res.param(c.name); p != nullptr && p->eql(c.original))
                res.set_param(c.name, now);
        }
    }

    erb::RValue lookupvar(std::string_view name) override {
        const Value* v = m_ctx.evaluator.variable(name, m_ctx.scope, m_ctx.call);
        if (v == nullptr) {
            not_found(name);
            return erb::RValue::nil();
        }
        return ruby(*v);
    }

    void setvar(std::string_view name, const erb::RValue& value) override {
        Value v = erb::to_puppet(value);
        if (!m_ctx.scope.set_owned(std::string(name), v)) {
            throw FunctionError("Cannot reassign variable '$" + std::string(name) + "'");
        }
        if (v.object_ptr()) {
            std::lock_guard lock(g_setvar_mutex);
            g_setvar_values[v.object_ptr().get()] = {v, value};
        }
    }

    Value call_function(std::string_view name, std::span<const Value> args) override {
        return m_ctx.evaluator.call_function(name, args, nullptr, m_ctx.scope, m_ctx.call);
    }

    Value call_function_v3(std::string_view name, std::span<const Value> args) override {
        // a module's 3.x function of the name, which neither Puppet's own functions nor the module's 4.x one
        // shadow here (pp's native functions model the 4.x ones)
        if (const evaluator::FunctionInfo* fn = m_ctx.evaluator.find_ruby_function_v3(name)) {
            CallContext inner{m_ctx.evaluator, m_ctx.scope, m_ctx.call, fn->name, nullptr, nullptr};
            return fn->fn(inner, args);
        }
        return call_function(name, args);
    }

    bool has_variable(std::string_view name) override {
        return m_ctx.evaluator.variable(name, m_ctx.scope, m_ctx.call) != nullptr;
    }

private:
    struct Container {
        std::string name;
        Value original;
        erb::RValue ruby; ///< shares the template's object, so it sees what the template did to it
    };
    std::vector<Container> m_containers;

    void not_found(std::string_view name) {
        ruby3x::variable_not_found(m_ctx, name, [](const std::string& message) {
            throw erb::ErbError(erb::ErbError::Kind::Ruby, "ArgumentError", message, 0);
        });
    }

    static erb::RValue ruby(const Value& v) {
        if (v.object_ptr()) {
            std::lock_guard lock(g_setvar_mutex);
            auto it = g_setvar_values.find(v.object_ptr().get());
            if (it != g_setvar_values.end()) return it->second.second;
        }
        return erb::from_puppet(v);
    }

    CallContext& m_ctx;
};

// A file's modification time in nanoseconds.
std::int64_t mtime_of(const struct stat& st) {
    return std::int64_t{st.st_mtim.tv_sec} * 1'000'000'000 + st.st_mtim.tv_nsec;
}

// The file's text, with its modification time (nanoseconds) and size when asked: one open, one fstat and
// the reads (a template's first render was two stat calls more).
std::string read_text(const std::string& path, std::int64_t* mtime = nullptr,
                      std::uintmax_t* size = nullptr) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw FunctionError("No such file or directory @ rb_sysopen - " + path);
    struct stat st {};
    std::string text;
    if (::fstat(fd, &st) == 0) {
        if (mtime != nullptr) *mtime = mtime_of(st);
        if (size != nullptr) *size = static_cast<std::uintmax_t>(st.st_size);
        if (st.st_size > 0) text.reserve(static_cast<std::size_t>(st.st_size));
    }
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        text.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(fd);
    return text;
}

// Compiled templates by path, reused while the file is unchanged.
struct CachedTemplate {
    std::int64_t mtime = 0; // (nanoseconds)
    std::uintmax_t size = 0;
    std::shared_ptr<const erb::Template> tpl;
};
std::mutex g_cache_mutex;
std::map<std::string, CachedTemplate> g_cache;

std::shared_ptr<const erb::Template> compiled(const std::string& path) {
    {
        std::lock_guard lock(g_cache_mutex);
        auto it = g_cache.find(path);
        if (it != g_cache.end()) {
            // compiled before (the REPL, watch mode): reused while its time and size are the same
            struct stat st {};
            if (::stat(path.c_str(), &st) == 0 && it->second.mtime == mtime_of(st) &&
                it->second.size == static_cast<std::uintmax_t>(st.st_size))
                return it->second.tpl;
        }
    }
    std::int64_t mtime = 0;
    std::uintmax_t size = 0;
    auto tpl = erb::Template::compile(read_text(path, &mtime, &size));
    std::lock_guard lock(g_cache_mutex);
    g_cache[path] = {mtime, size, tpl};
    return tpl;
}

// Puppet::Parser::Files.find_template: an absolute path as is; else `module/file` in the module's
// templates directory, when both exist.
std::optional<std::string> find_template(CallContext& ctx, const std::string& ref) {
    if (!ref.empty() && ref[0] == '/') return ref;
    loader::Environment* env = ctx.evaluator.environment();
    std::string path = env != nullptr ? env->find_template(ref) : std::string();
    if (path.empty()) return std::nullopt;
    return path;
}

std::string render_template(CallContext& ctx, const std::string& ref) {
    auto path = find_template(ctx, ref);
    if (!path) throw FunctionError("Could not find template '" + ref + "'");
    try {
        ScopeBindings b(ctx);
        std::string out = compiled(*path)->render(b, *path);
        b.write_back();
        return out;
    } catch (const erb::ErbError&) {
        // the native interpreter does not know this template's Ruby (or the template fails): Ruby's own ERB
        // renders it, as Puppet does, and its error is the one to report
    }
    try {
        return evaluator::render_erb_in_ruby(ctx, *path, read_text(*path));
    } catch (const ruby::RubyError& e) {
        // template.rb: the file and line of the error (the first frame of its backtrace)
        throw FunctionError("Failed to parse template " + ref + ":\n  Filepath: " + *path +
                            "\n  Line: " + std::to_string(e.line()) + "\n  Detail: " + e.what() + "\n");
    }
}

std::string render_inline(CallContext& ctx, const std::string& text) {
    try {
        ScopeBindings b(ctx);
        std::string out = erb::Template::compile(text)->render(b);
        b.write_back();
        return out;
    } catch (const erb::ErbError&) {
        // as render_template: Ruby's ERB renders what the native interpreter cannot
    }
    try {
        return evaluator::render_erb_in_ruby(ctx, "inline template", text);
    } catch (const ruby::RubyError& e) {
        throw FunctionError(std::string("Failed to parse inline template: ") + e.what());
    }
}

} // namespace

void forget_template_values() {
    std::lock_guard lock(g_setvar_mutex);
    g_setvar_values.clear();
}

// Scope#variable_not_found for a lookup from Ruby code (no position): Puppet's warning, once per variable,
// or its error under --strict=error.
void ruby3x::variable_not_found(CallContext& ctx, std::string_view name,
                                const std::function<void(const std::string&)>& raise) {
    std::string shown(name);
    std::string reason;
    auto idx = name.find("::");
    if (idx != std::string_view::npos) {
        std::string fqn(idx == 0 ? name.substr(2) : name);
        auto leaf = fqn.rfind("::");
        if (leaf != std::string::npos) {
            std::string cls = fqn.substr(0, leaf);
            shown = cls + "::" + fqn.substr(leaf + 2);
            if (ctx.evaluator.compiler().class_scope(cls) != nullptr) {
                shown = "::" + fqn;
            } else if (ctx.evaluator.compiler().is_class(cls)) {
                reason = "class " + cls + " has not been evaluated";
            } else {
                reason = "class " + cls + " could not be found";
            }
        } else {
            shown = "::" + fqn;
        }
    }
    std::string message = "Undefined variable '" + shown + "'; " + reason;
    switch (ctx.evaluator.options().strict) {
    case parser::Strictness::Off:
        return;
    case parser::Strictness::Error:
        raise(message);
        return;
    case parser::Strictness::Warning:
        break;
    }
    if (!ctx.evaluator.warn_once("Variable: " + shown)) return;
    ctx.evaluator.logger().located(evaluator::LogLevel::Warning, message + "\n   (file & line not available)",
                                   evaluator::Location{});
}

void register_template_functions(evaluator::FunctionRegistry& registry) {
    add_function(
        registry, "template",
        "Renders ERB templates ('<MODULE>/<FILE>' from a module's templates directory, or an absolute "
        "path) with the calling scope's variables, and returns their outputs concatenated.",
        {Dispatch{{{"Any", "templates", evaluator::Param::Kind::RequiredRepeated}},
                  BlockUse::None,
                  [](CallContext& ctx, Args args) {
                      std::string out;
                      for (const Value& a : args)
                          out += render_template(ctx, runtime::to_s(a));
                      return Value(out);
                  }}});
    add_function(registry, "inline_template",
                 "Renders ERB template strings with the calling scope's variables and returns their outputs "
                 "concatenated.",
                 {Dispatch{{{"Any", "templates", evaluator::Param::Kind::RequiredRepeated}},
                           BlockUse::None,
                           [](CallContext& ctx, Args args) {
                               std::string out;
                               for (const Value& a : args)
                                   out += render_inline(ctx, runtime::to_s(a));
                               return Value(out);
                           }}});
}

} // namespace pp::stdlib
