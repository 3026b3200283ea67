// The Resource API's glue (resource_api.rb's register_type): a type defined with rsapi::TypeDefinition run
// as an apply::Provider inside Puppet's harness, as the resource_api gem 1.8 runs it under Puppet 7.23:
// Puppet::Type#initialize's checks when the catalog is converted, retrieve through one get per type (pp's
// choice, apply/resource_api.hpp), the strict checks, and flush making one set per changed resource.
#include "apply/resource_api.hpp"

#include "apply/transaction.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace pp::apply::rsapi {

namespace {

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out += separator;
        out += parts[i];
    }
    return out;
}

std::string key_text(const Value& key) {
    return key.is_string() ? key.as_string() : runtime::ruby_to_s(key);
}

// Ruby's "#{value}"
std::string interpolate(const Value* value) {
    return value == nullptr ? std::string() : runtime::ruby_to_s(*value);
}

std::string ensure_text(const ResourceHash& r) {
    return interpolate(field(r, "ensure"));
}

class Adapter final : public Provider {
public:
    Adapter(std::shared_ptr<const ResourceType> type, std::unique_ptr<ResourceProvider> provider)
        : m_type(std::move(type)), m_provider(std::move(provider)), m_schema(m_type->schema()),
          m_quiet(nullptr, *m_type) {}

    [[nodiscard]] std::string_view type_name() const override { return m_type->name(); }
    [[nodiscard]] std::vector<std::string> properties() const override { return m_type->properties(); }
    [[nodiscard]] const runtime::TypeSchema* schema() const override { return &m_schema; }
    [[nodiscard]] bool batch_get() const override { return true; }

    [[nodiscard]] State should(const Resource& resource) const override {
        const Desired& d = desired(resource);
        State out;
        for (const std::string& p : m_type->properties())
            if (const Value* v = field(d.params, p)) out.emplace(p, *v);
        return out;
    }

    std::vector<State> get(apply::Context& ctx, std::span<const Resource* const> resources) override {
        rsapi::Context& c = context(ctx);
        std::vector<ResourceHash> targets;
        std::vector<Value> names;
        for (const Resource* r : resources) {
            const Desired& d = desired(*r);
            targets.push_back(d.params);
            names.push_back(d.title);
        }
        m_provider->prefetch(c, targets);
        std::vector<ResourceHash> found =
            m_type->feature("simple_get_filter") ? m_provider->get(c, &names) : m_provider->get(c, nullptr);
        std::vector<State> out;
        for (const Resource* r : resources) {
            const Desired& d = desired(*r);
            Current cur;
            auto match = std::find_if(found.begin(), found.end(), [&](const ResourceHash& h) {
                return std::all_of(m_type->namevars().begin(), m_type->namevars().end(),
                                   [&](const std::string& nv) {
                                       const Value* mine = field(d.params, nv);
                                       const Value* theirs = field(h, nv);
                                       return mine != nullptr && theirs != nullptr && mine->eql(*theirs);
                                   });
            });
            if (match != found.end()) {
                cur.hash = *match;
                cur.found = true;
            } else {
                // refresh_current_state: the title (or the namevars) and, for an ensurable type, absent
                if (d.title.is_hash())
                    cur.hash = d.title.as_hash();
                else
                    cur.hash.set(Value("title"), d.title);
                if (m_type->ensurable()) cur.hash.set(Value("ensure"), Value("absent"));
            }
            out.push_back(state_of(cur.hash, cur.found));
            m_current[r->index] = std::move(cur);
        }
        return out;
    }

    State retrieved(apply::Context& ctx, const Resource& resource, State current) override {
        rsapi::Context& c = context(ctx);
        Current& cur = m_current.at(resource.index);
        if (cur.found && !cur.checked) {
            cur.checked = true;
            std::string problems = m_type->check_schema(cur.hash);
            if (!problems.empty()) notify_schema_errors(c, problems);
            strict_check(c, resource, cur.hash);
        }
        c.puppet(LogLevel::Debug, fmt::format("Current State: {}", inspect(cur.hash)));
        raise_missing_attributes(desired(resource));
        return current;
    }

