// Puppet's StringConverter (PUP:lib/puppet/pops/types/string_converter.rb), the engine behind
// `String(value, format)`.
#include "runtime/string_converter.hpp"

#include "lexer/chars.hpp"
#include "runtime/binary.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/types.hpp"
#include "runtime/uri.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pp::runtime {

namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

struct Format;
using FormatPtr = std::shared_ptr<const Format>;
using FormatMap = std::vector<std::pair<TypePtr, FormatPtr>>;
using FormatMapPtr = std::shared_ptr<const FormatMap>;

enum class Plus : std::uint8_t { Ignore, Space, Plus };

// StringConverter::Format: `%<flags><width>.<prec><format>` plus a container's separators and the formats
// for its elements.
struct Format {
    std::string orig;
    char format = 's';
    bool alt = false;
    bool left = false;
    bool zero_pad = false;
    Plus plus = Plus::Ignore;
    char delimiters = 0;
    int width = -1;
    int prec = -1;
    std::optional<std::string> separator;
    std::optional<std::string> separator2;
    FormatMapPtr container_string_formats;

    static std::shared_ptr<Format> parse(const std::string& fmt) {
        auto r = std::make_shared<Format>();
        r->orig = fmt;
        auto bad = [&]() {
            throw Error(fmt::format(
                "The format '{}' is not a valid format on the form '%<flags><width>.<prec><format>'", fmt));
        };
        static constexpr std::string_view kFlags = " \t\n\v\f\r[+#0{<(|-";
        std::size_t i = 0;
        if (fmt.empty() || fmt[0] != '%') bad();
        ++i;
        std::string flags;
        while (i < fmt.size() && kFlags.find(fmt[i]) != std::string_view::npos)
            flags += fmt[i++];
        // a number of the format; one no int holds is Ruby's sprintf "width too big", once the format is
        // otherwise valid (found by fuzz_compile, where it overflowed)
        const char* too_big = nullptr;
        auto number = [&](const char* what) {
            long long n = 0;
            while (i < fmt.size() && fmt[i] >= '0' && fmt[i] <= '9') {
                n = std::min<long long>(n * 10 + (fmt[i++] - '0'), std::numeric_limits<int>::max() + 1LL);
            }
            if (n > std::numeric_limits<int>::max()) {
                if (too_big == nullptr) too_big = what;
                n = std::numeric_limits<int>::max();
            }
            return static_cast<int>(n);
        };
        if (i < fmt.size() && fmt[i] >= '1' && fmt[i] <= '9') r->width = number("width");
        if (i < fmt.size() && fmt[i] == '.') {
            ++i;
            if (i >= fmt.size() || fmt[i] < '0' || fmt[i] > '9') bad();
            r->prec = number("precision");
        }
        if (i + 1 != fmt.size() || !std::isalpha(static_cast<unsigned char>(fmt[i]))) bad();
        if (too_big != nullptr) throw Error(fmt::format("{} too big", too_big));
        r->format = fmt[i];
        std::string sorted = flags;
        std::sort(sorted.begin(), sorted.end());
        if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
            throw Error(fmt::format("The same flag can only be used once, got '{}'", fmt));
        r->left = flags.find('-') != std::string::npos;
        r->alt = flags.find('#') != std::string::npos;
        r->plus = flags.find(' ') != std::string::npos   ? Plus::Space
                  : flags.find('+') != std::string::npos ? Plus::Plus
                                                         : Plus::Ignore;
        r->zero_pad = flags.find('0') != std::string::npos;
        for (char d : std::string_view("[{(<|")) {
            if (flags.find(d) == std::string::npos) continue;
            if (r->delimiters != 0)
                throw Error(fmt::format(
                    "Only one of the delimiters [ {{ ( < | can be given in the format flags, got '{}'", fmt));
            r->delimiters = d;
        }
        return r;
    }

