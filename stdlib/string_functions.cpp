// The string family of Puppet 7's core functions (lib/puppet/functions/): split, join, upcase, downcase,
// capitalize, camelcase, strip, lstrip, rstrip, chomp, chop, regsubst, match, versioncmp. Each follows the
// Ruby method Puppet delegates to (String#split, #upcase, #strip...), including its edge cases.
#include "evaluator/dispatch.hpp"
#include "lexer/chars.hpp"
#include "runtime/regexp.hpp"
#include "runtime/types.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::stdlib {

using evaluator::CallContext;
using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::req;
using evaluator::Value;
using runtime::Hash;
using Args = std::span<const Value>;

namespace {

// ---- UTF-8 and Unicode case mapping
// ------------------------------------------------------------------------ Ruby maps case over all of
// Unicode; pp covers the scripts that a manifest realistically holds (Latin-1, Latin Extended-A, Greek and
// Cyrillic), leaving other characters as they are.

// Decodes the character at `i`, advancing `i`.
char32_t decode(std::string_view s, std::size_t& i) {
    std::uint32_t len = 1;
    char32_t cp = lexer::decode_utf8(s, i, &len);
    i += len;
    return cp;
}

// Latin Extended-A pairs upper/lower as even/odd code points, except in two runs where the order flips.
bool latin_a_odd_upper(char32_t c) {
    return (c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E);
}

char32_t to_upper(char32_t c) {
    if (c >= 'a' && c <= 'z') return c - 32;
    if (c < 0x80) return c;
    if ((c >= 0xE0 && c <= 0xFE && c != 0xF7)) return c - 32;
    if (c == 0xFF) return 0x178;
    if (c == 0xB5) return 0x39C;
    if (c >= 0x100 && c <= 0x17F && c != 0x130 && c != 0x131 && c != 0x138 && c != 0x149) {
        if (c == 0x17F) return 'S';
        bool odd = (c & 1) != 0;
        if (latin_a_odd_upper(c)) return odd ? c : c - 1;
        return odd ? c - 1 : c;
    }
    if (c == 0x131) return 'I';
    if (c >= 0x3B1 && c <= 0x3C9 && c != 0x3C2) return c - 32;
    if (c == 0x3C2) return 0x3A3;
    if (c == 0x3AC) return 0x386;
    if (c >= 0x3AD && c <= 0x3AF) return c - 37;
    if (c == 0x3CC) return 0x38C;
    if (c == 0x3CD || c == 0x3CE) return c - 63;
    if (c >= 0x430 && c <= 0x44F) return c - 32;
    if (c >= 0x450 && c <= 0x45F) return c - 80;
    return c;
}

char32_t to_lower(char32_t c) {
    if (c >= 'A' && c <= 'Z') return c + 32;
    if (c < 0x80) return c;
    if (c >= 0xC0 && c <= 0xDE && c != 0xD7) return c + 32;
    if (c == 0x178) return 0xFF;
    if (c >= 0x100 && c <= 0x17F && c != 0x130 && c != 0x131 && c != 0x138 && c != 0x149 && c != 0x17F &&
        c != 0x178) {
        bool odd = (c & 1) != 0;
        if (latin_a_odd_upper(c)) return odd ? c + 1 : c;
        return odd ? c : c + 1;
    }
    if (c == 0x130) return 'i';
    if (c >= 0x391 && c <= 0x3A9 && c != 0x3A2) return c + 32;
    if (c == 0x386) return 0x3AC;
    if (c >= 0x388 && c <= 0x38A) return c + 37;
    if (c == 0x38C) return 0x3CC;
    if (c == 0x38E || c == 0x38F) return c + 63;
    if (c >= 0x410 && c <= 0x42F) return c + 32;
    if (c >= 0x400 && c <= 0x40F) return c + 80;
    return c;
}

// Ruby String#upcase (full mapping: "ß" becomes "SS").
std::string upcase(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        char32_t c = decode(s, i);
        if (c == 0xDF)
            out += "SS";
        else
            lexer::append_utf8(out, to_upper(c));
    }
    return out;
}

