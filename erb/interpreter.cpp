// Evaluation of the template's Ruby: statements, expressions, variables, blocks, and the objects Puppet's
// TemplateWrapper puts in reach (`scope`, `@vars`, `has_variable?`, `file`). Method calls on values are in
// methods.cpp. Anything outside the subset raises ErbError "unsupported Ruby: ...", never a guess.
#include "erb/interpreter.hpp"

#include "erb/erb_error.hpp"
#include "erb/ruby_lexer.hpp"
#include "erb/ruby_parser.hpp"
#include "runtime/regexp.hpp"

namespace pp::erb {

namespace {
constexpr int max_depth = 200;

struct DepthGuard {
    int& d;
    explicit DepthGuard(int& depth, int line) : d(depth) {
        if (++d > max_depth) {
            --d;
            ruby_error("SystemStackError", "stack level too deep", line);
        }
    }
    ~DepthGuard() { --d; }
    DepthGuard(const DepthGuard&) = delete;
    DepthGuard& operator=(const DepthGuard&) = delete;
};
} // namespace

std::string describe_receiver(const RValue& v) {
    switch (v.kind()) {
    case RKind::Nil:
        return "nil:NilClass";
    case RKind::True:
        return "true:TrueClass";
    case RKind::False:
        return "false:FalseClass";
    case RKind::Object:
        return v.as_integer() == 0 ? "#<Puppet::Parser::TemplateWrapper>" : "#<Puppet::Parser::Scope>";
    default:
        break;
    }
    std::string s = inspect(v);
    if (s.size() > 65) return "an instance of " + std::string(class_name(v.kind()));
    return s + ":" + std::string(class_name(v.kind()));
}

std::shared_ptr<const Template> Template::compile(std::string_view text) {
    return std::shared_ptr<const Template>(new Template(parse_template(scan_erb(text))));
}

std::string Template::render(Bindings& bindings, const std::string& file) const {
    Interpreter in(bindings, file);
    return in.run(*m_root);
}

std::string Interpreter::run(const Node& root) {
    auto top = std::make_shared<Frame>();
    try {
        eval(root, top);
    } catch (const ReturnSignal&) {
        // `return` at the top level ends the template
    } catch (const NextSignal&) {
        ruby_error("SyntaxError", "Invalid next", root.line);
    } catch (const BreakSignal&) {
        ruby_error("SyntaxError", "Invalid break", root.line);
    }
    return std::move(m_out);
}

void Interpreter::no_method(const RValue& self, const std::string& name, int line) {
    ruby_error("NoMethodError", "undefined method `" + name + "' for " + describe_receiver(self), line);
}

RValue Interpreter::instance_variable(const std::string& name) {
    auto it = m_ivars.find(name);
    if (it != m_ivars.end()) return it->second;
    std::optional<RValue> v = m_bindings.instance_variable(name);
    RValue r = v ? *v : RValue::nil();
    if (v) m_ivars.emplace(name, r);
    return r;
}

RValue Interpreter::eval(const Node& n, const std::shared_ptr<Frame>& f) {
    try {
        switch (n.kind) {
        case NodeKind::Seq: {
            RValue last;
            for (const auto& k : n.kids)
                last = eval(*k, f);
            return last;
        }
        case NodeKind::Nil:
            return RValue::nil();
        case NodeKind::True:
            return RValue::boolean(true);
        case NodeKind::False:
            return RValue::boolean(false);
        case NodeKind::Self:
            return RValue::object(0);
        case NodeKind::Int:
            return RValue::integer(n.i);
        case NodeKind::Float:
            return RValue::flt(n.f);
        case NodeKind::Str:
            return RValue::string(n.str);
        case NodeKind::DStr: {
            std::string s;
            for (const auto& k : n.kids)
                s += to_s(eval(*k, f));
            return RValue::string(std::move(s));
        }
        case NodeKind::Sym:
            return RValue::symbol(n.str);
        case NodeKind::DSym: {
            std::string s;
            for (const auto& k : n.kids)
                s += to_s(eval(*k, f));
            return RValue::symbol(std::move(s));
        }
        case NodeKind::Regex: {
            std::string src = to_s(eval(*n.kids[0], f));
            std::string err;
            auto re = runtime::Regexp::compile(src, &err, static_cast<unsigned>(n.i));
            if (!re) ruby_error("RegexpError", err, n.line);
            return RValue::regexp(re);
        }
        case NodeKind::Array: {
            std::vector<RValue> items;
            for (const auto& k : n.kids) {
                if (k->kind == NodeKind::Splat) {
                    RValue v = eval(*k->kids[0], f);
                    if (v.kind() == RKind::Array) {
                        for (const auto& e : v.arr())
                            items.push_back(e);
                    } else if (v.kind() == RKind::Hash) {
                        for (const auto& [hk, hv] : v.hsh().entries)
                            items.push_back(RValue::array({hk, hv}));
                    } else if (!v.is_nil()) {
                        items.push_back(v);
                    }
                } else {
                    items.push_back(eval(*k, f));
                }
            }
            return RValue::array(std::move(items));
        }
        case NodeKind::HashLit: {
            RHash h;
            for (std::size_t i = 0; i + 1 < n.kids.size(); i += 2) {
                RValue k = eval(*n.kids[i], f);
                h.set(k, eval(*n.kids[i + 1], f));
            }
            return RValue::hash(std::move(h));
        }
        case NodeKind::Range: {
            RValue a = eval(*n.kids[0], f);
            RValue b = eval(*n.kids[1], f);
            if (a.kind() != RKind::Integer || b.kind() != RKind::Integer)
                unsupported("ranges of other than integers", n.line);
            return RValue::range(a.as_integer(), b.as_integer(), n.i == 1);
        }
        case NodeKind::IVar:
            return instance_variable(n.str);
        case NodeKind::GVar:
            if (n.str == "~") return m_last_match;
            if (n.str.size() == 1 && n.str[0] >= '1' && n.str[0] <= '9') {
                if (m_last_match.kind() != RKind::MatchData) return RValue::nil();
                std::size_t i = static_cast<std::size_t>(n.str[0] - '0');
                return i < m_last_match.arr().size() ? m_last_match.arr()[i] : RValue::nil();
            }
            unsupported("the global variable $" + n.str, n.line);
        case NodeKind::Ident: {
            if (RValue* v = f->find(n.str)) return *v;
            return RValue::nil(); // assigned later in the scope: nil, as Ruby
        }
        case NodeKind::Const:
            return constant(n.str, n.line);
        case NodeKind::Call:
            return eval_call(n, f);
        case NodeKind::Assign: {
            RValue v = eval(*n.kids[1], f);
            assign(*n.kids[0], v, f);
            return v;
        }
        case NodeKind::OpAssign: {
            const Node& target = *n.kids[0];
            // evaluate the receiver and index once
            if (target.kind == NodeKind::Call) {
                RValue recv = eval(*target.kids[0], f);
                std::shared_ptr<Proc> blk;
                std::vector<RValue> idx;
                for (std::size_t i = 1; i < target.kids.size(); ++i)
                    idx.push_back(eval(*target.kids[i], f));
                std::vector<RValue> a = idx;
                RValue cur = call_method(recv, target.str, a, nullptr, n.line);
                RValue nv;
                if (n.str == "||") {
                    if (cur.truthy()) return cur;
                    nv = eval(*n.kids[1], f);
                } else if (n.str == "&&") {
                    if (!cur.truthy()) return cur;
                    nv = eval(*n.kids[1], f);
                } else {
                    std::vector<RValue> rhs{eval(*n.kids[1], f)};
                    nv = call_method(cur, n.str, rhs, nullptr, n.line);
                }
                std::vector<RValue> sa = idx;
                sa.push_back(nv);
                call_method(recv, target.str + "=", sa, nullptr, n.line);
                return nv;
            }
            RValue cur = target.kind == NodeKind::IVar
                             ? instance_variable(target.str)
                             : (f->find(target.str) ? *f->find(target.str) : RValue());
            RValue nv;
            if (n.str == "||") {
                if (cur.truthy()) return cur;
                nv = eval(*n.kids[1], f);
            } else if (n.str == "&&") {
                if (!cur.truthy()) return cur;
                nv = eval(*n.kids[1], f);
            } else {
                std::vector<RValue> rhs{eval(*n.kids[1], f)};
                nv = call_method(cur, n.str, rhs, nullptr, n.line);
            }
            assign(target, nv, f);
            return nv;
        }
        case NodeKind::MultiAssign: {
            RValue v = eval(*n.kids[1], f);
            std::vector<RValue> items;
            if (v.kind() == RKind::Array) {
                items = v.arr();
            } else {
                items.push_back(v);
            }
            const auto& targets = n.kids[0]->kids;
            for (std::size_t i = 0; i < targets.size(); ++i) {
                if (targets[i]->kind == NodeKind::Splat) {
                    std::vector<RValue> rest;
                    std::size_t after = targets.size() - i - 1;
                    for (std::size_t j = i; j + after < items.size(); ++j)
                        rest.push_back(items[j]);
                    assign(*targets[i]->kids[0], RValue::array(std::move(rest)), f);
                    continue;
                }
                assign(*targets[i], i < items.size() ? items[i] : RValue::nil(), f);
            }
            return v;
        }
        case NodeKind::And: {
            RValue a = eval(*n.kids[0], f);
            return a.truthy() ? eval(*n.kids[1], f) : a;
        }
        case NodeKind::Or: {
            RValue a = eval(*n.kids[0], f);
            return a.truthy() ? a : eval(*n.kids[1], f);
        }
        case NodeKind::Not:
            return RValue::boolean(!eval(*n.kids[0], f).truthy());
        case NodeKind::Defined: {
            const Node& e = *n.kids[0];
            switch (e.kind) {
            case NodeKind::IVar:
                return m_ivars.contains(e.str) || m_bindings.instance_variable(e.str)
                           ? RValue::string("instance-variable")
                           : RValue::nil();
            case NodeKind::Ident:
                return f->find(e.str) ? RValue::string("local-variable") : RValue::nil();
            case NodeKind::Const:
                try {
                    constant(e.str, e.line);
                    return RValue::string("constant");
                } catch (const ErbError&) {
                    return RValue::nil();
                }
            case NodeKind::Call:
                if (!e.kids[0]) {
                    return m_defs.contains(e.str) || e.str == "scope" ? RValue::string("method")
                                                                      : RValue::nil();
                }
                return RValue::string("method");
            case NodeKind::Nil:
            case NodeKind::True:
            case NodeKind::False:
                return RValue::string("expression");
            default:
                return RValue::string("expression");
            }
        }
        case NodeKind::If:
            if (eval(*n.kids[0], f).truthy()) return eval(*n.kids[1], f);
            return n.kids[2] ? eval(*n.kids[2], f) : RValue::nil();
        case NodeKind::While: {
            std::size_t guard = 0;
            while (eval(*n.kids[0], f).truthy() != (n.i == 1)) {
                if (++guard > 1000000) ruby_error("RuntimeError", "loop did not end", n.line);
                try {
                    eval(*n.kids[1], f);
                } catch (NextSignal&) {
                    continue;
                } catch (BreakSignal& b) {
                    if (b.block != nullptr) throw;
                    return b.value;
                }
            }
            return RValue::nil();
        }
        case NodeKind::Case: {
            RValue subject = n.kids[0] ? eval(*n.kids[0], f) : RValue::nil();
            for (std::size_t i = 1; i + 1 < n.kids.size(); ++i) {
                const Node& w = *n.kids[i];
                for (std::size_t j = 0; j + 1 < w.kids.size(); ++j) {
                    std::vector<RValue> patterns;
                    if (w.kids[j]->kind == NodeKind::Splat) {
                        RValue v = eval(*w.kids[j]->kids[0], f);
                        if (v.kind() == RKind::Array)
                            patterns = v.arr();
                        else
                            patterns.push_back(v);
                    } else {
                        patterns.push_back(eval(*w.kids[j], f));
                    }
                    for (const auto& p : patterns) {
                        bool hit = n.kids[0] ? case_equal(p, subject, w.line) : p.truthy();
                        if (hit) return eval(*w.kids.back(), f);
                    }
                }
            }
            return n.kids.back() ? eval(*n.kids.back(), f) : RValue::nil();
        }
        case NodeKind::When:
            return RValue::nil();
        case NodeKind::Def:
            m_defs[n.str] = &n;
            return RValue::symbol(n.str);
        case NodeKind::Return:
            throw ReturnSignal{n.kids.empty() ? RValue::nil() : eval(*n.kids[0], f)};
        case NodeKind::Next:
            throw NextSignal{n.kids.empty() ? RValue::nil() : eval(*n.kids[0], f)};
        case NodeKind::Break:
            throw BreakSignal{n.kids.empty() ? RValue::nil() : eval(*n.kids[0], f), nullptr};
        case NodeKind::Splat:
        case NodeKind::BlockPass:
            unsupported("a splat here", n.line);
        case NodeKind::Output:
            m_out += n.str;
            return RValue::nil();
        case NodeKind::OutputExpr:
            m_out += to_s(eval(*n.kids[0], f));
            return RValue::nil();
        case NodeKind::Begin: {
            // `x rescue y` and begin/rescue: StandardError and the named classes (pp's own errors
            // included); unsupported constructs and syntax errors are never rescued
            std::string classes = n.str.substr(0, n.str.find('|'));
            std::string var = n.str.find('|') == std::string::npos ? "" : n.str.substr(n.str.find('|') + 1);
            try {
                return eval(*n.kids[0], f);
            } catch (const ErbError& e) {
                if (e.kind() != ErbError::Kind::Ruby) throw;
                if (!classes.empty() && classes.find(e.ruby_class()) == std::string::npos &&
                    classes.find("StandardError") == std::string::npos &&
                    classes.find("Exception") == std::string::npos)
                    throw;
                if (!var.empty()) f->assign(var, RValue::string(e.what()));
                return eval(*n.kids[1], f);
            }
        }
        case NodeKind::Lambda: {
            auto p = std::make_shared<Proc>();
            p->block = n.block.get();
            p->closure = f;
            p->lambda = true;
            return RValue::proc(p);
        }
        case NodeKind::Super:
            unsupported("'super'", n.line);
        }
        unsupported("this expression", n.line);
    } catch (ErbError& e) {
        e.set_line(n.line);
        throw;
    }
}

void Interpreter::assign(const Node& target, RValue value, const std::shared_ptr<Frame>& f) {
    switch (target.kind) {
    case NodeKind::Ident:
        f->assign(target.str, std::move(value));
        return;
    case NodeKind::IVar:
        m_ivars[target.str] = std::move(value);
        return;
    case NodeKind::Call: {
        RValue recv = eval(*target.kids[0], f);
        std::vector<RValue> args;
        for (std::size_t i = 1; i < target.kids.size(); ++i)
            args.push_back(eval(*target.kids[i], f));
        args.push_back(std::move(value));
        call_method(recv, target.str + "=", args, nullptr, target.line);
        return;
    }
    default:
        unsupported("assigning to this target", target.line);
    }
}

std::vector<RValue> Interpreter::eval_args(const Node& n, const std::shared_ptr<Frame>& f,
                                           std::shared_ptr<Proc>& blk) {
    std::vector<RValue> args;
    for (std::size_t i = 1; i < n.kids.size(); ++i) {
        const Node& a = *n.kids[i];
        if (a.kind == NodeKind::Splat) {
            RValue v = eval(*a.kids[0], f);
            if (v.kind() == RKind::Array) {
                for (const auto& e : v.arr())
                    args.push_back(e);
            } else if (!v.is_nil()) {
                args.push_back(v);
            }
        } else if (a.kind == NodeKind::BlockPass) {
            RValue v = eval(*a.kids[0], f);
            blk = std::make_shared<Proc>();
            if (v.kind() == RKind::Symbol) {
                blk->symbol = v.str();
            } else if (v.kind() == RKind::Proc) {
                *blk = v.proc();
            } else {
                unsupported("'&' with a " + std::string(class_name(v.kind())), a.line);
            }
        } else {
            args.push_back(eval(a, f));
        }
    }
    if (n.block) {
        blk = std::make_shared<Proc>();
        blk->block = n.block.get();
        blk->closure = f;
    }
    return args;
}

RValue Interpreter::eval_call(const Node& n, const std::shared_ptr<Frame>& f) {
    DepthGuard guard(m_depth, n.line);
    RValue recv;
    bool has_recv = n.kids[0] != nullptr;
    if (has_recv) {
        recv = eval(*n.kids[0], f);
        if (n.i == 1 && recv.is_nil()) return RValue::nil(); // `&.`
    }
    std::shared_ptr<Proc> blk;
    std::vector<RValue> args = eval_args(n, f, blk);
    try {
        if (!has_recv) return call_self(n.str, args, blk.get(), n.line);
        return call_method(recv, n.str, args, blk.get(), n.line);
    } catch (BreakSignal& b) {
        // `break` inside this call's block ends the call
        if (n.block && (b.block == n.block.get() || b.block == nullptr)) return b.value;
        throw;
    }
}

RValue Interpreter::yield(const Proc& blk, std::vector<RValue> args, int line) {
    DepthGuard guard(m_depth, line);
    if (!blk.symbol.empty()) {
        if (args.empty()) ruby_error("ArgumentError", "no receiver given", line);
        RValue recv = args[0];
        std::vector<RValue> rest(args.begin() + 1, args.end());
        return call_method(recv, blk.symbol, rest, nullptr, line);
    }
    auto frame = std::make_shared<Frame>();
    frame->parent = blk.closure;
    const auto& params = blk.block->params;
    bool spread = !blk.lambda && (params.size() > 1 || (params.size() == 1 && !params[0].nested.empty()));
    if (!blk.lambda && params.size() == 1 && params[0].nested.empty()) {
        // one parameter takes the first argument as is
        if (args.size() > 1) args.resize(1);
    }
    bind_params(params, std::move(args), *frame, spread, frame, line);
    try {
        return eval(*blk.block->body, frame);
    } catch (NextSignal& nx) {
        return nx.value;
    } catch (BreakSignal& b) {
        if (b.block == nullptr) b.block = blk.block;
        throw;
    }
}

void Interpreter::bind_params(const std::vector<BlockParam>& params, std::vector<RValue> args, Frame& frame,
                              bool spread, const std::shared_ptr<Frame>& f, int line) {
    if (spread && args.size() == 1 && args[0].kind() == RKind::Array) {
        std::vector<RValue> items = args[0].arr();
        args = std::move(items);
    }
    std::size_t splat_at = params.size();
    for (std::size_t i = 0; i < params.size(); ++i) {
        if (params[i].splat) splat_at = i;
    }
    std::size_t after = splat_at < params.size() ? params.size() - splat_at - 1 : 0;
    std::size_t ai = 0;
    for (std::size_t i = 0; i < params.size(); ++i) {
        const BlockParam& p = params[i];
        RValue v;
        if (p.splat) {
            std::vector<RValue> rest;
            while (ai + after < args.size())
                rest.push_back(args[ai++]);
            v = RValue::array(std::move(rest));
        } else if (ai < args.size()) {
            v = args[ai++];
        } else if (p.default_value) {
            v = eval(*p.default_value, f);
        }
        if (!p.nested.empty()) {
            std::vector<RValue> inner;
            if (v.kind() == RKind::Array)
                inner = v.arr();
            else
                inner.push_back(v);
            bind_params(p.nested, std::move(inner), frame, false, f, line);
            continue;
        }
        frame.vars[p.name] = std::move(v);
    }
}

RValue Interpreter::constant(const std::string& name, int line) {
    static const char* const classes[] = {
        "String",     "Array",        "Hash",          "Integer",    "Float",         "Numeric",
        "Symbol",     "NilClass",     "TrueClass",     "FalseClass", "Regexp",        "Object",
        "Fixnum",     "Bignum",       "Range",         "Proc",       "BasicObject",   "Comparable",
        "Enumerable", "MatchData",    "StandardError", "Exception",  "ArgumentError", "NoMethodError",
        "TypeError",  "RuntimeError", "NameError",     "JSON",       "Kernel"};
    std::string n = name.starts_with("::") ? name.substr(2) : name;
    for (const char* c : classes) {
        if (n == c) return RValue::klass(n == "Fixnum" || n == "Bignum" ? "Integer" : n);
    }
    unsupported("the constant " + name, line);
}

bool Interpreter::is_a(const RValue& v, const std::string& cls) {
    if (cls == "Object" || cls == "BasicObject" || cls == "Kernel") return true;
    RKind k = v.kind();
    if (cls == "Comparable") return k == RKind::String || k == RKind::Integer || k == RKind::Float;
    if (cls == "Enumerable") return k == RKind::Array || k == RKind::Hash || k == RKind::Range;
    if (cls == "Numeric") return k == RKind::Integer || k == RKind::Float;
    if (k == RKind::MatchData) return cls == "MatchData";
    return class_name(k) == cls;
}

bool Interpreter::case_equal(const RValue& pattern, const RValue& v, int line) {
    switch (pattern.kind()) {
    case RKind::Class:
        return is_a(v, pattern.str());
    case RKind::Regexp: {
        if (v.kind() != RKind::String && v.kind() != RKind::Symbol) return false;
        std::vector<RValue> a{v};
        return call_method(pattern, "=~", a, nullptr, line).truthy();
    }
    case RKind::Range:
        if (!v.is_number()) return false;
        return v.as_number() >= static_cast<double>(pattern.as_integer()) &&
               (pattern.range_exclusive() ? v.as_number() < static_cast<double>(pattern.range_to())
                                          : v.as_number() <= static_cast<double>(pattern.range_to()));
    case RKind::Proc:
        return yield1(pattern.proc(), v, line).truthy();
    default:
        return equals(pattern, v);
    }
}

RValue Interpreter::kernel_conversion(const std::string& name, std::vector<RValue>& args, int line) {
    if (args.size() != 1) {
        ruby_error("ArgumentError",
                   "wrong number of arguments (given " + std::to_string(args.size()) + ", expected 1)", line);
    }
    const RValue& v = args[0];
    if (name == "Array") {
        if (v.is_nil()) return RValue::array();
        if (v.kind() == RKind::Array) return v;
        if (v.kind() == RKind::Hash) {
            std::vector<RValue> pairs;
            for (const auto& [k, e] : v.hsh().entries)
                pairs.push_back(RValue::array({k, e}));
            return RValue::array(std::move(pairs));
        }
        if (v.kind() == RKind::Range) {
            std::vector<RValue> a;
            return call_method(v, "to_a", a, nullptr, line);
        }
        return RValue::array({v});
    }
    if (name == "String") {
        std::vector<RValue> a;
        return RValue::string(to_s(v));
    }
    if (name == "Integer") {
        if (v.kind() == RKind::Integer) return v;
        if (v.kind() == RKind::Float) return RValue::integer(static_cast<std::int64_t>(v.as_float()));
        if (v.kind() == RKind::String) {
            std::string s = v.str();
            std::string t;
            for (char c : s) {
                if (c != '_') t += c;
            }
            while (!t.empty() && (t.back() == ' ' || t.back() == '\n'))
                t.pop_back();
            std::size_t b = t.find_first_not_of(" \n\t");
            t = b == std::string::npos ? "" : t.substr(b);
            char* end = nullptr;
            int base = 10;
            std::string digits = t;
            bool neg = !digits.empty() && digits[0] == '-';
            if (neg || (!digits.empty() && digits[0] == '+')) digits = digits.substr(1);
            if (digits.starts_with("0x") || digits.starts_with("0X")) {
                base = 16;
                digits = digits.substr(2);
            } else if (digits.starts_with("0b") || digits.starts_with("0B")) {
                base = 2;
                digits = digits.substr(2);
            } else if (digits.size() > 1 && digits[0] == '0') {
                base = 8;
                digits = digits.substr(digits[1] == 'o' ? 2 : 1);
            }
            long long r = std::strtoll(digits.c_str(), &end, base);
            if (digits.empty() || end == nullptr || *end != '\0')
                ruby_error("ArgumentError", "invalid value for Integer(): " + inspect(v), line);
            return RValue::integer(neg ? -r : r);
        }
        if (v.is_nil()) ruby_error("TypeError", "can't convert nil into Integer", line);
        unsupported("Integer() of a " + std::string(class_name(v.kind())), line);
    }
    if (name == "Float") {
        if (v.is_number()) return RValue::flt(v.as_number());
        if (v.kind() == RKind::String) {
            char* end = nullptr;
            double d = std::strtod(v.str().c_str(), &end);
            if (v.str().empty() || *end != '\0')
                ruby_error("ArgumentError", "invalid value for Float(): " + inspect(v), line);
            return RValue::flt(d);
        }
        if (v.is_nil()) ruby_error("TypeError", "can't convert nil into Float", line);
        unsupported("Float() of a " + std::string(class_name(v.kind())), line);
    }
    if (name == "Hash") {
        if (v.is_nil() || (v.kind() == RKind::Array && v.arr().empty())) return RValue::hash();
        if (v.kind() == RKind::Hash) return v;
        ruby_error("TypeError", "can't convert " + std::string(class_name(v.kind())) + " into Hash", line);
    }
    unsupported("the method " + name + "()", line);
}

RValue Interpreter::puppet_call(const std::string& name, const RValue& args_array, int line, bool v3) {
    // Scope#call_function splats its arguments as Ruby does: an Array's elements, a Hash's [key, value]
    // pairs, nothing for nil, else the one value
    std::vector<runtime::Value> pargs;
    if (args_array.kind() == RKind::Array) {
        for (const auto& a : args_array.arr())
            pargs.push_back(to_puppet(a));
    } else if (args_array.kind() == RKind::Hash) {
        for (const auto& [k, v] : args_array.hsh().entries)
            pargs.push_back(to_puppet(RValue::array({k, v})));
    } else if (!args_array.is_nil()) {
        pargs.push_back(to_puppet(args_array));
    }
    try {
        return from_puppet(v3 ? m_bindings.call_function_v3(name, pargs)
                              : m_bindings.call_function(name, pargs));
    } catch (const ErbError&) {
        throw;
    } catch (const std::exception& e) {
        // a Puppet error raised by the function fails the template at the calling line (Puppet reports the
        // function's own Ruby file and line there, which pp has no counterpart for)
        ruby_error("Puppet::ParseError", e.what(), line);
    }
}

RValue Interpreter::scope_method(const std::string& name, std::vector<RValue>& args, int line) {
    auto name_arg = [&]() -> std::string {
        if (args.empty()) {
            ruby_error("ArgumentError", "wrong number of arguments (given 0, expected 1..2)", line);
        }
        if (args[0].kind() != RKind::String) {
            if (args[0].kind() == RKind::Symbol) {
                ruby_error("Puppet::ParseError",
                           "Scope variable name " + inspect(args[0]) + " is a Symbol, not a string", line);
            }
            ruby_error("Puppet::ParseError",
                       "Scope variable name " + inspect(args[0]) + " is a " +
                           std::string(class_name(args[0].kind())) + ", not a string",
                       line);
        }
        return args[0].str();
    };
    if (name == "lookupvar" || name == "[]") return m_bindings.lookupvar(name_arg());
    if (name == "setvar" || name == "[]=") {
        std::string var = name_arg();
        if (args.size() < 2)
            ruby_error("ArgumentError", "wrong number of arguments (given 1, expected 2..3)", line);
        m_bindings.setvar(var, args[1]);
        return args[1];
    }
    if (name == "include?" || name == "exist?") return RValue::boolean(m_bindings.has_variable(name_arg()));
    if (name == "call_function") {
        if (args.size() < 2 || args[0].kind() != RKind::String) {
            ruby_error("ArgumentError",
                       "wrong number of arguments (given " + std::to_string(args.size()) + ", expected 2)",
                       line);
        }
        return puppet_call(args[0].str(), args[1], line);
    }
    if (name.starts_with("function_")) {
        if (args.size() != 1 || args[0].kind() != RKind::Array) {
            ruby_error("ArgumentError",
                       "custom functions must be called with a single array that contains the "
                       "arguments. For example, function_example([1]) instead of "
                       "function_example(1)",
                       line);
        }
        return puppet_call(name.substr(9), args[0], line, true);
    }
    if (name == "to_s" || name == "inspect") return RValue::string("Scope()");
    if (name == "nil?") return RValue::boolean(false);
    unsupported("the scope method " + name, line);
}

RValue Interpreter::call_self(const std::string& name, std::vector<RValue>& args, const Proc* blk, int line) {
    auto def = m_defs.find(name);
    if (def != m_defs.end()) {
        const Block& b = *def->second->block;
        std::size_t required = 0;
        bool splat = false;
        for (const auto& p : b.params) {
            if (p.splat)
                splat = true;
            else if (!p.default_value)
                ++required;
        }
        if (args.size() < required || (!splat && args.size() > b.params.size())) {
            ruby_error("ArgumentError",
                       "wrong number of arguments (given " + std::to_string(args.size()) + ", expected " +
                           std::to_string(required) + ")",
                       line);
        }
        auto frame = std::make_shared<Frame>();
        bind_params(b.params, args, *frame, false, frame, line);
        DepthGuard guard(m_depth, line);
        try {
            return eval(*b.body, frame);
        } catch (ReturnSignal& r) {
            return r.value;
        }
    }
    if (name == "scope") return RValue::object(1);
    if (name == "Array" || name == "String" || name == "Integer" || name == "Float" || name == "Hash")
        return kernel_conversion(name, args, line);
    if (name == "has_variable?") {
        if (args.size() != 1) ruby_error("ArgumentError", "wrong number of arguments", line);
        return RValue::boolean(m_bindings.has_variable(to_s(args[0])));
    }
    if (name == "file" || name == "__FILE__") return m_file.empty() ? RValue::nil() : RValue::string(m_file);
    if (name == "raise" || name == "fail") {
        std::string msg = args.empty() ? "unhandled exception" : to_s(args.back());
        std::string cls = args.size() == 2 && args[0].kind() == RKind::Class ? args[0].str() : "RuntimeError";
        if (args.size() == 1 && args[0].kind() == RKind::Class) {
            cls = args[0].str();
            msg = cls;
        }
        ruby_error(cls, msg, line);
    }
    if (name == "lambda" || name == "proc") {
        if (blk == nullptr) ruby_error("ArgumentError", "tried to create Proc object without a block", line);
        auto p = std::make_shared<Proc>(*blk);
        p->lambda = name == "lambda";
        return RValue::proc(p);
    }
    if (name == "format" || name == "sprintf") {
        if (args.empty()) ruby_error("ArgumentError", "too few arguments", line);
        RValue fmt = args[0];
        std::vector<RValue> rest(args.begin() + 1, args.end());
        std::vector<RValue> one{RValue::array(rest)};
        return call_method(fmt, "%", one, nullptr, line);
    }
    if (name == "rand" || name == "srand" || name == "puts" || name == "print" || name == "p" ||
        name == "require" || name == "system" || name == "exit" || name == "sleep" || name == "eval" ||
        name == "binding" || name == "instance_variables" || name == "instance_variable_get" ||
        name == "send" || name == "classes" || name == "all_tags" || name == "tags" || name == "catch" ||
        name == "throw" || name == "loop" || name == "debug" || name == "info" || name == "notice" ||
        name == "warning" || name == "err") {
        unsupported("the method " + name + "()", line);
    }
    bool found = false;
    RValue self = RValue::object(0);
    RValue r = common_method(self, name, args, blk, line, found);
    if (found) return r;
    if (args.empty() && blk == nullptr) {
        ruby_error("NameError",
                   "undefined local variable or method `" + name + "' for #<Puppet::Parser::TemplateWrapper>",
                   line);
    }
    ruby_error("NoMethodError", "undefined method `" + name + "' for #<Puppet::Parser::TemplateWrapper>",
               line);
}

} // namespace pp::erb
