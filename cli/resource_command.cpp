// `pp resource TYPE [TITLE [ATTR=VALUE ...]]`: what `puppet resource` does. Without a title, every resource
// of the type the provider can list; with a title, its current state; with attributes, those are applied
// first (a one-resource catalog through the transaction, logging as an apply does) and the resource is
// printed as Puppet prints it (Puppet::Resource#to_manifest).
#include "cli/commands.hpp"
#include "cli/compile_setup.hpp"

#include "apply/providers/builtin.hpp"
#include "apply/ruby_provider.hpp"
#include "apply/transaction.hpp"
#include "runtime/facts.hpp"
#include "runtime/relationship_graph.hpp"
#include "runtime/resource_schema.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <ctime>
#include <iostream>

namespace pp::cli {

// Puppet::Resource#to_manifest: attributes sorted with ensure first, `=>` aligned.
std::string to_manifest(const std::string& type, const std::string& title,
                        std::vector<std::pair<std::string, runtime::Value>> attributes) {
    std::sort(attributes.begin(), attributes.end(), [](const auto& a, const auto& b) {
        if ((a.first == "ensure") != (b.first == "ensure")) return a.first == "ensure";
        return a.first < b.first;
    });
    std::size_t width = 0;
    for (const auto& [k, v] : attributes)
        width = std::max(width, k.size());
    std::string escaped;
    for (char c : title) {
        if (c == '\'') escaped += '\\';
        escaped += c;
    }
    std::string out = fmt::format("{} {{ '{}':\n", type, escaped);
    for (const auto& [k, v] : attributes)
        out += fmt::format("  {:<{}} => {},\n", k, width, apply::display_value(v));
    out += "}";
    return out;
}

namespace {

using runtime::Value;

runtime::CatalogResource catalog_resource(const std::string& type, const std::string& title) {
    static const runtime::SchemaRegistry schemas = runtime::SchemaRegistry::with_builtins();
    runtime::CatalogResource r;
    r.type = runtime::capitalize_name(type);
    r.title = title;
    r.kind = "compilable_type";
    if (const runtime::TypeSchema* schema = schemas.find(type)) {
        auto keys = schema->namevars();
        if (keys.size() == 1) r.namevar = keys.front();
        r.set_title_params(schema->parse_title(title));
    }
    return r;
}

// A resource's state and provider as `puppet resource` prints them: Puppet::Resource#to_manifest leaves out
// what has no value (nil, absent but for ensure, '' and []).
std::vector<std::pair<std::string, Value>> printable(const apply::State& state, const std::string& provider) {
    auto empty = [](const std::string& k, const Value& v) {
        if (v.is_undef()) return true;
        if (v.is_string()) return v.as_string().empty() || (k != "ensure" && v.as_string() == "absent");
        return v.is_array() && v.as_array().empty();
    };
    std::vector<std::pair<std::string, Value>> out;
    for (const auto& [k, v] : state)
        if (!empty(k, v)) out.emplace_back(k, v);
    if (!provider.empty()) out.emplace_back("provider", Value(provider));
    return out;
}

// The current state of one resource, as `puppet resource TYPE TITLE` prints it.
std::vector<std::pair<std::string, Value>> current(apply::Provider& provider, apply::Context& ctx,
                                                   const runtime::Catalog& catalog) {
    apply::Resource r = apply::resource_for(catalog, 0, false);
    const apply::Resource* one = &r;
    auto states = provider.get(ctx, std::span<const apply::Resource* const>(&one, 1));
    apply::State state = states.empty() ? apply::State{} : std::move(states.front());
    // File#to_resource: a target that is not a link is left out
    if (auto t = state.find("target"); provider.type_name() == "file" && t != state.end() &&
                                       t->second.is_string() && t->second.as_string() == "notlink")
        state.erase(t);
    return printable(state, provider.provider_name(r));
}

} // namespace

int run_resource(const ResourceArgs& args) {
    apply::Log log(std::cout, std::cerr,
                   args.debug     ? apply::LogLevel::Debug
                   : args.verbose ? apply::LogLevel::Info
                                  : apply::LogLevel::Notice);
    const std::string type = runtime::downcase(args.type);
    if (type == "file" && args.title.empty()) { // Puppet's resource application refuses it first
        std::cerr
            << "Error: Could not run: Listing all file instances is not supported.  Please specify a file "
               "or directory, e.g. puppet resource file /etc\n";
        return 1;
    }
    apply::ProviderSettings settings;
    settings.root = args.provider_root;
    settings.modulepath = effective_modulepath(args.modulepath, {});
    auto providers = apply::ProviderRegistry::with_builtins(std::move(settings));
    apply::Provider* provider = providers.find(type);
    // a module's type, whose providers are Ruby
    bool ruby_type = false;
    if (provider == nullptr &&
        apply::add_ruby_provider(providers, type,
                                 Value(runtime::facts::collect(runtime::facts::CollectOptions{})))) {
        provider = providers.find(type);
        ruby_type = true;
    }
    // a resource to read audits every property, as Puppet's RAL indirection makes it (Ral#find), so that
    // each is read (a service's enable, a file's content)
    auto resource_of = [&](const std::string& title) {
        runtime::CatalogResource r = catalog_resource(type, title);
        r.set_param("audit", Value("all"));
        return r;
    };
    if (provider == nullptr) {
        std::cerr << fmt::format("Error: Could not run: Could not find type {}\n", args.type);
        return 1;
    }
    apply::Context ctx(log, type);
    try {
        // a provider that knows its resources' states only from listing them (a Ruby provider that
        // prefetches): every resource as listed, and a title as found among them (Puppet's Ral#search and
        // #find); a title not listed is read as a new resource
        if (args.attributes.empty()) {
            if (auto listed = provider->listed(ctx, args.title)) {
                // Ral#search: sorted by title
                std::stable_sort(listed->begin(), listed->end(),
                                 [](const auto& a, const auto& b) { return a.title < b.title; });
                bool found = false;
                for (const apply::Provider::Listed& l : *listed) {
                    if (!args.title.empty() && l.title != args.title) continue;
                    std::cout << to_manifest(type, l.title, printable(l.state, l.provider)) << "\n";
                    found = true;
                }
                if (args.title.empty() || found) return 0;
                runtime::Catalog catalog;
                catalog.add(resource_of(args.title));
                std::cout << to_manifest(type, args.title, current(*provider, ctx, catalog)) << "\n";
                return 0;
            }
        }
        if (args.title.empty()) {
            std::vector<std::string> titles = provider->instances(ctx);
            std::stable_sort(titles.begin(), titles.end());
            for (const std::string& title : titles) {
                runtime::Catalog catalog;
                catalog.add(resource_of(title));
                std::cout << to_manifest(type, title, current(*provider, ctx, catalog)) << "\n";
            }
            return 0;
        }
        runtime::Catalog catalog;
        runtime::CatalogResource r =
            args.attributes.empty() ? resource_of(args.title) : catalog_resource(type, args.title);
        for (const std::string& assignment : args.attributes) {
            auto eq = assignment.find('=');
            if (eq == std::string::npos || eq == 0) {
                std::cerr << fmt::format(
                    "Error: Could not run: Invalid attribute setting '{}' (expected ATTR=VALUE)\n",
                    assignment);
                return 1;
            }
            r.set_param(assignment.substr(0, eq), Value(assignment.substr(eq + 1)));
        }
        catalog.add(std::move(r));
        if (args.attributes.empty()) {
            std::cout << to_manifest(type, args.title, current(*provider, ctx, catalog)) << "\n";
            return 0;
        }
        // Puppet::Resource::Ral#save: apply a catalog holding only this resource
        auto autos = apply::auto_relationships(providers);
        runtime::RelationshipGraph::Options options;
        options.auto_relationships = autos.get();
        runtime::RelationshipGraph graph = runtime::RelationshipGraph::populate_from(catalog, options);
        apply::ApplyOptions aopts;
        aopts.now = static_cast<std::int64_t>(std::time(nullptr));
        apply::RunSummary summary = apply::apply_catalog(catalog, graph, providers, log, aopts);
        if (summary.aborted) return 1;
        if (ruby_type) {
            // a Ruby type: the resource as Puppet's Ral#save returns it, read again through its provider
            std::cout << to_manifest(type, args.title, current(*provider, ctx, catalog)) << "\n";
            return summary.failed > 0 ? 1 : 0;
        }
        // then the resource as saved: ensure, the attributes given (as the type munged them), the provider
        apply::Resource res = apply::resource_for(catalog, 0, false);
        apply::State should = provider->should(res);
        std::vector<std::pair<std::string, Value>> attributes;
        const apply::Resource* one = &res;
        auto now = provider->get(ctx, std::span<const apply::Resource* const>(&one, 1));
        if (auto e = should.find("ensure"); e != should.end())
            attributes.emplace_back("ensure", e->second);
        else if (!now.empty() && now.front().contains("ensure"))
            attributes.emplace_back("ensure", now.front().at("ensure"));
        for (const auto& [name, value] : catalog.at(0).params) {
            if (name == "ensure") continue;
            auto s = should.find(name.view());
            attributes.emplace_back(name, s != should.end() ? s->second : value);
        }
        std::string pname = provider->provider_name(res);
        if (!pname.empty()) attributes.emplace_back("provider", Value(pname));
        std::cout << to_manifest(type, args.title, std::move(attributes)) << "\n";
        return summary.failed > 0 ? 1 : 0;
    } catch (const std::exception& e) {
        std::cerr << fmt::format("Error: Could not run: {}\n", e.what());
        return 1;
    }
}

} // namespace pp::cli