    [[nodiscard]] std::pair<std::string, std::string>
    delimiter_pair(std::pair<std::string, std::string> dflt) const {
        switch (delimiters) {
        case '[':
            return {"[", "]"};
        case '{':
            return {"{", "}"};
        case '(':
            return {"(", ")"};
        case '<':
            return {"<", ">"};
        case '|':
            return {"|", "|"};
        default:
            break;
        }
        if (plus == Plus::Space) return {"", ""};
        return dflt;
    }
};

FormatMapPtr merge_string_formats(const FormatMapPtr& lower, const FormatMapPtr& higher);

FormatPtr merge_format(const FormatPtr& lower, const FormatPtr& higher) {
    if (!lower || !higher) return lower ? lower : higher;
    auto r = Format::parse(higher->orig);
    r->separator = higher->separator ? higher->separator : lower->separator;
    r->separator2 = higher->separator2 ? higher->separator2 : lower->separator2;
    r->container_string_formats =
        merge_string_formats(lower->container_string_formats, higher->container_string_formats);
    return r;
}

int type_rank(const Type& t) {
    switch (t.kind()) {
    case TypeKind::Struct:
        return 1;
    case TypeKind::Hash:
        return 2;
    case TypeKind::Tuple:
        return 3;
    case TypeKind::Array:
        return 4;
    case TypeKind::Pattern:
        return 10;
    case TypeKind::Enum:
        return 11;
    case TypeKind::String:
        return 12;
    default:
        return 0;
    }
}

// Format.sort_formats: more specific types first, then by rank or name.
int compare_types(const TypePtr& a, const TypePtr& b) {
    if (eql(*a, *b)) return 0;
    bool ab = is_assignable(*b, *a);
    bool ba = is_assignable(*a, *b);
    if (ab && !ba) return -1;
    if (!ab && ba) return 1;
    int ra = type_rank(*a);
    int rb = type_rank(*b);
    if (ra == 0 || rb == 0) {
        std::string sa = to_string(*a);
        std::string sb = to_string(*b);
        return sa < sb ? -1 : sa > sb ? 1 : 0;
    }
    return ra < rb ? -1 : ra > rb ? 1 : 0;
}

FormatMapPtr merge_string_formats(const FormatMapPtr& lower, const FormatMapPtr& higher) {
    if (!lower || !higher) return lower ? lower : higher;
    FormatMap kept;
    for (const auto& [lower_key, lf] : *lower) {
        const auto& lk = lower_key; // (clang 14 cannot capture a structured binding)
        bool shadowed = std::any_of(higher->begin(), higher->end(), [&](const auto& h) {
            return !eql(*h.first, *lk) && is_assignable(*h.first, *lk);
        });
        if (!shadowed) kept.emplace_back(lk, lf);
    }
    auto find = [](const FormatMap& m, const TypePtr& k) -> FormatPtr {
        for (const auto& [t, f] : m)
            if (eql(*t, *k)) return f;
        return nullptr;
    };
    FormatMap merged;
    auto add = [&](const TypePtr& k) {
        for (const auto& [t, f] : merged)
            if (eql(*t, *k)) return;
        merged.emplace_back(k, merge_format(find(kept, k), find(*higher, k)));
    };
    for (const auto& e : kept)
        add(e.first);
    for (const auto& e : *higher)
        add(e.first);
    // insertion sort: the comparison is a partial order, which std::sort must not be given
    for (std::size_t i = 1; i < merged.size(); ++i) {
        for (std::size_t j = i; j > 0 && compare_types(merged[j].first, merged[j - 1].first) < 0; --j)
            std::swap(merged[j], merged[j - 1]);
    }
    return std::make_shared<const FormatMap>(std::move(merged));
}

TypePtr type_named(std::string_view name) {
    return builtin_type(name);
}

FormatPtr fmt_of(const std::string& s) {
    return Format::parse(s);
}

const FormatMapPtr& default_container_formats() {
    static const FormatMapPtr m = std::make_shared<const FormatMap>(FormatMap{{any_type(), fmt_of("%p")}});
    return m;
}

