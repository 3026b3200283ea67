// puppetlabs-inifile's `ini_setting` and `ini_subsetting` types with their ruby providers
// (MOD:inifile/lib/puppet/type/ini_setting.rb, type/ini_subsetting.rb, provider/ini_setting/ruby.rb,
// provider/ini_subsetting/ruby.rb; inifile 5.4.0) over ini::IniFile (ini_file.cpp). Values are never shown:
// `puppet apply` runs with show_diff off, so the value property's is_to_s/should_to_s print
// `[redacted sensitive information]` whatever the resource's show_diff says. ini_setting is refreshable
// (the type defines `refresh`), which matters for `refreshonly`.
#include "apply/providers/builtin.hpp"
#include "apply/providers/exec.hpp"
#include "apply/providers/ini_file.hpp"
#include "apply/providers/type_params.hpp"
#include "runtime/regexp.hpp"
#include "runtime/relationship_graph.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <map>
#include <memory>
#include <set>

namespace pp::apply {

namespace {

using namespace type_params;

const char* const kRedacted = "[redacted sensitive information]";

bool is_absent(const Value& v) {
    return v.is_string() && v.as_string() == "absent";
}

// ---- ini_setting ------------------------------------------------------------------------------------------

struct SettingParams {
    std::string ensure = "present";
    std::optional<std::string> value; ///< munged: stripped, numbers and Booleans as text
    std::string section;
    std::optional<std::string> setting;
    bool force_new_section_creation = true;
    std::optional<std::string> path;
    std::string key_val_separator = " = ";
    std::string section_prefix = "[", section_suffix = "]", indent_char = " ";
    std::optional<long> indent_width;
    bool refreshonly = false;
};

// The value property's munge
std::string munge_value(const Value& v) {
    if (v.is_boolean() || v.is_number()) return runtime::ruby_to_s(v);
    return ini::ruby_strip(text(v));
}

SettingParams parse_setting_params(const Resource& r) {
    SettingParams p;
    if (const Value* v = value(r, "ensure")) p.ensure = symbol(r, "ensure", *v, {"present", "absent"});
    if (const Value* v = value(r, "value")) {
        // a property's should is an Array: each element munged, the first one compared
        if (v->is_array()) {
            for (const Value& one : v->as_array()) {
                const Value& inner =
                    one.kind() == runtime::ValueKind::Sensitive ? one.sensitive_inner() : one;
                std::string m = munge_value(inner);
                if (!p.value) p.value = std::move(m);
            }
        } else {
            p.value = munge_value(*v);
        }
    }
    if (const Value* v = value(r, "section")) p.section = text(*v);
    if (const Value* v = value(r, "setting")) {
        std::string s = text(*v);
        static const auto spaced = runtime::Regexp::compile("(^\\s|\\s$)");
        bool has_spaces = false;
        try {
            has_spaces = spaced->matches(s);
        } catch (const std::exception& e) {
            throw parameter_failure(r, "setting",
                                    fmt::format("Munging failed for value {} in class setting: {}",
                                                runtime::ruby_inspect(Value(s)), e.what()));
        }
        // the module calls Puppet.warn, which is Kernel#warn: private, so Ruby refuses the call
        if (has_spaces)
            throw parameter_failure(
                r, "setting",
                fmt::format(
                    "Munging failed for value {} in class setting: private method `warn' called for "
                    "Puppet:Module\n\n        Puppet.warn('Settings should not have spaces in the value, "
                    "we are going to strip the whitespace')\n              ^^^^^\nDid you mean?  warning",
                    runtime::ruby_inspect(Value(s))));
        p.setting = ini::ruby_strip(s);
    }
    p.force_new_section_creation = boolean(r, "force_new_section_creation", true);
    if (const Value* v = value(r, "path")) {
        p.path = text(*v);
        if (!absolute_path(*p.path))
            throw parameter_failure(r, "path",
                                    fmt::format("File paths must be fully qualified, not '{}'", *p.path));
    }
    if (const Value* v = value(r, "show_diff")) (void)symbol(r, "show_diff", *v, {"true", "md5", "false"});
    if (const Value* v = value(r, "key_val_separator")) p.key_val_separator = text(*v);
    if (const Value* v = value(r, "section_prefix")) p.section_prefix = text(*v);
    if (const Value* v = value(r, "section_suffix")) p.section_suffix = text(*v);
    if (const Value* v = value(r, "indent_char")) p.indent_char = text(*v);
    if (const Value* v = value(r, "indent_width")) p.indent_width = ini::ruby_to_i(text(*v));
    p.refreshonly = boolean(r, "refreshonly", false);
    return p;
}

// A Ruby exception from ensure's setter (Property#set): logged, then reported wrapped
PropertyOutcome wrapped_failure(Context& ctx, const Resource& r, const std::string& should,
                                const std::string& what) {
    std::string message = fmt::format("Could not set '{}' on ensure: {}", should, what);
    if (std::string where = error_location(r); !where.empty()) message += " " + where;
    ctx.log().err("", message);
    return PropertyOutcome{"ensure", message, what};
}

// `Pathname.new(nil)` and `File.file?(nil)`: what a missing path runs into
const char* const kNilPath = "no implicit conversion of nil into String";

// Provider.instances for a provider without one (puppet resource TYPE)
const char* const kNoInstances =
    "To support listing resources of this type the 'ruby' provider needs to implement an 'instances' class "
    "method returning the current set of resources. We recommend porting your module to the simpler Resource "
    "API instead: https://puppet.com/search/docs?keys=resource+api";

// Shared by the two types: the munged parameters once per resource, and the value property's display.
// A Sensitive value is redacted by Puppet itself (`[redacted]`, and `changed [redacted] to [redacted]`)
// before the type's own should_to_s is asked.
template <class P, P (*Parse)(const Resource&)>
class IniProviderBase : public Provider {
public:
    [[nodiscard]] std::string format_is(std::string_view property, const Value& is) const override {
        return property == "value" ? redacted() : Provider::format_is(property, is);
    }
    [[nodiscard]] std::string format_should(std::string_view property, const Value& should) const override {
        return property == "value" ? redacted() : Provider::format_should(property, should);
    }
    [[nodiscard]] std::string change_message(const Resource& r, std::string_view property, const Value& is,
                                             const Value& should) const override {
        if (property == "ensure") {
            // Puppet::Property::Ensure#change_to_s
            if (is.is_undef() || is_absent(is)) return "created";
            if (is_absent(should)) return "removed";
        }
        if (property == "value") {
            if (sensitive(r)) return "changed [redacted] to [redacted]";
            return fmt::format("value changed {} to {}", kRedacted, kRedacted);
        }
        return Provider::change_message(r, property, is, should);
    }

protected:
    const P& params(const Resource& r) const {
        auto it = m_params.find(r.catalog);
        if (it == m_params.end()) it = m_params.emplace(r.catalog, Parse(r)).first;
        return it->second;
    }