    [[nodiscard]] bool insync(const Resource& resource, std::string_view property, const Value& is,
                              const Value& should) const override {
        if (m_type->feature("custom_insync") && m_context) {
            const Desired& d = desired(resource);
            auto cur = m_current.find(resource.index);
            InsyncResult result = m_provider->insync(
                *m_context, d.title, property, cur != m_current.end() ? cur->second.hash : ResourceHash(),
                target(resource));
            if (result.insync && !result.message.empty())
                m_messages[{resource.index, std::string(property)}] = result.message;
            if (result.insync) return *result.insync;
        }
        if (property == "ensure") return runtime::ruby_to_s(should) == runtime::ruby_to_s(is);
        // Property#property_matches?: `current == desired or current == desired.to_s`
        return is.eql(should) || (is.is_string() && is.as_string() == runtime::ruby_to_s(should));
    }

    [[nodiscard]] std::string change_message(const Resource& resource, std::string_view property,
                                             const Value& is, const Value& should) const override {
        if (auto m = m_messages.find({resource.index, std::string(property)}); m != m_messages.end())
            return m->second;
        if (property == kCustomInsyncTrigger)
            return "Custom insync logic determined that this resource is out of sync";
        return Provider::change_message(resource, property, is, should);
    }

    // A property get did not return is nil, which Puppet displays as nothing (`owner changed  to 'bob'`)
    [[nodiscard]] std::string format_is(std::string_view property, const Value& is) const override {
        return is.is_undef() ? std::string() : Provider::format_is(property, is);
    }
    [[nodiscard]] std::string format_should(std::string_view property, const Value& should) const override {
        return should.is_undef() ? std::string() : Provider::format_should(property, should);
    }

    std::vector<PropertyOutcome> set(apply::Context&, const Resource&, const State&,
                                     std::span<const PropertyChange>) override {
        return {}; // the properties' sync does nothing: flush makes the one set call
    }

    void flush(apply::Context& ctx, const Resource& resource) override {
        rsapi::Context& c = context(ctx);
        const Desired& d = desired(resource);
        raise_missing_attributes(d);
        const ResourceHash& goal = target(resource);
        Current& cur = m_current[resource.index];
        if (Value(cur.hash).eql(Value(goal))) return;
        c.puppet(LogLevel::Debug, fmt::format("Target State: {}", inspect(goal)));
        const lexer::Strictness strict = settings().strict;
        if (strict != lexer::Strictness::Off && ensure_text(cur.hash) == "present" &&
            ensure_text(goal) == "present") {
            for (const auto& [key, value] : goal) {
                const std::string k = key_text(key);
                const Attribute* a = m_type->attribute(k);
                const Value* was = field(cur.hash, k);
                if (a == nullptr || a->behaviour != Behaviour::InitOnly) continue;
                if (was != nullptr ? value.eql(*was) : value.is_undef()) continue;
                std::string message =
                    fmt::format("Attempting to change `{}` init_only attribute value from `{}` to `{}`", k,
                                interpolate(was), runtime::ruby_to_s(value));
                if (strict == lexer::Strictness::Error) throw ApplyError(message);
                c.puppet(LogLevel::Warning, message);
            }
        }
        m_provider->set(c, {Change{d.title, cur.hash, goal}}, false);
        if (c.failed()) {
            c.reset_failed();
            throw ApplyError("Execution encountered an error");
        }
        cur.hash = goal;
    }

