// Ruby's String methods used by templates.
#include "erb/erb_error.hpp"
#include "erb/interpreter.hpp"
#include "erb/method_helpers.hpp"
#include "runtime/regexp.hpp"

#include <algorithm>
#include <cctype>

namespace pp::erb {

using namespace detail;

namespace {

// A String#[] / slice index in characters; nullopt when out of range.
std::optional<std::size_t> char_index(std::int64_t i, std::size_t len, bool allow_end) {
    if (i < 0) i += static_cast<std::int64_t>(len);
    if (i < 0 || static_cast<std::size_t>(i) > len || (!allow_end && static_cast<std::size_t>(i) == len))
        return std::nullopt;
    return static_cast<std::size_t>(i);
}

std::string join_chars(const std::vector<std::string>& cs, std::size_t from, std::size_t n) {
    std::string r;
    for (std::size_t i = from; i < cs.size() && i < from + n; ++i)
        r += cs[i];
    return r;
}

std::string capitalize(const std::string& s) {
    std::string r = ascii_map(s, [](int c) { return std::tolower(c); });
    if (!r.empty() && (static_cast<unsigned char>(r[0]) & 0x80) == 0)
        r[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(r[0])));
    return r;
}

} // namespace

RValue Interpreter::string_method(const RValue& self, const std::string& name, std::vector<RValue>& args,
                                  const Proc* blk, int line) {
    const std::string& s = self.str();
    auto need_ascii = [&] {
        if (!all_ascii(s)) unsupported("String#" + name + " of non-ASCII text", line);
    };
    if (name == "to_s" || name == "to_str") return self;
    if (name == "to_sym" || name == "intern") return RValue::symbol(s);
    if (name == "length" || name == "size")
        return RValue::integer(static_cast<std::int64_t>(chars_of(s).size()));
    if (name == "bytesize") return RValue::integer(static_cast<std::int64_t>(s.size()));
    if (name == "empty?") return RValue::boolean(s.empty());
    if (name == "upcase" || name == "downcase" || name == "capitalize" || name == "swapcase") {
        arity(args, 0, 0, line);
        need_ascii();
        if (name == "upcase") return RValue::string(ascii_map(s, [](int c) { return std::toupper(c); }));
        if (name == "downcase") return RValue::string(ascii_map(s, [](int c) { return std::tolower(c); }));
        if (name == "capitalize") return RValue::string(capitalize(s));
        return RValue::string(
            ascii_map(s, [](int c) { return std::isupper(c) != 0 ? std::tolower(c) : std::toupper(c); }));
    }
    if (name == "strip") return RValue::string(strip_left(strip_right(s)));
    if (name == "lstrip") return RValue::string(strip_left(s));
    if (name == "rstrip") return RValue::string(strip_right(s));
    if (name == "chomp") {
        arity(args, 0, 1, line);
        if (!args.empty()) {
            const std::string& suf = str_arg(args[0], line);
            return RValue::string(s.ends_with(suf) ? s.substr(0, s.size() - suf.size()) : s);
        }
        if (s.ends_with("\r\n")) return RValue::string(s.substr(0, s.size() - 2));
        if (s.ends_with('\n') || s.ends_with('\r')) return RValue::string(s.substr(0, s.size() - 1));
        return self;
    }
    if (name == "chop") {
        auto cs = chars_of(s);
        if (!cs.empty()) cs.pop_back();
        return RValue::string(join_chars(cs, 0, cs.size()));
    }
    if (name == "chars") {
        std::vector<RValue> out;
        for (auto& c : chars_of(s))
            out.push_back(RValue::string(c));
        return RValue::array(std::move(out));
    }
    if (name == "lines" || name == "each_line") {
        std::vector<RValue> out;
        std::size_t b = 0;
        while (b < s.size()) {
            std::size_t e = s.find('\n', b);
            e = e == std::string::npos ? s.size() : e + 1;
            out.push_back(RValue::string(s.substr(b, e - b)));
            b = e;
        }
        if (name == "each_line") {
            if (!blk) unsupported("each_line without a block", line);
            for (auto& l : out)
                yield1(*blk, l, line);
            return self;
        }
        return RValue::array(std::move(out));
    }
    if (name == "reverse") {
        auto cs = chars_of(s);
        std::reverse(cs.begin(), cs.end());
        return RValue::string(join_chars(cs, 0, cs.size()));
    }
    if (name == "+") {
        arity(args, 1, 1, line);
        return RValue::string(s + str_arg(args[0], line));
    }
    if (name == "*") {
        arity(args, 1, 1, line);
        std::int64_t n = int_arg(args[0], line);
        if (n < 0) ruby_error("ArgumentError", "negative argument", line);
        std::string r;
        for (std::int64_t i = 0; i < n; ++i)
            r += s;
        return RValue::string(r);
    }
    if (name == "%") {
        arity(args, 1, 1, line);
        std::vector<RValue> fa =
            args[0].kind() == RKind::Array ? args[0].arr() : std::vector<RValue>{args[0]};
        return RValue::string(format_string(s, fa, line));
    }
    if (name == "<<" || name == "concat") {
        arity(args, 1, 1, line);
        if (args[0].kind() == RKind::Integer) unsupported("String#<< of an Integer", line);
        self.str() += str_arg(args[0], line);
        return self;
    }
    if (name == "==" || name == "eql?" || name == "===") {
        arity(args, 1, 1, line);
        return RValue::boolean(args[0].kind() == RKind::String && args[0].str() == s);
    }
    if (name == "<=>" || name == "<" || name == "<=" || name == ">" || name == ">=") {
        arity(args, 1, 1, line);
        auto c = compare(self, args[0]);
        if (name == "<=>") return c ? RValue::integer(*c) : RValue::nil();
        if (!c) ruby_error("ArgumentError", comparison_failed(self, args[0]), line);
        return RValue::boolean(name == "<"    ? *c < 0
                               : name == "<=" ? *c <= 0
                               : name == ">"  ? *c > 0
                                              : *c >= 0);
    }
    if (name == "casecmp?" || name == "casecmp") {
        arity(args, 1, 1, line);
        std::string a = ascii_map(s, [](int c) { return std::tolower(c); });
        std::string b = ascii_map(str_arg(args[0], line), [](int c) { return std::tolower(c); });
        if (name == "casecmp?") return RValue::boolean(a == b);
        return RValue::integer(a < b ? -1 : (a > b ? 1 : 0));
    }
    if (name == "start_with?" || name == "end_with?") {
        for (const auto& a : args) {
            if (a.kind() == RKind::Regexp && name == "start_with?") {
                auto m = a.re().match(s);
                if (m && m->begin(0) == 0) return RValue::boolean(true);
                continue;
            }
            const std::string& p = str_arg(a, line);
            if (name == "start_with?" ? s.starts_with(p) : s.ends_with(p)) return RValue::boolean(true);
        }
        return RValue::boolean(false);
    }
    if (name == "include?") {
        arity(args, 1, 1, line);
        return RValue::boolean(s.find(str_arg(args[0], line)) != std::string::npos);
    }
    if (name == "=~" || name == "match" || name == "match?") {
        arity(args, 1, 2, line);
        if (args[0].kind() == RKind::String && name == "=~")
            ruby_error("TypeError", "wrong argument type String (expected Regexp)", line);
        RValue re = to_regexp(args[0], line);
        std::vector<RValue> a{self};
        return call_method(re, name, a, nullptr, line);
    }
    if (name == "index") {
        arity(args, 1, 1, line);
        std::size_t pos = std::string::npos;
        if (args[0].kind() == RKind::Regexp) {
            auto m = args[0].re().match(s);
            if (m) pos = m->begin(0);
        } else {
            pos = s.find(str_arg(args[0], line));
        }
        if (pos == std::string::npos) return RValue::nil();
        return RValue::integer(static_cast<std::int64_t>(chars_of(s.substr(0, pos)).size()));
    }
    if (name == "split") {
        arity(args, 0, 2, line);
        std::int64_t limit = args.size() > 1 ? int_arg(args[1], line) : 0;
        std::vector<RValue> out;
        if (args.empty() || args[0].is_nil() || (args[0].kind() == RKind::String && args[0].str() == " ")) {
            // awk-style: runs of whitespace, leading whitespace ignored
            if (limit != 0) unsupported("String#split on blanks with a limit", line);
            std::size_t i = 0;
            while (i < s.size()) {
                while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i])) != 0)
                    ++i;
                if (i >= s.size()) break;
                std::size_t b = i;
                while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i])) == 0)
                    ++i;
                out.push_back(RValue::string(s.substr(b, i - b)));
            }
            return RValue::array(std::move(out));
        }
        RValue re = args[0].kind() == RKind::Regexp ? args[0] : to_regexp(args[0], line);
        if (args[0].kind() == RKind::String && args[0].str().empty()) {
            for (auto& c : chars_of(s))
                out.push_back(RValue::string(c));
            return RValue::array(std::move(out));
        }
        for (auto& p : re.re().split(s, static_cast<long>(limit)))
            out.push_back(RValue::string(p));
        return RValue::array(std::move(out));
    }
    if (name == "sub" || name == "gsub" || name == "sub!" || name == "gsub!") {
        bool global = name[0] == 'g';
        bool bang = name.back() == '!';
        if (args.empty() || args.size() > 2) arity(args, 1, 2, line);
        RValue re = to_regexp(args[0], line);
        std::string result;
        if (args.size() == 2) {
            if (args[1].kind() == RKind::Hash) {
                RHash& h = args[1].hsh();
                auto fn = [&](const runtime::Match& m) {
                    RValue* v = h.find(RValue::string(std::string(m.str())));
                    return v ? to_s(*v) : std::string();
                };
                result = global ? re.re().gsub(s, fn) : re.re().sub(s, fn);
            } else {
                const std::string& rep = str_arg(args[1], line);
                // a String pattern's replacement still expands back-references, as Ruby does
                result = global ? re.re().gsub(s, rep) : re.re().sub(s, rep);
            }
        } else {
            if (!blk) unsupported(name + " without a replacement or a block", line);
            auto fn = [&](const runtime::Match& m) {
                std::vector<RValue> groups;
                for (std::size_t i = 0; i < m.size(); ++i) {
                    auto g = m.group(i);
                    groups.push_back(g ? RValue::string(std::string(*g)) : RValue::nil());
                }
                m_last_match = RValue::match_data(std::move(groups));
                return to_s(yield1(*blk, RValue::string(std::string(m.str())), line));
            };
            result = global ? re.re().gsub(s, fn) : re.re().sub(s, fn);
        }
        if (bang) {
            bool changed = result != s;
            self.str() = result;
            return changed ? self : RValue::nil();
        }
        return RValue::string(result);
    }
    if (name == "scan") {
        arity(args, 1, 1, line);
        RValue re = to_regexp(args[0], line);
        std::vector<RValue> out;
        for (const auto& m : re.re().scan(s)) {
            if (m.size() == 1) {
                out.push_back(RValue::string(std::string(m.str())));
            } else {
                std::vector<RValue> groups;
                for (std::size_t i = 1; i < m.size(); ++i) {
                    auto g = m.group(i);
                    groups.push_back(g ? RValue::string(std::string(*g)) : RValue::nil());
                }
                out.push_back(RValue::array(std::move(groups)));
            }
        }
        if (blk) {
            for (auto& e : out)
                yield1(*blk, e, line);
            return self;
        }
        return RValue::array(std::move(out));
    }
    if (name == "tr" || name == "delete" || name == "squeeze" || name == "count") {
        unsupported("String#" + name, line);
    }
    if (name == "[]" || name == "slice") {
        arity(args, 1, 2, line);
        auto cs = chars_of(s);
        if (args[0].kind() == RKind::Regexp) {
            auto m = args[0].re().match(s);
            if (!m) return RValue::nil();
            std::size_t g = args.size() > 1 ? static_cast<std::size_t>(int_arg(args[1], line)) : 0;
            auto t = m->group(g);
            return t ? RValue::string(std::string(*t)) : RValue::nil();
        }
        if (args[0].kind() == RKind::String) {
            return s.find(args[0].str()) != std::string::npos ? RValue::string(args[0].str()) : RValue::nil();
        }
        if (args[0].kind() == RKind::Range) {
            auto b = char_index(args[0].as_integer(), cs.size(), true);
            if (!b) return RValue::nil();
            std::int64_t e = args[0].range_to();
            if (e < 0) e += static_cast<std::int64_t>(cs.size());
            if (!args[0].range_exclusive()) ++e;
            std::int64_t n = std::max<std::int64_t>(0, e - static_cast<std::int64_t>(*b));
            return RValue::string(join_chars(cs, *b, static_cast<std::size_t>(n)));
        }
        std::int64_t i = int_arg(args[0], line);
        if (args.size() == 2) {
            std::int64_t n = int_arg(args[1], line);
            auto b = char_index(i, cs.size(), true);
            if (!b || n < 0) return RValue::nil();
            return RValue::string(join_chars(cs, *b, static_cast<std::size_t>(n)));
        }
        auto b = char_index(i, cs.size(), false);
        return b ? RValue::string(cs[*b]) : RValue::nil();
    }
    if (name == "to_i") {
        arity(args, 0, 1, line);
        int base = args.empty() ? 10 : static_cast<int>(int_arg(args[0], line));
        std::string t;
        std::size_t i = 0;
        while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i])) != 0)
            ++i;
        if (i < s.size() && (s[i] == '-' || s[i] == '+')) t += s[i++];
        for (; i < s.size(); ++i) {
            char c = s[i];
            if (c == '_' && !t.empty() && i + 1 < s.size() &&
                std::isalnum(static_cast<unsigned char>(s[i + 1])) != 0)
                continue;
            int d = std::isdigit(static_cast<unsigned char>(c)) != 0   ? c - '0'
                    : std::isalpha(static_cast<unsigned char>(c)) != 0 ? std::tolower(c) - 'a' + 10
                                                                       : 99;
            if (d >= base) break;
            t += c;
        }
        return RValue::integer(std::strtoll(t.c_str(), nullptr, base));
    }
    if (name == "to_f") return RValue::flt(std::strtod(s.c_str(), nullptr));
    if (name == "hex") return RValue::integer(std::strtoll(s.c_str(), nullptr, 16));
    if (name == "oct") return RValue::integer(std::strtoll(s.c_str(), nullptr, 8));
    if (name == "ljust" || name == "rjust" || name == "center") {
        arity(args, 1, 2, line);
        std::int64_t w = int_arg(args[0], line);
        std::string pad = args.size() > 1 ? str_arg(args[1], line) : " ";
        if (pad.empty()) ruby_error("ArgumentError", "zero width padding", line);
        std::int64_t len = static_cast<std::int64_t>(chars_of(s).size());
        if (w <= len) return RValue::string(s);
        auto fill = [&](std::int64_t n) {
            std::string r;
            auto pc = chars_of(pad);
            for (std::int64_t i = 0; i < n; ++i)
                r += pc[static_cast<std::size_t>(i) % pc.size()];
            return r;
        };
        std::int64_t total = w - len;
        if (name == "ljust") return RValue::string(s + fill(total));
        if (name == "rjust") return RValue::string(fill(total) + s);
        return RValue::string(fill(total / 2) + s + fill(total - total / 2));
    }
    if (name == "ord") {
        if (s.empty()) ruby_error("ArgumentError", "empty string", line);
        return RValue::integer(static_cast<unsigned char>(s[0]));
    }
    if (name == "each_char") {
        if (!blk) unsupported("each_char without a block", line);
        for (auto& c : chars_of(s))
            yield1(*blk, RValue::string(c), line);
        return self;
    }
    if (name == "replace") {
        arity(args, 1, 1, line);
        self.str() = str_arg(args[0], line);
        return self;
    }
    if (name == "upcase!" || name == "downcase!" || name == "strip!" || name == "chomp!" ||
        name == "capitalize!") {
        std::vector<RValue> none;
        RValue r = string_method(self, name.substr(0, name.size() - 1), none, blk, line);
        bool changed = r.str() != s;
        self.str() = r.str();
        return changed ? self : RValue::nil();
    }
    bool found = false;
    RValue r = common_method(self, name, args, blk, line, found);
    if (found) return r;
    unsupported("the method String#" + name, line);
}

} // namespace pp::erb
