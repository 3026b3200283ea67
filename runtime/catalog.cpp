// The catalog model and Puppet's catalog JSON (resource/catalog.rb #to_data_hash, resource.rb
// #to_data_hash, relationship_graph edges as {source, target}).
#include "runtime/catalog.hpp"

#include "runtime/types.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace pp::runtime {

namespace {

bool tag_char(unsigned char c, bool first) {
    if (std::isalnum(c) != 0 || c == '_' || c >= 0x80) return true;
    return !first && (c == ':' || c == '.' || c == '-');
}

void add_unique(std::vector<std::string>& tags, std::string t) {
    if (std::find(tags.begin(), tags.end(), t) == tags.end()) tags.push_back(std::move(t));
}

// Tagging#tag: the tag, and for a qualified one each of its segments
void add_tag(std::vector<std::string>& tags, std::string_view name) {
    std::string t = downcase(name);
    add_unique(tags, t);
    if (t.find("::") == std::string::npos) return;
    std::size_t start = 0;
    while (start <= t.size()) {
        std::size_t sep = t.find("::", start);
        std::string part = t.substr(start, sep == std::string::npos ? std::string::npos : sep - start);
        if (!part.empty()) add_unique(tags, part);
        if (sep == std::string::npos) break;
        start = sep + 2;
    }
}

nlohmann::ordered_json to_data(const Value& v);

// A resource reference as the catalog prints it: `File[/tmp/x]`, `Class[Foo]`
std::string reference_text(const Type& t) {
    if (t.m_kind == TypeKind::Class)
        return t.m_value ? "Class[" + capitalize_name(*t.m_value) + "]" : "Class";
    if (!t.m_value) return t.m_name;
    return t.m_name + "[" + *t.m_value + "]";
}

nlohmann::ordered_json to_data(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        return nullptr;
    case ValueKind::Boolean:
        return v.as_boolean();
    case ValueKind::Integer:
        return v.as_integer();
    case ValueKind::Float:
        return v.as_float();
    case ValueKind::String:
        return v.as_string();
    case ValueKind::Array: {
        auto a = nlohmann::ordered_json::array();
        for (const Value& e : v.as_array())
            a.push_back(to_data(e));
        return a;
    }
    case ValueKind::Hash: {
        auto o = nlohmann::ordered_json::object();
        for (const auto& [k, e] : v.as_hash())
            o[k.is_string() ? k.as_string() : to_data(k).dump()] = to_data(e);
        return o;
    }
    case ValueKind::Type: {
        const Type& t = v.as_type();
        if (t.m_kind == TypeKind::Resource || t.m_kind == TypeKind::Class) return reference_text(t);
        return to_string(t);
    }
    case ValueKind::Sensitive:
        return to_data(v.sensitive_inner());
    case ValueKind::Default:
        return "default";
    default:
        return std::string(kind_name(v.kind()));
    }
}

} // namespace

bool valid_tag(std::string_view tag) {
    if (tag.empty() || !tag_char(static_cast<unsigned char>(tag[0]), true)) return false;
    return std::all_of(tag.begin() + 1, tag.end(),
                       [](char c) { return tag_char(static_cast<unsigned char>(c), false); });
}