std::string downcase(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        lexer::append_utf8(out, to_lower(decode(s, i)));
    }
    return out;
}

// Ruby String#capitalize: the first character upper case, the rest lower case.
std::string capitalize(std::string_view s) {
    if (s.empty()) return {};
    std::size_t i = 0;
    char32_t first = decode(s, i);
    std::string out;
    if (first == 0xDF)
        out = "Ss";
    else
        lexer::append_utf8(out, to_upper(first));
    return out + downcase(s.substr(i));
}

// Ruby's String#strip whitespace: NUL, \t \n \v \f \r and space.
bool is_ruby_space(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r') || c == '\0';
}

std::string lstrip(std::string_view s) {
    std::size_t b = 0;
    while (b < s.size() && is_ruby_space(s[b]))
        ++b;
    return std::string(s.substr(b));
}
std::string rstrip(std::string_view s) {
    std::size_t e = s.size();
    while (e > 0 && is_ruby_space(s[e - 1]))
        --e;
    return std::string(s.substr(0, e));
}
std::string strip(std::string_view s) {
    return rstrip(lstrip(s));
}

// Ruby String#chomp without arguments: one trailing "\r\n", "\n" or "\r".
std::string chomp(std::string_view s) {
    if (s.ends_with("\r\n")) return std::string(s.substr(0, s.size() - 2));
    if (s.ends_with('\n') || s.ends_with('\r')) return std::string(s.substr(0, s.size() - 1));
    return std::string(s);
}

// Ruby String#chop: the last character, or a trailing "\r\n" as one.
std::string chop(std::string_view s) {
    if (s.empty()) return {};
    if (s.ends_with("\r\n")) return std::string(s.substr(0, s.size() - 2));
    std::size_t e = s.size() - 1;
    while (e > 0 && (static_cast<unsigned char>(s[e]) & 0xC0) == 0x80)
        --e;
    return std::string(s.substr(0, e));
}

std::string camelcase(std::string_view s) {
    // s.split('_').map(&:capitalize).join: String#split with a string drops trailing empty fields
    std::string out;
    std::size_t start = 0;
    while (start <= s.size()) {
        std::size_t pos = s.find('_', start);
        if (pos == std::string_view::npos) pos = s.size();
        out += capitalize(s.substr(start, pos - start));
        start = pos + 1;
    }
    return out;
}

// ---- helpers ---------------------------------------------------------------------------------------------

// A type with its aliases resolved (Type::resolved() is only for aliases).
const runtime::Type& resolve(const runtime::Type& t) {
    return t.kind() == runtime::TypeKind::TypeAlias ? resolve(t.resolved()) : t;
}

std::shared_ptr<const runtime::Regexp> compile(std::string_view pattern, unsigned options = 0) {
    std::string error;
    auto re = runtime::Regexp::compile(pattern, &error, options);
    if (re == nullptr) throw FunctionError(error);
    return re;
}

// The regexp a `Type[Regexp]` argument denotes (Regexp['a.b']); Regexp without a pattern matches anything.
std::shared_ptr<const runtime::Regexp> regexp_of_type(const Value& v) {
    const runtime::Type& t = v.as_type().kind() == runtime::TypeKind::TypeType && v.as_type().m_elem
                                 ? resolve(*v.as_type().m_elem)
                                 : resolve(v.as_type());
    return compile(t.m_value.value_or(""));
}

std::vector<Value> split_values(const runtime::Regexp& re, std::string_view s) {
    std::vector<Value> out;
    try {
        for (std::string& part : re.split(s))
            out.emplace_back(std::move(part));
    } catch (const runtime::RegexpError& e) {
        throw FunctionError(e.what());
    }
    return out;
}

