#include "apply/ruby_provider.hpp"

#include "apply/resource_api.hpp"
#include "ruby/host.hpp"
#include "runtime/puppet_settings.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>
#include <set>
#include <utility>

namespace pp::apply {

namespace {

namespace fs = std::filesystem;

// What the module's Ruby reaches of the run while it works: the log (Puppet.notice, a provider's debug),
// Puppet's settings. It calls no Puppet function.
class ApplyCallbacks : public ruby::Callbacks {
public:
    explicit ApplyCallbacks(Log* log) : m_log(log) {}
    Value call_function(std::string_view name, std::vector<Value>, const ruby::Block*) override {
        throw runtime::Error(fmt::format("A provider cannot call the Puppet function '{}'", name));
    }
    Value call_function_v3(std::string_view name, std::vector<Value> args) override {
        return call_function(name, std::move(args), nullptr);
    }
    bool function_exists(std::string_view) override { return false; }
    std::optional<Value> lookup_variable(std::string_view) override { return std::nullopt; }
    Value scope_hash() override { return Value(runtime::Hash()); }
    void log(std::string_view level, std::string_view message) override { log_source(level, "", message); }
    // without the run's log (a resource being made before the run), warnings and errors go to stderr
    void log_source(std::string_view level, std::string_view source, std::string_view message) override {
        const LogLevel l = parse_level(level);
        if (m_log != nullptr) {
            m_log->log(l, source, message);
        } else if (l >= LogLevel::Warning) {
            std::cerr << level_name(l) << ": " << source << (source.empty() ? "" : ": ") << message << "\n";
        }
    }
    void deprecation(std::string_view message, std::string_view) override { log("warning", message); }
    Value setting(std::string_view name) override {
        return runtime::puppet_setting_default(name).value_or(Value());
    }
    std::optional<std::string> module_directory(std::string_view) override { return std::nullopt; }
    std::vector<std::pair<std::string, std::uint32_t>> puppet_stack() override { return {}; }

private:
    Log* m_log;
};

std::string text_of(const Value& v) {
    return v.is_string() ? v.as_string() : std::string();
}

// The resource's parameters as Puppet's to_ral hands them to Type#new: the namevars its title gave, then the
// catalog's parameters (Sensitive values unwrapped: the type knows which are sensitive).
Value ral_params(const Resource& resource) {
    runtime::Hash params;
    if (resource.catalog == nullptr) return Value(std::move(params));
    for (const auto [name, value] : resource.catalog->title_params())
        params.set(Value(name), Value(value));
    for (const auto& [name, value] : resource.catalog->params) {
        if (value.is_undef()) continue;
        params.set(Value(name),
                   value.kind() == runtime::ValueKind::Sensitive ? value.sensitive_inner() : value);
    }
    return Value(std::move(params));
}

// A type whose resources a module's Ruby applies: a module type, or a core type for the resources that name a
// module's provider of it (`provider_name`, as swift's `service { provider => swiftinit }`), which then
// decides whether they can be applied here.
class RubyTypeProvider final : public Provider {
public:
    RubyTypeProvider(std::string type, std::shared_ptr<bool> started, std::vector<std::string> library_dirs,
                     Value facts, std::string provider_name = {})
        : m_type(std::move(type)), m_started(std::move(started)), m_library_dirs(std::move(library_dirs)),
          m_facts(std::move(facts)), m_provider(std::move(provider_name)) {}

    [[nodiscard]] std::string_view type_name() const override { return m_type; }

    [[nodiscard]] std::vector<std::string> properties() const override {
        info();
        return m_properties;
    }

    [[nodiscard]] bool suitable() const override {
        info();
        return m_suitable;
    }

    [[nodiscard]] bool refreshable() const override {
        info();
        return m_refreshable;
    }

    // a value declared with `invalidate_refreshes` (service's running)
    [[nodiscard]] bool invalidates_refreshes(const std::vector<PropertyChange>& changes) const override {
        info();
        return std::any_of(changes.begin(), changes.end(), [&](const PropertyChange& c) {
            auto it = m_invalidating.find(c.property);
            if (it == m_invalidating.end() || !c.should.is_string()) return false;
            return std::find(it->second.begin(), it->second.end(), c.should.as_string()) != it->second.end();
        });
    }