    [[nodiscard]] AutoRelations auto_relations(const Resource& resource) const override {
        AutoRelations out;
        const Desired* d = nullptr;
        try {
            d = &desired(resource);
        } catch (const ValidationError&) {
            return out; // the catalog is refused anyway
        }
        auto resolve = [&](const AutoRelationSpec& spec, std::vector<std::string>& refs) {
            for (const auto& [type, titles] : spec) {
                std::vector<Value> values;
                for (const std::string& t : titles) {
                    if (t.size() > 1 && t[0] == '$') {
                        const Value* v = field(d->params, t.substr(1));
                        if (v == nullptr) continue;
                        if (v->is_array())
                            values.insert(values.end(), v->as_array().begin(), v->as_array().end());
                        else
                            values.push_back(*v);
                    } else {
                        values.emplace_back(t);
                    }
                }
                for (const Value& v : values)
                    if (!v.is_undef())
                        refs.push_back(
                            fmt::format("{}[{}]", runtime::capitalize_name(type), runtime::ruby_to_s(v)));
            }
        };
        const TypeDefinition& def = m_type->definition();
        resolve(def.autorequire, out.require);
        resolve(def.autobefore, out.before);
        resolve(def.autosubscribe, out.subscribe);
        resolve(def.autonotify, out.notify);
        return out;
    }

    std::vector<std::string> instances(apply::Context& ctx) override {
        rsapi::Context& c = context(ctx);
        std::vector<Value> all;
        std::vector<ResourceHash> found =
            m_type->feature("simple_get_filter") ? m_provider->get(c, &all) : m_provider->get(c, nullptr);
        std::vector<std::string> titles;
        for (const ResourceHash& r : found) {
            std::string problems = m_type->check_schema(r);
            if (!problems.empty()) notify_schema_errors(c, problems);
            if (const Value* t = field(r, "title")) {
                titles.push_back(runtime::ruby_to_s(*t));
            } else if (m_type->namevars().size() == 1) {
                titles.push_back(interpolate(field(r, m_type->namevars().front())));
            } else {
                Hash names;
                for (const std::string& nv : m_type->namevars())
                    names.set(Value(nv), field(r, nv) != nullptr ? *field(r, nv) : Value());
                titles.push_back(inspect(names));
            }
        }
        return titles;
    }

private:
    // What the catalog asks of one resource: Puppet::Type#initialize with the glue's canonicalize and
    // validation.
    struct Desired {
        ResourceHash params;                    // @parameters: given values, then defaults
        std::vector<std::string> missing_attrs; // mandatory properties without a value
        Value title;                            // rsapi_title: the namevar, or a Hash of them
    };
    struct Current {
        ResourceHash hash; // @rsapi_current_state
        bool found = false;
        bool checked = false;
    };

    rsapi::Context& context(apply::Context& ctx) {
        if (!m_context) m_context = std::make_unique<rsapi::Context>(&ctx.log(), *m_type, settings().strict);
        return *m_context;
    }

    const Desired& desired(const Resource& resource) const {
        auto it = m_desired.find(resource.catalog);
        if (it != m_desired.end()) return it->second;
        return m_desired.emplace(resource.catalog, compute_desired(resource)).first->second;
    }