// Iterable elements a string function maps over (Iterable[Variant[String, Numeric]] in its signature): an
// Array, or the values of an iterable type (Integer[1, 3], Enum[a, b]).
std::vector<Value> iterable_elements(const Value& v) {
    if (v.is_array()) return v.as_array();
    std::vector<Value> out;
    if (v.is_type()) {
        const runtime::Type* t = &resolve(v.as_type());
        if (t->kind() == runtime::TypeKind::TypeType && t->m_elem) t = &resolve(*t->m_elem);
        if (t->kind() == runtime::TypeKind::Integer) {
            for (std::int64_t i = t->m_imin; i <= t->m_imax; ++i)
                out.emplace_back(i);
        } else if (t->kind() == runtime::TypeKind::Enum) {
            for (const std::string& s : t->m_strings)
                out.emplace_back(s);
        }
    }
    return out;
}

// The three dispatches shared by capitalize, camelcase, strip, lstrip, rstrip, chomp and chop: numbers are
// returned as they are, strings transformed, and the string elements of an iterable transformed.
void add_string_mapper(evaluator::FunctionRegistry& registry, const char* name, std::string doc,
                       std::string (*fn)(std::string_view)) {
    evaluator::add_function(
        registry, name, std::move(doc),
        {
            Dispatch{{req("Numeric", "arg")},
                     evaluator::BlockUse::None,
                     [](CallContext&, Args args) { return args[0]; }},
            Dispatch{{req("String", "arg")},
                     evaluator::BlockUse::None,
                     [fn](CallContext&, Args args) { return Value(fn(args[0].as_string())); }},
            Dispatch{{req("Iterable[Variant[String, Numeric]]", "arg")},
                     evaluator::BlockUse::None,
                     [fn](CallContext&, Args args) {
                         std::vector<Value> out;
                         for (const Value& e : iterable_elements(args[0]))
                             out.push_back(e.is_string() ? Value(fn(e.as_string())) : e);
                         return Value(std::move(out));
                     }},
        });
}

// upcase/downcase recurse into arrays and hashes (keys too) of StringData.
Value map_case(const Value& v, std::string (*fn)(std::string_view)) {
    if (v.is_string()) return Value(fn(v.as_string()));
    if (v.is_array()) {
        std::vector<Value> out;
        for (const Value& e : v.as_array())
            out.push_back(map_case(e, fn));
        return Value(std::move(out));
    }
    if (v.is_hash()) {
        Hash out;
        for (const auto& [k, e] : v.as_hash())
            out.set(map_case(k, fn), map_case(e, fn));
        return Value(std::move(out));
    }
    return v;
}

// StringData = Variant[String, Numeric, Array[StringData], Hash[StringData, StringData]], checked here since
// the dispatcher's types cannot refer to themselves.
bool is_string_data(const Value& v) {
    if (v.is_string() || v.is_number()) return true;
    if (v.is_array()) {
        for (const Value& e : v.as_array())
            if (!is_string_data(e)) return false;
        return true;
    }
    if (v.is_hash()) {
        for (const auto& [k, e] : v.as_hash())
            if (!is_string_data(k) || !is_string_data(e)) return false;
        return true;
    }
    return false;
}

void add_case_mapper(evaluator::FunctionRegistry& registry, const char* name, std::string doc,
                     std::string (*fn)(std::string_view)) {
    auto body = [fn, name](CallContext&, Args args) {
        if (!is_string_data(args[0]))
            throw FunctionError(fmt::format("'{}' parameter 'arg' expects a StringData value, got {}", name,
                                            runtime::to_string(*runtime::infer_generalized(args[0]))));
        return map_case(args[0], fn);
    };
    evaluator::add_function(registry, name, std::move(doc),
                            {
                                Dispatch{{req("Numeric", "arg")},
                                         evaluator::BlockUse::None,
                                         [](CallContext&, Args args) { return args[0]; }},
                                Dispatch{{req("String", "arg")}, evaluator::BlockUse::None, body},
                                Dispatch{{req("Array", "arg")}, evaluator::BlockUse::None, body},
                                Dispatch{{req("Hash", "arg")}, evaluator::BlockUse::None, body},
                            });
}