    [[nodiscard]] State should(const Resource& resource) const override {
        const Made& made = make(resource);
        return made.should;
    }

    bool prefetch(Context& context, const Resource& resource) override {
        Value ok = call(&context.log(), "prefetch", {Value(id(resource))});
        return ok.is_boolean() && ok.as_boolean();
    }

    std::vector<State> get(Context& context, std::span<const Resource* const> resources) override {
        std::vector<State> out;
        out.reserve(resources.size());
        for (const Resource* r : resources) {
            Value is = call(&context.log(), "retrieve", {Value(id(*r))});
            State state;
            if (is.is_hash())
                for (const auto& [k, v] : is.as_hash())
                    state[text_of(k)] = v;
            out.push_back(std::move(state));
        }
        return out;
    }

    std::vector<PropertyOutcome> set(Context& context, const Resource& resource, const State& /*is*/,
                                     std::span<const PropertyChange> changes) override {
        std::vector<Value> names;
        names.reserve(changes.size());
        for (const PropertyChange& c : changes)
            names.emplace_back(c.property);
        Value errors = call(&context.log(), "sync", {Value(id(resource)), Value(std::move(names))});
        std::vector<PropertyOutcome> out;
        for (std::size_t i = 0; i < changes.size(); ++i) {
            std::string error;
            if (errors.is_array() && i < errors.as_array().size()) error = text_of(errors.as_array()[i]);
            out.push_back({changes[i].property, std::move(error)});
        }
        return out;
    }

    void flush(Context& context, const Resource& resource) override {
        call(&context.log(), "flush", {Value(id(resource))});
    }

    // the provider's file when it says which (watch_paths), else polled
    [[nodiscard]] WatchSource watch_source(const Resource& resource) const override {
        if (!made(resource)) return {};
        Value paths;
        try {
            paths = call(nullptr, "watch_paths", {Value(id(resource))});
        } catch (const std::exception&) {
            return {}; // polled
        }
        WatchSource out{WatchSource::Files};
        if (paths.is_array())
            for (const Value& p : paths.as_array())
                if (p.is_string()) out.paths.push_back(p.as_string());
        if (out.paths.empty()) return {};
        return out;
    }

    // a new instance of the type for the resource, and its provider class prefetched again
    void recheck(const Resource& resource) override {
        if (made(resource)) call(nullptr, "renew", {Value(id(resource))});
    }

    void refresh(Context& context, const Resource& resource) override {
        call(&context.log(), "refresh", {Value(id(resource))});
    }

    [[nodiscard]] bool insync(const Resource& resource, std::string_view property, const Value& /*is*/,
                              const Value& /*should*/) const override {
        Value v = call(nullptr, "insync", {Value(id(resource)), Value(std::string(property))});
        return v.is_boolean() && v.as_boolean();
    }

    [[nodiscard]] std::string change_message(const Resource& resource, std::string_view property,
                                             const Value& /*is*/, const Value& /*should*/) const override {
        return text_of(call(nullptr, "change_to_s", {Value(id(resource)), Value(std::string(property))}));
    }

    [[nodiscard]] std::string format_is_of(const Resource& resource, std::string_view property,
                                           const Value& is) const override {
        if (!made(resource)) return format_is(property, is);
        return text_of(call(nullptr, "is_to_s", {Value(id(resource)), Value(std::string(property))}));
    }

    [[nodiscard]] std::string format_should_of(const Resource& resource, std::string_view property,
                                               const Value& should) const override {
        if (!made(resource)) return format_should(property, should);
        return text_of(call(nullptr, "should_to_s", {Value(id(resource)), Value(std::string(property))}));
    }

    [[nodiscard]] std::string event_name_of(const Resource& resource, std::string_view property,
                                            const Value& should) const override {
        if (!made(resource)) return event_name(property, should);
        return text_of(call(nullptr, "event_name", {Value(id(resource)), Value(std::string(property))}));
    }

