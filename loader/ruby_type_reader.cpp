#include "loader/ruby_type_reader.hpp"

#include "loader/ruby_literal.hpp"
#include "loader/ruby_tokenizer.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>

namespace pp::loader {
namespace {

namespace fs = std::filesystem;
using runtime::AttributeSchema;
using runtime::TitlePattern;
using runtime::TypeSchema;
using TKind = RubyToken::Kind;
using LKind = RubyLiteral::Kind;
using Tokens = std::vector<RubyToken>;

constexpr int kMaxInlineDepth = 8;

std::optional<std::string> read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream ss;
    ss << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return ss.str();
}

bool is_call_site(const Tokens& toks, std::size_t i, std::size_t begin) {
    if (i == begin) return true;
    const auto& p = toks[i - 1];
    if (p.kind == TKind::Op && (p.text == "." || p.text == "&." || p.text == "::"))
        return i >= 2 && toks[i - 2].is_ident("self"); // self.newparam
    return !p.is_ident("def");
}

// The values a newvalues/newvalue argument adds, as Puppet's ValueCollection lists them: literals
// (symbols, strings, true/false, numbers) then regexes.
struct Values {
    std::vector<std::string> literals;
    std::vector<std::string> regexes;
    bool unknown = false;

    void add(const RubyLiteral& v) {
        switch (v.kind) {
        case LKind::Nil: // Value.new(nil): a value named nil, listed as ""
            literals.emplace_back();
            break;
        case LKind::Symbol:
        case LKind::String:
        case LKind::Bool:
        case LKind::Number:
            if (v.interpolated)
                unknown = true;
            else
                literals.push_back(v.text);
            break;
        case LKind::Regex:
            if (v.interpolated)
                unknown = true;
            else
                regexes.push_back(ruby_regex_inspect(v.text, v.flags));
            break;
        case LKind::Array:
            if (!v.splat) {
                unknown = true;
                break;
            }
            for (const auto& item : v.items)
                add(item);
            break;
        default:
            unknown = true;
        }
    }
};

// A method that declares attributes when called: a mixin's `create_parameters`, or a type's own helper such
// as exec's `def self.newcheck(name, options = {}, &block) newparam(name, options, &block) end`.
struct MixinMethod {
    std::shared_ptr<const RubyTokens> tokens;
    std::size_t begin = 0, end = 0;
    std::string file;
    std::vector<std::string> formals; ///< parameter names, bound to the call's literal arguments
};

bool declares_attributes(const Tokens& t, std::size_t begin, std::size_t end) {
    for (std::size_t k = begin; k < end; ++k)
        if (t[k].is_ident("newparam") || t[k].is_ident("newproperty") || t[k].is_ident("ensurable"))
            return true;
    return false;
}

class TypeReader {
public:
    TypeReader(std::string file, const TypeReadOptions& options)
        : m_file(std::move(file)), m_options(options) {}

    TypeReadResult read(std::string_view source) {
        TypeReadResult result;
        auto toks = std::make_shared<RubyTokens>(tokenize_ruby(source));
        if (toks->error) {
            result.error = m_file + ":" + std::to_string(toks->error_line) + ": " +
                           toks->error->substr(toks->error->find(": ") + 2);
            return result;
        }
        const Tokens& t = toks->tokens;
        load_requires(t, m_file);
        // `Puppet::Type.newtype`, or `Type.newtype` inside `module Puppet` (sshkeys_core).
        for (std::size_t i = 0; i + 2 < t.size(); ++i) {
            if (t[i].kind != TKind::Const || !t[i + 1].is_op(".")) continue;
            bool qualified = i >= 2 && t[i - 1].is_op("::") && t[i - 2].is(TKind::Const, "Puppet");
            if (!qualified && i >= 1 && t[i - 1].is_op("::")) continue;
            if (t[i].text == "Type" && t[i + 2].is_ident("newtype")) return read_newtype(toks, i + 3);
            if (t[i].text == "ResourceApi" && t[i + 2].is_ident("register_type"))
                return read_register_type(t, i + 3);
        }
        result.error =
            m_file + ":1: no Puppet::Type.newtype or Puppet::ResourceApi.register_type declaration";
        return result;
    }

private:
    std::string m_file;
    std::string m_current_file; // where the tokens being walked come from (mixins live elsewhere)
    const TypeReadOptions& m_options;
    std::vector<AttributeSchema> m_properties;
    std::vector<AttributeSchema> m_parameters;
    bool m_has_patterns = false;
    bool m_patterns_unknown = false;
    std::vector<TitlePattern> m_patterns;
    std::vector<std::string> m_warnings;
    std::map<std::string, MixinMethod> m_mixins;
    std::set<std::string> m_loaded;
    int m_depth = 0;

