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
constexpr std::int64_t kInf = runtime::Type::UnboundedMax;

// One problem with the arguments of one dispatch (type_mismatch_describer.rb's Mismatch classes that the
// dispatcher produces). `path` is the canonical path ("parameter 'x'", "block", or empty).
struct Mismatch {
    enum class Kind : std::uint8_t { Count, MissingBlock, UnexpectedBlock, Type, Other };
    Kind kind = Kind::Other;
    std::string path;
    std::string text; ///< the message after the path: "expects a String value, got Integer"
    // Type: the expected types (merged across dispatches) and the argument
    std::vector<runtime::TypePtr> expected;
    const Value* actual = nullptr;
    // Count: expected and actual ranges
    std::int64_t emin = 0, emax = 0, amin = 0, amax = 0;

    [[nodiscard]] std::string format() const { return (path.empty() ? "" : " " + path) + " " + text; }
    [[nodiscard]] bool same(const Mismatch& o) const {
        return kind == o.kind && path == o.path && text == o.text;
    }
};

Mismatch count_mismatch(std::string path, std::int64_t emin, std::int64_t emax, std::int64_t amin,
                        std::int64_t amax) {
    Mismatch m;
    m.kind = Mismatch::Kind::Count;
    m.path = std::move(path);
    m.emin = emin;
    m.emax = emax;
    m.amin = amin;
    m.amax = amax;
    bool one = (emin == 1 && (emax == 1 || emax == kInf)) || (emin == 0 && emax == 1);
    m.text = fmt::format("expects {} argument{}, got {}", count_range_text(emin, emax, "no"), one ? "" : "s",
                         count_range_text(amin, amax, "none"));
    return m;
}

// The argument-count range of a Callable block type; [0, inf] for plain `Callable`.
std::pair<std::int64_t, std::int64_t> callable_range(const runtime::Type& t) {
    if (t.m_callable_default) return {0, kInf};
    auto n = static_cast<std::int64_t>(t.m_types.size());
    std::int64_t min = t.m_imin == runtime::Type::UnboundedMin ? n : t.m_imin;
    std::int64_t max = t.m_imax == runtime::Type::UnboundedMin ? n : t.m_imax;
    return {min, max};
}

// What a lambda accepts, as Closure#create_callable_type computes it.
std::pair<std::int64_t, std::int64_t> lambda_range(const parser::Lambda& l) {
    std::int64_t min = 0;
    std::int64_t max = 0;
    for (const parser::Parameter* p : l.parameters) {
        if (p->captures_rest) {
            max = kInf;
        } else {
            if (p->value == nullptr) ++min;
            if (max != kInf) ++max;
        }
    }
    return {min, max};
}

struct Compiled {
    struct P {
        runtime::TypePtr type;
        std::string name;
        Param::Kind kind;
    };
    std::vector<P> params;
    BlockUse block;
    runtime::TypePtr block_type; // Callable
    NativeFunction body;
    bool mismatch_handler = false;
    std::size_t min = 0;
    std::size_t max = 0;

    // "String str, Integer limit?, Callable[1, 1] block" as Puppet lists signatures (signature_string)
    [[nodiscard]] std::string text() const {
        std::string s;
        for (const P& p : params) {
            if (!s.empty()) s += ", ";
            const runtime::Type* t = p.type.get();
            std::string indicator;
            if (p.kind == Param::Kind::Repeated) {
                indicator = "*";
            } else if (p.kind == Param::Kind::RequiredRepeated) {
                indicator = "+";
            } else if (p.kind == Param::Kind::Optional) {
                indicator = "?";
                if (t->m_kind == runtime::TypeKind::Optional && t->m_elem) t = t->m_elem.get();
            }
            // a local type alias shows as `Formats = Variant[...]`, an Object type with its attributes, as
            // Puppet prints them
            bool expand = t->kind() == runtime::TypeKind::TypeAlias || t->kind() == runtime::TypeKind::Object;
            s += (expand ? runtime::to_string_expanded(*t) : runtime::to_string(*t)) + " " + p.name +
                 indicator;
        }
        if (block != BlockUse::None) {
            if (!s.empty()) s += ", ";
            s += runtime::to_string(*block_type) + " block" + (block == BlockUse::Optional ? "?" : "");
        }
        return s;
    }
    [[nodiscard]] const P& param_for(std::size_t arg) const {
        return arg < params.size() ? params[arg] : params.back(); // a repeated parameter takes the rest
    }
    [[nodiscard]] bool block_fits(const parser::Lambda* lambda) const {
        if (lambda == nullptr) return block != BlockUse::Required;
        if (block == BlockUse::None) return false;
        // Callable#assignable? is checked in reverse: the lambda must accept every count the block is
        // called with
        auto [bmin, bmax] = callable_range(*block_type);
        if (block_type->m_callable_default) return true;
        auto [lmin, lmax] = lambda_range(*lambda);
        return lmin <= bmin && bmax <= lmax;
    }