    [[nodiscard]] std::string provider_name(const Resource& resource) const override {
        return made(resource) ? make(resource).provider : std::string();
    }

    [[nodiscard]] std::string ral_ref(const Resource& resource) const override {
        const std::string& ref = make(resource).ref;
        return ref.empty() ? resource.ref : ref;
    }

    [[nodiscard]] AutoRelations auto_relations(const Resource& resource) const override {
        AutoRelations out;
        Value kinds = call(nullptr, "auto_relations", {Value(id(resource))});
        if (!kinds.is_hash()) return out;
        for (const auto& [kind, refs] : kinds.as_hash()) {
            std::vector<std::string>* list =
                kind.is_string() && kind.as_string() == "autorequire"     ? &out.require
                : kind.is_string() && kind.as_string() == "autobefore"    ? &out.before
                : kind.is_string() && kind.as_string() == "autonotify"    ? &out.notify
                : kind.is_string() && kind.as_string() == "autosubscribe" ? &out.subscribe
                                                                          : nullptr;
            if (list == nullptr || !refs.is_array()) continue;
            for (const Value& r : refs.as_array())
                list->push_back(text_of(r));
        }
        return out;
    }

    std::vector<std::string> instances(Context& context) override {
        Value titles = call(&context.log(), "instances", {Value(m_type), Value(false)});
        std::vector<std::string> out;
        if (titles.is_array())
            for (const Value& t : titles.as_array())
                out.push_back(text_of(t));
        return out;
    }

    std::optional<std::vector<Listed>> listed(Context& context, std::string_view /*only*/) override {
        Value all = call(&context.log(), "instances", {Value(m_type), Value(true)});
        std::vector<Listed> out;
        if (!all.is_array()) return out;
        for (const Value& one : all.as_array()) {
            if (!one.is_array() || one.as_array().size() != 3) continue;
            const auto& a = one.as_array();
            Listed l{text_of(a[0]), {}, text_of(a[2])};
            if (a[1].is_hash())
                for (const auto& [k, v] : a[1].as_hash())
                    l.state[text_of(k)] = v;
            out.push_back(std::move(l));
        }
        return out;
    }

private:
    struct Made {
        std::int64_t id = -1;
        State should;
        std::string provider;
        std::string ref;
    };

    // A call into PP::Apply; a Ruby error becomes the resource's failure with Ruby's message.
    Value call(Log* log, const char* method, std::vector<Value> args) const {
        start();
        ApplyCallbacks callbacks(log);
        try {
            return ruby::Host::instance().apply_call(method, args, callbacks);
        } catch (const ruby::RubyError& e) {
            throw ApplyError(e.what());
        }
    }

    // The run's first call into Ruby (of any of its Ruby providers) starts the run there.
    void start() const {
        if (*m_started) return;
        *m_started = true;
        ruby::Host& host = ruby::Host::instance();
        for (const std::string& dir : m_library_dirs)
            host.add_library_dir(dir);
        ApplyCallbacks callbacks(nullptr);
        const Value args[] = {m_facts, Value(settings().clientbucket)};
        try {
            host.apply_call("new_run", args, callbacks);
        } catch (const ruby::RubyError& e) {
            throw ApplyError(e.what());
        }
    }

    void info() const {
        if (m_info) return;
        std::vector<Value> args = {Value(m_type)};
        if (!m_provider.empty()) args.emplace_back(m_provider);
        Value v = call(nullptr, "type_info", std::move(args));
        m_info = true;
        if (!v.is_array() || v.as_array().size() != 4) return;
        const auto& a = v.as_array();
        if (a[0].is_array())
            for (const Value& p : a[0].as_array())
                m_properties.push_back(text_of(p));
        m_suitable = a[1].is_boolean() && a[1].as_boolean();
        m_refreshable = a[2].is_boolean() && a[2].as_boolean();
        if (a[3].is_hash()) {
            for (const auto& [property, values] : a[3].as_hash()) {
                std::vector<std::string>& list = m_invalidating[text_of(property)];
                if (values.is_array())
                    for (const Value& value : values.as_array())
                        list.push_back(text_of(value));
            }
        }
    }

