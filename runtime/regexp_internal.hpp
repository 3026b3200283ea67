#pragma once
// Shared by regexp.cpp, regexp_preprocess.cpp and types.cpp; not part of the runtime's interface.

#include <oniguruma.h>

#include <cstddef>
#include <string>
#include <string_view>

namespace pp::runtime::detail {

// Oniguruma, loaded in a link namespace of its own (dlmopen): the embedded Ruby (ruby/) carries Onigmo,
// which exports the same symbol names (onig_new, OnigSyntaxRuby...), and two libraries that each call the
// other's functions by those names crash. In its own namespace, libonig binds only to itself.
struct OnigLib {
    decltype(&::onig_initialize) initialize;
    decltype(&::onig_error_code_to_str) error_code_to_str;
    decltype(&::onig_new) new_;
    decltype(&::onig_region_new) region_new;
    decltype(&::onig_region_resize) region_resize;
    decltype(&::onig_name_to_backref_number) name_to_backref_number;
    decltype(&::onig_region_free) region_free;
    decltype(&::onig_free) free;
    decltype(&::onig_number_of_captures) number_of_captures;
    decltype(&::onig_foreach_name) foreach_name;
    decltype(&::onig_search) search;
    OnigEncoding utf8;
    OnigSyntaxType* syntax_ruby;
};

const OnigLib& onig_lib();

// Length of the well-formed UTF-8 character at s[i], or 0 when the bytes there are not one (overlongs,
// surrogates and code points above U+10FFFF included, as Ruby's precise_mbclen).
inline std::size_t utf8_char_len(std::string_view s, std::size_t i) {
    auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    unsigned char c = b(i);
    std::size_t n = s.size() - i;
    if (c < 0x80) return 1;
    auto cont = [&](std::size_t k) { return (b(k) & 0xC0) == 0x80; };
    if (c >= 0xC2 && c <= 0xDF) return n >= 2 && cont(i + 1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        if (n < 3 || !cont(i + 1) || !cont(i + 2)) return 0;
        if (c == 0xE0 && b(i + 1) < 0xA0) return 0;
        if (c == 0xED && b(i + 1) > 0x9F) return 0;
        return 3;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        if (n < 4 || !cont(i + 1) || !cont(i + 2) || !cont(i + 3)) return 0;
        if (c == 0xF0 && b(i + 1) < 0x90) return 0;
        if (c == 0xF4 && b(i + 1) > 0x8F) return 0;
        return 4;
    }
    return 0;
}

inline void append_hex_escape(std::string& out, unsigned c) {
    static const char* digits = "0123456789ABCDEF";
    out += "\\x";
    out += digits[(c >> 4) & 0xF];
    out += digits[c & 0xF];
}

inline bool is_ruby_space(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r');
}

// Ruby's preprocessing (regexp.cpp, "Ruby compatibility"). `rewritten` additionally spells `\w \W \d \D \s
// \S` as ASCII classes; `faithful` is what Ruby would hand to Onigmo.
bool preprocess(std::string_view s, std::string& faithful, std::string& rewritten, std::string& err);

} // namespace pp::runtime::detail