    std::string where(std::uint32_t line) const {
        return (m_current_file.empty() ? m_file : m_current_file) + ":" + std::to_string(line);
    }
    void warn(std::uint32_t line, const std::string& message) {
        m_warnings.push_back(where(line) + ": " + message);
    }

    // ---- requires and mixin methods ------------------------------------------------------------------

    std::optional<fs::path> resolve_require(const Tokens& t, std::size_t i, std::size_t end,
                                            const fs::path& from, bool relative) {
        // require 'puppet_x/foo' / require_relative 'x'
        if (i < end && t[i].kind == TKind::String && !t[i].interpolated) {
            fs::path rel = t[i].text;
            if (rel.extension() != ".rb") rel += ".rb";
            if (relative) return (from.parent_path() / rel).lexically_normal();
            // the type's own lib/ (lib/puppet/type/x.rb), then the modulepath's (most requires are of
            // Puppet's own files, found in none of them: the candidate is joined as a string, not as a path,
            // which splits itself into its components when made)
            const fs::path own = from.parent_path().parent_path().parent_path();
            const std::string& tail = rel.native();
            std::string candidate;
            for (std::size_t k = 0; k <= m_options.lib_dirs.size(); ++k) {
                const fs::path& root = k == 0 ? own : m_options.lib_dirs[k - 1];
                candidate.assign(rel.is_absolute() ? std::string() : root.native()); // (as root / rel)
                if (!candidate.empty() && candidate.back() != '/') candidate += '/';
                candidate += tail;
                std::error_code ec;
                if (m_options.is_file ? m_options.is_file(candidate) : fs::is_regular_file(candidate, ec))
                    return fs::path(candidate).lexically_normal();
            }
            return std::nullopt;
        }
        // require File.expand_path(File.join(File.dirname(__FILE__), '..', 'puppet_x', 'x')) and the like:
        // the string pieces joined onto the file's directory (or onto the file for expand_path(x, __FILE__)).
        if (i >= end || !(t[i].is_op("(") || t[i].kind == TKind::Const)) return std::nullopt;
        std::size_t stop = i;
        while (stop < end && t[stop].kind != TKind::Newline)
            stop =
                t[stop].kind == TKind::Op && t[stop].match != RubyToken::npos ? t[stop].match + 1 : stop + 1;
        bool has_file = false, dirname = false;
        fs::path rel;
        for (std::size_t k = i; k < stop; ++k) {
            if (t[k].is_ident("__FILE__") || t[k].is_ident("__dir__")) has_file = true;
            if (t[k].is_ident("dirname") || t[k].is_ident("__dir__")) dirname = true;
            if (t[k].kind == TKind::String) {
                if (t[k].interpolated) return std::nullopt;
                rel /= t[k].text;
            }
        }
        if (!has_file || rel.empty()) return std::nullopt;
        fs::path base = dirname ? from.parent_path() : from;
        fs::path p = (base / rel).lexically_normal();
        if (p.extension() != ".rb") p += ".rb";
        return p;
    }

    void load_requires(const Tokens& t, const fs::path& from) {
        for (std::size_t i = 0; i + 1 < t.size(); ++i) {
            bool rel = t[i].is_ident("require_relative");
            if (!(t[i].is_ident("require") || rel) || !is_call_site(t, i, 0)) continue;
            std::size_t j = i + 1;
            if (t[j].is_op("(") && !t[j].space_before) ++j;
            auto path = resolve_require(t, j, t.size(), from, rel);
            if (path) load_mixin_file(*path);
        }
    }

    void load_mixin_file(const fs::path& path) {
        if (!m_loaded.insert(path.string()).second || m_loaded.size() > 32) return;
        auto text = read_text(path);
        if (!text) return;
        auto toks = std::make_shared<RubyTokens>(tokenize_ruby(*text));
        if (toks->error) return;
        load_requires(toks->tokens, path);
        collect_methods(toks, 0, toks->tokens.size(), path.string(), false);
    }