// Ruby Array#join: nested arrays joined recursively, undef as "".
void join_into(std::string& out, const std::vector<Value>& items, const std::string& delimiter, bool& first) {
    for (const Value& e : items) {
        if (e.is_array()) {
            join_into(out, e.as_array(), delimiter, first);
            continue;
        }
        if (!first) out += delimiter;
        first = false;
        out += runtime::to_s(e);
    }
}

// ---- regsubst
// ----------------------------------------------------------------------------------------------

Value regsubst(const Value& target, const runtime::Regexp& re, const Value& replacement, bool global) {
    auto one = [&](const std::string& s) -> Value {
        try {
            if (replacement.is_hash()) {
                const Hash& h = replacement.as_hash();
                auto fn = [&h](const runtime::Match& m) {
                    const Value* r = h.find(Value(std::string(m.str())));
                    return r != nullptr && r->is_string() ? r->as_string() : std::string();
                };
                return Value(global ? re.gsub(s, fn) : re.sub(s, fn));
            }
            const std::string& r = replacement.as_string();
            return Value(global ? re.gsub(s, r) : re.sub(s, r));
        } catch (const runtime::RegexpError& e) {
            throw FunctionError(e.what());
        }
    };
    if (target.is_string()) return one(target.as_string());
    std::vector<Value> out;
    for (const Value& e : target.as_array())
        out.push_back(one(e.as_string()));
    return Value(std::move(out));
}

// ---- match
// -------------------------------------------------------------------------------------------------

std::optional<Value> do_match(const std::string& s, const runtime::Regexp& re) {
    std::optional<runtime::Match> m;
    try {
        m = re.match(s);
    } catch (const runtime::RegexpError& e) {
        throw FunctionError(e.what());
    }
    if (!m) return std::nullopt;
    std::vector<Value> out;
    for (const auto& g : m->to_a())
        out.push_back(g ? Value(*g) : Value());
    return Value(std::move(out));
}

// Puppet's match visitor: a String or Regexp pattern, Regexp/Pattern/Variant types and arrays of patterns
// (the first that matches wins). nullopt when nothing matched.
std::optional<Value> match_pattern(const std::string& s, const Value& pattern);

std::optional<Value> match_type(const std::string& s, const runtime::Type& type) {
    const runtime::Type& t = resolve(type);
    switch (t.kind()) {
    case runtime::TypeKind::Regexp:
        if (!t.m_value) throw FunctionError("Given Regexp Type has no regular expression");
        return do_match(s, *compile(*t.m_value));
    case runtime::TypeKind::Pattern:
        for (const std::string& src : t.m_strings) {
            if (auto r = do_match(s, *compile(src))) return r;
        }
        return std::nullopt;
    case runtime::TypeKind::Variant:
        for (const auto& member : t.m_types) {
            if (auto r = match_type(s, *member)) return r;
        }
        return std::nullopt;
    default: {
        // the Ruby class of the type: Integer[1, 2] is a Puppet::Pops::Types::PIntegerType
        std::string name = runtime::to_string(t);
        name = name.substr(0, name.find('['));
        throw FunctionError(fmt::format("match() expects pattern of T, where T is String, Regexp, Regexp[r], "
                                        "Pattern[p], or Array[T]. Got Puppet::Pops::Types::P{}Type",
                                        name));
    }
    }
}