    Desired compute_desired(const Resource& resource) const {
        const ResourceType& type = *m_type;
        // Puppet::Resource#to_hash: the namevars (from the title unless given), then the parameters
        ResourceHash given;
        for (const std::string& nv : type.namevars()) {
            if (const Value* v = resource.param(nv)) {
                given.set(Value(nv), *v);
                continue;
            }
            bool from_title = false;
            if (resource.catalog != nullptr)
                for (const auto [k, v] : resource.catalog->title_params())
                    if (k == nv) {
                        given.set(Value(nv), Value(v));
                        from_title = true;
                    }
            if (!from_title && type.namevars().size() == 1) given.set(Value(nv), Value(resource.title));
        }
        if (resource.catalog != nullptr)
            for (const auto& [k, v] : resource.catalog->params)
                if (type.attribute(k) != nullptr && !given.contains(Value(k)) && !v.is_undef())
                    given.set(Value(k), v);
        if (type.feature("canonicalize")) {
            rsapi::Context& c = checking_context();
            try {
                std::vector<ResourceHash> out = m_provider->canonicalize(c, {given});
                if (!out.empty()) given = std::move(out.front());
            } catch (const ApplyError& e) {
                throw ValidationError(e.what());
            } catch (const std::runtime_error& e) {
                throw ValidationError(e.what());
            }
        }

        // Puppet::Type#set_parameters: given values in allattrs order (namevars, properties, parameters),
        // then the defaults of the rest
        std::vector<const Attribute*> order;
        for (const std::string& nv : type.namevars())
            order.push_back(type.attribute(nv));
        for (const std::string& p : type.properties())
            order.push_back(type.attribute(p));
        for (const Attribute& a : type.attributes())
            if (std::find(order.begin(), order.end(), &a) == order.end()) order.push_back(&a);
        Desired d;
        std::vector<const Attribute*> unset;
        for (const Attribute* a : order) {
            const Value* v = field(given, a->name);
            if (v == nullptr || v->is_undef()) {
                unset.push_back(a);
                continue;
            }
            if (a->behaviour == Behaviour::ReadOnly)
                throw ValidationError(fmt::format(
                    "Parameter {} failed on {}: Attempting to set `{}` read_only attribute value to `{}`",
                    a->name, resource.ref, a->name, runtime::ruby_to_s(*v)));
            if (!runtime::is_instance(type.data_type(a->name), *v))
                throw ValidationError(
                    fmt::format("Parameter {} failed on {}: {}", a->name, resource.ref,
                                describe_mismatch(fmt::format("{}.{}", type.name(), a->name),
                                                  type.data_type(a->name), *v)));
            d.params.set(Value(a->name), *v);
        }
        for (const Attribute* a : unset)
            if (a->default_value && a->behaviour != Behaviour::ReadOnly)
                d.params.set(Value(a->name), *a->default_value);

        // the glue's validate: mandatory attributes (not Optional) without a value
        std::vector<std::string> missing_params;
        for (const Attribute& a : type.attributes()) {
            if (a.behaviour == Behaviour::ReadOnly || a.behaviour == Behaviour::Namevar) continue;
            const Value* v = field(d.params, a.name);
            if ((v == nullptr || v->is_undef()) &&
                type.data_type(a.name).kind() != runtime::TypeKind::Optional) {
                if (a.name != "ensure") d.missing_attrs.push_back(a.name);
                if (a.behaviour == Behaviour::Parameter) missing_params.push_back(a.name);
            }
        }
        if (!missing_params.empty())
            throw ValidationError(fmt::format(
                "Validation of {} failed: The following mandatory parameters were not provided:\n    *  {}",
                resource.ref, join(missing_params, ", \n    *  ")));

        if (type.namevars().size() > 1) {
            Hash names;
            for (const std::string& nv : type.namevars())
                names.set(Value(nv), field(d.params, nv) != nullptr ? *field(d.params, nv) : Value());
            d.title = Value(std::move(names));
        } else {
            const Value* v = field(d.params, type.namevars().front());
            d.title = v != nullptr ? *v : Value(resource.title);
        }
        return d;
    }

    // rsapi_canonicalized_target_state: the resource's attributes, canonicalized
    const ResourceHash& target(const Resource& resource) const {
        auto it = m_targets.find(resource.index);
        if (it != m_targets.end()) return it->second;
        ResourceHash goal = desired(resource).params;
        if (m_type->feature("canonicalize")) {
            rsapi::Context& c = checking_context();
            std::vector<ResourceHash> out = m_provider->canonicalize(c, {goal});
            if (!out.empty()) goal = std::move(out.front());
        }
        return m_targets.emplace(resource.index, std::move(goal)).first->second;
    }

    // raise_missing_attrs: only when ensure is managed and not absent
    void raise_missing_attributes(const Desired& d) const {
        const Value* ensure = field(d.params, "ensure");
        if (d.missing_attrs.empty() || ensure == nullptr || runtime::ruby_to_s(*ensure) == "absent") return;
        throw ApplyError(fmt::format("The following mandatory attributes were not provided:\n    *  {}",
                                     join(d.missing_attrs, ", \n    *  ")));
    }

    // the context of the run once it has one, else the quiet one of the catalog's checks
    rsapi::Context& checking_context() const {
        if (m_context) return *m_context;
        m_quiet.set_strict(settings().strict);
        return m_quiet;
    }