    void collect_methods(const std::shared_ptr<const RubyTokens>& toks, std::size_t begin, std::size_t end,
                         const std::string& file, bool class_methods_only) {
        const Tokens& t = toks->tokens;
        for (std::size_t i = begin; i + 1 < end; ++i) {
            if (!t[i].is_ident("def") || t[i].match == RubyToken::npos) continue;
            std::size_t n = i + 1;
            bool class_method = t[n].is_ident("self") && n + 2 < end && t[n + 1].is_op(".");
            if (class_method) n += 2;
            if (t[n].kind != TKind::Ident || (class_methods_only && !class_method)) continue;
            MixinMethod m{toks, n + 1, t[i].match, file, {}};
            if (m.begin < end && t[m.begin].is_op("(") && t[m.begin].match != RubyToken::npos) {
                for (std::size_t k = m.begin + 1; k < t[m.begin].match; ++k)
                    if (t[k].kind == TKind::Ident && (t[k - 1].is_op("(") || t[k - 1].is_op(",")))
                        m.formals.push_back(t[k].text);
                m.begin = t[m.begin].match + 1;
            } else {
                for (; m.begin < m.end && t[m.begin].kind != TKind::Newline; ++m.begin)
                    if (t[m.begin].kind == TKind::Ident) m.formals.push_back(t[m.begin].text);
            }
            if (declares_attributes(t, m.begin, m.end)) m_mixins.emplace(t[n].text, std::move(m));
            i = t[i].match;
        }
    }

    // ---- the type DSL -------------------------------------------------------------------------------

    TypeReadResult read_newtype(const std::shared_ptr<const RubyTokens>& toks, std::size_t i) {
        const Tokens& t = toks->tokens;
        TypeReadResult result;
        auto args = parse_ruby_call_arguments(t, i, t.size());
        if (args.empty() || !args[0].is_name()) {
            result.error = m_file + ":" + std::to_string(t[i - 1].line) + ": the type name is not a literal";
            return result;
        }
        TypeSchema schema;
        schema.name = args[0].text;
        schema.source = m_file;
        while (i < t.size() && t[i].kind == TKind::Newline)
            ++i;
        if (i < t.size() && (t[i].is_ident("do") || t[i].is_op("{")) && t[i].match != RubyToken::npos) {
            collect_methods(toks, i + 1, t[i].match, m_file, true);
            walk_type_body(t, i + 1, t[i].match, {});
        }
        return finish(std::move(schema));
    }

    TypeReadResult finish(TypeSchema schema) {
        for (auto& p : m_parameters)
            if (p.name == "name") p.namevar = true;
        bool has_provider_param = std::any_of(m_parameters.begin(), m_parameters.end(),
                                              [](const AttributeSchema& a) { return a.name == "provider"; });
        if (!has_provider_param && m_options.has_provider && m_options.has_provider(schema.name)) {
            AttributeSchema p;
            p.name = "provider";
            p.kind = AttributeSchema::Kind::Parameter;
            m_parameters.push_back(std::move(p));
        }
        schema.ensurable = std::any_of(m_properties.begin(), m_properties.end(),
                                       [](const AttributeSchema& a) { return a.name == "ensure"; });
        schema.attributes = std::move(m_properties);
        schema.attributes.insert(schema.attributes.end(), m_parameters.begin(), m_parameters.end());
        if (m_has_patterns && !m_patterns_unknown) schema.title_patterns = std::move(m_patterns);
        schema.title_patterns_unknown = m_has_patterns && m_patterns_unknown;
        TypeReadResult result;
        result.schema = std::move(schema);
        result.warnings = std::move(m_warnings);
        return result;
    }

    using Bindings = std::map<std::string, std::string>;

