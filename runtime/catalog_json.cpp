// Reading Puppet's catalog JSON (catalog_format 2) back into a Catalog: what `pp apply --catalog FILE`
// applies, whether pp or real Puppet compiled it.
#include "runtime/catalog.hpp"
#include "runtime/json.hpp"
#include "runtime/resource_schema.hpp"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <unordered_map>

namespace pp::runtime {

namespace {

std::string string_field(const nlohmann::json& j, const char* key) {
    auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

} // namespace

Catalog Catalog::from_json(std::string_view text) {
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) {
        throw std::runtime_error(std::string("invalid catalog JSON: ") + e.what());
    }
    if (!doc.is_object() || !doc.contains("resources") || !doc["resources"].is_array())
        throw std::runtime_error("not a Puppet catalog: no resources");
    static const SchemaRegistry schemas = SchemaRegistry::with_builtins();
    Catalog catalog;
    std::unordered_map<std::string, std::size_t> by_ref;
    for (const auto& r : doc["resources"]) {
        CatalogResource res;
        res.type = string_field(r, "type");
        res.title = string_field(r, "title");
        if (res.type.empty()) throw std::runtime_error("not a Puppet catalog: a resource without a type");
        if (auto t = r.find("tags"); t != r.end() && t->is_array())
            for (const auto& tag : *t)
                if (tag.is_string()) res.tags.add(tag.get_ref<const std::string&>());
        res.file = string_field(r, "file");
        if (auto l = r.find("line"); l != r.end() && l->is_number_integer()) res.line = l->get<int>();
        if (auto e = r.find("exported"); e != r.end() && e->is_boolean()) res.exported = e->get<bool>();
        res.kind = ResourceKind::intern(string_field(r, "kind"));
        if (auto p = r.find("parameters"); p != r.end() && p->is_object())
            for (auto it = p->begin(); it != p->end(); ++it)
                res.params.emplace_back(it.key(), value_from_json(it.value()));
        if (const TypeSchema* schema = schemas.find(downcase(res.type))) {
            auto keys = schema->namevars();
            if (keys.size() == 1) res.namevar = keys.front();
            res.set_title_params(schema->parse_title(res.title));
        }
        std::string ref = res.ref();
        if (by_ref.contains(ref)) throw std::runtime_error("not a Puppet catalog: " + ref + " twice");
        by_ref[ref] = catalog.add(std::move(res));
    }
    if (auto edges = doc.find("edges"); edges != doc.end() && edges->is_array()) {
        for (const auto& e : *edges) {
            auto s = by_ref.find(string_field(e, "source"));
            auto t = by_ref.find(string_field(e, "target"));
            if (s == by_ref.end() || t == by_ref.end()) continue;
            catalog.add_edge(s->second, t->second);
        }
    }
    if (auto classes = doc.find("classes"); classes != doc.end() && classes->is_array())
        for (const auto& c : *classes)
            if (c.is_string()) catalog.add_class(c.get<std::string>());
    if (auto tags = doc.find("tags"); tags != doc.end() && tags->is_array())
        for (const auto& t : *tags)
            if (t.is_string()) catalog.tag(t.get<std::string>());
    return catalog;
}

} // namespace pp::runtime
