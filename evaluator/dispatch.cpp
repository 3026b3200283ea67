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

    // "(String str, Optional[Integer] limit)" as Puppet lists rejected signatures
    [[nodiscard]] std::string text() const {
        std::string s = "(";
        for (std::size_t i = 0; i < params.size(); ++i) {
            if (i > 0) s += ", ";
            s += params[i].type_text + " " + params[i].name;
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
    std::vector<Compiled> compiled; // built on the first call: parsing types costs start-up time otherwise

    void compile() {
        if (!compiled.empty()) return;
        for (Dispatch& d : source) {
            Compiled c;
            c.block = d.block;
            c.body = std::move(d.body);
            for (const Param& p : d.params) {
                std::string error;
                runtime::TypePtr t = runtime::parse_type(p.type, &error);
                if (t == nullptr)
                    throw std::logic_error(
                        fmt::format("function '{}': bad type '{}': {}", name, p.type, error));
                c.params.push_back({t, p.name, p.type, p.kind});
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
        std::vector<const Compiled*> usable;
        for (const Compiled* c : fitting) {
            bool block_ok = has_block ? c->block != BlockUse::None : c->block != BlockUse::Required;
            if (block_ok) usable.push_back(c);
        }
        if (usable.empty()) {
            throw FunctionError(has_block ? fmt::format("'{}' does not expect a block", name)
                                          : fmt::format("'{}' expects a block", name));
        }
        std::vector<std::string> rejections;
        for (const Compiled* c : usable) {
            std::string why = mismatch(*c, args);
            if (why.empty()) return c->body(ctx, args);
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
            msg += fmt::format("\n  {}\n    rejected: {}", usable[i]->text(), rejections[i]);
        }
        throw FunctionError(msg);
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

} // namespace pp::evaluator
