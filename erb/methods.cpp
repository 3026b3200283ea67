// The methods of Ruby's core classes that templates call, with Ruby 3.1's results and error messages.
// A method Ruby has but pp does not implement is "unsupported Ruby", never an approximation.
#include "erb/erb_error.hpp"
#include "erb/interpreter.hpp"
#include "erb/method_helpers.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pp::erb {

namespace detail {

void arity(const std::vector<RValue>& args, std::size_t min, std::size_t max, int line) {
    if (args.size() < min || args.size() > max) {
        std::string expected =
            min == max ? std::to_string(min) : std::to_string(min) + ".." + std::to_string(max);
        ruby_error("ArgumentError",
                   "wrong number of arguments (given " + std::to_string(args.size()) + ", expected " +
                       expected + ")",
                   line);
    }
}

std::int64_t int_arg(const RValue& v, int line) {
    if (v.kind() == RKind::Integer) return v.as_integer();
    if (v.kind() == RKind::Float) return static_cast<std::int64_t>(v.as_float());
    if (v.is_nil()) ruby_error("TypeError", "no implicit conversion from nil to integer", line);
    ruby_error("TypeError",
               "no implicit conversion of " + std::string(class_name(v.kind())) + " into Integer", line);
}

const std::string& str_arg(const RValue& v, int line) {
    if (v.kind() == RKind::String) return v.str();
    if (v.is_nil()) ruby_error("TypeError", "no implicit conversion of nil into String", line);
    ruby_error("TypeError", "no implicit conversion of " + std::string(class_name(v.kind())) + " into String",
               line);
}

// Code points of a UTF-8 string, as byte ranges.
std::vector<std::string> chars_of(const std::string& s) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.size();) {
        unsigned char c = static_cast<unsigned char>(s[i]);
        std::size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
        out.push_back(s.substr(i, n));
        i += n;
    }
    return out;
}

bool all_ascii(const std::string& s) {
    return std::all_of(s.begin(), s.end(),
                       [](char c) { return (static_cast<unsigned char>(c) & 0x80) == 0; });
}

std::string ascii_map(const std::string& s, int (*fn)(int)) {
    std::string r = s;
    for (char& c : r) {
        if ((static_cast<unsigned char>(c) & 0x80) == 0)
            c = static_cast<char>(fn(static_cast<unsigned char>(c)));
    }
    return r;
}

static bool ruby_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' || c == '\0';
}

std::string strip_left(const std::string& s) {
    std::size_t b = 0;
    while (b < s.size() && ruby_space(s[b]) && s[b] != '\0')
        ++b;
    return s.substr(b);
}
std::string strip_right(const std::string& s) {
    std::size_t e = s.size();
    while (e > 0 && ruby_space(s[e - 1]))
        --e;
    return s.substr(0, e);
}

