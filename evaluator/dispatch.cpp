#include "evaluator/dispatch.hpp"

#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/types.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <memory>
#include <mutex>

namespace pp::evaluator {

namespace {

constexpr std::size_t kUnbounded = std::numeric_limits<std::size_t>::max();

struct Compiled {
    struct P {
        runtime::TypePtr type;
        std::string name;
        std::string type_text;
        Param::Kind kind;
    };
    std::vector<P> params;
    BlockUse block;
    NativeFunction body;
    std::size_t min = 0;
    std::size_t max = 0;

    // "(String str, Integer limit?, Any rest*)" as Puppet lists rejected signatures
    // (type_mismatch_describer.rb #signature_string: `?` optional, `*` repeated, `+` required repeated)
    [[nodiscard]] std::string text() const {
        std::string s = "(";
        for (std::size_t i = 0; i < params.size(); ++i) {
            if (i > 0) s += ", ";
            s += params[i].type_text + " " + params[i].name;
            switch (params[i].kind) {
            case Param::Kind::Optional:
                s += '?';
                break;
            case Param::Kind::Repeated:
                s += '*';
                break;
            case Param::Kind::RequiredRepeated:
                s += '+';
                break;
            default:
                break;
            }
        }
        return s + ")";
    }
    [[nodiscard]] const P& param_for(std::size_t arg) const {
        return arg < params.size() ? params[arg] : params.back(); // a repeated parameter takes the rest
    }
};

struct Function {
    std::string name;
    std::vector<Dispatch> source;
    std::vector<std::string> local_types;
    std::vector<runtime::TypePtr> aliases;
    std::vector<Compiled> compiled; // built on the first call: parsing types costs start-up time otherwise

    // local_types "Name = Type": aliases resolved lazily (they may refer to each other)
    runtime::TypePtr local_type(std::string_view n) {
        for (const auto& a : aliases)
            if (a->m_name == n) return a;
        return nullptr;
    }

    void compile() {
        if (!compiled.empty()) return;
        runtime::TypeNameResolver resolver = [this](std::string_view n) { return local_type(n); };
        for (const std::string& decl : local_types) {
            auto eq = decl.find(" = ");
            std::string alias_name = decl.substr(0, eq);
            std::string body = decl.substr(eq + 3);
            aliases.push_back(runtime::type_alias(alias_name, [this, body, resolver]() {
                std::string error;
                runtime::TypePtr t = runtime::parse_type(body, &error, resolver);
                if (t == nullptr)
                    throw std::logic_error(
                        fmt::format("function '{}': bad local type '{}': {}", name, body, error));
                return t;
            }));
        }
        for (Dispatch& d : source) {
            Compiled c;
            c.block = d.block;
            c.body = std::move(d.body);
            for (const Param& p : d.params) {
                std::string error;
                runtime::TypePtr t = runtime::parse_type(p.type, &error, resolver);
                if (t == nullptr)
                    throw std::logic_error(
                        fmt::format("function '{}': bad type '{}': {}", name, p.type, error));
                std::string text = aliases.empty() ? p.type : runtime::to_string_expanded(*t);
                c.params.push_back({t, p.name, text, p.kind});
                if (p.kind == Param::Kind::Required || p.kind == Param::Kind::RequiredRepeated) ++c.min;
                c.max = (p.kind == Param::Kind::Repeated || p.kind == Param::Kind::RequiredRepeated)
                            ? kUnbounded
                            : c.max + 1;
            }
            compiled.push_back(std::move(c));
        }
    }

    // The first argument that does not fit, as "parameter 'x' expects ..."; empty when all fit.
    static std::string mismatch(const Compiled& c, std::span<const Value> args) {
        for (std::size_t i = 0; i < args.size(); ++i) {
            const auto& p = c.param_for(i);
            if (!runtime::is_instance(*p.type, args[i])) {
                return fmt::format("parameter '{}' {}", p.name, runtime::describe_mismatch(*p.type, args[i]));
            }
        }
        return {};
    }

