// The code a compilation knows: registering definitions (with the loaders' errors for a name defined twice)
// and autoloading them from the environment's modules.
#include "evaluator/definitions.hpp"

#include "evaluator/eval_error.hpp"
#include "runtime/catalog.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace pp::evaluator {

using namespace parser;

namespace {

std::string lower(std::string_view s) {
    return runtime::downcase(s);
}

std::string strip_colons(std::string_view name) {
    return std::string(name.substr(0, 2) == "::" ? name.substr(2) : name);
}

const Definition* find_in(const std::unordered_map<std::string, Definition>& map, std::string_view name) {
    auto it = map.find(std::string(name));
    return it == map.end() ? nullptr : &it->second;
}

} // namespace

void Definitions::add(const Program& program, lexer::FileId file) {
    auto line_of = [&](const Node& n, lexer::FileId f) { return m_sm.file(f).line_col(n.begin).line; };
    auto at = [&](const Node& n, lexer::FileId f) {
        return fmt::format("(file: {}, line: {})", m_sm.file(f).path(), line_of(n, f));
    };
    // the loaders' error for a name given twice (Puppet::Pops::Loader::BaseLoader#set_entry)
    auto redefined_entity = [&](std::string_view kind, std::string_view name, lexer::FileId f,
                                std::uint32_t offset) {
        auto lc = m_sm.file(f).line_col(offset);
        throw EvalError(fmt::format("Attempt to redefine entity 'http://puppet.com/2016.1/runtime/{}/{}'. "
                                    "Originally set at file://{}?line={}&pos={}.",
                                    kind, lower(name), m_sm.file(f).path(), lc.line, lc.column),
                        Location{})
            .set_bare();
    };
    auto redefined = [&](const std::string& message) { throw EvalError(message, Location{}).set_bare(); };
    for (const Node* d : program.definitions) {
        m_files[d] = file;
        if (const auto* f = d->as<FunctionDefinition>()) {
            auto [it, added] = m_functions.try_emplace(std::string(f->name), Definition{f, file});
            if (!added && it->second.ast != f)
                redefined_entity("function", f->name, it->second.file, it->second.ast->begin);
        } else if (const auto* a = d->as<TypeAlias>()) {
            auto [it, added] = m_aliases.try_emplace(lower(a->name), a);
            if (!added && it->second != a) {
                // Puppet points at the alias's name, after `type `
                const TypeAlias& first = *it->second;
                lexer::FileId ff = file_of(first, file);
                std::string_view text = m_sm.file(ff).text();
                std::size_t name_at = text.find(first.name, first.begin);
                redefined_entity(
                    "type", a->name, ff,
                    static_cast<std::uint32_t>(name_at == std::string_view::npos ? first.begin : name_at));
            }
        } else if (const auto* r = d->as<ResourceTypeDefinition>()) {
            std::string name = lower(strip_colons(r->name));
            if (auto cl = m_classes.find(name); cl != m_classes.end())
                redefined(
                    fmt::format("'{}' is already defined {} as a class; cannot redefine as a definition {}",
                                name, at(*cl->second.ast, cl->second.file), at(*r, file)));
            auto [it, added] = m_defines.try_emplace(name, Definition{r, file});
            if (!added && it->second.ast != r)
                redefined_entity("type", name, it->second.file, it->second.ast->begin);
        } else if (const auto* h = d->as<HostClassDefinition>()) {
            std::string name = lower(strip_colons(h->name));
            if (auto df = m_defines.find(name); df != m_defines.end())
                redefined(
                    fmt::format("Definition '{}' is already defined {}; cannot be redefined as a class {}",
                                name, at(*df->second.ast, df->second.file), at(*h, file)));
            auto [it, added] = m_classes.try_emplace(name, Definition{h, file});
            if (!added && it->second.ast != h)
                redefined(fmt::format("Class '{}' is already defined {}; cannot redefine {}", name,
                                      at(*it->second.ast, it->second.file), at(*h, file)));
        } else if (const auto* n = d->as<NodeDefinition>()) {
            // a node name given by two node definitions (regexes and `default` included)
            for (const Node* m : n->host_matches) {
                auto key = [&](const Node& x) -> std::string {
                    if (x.is<LiteralDefault>()) return "default";
                    if (const auto* re = x.as<LiteralRegex>()) return "/" + std::string(re->pattern) + "/";
                    if (const auto* str = x.as<LiteralString>()) return lower(str->value);
                    return {};
                };
                std::string k = key(*m);
                if (k.empty()) continue;
                for (const auto& other : m_nodes) {
                    if (other.ast == d) continue;
                    for (const Node* om : other.ast->as<NodeDefinition>()->host_matches) {
                        if (key(*om) != k) continue;
                        redefined(fmt::format("Node '{}' is already defined {}; cannot redefine {}", k,
                                              at(*other.ast, other.file), at(*n, file)));
                    }
                }
            }
            if (std::none_of(m_nodes.begin(), m_nodes.end(), [&](const auto& x) { return x.ast == d; }))
                m_nodes.push_back({d, file});
        }
    }
}