    // strict_check: get's values must be canonical, and a composite title must parse back to the namevars
    void strict_check(rsapi::Context& c, const Resource& resource, const ResourceHash& current) const {
        const lexer::Strictness strict = settings().strict;
        if (strict == lexer::Strictness::Off) return;
        auto report = [&](const std::string& message) {
            if (strict == lexer::Strictness::Error) throw ApplyError(message);
            c.puppet(LogLevel::Warning, message);
        };
        if (m_type->feature("canonicalize")) {
            std::vector<ResourceHash> out = m_provider->canonicalize(c, {current});
            if (!out.empty() && !Value(out.front()).eql(Value(current)))
                report(fmt::format("{}[{}]#get has not provided canonicalized values.\n"
                                   "Returned values:       {}\n"
                                   "Canonicalized values:  {}",
                                   m_type->name(), resource.title, inspect(current), inspect(out.front())));
        }
        if (m_type->namevars().size() > 1 && !m_type->definition().title_patterns.empty()) {
            const Value* title = field(current, "title");
            if (title == nullptr) {
                report(fmt::format("{}[{}]#get has not provided a title attribute.", m_type->name(),
                                   resource.title));
                return;
            }
            const std::string text = runtime::ruby_to_s(*title);
            Hash parsed;
            for (const auto& re : m_type->title_regexps()) {
                auto m = re->match(text);
                if (!m) continue;
                for (const std::string& n : re->names()) {
                    auto g = m->named(n);
                    parsed.set(Value(n), g ? Value(std::string(*g)) : Value());
                }
                break;
            }
            const Value& expected = desired(resource).title;
            if (Value(parsed).eql(expected)) return;
            std::vector<std::string> differ;
            for (const std::string& nv : m_type->namevars()) {
                const Value* a = parsed.find(Value(nv));
                const Value* b = expected.as_hash().find(Value(nv));
                if (!(a != nullptr && b != nullptr ? a->eql(*b) : a == b))
                    differ.push_back(symbol_inspect(nv));
            }
            report(
                fmt::format("{}[{}]#get has provided a title attribute which does not match all namevars.\n"
                            "Namevars which do not match: [{}]\n"
                            "Returned parsed title hash:  {}\n"
                            "Expected hash:               {}",
                            m_type->name(), resource.title, join(differ, ", "), inspect(parsed),
                            inspect(expected.as_hash())));
        }
    }

    // The current state as the harness compares it: ensure (a symbol in Puppet) and every property; a
    // property get did not return is nil once the resource exists
    State state_of(const ResourceHash& hash, bool found) const {
        State out;
        if (m_type->ensurable()) {
            const Value* e = field(hash, "ensure");
            out.emplace("ensure", e != nullptr && e->is_string()
                                      ? *e
                                      : (e != nullptr ? Value(runtime::ruby_to_s(*e)) : Value()));
            if (!found || ensure_text(hash) == "absent") return out;
        }
        for (const std::string& p : m_type->properties()) {
            if (p == "ensure") continue;
            const Value* v = field(hash, p);
            out.emplace(p, v != nullptr ? *v : Value());
        }
        return out;
    }

    std::shared_ptr<const ResourceType> m_type;
    std::unique_ptr<ResourceProvider> m_provider;
    runtime::TypeSchema m_schema;
    std::unique_ptr<rsapi::Context> m_context; // logs into the run's log, made at the first get
    mutable rsapi::Context m_quiet;            // for canonicalize while the catalog is checked
    mutable std::map<const runtime::CatalogResource*, Desired> m_desired;
    mutable std::map<std::size_t, ResourceHash> m_targets;
    std::map<std::size_t, Current> m_current;
    mutable std::map<std::pair<std::size_t, std::string>, std::string> m_messages; // custom_insync messages
};

} // namespace

std::unique_ptr<Provider> make_provider(std::shared_ptr<const ResourceType> type,
                                        std::unique_ptr<ResourceProvider> provider) {
    return std::make_unique<Adapter>(std::move(type), std::move(provider));
}

void register_type(ProviderRegistry& registry, TypeDefinition definition, const ProviderFactory& factory) {
    registry.add(make_provider(std::make_shared<const ResourceType>(std::move(definition)), factory()));
}

} // namespace pp::apply::rsapi
