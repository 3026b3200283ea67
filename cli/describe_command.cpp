// `pp describe`: help about the built-in resource types, printed as `puppet describe` prints it
// (lib/puppet/application/describe.rb: its Formatter and TypeDoc), from the docs recorded from Puppet
// (runtime/type_docs.hpp). Lengths and widths count characters, as Ruby's do, not bytes.
#include "cli/commands.hpp"

#include "runtime/type_docs.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace pp::cli {

namespace {

using runtime::AttributeDoc;
using runtime::TypeDoc;

constexpr const char* kHelp = R"(
puppet-describe(8) -- Display help about resource types
========

SYNOPSIS
--------
Prints help about Puppet resource types, providers, and metaparameters.


USAGE
-----
puppet describe [-h|--help] [-s|--short] [-p|--providers] [-l|--list] [-m|--meta]


OPTIONS
-------
* --help:
  Print this help text

* --providers:
  Describe providers in detail for each type

* --list:
  List all types

* --meta:
  List all metaparameters

* --short:
  List only parameters without detail


EXAMPLE
-------
    $ puppet describe --list
    $ puppet describe file --providers
    $ puppet describe user -s -m


AUTHOR
------
David Lutterkort


COPYRIGHT
---------
Copyright (c) 2011 Puppet Inc., LLC Licensed under the Apache 2.0 License

)";