bool Definitions::autoload(std::string_view name, loader::DefinitionKind kind) {
    if (m_env == nullptr) return false;
    std::string path = m_env->autoload_path(name, kind);
    if (path.empty()) return false;
    std::string key = path + '\0' + lower(name);
    if (m_tried.contains(key)) return false;
    m_tried.insert(key); // each file and name is tried once
    lexer::Diagnostics diags;
    const ParsedFile* parsed = m_env->load(path, diags);
    if (parsed == nullptr) {
        if (diags.has_errors()) {
            const auto& d = diags.all().front();
            throw EvalError(d.message, Location{d.file, d.begin, d.end, d.has_location});
        }
        return false;
    }
    add(*parsed->program, parsed->file);
    return true;
}

const Definition* Definitions::loaded_class(std::string_view lower_name) const {
    return find_in(m_classes, lower_name);
}

const Definition* Definitions::loaded_define(std::string_view lower_name) const {
    return find_in(m_defines, lower_name);
}

const Definition* Definitions::find_class(std::string_view lower_name) {
    if (const Definition* d = loaded_class(lower_name)) return d;
    if (!autoload(lower_name, loader::DefinitionKind::ClassOrDefine)) return nullptr;
    return loaded_class(lower_name);
}

const Definition* Definitions::find_define(std::string_view lower_name) {
    if (const Definition* d = loaded_define(lower_name)) return d;
    if (!autoload(lower_name, loader::DefinitionKind::ClassOrDefine)) return nullptr;
    return loaded_define(lower_name);
}

const FunctionDefinition* Definitions::find_function(std::string_view name) {
    const Definition* d = find_in(m_functions, name);
    if (d == nullptr && name.find("::") != std::string_view::npos &&
        autoload(name, loader::DefinitionKind::Function))
        d = find_in(m_functions, name);
    return d == nullptr ? nullptr : d->ast->as<FunctionDefinition>();
}

const TypeAlias* Definitions::find_alias(std::string_view name) {
    std::string key = lower(name);
    auto it = m_aliases.find(key);
    if (it == m_aliases.end() && autoload(name, loader::DefinitionKind::TypeAlias)) it = m_aliases.find(key);
    return it == m_aliases.end() ? nullptr : it->second;
}

lexer::FileId Definitions::file_of(const Node& def, lexer::FileId otherwise) const {
    auto it = m_files.find(&def);
    return it == m_files.end() ? otherwise : it->second;
}

std::string Definitions::module_of(const Node& def) const {
    auto it = m_files.find(&def);
    if (m_env == nullptr || it == m_files.end()) return {};
    return m_env->module_of_file(m_sm.file(it->second).path());
}

KnownDefinitions Definitions::known() const {
    KnownDefinitions out;
    auto names = [](const auto& map, std::vector<std::string>& into) {
        for (const auto& [name, def] : map)
            into.push_back(name);
        std::sort(into.begin(), into.end());
    };
    names(m_classes, out.classes);
    names(m_defines, out.defines);
    names(m_functions, out.functions);
    return out;
}

} // namespace pp::evaluator
