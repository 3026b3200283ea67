// Puppet regular expressions on Oniguruma's Ruby syntax (libonig, loaded apart: onig_lib()).
//
// Ruby compatibility. Ruby (re.c) does not hand its source straight to Onigmo, and Oniguruma 6.9 is not
// Onigmo, so compile() does what Ruby does around the engine and bridges the engine differences:
//  - Ruby first "preprocesses" the source (rb_reg_preprocess / unescape_nonascii): `\xHH`, `\uHHHH`,
//    `\u{...}`, `\0`, octal escapes above \177, `\cX`, `\C-X` and `\M-X` become literal characters, with
//    Ruby's own error messages ("invalid hex escape", "invalid Unicode range", "too short escape sequence").
//    preprocess() (regexp_preprocess.cpp) ports it.
//  - Onigmo rejects `a{2,1}` ("upper is smaller than lower in repeat range"); Oniguruma reads it as a
//    possessive interval. preprocess() raises Ruby's error.
//  - In Ruby `\w \d \s` (and their negations) are ASCII-only while `\b`, POSIX brackets and `\p{...}` are
//    Unicode. Oniguruma's *_IS_ASCII options would make all of them ASCII, so instead the compiled pattern
//    spells the six escapes out as ASCII classes; `\w` outside a class is `(?-i:[a-zA-Z0-9_])` so that
//    `(?i)\w` does not reach U+017F or U+212A through case folding, as in Ruby. Errors are taken from a
//    compile of the pattern *without* that rewrite, so `[\d-z]` still reports Ruby's message.
//  - Known remaining differences (documented in the tests): Oniguruma 6.9.8 accepts variable-length
//    look-behind (`(?<=a+)`) that Onigmo rejects, and rejects Onigmo's `(?a)`, `(?u)`, `(?d)` options.
//  - Ruby raises ArgumentError for a subject that is not valid UTF-8; so do we (RegexpError).

#include "runtime/regexp.hpp"

#include "runtime/regexp_internal.hpp"
#include "runtime/value.hpp" // declares eql/hash_of for Regexp

#include <dlfcn.h>
#include <oniguruma.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace pp::runtime {

namespace {

using detail::append_hex_escape;
using detail::is_ruby_space;
using detail::onig_lib;
using detail::OnigLib;
using detail::preprocess;
using detail::utf8_char_len;

regex_t* as_onig(void* p) {
    return static_cast<regex_t*>(p);
}

void init_onig() {
    static std::once_flag once;
    std::call_once(once, [] {
        OnigEncoding encodings[] = {onig_lib().utf8};
        onig_lib().initialize(encodings, 1);
    });
}

// Oniguruma's compiler keeps some global state (property tables built on first use); compiling is rare,
// so it is simply serialised. Searching a compiled regex_t is reentrant.
std::mutex& compile_mutex() {
    static std::mutex m;
    return m;
}

bool valid_utf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        std::size_t n = utf8_char_len(s, i);
        if (n == 0) return false;
        i += n;
    }
    return true;
}

void check_subject(std::string_view s) {
    if (!valid_utf8(s)) throw RegexpError("invalid byte sequence in UTF-8");
}

// Bytes to step over one character at i (Ruby's rb_enc_fast_mbclen), never past the end.
std::size_t char_step(std::string_view s, std::size_t i) {
    if (i >= s.size()) return 1;
    std::size_t n = utf8_char_len(s, i);
    return n == 0 ? 1 : n;
}

std::string error_text(int code, OnigErrorInfo* info) {
    OnigUChar buf[ONIG_MAX_ERROR_MESSAGE_LEN];
    int len = onig_lib().error_code_to_str(buf, code, info);
    return std::string(reinterpret_cast<const char*>(buf), len > 0 ? static_cast<std::size_t>(len) : 0);
}