    // A resource's key: its catalog index, and its title (`pp resource` makes a catalog per title, each
    // resource at index 0). The ref is not stable: the graph's and the catalog's spell it apart.
    static std::string key_of(const Resource& resource) {
        return std::to_string(resource.index) + "\n" + resource.title;
    }

    [[nodiscard]] bool made(const Resource& resource) const { return m_made.count(key_of(resource)) != 0; }

    const Made& make(const Resource& resource) const {
        auto it = m_made.find(key_of(resource));
        if (it != m_made.end()) return it->second;
        Value result;
        try {
            const std::string file =
                resource.catalog != nullptr ? resource.catalog->file.str() : std::string();
            const int line = resource.catalog != nullptr ? resource.catalog->line : 0;
            start();
            ApplyCallbacks callbacks(nullptr);
            const std::vector<Value> args = {
                Value(m_type),       Value(resource.title),     ral_params(resource),
                Value(file),         Value(std::int64_t{line}), Value(resource.noop),
                Value(resource.path)};
            result = ruby::Host::instance().apply_call("make_resource", args, callbacks);
        } catch (const ruby::RubyError& e) {
            std::string where = error_location(resource);
            throw ValidationError(where.empty() ? std::string(e.what())
                                                : fmt::format("{} {}", e.what(), where));
        }
        Made made;
        if (result.is_array() && result.as_array().size() == 4) {
            const auto& a = result.as_array();
            made.ref = text_of(a[3]);
            made.id = a[0].is_integer() ? a[0].as_integer() : -1;
            if (a[1].is_hash())
                for (const auto& [k, v] : a[1].as_hash())
                    made.should[text_of(k)] = v;
            made.provider = text_of(a[2]);
        }
        return m_made.emplace(key_of(resource), std::move(made)).first->second;
    }

    std::int64_t id(const Resource& resource) const { return make(resource).id; }

    std::string m_type;
    std::shared_ptr<bool> m_started;
    std::vector<std::string> m_library_dirs;
    Value m_facts;
    std::string m_provider; ///< the module's provider of a core type, empty for a module type
    mutable bool m_info = false;
    mutable std::vector<std::string> m_properties;
    mutable bool m_suitable = false;
    mutable bool m_refreshable = false;
    mutable std::map<std::string, std::vector<std::string>, std::less<>> m_invalidating;
    mutable std::map<std::string, Made, std::less<>>
        m_made; ///< by ref: `pp resource` makes a catalog per title
};

Value list_of(std::vector<Value> items) {
    return Value(std::move(items));
}

// A Resource API type whose provider is the module's Ruby (`Puppet::Provider::<Type>::<Type>`): pp's rsapi
// glue runs it (apply/resource_api.hpp) and calls get, set, canonicalize and insync? in Ruby, which logs and
// reports through the glue's context. A provider that keeps SimpleProvider's `set` gets pp's dispatch to its
// create, update and delete.
class RubyResourceProvider final : public rsapi::SimpleProvider {
public:
    RubyResourceProvider(std::string type, std::shared_ptr<bool> started, std::vector<std::string> libs,
                         Value facts, std::string clientbucket)
        : m_type(std::move(type)), m_started(std::move(started)), m_libs(std::move(libs)),
          m_facts(std::move(facts)), m_clientbucket(std::move(clientbucket)) {}

    std::vector<rsapi::ResourceHash> get(rsapi::Context& context, const std::vector<Value>* names) override {
        Value found = call(context, "rsapi_get", {Value(m_type), names != nullptr ? Value(*names) : Value()});
        std::vector<rsapi::ResourceHash> out;
        if (found.is_array())
            for (const Value& r : found.as_array())
                if (r.is_hash()) out.push_back(r.as_hash());
        return out;
    }

    void set(rsapi::Context& context, const std::vector<rsapi::Change>& changes, bool noop) override {
        m_noop = noop;
        if (!own_set(context)) {
            rsapi::SimpleProvider::set(context, changes, noop);
            return;
        }
        std::vector<Value> list;
        for (const rsapi::Change& c : changes)
            list.push_back(
                list_of({c.name, c.is ? Value(*c.is) : Value(), c.should ? Value(*c.should) : Value()}));
        call(context, "rsapi_set", {Value(m_type), Value(std::move(list)), Value(noop)});
    }

