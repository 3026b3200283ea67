// The transaction's work on the catalog outside the run (apply/transaction.hpp): the Resource a provider
// sees for a catalog entry, the provider registry, Catalog#to_ral's validation, generated resources
// (AdditionalResourceGenerator#generate_additional_resources) and the providers' auto relationships. The
// run itself is in transaction.cpp.
#include "apply/transaction.hpp"

#include "apply/transaction_internal.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

namespace pp::apply {

namespace {

// Type#pathbuilder: /Stage[main]/Main/Site[a]/File[/x] (classes by their capitalized title alone).
std::string resource_path(const runtime::Catalog& catalog, const std::vector<std::size_t>& parents,
                          std::size_t index) {
    std::vector<std::string> parts;
    for (std::size_t i = index; i != SIZE_MAX; i = parents[i]) {
        const runtime::CatalogResource& r = catalog.at(i);
        if (runtime::downcase(r.type) == "class")
            parts.push_back(runtime::capitalize_name(r.title));
        else
            parts.push_back(runtime::ral_ref(r));
        if (parts.size() > catalog.size()) break; // a containment loop would be a compiler bug
    }
    std::string out;
    for (auto it = parts.rbegin(); it != parts.rend(); ++it) {
        out += '/';
        out += *it;
    }
    return out;
}

bool truthy_flag(const Value* v) {
    if (v == nullptr) return false;
    if (v->is_boolean()) return v->as_boolean();
    if (v->is_string()) return v->as_string() == "true";
    return false;
}

} // namespace

namespace detail {

Resource make_resource(const runtime::Catalog& catalog, const std::vector<std::size_t>& parents,
                       std::size_t index, bool global_noop) {
    const runtime::CatalogResource& cr = catalog.at(index);
    Resource r;
    r.catalog = &cr;
    r.index = index;
    r.type = runtime::downcase(cr.type);
    r.ref = runtime::ral_ref(cr);
    r.title = cr.title;
    r.path = resource_path(catalog, parents, index);
    const Value* noop = cr.param("noop");
    r.noop = noop != nullptr ? truthy_flag(noop) : global_noop;
    r.name = cr.title;
    if (const Value* n = cr.param(cr.namevar); n != nullptr && n->is_string()) r.name = n->as_string();
    for (const auto [k, val] : cr.title_params())
        if (k == cr.namevar && cr.param(k) == nullptr) r.name = val;
    return r;
}

std::vector<std::size_t> containment_parents(const runtime::Catalog& catalog) {
    std::vector<std::size_t> parents(catalog.size(), SIZE_MAX);
    for (const auto& [container, contained] : catalog.edges())
        if (parents[contained] == SIZE_MAX) parents[contained] = container;
    return parents;
}

} // namespace detail

namespace {

using detail::containment_parents;
using detail::make_resource;

// The auto relationships of the providers, by catalog index.
class ProviderAutoRelationships final : public runtime::AutoRelationships {
public:
    explicit ProviderAutoRelationships(const ProviderRegistry& providers) : m_providers(providers) {}