// Ruby's String#% / format for the directives templates use: %s %d %i %f %e %g %x %o %b %c %%, with flags
// (- + 0 space), width and precision.
std::string format_string(const std::string& fmt, const std::vector<RValue>& args, int line) {
    std::string out;
    std::size_t ai = 0;
    auto next_arg = [&]() -> const RValue& {
        if (ai >= args.size()) ruby_error("ArgumentError", "too few arguments", line);
        return args[ai++];
    };
    for (std::size_t i = 0; i < fmt.size(); ++i) {
        if (fmt[i] != '%') {
            out += fmt[i];
            continue;
        }
        ++i;
        if (i < fmt.size() && fmt[i] == '%') {
            out += '%';
            continue;
        }
        std::string flags;
        while (i < fmt.size() && std::string_view("-+ 0#").find(fmt[i]) != std::string_view::npos)
            flags += fmt[i++];
        std::string width;
        while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i])) != 0)
            width += fmt[i++];
        std::string prec;
        if (i < fmt.size() && fmt[i] == '.') {
            prec = ".";
            ++i;
            while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i])) != 0)
                prec += fmt[i++];
        }
        if (i >= fmt.size())
            ruby_error("ArgumentError", "incomplete format specifier; use %% (double %) instead", line);
        char conv = fmt[i];
        std::string spec = "%" + flags + width + prec;
        char buf[512];
        const RValue& a = next_arg();
        switch (conv) {
        case 's': {
            std::string s = to_s(a);
            if (prec.size() > 1) s = s.substr(0, static_cast<std::size_t>(std::stoi(prec.substr(1))));
            std::size_t w = width.empty() ? 0 : static_cast<std::size_t>(std::stoi(width));
            std::size_t len = chars_of(s).size();
            if (len < w) {
                if (flags.find('-') != std::string::npos)
                    s += std::string(w - len, ' ');
                else
                    s = std::string(w - len, ' ') + s;
            }
            out += s;
            break;
        }
        case 'p': {
            out += inspect(a);
            break;
        }
        case 'd':
        case 'i':
        case 'x':
        case 'o':
        case 'X': {
            std::int64_t v = 0;
            if (a.kind() == RKind::Integer)
                v = a.as_integer();
            else if (a.kind() == RKind::Float)
                v = static_cast<std::int64_t>(std::floor(a.as_float()));
            else if (a.kind() == RKind::String) {
                char* end = nullptr;
                v = std::strtoll(a.str().c_str(), &end, 10);
                if (a.str().empty() || *end != '\0')
                    ruby_error("ArgumentError", "invalid value for Integer(): " + inspect(a), line);
            } else if (a.is_nil()) {
                ruby_error("TypeError", "can't convert nil into Integer", line);
            } else {
                unsupported("format of a " + std::string(class_name(a.kind())), line);
            }
            char c = conv == 'i' ? 'd' : conv;
            std::snprintf(buf, sizeof buf, (spec + "ll" + c).c_str(), static_cast<long long>(v));
            out += buf;
            break;
        }
        case 'f':
        case 'e':
        case 'g':
        case 'E':
        case 'G': {
            double v = 0;
            if (a.is_number())
                v = a.as_number();
            else if (a.kind() == RKind::String)
                v = std::strtod(a.str().c_str(), nullptr);
            else
                unsupported("format of a " + std::string(class_name(a.kind())), line);
            std::snprintf(buf, sizeof buf, (spec + conv).c_str(), v);
            out += buf;
            break;
        }
        default:
            unsupported(std::string("the format directive %") + conv, line);
        }
    }
    return out;
}

} // namespace detail

using namespace detail;

std::string comparison_failed(const RValue& a, const RValue& b) {
    // rb_cmperr: special constants are shown with inspect, other objects by class
    bool special = b.kind() == RKind::Nil || b.kind() == RKind::True || b.kind() == RKind::False ||
                   b.kind() == RKind::Integer || b.kind() == RKind::Symbol || b.kind() == RKind::Float;
    return "comparison of " + std::string(class_name(a.kind())) + " with " +
           (special ? inspect(b) : std::string(class_name(b.kind()))) + " failed";
}

RValue Interpreter::to_regexp(const RValue& v, int line) {
    if (v.kind() == RKind::Regexp) return v;
    if (v.kind() == RKind::String)
        return RValue::regexp(runtime::Regexp::compile(runtime::Regexp::escape(v.str())));
    ruby_error("TypeError", "wrong argument type " + std::string(class_name(v.kind())) + " (expected Regexp)",
               line);
}

std::vector<RValue> Interpreter::sorted(std::vector<RValue> items, const Proc* blk, int line) {
    // Ruby compares neighbours first: report an incomparable pair in their order
    for (std::size_t i = 0; blk == nullptr && i + 1 < items.size(); ++i) {
        if (!compare(items[i], items[i + 1]))
            ruby_error("ArgumentError", comparison_failed(items[i], items[i + 1]), line);
    }
    std::stable_sort(items.begin(), items.end(), [&](const RValue& a, const RValue& b) {
        if (blk != nullptr) {
            RValue r = yield(*blk, {a, b}, line);
            if (r.kind() != RKind::Integer) {
                ruby_error("ArgumentError",
                           "comparison of " + std::string(class_name(a.kind())) + " with " +
                               std::string(class_name(b.kind())) + " failed",
                           line);
            }
            return r.as_integer() < 0;
        }
        auto c = compare(a, b);
        if (!c) ruby_error("ArgumentError", comparison_failed(a, b), line);
        return *c < 0;
    });
    return items;
}