    void walk_type_body(const Tokens& t, std::size_t begin, std::size_t end, const Bindings& bindings) {
        std::size_t i = begin;
        while (i < end) {
            const RubyToken& tok = t[i];
            if (tok.kind == TKind::Ident && is_call_site(t, i, begin)) {
                const std::string& w = tok.text;
                if (w == "newparam" || w == "newproperty") {
                    i = declare_attribute(t, i + 1, end, bindings,
                                          w == "newparam" ? AttributeSchema::Kind::Parameter
                                                          : AttributeSchema::Kind::Property);
                    continue;
                }
                if (w == "ensurable") {
                    i = declare_ensurable(t, i + 1, end);
                    continue;
                }
                if (w == "def") {
                    if (i + 3 < end && t[i + 1].is_ident("self") && t[i + 2].is_op(".") &&
                        t[i + 3].is_ident("title_patterns") && tok.match != RubyToken::npos)
                        read_title_patterns(t, i + 4, tok.match);
                    i = tok.match == RubyToken::npos ? i + 1 : tok.match + 1;
                    continue;
                }
                if (w == "if" || w == "unless" || w == "begin" || w == "case") {
                    // Both branches: the type is declared once, conditions rarely guard attributes.
                    if (tok.match != RubyToken::npos) {
                        walk_type_body(t, i + 1, tok.match, bindings);
                        i = tok.match + 1;
                        continue;
                    }
                }
                if (auto mixin = m_mixins.find(w); mixin != m_mixins.end()) {
                    std::size_t j = i + 1;
                    auto args = parse_ruby_call_arguments(t, j, end);
                    Bindings inner = bindings;
                    const auto& formals = mixin->second.formals;
                    for (std::size_t k = 0; k < formals.size() && k < args.size(); ++k)
                        if (auto name = attribute_name(args[k], bindings); name) inner[formals[k]] = *name;
                    auto [bbegin, bend] = block_after(t, j, end);
                    inline_mixin(mixin->second, inner);
                    i = bbegin == RubyToken::npos ? j : bend + 1;
                    continue;
                }
            }
            if ((tok.is_op("[") || tok.kind == TKind::Words) && is_call_site(t, i, begin)) {
                if (auto next = each_loop(t, i, end, bindings); next) {
                    i = *next;
                    continue;
                }
            }
            if (tok.match != RubyToken::npos && tok.match < end) {
                i = tok.match + 1; // a block or bracketed group that declares nothing we read
                continue;
            }
            ++i;
        }
    }

    void inline_mixin(const MixinMethod& m, const Bindings& bindings) {
        if (m_depth >= kMaxInlineDepth) return;
        ++m_depth;
        std::string saved = m_current_file;
        m_current_file = m.file;
        walk_type_body(m.tokens->tokens, m.begin, m.end, bindings);
        m_current_file = saved;
        --m_depth;
    }

    // `[:a, :b].each do |p| ... end` over a literal list: the body once per item with `p` bound.
    std::optional<std::size_t> each_loop(const Tokens& t, std::size_t i, std::size_t end,
                                         const Bindings& bindings) {
        std::size_t k = t[i].kind == TKind::Words ? i + 1 : t[i].match + 1;
        if (t[i].kind != TKind::Words && t[i].match == RubyToken::npos) return std::nullopt;
        if (k + 2 >= end || !t[k].is_op(".") || !t[k + 1].is_ident("each")) return std::nullopt;
        std::size_t block = k + 2;
        if (!(t[block].is_ident("do") || t[block].is_op("{")) || t[block].match == RubyToken::npos)
            return std::nullopt;
        if (block + 3 >= end || !t[block + 1].is_op("|") || t[block + 2].kind != TKind::Ident ||
            !t[block + 3].is_op("|"))
            return std::nullopt;
        std::size_t li = i;
        RubyLiteral items = parse_ruby_expression(t, li, k, true);
        if (items.kind != LKind::Array) return std::nullopt;
        for (const auto& item : items.items)
            if (!item.is_name()) return std::nullopt;
        for (const auto& item : items.items) {
            Bindings b = bindings;
            b[t[block + 2].text] = item.text;
            walk_type_body(t, block + 4, t[block].match, b);
        }
        return t[block].match + 1;
    }

    // The name of an attribute argument: a literal or a loop variable.
    static std::optional<std::string> attribute_name(const RubyLiteral& arg, const Bindings& bindings) {
        if (arg.is_name() && !arg.interpolated) return arg.text;
        if (arg.kind == LKind::Ident) {
            auto it = bindings.find(arg.text);
            if (it != bindings.end()) return it->second;
        }
        return std::nullopt;
    }

    // After the call's arguments: the block, when there is one.
    static std::pair<std::size_t, std::size_t> block_after(const Tokens& t, std::size_t i, std::size_t end) {
        if (i < end && (t[i].is_ident("do") || t[i].is_op("{")) && t[i].match != RubyToken::npos &&
            t[i].match < end)
            return {i + 1, t[i].match};
        return {RubyToken::npos, RubyToken::npos};
    }