    std::vector<rsapi::ResourceHash> canonicalize(rsapi::Context& context,
                                                  std::vector<rsapi::ResourceHash> resources) override {
        std::vector<Value> list;
        list.reserve(resources.size());
        for (rsapi::ResourceHash& r : resources)
            list.emplace_back(std::move(r));
        Value out = call(context, "rsapi_canonicalize", {Value(m_type), Value(std::move(list))});
        std::vector<rsapi::ResourceHash> result;
        if (out.is_array())
            for (const Value& r : out.as_array())
                if (r.is_hash()) result.push_back(r.as_hash());
        return result;
    }

    rsapi::InsyncResult insync(rsapi::Context& context, const Value& name, std::string_view attribute,
                               const rsapi::ResourceHash& is, const rsapi::ResourceHash& should) override {
        Value r = call(context, "rsapi_insync",
                       {Value(m_type), name, Value(std::string(attribute)), Value(is), Value(should)});
        rsapi::InsyncResult out;
        if (r.is_array() && r.as_array().size() == 2) {
            const auto& a = r.as_array();
            if (a[0].is_boolean()) out.insync = a[0].as_boolean();
            out.message = text_of(a[1]);
        }
        return out;
    }

    void prefetch(rsapi::Context& context, std::span<const rsapi::ResourceHash> targets) override {
        std::vector<Value> list;
        for (const rsapi::ResourceHash& t : targets)
            list.emplace_back(t);
        call(context, "rsapi_prefetch", {Value(m_type), Value(std::move(list))});
    }

    // SimpleProvider#set called from Ruby (a provider's own set calling super)
    void simple_set(rsapi::Context& context, const Value& changes) {
        std::vector<rsapi::Change> list;
        if (changes.is_array()) {
            for (const Value& c : changes.as_array()) {
                if (!c.is_array() || c.as_array().size() != 4) continue;
                const auto& a = c.as_array();
                rsapi::Change change{a[0], std::nullopt, std::nullopt};
                if (a[1].is_boolean() && a[1].as_boolean() && a[2].is_hash()) change.is = a[2].as_hash();
                if (a[3].is_hash()) change.should = a[3].as_hash();
                list.push_back(std::move(change));
            }
        }
        rsapi::SimpleProvider::set(context, list, m_noop);
    }

protected:
    void create(rsapi::Context& context, const Value& name, const rsapi::ResourceHash& should) override {
        call(context, "rsapi_call", {Value(m_type), Value("create"), name, Value(should)});
    }
    void update(rsapi::Context& context, const Value& name, const rsapi::ResourceHash& should) override {
        call(context, "rsapi_call", {Value(m_type), Value("update"), name, Value(should)});
    }
    void remove(rsapi::Context& context, const Value& name) override {
        call(context, "rsapi_call", {Value(m_type), Value("delete"), name, Value()});
    }

private:
    // The calls' callbacks: the run's log, and the context the Ruby provider reports through.
    class Callbacks final : public ApplyCallbacks {
    public:
        Callbacks(rsapi::Context& context, RubyResourceProvider& provider)
            : ApplyCallbacks(context.log()), m_context(context), m_provider(provider) {}
        Value resource_api_context(std::string_view method, std::vector<Value> args,
                                   const std::function<void()>* block) override {
            auto arg = [&](std::size_t i) { return i < args.size() ? args[i] : Value(); };
            auto text = [&](std::size_t i) { return text_of(arg(i)); };
            const std::function<void()> none = [] {};
            const std::function<void()>& body = block != nullptr ? *block : none;
            auto hash = [&](std::size_t i) {
                return arg(i).is_hash() ? arg(i).as_hash() : rsapi::ResourceHash();
            };
            const rsapi::Titles titles = rsapi::Titles::of(arg(0));
            if (method == "debug" || method == "info" || method == "notice" || method == "warning" ||
                method == "err") {
                const LogLevel level = parse_level(method);
                if (args.size() >= 2) {
                    log_titled(level, titles, text(1));
                } else {
                    log_plain(level, text(0));
                }
            } else if (method == "log") {
                m_context.puppet(parse_level(text(0)), text(1));
            } else if (method == "creating") {
                m_context.creating(titles, body, text(1));
            } else if (method == "updating") {
                m_context.updating(titles, body, text(1));
            } else if (method == "deleting") {
                m_context.deleting(titles, body, text(1));
            } else if (method == "failing") {
                m_context.failing(titles, body, text(1));
            } else if (method == "processing") {
                m_context.processing(text(0), hash(1), hash(2), body, text(3));
            } else if (method == "created") {
                m_context.created(titles, text(1));
            } else if (method == "updated") {
                m_context.updated(titles, text(1));
            } else if (method == "deleted") {
                m_context.deleted(titles, text(1));
            } else if (method == "processed") {
                m_context.processed(text(0), hash(1), hash(2));
            } else if (method == "attribute_changed") {
                m_context.attribute_changed(text(0), text(1), arg(2), arg(3), text(4));
            } else if (method == "failed") {
                m_context.failed(titles, text(1));
            } else if (method == "log_exception") {
                m_context.log_exception(std::runtime_error(text(0)), text(1));
            } else if (method == "simple_set") {
                m_provider.simple_set(m_context, arg(0));
            } else {
                throw runtime::Error(fmt::format("The Resource API's context has no method {}", method));
            }
            return {};
        }