    // describe_signature_arguments: the count, else the first parameter whose argument does not fit
    [[nodiscard]] std::vector<Mismatch> describe_arguments(std::span<const Value> args) const {
        auto n = static_cast<std::int64_t>(args.size());
        if (args.size() < min || args.size() > max) {
            return {count_mismatch("", static_cast<std::int64_t>(min),
                                   max == kUnbounded ? kInf : static_cast<std::int64_t>(max), n, n)};
        }
        for (std::size_t i = 0; i < args.size(); ++i) {
            const P& p = param_for(i);
            if (runtime::is_instance(*p.type, args[i])) continue;
            // Puppet describes the inferred type of the argument: what the type accepts is no error
            if (runtime::is_assignable(*p.type, *runtime::infer_set(args[i]))) continue;
            std::vector<std::string> lines = runtime::describe_mismatches(*p.type, args[i]);
            std::vector<Mismatch> out;
            std::string path = fmt::format("parameter '{}'", p.name);
            for (std::string& line : lines) {
                Mismatch m;
                m.path = path;
                bool plain = lines.size() == 1 && line.rfind("expects ", 0) == 0 &&
                             line.rfind("expects size", 0) != 0 && line.rfind("expects a value for", 0) != 0;
                if (plain) {
                    m.kind = Mismatch::Kind::Type;
                    m.expected.push_back(p.type);
                    m.actual = &args[i];
                }
                m.text = std::move(line);
                out.push_back(std::move(m));
            }
            if (!out.empty()) return out;
        }
        return {};
    }

    // describe_signature_block
    [[nodiscard]] std::vector<Mismatch> describe_block(const parser::Lambda* lambda) const {
        Mismatch m;
        if (lambda != nullptr) {
            if (block == BlockUse::None) {
                m.kind = Mismatch::Kind::UnexpectedBlock;
                m.text = "does not expect a block";
                return {m};
            }
            if (block_type->m_callable_default) return {};
            auto [bmin, bmax] = callable_range(*block_type);
            auto [lmin, lmax] = lambda_range(*lambda);
            if (bmin <= lmin && lmax <= bmax) return {};
            return {count_mismatch("block", bmin, bmax, lmin, lmax)};
        }
        if (block != BlockUse::Required) return {};
        m.kind = Mismatch::Kind::MissingBlock;
        m.text = "expects a block";
        return {m};
    }
};

// Mismatch#merge for the kinds the dispatcher merges (same canonical path in every dispatch).
Mismatch merge(const std::vector<const Mismatch*>& ms) {
    Mismatch out = *ms[0];
    if (out.kind == Mismatch::Kind::Count) {
        for (const Mismatch* m : ms) {
            out.emin = std::min(out.emin, m->emin);
            out.emax = std::max(out.emax, m->emax);
        }
        return count_mismatch(out.path, out.emin, out.emax, out.amin, out.amax);
    }
    if (out.kind == Mismatch::Kind::Type) {
        // the expected types, flattened into one Variant (normalized) without duplicates
        std::vector<runtime::TypePtr> types;
        auto add = [&](const runtime::TypePtr& t) {
            for (const auto& x : types) {
                if (runtime::eql(*x, *t)) return;
            }
            types.push_back(t);
        };
        for (const Mismatch* m : ms) {
            for (const auto& t : m->expected) {
                if (t->m_kind == runtime::TypeKind::Variant) {
                    for (const auto& v : t->m_types)
                        add(v);
                } else {
                    add(t);
                }
            }
        }
        out.expected = types;
        out.text = runtime::describe_mismatch(*runtime::variant_type(types), *out.actual);
    }
    return out;
}

struct Function {
    std::string name;
    std::vector<Dispatch> source;
    runtime::TypeNameResolver local_types;
    std::vector<Compiled> compiled; // built on the first call: parsing types costs start-up time otherwise

    static runtime::TypePtr parse(const std::string& fn, const std::string& text,
                                  const runtime::TypeNameResolver& resolver = {}) {
        std::string error;
        runtime::TypePtr t = runtime::parse_type(text, &error, resolver);
        if (t == nullptr)
            throw std::logic_error(fmt::format("function '{}': bad type '{}': {}", fn, text, error));
        return t;
    }

    void compile() {
        if (!compiled.empty()) return;
        for (Dispatch& d : source) {
            Compiled c;
            c.block = d.block;
            c.block_type = parse(name, d.block_type.empty() ? "Callable" : d.block_type);
            c.body = std::move(d.body);
            c.mismatch_handler = d.mismatch_handler;
            for (const Param& p : d.params) {
                c.params.push_back(
                    {p.resolved ? p.resolved : parse(name, p.type, local_types), p.name, p.kind});
                if (p.kind == Param::Kind::Required || p.kind == Param::Kind::RequiredRepeated) ++c.min;
                c.max = (p.kind == Param::Kind::Repeated || p.kind == Param::Kind::RequiredRepeated)
                            ? kUnbounded
                            : c.max + 1;
            }
            compiled.push_back(std::move(c));
        }
    }