FormatPtr default_array_format() {
    static const FormatPtr f = [] {
        auto r = Format::parse("%a");
        r->separator = ", ";
        r->separator2 = ", ";
        r->container_string_formats = default_container_formats();
        return r;
    }();
    return f;
}

FormatPtr default_hash_format() {
    static const FormatPtr f = [] {
        auto r = Format::parse("%h");
        r->separator = ", ";
        r->separator2 = " => ";
        r->container_string_formats = default_container_formats();
        return r;
    }();
    return f;
}

const FormatMapPtr& default_string_formats() {
    static const FormatMapPtr m = std::make_shared<const FormatMap>(FormatMap{
        {object_type(), fmt_of("%p")},
        {type_named("Float"), fmt_of("%f")},
        {type_named("Numeric"), fmt_of("%d")},
        {type_named("Array"), default_array_format()},
        {type_named("Hash"), default_hash_format()},
        {type_named("Binary"), fmt_of("%B")},
        {any_type(), fmt_of("%s")},
    });
    return m;
}

struct Indentation {
    int level = 0;
    bool first = true;
    bool is_indenting = false;

    [[nodiscard]] Indentation subsequent() const {
        return first ? Indentation{level, false, is_indenting} : *this;
    }
    [[nodiscard]] Indentation indenting(bool flag) const { return {level, first, flag}; }
    [[nodiscard]] Indentation increase(bool flag = false) const { return {level + 1, true, flag}; }
    [[nodiscard]] bool breaks() const { return is_indenting && level > 0 && !first; }
    [[nodiscard]] std::string padding() const {
        return std::string(static_cast<std::size_t>(2 * level), ' ');
    }
};

[[noreturn]] void format_error(std::string_view type, char actual, std::string_view expected) {
    throw Error(fmt::format(
        "Illegal format '{}' specified for value of {} type - expected one of the characters '{}'", actual,
        type, expected));
}

std::string kformat(const std::string& f, const Value& v) {
    return ruby_format(f, std::span<const Value>(&v, 1));
}

std::string replace_all(std::string s, char from, std::string_view to) {
    std::string out;
    for (char c : s) {
        if (c == from)
            out += to;
        else
            out += c;
    }
    return out;
}

std::string apply_string_flags(const Format& f, const std::string& literal) {
    if (f.left || f.width >= 0 || f.prec >= 0) {
        std::string fmt = "%";
        if (f.left) fmt += '-';
        if (f.width >= 0) fmt += std::to_string(f.width);
        if (f.prec >= 0) fmt += "." + std::to_string(f.prec);
        fmt += 's';
        return kformat(fmt, Value(literal));
    }
    return literal;
}

std::string puppet_double_quote(std::string_view s) {
    std::string b = "\"";
    for (char ch : s) {
        auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '\t':
            b += "\\t";
            break;
        case '\n':
            b += "\\n";
            break;
        case '\r':
            b += "\\r";
            break;
        case '"':
            b += "\\\"";
            break;
        case '$':
            b += "\\$";
            break;
        case '\\':
            b += "\\\\";
            break;
        default:
            if (c < 0x20)
                b += fmt::format("\\u{{{:X}}}", c);
            else
                b += ch;
        }
    }
    return b + "\"";
}

std::string puppet_quote(std::string_view s, bool enforce_double = false) {
    if (enforce_double) return puppet_double_quote(s);
    std::string b = "'";
    bool escaped = false;
    for (char ch : s) {
        auto c = static_cast<unsigned char>(ch);
        if (c < 0x20) return puppet_double_quote(s);
        if (escaped) {
            b += '\\';
            b += ch;
            escaped = false;
        } else if (c == '\'') {
            b += "\\'";
        } else if (c == '\\') {
            escaped = true;
        } else {
            b += ch;
        }
    }
    if (escaped) b += '\\';
    return b + "'";
}

bool is_container(const Type& t) {
    switch (t.kind()) {
    case TypeKind::Array:
    case TypeKind::Hash:
    case TypeKind::Struct:
    case TypeKind::Tuple:
    case TypeKind::Object:
        return true;
    default:
        return false;
    }
}