    std::size_t select(std::span<const Value> args, bool has_block) {
        compile();
        std::vector<std::size_t> fitting;
        std::size_t lo = kUnbounded;
        std::size_t hi = 0;
        for (std::size_t i = 0; i < compiled.size(); ++i) {
            const Compiled& c = compiled[i];
            lo = std::min(lo, c.min);
            hi = std::max(hi, c.max);
            if (args.size() >= c.min && args.size() <= c.max) fitting.push_back(i);
        }
        if (fitting.empty()) {
            std::string expected;
            if (lo == hi)
                expected = fmt::format("{} argument{}", lo, lo == 1 ? "" : "s");
            else if (hi == kUnbounded)
                expected = fmt::format("at least {} argument{}", lo, lo == 1 ? "" : "s");
            else
                expected = fmt::format("between {} and {} arguments", lo, hi);
            throw FunctionError(fmt::format("'{}' expects {}, got {}", name, expected, args.size()));
        }
        // a dispatch whose block use does not fit is skipped, as Puppet's dispatcher does
        std::vector<std::size_t> usable;
        for (std::size_t i : fitting) {
            const Compiled& c = compiled[i];
            bool block_ok = has_block ? c.block != BlockUse::None : c.block != BlockUse::Required;
            if (block_ok) usable.push_back(i);
        }
        if (usable.empty()) {
            throw FunctionError(has_block ? fmt::format("'{}' does not expect a block", name)
                                          : fmt::format("'{}' expects a block", name));
        }
        std::vector<std::string> rejections;
        for (std::size_t i : usable) {
            std::string why = mismatch(compiled[i], args);
            if (why.empty()) return i;
            rejections.push_back(std::move(why));
        }
        // every dispatch rejected the arguments the same way: one message (Puppet merges them)
        if (std::all_of(rejections.begin(), rejections.end(),
                        [&](const std::string& r) { return r == rejections[0]; })) {
            throw FunctionError(fmt::format("'{}' {}", name, rejections[0]));
        }
        std::string msg = fmt::format(
            "The function '{}' was called with arguments it does not accept. It expects one of:", name);
        for (std::size_t i = 0; i < usable.size(); ++i) {
            msg += fmt::format("\n  {}\n    rejected: {}", compiled[usable[i]].text(), rejections[i]);
        }
        throw FunctionError(msg);
    }

    Value call(CallContext& ctx, std::span<const Value> args) {
        std::size_t i = select(args, ctx.block != nullptr);
        return compiled[i].body(ctx, args);
    }
};

} // namespace

void add_function(FunctionRegistry& registry, std::string name, std::string doc,
                  std::vector<Dispatch> dispatches) {
    std::string signature;
    for (const Dispatch& d : dispatches) {
        std::string s = "Callable[";
        for (std::size_t i = 0; i < d.params.size(); ++i) {
            if (i > 0) s += ", ";
            s += d.params[i].type;
        }
        s += "]";
        if (!signature.empty()) signature += "\n";
        signature += s;
    }
    auto fn = std::make_shared<Function>();
    fn->name = name;
    fn->source = std::move(dispatches);
    registry.add({std::move(name), std::move(signature), std::move(doc),
                  [fn](CallContext& ctx, std::span<const Value> args) { return fn->call(ctx, args); }});
}

struct Dispatcher::Impl {
    Function fn;
    std::mutex mu; // compiled on first use
};

Dispatcher::Dispatcher(std::string name, std::vector<Dispatch> dispatches,
                       std::vector<std::string> local_types)
    : m_impl(std::make_unique<Impl>()) {
    m_impl->fn.name = std::move(name);
    m_impl->fn.source = std::move(dispatches);
    m_impl->fn.local_types = std::move(local_types);
}

Dispatcher::~Dispatcher() {
    for (const auto& a : m_impl->fn.aliases)
        a->clear_resolution(); // local aliases may refer to each other
}

std::size_t Dispatcher::select(std::span<const Value> args) const {
    std::lock_guard lock(m_impl->mu);
    return m_impl->fn.select(args, false);
}

Value Dispatcher::call(CallContext& ctx, std::span<const Value> args) const {
    std::size_t i = 0;
    {
        std::lock_guard lock(m_impl->mu);
        i = m_impl->fn.select(args, ctx.block != nullptr);
    }
    return m_impl->fn.compiled[i].body(ctx, args);
}

} // namespace pp::evaluator