    [[nodiscard]] std::string describe(std::span<const Value> args, const parser::Lambda* lambda) const {
        // the argument_mismatch handlers are no signatures of the function
        std::vector<const Compiled*> listed;
        for (const Compiled& c : compiled) {
            if (!c.mismatch_handler) listed.push_back(&c);
        }
        std::vector<std::vector<Mismatch>> errors;
        for (const Compiled* c : listed)
            errors.push_back(c->describe_arguments(args));
        // block problems count when some dispatch accepts the arguments; they replace the argument
        // problems when every dispatch has one
        if (!std::all_of(errors.begin(), errors.end(), [](const auto& e) { return !e.empty(); })) {
            std::vector<std::vector<Mismatch>> blocks;
            for (const Compiled* c : listed)
                blocks.push_back(c->describe_block(lambda));
            auto with_block =
                std::count_if(blocks.begin(), blocks.end(), [](const auto& b) { return !b.empty(); });
            if (static_cast<std::size_t>(with_block) == blocks.size()) {
                errors = blocks;
            } else if (with_block > 0) {
                for (std::size_t i = 0; i < errors.size(); ++i) {
                    if (errors[i].empty()) errors[i] = blocks[i];
                }
            }
        }
        // merge_descriptions
        std::vector<Mismatch> flat;
        for (const auto& e : errors)
            flat.insert(flat.end(), e.begin(), e.end());
        for (auto kind : {Mismatch::Kind::Count, Mismatch::Kind::MissingBlock,
                          Mismatch::Kind::UnexpectedBlock, Mismatch::Kind::Type}) {
            std::vector<const Mismatch*> ms;
            for (const Mismatch& m : flat) {
                if (m.kind == kind) ms.push_back(&m);
            }
            if (ms.size() != errors.size() || ms.empty()) continue;
            if (std::all_of(ms.begin(), ms.end(),
                            [&](const Mismatch* m) { return m->path == ms[0]->path; })) {
                flat = {merge(ms)};
                break;
            }
        }
        std::vector<Mismatch> unique;
        for (Mismatch& m : flat) {
            if (std::none_of(unique.begin(), unique.end(), [&](const Mismatch& u) { return u.same(m); }))
                unique.push_back(std::move(m));
        }
        std::string label = fmt::format("'{}'", name);
        if (unique.size() == 1) return label + unique[0].format();
        std::string msg;
        if (listed.size() == 1) {
            msg = fmt::format("{} expects ({})", label, listed[0]->text());
            for (const Mismatch& m : errors[0])
                msg += "\n  rejected:" + m.format();
            return msg;
        }
        msg = fmt::format("The function {} was called with arguments it does not accept. It expects one of:",
                          label);
        for (std::size_t i = 0; i < listed.size(); ++i) {
            msg += fmt::format("\n  ({})", listed[i]->text());
            for (const Mismatch& m : errors[i])
                msg += "\n    rejected:" + m.format();
        }
        return msg;
    }

    Value call(CallContext& ctx, std::span<const Value> args) {
        compile();
        // the argument_mismatch handlers come last (add them after the dispatches)
        for (const Compiled& c : compiled) {
            if (args.size() < c.min || args.size() > c.max || !c.block_fits(ctx.block)) continue;
            bool fits = true;
            for (std::size_t i = 0; i < args.size() && fits; ++i)
                fits = runtime::is_instance(*c.param_for(i).type, args[i]);
            if (fits) return c.body(ctx, args);
        }
        throw FunctionError(describe(args, ctx.block));
    }
};

} // namespace

std::string count_range_text(std::int64_t min, std::int64_t max, std::string_view zero) {
    if (min == max) return min == 0 ? std::string(zero) : std::to_string(min);
    if (min == 0) return max == kInf ? "unlimited" : fmt::format("at most {}", max);
    if (max == kInf) return fmt::format("at least {}", min);
    return fmt::format("between {} and {}", min, max);
}

NativeFunction make_dispatcher(std::string name, std::vector<Dispatch> dispatches,
                               runtime::TypeNameResolver local_types) {
    auto fn = std::make_shared<Function>();
    fn->name = std::move(name);
    fn->source = std::move(dispatches);
    fn->local_types = std::move(local_types);
    return [fn](CallContext& ctx, std::span<const Value> args) { return fn->call(ctx, args); };
}

namespace {

FunctionInfo function_info(std::string name, std::string doc, std::vector<Dispatch> dispatches) {
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
    return {std::move(name), std::move(signature), std::move(doc), std::move(fn)};
}

} // namespace

void add_function(FunctionRegistry& registry, std::string name, std::string doc,
                  std::vector<Dispatch> dispatches) {
    registry.add(function_info(std::move(name), std::move(doc), std::move(dispatches)));
}

void add_module_function(FunctionRegistry& registry, std::string module, std::string name, std::string doc,
                         std::vector<Dispatch> dispatches) {
    FunctionInfo info = function_info(std::move(name), std::move(doc), std::move(dispatches));
    info.module = std::move(module);
    registry.add(std::move(info));
}

} // namespace pp::evaluator