int onig_compile_text(regex_t** out, std::string_view text, unsigned options, OnigErrorInfo* info) {
    const auto* b = reinterpret_cast<const OnigUChar*>(text.data());
    return onig_lib().new_(out, b, b + text.size(), options, onig_lib().utf8, onig_lib().syntax_ruby, info);
}

std::string option_letters(unsigned options) {
    std::string s;
    if (options & RegexpMultiline) s += 'm';
    if (options & RegexpIgnoreCase) s += 'i';
    if (options & RegexpExtended) s += 'x';
    return s;
}

bool is_ascii_print(unsigned char c) {
    return c >= 0x20 && c < 0x7F;
}

// Ruby's rb_reg_expr_str: the source as shown between slashes. `for_inspect` is the case where Ruby has a
// result encoding (inspect and error messages): a non-ASCII character is then shown as \uXXXX once the
// source needs escaping at all.
void append_expr(std::string& out, std::string_view s, bool for_inspect) {
    bool need_escape = false;
    if (!valid_utf8(s)) {
        need_escape = true;
    } else {
        for (std::size_t p = 0; p < s.size();) {
            unsigned char c = static_cast<unsigned char>(s[p]);
            if (c >= 0x80) {
                if (!for_inspect) {
                    need_escape = true;
                    break;
                }
                p += utf8_char_len(s, p);
            } else if (c != '/' && is_ascii_print(c)) {
                ++p;
            } else {
                need_escape = true;
                break;
            }
        }
    }
    if (!need_escape) {
        out += s;
        return;
    }
    for (std::size_t p = 0; p < s.size();) {
        unsigned char c = static_cast<unsigned char>(s[p]);
        if (c == '\\' && p + 1 < s.size()) {
            std::size_t n = 1 + char_step(s, p + 1);
            out += s.substr(p, n);
            p += n;
            continue;
        }
        if (c == '/') {
            out += "\\/";
            ++p;
        } else if (c >= 0x80) {
            std::size_t n = utf8_char_len(s, p);
            if (n == 0) {
                append_hex_escape(out, c);
                ++p;
                continue;
            }
            if (for_inspect) {
                // rb_str_buf_cat_escaped_char: \uXXXX, or \u{XXXXX} beyond the BMP.
                std::uint32_t cp = 0;
                unsigned char lead = c;
                cp = n == 2 ? (lead & 0x1Fu) : n == 3 ? (lead & 0x0Fu) : (lead & 0x07u);
                for (std::size_t k = 1; k < n; ++k)
                    cp = (cp << 6) | (static_cast<unsigned char>(s[p + k]) & 0x3Fu);
                char buf[16];
                if (cp < 0x10000) {
                    std::snprintf(buf, sizeof buf, "\\u%04X", cp);
                } else {
                    std::snprintf(buf, sizeof buf, "\\u{%X}", cp);
                }
                out += buf;
            } else {
                out += s.substr(p, n);
            }
            p += n;
        } else if (is_ascii_print(c) || is_ruby_space(static_cast<char>(c))) {
            out += static_cast<char>(c);
            ++p;
        } else {
            append_hex_escape(out, c);
            ++p;
        }
    }
}

} // namespace

// ---- Match ------------------------------------------------------------------------------------------------

std::optional<std::string_view> Match::group(std::size_t i) const {
    if (!matched(i)) return std::nullopt;
    return m_subject.substr(m_spans[i].first, m_spans[i].second - m_spans[i].first);
}

int Match::name_to_number(std::string_view name) const {
    regex_t* re = as_onig(m_regexp->m_re);
    const auto* b = reinterpret_cast<const OnigUChar*>(name.data());
    // onig_name_to_backref_number picks the last *matched* group of a shared name from a region; build one.
    OnigRegion* region = onig_lib().region_new();
    onig_lib().region_resize(region, static_cast<int>(m_spans.size()));
    for (std::size_t i = 0; i < m_spans.size(); ++i) {
        region->beg[i] = m_spans[i].first == npos ? ONIG_REGION_NOTPOS : static_cast<int>(m_spans[i].first);
        region->end[i] = m_spans[i].second == npos ? ONIG_REGION_NOTPOS : static_cast<int>(m_spans[i].second);
    }
    int n = onig_lib().name_to_backref_number(re, b, b + name.size(), region);
    onig_lib().region_free(region, 1);
    return n > 0 ? n : -1;
}