RValue Interpreter::call_method(const RValue& self, const std::string& name, std::vector<RValue>& args,
                                const Proc* blk, int line) {
    switch (self.kind()) {
    case RKind::String:
        return string_method(self, name, args, blk, line);
    case RKind::Array:
        return array_method(self, name, args, blk, line);
    case RKind::Hash:
        return hash_method(self, name, args, blk, line);
    case RKind::Integer:
    case RKind::Float:
        return number_method(self, name, args, blk, line);
    case RKind::Object:
        if (self.as_integer() == 1) {
            bool found = false;
            if (name == "nil?" || name == "is_a?" || name == "==" || name == "!=") {
                RValue r = common_method(self, name, args, blk, line, found);
                if (found) return r;
            }
            return scope_method(name, args, line);
        }
        if (name == "scope" || name == "file" || name == "has_variable?")
            return call_self(name, args, blk, line);
        break;
    default:
        break;
    }
    bool found = false;
    RValue r = common_method(self, name, args, blk, line, found);
    if (found) return r;
    switch (self.kind()) {
    case RKind::Nil:
        if (name == "to_a") return RValue::array();
        if (name == "to_i") return RValue::integer(0);
        if (name == "to_f") return RValue::flt(0);
        if (name == "to_h") return RValue::hash();
        if (name == "&") return RValue::boolean(false);
        if (name == "|") return RValue::boolean(!args.empty() && args[0].truthy());
        no_method(self, name, line);
    case RKind::True:
    case RKind::False: {
        bool b = self.kind() == RKind::True;
        if (name == "&") return RValue::boolean(b && !args.empty() && args[0].truthy());
        if (name == "|") return RValue::boolean(b || (!args.empty() && args[0].truthy()));
        if (name == "^") return RValue::boolean(b != (!args.empty() && args[0].truthy()));
        static const char* const missing[] = {"empty?",   "each", "join", "length",   "size",  "upcase",
                                              "downcase", "keys", "to_i", "[]",       "strip", "split",
                                              "+",        "-",    "map",  "include?", "sort",  "capitalize"};
        for (const char* m : missing) {
            if (name == m) no_method(self, name, line);
        }
        break;
    }
    case RKind::Symbol: {
        const std::string& s = self.str();
        if (name == "to_sym") return self;
        if (name == "to_proc") {
            auto p = std::make_shared<Proc>();
            p->symbol = s;
            return RValue::proc(p);
        }
        if (name == "length" || name == "size" || name == "upcase" || name == "downcase" ||
            name == "capitalize" || name == "start_with?" || name == "end_with?" || name == "empty?" ||
            name == "[]") {
            RValue str = RValue::string(s);
            RValue r2 = string_method(str, name, args, blk, line);
            if (r2.kind() == RKind::String &&
                (name == "upcase" || name == "downcase" || name == "capitalize"))
                return RValue::symbol(r2.str());
            return r2;
        }
        if (name == "<=>") {
            arity(args, 1, 1, line);
            auto c = compare(self, args[0]);
            return c ? RValue::integer(*c) : RValue::nil();
        }
        break;
    }
    case RKind::Regexp: {
        if (name == "=~" || name == "match" || name == "match?" || name == "===") {
            arity(args, 1, 2, line);
            if (args[0].is_nil()) {
                if (name == "=~" || name == "match") m_last_match = RValue::nil();
                return name == "match?" || name == "===" ? RValue::boolean(false) : RValue::nil();
            }
            if (args[0].kind() != RKind::String && args[0].kind() != RKind::Symbol) {
                if (name == "===") return RValue::boolean(false);
                ruby_error("TypeError",
                           "no implicit conversion of " + std::string(class_name(args[0].kind())) +
                               " into String",
                           line);
            }
            const std::string subject = args[0].str();
            auto m = self.re().match(subject);
            if (name == "match?" || name == "===") return RValue::boolean(m.has_value());
            if (!m) {
                m_last_match = RValue::nil();
                return RValue::nil();
            }
            std::vector<RValue> groups;
            for (std::size_t i = 0; i < m->size(); ++i) {
                auto g = m->group(i);
                groups.push_back(g ? RValue::string(std::string(*g)) : RValue::nil());
            }
            m_last_match = RValue::match_data(std::move(groups));
            if (name == "match") return m_last_match;
            std::size_t pos = 0;
            for (std::size_t i = 0; i < m->begin(0) && i < subject.size(); ++i) {
                if ((static_cast<unsigned char>(subject[i]) & 0xC0) != 0x80) ++pos;
            }
            return RValue::integer(static_cast<std::int64_t>(pos));
        }
        if (name == "source") return RValue::string(self.re().source());
        break;
    }
    case RKind::MatchData: {
        const auto& g = self.arr();
        if (name == "[]") {
            arity(args, 1, 1, line);
            std::int64_t i = int_arg(args[0], line);
            if (i < 0) i += static_cast<std::int64_t>(g.size());
            return i >= 0 && static_cast<std::size_t>(i) < g.size() ? g[static_cast<std::size_t>(i)]
                                                                    : RValue::nil();
        }
        if (name == "captures") return RValue::array(std::vector<RValue>(g.begin() + 1, g.end()));
        if (name == "to_a") return RValue::array(g);
        break;
    }
    case RKind::Range: {
        std::int64_t from = self.as_integer();
        std::int64_t to = self.range_to() - (self.range_exclusive() ? 1 : 0);
        if (to - from > 1000000) unsupported("ranges this large", line);
        std::vector<RValue> items;
        for (std::int64_t i = from; i <= to; ++i)
            items.push_back(RValue::integer(i));
        if (name == "include?" || name == "member?" || name == "cover?") {
            arity(args, 1, 1, line);
            return RValue::boolean(args[0].is_number() && args[0].as_number() >= static_cast<double>(from) &&
                                   args[0].as_number() <= static_cast<double>(to));
        }
        RValue arr = RValue::array(std::move(items));
        if (name == "each") {
            array_method(arr, name, args, blk, line);
            return self;
        }
        if (name == "to_a" || name == "to_ary" || name == "entries") return arr;
        return array_method(arr, name, args, blk, line);
    }
    case RKind::Proc:
        if (name == "call" || name == "()" || name == "[]" || name == "yield" || name == "===")
            return yield(self.proc(), args, line);
        break;
    case RKind::Class:
        if (name == "name" || name == "to_s") return RValue::string(self.str());
        if (name == "new") unsupported("creating objects (" + self.str() + ".new)", line);
        break;
    case RKind::Puppet:
        break;
    default:
        break;
    }
    unsupported("the method " + std::string(class_name(self.kind())) + "#" + name, line);
}