    private:
        void log_plain(LogLevel level, const std::string& message) {
            switch (level) {
            case LogLevel::Debug:
                return m_context.debug(message);
            case LogLevel::Info:
                return m_context.info(message);
            case LogLevel::Notice:
                return m_context.notice(message);
            case LogLevel::Warning:
                return m_context.warning(message);
            default:
                return m_context.err(message);
            }
        }
        void log_titled(LogLevel level, const rsapi::Titles& titles, const std::string& message) {
            switch (level) {
            case LogLevel::Debug:
                return m_context.debug(titles, message);
            case LogLevel::Info:
                return m_context.info(titles, message);
            case LogLevel::Notice:
                return m_context.notice(titles, message);
            case LogLevel::Warning:
                return m_context.warning(titles, message);
            default:
                return m_context.err(titles, message);
            }
        }
        rsapi::Context& m_context;
        RubyResourceProvider& m_provider;
    };

    bool own_set(rsapi::Context& context) {
        if (!m_own_set) {
            Value v = call(context, "rsapi_own_set", {Value(m_type)});
            m_own_set = v.is_boolean() && v.as_boolean();
        }
        return *m_own_set;
    }

    Value call(rsapi::Context& context, const char* method, std::vector<Value> args) {
        ruby::Host& host = ruby::Host::instance();
        if (!*m_started) {
            *m_started = true;
            for (const std::string& dir : m_libs)
                host.add_library_dir(dir);
            ApplyCallbacks plain(context.log());
            const Value args[] = {m_facts, Value(m_clientbucket)};
            host.apply_call("new_run", args, plain);
        }
        Callbacks callbacks(context, *this);
        try {
            return host.apply_call(method, args, callbacks);
        } catch (const ruby::RubyError& e) {
            throw ApplyError(e.what());
        }
    }