std::optional<std::string_view> Match::named(std::string_view name) const {
    int n = name_to_number(name);
    if (n < 0) return std::nullopt;
    return group(static_cast<std::size_t>(n));
}

std::vector<std::optional<std::string>> Match::to_a() const {
    std::vector<std::optional<std::string>> out;
    for (std::size_t i = 0; i < size(); ++i) {
        auto g = group(i);
        out.push_back(g ? std::optional<std::string>(std::string(*g)) : std::nullopt);
    }
    return out;
}

std::vector<std::optional<std::string>> Match::captures() const {
    auto all = to_a();
    all.erase(all.begin());
    return all;
}

// ---- Regexp -----------------------------------------------------------------------------------------------

std::shared_ptr<const Regexp> Regexp::compile(std::string_view pattern, std::string* error,
                                              unsigned options) {
    init_onig();
    options &= RegexpIgnoreCase | RegexpExtended | RegexpMultiline;
    auto fail = [&](const std::string& message) -> std::shared_ptr<const Regexp> {
        if (error) {
            std::string text = message + ": /";
            append_expr(text, pattern, true);
            text += "/" + option_letters(options);
            *error = std::move(text);
        }
        return nullptr;
    };
    std::string faithful;
    std::string rewritten;
    std::string err;
    if (!preprocess(pattern, faithful, rewritten, err)) return fail(err);

    // The RegexpOptions values are Oniguruma's ONIG_OPTION_IGNORECASE/EXTEND/MULTILINE, as in Ruby.
    static_assert(RegexpIgnoreCase == ONIG_OPTION_IGNORECASE && RegexpExtended == ONIG_OPTION_EXTEND &&
                  RegexpMultiline == ONIG_OPTION_MULTILINE);
    std::lock_guard<std::mutex> lock(compile_mutex());
    OnigErrorInfo info;
    regex_t* re = nullptr;
    int r = onig_compile_text(&re, faithful, options, &info);
    if (r != ONIG_NORMAL) return fail(error_text(r, &info));
    if (rewritten != faithful) {
        onig_lib().free(re);
        re = nullptr;
        r = onig_compile_text(&re, rewritten, options, &info);
        if (r != ONIG_NORMAL) return fail(error_text(r, &info));
    }
    return std::shared_ptr<const Regexp>(new Regexp(std::string(pattern), options, re));
}

Regexp::~Regexp() {
    if (m_re) onig_lib().free(as_onig(m_re));
}

std::size_t Regexp::group_count() const {
    return static_cast<std::size_t>(onig_lib().number_of_captures(as_onig(m_re)));
}

std::vector<std::string> Regexp::names() const {
    std::vector<std::string> out;
    onig_lib().foreach_name(
        as_onig(m_re),
        [](const OnigUChar* name, const OnigUChar* name_end, int, int*, OnigRegex, void* arg) -> int {
            static_cast<std::vector<std::string>*>(arg)->emplace_back(
                reinterpret_cast<const char*>(name), static_cast<std::size_t>(name_end - name));
            return 0;
        },
        &out);
    return out;
}

std::string Regexp::inspect() const {
    std::string out = "/";
    append_expr(out, m_source, true);
    out += "/" + option_letters(m_options);
    return out;
}