RValue Interpreter::common_method(const RValue& self, const std::string& name, std::vector<RValue>& args,
                                  const Proc* blk, int line, bool& found) {
    found = true;
    if (name == "nil?") return RValue::boolean(self.is_nil());
    if (name == "is_a?" || name == "kind_of?" || name == "instance_of?") {
        arity(args, 1, 1, line);
        if (args[0].kind() != RKind::Class) ruby_error("TypeError", "class or module required", line);
        if (name == "instance_of?") return RValue::boolean(class_name(self.kind()) == args[0].str());
        return RValue::boolean(is_a(self, args[0].str()));
    }
    if (name == "class") return RValue::klass(std::string(class_name(self.kind())));
    if (name == "==" || name == "eql?" || name == "equal?") {
        arity(args, 1, 1, line);
        if (name == "eql?") return RValue::boolean(eql(self, args[0]));
        if (name == "equal?") {
            bool immediate = self.kind() == RKind::Nil || self.kind() == RKind::True ||
                             self.kind() == RKind::False || self.kind() == RKind::Integer ||
                             self.kind() == RKind::Symbol || self.kind() == RKind::Float;
            return RValue::boolean(immediate ? eql(self, args[0]) : self.same_object(args[0]));
        }
        return RValue::boolean(equals(self, args[0]));
    }
    if (name == "!=") {
        arity(args, 1, 1, line);
        return RValue::boolean(!equals(self, args[0]));
    }
    if (name == "!") return RValue::boolean(!self.truthy());
    if (name == "===") {
        arity(args, 1, 1, line);
        return RValue::boolean(case_equal(self, args[0], line));
    }
    if (name == "=~") {
        if (self.kind() == RKind::String || self.kind() == RKind::Regexp || self.kind() == RKind::Symbol) {
            found = false;
            return {};
        }
        return RValue::nil();
    }
    if (name == "!~") {
        arity(args, 1, 1, line);
        std::vector<RValue> a = args;
        return RValue::boolean(!call_method(self, "=~", a, nullptr, line).truthy());
    }
    if (name == "to_s") {
        if (self.kind() == RKind::Integer && !args.empty()) {
            found = false;
            return {};
        }
        return RValue::string(to_s(self));
    }
    if (name == "inspect") return RValue::string(inspect(self));
    if (name == "frozen?")
        return RValue::boolean(self.kind() != RKind::Array && self.kind() != RKind::Hash &&
                               self.kind() != RKind::String);
    if (name == "freeze" || name == "itself" || name == "to_enum") return self;
    if (name == "dup" || name == "clone") {
        if (self.kind() == RKind::String) return RValue::string(self.str());
        if (self.kind() == RKind::Array) return RValue::array(self.arr());
        if (self.kind() == RKind::Hash) return RValue::hash(self.hsh());
        return self;
    }
    if (name == "tap") {
        if (blk) yield1(*blk, self, line);
        return self;
    }
    if (name == "then" || name == "yield_self") {
        if (!blk) unsupported("then without a block", line);
        return yield1(*blk, self, line);
    }
    if (name == "instance_variable_get") unsupported("instance_variable_get", line);
    if (name == "send" || name == "public_send" || name == "__send__") {
        if (args.empty()) ruby_error("ArgumentError", "no method name given", line);
        std::string m = to_s(args[0]);
        std::vector<RValue> rest(args.begin() + 1, args.end());
        return call_method(self, m, rest, blk, line);
    }
    if (name == "respond_to?") unsupported("respond_to?", line);
    if (name == "<=>" && self.kind() != RKind::String && !self.is_number() && self.kind() != RKind::Array &&
        self.kind() != RKind::Symbol) {
        arity(args, 1, 1, line);
        return eql(self, args[0]) ? RValue::integer(0) : RValue::nil();
    }
    found = false;
    return {};
}