    std::string m_type;
    std::shared_ptr<bool> m_started;
    std::vector<std::string> m_libs;
    Value m_facts;
    std::string m_clientbucket;
    std::optional<bool> m_own_set;
    bool m_noop = false;
};

std::optional<rsapi::Behaviour> behaviour_named(const std::string& name) {
    if (name.empty()) return rsapi::Behaviour::Property;
    if (name == "namevar") return rsapi::Behaviour::Namevar;
    if (name == "parameter") return rsapi::Behaviour::Parameter;
    if (name == "read_only") return rsapi::Behaviour::ReadOnly;
    if (name == "init_only") return rsapi::Behaviour::InitOnly;
    return std::nullopt;
}

// PP::Apply.rsapi_definition's answer as the glue's TypeDefinition.
rsapi::TypeDefinition definition_of(const Value& d) {
    rsapi::TypeDefinition out;
    const runtime::Hash& h = d.as_hash();
    auto field = [&](const char* k) {
        const Value* v = h.find(Value(k));
        return v != nullptr ? *v : Value();
    };
    out.name = text_of(field("name"));
    out.desc = text_of(field("desc"));
    if (Value f = field("features"); f.is_array())
        for (const Value& x : f.as_array())
            out.features.push_back(text_of(x));
    if (Value attrs = field("attributes"); attrs.is_array()) {
        for (const Value& a : attrs.as_array()) {
            if (!a.is_array() || a.as_array().size() != 6) continue;
            const auto& x = a.as_array();
            rsapi::Attribute attr{text_of(x[0]), text_of(x[1]), text_of(x[2])};
            if (x[3].is_boolean() && x[3].as_boolean()) attr.default_value = x[4];
            std::optional<rsapi::Behaviour> b = behaviour_named(text_of(x[5]));
            if (!b)
                throw std::invalid_argument(
                    fmt::format("`{}` is not a valid behaviour value", text_of(x[5])));
            attr.behaviour = *b;
            out.attributes.push_back(std::move(attr));
        }
    }
    if (Value patterns = field("title_patterns"); patterns.is_array())
        for (const Value& p : patterns.as_array())
            if (p.is_array() && p.as_array().size() == 2)
                out.title_patterns.push_back({text_of(p.as_array()[0]), text_of(p.as_array()[1])});
    if (Value autos = field("autos"); autos.is_array() && autos.as_array().size() == 4) {
        rsapi::AutoRelationSpec* specs[] = {&out.autorequire, &out.autobefore, &out.autosubscribe,
                                            &out.autonotify};
        for (std::size_t i = 0; i < 4; ++i) {
            const Value& kind = autos.as_array()[i];
            if (!kind.is_array()) continue;
            for (const Value& e : kind.as_array()) {
                if (!e.is_array() || e.as_array().size() != 2) continue;
                std::vector<std::string> titles;
                if (e.as_array()[1].is_array())
                    for (const Value& t : e.as_array()[1].as_array())
                        titles.push_back(text_of(t));
                specs[i]->emplace_back(text_of(e.as_array()[0]), std::move(titles));
            }
        }
    }
    return out;
}

// `<module>/lib` of every module on the modulepath, and the module types among them by name.
std::vector<std::string> library_dirs(const std::vector<std::string>& modulepath) {
    std::vector<std::string> out;
    std::error_code ec;
    for (const std::string& dir : modulepath) {
        std::vector<fs::path> modules;
        for (const auto& e : fs::directory_iterator(dir, ec))
            if (fs::is_directory(e.path() / "lib", ec)) modules.push_back(e.path() / "lib");
        std::sort(modules.begin(), modules.end());
        for (const auto& m : modules)
            out.push_back(m.string());
    }
    return out;
}

// Whether a module supplies the provider `name` of `type` (Puppet's autoloader: the first
// `<module>/lib/puppet/provider/<type>/<name>.rb`). Only a provider's name can be a file's: a name with
// anything but letters, digits and underscores is never one.
bool module_provider(const std::vector<std::string>& libs, const std::string& type, const std::string& name) {
    const bool word = !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
    });
    if (!word) return false;
    std::error_code ec;
    return std::any_of(libs.begin(), libs.end(), [&](const std::string& lib) {
        return fs::is_regular_file(fs::path(lib) / "puppet/provider" / type / (name + ".rb"), ec);
    });
}