bool is_a_or_h(const Value& v) {
    return v.is_array() || v.is_hash();
}

class Converter {
public:
    std::string convert(const TypePtr& t, const Value& v, const FormatMapPtr& map, const Indentation& ind) {
        const Type& vt = t->kind() == TypeKind::TypeAlias ? t->resolved() : *t;
        switch (vt.kind()) {
        case TypeKind::Undef:
            return undef(vt, map);
        case TypeKind::Default:
            return dflt(vt, map);
        case TypeKind::Boolean:
            return boolean(vt, v, map, ind);
        case TypeKind::Integer:
            return integer(vt, v, map);
        case TypeKind::Float:
            return floating(vt, v, map);
        case TypeKind::String:
        case TypeKind::Enum:
        case TypeKind::Pattern:
            if (v.is_string()) return string(vt, v, map);
            break;
        case TypeKind::Regexp:
            return regexp(vt, v, map);
        case TypeKind::Array:
        case TypeKind::Tuple:
            return array(vt, v, map, ind);
        case TypeKind::Hash:
        case TypeKind::Struct:
            return hash(vt, v, map, ind);
        case TypeKind::TypeType:
            return type(vt, v, map);
        case TypeKind::Binary:
            return binary(vt, v, map);
        case TypeKind::URI:
            return uri(vt, v, map);
        default:
            break;
        }
        const Format& f = get_format(vt, map);
        return kformat(f.orig, v);
    }

private:
    static const Format& get_format(const Type& t, const FormatMapPtr& map) {
        for (const auto& [k, f] : *map)
            if (is_assignable(*k, t)) return *f;
        static const FormatPtr s = fmt_of("%s");
        return *s;
    }

    static std::string undef(const Type& t, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        switch (f.format) {
        case 'n':
            return apply_string_flags(f, f.alt ? "null" : "nil");
        case 'u':
            return apply_string_flags(f, f.alt ? "undefined" : "undef");
        case 'd':
        case 'x':
        case 'X':
        case 'o':
        case 'b':
        case 'B':
        case 'e':
        case 'E':
        case 'f':
        case 'g':
        case 'G':
        case 'a':
        case 'A':
            return apply_string_flags(f, "NaN");
        case 'v':
            return apply_string_flags(f, "n/a");
        case 'V':
            return apply_string_flags(f, "N/A");
        case 's':
            return apply_string_flags(f, f.alt ? "\"\"" : "");
        case 'p':
            return apply_string_flags(f, f.alt ? "\"undef\"" : "undef");
        default:
            format_error("Undef", f.format, "nudxXobBeEfgGaAvVsp");
        }
    }

    static std::string dflt(const Type& t, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        switch (f.format) {
        case 'd':
        case 's':
        case 'p':
            return apply_string_flags(f, f.alt ? "\"default\"" : "default");
        case 'D':
            return apply_string_flags(f, f.alt ? "\"Default\"" : "Default");
        default:
            format_error("Default", f.format, "dDsp");
        }
    }

    std::string boolean(const Type& t, const Value& v, const FormatMapPtr& map, const Indentation& ind) {
        const Format& f = get_format(t, map);
        bool b = v.as_boolean();
        auto word = [&](std::string w) { return apply_string_flags(f, f.alt ? w.substr(0, 1) : w); };
        switch (f.format) {
        case 't':
            return word(b ? "true" : "false");
        case 'T':
            return word(b ? "True" : "False");
        case 'y':
            return word(b ? "yes" : "no");
        case 'Y':
            return word(b ? "Yes" : "No");
        case 'd':
        case 'x':
        case 'X':
        case 'o':
        case 'b':
        case 'B': {
            Value n(static_cast<std::int64_t>(b ? 1 : 0));
            auto m = std::make_shared<const FormatMap>(
                FormatMap{{type_named("Integer"), std::make_shared<const Format>(f)}});
            return convert(infer_set(n), n, m, ind);
        }
        case 'e':
        case 'E':
        case 'f':
        case 'g':
        case 'G':
        case 'a':
        case 'A': {
            Value n(b ? 1.0 : 0.0);
            auto m = std::make_shared<const FormatMap>(
                FormatMap{{type_named("Float"), std::make_shared<const Format>(f)}});
            return convert(infer_set(n), n, m, ind);
        }
        case 's':
        case 'p':
            return apply_string_flags(f, b ? "true" : "false");
        default:
            format_error("Boolean", f.format, "tTyYdxXobBeEfgGaAsp");
        }
    }

