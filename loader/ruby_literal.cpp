#include "loader/ruby_literal.hpp"

namespace pp::loader {
namespace {

using TKind = RubyToken::Kind;
using LKind = RubyLiteral::Kind;

bool is_closer(const RubyToken& t) {
    return t.is_op(")") || t.is_op("]") || t.is_op("}");
}

bool stops_expression(const RubyToken& t, bool in_brackets) {
    if (t.kind == TKind::Newline) return !in_brackets;
    if (t.kind == TKind::Op) return t.text == "," || t.text == "=>" || t.text == ";" || is_closer(t);
    return t.is_ident("do");
}

void skip_newlines(const std::vector<RubyToken>& toks, std::size_t& i, std::size_t end) {
    while (i < end && toks[i].kind == TKind::Newline)
        ++i;
}

// Skips the rest of an expression that is not a literal, stepping over bracketed groups and blocks.
void skip_rest(const std::vector<RubyToken>& toks, std::size_t& i, std::size_t end, bool in_brackets) {
    while (i < end && !stops_expression(toks[i], in_brackets)) {
        const auto& t = toks[i];
        if (t.match != RubyToken::npos && t.match < end && !t.is_ident("do")) {
            i = t.match + 1;
        } else {
            ++i;
        }
    }
}

RubyLiteral parse_primary(const std::vector<RubyToken>& toks, std::size_t& i, std::size_t end) {
    RubyLiteral lit;
    if (i >= end) return lit;
    const RubyToken& t = toks[i];
    lit.line = t.line;
    switch (t.kind) {
    case TKind::Symbol:
        lit.kind = LKind::Symbol;
        lit.text = t.text;
        ++i;
        return lit;
    case TKind::String:
        lit.kind = LKind::String;
        lit.text = t.text;
        lit.interpolated = t.interpolated;
        ++i;
        // 'a' 'b' is one string
        while (i < end && toks[i].kind == TKind::String) {
            lit.text += toks[i].text;
            lit.interpolated = lit.interpolated || toks[i].interpolated;
            ++i;
        }
        return lit;
    case TKind::Number:
        lit.kind = LKind::Number;
        lit.text = t.text;
        ++i;
        return lit;
    case TKind::Regex:
        lit.kind = LKind::Regex;
        lit.text = ruby_regex_source(t);
        lit.flags = t.flags;
        lit.interpolated = t.interpolated;
        ++i;
        return lit;
    case TKind::Words:
        lit.kind = LKind::Array;
        for (const auto& w : t.words) {
            RubyLiteral item;
            item.kind = t.symbols ? LKind::Symbol : LKind::String;
            item.text = w;
            item.line = t.line;
            lit.items.push_back(std::move(item));
        }
        ++i;
        return lit;
    case TKind::Ident:
        if (t.text == "true" || t.text == "false") {
            lit.kind = LKind::Bool;
            lit.text = t.text;
        } else if (t.text == "nil") {
            lit.kind = LKind::Nil;
        } else {
            lit.kind = LKind::Ident;
            lit.text = t.text;
            ++i;
            if (i < end && toks[i].is_op("(") && !toks[i].space_before && toks[i].match != RubyToken::npos) {
                i = toks[i].match + 1; // a call: not a literal
                lit.kind = LKind::Unknown;
            }
            return lit;
        }
        ++i;
        return lit;
    case TKind::Const: {
        lit.kind = LKind::Const;
        lit.text = t.text;
        ++i;
        while (i + 1 < end && toks[i].is_op("::") && toks[i + 1].kind == TKind::Const) {
            lit.text += "::" + toks[i + 1].text;
            i += 2;
        }
        return lit;
    }
    case TKind::Op:
        if (t.text == "::" && i + 1 < end && toks[i + 1].kind == TKind::Const) { // ::String
            ++i;
            return parse_primary(toks, i, end);
        }
        if (t.text == "*" || t.text == "**") {
            ++i;
            lit = parse_primary(toks, i, end);
            lit.splat = true;
            return lit;
        }
        if (t.text == "-" && i + 1 < end && toks[i + 1].kind == TKind::Number && !toks[i + 1].space_before) {
            lit.kind = LKind::Number;
            lit.text = "-" + toks[i + 1].text;
            i += 2;
            return lit;
        }
        if (t.text == "[" && t.match != RubyToken::npos && t.match < end) {
            lit.kind = LKind::Array;
            std::size_t close = t.match;
            ++i;
            while (true) {
                skip_newlines(toks, i, close);
                if (i >= close) break;
                lit.items.push_back(parse_ruby_expression(toks, i, close, true));
                skip_newlines(toks, i, close);
                if (i < close && toks[i].is_op(",")) {
                    ++i;
                } else if (i < close) { // not a list we understand
                    lit.kind = LKind::Unknown;
                    break;
                }
            }
            i = close + 1;
            return lit;
        }
        if (t.text == "{" && t.match != RubyToken::npos && t.match < end) {
            lit.kind = LKind::Hash;
            std::size_t close = t.match;
            ++i;
            while (true) {
                skip_newlines(toks, i, close);
                if (i >= close) break;
                RubyLiteral key;
                if (toks[i].kind == TKind::Label) {
                    key.kind = LKind::Symbol;
                    key.text = toks[i].text;
                    key.line = toks[i].line;
                    ++i;
                } else {
                    key = parse_ruby_expression(toks, i, close, true);
                    skip_newlines(toks, i, close);
                    if (i < close && toks[i].is_op("=>")) {
                        ++i;
                    } else {
                        lit.kind = LKind::Unknown;
                        break;
                    }
                }
                skip_newlines(toks, i, close);
                RubyLiteral value = parse_ruby_expression(toks, i, close, true);
                lit.entries.push_back({std::move(key), std::move(value)});
                skip_newlines(toks, i, close);
                if (i < close && toks[i].is_op(",")) {
                    ++i;
                } else if (i < close) {
                    lit.kind = LKind::Unknown;
                    break;
                }
            }
            i = close + 1;
            return lit;
        }
        if (t.text == "(" && t.match != RubyToken::npos && t.match < end) {
            std::size_t close = t.match;
            ++i;
            skip_newlines(toks, i, close);
            RubyLiteral inner = parse_ruby_expression(toks, i, close, true);
            skip_newlines(toks, i, close);
            if (i != close) inner.kind = LKind::Unknown;
            i = close + 1;
            return inner;
        }
        break;
    default:
        break;
    }
    return lit; // Unknown, nothing consumed
}

} // namespace

const RubyLiteral* RubyLiteral::get(std::string_view key) const {
    for (const auto& [k, v] : entries)
        if (k.is_name() && k.text == key) return &v;
    return nullptr;
}

RubyLiteral parse_ruby_expression(const std::vector<RubyToken>& toks, std::size_t& i, std::size_t end,
                                  bool in_brackets) {
    std::size_t start = i;
    RubyLiteral lit = parse_primary(toks, i, end);
    // `.freeze` keeps the value; any other method call or operator makes it something computed.
    while (i + 1 < end && toks[i].is_op(".") && toks[i + 1].is_ident("freeze"))
        i += 2;
    std::size_t next = i;
    if (in_brackets) // line breaks inside brackets do not end anything
        while (next < end && toks[next].kind == TKind::Newline)
            ++next;
    if (i == start || (next < end && !stops_expression(toks[next], in_brackets))) {
        lit.kind = LKind::Unknown;
        lit.items.clear();
        lit.entries.clear();
        skip_rest(toks, i, end, in_brackets);
    }
    return lit;
}

std::vector<RubyLiteral> parse_ruby_call_arguments(const std::vector<RubyToken>& toks, std::size_t& i,
                                                   std::size_t end) {
    std::vector<RubyLiteral> args;
    std::size_t stop = end;
    bool paren = i < end && toks[i].is_op("(") && !toks[i].space_before && toks[i].match != RubyToken::npos;
    if (paren) {
        stop = toks[i].match;
        ++i;
    }
    RubyLiteral trailing_hash;
    trailing_hash.kind = LKind::Hash;
    while (i < stop) {
        if (paren) skip_newlines(toks, i, stop);
        if (i >= stop) break;
        const RubyToken& t = toks[i];
        if (!paren &&
            (t.kind == TKind::Newline || t.is_op(";") || t.is_ident("do") || t.is_op("{") || is_closer(t)))
            break;
        if (t.kind == TKind::Label) {
            RubyLiteral key;
            key.kind = LKind::Symbol;
            key.text = t.text;
            key.line = t.line;
            ++i;
            if (paren) skip_newlines(toks, i, stop);
            trailing_hash.entries.push_back({std::move(key), parse_ruby_expression(toks, i, stop, paren)});
        } else {
            RubyLiteral value = parse_ruby_expression(toks, i, stop, paren);
            if (i < stop && toks[i].is_op("=>")) {
                ++i;
                if (paren) skip_newlines(toks, i, stop);
                trailing_hash.entries.push_back(
                    {std::move(value), parse_ruby_expression(toks, i, stop, paren)});
            } else {
                args.push_back(std::move(value));
            }
        }
        if (paren) skip_newlines(toks, i, stop);
        if (i < stop && toks[i].is_op(",")) {
            ++i;
            if (!paren) // a call continues on the next line after a comma
                skip_newlines(toks, i, stop);
            continue;
        }
        if (paren && i < stop) { // something we do not understand; skip it
            skip_rest(toks, i, stop, true);
            if (i < stop && !toks[i].is_op(",")) i = stop;
            continue;
        }
        break;
    }
    if (paren) i = stop + 1;
    if (!trailing_hash.entries.empty()) args.push_back(std::move(trailing_hash));
    return args;
}

std::string ruby_regex_source(const RubyToken& regex) {
    if (regex.open != '/') return regex.text;
    std::string out;
    for (std::size_t k = 0; k < regex.text.size(); ++k) {
        if (regex.text[k] == '\\' && k + 1 < regex.text.size()) {
            if (regex.text[k + 1] != '/') out.push_back('\\');
            out.push_back(regex.text[++k]);
        } else {
            out.push_back(regex.text[k]);
        }
    }
    return out;
}

std::string ruby_regex_inspect(std::string_view source, std::string_view flags) {
    std::string out = "/";
    for (std::size_t k = 0; k < source.size(); ++k) {
        if (source[k] == '\\' && k + 1 < source.size()) {
            out.push_back('\\');
            out.push_back(source[++k]);
        } else if (source[k] == '/') {
            out += "\\/";
        } else {
            out.push_back(source[k]);
        }
    }
    out.push_back('/');
    for (char f : std::string_view("mix"))
        if (flags.find(f) != std::string_view::npos) out.push_back(f);
    return out;
}

} // namespace pp::loader
