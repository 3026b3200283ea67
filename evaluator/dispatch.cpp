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
                // with local types, Puppet prints a parameter's type as a type: an alias by its definition
                std::string text = aliases.empty() ? p.type
                                   : t->kind() == runtime::TypeKind::TypeAlias
                                       ? runtime::to_string_expanded(*t)
                                       : runtime::to_string(*t);
                c.params.push_back({t, p.name, text, p.kind});
                if (p.kind == Param::Kind::Required || p.kind == Param::Kind::RequiredRepeated) ++c.min;
                c.max = (p.kind == Param::Kind::Repeated || p.kind == Param::Kind::RequiredRepeated)
                            ? kUnbounded
                            : c.max + 1;
            }
            compiled.push_back(std::move(c));
        }
    }

    // The first argument that does not fit (its position, or npos when all fit) and its description,
    // "parameter 'x' expects ...".
    static std::string mismatch(const Compiled& c, std::span<const Value> args,
                                std::size_t* position = nullptr) {
        for (std::size_t i = 0; i < args.size(); ++i) {
            const auto& p = c.param_for(i);
            if (!runtime::is_instance(*p.type, args[i])) {
                if (position != nullptr) *position = i;
                return fmt::format("parameter '{}' {}", p.name, runtime::describe_mismatch(*p.type, args[i]));
            }
        }
        return {};
    }

    // TypeMismatchDescriber#range_to_s
    static std::string range_text(std::size_t min, std::size_t max, const char* zero) {
        if (min == max) return min == 0 ? zero : std::to_string(min);
        if (min == 0) return max == kUnbounded ? "any number of" : fmt::format("at most {}", max);
        if (max == kUnbounded) return fmt::format("at least {}", min);
        return fmt::format("between {} and {}", min, max);
    }

    // CountMismatch#message
    static std::string count_mismatch(std::size_t min, std::size_t max, std::size_t given) {
        bool singular = (min == 1 && (max == 1 || max == kUnbounded)) || (min == 0 && max == 1);
        return fmt::format("expects {} argument{}, got {}", range_text(min, max, "no"), singular ? "" : "s",
                           range_text(given, given, "none"));
    }

    // Puppet's dispatch: the first signature the arguments and the block fit. When none does, its
    // describe_signatures: each signature's first problem (argument count, then types, then the block);
    // one message when every signature has the same problem (argument counts merge into one range),
    // else every signature with its rejection.
    std::size_t select(std::span<const Value> args, bool has_block) {
        compile();
        enum class Problem : std::uint8_t { None, Count, Type, MissingBlock, UnexpectedBlock };
        struct Rejection {
            Problem problem = Problem::None;
            std::string text;
            std::size_t position = std::string::npos; ///< the argument a type problem is about
        };
        const std::size_t n = compiled.size();
        std::vector<Rejection> errors(n);
        auto block_ok = [&](const Compiled& c) {
            return has_block ? c.block != BlockUse::None : c.block != BlockUse::Required;
        };
        for (std::size_t i = 0; i < n; ++i) {
            const Compiled& c = compiled[i];
            if (args.size() < c.min || args.size() > c.max) {
                errors[i] = {Problem::Count, count_mismatch(c.min, c.max, args.size())};
                continue;
            }
            std::size_t position = std::string::npos;
            std::string why = mismatch(c, args, &position);
            if (!why.empty()) {
                errors[i] = {Problem::Type, std::move(why), position};
                continue;
            }
            if (block_ok(c)) return i;
        }
        // block problems count only where the arguments fit; they replace argument problems when every
        // signature has one
        std::size_t block_problems = 0;
        std::vector<Rejection> block_errors(n);
        for (std::size_t i = 0; i < n; ++i) {
            if (block_ok(compiled[i])) continue;
            block_errors[i] = has_block ? Rejection{Problem::UnexpectedBlock, "does not expect a block"}
                                        : Rejection{Problem::MissingBlock, "expects a block"};
            ++block_problems;
        }
        bool all_args_rejected = std::all_of(errors.begin(), errors.end(),
                                             [](const Rejection& r) { return r.problem != Problem::None; });
        if (!all_args_rejected) {
            if (block_problems == n) {
                errors = block_errors;
            } else {
                for (std::size_t i = 0; i < n; ++i)
                    if (errors[i].problem == Problem::None) errors[i] = block_errors[i];
            }
        }
        auto all = [&](Problem p) {
            return std::all_of(errors.begin(), errors.end(),
                               [&](const Rejection& r) { return r.problem == p; });
        };
        if (all(Problem::Count)) {
            std::size_t lo = kUnbounded;
            std::size_t hi = 0;
            for (const Compiled& c : compiled) {
                lo = std::min(lo, c.min);
                hi = std::max(hi, c.max);
            }
            throw FunctionError(fmt::format("'{}' {}", name, count_mismatch(lo, hi, args.size())));
        }
        // every signature refuses the same argument's type outright: one message naming all the types
        // (TypeMismatch#merge)
        if (all(Problem::Type)) {
            std::size_t at = errors[0].position;
            const std::string& pname = compiled[0].param_for(at).name;
            std::vector<runtime::TypePtr> types;
            bool same = std::all_of(errors.begin(), errors.end(), [&](const Rejection& r) {
                return r.position == at &&
                       r.text.rfind(fmt::format("parameter '{}' expects ", pname), 0) == 0 &&
                       r.text.find('\n') == std::string::npos;
            });
            for (std::size_t i = 0; same && i < n; ++i) {
                const auto& p = compiled[i].param_for(at);
                same = p.name == pname &&
                       runtime::describe_mismatches(*p.type, args[at]).front().rfind("expects", 0) == 0;
                // the expected types, flattened and without duplicates
                const runtime::Type& t = p.type->resolved();
                std::vector<runtime::TypePtr> alternatives = t.kind() == runtime::TypeKind::Variant
                                                                 ? t.m_types
                                                                 : std::vector<runtime::TypePtr>{p.type};
                for (const auto& a : alternatives)
                    if (std::none_of(types.begin(), types.end(),
                                     [&](const auto& u) { return runtime::eql(*u, *a); }))
                        types.push_back(a);
            }
            if (same && n > 1) {
                runtime::TypePtr expected = types.size() == 1 ? types[0] : runtime::variant_type(types);
                throw FunctionError(fmt::format("'{}' parameter '{}' {}", name, pname,
                                                runtime::describe_mismatch(*expected, args[at])));
            }
        }
        // the same problem everywhere: one message (Puppet merges them)
        if (std::all_of(errors.begin(), errors.end(),
                        [&](const Rejection& r) { return r.text == errors[0].text; })) {
            throw FunctionError(fmt::format("'{}' {}", name, errors[0].text));
        }
        std::string msg = fmt::format(
            "The function '{}' was called with arguments it does not accept. It expects one of:", name);
        for (std::size_t i = 0; i < n; ++i) {
            msg += fmt::format("\n  {}\n    rejected: {}", compiled[i].text(), errors[i].text);
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

} // namespace pp::evaluator