    static std::string integer(const Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        switch (f.format) {
        case 'd':
        case 'x':
        case 'X':
        case 'o':
        case 'b':
        case 'B':
        case 'p':
            return kformat(f.orig, v);
        case 'e':
        case 'E':
        case 'f':
        case 'g':
        case 'G':
        case 'a':
        case 'A':
            return kformat(f.orig, Value(static_cast<double>(v.as_integer())));
        case 'c': {
            std::string ch;
            std::int64_t cp = v.as_integer();
            if (cp < 0 || cp > 0x10FFFF) throw Error("pack(U): value out of range");
            lexer::append_utf8(ch, static_cast<char32_t>(cp));
            if (f.alt) ch = "\"" + ch + "\"";
            return kformat(replace_all(f.orig, 'c', "s"), Value(ch));
        }
        case 's': {
            std::string int_str = std::to_string(v.as_integer());
            return kformat(replace_all(f.orig, 's', f.alt ? "p" : "s"), Value(int_str));
        }
        default:
            format_error("Integer", f.format, "dxXobBeEfgGaAspc");
        }
    }

    static std::string floating(const Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        switch (f.format) {
        case 'd':
        case 'x':
        case 'X':
        case 'o':
        case 'b':
        case 'B':
            return kformat(f.orig, Value(static_cast<std::int64_t>(v.as_float())));
        case 'e':
        case 'E':
        case 'f':
        case 'g':
        case 'G':
        case 'a':
        case 'A':
        case 'p':
            return kformat(f.orig, v);
        case 's': {
            std::string s = ruby_float_to_s(v.as_float());
            if (f.alt) s = "\"" + s + "\"";
            return kformat(f.orig, Value(s));
        }
        default:
            format_error("Float", f.format, "dxXobBeEfgGaAsp");
        }
    }

    static std::string string(const Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        const std::string& s = v.as_string();
        auto as_s = [&](char conv, const std::string& val) {
            return f.alt ? apply_string_flags(f, puppet_quote(val))
                         : kformat(replace_all(f.orig, conv, "s"), Value(val));
        };
        switch (f.format) {
        case 's':
            return kformat(f.orig, v);
        case 'p':
            return apply_string_flags(f, puppet_quote(s, f.alt));
        case 'c':
            return as_s('c', capitalize(s));
        case 'C': {
            std::string out;
            std::size_t start = 0;
            while (true) {
                std::size_t p = s.find("::", start);
                out += capitalize(s.substr(start, p == std::string::npos ? std::string::npos : p - start));
                if (p == std::string::npos) break;
                out += "::";
                start = p + 2;
            }
            return as_s('C', out);
        }
        case 'u': {
            std::string u = s;
            for (char& c : u)
                c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            return as_s('u', u);
        }
        case 'd': {
            std::string d = s;
            for (char& c : d)
                c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            return as_s('d', d);
        }
        case 't': {
            std::size_t b = 0;
            std::size_t e = s.size();
            while (b < e && (is_space(s[b]) || s[b] == '\0'))
                ++b;
            while (e > b && (is_space(s[e - 1]) || s[e - 1] == '\0'))
                --e;
            return as_s('t', s.substr(b, e - b));
        }
        default:
            format_error("String", f.format, "cCudspt");
        }
    }

    static std::string capitalize(const std::string& s) {
        std::string r = s;
        for (std::size_t i = 0; i < r.size(); ++i) {
            auto c = static_cast<unsigned char>(r[i]);
            r[i] = static_cast<char>(i == 0 ? std::toupper(c) : std::tolower(c));
        }
        return r;
    }