    [[nodiscard]] std::vector<std::size_t> related(const runtime::Catalog& catalog, std::size_t index,
                                                   runtime::AutoRelationKind kind) const override {
        // the graph asks for the four kinds of one resource in a row: the type is asked once
        if (index != m_cached_index || &catalog != m_cached_catalog) {
            m_cached_index = index;
            m_cached_catalog = &catalog;
            m_cached.reset();
            const runtime::CatalogResource& cr = catalog.at(index);
            Provider* provider = m_providers.provider_for(cr);
            if (provider != nullptr) {
                Resource r;
                r.catalog = &cr;
                r.index = index;
                r.type = runtime::downcase(cr.type);
                r.title = cr.title;
                r.name = cr.title;
                if (const Value* n = cr.param(cr.namevar); n != nullptr && n->is_string())
                    r.name = n->as_string();
                for (const auto [k, val] : cr.title_params())
                    if (k == cr.namevar && cr.param(k) == nullptr) r.name = val;
                m_cached = provider->auto_relations(r);
            }
        }
        if (!m_cached) return {};
        const Provider::AutoRelations& autos = *m_cached;
        const std::vector<std::string>* refs = nullptr;
        switch (kind) {
        case runtime::AutoRelationKind::Require:
            refs = &autos.require;
            break;
        case runtime::AutoRelationKind::Subscribe:
            refs = &autos.subscribe;
            break;
        case runtime::AutoRelationKind::Before:
            refs = &autos.before;
            break;
        case runtime::AutoRelationKind::Notify:
            refs = &autos.notify;
            break;
        }
        std::vector<std::size_t> out;
        auto find = [&](const std::string& ref) -> const runtime::CatalogResource* {
            auto open = ref.find('[');
            if (open == std::string::npos || ref.back() != ']') return nullptr;
            const runtime::CatalogResource* other = catalog.find(
                ref.substr(0, open), std::string_view(ref).substr(open + 1, ref.size() - open - 2));
            return other == nullptr || other->is_virtual ? nullptr : other;
        };
        if (kind == runtime::AutoRelationKind::Require) {
            for (const std::string& ref : autos.require_first_of) {
                const runtime::CatalogResource* other = find(ref);
                if (other == nullptr) continue;
                if (std::size_t i = catalog.index_of(*other); i != index) out.push_back(i);
                break;
            }
        }
        for (const std::string& ref : *refs) {
            auto open = ref.find('[');
            if (open == std::string::npos || ref.back() != ']') continue;
            const runtime::CatalogResource* other = catalog.find(
                ref.substr(0, open), std::string_view(ref).substr(open + 1, ref.size() - open - 2));
            if (other == nullptr || other->is_virtual) continue;
            std::size_t i = catalog.index_of(*other);
            if (i != index) out.push_back(i);
        }
        return out;
    }

private:
    const ProviderRegistry& m_providers;
    mutable std::size_t m_cached_index = SIZE_MAX;
    mutable const runtime::Catalog* m_cached_catalog = nullptr;
    mutable std::optional<Provider::AutoRelations> m_cached;
};

} // namespace

ProviderRegistry::ProviderRegistry(ProviderSettings settings)
    : m_settings(std::make_shared<const ProviderSettings>(std::move(settings))) {}

void ProviderRegistry::add(std::unique_ptr<Provider> provider) {
    provider->set_settings(m_settings);
    std::string name(provider->type_name());
    m_providers[name] = std::move(provider);
}

Provider* ProviderRegistry::find(std::string_view type) const {
    auto it = m_providers.find(type);
    return it == m_providers.end() ? nullptr : it->second.get();
}

bool validate_catalog(const runtime::Catalog& catalog, const ProviderRegistry& providers, Log& log, bool noop,
                      std::vector<std::optional<Validated>>* shoulds) {
    const std::vector<std::size_t> parents = containment_parents(catalog);
    if (shoulds != nullptr) shoulds->assign(catalog.size(), std::nullopt);
    for (std::size_t i = 0; i < catalog.size(); ++i) {
        const runtime::CatalogResource& cr = catalog.at(i);
        if (cr.is_virtual || runtime::is_container(cr)) continue;
        Provider* provider = providers.provider_for(cr);
        if (provider == nullptr) continue;
        try {
            Resource resource = make_resource(catalog, parents, i, noop);
            ProviderSelection chosen = select_provider(providers, *provider, resource);
            if (chosen.kind == ProviderSelection::Invalid)
                throw ValidationError(invalid_provider_message(resource, chosen.name));
            if (chosen.kind == ProviderSelection::Missing) continue; // the run fails it, nothing else
            State should = provider->should(resource);
            provider->validate_against(resource, providers);
            if (std::string ref = provider->ral_ref(resource); ref != resource.ref) {
                if (resource.path.ends_with(resource.ref))
                    resource.path = resource.path.substr(0, resource.path.size() - resource.ref.size()) + ref;
                resource.ref = std::move(ref);
            }
            if (shoulds != nullptr) (*shoulds)[i] = Validated{std::move(resource), std::move(should)};
        } catch (const ValidationError& e) {
            log.err("", e.what());
            return false;
        }
    }
    return true;
}

namespace {

// The refs a relationship metaparameter's value names (strings `File[/x]` and resource references).
bool names_ref(const Value* value, const std::string& ref) {
    if (value == nullptr) return false;
    if (value->is_array()) {
        for (const Value& v : value->as_array())
            if (names_ref(&v, ref)) return true;
        return false;
    }
    if (value->is_string()) return value->as_string() == ref;
    return display_value(*value) == ref;
}

// Appends a reference to a relationship metaparameter (`source[:before] << target`).
void add_reference(runtime::CatalogResource& source, std::string_view param, const std::string& ref) {
    const Value* current = source.param(param);
    std::vector<Value> list;
    if (current != nullptr && current->is_array())
        list = current->as_array();
    else if (current != nullptr)
        list.push_back(*current);
    list.emplace_back(ref);
    source.set_param(param, Value(std::move(list)));
}

class Generator {
public:
    Generator(runtime::Catalog& catalog, const ProviderRegistry& providers, Log& log)
        : m_catalog(catalog), m_providers(providers), m_log(log), m_parents(containment_parents(catalog)) {}