std::optional<Value> match_pattern(const std::string& s, const Value& pattern) {
    switch (pattern.kind()) {
    case runtime::ValueKind::String:
        return do_match(s, *compile(pattern.as_string()));
    case runtime::ValueKind::Regexp:
        return do_match(s, pattern.as_regexp());
    case runtime::ValueKind::Type:
        return match_type(s, pattern.as_type());
    case runtime::ValueKind::Array:
        for (const Value& e : pattern.as_array()) {
            if (auto r = match_pattern(s, e)) return r;
        }
        return std::nullopt;
    default: {
        static const char* const ruby_class[] = {"NilClass", "Symbol", "TrueClass", "Integer", "Float"};
        std::string klass = "Object";
        auto k = static_cast<std::size_t>(pattern.kind());
        if (k < 5) klass = ruby_class[k];
        if (pattern.is_boolean() && !pattern.as_boolean()) klass = "FalseClass";
        if (pattern.is_hash()) klass = "Hash";
        throw FunctionError(fmt::format("match() expects pattern of T, where T is String, Regexp, Regexp[r], "
                                        "Pattern[p], or Array[T]. Got {}",
                                        klass));
    }
    }
}

// ---- versioncmp (Puppet::Util::Package.versioncmp)
// ---------------------------------------------------------

// version.split('-'); first.sub(/([\.0]+)$/, ''); join('-')
std::string normalize_version(const std::string& v) {
    std::size_t dash = v.find('-');
    std::string first = v.substr(0, dash);
    std::size_t e = first.size();
    while (e > 0 && (first[e - 1] == '.' || first[e - 1] == '0'))
        --e;
    first.resize(e);
    if (dash == std::string::npos) return first;
    // Ruby's split drops trailing empty fields before the join
    std::string rest = v.substr(dash);
    while (!rest.empty() && rest.back() == '-')
        rest.pop_back();
    return first + rest;
}

// Tokens of /[-.]|\d+|[^-.\d]+/
std::vector<std::string> version_tokens(const std::string& s) {
    std::vector<std::string> out;
    auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
    for (std::size_t i = 0; i < s.size();) {
        if (s[i] == '-' || s[i] == '.') {
            out.emplace_back(1, s[i++]);
            continue;
        }
        std::size_t j = i;
        bool digits = is_digit(s[i]);
        while (j < s.size() && s[j] != '-' && s[j] != '.' && is_digit(s[j]) == digits)
            ++j;
        out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

int spaceship(const std::string& a, const std::string& b) {
    int c = a.compare(b);
    return c < 0 ? -1 : c > 0 ? 1 : 0;
}

std::string ascii_upcase(std::string s) {
    for (char& c : s)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 32);
    return s;
}

int versioncmp(std::string a, std::string b, bool ignore_trailing_zeroes) {
    if (ignore_trailing_zeroes) {
        a = normalize_version(a);
        b = normalize_version(b);
    }
    auto ax = version_tokens(a);
    auto bx = version_tokens(b);
    auto all_digits = [](const std::string& s) {
        return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos;
    };
    for (std::size_t i = 0; i < ax.size() && i < bx.size(); ++i) {
        const std::string& x = ax[i];
        const std::string& y = bx[i];
        if (x == y) continue;
        if (x == "-") return -1;
        if (y == "-") return 1;
        if (x == ".") return -1;
        if (y == ".") return 1;
        if (all_digits(x) && all_digits(y)) {
            if (x[0] == '0' || y[0] == '0') return spaceship(x, y);
            // compare as integers of any length: longer (no leading zeros) is larger
            if (x.size() != y.size()) return x.size() < y.size() ? -1 : 1;
            return spaceship(x, y);
        }
        return spaceship(ascii_upcase(x), ascii_upcase(y));
    }
    return spaceship(a, b);
}

} // namespace