    std::size_t declare_attribute(const Tokens& t, std::size_t i, std::size_t end, const Bindings& bindings,
                                  AttributeSchema::Kind kind) {
        std::uint32_t line = t[i - 1].line;
        auto args = parse_ruby_call_arguments(t, i, end);
        auto [bbegin, bend] = block_after(t, i, end);
        std::size_t next = bbegin == RubyToken::npos ? i : bend + 1;
        std::optional<std::string> name = args.empty() ? std::nullopt : attribute_name(args[0], bindings);
        if (!name) {
            warn(line, "skipped an attribute whose name is computed at run time");
            return next;
        }
        AttributeSchema attr;
        attr.name = *name;
        attr.kind = kind;
        Values values;
        if (args.size() > 1 && args.back().kind == LKind::Hash) {
            const RubyLiteral& opts = args.back();
            if (const auto* nv = opts.get("namevar"); nv && nv->kind == LKind::Bool && nv->text == "true")
                attr.namevar = true;
            if (const auto* parent = opts.get("parent"); parent && parent->kind == LKind::Const) {
                // Puppet::Parameter::Boolean#initvars declares Puppet::Coercion.boolean_values.
                if (parent->text == "Puppet::Parameter::Boolean")
                    values.literals = {"true", "false", "yes", "no"};
            }
        }
        if (bbegin != RubyToken::npos) read_attribute_block(t, bbegin, bend, attr, values);
        finish_attribute(std::move(attr), values, line);
        return next;
    }

    void finish_attribute(AttributeSchema attr, const Values& values, std::uint32_t line) {
        if (values.unknown) {
            warn(line, "the values of '" + attr.name + "' are computed at run time");
        } else {
            attr.values = values.literals;
            attr.values.insert(attr.values.end(), values.regexes.begin(), values.regexes.end());
        }
        // Only parameters are key attributes (Puppet::Type.key_attribute_parameters looks at @parameters): a
        // property declared with `namevar: true` or `isnamevar` is an ordinary property.
        if (attr.kind == AttributeSchema::Kind::Property) attr.namevar = false;
        auto& list = attr.kind == AttributeSchema::Kind::Property ? m_properties : m_parameters;
        if (std::any_of(list.begin(), list.end(),
                        [&](const AttributeSchema& a) { return a.name == attr.name; })) {
            warn(line, "'" + attr.name + "' is declared twice; the first declaration is kept");
            return;
        }
        if (attr.kind == AttributeSchema::Kind::Property && attr.name == "ensure")
            list.insert(list.begin(), std::move(attr)); // Puppet::Type.newproperty unshifts ensure
        else
            list.push_back(std::move(attr));
    }

    void read_attribute_block(const Tokens& t, std::size_t begin, std::size_t end, AttributeSchema& attr,
                              Values& values) {
        std::size_t i = begin;
        while (i < end) {
            const RubyToken& tok = t[i];
            if (tok.kind == TKind::Ident && is_call_site(t, i, begin)) {
                if (tok.text == "isnamevar") {
                    attr.namevar = true;
                } else if (tok.text == "newvalues" || tok.text == "newvalue") {
                    std::size_t j = i + 1;
                    auto args = parse_ruby_call_arguments(t, j, end);
                    if (tok.text == "newvalue" && args.size() > 1)
                        args.resize(1); // newvalue(:x, :event => ..)
                    for (const auto& a : args)
                        values.add(a);
                    i = j;
                    continue;
                } else if (tok.text == "defaultvalues") {
                    values.literals.emplace_back("present");
                    values.literals.emplace_back("absent");
                } else if ((tok.text == "if" || tok.text == "unless") && tok.match != RubyToken::npos &&
                           tok.match < end) {
                    // Platform-dependent values (`if Facter.value(:operatingsystem) == 'FreeBSD' ... else
                    // ... end`, mount_core): the else branch is the general case, the one Linux takes.
                    std::size_t branch = i + 1;
                    for (std::size_t k = i + 1; k < tok.match; ++k) {
                        if (t[k].is_ident("else")) branch = k + 1;
                        if (t[k].match != RubyToken::npos && t[k].match < tok.match) k = t[k].match;
                    }
                    read_attribute_block(t, branch, tok.match, attr, values);
                    i = tok.match + 1;
                    continue;
                }
            }
            if (tok.match != RubyToken::npos && tok.match < end) {
                i = tok.match + 1;
                continue;
            }
            ++i;
        }
    }