bool is_continuation(char c) {
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

std::size_t char_length(std::string_view s) {
    return static_cast<std::size_t>(
        std::count_if(s.begin(), s.end(), [](char c) { return !is_continuation(c); }));
}

// The byte offset of character `n` of `s` (its size when `s` is shorter).
std::size_t char_offset(std::string_view s, std::size_t n) {
    std::size_t i = 0;
    for (; i < s.size(); ++i) {
        if (is_continuation(s[i])) continue;
        if (n == 0) return i;
        --n;
    }
    return i;
}

// A regexp's \s.
bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

// Ruby's puts: the text, and a newline unless it ends with one.
void puts(std::string& out, std::string_view s) {
    out += s;
    if (s.empty() || s.back() != '\n') out += '\n';
}

// describe.rb's Formatter: its own scrub (not Puppet::Util::Docs.scrub) and a greedy wrap at a width.
class Formatter {
public:
    explicit Formatter(std::size_t width) : m_width(width) {}

    std::string wrap(std::string_view txt, std::size_t indent, bool scrub) const {
        if (txt.empty()) return "";
        std::string work = scrub ? Formatter::scrub(txt) : std::string(txt);
        std::size_t text_len = m_width - indent;
        std::string prefix(indent, ' ');
        std::vector<std::string> res;
        while (char_length(work) > text_len) {
            // /\A(.{0,text_len})[ \n]/: the last blank or newline within text_len characters, and no newline
            // before it (`.` stops at one); else a hard cut at text_len characters.
            std::size_t limit = char_offset(work, text_len);
            std::optional<std::size_t> cut;
            for (std::size_t i = 0; i <= limit; ++i) {
                if (work[i] == ' ' || work[i] == '\n') cut = i;
                if (work[i] == '\n') break;
            }
            if (cut) {
                res.push_back(work.substr(0, *cut));
                work.erase(0, *cut + 1);
            } else {
                res.push_back(work.substr(0, limit));
                work.erase(0, limit);
            }
        }
        if (!work.empty()) res.push_back(work);
        std::string out = prefix;
        for (std::size_t i = 0; i < res.size(); ++i) {
            if (i > 0) out += "\n" + prefix;
            out += res[i];
        }
        return out;
    }

    static std::string header(std::string_view txt, char sep = '-') {
        return fmt::format("\n{}\n{}", txt, std::string(char_length(txt), sep));
    }

private:
    // Text with newlines loses, at the start of every line, the first run of whitespace that starts a line
    // (/^(\s+)/, newlines included: a blank line and the next line's indent form one run).
    static std::string scrub(std::string_view text) {
        if (text.find('\n') == std::string_view::npos) return std::string(text);
        std::size_t start = 0;
        for (; start < text.size(); ++start)
            if ((start == 0 || text[start - 1] == '\n') && is_space(text[start])) break;
        if (start == text.size()) return std::string(text);
        std::size_t end = start;
        while (end < text.size() && is_space(text[end]))
            ++end;
        std::string_view indent = text.substr(start, end - start);
        // gsub(/^#{indent}/, ''): line starts are those of the original text.
        std::string out;
        for (std::size_t i = 0; i < text.size();) {
            if ((i == 0 || text[i - 1] == '\n') && text.substr(i, indent.size()) == indent) {
                i += indent.size();
                continue;
            }
            out += text[i++];
        }
        return out;
    }

    std::size_t m_width;
};

class Describer {
public:
    explicit Describer(const DescribeArgs& args) : m_args(args) {
        for (const TypeDoc& t : runtime::builtin_type_docs().types)
            if (t.name != "component") m_types.emplace(t.name, &t);
    }

    void list_types(std::string& out) const {
        puts(out, "These are the types known to puppet:\n");
        for (const auto& [name, type] : m_types) {
            // doc.gsub(/\s+/, " ")
            std::string s;
            bool in_space = false;
            for (char c : type->doc()) {
                if (is_space(c)) {
                    if (!in_space) s += ' ';
                } else {
                    s += c;
                }
                in_space = is_space(c);
            }
            if (s.empty()) {
                s = ".. no documentation ..";
            } else {
                std::size_t dot = s.find('.');
                std::size_t n = dot == std::string::npos ? char_length(s) : char_length(s.substr(0, dot));
                s = n > 45 ? s.substr(0, char_offset(s, 45)) + " ..." : s.substr(0, char_offset(s, n));
            }
            // printf "%-15s - %s\n"
            out += fmt::format("{}{} - {}\n", name,
                               std::string(15 - std::min<std::size_t>(15, char_length(name)), ' '), s);
        }
    }

    void format_type(std::string& out, const std::string& name) const {
        auto it = m_types.find(name);
        if (it == m_types.end()) {
            puts(out, "Unknown type " + name);
            return;
        }
        const TypeDoc& type = *it->second;
        puts(out, Formatter::header(name, '='));
        puts(out, m_format.wrap(type.doc(), 0, true) + "\n\n");

        puts(out, Formatter::header("Parameters"));
        if (!m_args.short_form)
            format_attrs(out, type, false);
        else
            list_attrs(out, type, false);

        if (m_args.meta) {
            puts(out, Formatter::header("Meta Parameters"));
            if (!m_args.short_form)
                format_attrs(out, type, true);
            else
                list_attrs(out, type, true);
        }

        if (!type.providers.empty()) {
            puts(out, Formatter::header("Providers"));
            if (m_args.providers)
                format_providers(out, type);
            else
                list_providers(out, type);
        }
    }

private:
    // The attributes of the kinds shown: properties and parameters, or the metaparameters.
    static bool shown(const AttributeDoc& a, bool meta) { return (a.kind == "meta") == meta; }

    void format_attrs(std::string& out, const TypeDoc& type, bool meta) const {
        std::map<std::string, std::string> docs; // sorted by name, as describe.rb sorts them
        for (const AttributeDoc& a : type.attributes) {
            if (!shown(a, meta)) continue;
            const AttributeDoc* doc =
                a.kind == "meta" ? runtime::builtin_type_docs().metaparameter(a.name) : &a;
            docs[a.name] = doc == nullptr ? std::string() : doc->doc();
        }
        for (const auto& [name, doc] : docs) {
            out += "\n- **" + name + "**";
            const auto& keys = type.key_attributes;
            bool namevar = std::find(keys.begin(), keys.end(), name) != keys.end() && name != "name";
            puts(out, namevar ? " (*namevar*)" : "");
            puts(out, m_format.wrap(doc, 4, true));
        }
    }

    void list_attrs(std::string& out, const TypeDoc& type, bool meta) const {
        std::vector<std::string> params;
        for (const AttributeDoc& a : type.attributes)
            if (shown(a, meta)) params.push_back(a.name);
        std::sort(params.begin(), params.end());
        puts(out, m_format.wrap(fmt::format("{}", fmt::join(params, ", ")), 4, false));
    }

    void format_providers(std::string& out, const TypeDoc& type) const {
        for (const auto& p : type.providers) {
            puts(out, "\n- **" + p.name + "**");
            puts(out, m_format.wrap(p.doc(), 4, true));
        }
    }

    void list_providers(std::string& out, const TypeDoc& type) const {
        std::vector<std::string> names;
        for (const auto& p : type.providers)
            names.push_back(p.name);
        puts(out, m_format.wrap(fmt::format("{}", fmt::join(names, ", ")), 4, false));
    }

    const DescribeArgs& m_args;
    Formatter m_format{76};
    std::map<std::string, const TypeDoc*> m_types; // by name, the order --list prints them in
};

} // namespace

int run_describe(const DescribeArgs& args) {
    if (args.help || (!args.list && args.types.empty())) {
        std::cout << kHelp;
        return 0;
    }
    if (args.list && !args.types.empty()) std::cerr << "Warning: ignoring types when listing all types\n";
    Describer describer(args);
    std::string out;
    if (args.list) {
        describer.list_types(out);
    } else {
        for (const std::string& name : args.types)
            describer.format_type(out, name);
    }
    std::cout << out;
    return 0;
}

} // namespace pp::cli
