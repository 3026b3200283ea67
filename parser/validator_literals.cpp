// Literal values as the validator needs them: hash keys as Puppet's LiteralEvaluator
// (lib/puppet/pops/evaluator/literal_evaluator.rb) produces them, compared as Ruby compares Hash keys and
// printed as Ruby prints them, and integer literals too large for 64 bits printed in hex.

#include "parser/validator.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace pp::parser::detail {

namespace {

/// A literal value: what `literal(key)` returns in Ruby.
struct Lit {
    enum class Type : std::uint8_t { String, Integer, Float, Boolean, Undef, Default, Regexp, Array, Hash };
    Type type = Type::Undef;
    std::string text;       ///< String value, Integer decimal digits, Regexp source
    double number = 0;      ///< Float
    bool boolean = false;   ///< Boolean
    std::vector<Lit> items; ///< Array elements; Hash keys and values alternating, in insertion order
};

void append_identity(const Lit& v, std::string& out);

/// False when `n` is not a literal (LiteralEvaluator throws :not_literal). Lists and hashes recurse; their
/// nesting is bounded by the parser's MaxNestingDepth, and deeper input is simply not a literal.
bool evaluate(const Node* n, Lit& out, int depth) {
    if (n == nullptr || depth > MaxNestingDepth) return false;
    switch (n->kind) {
    case NodeKind::LiteralString:
        out.type = Lit::Type::String;
        out.text = static_cast<const LiteralString*>(n)->value;
        return true;
    case NodeKind::RenderString: // a LiteralString in Puppet's model
        out.type = Lit::Type::String;
        out.text = static_cast<const RenderString*>(n)->value;
        return true;
    case NodeKind::QualifiedName:
        out.type = Lit::Type::String;
        out.text = static_cast<const QualifiedName*>(n)->value;
        return true;
    case NodeKind::LiteralInteger: {
        const auto* e = static_cast<const LiteralInteger*>(n);
        out.type = Lit::Type::Integer;
        out.text = e->overflow ? runtime::integer_text_to_decimal(e->text) : std::to_string(e->value);
        return true;
    }
    case NodeKind::LiteralFloat:
        out.type = Lit::Type::Float;
        out.number = static_cast<const LiteralFloat*>(n)->value;
        return true;
    case NodeKind::LiteralBoolean:
        out.type = Lit::Type::Boolean;
        out.boolean = static_cast<const LiteralBoolean*>(n)->value;
        return true;
    case NodeKind::LiteralUndef:
        out.type = Lit::Type::Undef;
        return true;
    case NodeKind::LiteralDefault:
        out.type = Lit::Type::Default;
        return true;
    case NodeKind::LiteralRegex:
        out.type = Lit::Type::Regexp;
        out.text = static_cast<const LiteralRegex*>(n)->pattern;
        return true;
    case NodeKind::ConcatenatedString: {
        const auto& segments = static_cast<const ConcatenatedString*>(n)->segments;
        if (segments.size() != 1 || !segments[0]->is<LiteralString>()) return false;
        out.type = Lit::Type::String;
        out.text = static_cast<const LiteralString*>(segments[0])->value;
        return true;
    }
    case NodeKind::LiteralList: {
        out.type = Lit::Type::Array;
        for (const Node* v : static_cast<const LiteralList*>(n)->values) {
            Lit item;
            if (!evaluate(v, item, depth + 1)) return false;
            out.items.push_back(std::move(item));
        }
        return true;
    }
    case NodeKind::LiteralHash: {
        // result[key] = value: a repeated key keeps its first place and takes the last value.
        out.type = Lit::Type::Hash;
        std::vector<std::string> ids;
        for (const KeyedEntry* entry : static_cast<const LiteralHash*>(n)->entries) {
            Lit key;
            Lit value;
            if (!evaluate(entry->key, key, depth + 1) || !evaluate(entry->value, value, depth + 1))
                return false;
            std::string id;
            append_identity(key, id);
            auto it = std::find(ids.begin(), ids.end(), id);
            if (it != ids.end()) {
                out.items[2 * static_cast<std::size_t>(it - ids.begin()) + 1] = std::move(value);
            } else {
                ids.push_back(std::move(id));
                out.items.push_back(std::move(key));
                out.items.push_back(std::move(value));
            }
        }
        return true;
    }
    default:
        return false;
    }
}

/// A string that is equal for two values exactly when Ruby's `eql?` holds (1 and 1.0 differ; hashes
/// compare without regard to order).
void append_identity(const Lit& v, std::string& out) {
    switch (v.type) {
    case Lit::Type::String:
        out += fmt::format("s{}:{}", v.text.size(), v.text);
        break;
    case Lit::Type::Integer:
        out += fmt::format("i{};", v.text);
        break;
    case Lit::Type::Float:
        out += fmt::format("f{};", v.number == 0 ? 0.0 : v.number);
        break;
    case Lit::Type::Boolean:
        out += v.boolean ? "T" : "F";
        break;
    case Lit::Type::Undef:
        out += 'u';
        break;
    case Lit::Type::Default:
        out += 'd';
        break;
    case Lit::Type::Regexp:
        out += fmt::format("r{}:{}", v.text.size(), v.text);
        break;
    case Lit::Type::Array:
        out += '[';
        for (const Lit& item : v.items)
            append_identity(item, out);
        out += ']';
        break;
    case Lit::Type::Hash: {
        std::vector<std::string> pairs;
        for (std::size_t i = 0; i + 1 < v.items.size(); i += 2) {
            std::string pair;
            append_identity(v.items[i], pair);
            pair += "=>";
            append_identity(v.items[i + 1], pair);
            pairs.push_back(std::move(pair));
        }
        std::sort(pairs.begin(), pairs.end());
        out += '{';
        for (const std::string& pair : pairs) {
            out += pair;
            out += ',';
        }
        out += '}';
        break;
    }
    }
}

/// Ruby's Regexp source with unescaped `/` escaped, as Regexp#to_s and #inspect show it.
std::string regexp_source(std::string_view source) {
    std::string out;
    bool escaped = false;
    for (char c : source) {
        if (c == '/' && !escaped) out += '\\';
        out += c;
        escaped = !escaped && c == '\\';
    }
    return out;
}

void append_inspect(const Lit& v, std::string& out);

/// Ruby's `to_s` of the value, which is what the message interpolates.
void append_to_s(const Lit& v, std::string& out) {
    switch (v.type) {
    case Lit::Type::String:
    case Lit::Type::Integer:
        out += v.text;
        break;
    case Lit::Type::Float:
        out += runtime::ruby_float_to_s(v.number);
        break;
    case Lit::Type::Boolean:
        out += v.boolean ? "true" : "false";
        break;
    case Lit::Type::Undef:
        break; // nil.to_s
    case Lit::Type::Default:
        out += "default";
        break;
    case Lit::Type::Regexp:
        out += "(?-mix:" + regexp_source(v.text) + ")";
        break;
    case Lit::Type::Array:
    case Lit::Type::Hash:
        append_inspect(v, out);
        break;
    }
}

void append_inspect(const Lit& v, std::string& out) {
    switch (v.type) {
    case Lit::Type::String:
        runtime::append_ruby_inspect_string(out, v.text);
        break;
    case Lit::Type::Undef:
        out += "nil";
        break;
    case Lit::Type::Default:
        out += ":default";
        break;
    case Lit::Type::Regexp:
        out += "/" + regexp_source(v.text) + "/";
        break;
    case Lit::Type::Array:
        out += '[';
        for (std::size_t i = 0; i < v.items.size(); ++i) {
            if (i > 0) out += ", ";
            append_inspect(v.items[i], out);
        }
        out += ']';
        break;
    case Lit::Type::Hash:
        out += '{';
        for (std::size_t i = 0; i + 1 < v.items.size(); i += 2) {
            if (i > 0) out += ", ";
            append_inspect(v.items[i], out);
            out += "=>";
            append_inspect(v.items[i + 1], out);
        }
        out += '}';
        break;
    default:
        append_to_s(v, out);
        break;
    }
}

} // namespace