std::string Regexp::to_s() const {
    // rb_reg_to_s: fold leading `(?opts)` / a whole `(?opts:...)` into the prefix when that is equivalent.
    constexpr unsigned embeddable = RegexpMultiline | RegexpIgnoreCase | RegexpExtended;
    auto option_of = [](char c) -> unsigned {
        return c == 'm'   ? RegexpMultiline
               : c == 'i' ? RegexpIgnoreCase
               : c == 'x' ? RegexpExtended
                          : RegexpNone;
    };
    unsigned options = m_options;
    std::string_view src = m_source;
    std::size_t ptr = 0;
    std::size_t len = src.size();
    for (;;) {
        if (!(len >= 4 && src[ptr] == '(' && src[ptr + 1] == '?')) break;
        bool err = true;
        ptr += 2;
        len -= 2;
        while (len > 0 && option_of(src[ptr]) != 0) {
            options |= option_of(src[ptr]);
            ++ptr;
            --len;
        }
        if (len > 1 && src[ptr] == '-') {
            ++ptr;
            --len;
            while (len > 0 && option_of(src[ptr]) != 0) {
                options &= ~option_of(src[ptr]);
                ++ptr;
                --len;
            }
        }
        if (len > 0 && src[ptr] == ')') {
            --len;
            ++ptr;
            continue; // `again`
        }
        if (len > 0 && src[ptr] == ':' && src[ptr + len - 1] == ')') {
            std::string_view inner = src.substr(ptr + 1, len - 2);
            regex_t* probe = nullptr;
            OnigErrorInfo info;
            {
                std::lock_guard<std::mutex> lock(compile_mutex());
                err = onig_compile_text(&probe, inner, ONIG_OPTION_NONE, &info) != ONIG_NORMAL;
                if (probe) onig_lib().free(probe);
            }
            if (!err) {
                ++ptr;
                len -= 2;
            }
        }
        if (err) {
            options = m_options;
            ptr = 0;
            len = src.size();
        }
        break;
    }
    std::string out = "(?" + option_letters(options);
    if ((options & embeddable) != embeddable) out += "-" + option_letters(~options & embeddable);
    out += ":";
    append_expr(out, src.substr(ptr, len), false);
    out += ")";
    return out;
}

std::optional<Match> Regexp::search(std::string_view subject, std::size_t start) const {
    if (start > subject.size()) return std::nullopt;
    regex_t* re = as_onig(m_re);
    const auto* b = reinterpret_cast<const OnigUChar*>(subject.data());
    const auto* e = b + subject.size();
    OnigRegion* region = onig_lib().region_new();
    int r = onig_lib().search(re, b, e, b + start, e, region, ONIG_OPTION_NONE);
    if (r == ONIG_MISMATCH) {
        onig_lib().region_free(region, 1);
        return std::nullopt;
    }
    if (r < 0) {
        OnigErrorInfo info{};
        std::string text = error_text(r, &info);
        onig_lib().region_free(region, 1);
        throw RegexpError("regexp match failed: " + text + ": " + inspect());
    }
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    spans.reserve(static_cast<std::size_t>(region->num_regs));
    for (int i = 0; i < region->num_regs; ++i) {
        if (region->beg[i] == ONIG_REGION_NOTPOS) {
            spans.emplace_back(Match::npos, Match::npos);
        } else {
            spans.emplace_back(static_cast<std::size_t>(region->beg[i]),
                               static_cast<std::size_t>(region->end[i]));
        }
    }
    onig_lib().region_free(region, 1);
    return Match(shared_from_this(), subject, std::move(spans));
}

std::optional<Match> Regexp::match(std::string_view subject, std::size_t start) const {
    check_subject(subject);
    return search(subject, start);
}

