#include "runtime/resource_schema.hpp"

#include "runtime/catalog.hpp"
#include "runtime/regexp.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace pp::runtime {

// Generated at build time from runtime/data/builtin_types.json (runtime/CMakeLists.txt).
extern const char* const kBuiltinTypesJson;
extern const std::size_t kBuiltinTypesJsonSize;

std::vector<std::string> TypeSchema::namevars() const {
    std::vector<std::string> out;
    for (const auto& a : attributes)
        if (a.namevar) out.push_back(a.name);
    return out;
}

std::string_view TypeSchema::single_namevar() const {
    std::string_view found;
    for (const auto& a : attributes) {
        if (!a.namevar) continue;
        if (!found.empty()) return {};
        found = a.name;
    }
    return found;
}

namespace {

// Puppet's file type's only title pattern, /^(\/|.+:\/|.*[^\/])\/*\Z/m: it only strips trailing slashes, so a
// one-line title that does not end in one is its own path (a regexp match per file resource was 5% of a
// compile).
bool file_title_is_path(const TitlePattern& p, std::string_view title) {
    return p.regex == "^(/|.+:/|.*[^/])/*\\Z" && p.flags == "m" && p.namevars.size() == 1 && !title.empty() &&
           title.back() != '/' && title.find('\n') == std::string_view::npos;
}

} // namespace

bool TypeSchema::title_is_key(std::string_view title) const {
    if (title_patterns_unknown) return false;
    const std::string_view key = single_namevar();
    if (key.empty()) return false;
    if (title_patterns.empty()) return true;
    if (file_title_is_path(title_patterns.front(), title))
        return title_patterns.front().namevars.front() == key;
    auto parsed = parse_title(title);
    return parsed.size() == 1 && parsed.front().first == key && parsed.front().second == title;
}

namespace {

// Title patterns are matched for every resource of their type: each is compiled once.
std::shared_ptr<const Regexp> compiled_pattern(const std::string& source, unsigned options) {
    static std::mutex mutex;
    static std::map<std::pair<std::string, unsigned>, std::shared_ptr<const Regexp>> cache;
    std::lock_guard<std::mutex> lock(mutex);
    auto key = std::make_pair(source, options);
    auto it = cache.find(key);
    if (it == cache.end()) it = cache.emplace(key, Regexp::compile(source, nullptr, options)).first;
    return it->second;
}

} // namespace

std::vector<std::pair<std::string, std::string>> TypeSchema::parse_title(std::string_view title) const {
    std::vector<std::pair<std::string, std::string>> out;
    if (title_patterns_unknown) return out;
    if (title_patterns.empty()) {
        // Puppet::Type.title_patterns: [[/(.*)/m, [[key]]]] for a single key attribute
        if (std::string_view key = single_namevar(); !key.empty()) out.emplace_back(key, std::string(title));
        return out;
    }
    for (const TitlePattern& p : title_patterns) {
        if (file_title_is_path(p, title)) {
            out.emplace_back(p.namevars.front(), std::string(title));
            return out;
        }
        unsigned options = RegexpNone;
        for (char f : p.flags) {
            if (f == 'i') options |= RegexpIgnoreCase;
            if (f == 'x') options |= RegexpExtended;
            if (f == 'm') options |= RegexpMultiline;
        }
        auto re = compiled_pattern(p.regex, options);
        if (re == nullptr) continue;
        std::optional<Match> m;
        try {
            m = re->match(title);
        } catch (const RegexpError&) {
            continue;
        }
        if (!m) continue;
        // captures fill the namevars in order; a group that took no part gives nil, which Puppet stores too
        for (std::size_t i = 0; i < p.namevars.size(); ++i) {
            auto g = m->group(i + 1);
            if (g) out.emplace_back(p.namevars[i], std::string(*g));
        }
        return out;
    }
    return out;
}

const AttributeSchema* TypeSchema::find(std::string_view attribute) const {
    auto it = std::find_if(attributes.begin(), attributes.end(),
                           [&](const AttributeSchema& a) { return a.name == attribute; });
    return it == attributes.end() ? nullptr : &*it;
}