    static std::string regexp(const Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        const Regexp& re = v.as_regexp();
        switch (f.format) {
        case 'p': {
            std::string s = re.options() == 0 ? re.inspect() : "/" + re.to_s() + "/";
            return f.orig == "%p" ? s : kformat(replace_all(f.orig, 'p', "s"), Value(s));
        }
        case 's': {
            std::string s = re.options() == 0 ? re.source() : re.to_s();
            if (f.alt) s = puppet_quote(s);
            return f.orig == "%s" ? s : kformat(f.orig, Value(s));
        }
        default:
            format_error("Regexp", f.format, "sp");
        }
    }

    static std::string type(const Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        std::string s = to_string(v.as_type());
        switch (f.format) {
        case 's':
            return kformat(f.orig, Value(f.alt ? "\"" + s + "\"" : s));
        case 'p':
            return kformat(replace_all(f.orig, 'p', "s"), Value(s));
        default:
            format_error("Type", f.format, "sp");
        }
    }

    // string_PBinaryType: the bytes (`%s`, which must be UTF-8), `Binary("<base64>")` (`%p`), base64 with
    // line breaks (`%b`), strict (`%B`) or URL-safe (`%u`), or the type's name (`%t`, `%T`). The alternate
    // form
    // `#` quotes the text as Ruby's inspect does.
    static std::string binary(const Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        const Binary& bin = as_binary(v);
        auto text = [&](char conv, const std::string& s, bool binary_string) {
            std::string fmt = replace_all(f.orig, conv, "s");
            if (!f.alt) return kformat(fmt, Value(s));
            std::erase(fmt, '#'); // Kernel.format("%#p") is the inspect form, padded as %s pads
            return kformat(fmt, Value(binary_string ? ruby_inspect_binary(s) : ruby_inspect_string(s)));
        };
        switch (f.format) {
        case 's':
            if (!f.alt) {
                std::size_t bad = lexer::find_invalid_utf8(bin.bytes());
                if (bad != std::string::npos) {
                    // String#encode from ASCII-8BIT fails on the first byte outside ASCII
                    auto high = std::find_if(bin.bytes().begin(), bin.bytes().end(),
                                             [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
                    throw Error(fmt::format("\"\\x{:02X}\" from ASCII-8BIT to UTF-8",
                                            static_cast<unsigned char>(*high)));
                }
            }
            return text('s', bin.bytes(), true);
        case 'p':
            return "Binary(\"" + kformat(replace_all(f.orig, 'p', "s"), Value(bin.to_string())) + "\")";
        case 'b':
            return text('b', base64_encode(bin.bytes()), false);
        case 'B':
            return text('B', bin.to_string(), false);
        case 'u':
            return text('u', base64_urlsafe_encode(bin.bytes()), false);
        case 't':
            return text('t', "Binary", false);
        case 'T':
            return text('T', "BINARY", false);
        default:
            format_error("Binary", f.format, "bButTsp");
        }
    }

    // string_PURIType: the URI (`%s`, quoted with `#`) or `URI('...')` (`%p`)
    static std::string uri(const Type& t, const Value& v, const FormatMapPtr& map) {
        const Format& f = get_format(t, map);
        std::string s = as_uri(v).to_string();
        switch (f.format) {
        case 'p':
            return "URI(" + puppet_quote(s) + ")";
        case 's':
            return kformat(f.orig, Value(f.alt ? puppet_quote(s) : s));
        default:
            format_error("URI", f.format, "sp");
        }
    }

    std::string array(const Type& t, const Value& v, const FormatMapPtr& map, Indentation ind) {
        const Format& format = get_format(t, map);
        std::string sep = format.separator ? *format.separator : ", ";
        FormatMapPtr string_formats =
            format.container_string_formats ? format.container_string_formats : default_container_formats();
        auto delims = format.delimiter_pair({"[", "]"});
        ind = ind.indenting(format.alt || ind.is_indenting);
        switch (format.format) {
        case 'a':
        case 's':
        case 'p':
            break;
        default:
            format_error("Array", format.format, "asp");
        }
        const auto& items = v.as_array();
        std::string buf;
        if (ind.breaks()) {
            buf += "\n";
            buf += ind.padding();
        }
        buf += delims.first;
        Indentation child = ind.increase(format.alt);
        std::vector<std::string> mapped;
        for (const Value& e : items) {
            if (child.first) child = child.subsequent();
            TypePtr et = infer_set(e);
            mapped.push_back(convert(et, e, is_container(*et) ? map : string_formats, child));
        }
        bool sz_break = false;
        if (format.alt && format.width >= 0) {
            std::vector<std::size_t> widest{0};
            for (std::size_t i = 0; i < items.size(); ++i) {
                if (is_a_or_h(items[i]))
                    widest.push_back(0);
                else
                    widest.back() += lexer::utf8_count(mapped[i]);
            }
            sz_break =
                *std::max_element(widest.begin(), widest.end()) > static_cast<std::size_t>(format.width);
        }
        child = ind.increase(format.alt);
        auto rstrip = [](std::string& s) {
            while (!s.empty() && (is_space(s.back()) || s.back() == '\0'))
                s.pop_back();
        };
        for (std::size_t i = 0; i < items.size(); ++i) {
            const std::string& str_val = mapped[i];
            if (child.first) {
                child = child.subsequent();
                if (sz_break && !is_a_or_h(items[i])) buf += ' ';
            } else {
                buf += sep;
                if ((sz_break && !is_a_or_h(items[i])) ||
                    (format.alt && i > 0 && is_a_or_h(items[i - 1]) && !is_a_or_h(items[i]))) {
                    if (buf.empty() || buf.back() != '\n') rstrip(buf);
                    buf += "\n";
                    buf += child.padding();
                }
            }
            if (!buf.empty() && buf.back() == ' ' && !str_val.empty() && str_val[0] == '\n') rstrip(buf);
            buf += str_val;
        }
        buf += delims.second;
        return buf;
    }

    std::string hash(const Type& t, const Value& v, const FormatMapPtr& map, Indentation ind) {
        const Format& format = get_format(t, map);
        std::string sep = format.separator ? *format.separator : ", ";
        std::string assoc = format.separator2 ? *format.separator2 : " => ";
        FormatMapPtr string_formats =
            format.container_string_formats ? format.container_string_formats : default_container_formats();
        auto delims = format.delimiter_pair({"{", "}"});
        if (format.alt) {
            if (sep.empty() || sep.back() != '\n') {
                while (!sep.empty() && is_space(sep.back()))
                    sep.pop_back();
            }
            sep += "\n";
        }
        switch (format.format) {
        case 'a': {
            std::vector<Value> pairs;
            for (const auto& [k, e] : v.as_hash())
                pairs.emplace_back(std::vector<Value>{k, e});
            Value arr(std::move(pairs));
            return convert(infer_set(arr), arr, map, ind);
        }
        case 'h':
        case 's':
        case 'p':
            break;
        default:
            format_error("Hash", format.format, "hasp");
        }
        ind = ind.indenting(format.alt || ind.is_indenting);
        std::string buf;
        if (ind.breaks()) {
            buf += "\n";
            buf += ind.padding();
        }
        Indentation child = ind.increase();
        std::string cond_break;
        std::string padding;
        if (format.alt) {
            cond_break = "\n";
            padding = child.padding();
        }
        buf += delims.first;
        buf += cond_break;
        bool first = true;
        for (const auto& [k, e] : v.as_hash()) {
            if (!first) buf += sep;
            first = false;
            TypePtr kt = infer_set(k);
            TypePtr et = infer_set(e);
            std::string key = convert(kt, k, is_container(*kt) ? map : string_formats, child);
            std::string val = convert(et, e, is_container(*et) ? map : string_formats, child);
            buf += padding + key + assoc + val;
        }
        if (format.alt) {
            buf += cond_break;
            buf += ind.padding();
        }
        buf += delims.second;
        return buf;
    }
};

FormatPtr container_format(const Value& h) {
    for (const auto& [k, v] : h.as_hash()) {
        std::string key = k.is_string() ? k.as_string() : "";
        if (key != "separator" && key != "separator2" && key != "format" && key != "string_formats")
            throw Error(fmt::format("only 'separator', 'separator2', 'format', 'string_formats' are "
                                    "allowed in a container format, got {}",
                                    ruby_to_s(h)));
    }
    const Value* f = h.as_hash().find(Value("format"));
    if (f == nullptr || !f->is_string())
        throw Error("The format '' is not a valid format on the form '%<flags><width>.<prec><format>'");
    auto r = Format::parse(f->as_string());
    if (const Value* s = h.as_hash().find(Value("separator")); s != nullptr && s->is_string())
        r->separator = s->as_string();
    if (const Value* s = h.as_hash().find(Value("separator2")); s != nullptr && s->is_string())
        r->separator2 = s->as_string();
    if (const Value* s = h.as_hash().find(Value("string_formats")); s != nullptr && s->is_hash()) {
        FormatMap m;
        for (const auto& [k, v] : s->as_hash()) {
            if (!k.is_type())
                throw Error("top level keys in the format hash must be data types, got instance of '" +
                            std::string(kind_name(k.kind())) + "'");
            m.emplace_back(k.type_ptr(), v.is_hash() ? container_format(v) : Format::parse(ruby_to_s(v)));
        }
        r->container_string_formats = std::make_shared<const FormatMap>(std::move(m));
    }
    return r;
}

} // namespace

std::string convert_to_string(const Value& value, const Value& formats) {
    FormatMapPtr options = default_string_formats();
    TypePtr value_type = infer_set(value);
    FormatMap given;
    bool has_given = false;
    if (formats.is_string()) {
        has_given = true;
        if (is_assignable(*type_named("Array"), *value_type)) {
            given.emplace_back(type_named("Array"), Format::parse(formats.as_string()));
        } else if (is_assignable(*type_named("Hash"), *value_type)) {
            given.emplace_back(type_named("Hash"), Format::parse(formats.as_string()));
        } else {
            given.emplace_back(value_type, Format::parse(formats.as_string()));
        }
    } else if (formats.is_hash()) {
        has_given = true;
        for (const auto& [k, v] : formats.as_hash()) {
            if (!k.is_type())
                throw Error("top level keys in the format hash must be data types, got instance of '" +
                            std::string(kind_name(k.kind())) + "'");
            given.emplace_back(k.type_ptr(), v.is_hash() ? container_format(v) : Format::parse(ruby_to_s(v)));
        }
    }
    if (has_given)
        options = merge_string_formats(options, std::make_shared<const FormatMap>(std::move(given)));
    Converter c;
    return c.convert(value_type, value, options, Indentation{});
}

std::string format_value_for_display(const Value& value) {
    // the common cases directly: a string of printable ASCII without quotes or backslashes is single
    // quoted as it is (StringConverter#puppet_quote), integers and Booleans bare
    if (value.is_string()) {
        const std::string& s = value.as_string();
        if (std::all_of(s.begin(), s.end(),
                        [](char c) { return c >= 0x20 && c < 0x7f && c != '\'' && c != '\\'; }))
            return "'" + s + "'";
    } else if (value.is_integer()) {
        return std::to_string(value.as_integer());
    } else if (value.is_boolean()) {
        return value.as_boolean() ? "true" : "false";
    }
    // Puppet::Parameter.format_value_for_display: StringConverter with DEFAULT_PARAMETER_FORMAT
    static const Value formats = [] {
        Hash h;
        h.set(Value(parse_type("Collection")), Value("%#p"));
        h.set(Value(parse_type("Object")), Value("%#p"));
        h.set(Value(parse_type("Binary")), Value("%p"));
        h.set(Value(parse_type("String")), Value("%p"));
        h.set(Value(parse_type("Runtime")), Value("%p"));
        return Value(std::move(h));
    }();
    return convert_to_string(value, formats);
}

} // namespace pp::runtime