bool literal_key(const Node* key, std::string& identity, std::string& display) {
    Lit value;
    if (!evaluate(key, value, 0)) return false;
    identity.clear();
    display.clear();
    append_identity(value, identity);
    append_to_s(value, display);
    return true;
}

std::string integer_text_to_signed_hex(std::string_view text) {
    bool negative = false;
    if (!text.empty() && (text[0] == '-' || text[0] == '+')) {
        negative = text[0] == '-';
        text.remove_prefix(1);
    }
    unsigned radix = 10;
    if (text.size() > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        radix = 16;
        text.remove_prefix(2);
    } else if (text.size() > 1 && text[0] == '0') {
        radix = 8;
        text.remove_prefix(1);
    }
    // Little-endian 32-bit limbs; value = value * radix + digit for each digit.
    std::vector<std::uint32_t> limbs;
    for (char ch : text) {
        unsigned digit = 0;
        if (ch >= '0' && ch <= '9')
            digit = static_cast<unsigned>(ch - '0');
        else if (ch >= 'a' && ch <= 'f')
            digit = static_cast<unsigned>(ch - 'a' + 10);
        else if (ch >= 'A' && ch <= 'F')
            digit = static_cast<unsigned>(ch - 'A' + 10);
        else
            continue; // not a digit (e.g. '_'): the lexer never lets one through
        std::uint64_t carry = digit;
        for (std::uint32_t& limb : limbs) {
            std::uint64_t v = static_cast<std::uint64_t>(limb) * radix + carry;
            limb = static_cast<std::uint32_t>(v);
            carry = v >> 32;
        }
        if (carry != 0) limbs.push_back(static_cast<std::uint32_t>(carry));
    }
    std::string hex;
    for (std::uint32_t limb : reversed(limbs))
        hex += hex.empty() ? fmt::format("{:x}", limb) : fmt::format("{:08x}", limb);
    if (hex.empty()) hex = "0";
    // "%#+x": a sign, then 0x (Ruby writes "+0" for zero, which cannot overflow anyway).
    return fmt::format("{}0x{}", negative ? '-' : '+', hex);
}

} // namespace pp::parser::detail