bool TypeSchema::accepts(std::string_view attribute) const {
    return find(attribute) != nullptr || is_metaparameter(attribute);
}

const std::vector<std::string>& metaparameters() {
    // Puppet::Type.metaparams of Puppet 7.23 in definition order (PUP:lib/puppet/type.rb, newmetaparam);
    // runtime/data/builtin_types.json records the same list and a unit test keeps them equal.
    static const std::vector<std::string> names = {"noop",   "schedule", "audit",   "loglevel",
                                                   "alias",  "tag",      "require", "subscribe",
                                                   "before", "notify",   "stage"};
    return names;
}

bool is_metaparameter(std::string_view name) {
    const auto& m = metaparameters();
    return std::find(m.begin(), m.end(), name) != m.end();
}

void SchemaRegistry::add(TypeSchema schema) {
    std::string key = schema.name;
    std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) { return std::tolower(c); });
    m_types.insert_or_assign(std::move(key), std::move(schema));
}

const TypeSchema* SchemaRegistry::find(std::string_view name) const {
    // (names are mostly lower case already: a copy only for one that is not)
    auto it = std::any_of(name.begin(), name.end(), [](char c) { return c >= 'A' && c <= 'Z'; })
                  ? m_types.find(downcase(name))
                  : m_types.find(name);
    return it == m_types.end() ? nullptr : &it->second;
}

std::vector<std::string> SchemaRegistry::names() const {
    std::vector<std::string> out;
    out.reserve(m_types.size());
    for (const auto& [name, _] : m_types)
        out.push_back(name);
    return out;
}

SchemaRegistry SchemaRegistry::with_builtins() {
    SchemaRegistry r;
    for (const auto& t : builtin_type_schemas())
        r.add(t);
    return r;
}

namespace {

TypeSchema type_from_json(const nlohmann::json& j) {
    TypeSchema t;
    t.name = j.at("name").get<std::string>();
    t.source = j.value("file", std::string());
    t.ensurable = j.value("ensurable", false);
    for (const auto& a : j.at("attributes")) {
        AttributeSchema attr;
        attr.name = a.at("name").get<std::string>();
        const auto kind = a.at("kind").get<std::string>();
        if (kind == "property")
            attr.kind = AttributeSchema::Kind::Property;
        else if (kind == "parameter")
            attr.kind = AttributeSchema::Kind::Parameter;
        else
            throw std::runtime_error("type '" + t.name + "': unknown attribute kind '" + kind + "'");
        attr.namevar = a.value("namevar", false);
        if (a.contains("values")) attr.values = a.at("values").get<std::vector<std::string>>();
        attr.type = a.value("type", std::string());
        t.attributes.push_back(std::move(attr));
    }
    // type/exec.rb and type/tidy.rb set @isomorphic = false
    if (t.name == "exec" || t.name == "tidy") t.isomorphic = false;
    t.isomorphic = j.value("isomorphic", t.isomorphic);
    if (j.contains("title_patterns")) {
        for (const auto& p : j.at("title_patterns")) {
            TitlePattern tp;
            tp.regex = p.at("regex").get<std::string>();
            tp.flags = p.value("flags", std::string());
            tp.namevars = p.at("namevars").get<std::vector<std::string>>();
            t.title_patterns.push_back(std::move(tp));
        }
    }
    return t;
}

} // namespace

std::vector<TypeSchema> type_schemas_from_json(std::string_view json_text) {
    try {
        const auto doc = nlohmann::json::parse(json_text);
        const auto& list = doc.is_object() ? doc.at("types") : doc;
        std::vector<TypeSchema> out;
        for (const auto& j : list) {
            if (j.contains("error")) continue;
            out.push_back(type_from_json(j));
        }
        return out;
    } catch (const nlohmann::json::exception& e) {
        throw std::runtime_error(std::string("malformed type schema JSON: ") + e.what());
    }
}

std::string_view builtin_types_json() {
    return {kBuiltinTypesJson, kBuiltinTypesJsonSize};
}

const std::vector<TypeSchema>& builtin_type_schemas() {
    static const std::vector<TypeSchema> types = type_schemas_from_json(builtin_types_json());
    return types;
}

} // namespace pp::runtime