namespace {

void flatten_words(std::vector<Value>& out, const Value& v) {
    if (!v.is_array()) {
        out.push_back(v);
        return;
    }
    for (const Value& e : v.as_array())
        flatten_words(out, e);
}

// shellquote.rb: safe words as they are, else double quotes when nothing in the word is special there,
// else single quotes when the word has none, else double quotes with the specials escaped
std::string shell_quote(const Value& word) {
    if (!word.is_string()) {
        std::string cls = word.is_undef() ? "NilClass" : std::string(runtime::kind_name(word.kind()));
        throw FunctionError(fmt::format("undefined method `length' for {}:{}",
                                        word.is_undef() ? "nil" : runtime::to_s(word), cls));
    }
    const std::string& w = word.as_string();
    auto safe = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               std::string_view("@%_+=:,./-").find(c) != std::string_view::npos;
    };
    auto dangerous = [](char c) { return std::string_view("!\"`$\\").find(c) != std::string_view::npos; };
    if (!w.empty() && std::all_of(w.begin(), w.end(), safe)) return w;
    if (std::none_of(w.begin(), w.end(), dangerous)) return "\"" + w + "\"";
    if (w.find('\'') == std::string::npos) return "'" + w + "'";
    std::string r = "\"";
    for (char c : w) {
        if (dangerous(c)) r += '\\';
        r += c;
    }
    return r + "\"";
}

} // namespace