std::string Regexp::expand_replacement(const Match& m, std::string_view repl) {
    // rb_reg_regsub. `\1`..`\9` are ignored when the regexp has named groups (they do not capture).
    std::string out;
    bool numbered = m.regexp().names().empty();
    std::size_t p = 0;
    auto append_group = [&](std::size_t no) {
        if (auto g = m.group(no)) out += *g;
    };
    while (p < repl.size()) {
        char c = repl[p];
        if (c != '\\' || p + 1 >= repl.size()) {
            out += c;
            ++p;
            continue;
        }
        std::size_t ss = p;
        std::size_t n = char_step(repl, p + 1);
        if (n > 1) { // backslash before a non-ASCII character: both kept
            out += repl.substr(ss, 1 + n);
            p += 1 + n;
            continue;
        }
        char e = repl[p + 1];
        p += 2;
        switch (e) {
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7':
        case '8':
        case '9':
            if (numbered) append_group(static_cast<std::size_t>(e - '0'));
            break;
        case 'k': {
            if (p < repl.size() && repl[p] == '<') {
                std::size_t close = repl.find('>', p + 1);
                if (close == std::string_view::npos) throw RegexpError("invalid group name reference format");
                std::string_view name = repl.substr(p + 1, close - p - 1);
                int no = m.name_to_number(name);
                if (no < 1) throw RegexpError("undefined group name reference: " + std::string(name));
                append_group(static_cast<std::size_t>(no));
                p = close + 1;
            } else {
                out += repl.substr(ss, 2);
            }
            break;
        }
        case '0':
        case '&':
            append_group(0);
            break;
        case '`':
            out += m.pre_match();
            break;
        case '\'':
            out += m.post_match();
            break;
        case '+': {
            std::size_t no = m.size() - 1;
            while (no > 0 && !m.matched(no))
                --no;
            if (no > 0) append_group(no);
            break;
        }
        case '\\':
            out += '\\';
            break;
        default:
            out += repl.substr(ss, 2);
            break;
        }
    }
    return out;
}

std::string Regexp::substitute(std::string_view subject, bool global,
                               const std::function<std::string(const Match&)>& fn) const {
    // str_gsub: an empty match copies the next character and searches after it.
    check_subject(subject);
    std::string out;
    std::size_t offset = 0;
    auto m = search(subject, 0);
    if (!m) return std::string(subject);
    while (m) {
        std::size_t beg0 = m->begin(0);
        std::size_t end0 = m->end(0);
        out += subject.substr(offset, beg0 - offset);
        out += fn(*m);
        offset = end0;
        if (!global) break;
        if (beg0 == end0) {
            if (subject.size() <= end0) break;
            std::size_t n = char_step(subject, end0);
            out += subject.substr(end0, n);
            offset = end0 + n;
        }
        if (offset > subject.size()) break;
        m = search(subject, offset);
    }
    if (offset < subject.size()) out += subject.substr(offset);
    return out;
}

std::string Regexp::sub(std::string_view subject, std::string_view replacement) const {
    return substitute(subject, false, [&](const Match& m) { return expand_replacement(m, replacement); });
}

std::string Regexp::gsub(std::string_view subject, std::string_view replacement) const {
    return substitute(subject, true, [&](const Match& m) { return expand_replacement(m, replacement); });
}

std::string Regexp::sub(std::string_view subject, const std::function<std::string(const Match&)>& fn) const {
    return substitute(subject, false, fn);
}

std::string Regexp::gsub(std::string_view subject, const std::function<std::string(const Match&)>& fn) const {
    return substitute(subject, true, fn);
}

std::vector<Match> Regexp::scan(std::string_view subject) const {
    check_subject(subject);
    std::vector<Match> out;
    std::size_t start = 0;
    while (start <= subject.size()) {
        auto m = search(subject, start);
        if (!m) break;
        std::size_t e = m->end(0);
        start = m->begin(0) == e ? e + char_step(subject, e) : e;
        out.push_back(std::move(*m));
    }
    return out;
}