    std::size_t declare_ensurable(const Tokens& t, std::size_t i, std::size_t end) {
        std::uint32_t line = t[i - 1].line;
        AttributeSchema attr;
        attr.name = "ensure";
        attr.kind = AttributeSchema::Kind::Property;
        Values values;
        auto [bbegin, bend] = block_after(t, i, end);
        if (bbegin != RubyToken::npos) {
            read_attribute_block(t, bbegin, bend, attr, values);
            i = bend + 1;
        } else {
            values.literals = {"present", "absent"};
        }
        finish_attribute(std::move(attr), values, line);
        return i;
    }

    // `def self.title_patterns` returning a literal list: [[/regex/, [[:namevar], [:other, proc]]], ...]
    void read_title_patterns(const Tokens& t, std::size_t begin, std::size_t end) {
        m_has_patterns = true;
        m_patterns_unknown = true;
        std::size_t start = RubyToken::npos;
        for (std::size_t i = begin; i < end; ++i) {
            if (t[i].is_op("[") && t[i].match != RubyToken::npos && t[i].match < end &&
                (t[i - 1].kind == TKind::Newline || i == begin)) {
                std::size_t k = t[i].match + 1;
                while (k < end && t[k].kind == TKind::Newline)
                    ++k;
                if (k == end) start = i;
            }
            if (t[i].match != RubyToken::npos && t[i].match < end && !t[i].is_op("[")) i = t[i].match;
        }
        if (start == RubyToken::npos) {
            warn(t[begin - 1].line, "title_patterns are computed at run time");
            return;
        }
        std::size_t i = start;
        RubyLiteral list = parse_ruby_expression(t, i, end, true);
        std::vector<TitlePattern> patterns;
        bool ok = list.kind == LKind::Array;
        for (const auto& item : list.items) {
            if (!ok) break;
            if (item.kind != LKind::Array || item.items.size() < 2 || item.items[0].kind != LKind::Regex ||
                item.items[0].interpolated || item.items[1].kind != LKind::Array) {
                ok = false;
                break;
            }
            TitlePattern p;
            p.regex = item.items[0].text;
            for (char f : std::string_view("ixm"))
                if (item.items[0].flags.find(f) != std::string::npos) p.flags.push_back(f);
            for (const auto& field : item.items[1].items) {
                if (field.kind != LKind::Array || field.items.empty() || !field.items[0].is_name()) {
                    ok = false;
                    break;
                }
                p.namevars.push_back(field.items[0].text);
            }
            patterns.push_back(std::move(p));
        }
        if (!ok) {
            warn(t[begin - 1].line, "title_patterns are computed at run time");
            return;
        }
        m_patterns = std::move(patterns);
        m_patterns_unknown = false;
    }

    // ---- the Resource API ---------------------------------------------------------------------------

