// Values written as Ruby's YAML.dump writes them (Psych's visitor choosing a style for each string, libyaml's
// emitter checking which styles a string allows): what `puppet lookup` prints by default.
#include "loader/hiera.hpp"

#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <regex>

namespace pp::loader::hiera {

namespace {

enum class Style : std::uint8_t { Plain, Single, Double, Literal };

// What Psych's ScalarScanner would read back as something else than a String (then the string is quoted).
bool reads_as_non_string(const std::string& s) {
    static const std::regex special(
        R"(^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF)$)");
    static const std::regex number(
        R"(^(?:[-+]?(?:0|[1-9][0-9_,]*)|[-+]?0[0-7_,]+|[-+]?0b[01_,]+|[-+]?0x[0-9a-fA-F_,]+|[-+]?(?:[0-9][0-9_,]*)?\.[0-9]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_,]*(?:[eE][-+]?[0-9]+)|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?)$)");
    static const std::regex date(
        R"(^\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}(?::?\d\d)?))?)?$)");
    if (s.empty()) return true;
    if (std::regex_match(s, special) || std::regex_match(s, date)) return true;
    return s.find_first_of("0123456789") != std::string::npos && std::regex_match(s, number);
}

bool printable(unsigned char c) {
    return c >= 0x20 && c != 0x7f;
}

// libyaml's analysis: whether the plain and single-quoted styles can write `s` in block context.
void analyze(const std::string& s, bool& plain_ok, bool& single_ok) {
    plain_ok = single_ok = true;
    if (s.empty()) {
        plain_ok = false;
        return;
    }
    if (s.starts_with("---") || s.starts_with("...")) plain_ok = false;
    const std::string_view indicators = "#,[]{}&*!|>'\"%@`";
    const auto at = [&](std::size_t i) { return i < s.size() ? s[i] : '\0'; };
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\0' || c == '\n' || c == '\r'; };
    if (indicators.find(s[0]) != std::string_view::npos) plain_ok = false;
    if ((s[0] == '-' || s[0] == '?' || s[0] == ':') && blank(at(1))) plain_ok = false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c == '\n' || c == '\r') {
            plain_ok = single_ok = false;
            continue;
        }
        if (c < 0x80 && !printable(c) && c != '\t') plain_ok = single_ok = false;
        if (c == '\t') plain_ok = false;
        if (c == ':' && blank(at(i + 1))) plain_ok = false;
        if (c == '#' && i > 0 && (s[i - 1] == ' ' || s[i - 1] == '\t')) plain_ok = false;
    }
    if (s.front() == ' ' || s.back() == ' ') plain_ok = false;
}

std::string double_quoted(const std::string& s) {
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        case 0x1b:
            out += "\\e";
            break;
        case '\0':
            out += "\\0";
            break;
        default:
            if (c < 0x20 || c == 0x7f)
                out += fmt::format("\\x{:02X}", c);
            else
                out += static_cast<char>(c);
        }
    }
    return out + "\"";
}

std::string single_quoted(const std::string& s) {
    std::string out = "'";
    for (char c : s) {
        if (c == '\'') out += '\'';
        out += c;
    }
    return out + "'";
}

Style style_of(const std::string& s) {
    static const std::regex nonword_start(R"(^[^A-Za-z0-9_\x80-\xff][^"]*$)");
    static const std::regex octal_like(R"(^0[0-7]*[89])");
    Style style = Style::Plain;
    std::size_t nl = s.find('\n');
    if (nl != std::string::npos && nl + 1 < s.size())
        style = Style::Literal;
    else if (s == "<<")
        return Style::Single;
    else if (s == "y" || s == "Y" || s == "n" || s == "N")
        style = Style::Double;
    else if (std::regex_search(s, nonword_start) && s.find('\n') == std::string::npos)
        style = Style::Double;
    else if (reads_as_non_string(s) || std::regex_search(s, octal_like))
        style = Style::Single;
    bool plain_ok = false;
    bool single_ok = false;
    analyze(s, plain_ok, single_ok);
    if (style == Style::Plain && !plain_ok) style = Style::Single;
    if (style == Style::Single && !single_ok) style = Style::Double;
    return style;
}

std::string scalar_text(const Value& v, const std::string& indent, bool* literal) {
    *literal = false;
    if (v.is_undef()) return "";
    if (v.is_boolean()) return v.as_boolean() ? "true" : "false";
    if (v.is_integer()) return std::to_string(v.as_integer());
    if (v.is_float()) {
        double d = v.as_float();
        if (std::isnan(d)) return ".nan";
        if (std::isinf(d)) return d > 0 ? ".inf" : "-.inf";
        return runtime::ruby_float_to_s(d);
    }
    std::string s = v.is_string() ? v.as_string() : runtime::ruby_inspect(v);
    switch (style_of(s)) {
    case Style::Plain:
        return s;
    case Style::Single:
        return single_quoted(s);
    case Style::Double:
        return double_quoted(s);
    case Style::Literal: {
        *literal = true;
        std::string out = s.back() == '\n' ? "|" : "|-";
        if (s.front() == ' ') out += "2";
        std::size_t start = 0;
        std::string body = s.back() == '\n' ? s.substr(0, s.size() - 1) : s;
        while (start <= body.size()) {
            std::size_t end = body.find('\n', start);
            std::string line = body.substr(start, end == std::string::npos ? std::string::npos : end - start);
            out += "\n" + (line.empty() ? std::string() : indent + "  " + line);
            if (end == std::string::npos) break;
            start = end + 1;
        }
        return out;
    }
    }
    return s;
}

bool is_collection(const Value& v) {
    return (v.is_array() && !v.as_array().empty()) || (v.is_hash() && !v.as_hash().empty());
}

std::string inline_text(const Value& v, const std::string& indent) {
    if (v.is_array()) return "[]";
    if (v.is_hash()) return "{}";
    bool literal = false;
    return scalar_text(v, indent, &literal);
}

void emit(std::string& out, const Value& v, const std::string& indent);

// A value after `key:` or `- `: scalars on the same line, collections below.
void emit_after(std::string& out, const Value& v, const std::string& indent, bool in_sequence) {
    if (!is_collection(v)) {
        std::string text = inline_text(v, indent);
        out += text.empty() ? "\n" : " " + text + "\n";
        return;
    }
    if (in_sequence) {
        // `- ` followed by the collection's first line
        out += " ";
        std::string nested;
        emit(nested, v, indent + "  ");
        out += nested.substr(indent.size() + 2);
        return;
    }
    out += "\n";
    emit(out, v, v.is_array() ? indent : indent + "  ");
}

void emit(std::string& out, const Value& v, const std::string& indent) {
    if (v.is_array()) {
        for (const Value& e : v.as_array()) {
            out += indent + "-";
            emit_after(out, e, indent, true);
        }
        return;
    }
    for (const auto& [k, e] : v.as_hash()) {
        out += indent + inline_text(k, indent) + ":";
        emit_after(out, e, indent, false);
    }
}

} // namespace

std::string to_yaml(const Value& value) {
    if (!is_collection(value)) {
        std::string text = inline_text(value, "");
        return text.empty() ? "---\n" : "--- " + text + "\n";
    }
    std::string out = "---\n";
    emit(out, value, "");
    return out;
}

} // namespace pp::loader::hiera