std::vector<std::string> Regexp::split(std::string_view str, long limit) const {
    // rb_str_split_m, regexp case.
    check_subject(str);
    std::vector<std::string> result;
    long lim = limit;
    bool has_limit = false;
    long i = 0;
    if (lim > 0) {
        has_limit = true;
        if (lim == 1) {
            if (str.empty()) return result;
            result.emplace_back(str);
            return result;
        }
        i = 1;
    }
    std::size_t beg = 0;
    std::size_t start = 0;
    bool last_null = false;
    const std::size_t len = str.size();
    while (start <= len) {
        auto m = search(str, start);
        if (!m) break;
        std::size_t end = m->begin(0);
        if (start == end && m->begin(0) == m->end(0)) {
            if (last_null) {
                result.emplace_back(str.substr(beg, char_step(str, beg)));
                beg = start;
            } else {
                start += start == len ? 1 : char_step(str, start);
                last_null = true;
                continue;
            }
        } else {
            result.emplace_back(str.substr(beg, end - beg));
            beg = start = m->end(0);
        }
        last_null = false;
        for (std::size_t idx = 1; idx < m->size(); ++idx) {
            if (!m->matched(idx)) continue;
            result.emplace_back(*m->group(idx));
        }
        if (has_limit && lim <= ++i) break;
    }
    if (len > 0 && (has_limit || len > beg || lim < 0)) result.emplace_back(str.substr(beg));
    if (!has_limit && lim == 0) {
        while (!result.empty() && result.back().empty())
            result.pop_back();
    }
    return result;
}

std::string Regexp::escape(std::string_view text) {
    // rb_reg_quote.
    std::string out;
    for (char c : text) {
        switch (c) {
        case '[':
        case ']':
        case '{':
        case '}':
        case '(':
        case ')':
        case '|':
        case '-':
        case '*':
        case '.':
        case '\\':
        case '?':
        case '+':
        case '^':
        case '$':
        case '#':
            out += '\\';
            out += c;
            break;
        case ' ':
            out += "\\ ";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\f':
            out += "\\f";
            break;
        case '\v':
            out += "\\v";
            break;
        default:
            out += c;
            break;
        }
    }
    return out;
}

bool eql(const Regexp& a, const Regexp& b) {
    return a.source() == b.source() && a.options() == b.options();
}

std::size_t hash_of(const Regexp& r) {
    return std::hash<std::string>{}(r.source()) ^
           (static_cast<std::size_t>(r.options()) * 0x9E3779B97F4A7C15ULL);
}

namespace detail {

namespace {

template <typename T>
void resolve(void* handle, const char* name, T& out) {
    void* symbol = dlsym(handle, name);
    if (symbol == nullptr) {
        std::fprintf(stderr, "pp: %s has no symbol %s\n", PP_ONIG_SONAME, name);
        std::abort();
    }
    out = reinterpret_cast<T>(symbol);
}

} // namespace

const OnigLib& onig_lib() {
    static const OnigLib lib = [] {
        void* handle = dlmopen(LM_ID_NEWLM, PP_ONIG_SONAME, RTLD_NOW | RTLD_LOCAL);
        if (handle == nullptr) {
            std::fprintf(stderr, "pp: cannot load %s: %s\n", PP_ONIG_SONAME, dlerror());
            std::abort();
        }
        OnigLib l{};
        resolve(handle, "onig_initialize", l.initialize);
        resolve(handle, "onig_error_code_to_str", l.error_code_to_str);
        resolve(handle, "onig_new", l.new_);
        resolve(handle, "onig_region_new", l.region_new);
        resolve(handle, "onig_region_resize", l.region_resize);
        resolve(handle, "onig_name_to_backref_number", l.name_to_backref_number);
        resolve(handle, "onig_region_free", l.region_free);
        resolve(handle, "onig_free", l.free);
        resolve(handle, "onig_number_of_captures", l.number_of_captures);
        resolve(handle, "onig_foreach_name", l.foreach_name);
        resolve(handle, "onig_search", l.search);
        resolve(handle, "OnigEncodingUTF8", l.utf8);
        resolve(handle, "OnigSyntaxRuby", l.syntax_ruby);
        return l;
    }();
    return lib;
}

} // namespace detail

} // namespace pp::runtime