    TypeReadResult read_register_type(const Tokens& t, std::size_t i) {
        TypeReadResult result;
        std::uint32_t line = t[i - 1].line;
        auto args = parse_ruby_call_arguments(t, i, t.size());
        const RubyLiteral* def = nullptr;
        for (const auto& a : args)
            if (a.kind == LKind::Hash) def = &a;
        const RubyLiteral* name = def ? def->get("name") : nullptr;
        if (name == nullptr || !name->is_name() || name->interpolated) {
            result.error = m_file + ":" + std::to_string(line) + ": register_type without a literal name";
            return result;
        }
        TypeSchema schema;
        schema.name = name->text;
        schema.source = m_file;
        const RubyLiteral* attrs = def->get("attributes");
        if (attrs == nullptr || attrs->kind != LKind::Hash) {
            result.error = m_file + ":" + std::to_string(line) + ": register_type without literal attributes";
            return result;
        }
        for (const auto& [key, spec] : attrs->entries) {
            if (!key.is_name()) {
                warn(key.line, "skipped an attribute whose name is computed at run time");
                continue;
            }
            AttributeSchema attr;
            attr.name = key.text;
            std::string behaviour;
            if (spec.kind == LKind::Hash) {
                if (const auto* type = spec.get("type"); type && type->kind == LKind::String)
                    attr.type = type->text;
                const auto* b = spec.get("behaviour");
                if (b == nullptr) b = spec.get("behavior");
                if (b && b->is_name()) behaviour = b->text;
            } else {
                warn(key.line, "the definition of '" + key.text + "' is not a literal hash");
            }
            // Puppet::ResourceApi.register_type: namevar/parameter/read_only become parameters, the rest
            // (plain and init_only) properties.
            if (behaviour == "namevar" || behaviour == "parameter" || behaviour == "read_only")
                attr.kind = AttributeSchema::Kind::Parameter;
            else
                attr.kind = AttributeSchema::Kind::Property;
            attr.namevar = behaviour == "namevar";
            if (!behaviour.empty() && behaviour != "namevar" && behaviour != "parameter" &&
                behaviour != "read_only" && behaviour != "init_only")
                warn(key.line, "'" + behaviour + "' is not a valid behaviour value");
            finish_attribute(std::move(attr), Values{}, key.line);
        }
        if (const auto* tps = def->get("title_patterns"); tps != nullptr) {
            m_has_patterns = true;
            m_patterns_unknown = tps->kind != LKind::Array;
            if (tps->kind == LKind::Array) {
                for (const auto& item : tps->items) {
                    const auto* pattern = item.kind == LKind::Hash ? item.get("pattern") : nullptr;
                    if (pattern == nullptr || pattern->kind != LKind::Regex || pattern->interpolated) {
                        m_patterns_unknown = true;
                        break;
                    }
                    TitlePattern p;
                    p.regex = pattern->text;
                    for (char f : std::string_view("ixm"))
                        if (pattern->flags.find(f) != std::string::npos) p.flags.push_back(f);
                    // Named captures in order (Regexp#names).
                    for (std::size_t at = p.regex.find("(?<"); at != std::string::npos;
                         at = p.regex.find("(?<", at + 3)) {
                        std::size_t close = p.regex.find('>', at + 3);
                        if (close == std::string::npos) break;
                        std::string n = p.regex.substr(at + 3, close - at - 3);
                        if (n.empty() || n[0] == '=' || n[0] == '!') continue; // lookbehind
                        if (std::find(p.namevars.begin(), p.namevars.end(), n) == p.namevars.end())
                            p.namevars.push_back(std::move(n));
                    }
                    m_patterns.push_back(std::move(p));
                }
            }
            if (m_patterns_unknown) warn(line, "title_patterns are computed at run time");
        }
        return finish(std::move(schema));
    }
};

} // namespace

TypeReadResult read_type_source(std::string_view source, const std::string& file,
                                const TypeReadOptions& options) {
    try {
        return TypeReader(file, options).read(source);
    } catch (const std::exception& e) {
        TypeReadResult r;
        r.error = file + ":1: " + e.what();
        return r;
    }
}

TypeReadResult read_type_file(const fs::path& file, const TypeReadOptions& options) {
    auto text = read_text(file);
    if (!text) {
        TypeReadResult r;
        r.error = file.string() + ":1: cannot read the file";
        return r;
    }
    return read_type_source(*text, file.string(), options);
}

ModuleTypeScan scan_module_types(const std::vector<fs::path>& modulepath) {
    ModuleTypeScan scan;
    std::error_code ec;
    // Modules in modulepath order; the first of a name shadows the rest.
    std::vector<fs::path> modules;
    std::set<std::string> module_names;
    for (const auto& dir : modulepath) {
        std::vector<fs::path> here;
        for (fs::directory_iterator it(dir, ec), e; !ec && it != e; it.increment(ec))
            if (it->is_directory(ec)) here.push_back(it->path());
        std::sort(here.begin(), here.end());
        for (auto& m : here)
            if (module_names.insert(m.filename().string()).second) modules.push_back(std::move(m));
        ec.clear();
    }
    TypeReadOptions options;
    std::set<std::string, std::less<>> providers;
    for (const auto& m : modules) {
        fs::path lib = m / "lib";
        if (fs::is_directory(lib, ec)) options.lib_dirs.push_back(lib);
        for (fs::directory_iterator it(lib / "puppet" / "provider", ec), e; !ec && it != e;
             it.increment(ec)) {
            if (!it->is_directory(ec)) continue;
            for (fs::directory_iterator p(it->path(), ec), pe; !ec && p != pe; p.increment(ec))
                if (p->path().extension() == ".rb") {
                    providers.insert(it->path().filename().string());
                    break;
                }
            ec.clear();
        }
        ec.clear();
    }
    options.has_provider = [&providers](std::string_view type) { return providers.count(type) > 0; };
    std::set<std::string> seen;
    for (const auto& m : modules) {
        std::vector<fs::path> files;
        for (fs::directory_iterator it(m / "lib" / "puppet" / "type", ec), e; !ec && it != e;
             it.increment(ec))
            if (it->path().extension() == ".rb" && it->is_regular_file(ec)) files.push_back(it->path());
        ec.clear();
        std::sort(files.begin(), files.end());
        for (const auto& f : files) {
            auto r = read_type_file(f, options);
            scan.warnings.insert(scan.warnings.end(), r.warnings.begin(), r.warnings.end());
            if (!r.schema) {
                scan.errors.push_back(r.error);
                continue;
            }
            if (seen.insert(r.schema->name).second) scan.types.push_back(std::move(*r.schema));
        }
    }
    return scan;
}