std::string downcase(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string capitalize_name(std::string_view name) {
    std::string out = downcase(name);
    if (out.rfind("::", 0) == 0) out.erase(0, 2);
    bool start = true;
    for (char& c : out) {
        if (start && c != ':') c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        start = c == ':';
    }
    return out;
}

const Value* CatalogResource::param(std::string_view name) const {
    for (const auto& [n, v] : params) {
        if (n == name) return &v;
    }
    return nullptr;
}

void CatalogResource::set_param(std::string_view name, Value value) {
    if (value.is_undef()) {
        remove_param(name);
        return;
    }
    for (auto& [n, v] : params) {
        if (n == name) {
            v = std::move(value);
            return;
        }
    }
    params.emplace_back(std::string(name), std::move(value));
}

void CatalogResource::remove_param(std::string_view name) {
    params.erase(std::remove_if(params.begin(), params.end(), [&](const auto& p) { return p.first == name; }),
                 params.end());
}

void CatalogResource::tag(std::string_view name, bool if_valid) {
    if (!valid_tag(name)) {
        if (if_valid) return;
    }
    add_tag(tags, name);
}

bool CatalogResource::tagged(std::string_view name) const {
    std::string t = downcase(name);
    return std::find(tags.begin(), tags.end(), t) != tags.end();
}

std::string Catalog::key(std::string_view type, std::string_view title) {
    std::string k = downcase(type);
    k += '\0';
    k += title;
    return k;
}

CatalogResource* Catalog::find(std::string_view type, std::string_view title) {
    const Catalog& self = *this;
    return const_cast<CatalogResource*>(self.find(type, title));
}

const CatalogResource* Catalog::find(std::string_view type, std::string_view title) const {
    auto it = m_index.find(key(type, title));
    if (it == m_index.end() && m_normalizer != nullptr) {
        if (auto k = m_normalizer(m_normalizer_context, type, title)) return find_key(type, *k);
    }
    return it == m_index.end() ? nullptr : &m_resources[it->second];
}

const CatalogResource* Catalog::find_key(std::string_view type,
                                         const std::vector<std::optional<std::string>>& values) const {
    auto it = m_index.find(key(type, values));
    return it == m_index.end() ? nullptr : &m_resources[it->second];
}

std::string Catalog::key(std::string_view type, const std::vector<std::optional<std::string>>& values) {
    if (values.size() == 1 && values.front()) return key(type, *values.front());
    // a key of its own shape, apart from titles: [Type, v1, nil, ...]
    std::string k = downcase(type);
    k += '\1';
    for (const auto& v : values) {
        k += v ? "s" + *v : std::string("n");
        k += '\0';
    }
    return k;
}

std::size_t Catalog::alias(std::size_t index, std::string_view title) {
    auto [it, added] = m_index.emplace(key(m_resources[index].type, title), index);
    return it->second;
}

std::size_t Catalog::alias(std::size_t index, const std::vector<std::optional<std::string>>& values) {
    auto [it, added] = m_index.emplace(key(m_resources[index].type, values), index);
    return it->second;
}

std::size_t Catalog::index_of(const CatalogResource& r) const {
    auto it = m_index.find(key(r.type, r.title));
    return it == m_index.end() ? SIZE_MAX : it->second;
}

std::size_t Catalog::add(CatalogResource r) {
    std::string k = key(r.type, r.title);
    m_resources.push_back(std::move(r));
    m_index.emplace(std::move(k), m_resources.size() - 1);
    return m_resources.size() - 1;
}

void Catalog::add_class(std::string_view name) {
    std::string n(name);
    if (std::find(m_classes.begin(), m_classes.end(), n) == m_classes.end()) m_classes.push_back(n);
    tag(name);
}

void Catalog::tag(std::string_view name) {
    add_tag(m_tags, name);
}

void Catalog::merge_tags(const std::vector<std::string>& tags) {
    for (const std::string& t : tags)
        add_unique(m_tags, t);
}

bool Catalog::tagged(std::string_view name) const {
    std::string t = downcase(name);
    return std::find(m_tags.begin(), m_tags.end(), t) != m_tags.end();
}

std::string Catalog::to_json(const std::string& name, const std::string& environment,
                             std::int64_t version) const {
    nlohmann::ordered_json j;
    // as Catalog#to_resource builds them: the classes' tags, then the compiling catalog's others
    std::vector<std::string> tags;
    for (const std::string& c : m_classes)
        add_tag(tags, c);
    for (const std::string& t : m_tags)
        add_unique(tags, t);
    j["tags"] = tags;
    j["name"] = name;
    j["version"] = version;
    j["code_id"] = nullptr;
    j["catalog_uuid"] = nullptr;
    j["catalog_format"] = 2;
    j["environment"] = environment;
    auto kept = [&](std::size_t i) { return !m_resources[i].is_virtual || m_resources[i].exported; };
    auto resources = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < m_resources.size(); ++i) {
        if (!kept(i)) continue;
        const CatalogResource& r = m_resources[i];
        nlohmann::ordered_json o;
        o["type"] = r.type;
        o["title"] = r.title;
        o["tags"] = r.tags;
        if (!r.file.empty()) o["file"] = r.file;
        if (r.line > 0) o["line"] = r.line;
        if (r.exported_set) o["exported"] = r.exported;
        if (!r.kind.empty()) o["kind"] = r.kind;
        if (!r.exported_set) o["exported"] = r.exported;
        // Resource#to_data_hash: parse_title.merge(parameters), minus the namevar when it is the title
        auto params = nlohmann::ordered_json::object();
        std::vector<std::string> sensitive;
        auto put = [&](const std::string& n, const Value& v) {
            if (n == r.namevar && v.is_string() && v.as_string() == r.title) return;
            params[n] = to_data(v);
            if (v.kind() == ValueKind::Sensitive) sensitive.push_back(n);
        };
        for (const auto& [n, t] : r.title_params) {
            const Value* v = r.param(n);
            put(n, v != nullptr ? *v : Value(t));
        }
        for (const auto& [n, v] : r.params) {
            bool from_title = std::any_of(r.title_params.begin(), r.title_params.end(),
                                          [&](const auto& tp) { return tp.first == n; });
            if (!from_title) put(n, v);
        }
        if (!params.empty()) {
            o["parameters"] = std::move(params);
            if (!sensitive.empty()) o["sensitive_parameters"] = sensitive;
        }
        resources.push_back(std::move(o));
    }
    j["resources"] = std::move(resources);
    // SimpleGraph#edges: grouped by target, targets in the order they were added
    std::vector<std::pair<std::size_t, std::size_t>> ordered = m_edges;
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const auto& a, const auto& b) { return a.second < b.second; });
    auto edges = nlohmann::ordered_json::array();
    for (const auto& [s, t] : ordered) {
        if (!kept(s) || !kept(t)) continue;
        nlohmann::ordered_json e;
        e["source"] = m_resources[s].ref();
        e["target"] = m_resources[t].ref();
        edges.push_back(std::move(e));
    }
    j["edges"] = std::move(edges);
    j["classes"] = m_classes;
    return j.dump();
}

} // namespace pp::runtime