    static bool sensitive(const Resource& r) {
        const Value* v = r.param("value");
        return v != nullptr && v->kind() == runtime::ValueKind::Sensitive;
    }

    /// Called by get for each resource: the transaction formats a resource's values right after reading it.
    void read_resource(const Resource& r) { m_last_sensitive = sensitive(r); }

private:
    [[nodiscard]] std::string redacted() const { return m_last_sensitive ? "[redacted]" : kRedacted; }

    mutable std::map<const runtime::CatalogResource*, P> m_params;
    bool m_last_sensitive = false;
};

class IniSettingProvider final : public IniProviderBase<SettingParams, parse_setting_params> {
public:
    [[nodiscard]] std::string_view type_name() const override { return "ini_setting"; }
    [[nodiscard]] std::vector<std::string> properties() const override { return {"ensure", "value"}; }

    [[nodiscard]] State should(const Resource& r) const override {
        const SettingParams& p = params(r);
        State s{{"ensure", Value(p.ensure)}};
        if (p.value) s.emplace("value", Value(*p.value));
        return s;
    }

    std::vector<State> get(Context&, std::span<const Resource* const> resources) override {
        std::vector<State> out;
        for (const Resource* r : resources) {
            const SettingParams& p = params(*r);
            read_resource(*r);
            ini::IniFile file = open(p);
            bool exists = false;
            // the provider's exists?
            if (!p.setting) {
                exists = file.has_section(p.section);
            } else if (file.has_section(p.section)) {
                exists = file.get_value(p.section, *p.setting).has_value();
            } else if (!p.force_new_section_creation) {
                // `resource[:ensure] = :absent`: nothing is created in a section that does not exist
                m_forced_absent.insert(r->catalog);
            }
            State s{{"ensure", Value(exists ? "present" : "absent")}};
            if (exists) {
                auto v = file.get_value(p.section, p.setting.value_or(""));
                s.emplace("value", v ? Value(*v) : Value());
            } else {
                s.emplace("value", Value("absent"));
            }
            out.push_back(std::move(s));
        }
        return out;
    }