void register_string_functions(evaluator::FunctionRegistry& registry) {
    using evaluator::add_function;
    using evaluator::BlockUse;

    add_function(
        registry, "split",
        "Splits a String into an Array at a pattern (a String is compiled as a regular expression), "
        "with Ruby's String#split semantics: captures are included and trailing empty fields dropped.",
        {
            Dispatch{{req("String", "str"), req("String", "pattern")},
                     BlockUse::None,
                     [](CallContext&, Args args) {
                         return Value(split_values(*compile(args[1].as_string()), args[0].as_string()));
                     }},
            Dispatch{{req("String", "str"), req("Regexp", "pattern")},
                     BlockUse::None,
                     [](CallContext&, Args args) {
                         return Value(split_values(args[1].as_regexp(), args[0].as_string()));
                     }},
            Dispatch{{req("String", "str"), req("Type[Regexp]", "pattern")},
                     BlockUse::None,
                     [](CallContext&, Args args) {
                         return Value(split_values(*regexp_of_type(args[1]), args[0].as_string()));
                     }},
        });

    add_function(registry, "join",
                 "Joins the elements of an Array (nested arrays flattened) into a String with an optional "
                 "delimiter.",
                 {Dispatch{{req("Array", "arg"), opt("String", "delimiter")},
                           BlockUse::None,
                           [](CallContext&, Args args) {
                               std::string delimiter = args.size() > 1 ? args[1].as_string() : std::string();
                               std::string out;
                               bool first = true;
                               join_into(out, args[0].as_array(), delimiter, first);
                               return Value(std::move(out));
                           }}});

    add_case_mapper(
        registry, "upcase",
        "Converts a String, or the strings in an Array or Hash (keys too), to upper case; numbers "
        "are returned as they are.",
        upcase);
    add_case_mapper(
        registry, "downcase",
        "Converts a String, or the strings in an Array or Hash (keys too), to lower case; numbers "
        "are returned as they are.",
        downcase);
    add_string_mapper(registry, "capitalize",
                      "Upper-cases the first character of a String (or of each String in an Iterable) and "
                      "lower-cases the rest.",
                      capitalize);
    add_string_mapper(registry, "camelcase",
                      "Converts an underscored String (or each String in an Iterable) to CamelCase.",
                      camelcase);
    add_string_mapper(
        registry, "strip",
        "Removes leading and trailing whitespace from a String (or each String in an Iterable).", strip);
    add_string_mapper(registry, "lstrip",
                      "Removes leading whitespace from a String (or each String in an Iterable).", lstrip);
    add_string_mapper(registry, "rstrip",
                      "Removes trailing whitespace from a String (or each String in an Iterable).", rstrip);
    add_string_mapper(
        registry, "chomp",
        "Removes one trailing line break (\\n, \\r or \\r\\n) from a String (or each String in an "
        "Iterable).",
        chomp);
    add_string_mapper(registry, "chop",
                      "Removes the last character (a trailing \\r\\n counts as one) from a String (or each "
                      "String in an Iterable).",
                      chop);

    add_function(registry, "regsubst",
                 "Replaces the first (or with flag G every) match of a pattern in a String or each String of "
                 "an Array. "
                 "A String pattern takes the flags E (extended), I (ignore case) and M (multiline).",
                 {
                     Dispatch{{req("Variant[Array[String],String]", "target"), req("String", "pattern"),
                               req("Variant[String,Hash[String,String]]", "replacement"),
                               opt("Optional[Pattern[/^[GEIM]*$/]]", "flags"),
                               opt("Enum['N','E','S','U']", "encoding")},
                              BlockUse::None,
                              [](CallContext&, Args args) {
                                  unsigned options = runtime::RegexpNone;
                                  bool global = false;
                                  if (args.size() > 3 && args[3].is_string()) {
                                      for (char f : args[3].as_string()) {
                                          if (f == 'G') global = true;
                                          if (f == 'E') options |= runtime::RegexpExtended;
                                          if (f == 'I') options |= runtime::RegexpIgnoreCase;
                                          if (f == 'M') options |= runtime::RegexpMultiline;
                                      }
                                  }
                                  auto re = compile(args[1].as_string(), options);
                                  return regsubst(args[0], *re, args[2], global);
                              }},
                     Dispatch{{req("Variant[Array[String],String]", "target"),
                               req("Variant[Regexp,Type[Regexp]]", "pattern"),
                               req("Variant[String,Hash[String,String]]", "replacement"),
                               opt("Pattern[/^G?$/]", "flags")},
                              BlockUse::None,
                              [](CallContext&, Args args) {
                                  bool global = args.size() > 3 && args[3].as_string() == "G";
                                  if (args[1].is_regexp())
                                      return regsubst(args[0], args[1].as_regexp(), args[2], global);
                                  return regsubst(args[0], *regexp_of_type(args[1]), args[2], global);
                              }},
                 });

    auto match_one = [](const std::string& s, const Value& pattern) {
        auto r = match_pattern(s, pattern);
        return r ? *r : Value();
    };
    add_function(registry, "match",
                 "Matches a String (or each String of an Array) against a pattern: a String, Regexp, "
                 "Regexp/Pattern type or an Array of them. Returns the match and its captures, or undef.",
                 {
                     Dispatch{{req("String", "string"), req("Variant[Any, Type]", "pattern")},
                              BlockUse::None,
                              [match_one](CallContext&, Args args) {
                                  return match_one(args[0].as_string(), args[1]);
                              }},
                     Dispatch{{req("Array[String]", "string"), req("Variant[Any, Type]", "pattern")},
                              BlockUse::None,
                              [match_one](CallContext&, Args args) {
                                  std::vector<Value> out;
                                  for (const Value& s : args[0].as_array())
                                      out.push_back(match_one(s.as_string(), args[1]));
                                  return Value(std::move(out));
                              }},
                 });

    registry.add(
        {"shellquote", "Callable[Variant[String, Array], 0]",
         "Quotes each argument for the Bourne shell (arrays are flattened into the arguments) and joins "
         "them with spaces: safe words stay bare, others are double- or single-quoted.",
         [](CallContext&, Args args) -> Value {
             std::vector<Value> words;
             for (const Value& a : args)
                 flatten_words(words, a.is_undef() ? Value("") : a); // a 3.x function sees undef as ''
             std::string out;
             for (std::size_t i = 0; i < words.size(); ++i)
                 out += (i > 0 ? " " : "") + shell_quote(words[i]);
             return Value(std::move(out));
         }});

    add_function(registry, "versioncmp",
                 "Compares two version strings as package managers do: -1, 0 or 1. With "
                 "ignore_trailing_zeroes, '1.0.0' equals '1.0'.",
                 {Dispatch{{req("String", "a"), req("String", "b"), opt("Boolean", "ignore_trailing_zeroes")},
                           BlockUse::None,
                           [](CallContext&, Args args) {
                               bool ignore = args.size() > 2 && args[2].as_boolean();
                               return Value(versioncmp(args[0].as_string(), args[1].as_string(), ignore));
                           }}});
}

} // namespace pp::stdlib