RValue Interpreter::number_method(const RValue& self, const std::string& name, std::vector<RValue>& args,
                                  const Proc* blk, int line) {
    bool is_int = self.kind() == RKind::Integer;
    auto bin = [&]() -> const RValue& {
        arity(args, 1, 1, line);
        if (!args[0].is_number()) {
            if (name == "+" || name == "-" || name == "*" || name == "/" || name == "%" || name == "**") {
                std::string what = args[0].is_nil() ? "nil" : std::string(class_name(args[0].kind()));
                ruby_error("TypeError",
                           what + " can't be coerced into " + std::string(class_name(self.kind())), line);
            }
            ruby_error("ArgumentError", comparison_failed(self, args[0]), line);
        }
        return args[0];
    };
    auto both_int = [&](const RValue& o) { return is_int && o.kind() == RKind::Integer; };
    if (name == "+" || name == "-" || name == "*") {
        const RValue& o = bin();
        if (both_int(o)) {
            std::int64_t r = 0;
            bool overflow = name == "+"   ? __builtin_add_overflow(self.as_integer(), o.as_integer(), &r)
                            : name == "-" ? __builtin_sub_overflow(self.as_integer(), o.as_integer(), &r)
                                          : __builtin_mul_overflow(self.as_integer(), o.as_integer(), &r);
            if (overflow) unsupported("Integer arithmetic beyond 64 bits", line);
            return RValue::integer(r);
        }
        double a = self.as_number();
        double b = o.as_number();
        return RValue::flt(name == "+" ? a + b : name == "-" ? a - b : a * b);
    }
    if (name == "/" || name == "%" || name == "modulo" || name == "div") {
        const RValue& o = bin();
        if (both_int(o) || (name == "div")) {
            std::int64_t a =
                is_int ? self.as_integer() : static_cast<std::int64_t>(std::floor(self.as_number()));
            if (!o.is_number() || o.as_number() == 0) ruby_error("ZeroDivisionError", "divided by 0", line);
            std::int64_t b =
                o.kind() == RKind::Integer ? o.as_integer() : static_cast<std::int64_t>(o.as_number());
            std::int64_t q = a / b;
            std::int64_t m = a % b;
            if (m != 0 && ((m < 0) != (b < 0))) {
                --q;
                m += b;
            }
            return RValue::integer(name == "/" || name == "div" ? q : m);
        }
        double a = self.as_number();
        double b = o.as_number();
        if (name == "/") return RValue::flt(a / b);
        double m = std::fmod(a, b);
        if (m != 0 && ((m < 0) != (b < 0))) m += b;
        return RValue::flt(m);
    }
    if (name == "**") {
        const RValue& o = bin();
        if (both_int(o) && o.as_integer() >= 0) {
            std::int64_t r = 1;
            for (std::int64_t i = 0; i < o.as_integer(); ++i) {
                if (__builtin_mul_overflow(r, self.as_integer(), &r))
                    unsupported("Integer arithmetic beyond 64 bits", line);
            }
            return RValue::integer(r);
        }
        return RValue::flt(std::pow(self.as_number(), o.as_number()));
    }
    if (name == "-@") return is_int ? RValue::integer(-self.as_integer()) : RValue::flt(-self.as_float());
    if (name == "+@") return self;
    if (name == "<" || name == "<=" || name == ">" || name == ">=") {
        const RValue& o = bin();
        auto c = compare(self, o);
        int v = c.value_or(0);
        return RValue::boolean(name == "<" ? v < 0 : name == "<=" ? v <= 0 : name == ">" ? v > 0 : v >= 0);
    }
    if (name == "<=>") {
        arity(args, 1, 1, line);
        auto c = compare(self, args[0]);
        return c ? RValue::integer(*c) : RValue::nil();
    }
    if (name == "to_i" || name == "to_int" || name == "truncate") {
        if (is_int) return self;
        if (!std::isfinite(self.as_float())) ruby_error("FloatDomainError", to_s(self), line);
        return RValue::integer(static_cast<std::int64_t>(self.as_float()));
    }
    if (name == "to_f") return RValue::flt(self.as_number());
    if (name == "to_s" && is_int) {
        arity(args, 0, 1, line);
        std::int64_t base = args.empty() ? 10 : int_arg(args[0], line);
        if (base < 2 || base > 36) ruby_error("ArgumentError", "invalid radix " + std::to_string(base), line);
        std::int64_t v = self.as_integer();
        bool neg = v < 0;
        std::uint64_t u = neg ? static_cast<std::uint64_t>(-(v + 1)) + 1 : static_cast<std::uint64_t>(v);
        std::string s;
        do {
            s.insert(s.begin(), "0123456789abcdefghijklmnopqrstuvwxyz"[u % static_cast<std::uint64_t>(base)]);
            u /= static_cast<std::uint64_t>(base);
        } while (u != 0);
        return RValue::string(neg ? "-" + s : s);
    }
    if (name == "abs")
        return is_int ? RValue::integer(std::llabs(self.as_integer()))
                      : RValue::flt(std::fabs(self.as_float()));
    if (name == "zero?") return RValue::boolean(self.as_number() == 0);
    if (name == "positive?") return RValue::boolean(self.as_number() > 0);
    if (name == "negative?") return RValue::boolean(self.as_number() < 0);
    if (name == "integer?") return RValue::boolean(is_int);
    if (is_int && (name == "even?" || name == "odd?"))
        return RValue::boolean((self.as_integer() % 2 == 0) == (name == "even?"));
    if (name == "succ" || name == "next") return RValue::integer(self.as_integer() + 1);
    if (name == "pred") return RValue::integer(self.as_integer() - 1);
    if (name == "round" || name == "floor" || name == "ceil") {
        arity(args, 0, 1, line);
        if (is_int && args.empty()) return self;
        double v = self.as_number();
        std::int64_t digits = args.empty() ? 0 : int_arg(args[0], line);
        if (digits > 0) {
            double scale = std::pow(10.0, static_cast<double>(digits));
            double r = name == "round"   ? std::round(v * scale)
                       : name == "floor" ? std::floor(v * scale)
                                         : std::ceil(v * scale);
            return RValue::flt(r / scale);
        }
        double r = name == "round" ? std::round(v) : name == "floor" ? std::floor(v) : std::ceil(v);
        return RValue::integer(static_cast<std::int64_t>(r));
    }
    if (name == "times" && is_int) {
        if (!blk) unsupported("times without a block", line);
        for (std::int64_t i = 0; i < self.as_integer(); ++i)
            yield1(*blk, RValue::integer(i), line);
        return self;
    }
    if ((name == "upto" || name == "downto") && is_int) {
        arity(args, 1, 1, line);
        if (!blk) unsupported(name + " without a block", line);
        std::int64_t to = int_arg(args[0], line);
        if (name == "upto") {
            for (std::int64_t i = self.as_integer(); i <= to; ++i)
                yield1(*blk, RValue::integer(i), line);
        } else {
            for (std::int64_t i = self.as_integer(); i >= to; --i)
                yield1(*blk, RValue::integer(i), line);
        }
        return self;
    }
    if (name == "between?") {
        arity(args, 2, 2, line);
        auto a = compare(self, args[0]);
        auto b = compare(self, args[1]);
        if (!a || !b) ruby_error("ArgumentError", "comparison failed", line);
        return RValue::boolean(*a >= 0 && *b <= 0);
    }
    if (name == "nan?" && !is_int) return RValue::boolean(std::isnan(self.as_float()));
    if (name == "chr" && is_int) return RValue::string(std::string(1, static_cast<char>(self.as_integer())));
    bool found = false;
    RValue r = common_method(self, name, args, blk, line, found);
    if (found) return r;
    unsupported("the method " + std::string(class_name(self.kind())) + "#" + name, line);
}

} // namespace pp::erb