    // a new run decides again whether the setting's section exists
    void recheck(const Resource& r) override { m_forced_absent.erase(r.catalog); }

    [[nodiscard]] bool insync(const Resource& r, std::string_view property, const Value& is,
                              const Value& should) const override {
        const SettingParams& p = params(r);
        if (p.refreshonly) return true;
        if (property == "ensure" && m_forced_absent.count(r.catalog) != 0) return is_absent(is);
        // `current == should`: no string conversion
        return is.eql(should);
    }

    std::vector<PropertyOutcome> set(Context& ctx, const Resource& r, const State&,
                                     std::span<const PropertyChange> changes) override {
        const SettingParams& p = params(r);
        std::vector<PropertyOutcome> outcomes;
        for (const PropertyChange& c : changes) {
            if (c.property == "ensure") {
                const bool absent = is_absent(c.should);
                try {
                    if (absent)
                        destroy(p);
                    else
                        write_value(p);
                    outcomes.push_back({c.property, {}});
                } catch (const std::exception& e) {
                    outcomes.push_back(wrapped_failure(ctx, r, absent ? "absent" : "present", e.what()));
                }
            } else if (c.property == "value") {
                // value=: the provider's errors reach the harness as they are
                try {
                    write_value(p);
                    outcomes.push_back({c.property, {}});
                } catch (const std::exception& e) {
                    outcomes.push_back({c.property, e.what()});
                }
            }
        }
        return outcomes;
    }

    [[nodiscard]] bool refreshable() const override { return true; }

    // the provider's instances needs a file_path of a subclass
    std::vector<std::string> instances(Context&) override {
        throw ApplyError("Ini_settings only support collecting instances when a file path is hard coded");
    }

    void refresh(Context&, const Resource& r) override {
        // the type's refresh: only a refreshonly setting does anything
        const SettingParams& p = params(r);
        if (!p.refreshonly) return;
        const bool absent = p.ensure == "absent" || m_forced_absent.count(r.catalog) != 0;
        if (absent)
            destroy(p);
        else
            write_value(p);
    }

    [[nodiscard]] WatchSource watch_source(const Resource& r) const override {
        const Value* path = value(r, "path");
        if (path == nullptr) return {};
        return {WatchSource::Files, {text(*path)}};
    }

    [[nodiscard]] AutoRelations auto_relations(const Resource& r) const override {
        AutoRelations out;
        // autorequire(:file) { Pathname.new(self[:path]).parent.to_s }: without a path the catalog cannot be
        // applied at all
        const Value* path = value(r, "path");
        if (path == nullptr) throw runtime::GraphError(kNilPath);
        out.require.push_back(fmt::format("File[{}]", ini::pathname_parent(text(*path))));
        return out;
    }

private:
    static ini::IniFile open(const SettingParams& p) {
        if (!p.path) throw ApplyError(kNilPath);
        ini::IniOptions o;
        o.key_val_separator = p.key_val_separator;
        o.section_prefix = p.section_prefix;
        o.section_suffix = p.section_suffix;
        o.indent_char = p.indent_char;
        o.indent_width = p.indent_width;
        return ini::IniFile::read(*p.path, std::move(o));
    }