    /// Whether a generate failed (AdditionalResourceGenerator#resources_failed_to_generate).
    [[nodiscard]] bool failed() const { return m_failed; }

    // AdditionalResourceGenerator#generate_additional_resources
    void generate(std::size_t index) {
        const runtime::CatalogResource& cr = m_catalog.at(index);
        if (cr.is_virtual || runtime::is_container(cr)) return;
        Provider* provider = m_providers.provider_for(cr);
        if (provider == nullptr || !provider->generates()) return;
        const Resource resource = make_resource(m_catalog, m_parents, index, false);
        std::vector<runtime::CatalogResource> generated;
        try {
            Context context(m_log, resource.type);
            generated = provider->generate(context, resource, m_catalog, m_providers);
        } catch (const std::exception& e) {
            m_log.err(resource.path,
                      fmt::format("Failed to generate additional resources using 'generate': {}", e.what()));
            m_failed = true;
            return;
        }
        const bool depthfirst = provider->depthfirst();
        if (!depthfirst) std::reverse(generated.begin(), generated.end());
        for (runtime::CatalogResource& res : generated) {
            std::size_t child = 0;
            if (const runtime::CatalogResource* existing = m_catalog.find(res.type, res.title)) {
                child = m_catalog.index_of(*existing);
            } else {
                for (std::string_view t : m_catalog.at(index).tags)
                    res.tags.add(t); // merge_tags_from
                child = depthfirst ? m_catalog.add_before(index, std::move(res))
                                   : m_catalog.add_after(index, std::move(res));
                m_parents.push_back(m_parents[index]);
                if (m_parents[index] != SIZE_MAX) m_catalog.add_edge(m_parents[index], child);
            }
            order(index, child, depthfirst);
            generate(child);
        }
    }

private:
    // add_generated_directed_dependency: `before` from the first to run to the other, unless some
    // relationship between the two is already declared
    void order(std::size_t parent, std::size_t child, bool depthfirst) {
        runtime::CatalogResource& p = m_catalog.at(parent);
        runtime::CatalogResource& c = m_catalog.at(child);
        const std::string pref = runtime::ral_ref(p), cref = runtime::ral_ref(c);
        for (std::string_view param : {"before", "notify", "require", "subscribe"})
            if (names_ref(p.param(param), cref) || names_ref(c.param(param), pref)) return;
        if (depthfirst)
            add_reference(c, "before", pref);
        else
            add_reference(p, "before", cref);
    }

    runtime::Catalog& m_catalog;
    const ProviderRegistry& m_providers;
    Log& m_log;
    std::vector<std::size_t> m_parents;
    bool m_failed = false;
};

} // namespace

bool generate_resources(runtime::Catalog& catalog, const ProviderRegistry& providers, Log& log) {
    Generator generator(catalog, providers, log);
    for (std::size_t index : catalog.order()) // the resources there were before any was generated
        generator.generate(index);
    return !generator.failed();
}

Resource resource_for(const runtime::Catalog& catalog, std::size_t index, bool noop) {
    return make_resource(catalog, containment_parents(catalog), index, noop);
}

std::vector<std::pair<std::size_t, WatchSource>> watch_sources(const runtime::Catalog& catalog,
                                                               const runtime::RelationshipGraph& graph,
                                                               const ProviderRegistry& providers, bool noop) {
    std::vector<std::pair<std::size_t, WatchSource>> out;
    const std::vector<std::size_t> parents = containment_parents(catalog);
    for (auto v : graph.vertices()) {
        const runtime::GraphVertex& gv = graph[v];
        if (gv.is_whit()) continue;
        Resource resource = make_resource(catalog, parents, gv.resource, noop);
        const Provider* provider = providers.provider_for(catalog.at(gv.resource));
        if (provider == nullptr) continue;
        out.emplace_back(gv.resource, provider->watch_source(resource));
    }
    return out;
}

std::unique_ptr<runtime::AutoRelationships> auto_relationships(const ProviderRegistry& providers) {
    return std::make_unique<ProviderAutoRelationships>(providers);
}

} // namespace pp::apply
