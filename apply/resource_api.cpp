// The Resource API runtime: type definitions (type_definition.rb), the logging context (base_context.rb,
// puppet_context.rb) and SimpleProvider (simple_provider.rb), as the resource_api gem 1.8 has them under
// Puppet 7.23. The glue that runs a type inside the transaction is resource_api_glue.cpp.
#include "apply/resource_api.hpp"

#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <stdexcept>

namespace pp::apply {

namespace rsapi {

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

std::string format_seconds(double seconds) {
    return seconds < 1 ? fmt::format("{:.6f}", seconds) : fmt::format("{:.2f}", seconds);
}

// Ruby's "#{value}" of an attribute value
std::string interpolate(const Value* value) {
    return value == nullptr ? std::string() : runtime::ruby_to_s(*value);
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

// Symbol#inspect for an attribute name: `:name`, or `:"odd-name"` when it is not an identifier.
std::string symbol_inspect(std::string_view name) {
    bool plain = !name.empty() && (std::isalpha(static_cast<unsigned char>(name[0])) != 0 || name[0] == '_');
    for (char c : name)
        plain = plain && (std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_');
    return plain ? fmt::format(":{}", name) : ":" + runtime::ruby_inspect(Value(name));
}

// DataTypeHandling.try_validate + TypeMismatchDescriber#describe_mismatch(prefix, type, value): one problem
// is `<prefix> expects ...` (stripped), several are joined with "\n " each keeping its leading blank.
std::string describe_mismatch(std::string_view subject, const runtime::Type& type, const Value& value) {
    std::vector<std::string> problems = runtime::describe_mismatches(type, value);
    std::vector<std::string> lines;
    for (const std::string& p : problems)
        lines.push_back(subject.empty() ? fmt::format("  {}", p) : fmt::format(" {} {}", subject, p));
    if (lines.size() == 1) {
        std::string one = lines.front();
        one.erase(0, one.find_first_not_of(' '));
        return one;
    }
    return join(lines, "\n ");
}

const Value* field(const ResourceHash& resource, std::string_view key) {
    return resource.find(Value(key));
}

std::string inspect(const ResourceHash& resource) {
    std::vector<std::string> entries;
    for (const auto& [key, value] : resource)
        entries.push_back(symbol_inspect(key_text(key)) + "=>" + runtime::ruby_inspect(value));
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
        if (a.name == kCustomInsyncTrigger)
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
                                                    describe_mismatch("", *type, *a.default_value)));
        m_attributes.push_back(a);
        m_types.push_back(std::move(type));
    }
    if (const runtime::Type* ensure = attribute("ensure") != nullptr ? &data_type("ensure") : nullptr;
        ensure != nullptr && !is_ensure_type(*ensure))
        throw std::invalid_argument("`:ensure` attribute must have a type of: `Enum[present, absent]` or "
                                    "`Optional[Enum[present, absent]]`");
    // an unknown feature is only warned about, when the type is registered (ruby/prelude/type_api.rb)
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
            Attribute{std::string(kCustomInsyncTrigger), "Enum[do_not_specify_in_manifest]",
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
            bad.push_back(fmt::format("{}: {} ({})", k, runtime::ruby_to_s(value),
                                      describe_mismatch("", data_type(k), value)));
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
            many.push_back(v.is_hash() ? inspect(v.as_hash()) : runtime::ruby_to_s(v));
        return Titles(std::move(many));
    }
    return Titles(std::string_view(runtime::ruby_to_s(name)));
}

std::string Titles::format(std::string_view type) const {
    if (!m_single && m_titles.empty()) return std::string(type);
    return fmt::format("{}[{}]", type, join(m_titles, ", "));
}

std::string Titles::to_s() const {
    if (m_single) return m_titles.front();
    std::vector<std::string> quoted;
    for (const std::string& t : m_titles)
        quoted.push_back(runtime::ruby_inspect(Value(t)));
    return "[" + join(quoted, ", ") + "]";
}

Context::Context(Log* log, const ResourceType& type, lexer::Strictness strict)
    : m_log(log), m_type(type), m_strict(strict) {}

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
        if (v.is_integer() || v.is_float()) return runtime::ruby_to_s(v);
        return fmt::format("'{}'", runtime::ruby_to_s(v));
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

// BaseTypeDefinition#notify_schema_errors
void notify_schema_errors(Context& context, const std::string& message) {
    switch (context.strict()) {
    case lexer::Strictness::Off:
        context.puppet(LogLevel::Debug, message);
        return;
    case lexer::Strictness::Warning:
        // at most 100 per run; a context without a log shows nothing
        if (context.log() != nullptr && ++context.log()->schema_warnings() <= 100)
            context.puppet(LogLevel::Warning, message);
        return;
    case lexer::Strictness::Error:
        throw ApplyError(message);
    }
}

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

} // namespace rsapi

} // namespace pp::apply