    // create and value=: the setting (or only the section) written with the resource's value
    static void write_value(const SettingParams& p) {
        ini::IniFile file = open(p);
        if (!p.setting && !p.value)
            file.set_value(p.section);
        else
            file.set_value(p.section, p.setting.value_or(""), p.key_val_separator, p.value);
        file.save(*p.path);
    }

    static void destroy(const SettingParams& p) {
        ini::IniFile file = open(p);
        file.remove_setting(p.section, p.setting.value_or(""));
        file.save(*p.path);
    }

    std::set<const runtime::CatalogResource*> m_forced_absent;
};

// ---- ini_subsetting ---------------------------------------------------------------------------------------

struct SubsettingParams {
    std::string ensure = "present";
    std::optional<Value> value; ///< not munged
    std::string section;
    std::string setting, subsetting;
    std::string subsetting_separator = " ", subsetting_key_val_separator;
    std::optional<std::string> path;
    std::string key_val_separator = " = ";
    std::string quote_char;
    bool use_exact_match = false;
    std::string insert_type = "end";
    std::optional<std::string> insert_value;
};

SubsettingParams parse_subsetting_params(const Resource& r) {
    SubsettingParams p;
    if (const Value* v = value(r, "ensure")) p.ensure = symbol(r, "ensure", *v, {"present", "absent"});
    if (const Value* v = value(r, "value")) {
        if (!v->is_array())
            p.value = *v;
        else if (!v->as_array().empty())
            p.value = v->as_array().front();
    }
    if (const Value* v = value(r, "section")) p.section = text(*v);
    if (const Value* v = value(r, "setting")) p.setting = text(*v);
    if (const Value* v = value(r, "subsetting")) p.subsetting = text(*v);
    if (const Value* v = value(r, "subsetting_separator")) p.subsetting_separator = text(*v);
    if (const Value* v = value(r, "subsetting_key_val_separator")) p.subsetting_key_val_separator = text(*v);
    if (const Value* v = value(r, "path")) {
        p.path = text(*v);
        if (!absolute_path(*p.path))
            throw parameter_failure(r, "path",
                                    fmt::format("File paths must be fully qualified, not '{}'", *p.path));
    }
    if (const Value* v = value(r, "show_diff")) (void)symbol(r, "show_diff", *v, {"true", "md5", "false"});
    if (const Value* v = value(r, "key_val_separator")) p.key_val_separator = text(*v);
    if (const Value* v = value(r, "quote_char")) {
        p.quote_char = text(*v);
        static const auto valid = runtime::Regexp::compile("^[\"']?$");
        if (!valid->matches(p.quote_char))
            throw parameter_failure(r, "quote_char", ":quote_char valid values are '', '\"' and \"'\"");
    }
    if (const Value* v = value(r, "use_exact_match"))
        p.use_exact_match = symbol(r, "use_exact_match", *v, {"true", "false"}) == "true";
    if (const Value* v = value(r, "insert_type"))
        p.insert_type = symbol(r, "insert_type", *v, {"start", "end", "before", "after", "index"});
    if (const Value* v = value(r, "insert_value")) p.insert_value = text(*v);
    // delete_if_empty is validated but never consulted: the provider tests the Symbol, which is always true
    if (const Value* v = value(r, "delete_if_empty"))
        (void)symbol(r, "delete_if_empty", *v, {"true", "false"});
    return p;
}

class IniSubsettingProvider final : public IniProviderBase<SubsettingParams, parse_subsetting_params> {
public:
    [[nodiscard]] std::string_view type_name() const override { return "ini_subsetting"; }
    std::vector<std::string> instances(Context&) override { throw ApplyError(kNoInstances); }
    [[nodiscard]] std::vector<std::string> properties() const override { return {"ensure", "value"}; }