// Adds the provider of `type` when a module defines it: pp's Resource API glue over the module's Ruby
// provider for a type of the Resource API, else the type-DSL bridge. False when no module defines it (or it
// cannot be loaded: the error is printed).
bool add_type(ProviderRegistry& registry, const std::string& type, const std::vector<std::string>& libs,
              const Value& facts, const std::shared_ptr<bool>& started) {
    std::error_code ec;
    bool defined = false;
    for (const std::string& lib : libs)
        defined = defined || fs::is_regular_file(fs::path(lib) / "puppet/type" / (type + ".rb"), ec);
    if (!defined) return false;
    ruby::Host& host = ruby::Host::instance();
    for (const std::string& dir : libs)
        host.add_library_dir(dir);
    ApplyCallbacks callbacks(nullptr);
    const Value name(type);
    Value definition;
    try {
        definition = host.apply_call("rsapi_definition", std::span<const Value>(&name, 1), callbacks);
    } catch (const ruby::RubyError& e) {
        // the type cannot be loaded: Puppet fails the resources (the compiler reads the type too)
        std::cerr << "Error: Could not load the type " << type << ": " << e.what() << "\n";
        return false;
    }
    if (!definition.is_hash()) {
        registry.add(std::make_unique<RubyTypeProvider>(type, started, libs, facts));
        return true;
    }
    try {
        rsapi::register_type(registry, definition_of(definition),
                             [type, started, libs, facts, bucket = registry.settings().clientbucket] {
                                 return std::make_unique<RubyResourceProvider>(type, started, libs, facts,
                                                                               bucket);
                             });
    } catch (const std::invalid_argument& e) {
        std::cerr << "Error: " << e.what() << "\n";
        return false;
    }
    return true;
}

} // namespace

std::unique_ptr<Provider>
make_ruby_type_provider(std::string type, const std::vector<std::string>& library_dirs, const Value& facts) {
    return std::make_unique<RubyTypeProvider>(std::move(type), std::make_shared<bool>(false), library_dirs,
                                              facts);
}

std::vector<std::string> add_ruby_providers(ProviderRegistry& registry, const runtime::Catalog& catalog,
                                            const std::function<Value()>& get_facts) {
    std::set<std::string> wanted;
    // resources of a type pp applies that name a provider pp's does not implement: (type, provider)
    std::set<std::pair<std::string, std::string>> named;
    std::map<std::string, std::vector<std::string>, std::less<>> implemented; // by type
    for (const runtime::CatalogResource& r : catalog.resources()) {
        if (r.type == "Class" || r.type == "Stage" || r.type == "Node") continue;
        std::string type = r.type;
        for (char& c : type)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (type == "resources" && !r.is_virtual) {
            // the type a `resources` purges, when a module defines it
            std::string purged = runtime::downcase(r.title);
            if (registry.find(purged) == nullptr) wanted.insert(std::move(purged));
        }
        if (type.find("::") != std::string::npos) continue;
        if (const Provider* native = registry.find(type)) {
            std::string name = provider_param_name(r.param("provider"));
            if (name.empty()) continue;
            auto it = implemented.find(type);
            if (it == implemented.end()) it = implemented.emplace(type, native->provider_names()).first;
            if (!it->second.empty() &&
                std::find(it->second.begin(), it->second.end(), name) == it->second.end())
                named.emplace(std::move(type), std::move(name));
            continue;
        }
        wanted.insert(std::move(type));
    }
    const std::vector<std::string> libs = wanted.empty() && named.empty()
                                              ? std::vector<std::string>()
                                              : library_dirs(registry.settings().modulepath);
    // only those a module supplies (<module>/lib/puppet/provider/<type>/<name>.rb); the others fail as names
    // pp does not implement (select_provider)
    std::erase_if(named, [&](const auto& n) { return !module_provider(libs, n.first, n.second); });
    if (wanted.empty() && named.empty()) return {};
    const Value facts = get_facts();
    std::vector<std::string> added;
    auto started = std::make_shared<bool>(false); // one run in Ruby for all the Ruby providers
    for (const std::string& type : wanted)
        if (add_type(registry, type, libs, facts, started)) added.push_back(type);
    for (const auto& [type, name] : named) {
        if (registry.has_named(type, name)) continue;
        registry.add_named(name, std::make_unique<RubyTypeProvider>(type, started, libs, facts, name));
    }
    return added;
}

bool add_ruby_provider(ProviderRegistry& registry, const std::string& type, const Value& facts) {
    if (registry.find(type) != nullptr) return true;
    return add_type(registry, type, library_dirs(registry.settings().modulepath), facts,
                    std::make_shared<bool>(false));
}

} // namespace pp::apply
