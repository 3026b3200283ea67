// The Resource API runtime: type definitions (type_definition.rb), the logging context (base_context.rb,
// puppet_context.rb), SimpleProvider (simple_provider.rb) and the glue that runs a type inside the
// transaction (resource_api.rb's register_type), as the resource_api gem 1.8 does it under Puppet 7.23.
#include "apply/resource_api.hpp"

#include "apply/transaction.hpp"
#include "runtime/regexp.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"
#include "stdlib/string_format.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <stdexcept>

namespace pp::apply {

namespace {
parser::Strictness g_strict = parser::Strictness::Warning;
// Puppet::ResourceApi.warning_count: schema warnings shown per process
int g_schema_warnings = 0;
} // namespace

void set_resource_api_strict(parser::Strictness strict) {
    g_strict = strict;
}

parser::Strictness resource_api_strict() {
    return g_strict;
}

namespace rsapi {

namespace {

constexpr std::string_view kInsyncTrigger = "rsapi_custom_insync_trigger";

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out += separator;
        out += parts[i];
    }
    return out;
}

// Symbol#inspect for an attribute name: `:name`, or `:"odd-name"` when it is not an identifier.
std::string symbol_inspect(std::string_view name) {
    bool plain = !name.empty() && (std::isalpha(static_cast<unsigned char>(name[0])) != 0 || name[0] == '_');
    for (char c : name)
        plain = plain && (std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_');
    return plain ? fmt::format(":{}", name) : ":" + stdlib::ruby_inspect(Value(name));
}

std::string key_text(const Value& key) {
    return key.is_string() ? key.as_string() : stdlib::ruby_to_s(key);
}

// DataTypeHandling.try_validate + TypeMismatchDescriber#describe_mismatch(prefix, type, value): one problem
// is `<prefix> expects ...` (stripped), several are joined with "\n " each keeping its leading blank.
std::string mismatch(std::string_view prefix, const runtime::Type& type, const Value& value) {
    std::vector<std::string> problems = runtime::describe_mismatches(type, value);
    std::vector<std::string> lines;
    for (const std::string& p : problems)
        lines.push_back(prefix.empty() ? fmt::format("  {}", p) : fmt::format(" {} {}", prefix, p));
    if (lines.size() == 1) {
        std::string one = lines.front();
        one.erase(0, one.find_first_not_of(' '));
        return one;
    }
    return join(lines, "\n ");
}

std::string format_seconds(double seconds) {
    return seconds < 1 ? fmt::format("{:.6f}", seconds) : fmt::format("{:.2f}", seconds);
}

// Ruby's "#{value}" of an attribute value
std::string interpolate(const Value* value) {
    return value == nullptr ? std::string() : stdlib::ruby_to_s(*value);
}

bool is_ensure_type(const runtime::Type& type) {
    // DataTypeHandling.validate_ensure: Enum[present, absent], optionally in an Optional, or the Variant
    // Puppet makes of the latter
    const runtime::Type* t = &type;
    if (t->kind() == runtime::TypeKind::Optional && t->m_elem) t = t->m_elem.get();
    if (t->kind() == runtime::TypeKind::Enum) {
        std::vector<std::string> values = t->m_strings;
        std::sort(values.begin(), values.end());
        return values == std::vector<std::string>{"absent", "present"};
    }
    static const runtime::TypePtr variant = runtime::parse_type("Variant[Undef, Enum[present, absent]]");
    return runtime::eql(*variant, type);
}

} // namespace

const Value* field(const ResourceHash& resource, std::string_view key) {
    return resource.find(Value(key));
}

std::string inspect(const ResourceHash& resource) {
    std::vector<std::string> entries;
    for (const auto& [key, value] : resource)
        entries.push_back(symbol_inspect(key_text(key)) + "=>" + stdlib::ruby_inspect(value));
    return "{" + join(entries, ", ") + "}";
}

// ---- ResourceType ----------------------------------------------------------------------------------------

ResourceType::ResourceType(TypeDefinition definition) : m_definition(std::move(definition)) {
    const TypeDefinition& d = m_definition;
    if (d.name.empty()) throw std::invalid_argument("TypeDefinition must have a name");
    // TypeDefinition#validate_schema: metaparameters and Puppet's own attributes are reserved
    static const std::vector<std::string> reserved = {
        "title", "provider", "alias",   "audit",    "before", "consume",   "export", "loglevel",
        "noop",  "notify",   "require", "schedule", "stage",  "subscribe", "tag"};
    for (const Attribute& a : d.attributes) {
        if (std::find(reserved.begin(), reserved.end(), a.name) != reserved.end())
            throw std::invalid_argument(fmt::format("must not define an attribute called `:{}`", a.name));
        if (a.name == kInsyncTrigger)
            throw std::invalid_argument(
                "`rsapi_custom_insync_trigger` cannot be specified as an attribute; it "
                "is reserved for propertyless types with the custom_insync feature");
        if (a.type.empty()) throw std::invalid_argument(fmt::format("`{}.{}` has no type", d.name, a.name));
        std::string error;
        runtime::TypePtr type = runtime::parse_type(a.type, &error);
        if (type == nullptr)
            throw std::invalid_argument(fmt::format(
                "The type of the `{}` attribute `{}` could not be parsed: {}", a.name, a.type, error));
        if (a.default_value && a.behaviour != Behaviour::ReadOnly &&
            !runtime::is_instance(*type, *a.default_value))
            throw std::invalid_argument(fmt::format("the default of `{}.{}`: {}", d.name, a.name,
                                                    mismatch("", *type, *a.default_value)));
        m_attributes.push_back(a);
        m_types.push_back(std::move(type));
    }
    if (const runtime::Type* ensure = attribute("ensure") != nullptr ? &data_type("ensure") : nullptr;
        ensure != nullptr && !is_ensure_type(*ensure))
        throw std::invalid_argument("`:ensure` attribute must have a type of: `Enum[present, absent]` or "
                                    "`Optional[Enum[present, absent]]`");
    for (const Attribute& a : m_attributes)
        if (a.behaviour == Behaviour::Namevar) m_namevars.push_back(a.name);
    if (m_namevars.empty())
        throw std::invalid_argument(fmt::format("`{}` has no attribute with the namevar behaviour", d.name));
    for (const TitlePattern& p : d.title_patterns) {
        std::string error;
        auto re = runtime::Regexp::compile(p.pattern, &error);
        if (re == nullptr)
            throw std::invalid_argument(
                fmt::format("the title pattern `{}` of `{}`: {}", p.pattern, d.name, error));
        m_patterns.push_back(std::move(re));
    }
    // custom_insync on a type with nothing to compare: a hidden property makes Puppet ask the provider
    const bool insyncable = std::any_of(m_attributes.begin(), m_attributes.end(), [](const Attribute& a) {
        return a.behaviour == Behaviour::Property;
    });
    if (feature("custom_insync") && !insyncable) {
        m_attributes.push_back(
            Attribute{std::string(kInsyncTrigger), "Enum[do_not_specify_in_manifest]",
                      "A hidden property which enables a type with custom insync to perform "
                      "an insync check without specifying any insyncable properties",
                      Value("do_not_specify_in_manifest"), Behaviour::Property});
        m_types.push_back(runtime::parse_type(m_attributes.back().type));
    }
    if (ensurable()) m_properties.emplace_back("ensure");
    for (const Attribute& a : m_attributes)
        if ((a.behaviour == Behaviour::Property || a.behaviour == Behaviour::InitOnly) && a.name != "ensure")
            m_properties.push_back(a.name);
}

bool ResourceType::feature(std::string_view name) const {
    return std::find(m_definition.features.begin(), m_definition.features.end(), name) !=
           m_definition.features.end();
}

const Attribute* ResourceType::attribute(std::string_view name) const {
    auto it = std::find_if(m_attributes.begin(), m_attributes.end(),
                           [&](const Attribute& a) { return a.name == name; });
    return it == m_attributes.end() ? nullptr : &*it;
}

const runtime::Type& ResourceType::data_type(std::string_view attribute) const {
    for (std::size_t i = 0; i < m_attributes.size(); ++i)
        if (m_attributes[i].name == attribute) return *m_types[i];
    throw std::out_of_range(fmt::format("`{}` has no attribute `{}`", name(), attribute));
}

runtime::TypeSchema ResourceType::schema() const {
    runtime::TypeSchema s;
    s.name = name();
    s.source = "pp (Resource API)";
    s.ensurable = ensurable();
    for (const std::string& p : m_properties) {
        runtime::AttributeSchema a;
        a.name = p;
        a.kind = runtime::AttributeSchema::Kind::Property;
        a.type = attribute(p)->type;
        s.attributes.push_back(std::move(a));
    }
    for (const Attribute& attr : m_attributes) {
        if (attr.behaviour != Behaviour::Namevar && attr.behaviour != Behaviour::Parameter &&
            attr.behaviour != Behaviour::ReadOnly)
            continue;
        runtime::AttributeSchema a;
        a.name = attr.name;
        a.kind = runtime::AttributeSchema::Kind::Parameter;
        a.namevar = attr.behaviour == Behaviour::Namevar;
        a.type = attr.type;
        s.attributes.push_back(std::move(a));
    }
    for (std::size_t i = 0; i < m_patterns.size(); ++i)
        s.title_patterns.push_back(
            runtime::TitlePattern{m_definition.title_patterns[i].pattern, "", m_patterns[i]->names()});
    return s;
}

std::string ResourceType::check_schema(const ResourceHash& resource) const {
    for (const std::string& namevar : m_namevars) {
        const Value* v = field(resource, namevar);
        if (v == nullptr || v->is_undef())
            throw ApplyError(fmt::format("`{}.get` did not return a value for the `{}` namevar attribute",
                                         name(), namevar));
    }
    std::vector<std::string> rejected;
    std::vector<std::string> bad;
    for (const auto& [key, value] : resource) {
        const std::string k = key_text(key);
        if (k == "title") continue;
        if (attribute(k) == nullptr) {
            rejected.push_back(k);
            continue;
        }
        if (!runtime::is_instance(data_type(k), value))
            bad.push_back(
                fmt::format("{}: {} ({})", k, stdlib::ruby_to_s(value), mismatch("", data_type(k), value)));
    }
    if (rejected.empty() && bad.empty()) return {};
    std::string message =
        fmt::format("Provider returned data that does not match the Type Schema for `{}[{}]`", name(),
                    interpolate(field(resource, m_namevars.front())));
    if (!rejected.empty()) {
        message += "\n Unknown attribute:\n";
        for (const std::string& k : rejected)
            message += fmt::format("    * {}\n", k);
    }
    if (!bad.empty()) {
        message += "\n Value type mismatch:\n";
        for (const std::string& b : bad)
            message += fmt::format("    * {}\n", b);
    }
    return message;
}

// ---- Titles, Context
// ---------------------------------------------------------------------------------------

Titles Titles::of(const Value& name) {
    if (name.is_string()) return Titles(std::string_view(name.as_string()));
    if (name.is_hash()) return Titles(std::string_view(inspect(name.as_hash())));
    if (name.is_array()) {
        std::vector<std::string> many;
        for (const Value& v : name.as_array())
            many.push_back(v.is_hash() ? inspect(v.as_hash()) : stdlib::ruby_to_s(v));
        return Titles(std::move(many));
    }
    return Titles(std::string_view(stdlib::ruby_to_s(name)));
}

std::string Titles::format(std::string_view type) const {
    if (!m_single && m_titles.empty()) return std::string(type);
    return fmt::format("{}[{}]", type, join(m_titles, ", "));
}

std::string Titles::to_s() const {
    if (m_single) return m_titles.front();
    std::vector<std::string> quoted;
    for (const std::string& t : m_titles)
        quoted.push_back(stdlib::ruby_inspect(Value(t)));
    return "[" + join(quoted, ", ") + "]";
}

Context::Context(Log* log, const ResourceType& type) : m_log(log), m_type(type) {}

double Context::now() const {
    if (m_clock) return m_clock();
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void Context::puppet(LogLevel level, std::string_view message) {
    // Ruby's puts adds no newline after one the message already ends with
    if (!message.empty() && message.back() == '\n') message.remove_suffix(1);
    if (m_log != nullptr) m_log->log(level, "", message);
}

void Context::plain(LogLevel level, std::string_view message) {
    puppet(level, fmt::format("{}: {}", m_context.empty() ? m_type.name() : m_context, message));
}

void Context::titled(LogLevel level, const Titles& titles, std::string_view message) {
    puppet(level, fmt::format("{}: {}", titles.format(m_type.name()), message));
}

namespace {
// `@context = nil` in an ensure clause
struct ContextReset {
    explicit ContextReset(std::string& c) : context(c) {}
    std::string& context;
    ContextReset(const ContextReset&) = delete;
    ContextReset& operator=(const ContextReset&) = delete;
    ~ContextReset() { context.clear(); }
};
} // namespace

void Context::block(const Titles& titles, std::string_view message, const std::function<void()>& body,
                    bool failing) {
    const double start = now();
    m_context = fmt::format("{}: {}", titles.format(m_type.name()), message);
    ContextReset reset(m_context);
    try {
        debug("Start");
        body();
        if (failing)
            warning(fmt::format("Finished failing in {} seconds", format_seconds(now() - start)));
        else
            notice(fmt::format("Finished in {} seconds", format_seconds(now() - start)));
    } catch (const std::exception& e) {
        log_exception(e, fmt::format("Failed after {} seconds", format_seconds(now() - start)));
        m_failed = true;
    }
}

void Context::creating(const Titles& titles, const std::function<void()>& body, std::string_view message) {
    block(titles, message, body, false);
}
void Context::updating(const Titles& titles, const std::function<void()>& body, std::string_view message) {
    block(titles, message, body, false);
}
void Context::deleting(const Titles& titles, const std::function<void()>& body, std::string_view message) {
    block(titles, message, body, false);
}
void Context::failing(const Titles& titles, const std::function<void()>& body, std::string_view message) {
    block(titles, message, body, true);
}

void Context::processing(std::string_view title, const ResourceHash& is, const ResourceHash& should,
                         const std::function<void()>& body, std::string_view message) {
    const double start = now();
    m_context = fmt::format("{}: {}", Titles(title).format(m_type.name()), message);
    ContextReset reset(m_context);
    try {
        debug(fmt::format("Starting processing of {} from {} to {}", title, inspect(is), inspect(should)));
        body();
        notice(fmt::format("Finished processing {} in {} seconds: {}", title, format_seconds(now() - start),
                           inspect(should)));
    } catch (const std::exception& e) {
        log_exception(
            e, fmt::format("Failed processing {} after {} seconds", title, format_seconds(now() - start)));
        m_failed = true;
    }
}

void Context::created(const Titles& titles, std::string_view message) {
    notice(fmt::format("{}: {}", message, titles.to_s()));
}
void Context::updated(const Titles& titles, std::string_view message) {
    notice(fmt::format("{}: {}", message, titles.to_s()));
}
void Context::deleted(const Titles& titles, std::string_view message) {
    notice(fmt::format("{}: {}", message, titles.to_s()));
}

void Context::processed(std::string_view title, const ResourceHash& is, const ResourceHash& should) {
    notice(fmt::format("Processed {} from {} to {}", title, inspect(is), inspect(should)));
}

void Context::attribute_changed(std::string_view title, std::string_view attribute, const Value& is,
                                const Value& should, std::string_view message) {
    auto printable = [](const Value& v) {
        if (v.is_undef() || (v.is_boolean() && !v.as_boolean())) return std::string("nil"); // Ruby: falsy
        if (v.is_integer() || v.is_float()) return stdlib::ruby_to_s(v);
        return fmt::format("'{}'", stdlib::ruby_to_s(v));
    };
    notice(fmt::format("{}: attribute '{}' changed from {} to {}{}", title, attribute, printable(is),
                       printable(should), message.empty() ? std::string() : fmt::format(": {}", message)));
}

void Context::failed(const Titles& titles, std::string_view message) {
    m_context = titles.format(m_type.name());
    ContextReset reset(m_context);
    err(message);
}

void Context::log_exception(const std::exception& e, std::string_view message) {
    err(fmt::format("{}: {}", message, e.what()));
}

// ---- providers -------------------------------------------------------------------------------------------

std::vector<ResourceHash> ResourceProvider::canonicalize(Context&, std::vector<ResourceHash> resources) {
    return resources;
}

InsyncResult ResourceProvider::insync(Context&, const Value&, std::string_view, const ResourceHash&,
                                      const ResourceHash&) {
    throw ApplyError("No insync? method defined in the provider; an insync? method must be defined if the "
                     "custom_insync feature is defined for the type");
}

void ResourceProvider::prefetch(Context&, std::span<const ResourceHash>) {}

namespace {

// BaseTypeDefinition#notify_schema_errors
void notify_schema_errors(Context& context, const std::string& message) {
    switch (resource_api_strict()) {
    case parser::Strictness::Off:
        context.puppet(LogLevel::Debug, message);
        return;
    case parser::Strictness::Warning:
        if (++g_schema_warnings <= 100) context.puppet(LogLevel::Warning, message); // at most 100 per run
        return;
    case parser::Strictness::Error:
        throw ApplyError(message);
    }
}

// SimpleProvider.create_absent
ResourceHash create_absent(const Value& name) {
    ResourceHash out;
    if (name.is_hash())
        out = name.as_hash();
    else
        out.set(Value("name"), name);
    out.set(Value("ensure"), Value("absent"));
    return out;
}

std::string ensure_text(const ResourceHash& r) {
    return interpolate(field(r, "ensure"));
}

} // namespace

void SimpleProvider::set(Context& context, const std::vector<Change>& changes, bool /*noop*/) {
    const ResourceType& type = context.type();
    for (const Change& change : changes) {
        std::optional<ResourceHash> is = change.is;
        if (!is) {
            // no cached state: get it
            std::vector<Value> names{change.name};
            std::vector<ResourceHash> found =
                type.feature("simple_get_filter") ? get(context, &names) : get(context, nullptr);
            for (ResourceHash& r : found) {
                const Value* n = field(r, "name");
                if (n != nullptr && n->eql(change.name)) {
                    is = std::move(r);
                    break;
                }
            }
            if (is) {
                std::string problems = type.check_schema(*is);
                if (!problems.empty()) notify_schema_errors(context, problems);
            }
        }
        if (!type.ensurable())
            throw ApplyError("SimpleProvider cannot be used with a Type that is not ensurable");
        ResourceHash current = is ? *is : create_absent(change.name);
        ResourceHash should = change.should ? *change.should : create_absent(change.name);
        Value name = change.name;
        if (type.namevars().size() > 1) {
            Hash names;
            for (const std::string& nv : type.namevars()) {
                const Value* v = field(should, nv);
                names.set(Value(nv), v != nullptr ? *v : Value());
            }
            name = Value(std::move(names));
        }
        const std::string from = ensure_text(current);
        const std::string to = ensure_text(should);
        const Titles titles = Titles::of(change.name);
        if (from == "absent" && to == "present")
            context.creating(titles, [&] { create(context, name, should); });
        else if (from == "present" && to == "absent")
            context.deleting(titles, [&] { remove(context, name); });
        else if (from == "present")
            context.updating(titles, [&] { update(context, name, should); });
    }
}

// ---- the glue: a Resource API type as an apply::Provider
// ---------------------------------------------------

namespace {

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
        if (property == "ensure") return stdlib::ruby_to_s(should) == stdlib::ruby_to_s(is);
        // Property#property_matches?: `current == desired or current == desired.to_s`
        return is.eql(should) || (is.is_string() && is.as_string() == stdlib::ruby_to_s(should));
    }

    [[nodiscard]] std::string change_message(const Resource& resource, std::string_view property,
                                             const Value& is, const Value& should) const override {
        if (auto m = m_messages.find({resource.index, std::string(property)}); m != m_messages.end())
            return m->second;
        if (property == kInsyncTrigger)
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
        const parser::Strictness strict = resource_api_strict();
        if (strict != parser::Strictness::Off && ensure_text(cur.hash) == "present" &&
            ensure_text(goal) == "present") {
            for (const auto& [key, value] : goal) {
                const std::string k = key_text(key);
                const Attribute* a = m_type->attribute(k);
                const Value* was = field(cur.hash, k);
                if (a == nullptr || a->behaviour != Behaviour::InitOnly) continue;
                if (was != nullptr ? value.eql(*was) : value.is_undef()) continue;
                std::string message =
                    fmt::format("Attempting to change `{}` init_only attribute value from `{}` to `{}`", k,
                                interpolate(was), stdlib::ruby_to_s(value));
                if (strict == parser::Strictness::Error) throw ApplyError(message);
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
                            fmt::format("{}[{}]", runtime::capitalize_name(type), stdlib::ruby_to_s(v)));
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
                titles.push_back(stdlib::ruby_to_s(*t));
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
        if (!m_context) m_context = std::make_unique<rsapi::Context>(&ctx.log(), *m_type);
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
                for (const auto& [k, v] : resource.catalog->title_params)
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
            rsapi::Context& c = m_context ? *m_context : m_quiet;
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
                    a->name, resource.ref, a->name, stdlib::ruby_to_s(*v)));
            if (!runtime::is_instance(type.data_type(a->name), *v))
                throw ValidationError(fmt::format(
                    "Parameter {} failed on {}: {}", a->name, resource.ref,
                    mismatch(fmt::format("{}.{}", type.name(), a->name), type.data_type(a->name), *v)));
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
            rsapi::Context& c = m_context ? *m_context : m_quiet;
            std::vector<ResourceHash> out = m_provider->canonicalize(c, {goal});
            if (!out.empty()) goal = std::move(out.front());
        }
        return m_targets.emplace(resource.index, std::move(goal)).first->second;
    }

    // raise_missing_attrs: only when ensure is managed and not absent
    void raise_missing_attributes(const Desired& d) const {
        const Value* ensure = field(d.params, "ensure");
        if (d.missing_attrs.empty() || ensure == nullptr || stdlib::ruby_to_s(*ensure) == "absent") return;
        throw ApplyError(fmt::format("The following mandatory attributes were not provided:\n    *  {}",
                                     join(d.missing_attrs, ", \n    *  ")));
    }

    // strict_check: get's values must be canonical, and a composite title must parse back to the namevars
    void strict_check(rsapi::Context& c, const Resource& resource, const ResourceHash& current) const {
        const parser::Strictness strict = resource_api_strict();
        if (strict == parser::Strictness::Off) return;
        auto report = [&](const std::string& message) {
            if (strict == parser::Strictness::Error) throw ApplyError(message);
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
            const std::string text = stdlib::ruby_to_s(*title);
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
                                      : (e != nullptr ? Value(stdlib::ruby_to_s(*e)) : Value()));
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

} // namespace rsapi

} // namespace pp::apply
