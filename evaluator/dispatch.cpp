#include "evaluator/dispatch.hpp"

#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/types.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <memory>

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

    // "(String str, Integer limit?, Any args*)" as Puppet lists rejected signatures
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
            case Param::Kind::Required:
                break;
            }
        }
        return s + ")";
    }
    [[nodiscard]] const P& param_for(std::size_t arg) const {
        return arg < params.size() ? params[arg] : params.back(); // a repeated parameter takes the rest
    }
};

// CountMismatch#message (range_to_s): "expects 2 arguments, got 1", "expects no arguments, got none",
// "expects at most 3 arguments, got 4"
std::string count_mismatch(std::size_t lo, std::size_t hi, std::size_t got) {
    std::string range;
    if (lo == hi)
        range = lo == 0 ? "no" : std::to_string(lo);
    else if (lo == 0)
        range = hi == kUnbounded ? "unlimited" : fmt::format("at most {}", hi);
    else if (hi == kUnbounded)
        range = fmt::format("at least {}", lo);
    else
        range = fmt::format("between {} and {}", lo, hi);
    bool singular = (lo == 1 && (hi == 1 || hi == kUnbounded)) || (lo == 0 && hi == 1);
    return fmt::format("expects {} argument{}, got {}", range, singular ? "" : "s",
                       got == 0 ? "none" : std::to_string(got));
}

struct Function {
    std::string name;
    std::vector<Dispatch> source;
    runtime::TypeNameResolver local_types;
    std::vector<Compiled> compiled; // built on the first call: parsing types costs start-up time otherwise

    void compile() {
        if (!compiled.empty()) return;
        for (Dispatch& d : source) {
            Compiled c;
            c.block = d.block;
            c.body = std::move(d.body);
            for (const Param& p : d.params) {
                std::string error;
                runtime::TypePtr t = runtime::parse_type(p.type, &error, local_types);
                if (t == nullptr)
                    throw std::logic_error(
                        fmt::format("function '{}': bad type '{}': {}", name, p.type, error));
                std::string text = t->kind() == runtime::TypeKind::TypeAlias
                                       ? t->m_name + " = " + runtime::to_string(t->resolved())
                                       : p.type;
                c.params.push_back({t, p.name, std::move(text), p.kind});
                if (p.kind == Param::Kind::Required || p.kind == Param::Kind::RequiredRepeated) ++c.min;
                c.max = (p.kind == Param::Kind::Repeated || p.kind == Param::Kind::RequiredRepeated)
                            ? kUnbounded
                            : c.max + 1;
            }
            compiled.push_back(std::move(c));
        }
    }

    // Why a dispatch rejects the arguments: the parameter (none for a count mismatch) and its problems.
    struct Rejection {
        const Compiled* dispatch = nullptr;
        std::string param;
        std::vector<std::string> problems;
        bool operator==(const Rejection& o) const { return param == o.param && problems == o.problems; }
        // "parameter 'x' expects ..." as one message (later problems on their own lines)
        [[nodiscard]] std::string merged() const {
            std::string out = param.empty() ? "" : fmt::format("parameter '{}' ", param);
            for (std::size_t i = 0; i < problems.size(); ++i)
                out += (i > 0 ? "\n" : "") + problems[i];
            return out;
        }
    };

    // How the first argument that does not fit fails; no problems when all fit.
    static Rejection mismatch(const Compiled& c, std::span<const Value> args) {
        for (std::size_t i = 0; i < args.size(); ++i) {
            const auto& p = c.param_for(i);
            if (!runtime::is_instance(*p.type, args[i]))
                return {&c, p.name, runtime::describe_mismatches(*p.type, args[i])};
        }
        return {&c, {}, {}};
    }

    Value call(CallContext& ctx, std::span<const Value> args) {
        compile();
        bool has_block = ctx.block != nullptr;
        std::vector<const Compiled*> fitting;
        std::size_t lo = kUnbounded;
        std::size_t hi = 0;
        for (const Compiled& c : compiled) {
            lo = std::min(lo, c.min);
            hi = std::max(hi, c.max);
            if (args.size() >= c.min && args.size() <= c.max) fitting.push_back(&c);
        }
        if (fitting.empty())
            throw FunctionError(fmt::format("'{}' {}", name, count_mismatch(lo, hi, args.size())));
        // a dispatch whose block use does not fit is skipped, as Puppet's dispatcher does
        std::vector<const Compiled*> usable;
        for (const Compiled* c : fitting) {
            bool block_ok = has_block ? c->block != BlockUse::None : c->block != BlockUse::Required;
            if (block_ok) usable.push_back(c);
        }
        if (usable.empty()) {
            throw FunctionError(has_block ? fmt::format("'{}' does not expect a block", name)
                                          : fmt::format("'{}' expects a block", name));
        }
        // Puppet lists every signature, those that do not take this many arguments too
        std::vector<Rejection> rejections;
        for (const Compiled& c : compiled) {
            if (args.size() < c.min || args.size() > c.max) {
                rejections.push_back({&c, {}, {count_mismatch(c.min, c.max, args.size())}});
                continue;
            }
            if (std::find(usable.begin(), usable.end(), &c) == usable.end()) continue;
            Rejection why = mismatch(c, args);
            if (why.problems.empty()) return c.body(ctx, args);
            rejections.push_back(std::move(why));
        }
        // every dispatch rejected the arguments the same way: one message (Puppet merges them)
        if (std::all_of(rejections.begin(), rejections.end(),
                        [&](const Rejection& r) { return r == rejections[0]; })) {
            throw FunctionError(fmt::format("'{}' {}", name, rejections[0].merged()));
        }
        std::string msg = fmt::format(
            "The function '{}' was called with arguments it does not accept. It expects one of:", name);
        for (const Rejection& r : rejections) {
            msg += fmt::format("\n  {}", r.dispatch->text());
            for (const std::string& p : r.problems)
                msg += r.param.empty() ? fmt::format("\n    rejected: {}", p)
                                       : fmt::format("\n    rejected: parameter '{}' {}", r.param, p);
        }
        throw FunctionError(msg);
    }
};

} // namespace

NativeFunction make_dispatcher(std::string name, std::vector<Dispatch> dispatches,
                               runtime::TypeNameResolver local_types) {
    auto fn = std::make_shared<Function>();
    fn->name = std::move(name);
    fn->source = std::move(dispatches);
    fn->local_types = std::move(local_types);
    return [fn](CallContext& ctx, std::span<const Value> args) { return fn->call(ctx, args); };
}

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
    NativeFunction fn = make_dispatcher(name, std::move(dispatches));
    registry.add({std::move(name), std::move(signature), std::move(doc), std::move(fn)});
}

} // namespace pp::evaluator