void add_module_types(runtime::SchemaRegistry& registry, const ModuleTypeScan& scan) {
    for (const auto& t : scan.types)
        registry.add(t);
}

ModuleTypeLoader::ModuleTypeLoader(std::vector<fs::path> modulepath) : m_modulepath(std::move(modulepath)) {}

void ModuleTypeLoader::index() {
    m_indexed = true;
    std::error_code ec;
    std::set<std::string> names;
    for (const auto& dir : m_modulepath) {
        std::vector<fs::path> here;
        for (fs::directory_iterator it(dir, ec), e; !ec && it != e; it.increment(ec))
            if (it->is_directory(ec)) here.push_back(it->path());
        std::sort(here.begin(), here.end());
        for (auto& m : here)
            if (names.insert(m.filename().string()).second) m_modules.push_back(std::move(m));
        ec.clear();
    }
    for (const auto& m : m_modules) {
        // (a module without lib/ is left in: a require is looked for through listings, which find nothing
        // there, and a stat of each module's lib/ was 45 system calls of every compile)
        m_options.lib_dirs.push_back(m / "lib");
        const std::string puppet = m.string() + "/lib/puppet";
        // each module's type files, listed once: a compile looks up every resource type it meets, built-in
        // ones included (a module's type shadows the built-in), and a look in each module for each name
        // was half of the stat calls of `include apache` (683 of 1,427)
        // (through the listings a `require` is looked for in: a module's lib/puppet/type listing answers for
        // the lib/puppet/type/file that `require 'puppet/type/file/...'` looks for in every module)
        const std::string types = puppet + "/type";
        m_listings.each(types, [&](std::string_view name, EntryKind kind) {
            if (kind != EntryKind::File || name.size() <= 3 || !name.ends_with(".rb")) return;
            // the first module's wins
            m_type_files.emplace(std::string(name.substr(0, name.size() - 3)),
                                 types + "/" + std::string(name));
        });
        const std::string providers = puppet + "/provider";
        m_listings.each(providers, [&](std::string_view name, EntryKind kind) {
            if (kind == EntryKind::Directory)
                m_provider_dirs[std::string(name)].push_back(providers + "/" + std::string(name));
        });
    }
    // (a `require 'puppet/type/file/owner'` is looked for in every module's lib/: 38 stat calls a file)
    m_options.is_file = [this](const std::string& file) { return m_listings.is_file(file); };
    // a provider directory with a Ruby file in any module (looked up once per type name)
    m_options.has_provider = [this](std::string_view type) {
        auto it = m_providers.find(type);
        if (it != m_providers.end()) return it->second;
        bool found = false;
        std::error_code err;
        if (auto dirs = m_provider_dirs.find(type); dirs != m_provider_dirs.end()) {
            for (const std::string& dir : dirs->second) {
                for (fs::directory_iterator p(dir, err), pe; !err && p != pe && !found; p.increment(err))
                    found = p->path().extension() == ".rb";
                err.clear();
                if (found) break;
            }
        }
        m_providers.emplace(std::string(type), found);
        return found;
    };
}

std::optional<runtime::TypeSchema> ModuleTypeLoader::load(std::string_view name) {
    if (!m_indexed) index();
    auto found = m_type_files.find(name);
    if (found == m_type_files.end()) return std::nullopt;
    const fs::path file = found->second;
    auto r = read_type_file(file, m_options);
    if ((!r.schema || !r.warnings.empty()) && m_ruby) {
        TypeReadResult ruby = m_ruby(name, file);
        if (ruby.schema) return std::move(ruby.schema);
        // what the static reader did read is better than nothing
        if (!r.schema) r.error = ruby.error;
    }
    if (!r.schema) {
        m_errors.push_back(r.error);
        return std::nullopt;
    }
    return std::move(r.schema);
}

} // namespace pp::loader