    [[nodiscard]] State should(const Resource& r) const override {
        const SubsettingParams& p = params(r);
        State s{{"ensure", Value(p.ensure)}};
        if (p.value) s.emplace("value", *p.value);
        return s;
    }

    std::vector<State> get(Context&, std::span<const Resource* const> resources) override {
        std::vector<State> out;
        for (const Resource* r : resources) {
            const SubsettingParams& p = params(*r);
            read_resource(*r);
            ini::IniFile file = open(p);
            ini::SettingValue sv = setting_value(p, file);
            const bool exists = sv.get_subsetting_value(p.subsetting, p.use_exact_match).has_value();
            State s{{"ensure", Value(exists ? "present" : "absent")}};
            if (exists) {
                auto v = sv.get_subsetting_value(p.subsetting, false);
                s.emplace("value", v ? Value(*v) : Value());
            } else {
                s.emplace("value", Value("absent"));
            }
            out.push_back(std::move(s));
        }
        return out;
    }

    std::vector<PropertyOutcome> set(Context& ctx, const Resource& r, const State&,
                                     std::span<const PropertyChange> changes) override {
        const SubsettingParams& p = params(r);
        std::vector<PropertyOutcome> outcomes;
        for (const PropertyChange& c : changes) {
            if (c.property == "ensure") {
                const bool absent = is_absent(c.should);
                try {
                    if (absent)
                        destroy(p);
                    else
                        add(p, p.value);
                    outcomes.push_back({c.property, {}});
                } catch (const std::exception& e) {
                    outcomes.push_back(wrapped_failure(ctx, r, absent ? "absent" : "present", e.what()));
                }
            } else if (c.property == "value") {
                try {
                    add(p, c.should);
                    outcomes.push_back({c.property, {}});
                } catch (const std::exception& e) {
                    outcomes.push_back({c.property, e.what()});
                }
            }
        }
        return outcomes;
    }

private:
    static ini::IniFile open(const SubsettingParams& p) {
        if (!p.path) throw ApplyError(kNilPath);
        ini::IniOptions o;
        o.key_val_separator = p.key_val_separator;
        return ini::IniFile::read(*p.path, std::move(o));
    }

    static ini::SettingValue setting_value(const SubsettingParams& p, const ini::IniFile& file) {
        return ini::SettingValue(file.get_value(p.section, p.setting), p.subsetting_separator, p.quote_char,
                                 p.subsetting_key_val_separator);
    }

    // create and value=: the subsetting added or replaced, the setting written back
    static void add(const SubsettingParams& p, const std::optional<Value>& v) {
        ini::IniFile file = open(p);
        ini::SettingValue sv = setting_value(p, file);
        std::optional<std::string> value;
        if (v && !v->is_undef()) value = text(*v);
        sv.add_subsetting(p.subsetting, value, p.use_exact_match, p.insert_type, p.insert_value);
        file.set_value(p.section, p.setting, p.key_val_separator, sv.get_value());
        file.save(*p.path);
    }

    static void destroy(const SubsettingParams& p) {
        ini::IniFile file = open(p);
        ini::SettingValue sv = setting_value(p, file);
        sv.remove_subsetting(p.subsetting, p.use_exact_match);
        // `resource[:delete_if_empty]` is :true or :false, both true to Ruby: an empty setting always goes
        if (sv.get_value().empty())
            file.remove_setting(p.section, p.setting);
        else
            file.set_value(p.section, p.setting, p.key_val_separator, sv.get_value());
        file.save(*p.path);
    }
};

} // namespace

void register_ini_providers(ProviderRegistry& registry) {
    registry.add(std::make_unique<IniSettingProvider>());
    registry.add(std::make_unique<IniSubsettingProvider>());
}

} // namespace pp::apply
