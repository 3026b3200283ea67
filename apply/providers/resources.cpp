// Puppet's `resources` type (type/resources.rb): with `purge => true`, generates `ensure => absent` for every
// instance of the named type the catalog does not manage, listed by that type's provider (native or a
// module's Ruby). Users keep the system accounts (`unless_system_user`, by default every uid up to
// /etc/login.defs' UID_MIN - 1) and the uids listed in `unless_uid`.
#include "apply/providers/builtin.hpp"

#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <regex>
#include <set>

namespace pp::apply {

namespace {

// The accounts a purge of users never removes.
constexpr std::string_view kSystemUsers[] = {"root", "nobody", "bin", "noaccess", "daemon", "sys"};

std::string text_of(const Value& v) {
    if (v.is_string()) return v.as_string();
    if (v.is_boolean()) return v.as_boolean() ? "true" : "false";
    return display_value(v);
}

// decimal digits as a number; nullopt for anything else or a number too large
std::optional<std::int64_t> digits_value(std::string_view s) {
    std::int64_t n = 0;
    if (s.empty() || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return n;
}

struct Settings {
    std::string type;
    bool purge = false;
    std::optional<std::int64_t> unless_system_user; ///< nullopt: false or not set
    std::optional<std::vector<std::int64_t>> unless_uid;
};

class ResourcesProvider final : public PropertylessProvider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "resources"; }
    [[nodiscard]] bool generates() const override { return true; }

    [[nodiscard]] State should(const Resource& r) const override {
        (void)settings_of(r, nullptr); // the parameters' validate and munge
        return {};
    }

    void validate_against(const Resource& r, const ProviderRegistry& registry) const override {
        (void)settings_of(r, &registry); // the named type, and whether it can be purged
    }

    std::vector<runtime::CatalogResource> generate(Context& context, const Resource& r,
                                                   const runtime::Catalog& catalog,
                                                   const ProviderRegistry& registry) override {
        const Settings s = settings_of(r, &registry);
        if (!s.purge) return {};
        // File.instances is empty in Puppet (only `puppet resource file` refuses to list files)
        if (s.type == "file") return {};
        Provider* provider = registry.find(s.type);
        Context listing(context.log(), s.type);
        std::vector<std::string> titles = provider->instances(listing);
        const std::set<std::string> catalog_names = managed_names(catalog, s.type);
        std::vector<runtime::CatalogResource> out;
        for (const std::string& title : titles) {
            if (catalog_names.count(title) != 0) continue;
            runtime::CatalogResource res = instance(s.type, title);
            if (s.type == "user" && s.unless_system_user && !purgeable_user(listing, *provider, s, res))
                continue;
            if (!accepts_absent(context, r, *provider, res, s.type)) continue;
            copy_metaparams(r, res);
            res.set_param("ensure", Value("absent"));
            out.push_back(std::move(res));
        }
        return out;
    }

private:
    // the parameters as the type munges them; with the registry, also whether the named type can be purged
    Settings settings_of(const Resource& r, const ProviderRegistry* registry) const {
        Settings s;
        s.type = runtime::downcase(r.name);
        if (const Value* v = r.param("purge"); v != nullptr && !v->is_undef()) {
            const std::string t = runtime::downcase(text_of(*v));
            if (t == "true" || t == "yes")
                s.purge = true;
            else if (t != "false" && t != "no")
                throw parameter_failure(r, "purge",
                                        fmt::format("Munging failed for value {} in class purge: expected a "
                                                    "boolean value",
                                                    runtime::ruby_inspect(*v)));
        }
        if (registry != nullptr) {
            const Provider* provider = registry->find(s.type);
            if (provider == nullptr)
                throw parameter_failure(r, "name", fmt::format("Could not find resource type '{}'", r.name));
            if (s.purge) {
                std::vector<std::string> props = provider->properties();
                if (std::find(props.begin(), props.end(), "ensure") == props.end())
                    throw parameter_failure(r, "purge",
                                            "Purging is only supported on types that accept 'ensure'");
            }
        }
        const Value* system = r.param("unless_system_user");
        if (system != nullptr && !system->is_undef()) {
            const std::string t = text_of(*system);
            if (system->is_integer())
                s.unless_system_user = system->as_integer();
            else if (auto n = digits_value(t))
                s.unless_system_user = *n;
            else if (t == "true")
                s.unless_system_user = system_users_max_uid();
            else if (t != "false")
                throw parameter_failure(
                    r, "unless_system_user",
                    fmt::format("Invalid value {}. Valid values are true, false. Valid values "
                                "match /^\\d+$/.",
                                runtime::ruby_inspect(*system)));
        } else if (s.type == "user") {
            s.unless_system_user = system_users_max_uid();
        }
        if (const Value* v = r.param("unless_uid"); v != nullptr && !v->is_undef()) {
            std::vector<Value> flat;
            flatten(*v, flat);
            std::vector<std::int64_t> uids;
            for (const Value& uid : flat) {
                if (uid.is_integer()) {
                    uids.push_back(uid.as_integer());
                } else if (uid.is_string() && integer_text(uid.as_string())) {
                    uids.push_back(*integer_text(uid.as_string()));
                } else {
                    const std::string why =
                        uid.is_string()
                            ? fmt::format("invalid value for Integer(): {}", runtime::ruby_inspect(uid))
                            : fmt::format("Invalid value {}.", runtime::ruby_inspect(uid));
                    throw parameter_failure(r, "unless_uid",
                                            fmt::format("Munging failed for value {} in class unless_uid: {}",
                                                        runtime::ruby_inspect(*v), why));
                }
            }
            s.unless_uid = std::move(uids);
        }
        return s;
    }

    static void flatten(const Value& v, std::vector<Value>& out) {
        if (!v.is_array()) {
            out.push_back(v);
            return;
        }
        for (const Value& e : v.as_array())
            flatten(e, out);
    }

    // Kernel#Integer on a string: optional sign, digits (underscores between them), surrounding blanks
    static std::optional<std::int64_t> integer_text(const std::string& s) {
        static const std::regex kInteger(R"(^\s*[-+]?\d+(_\d+)*\s*$)");
        if (!std::regex_match(s, kInteger)) return std::nullopt;
        std::string digits;
        for (char c : s)
            if (c != '_' && c != ' ' && c != '\t' && c != '\n') digits += c;
        const bool negative = !digits.empty() && digits.front() == '-';
        if (!digits.empty() && (digits.front() == '-' || digits.front() == '+')) digits.erase(0, 1);
        auto n = digits_value(digits);
        if (!n) return std::nullopt;
        return negative ? -*n : *n;
    }

    // Resources.system_users_max_uid: one below UID_MIN of /etc/login.defs (under the provider root), else
    // 499
    std::int64_t system_users_max_uid() const {
        static const std::regex kUidMin(R"(^\s*UID_MIN\s+(\d+)(\s*#.*)?$)");
        std::ifstream in(settings().root + "/etc/login.defs");
        for (std::string line; std::getline(in, line);) {
            std::smatch m;
            if (std::regex_match(line, m, kUidMin))
                if (auto n = digits_value(m[1].str())) return *n - 1;
        }
        return 499;
    }

    // catalog.resource_refs for the type: its resources' titles and namevar values
    static std::set<std::string> managed_names(const runtime::Catalog& catalog, const std::string& type) {
        std::set<std::string> out;
        for (const runtime::CatalogResource& cr : catalog.resources()) {
            if (cr.is_virtual || runtime::downcase(cr.type) != type) continue;
            out.insert(cr.title);
            const Value* name = cr.param(cr.namevar);
            if (name != nullptr && name->is_string()) out.insert(name->as_string());
        }
        return out;
    }

    static runtime::CatalogResource instance(const std::string& type, const std::string& title) {
        runtime::CatalogResource res;
        res.type = runtime::capitalize_name(type);
        res.title = title;
        res.kind = "compilable_type";
        res.tag(type);
        return res;
    }

    // Resources#user_check: a user is kept when it is a system account, its uid is listed in unless_uid,
    // or its uid is at most unless_system_user. Checking it audits its uid.
    static bool purgeable_user(Context& listing, Provider& users, const Settings& s,
                               runtime::CatalogResource& res) {
        res.set_param("audit", Value("uid"));
        if (std::find(std::begin(kSystemUsers), std::end(kSystemUsers), res.title) != std::end(kSystemUsers))
            return false;
        Resource probe;
        probe.catalog = &res;
        probe.index = SIZE_MAX; // never a catalog resource's
        probe.type = "user";
        probe.ref = res.ref();
        probe.title = probe.name = res.title;
        const Resource* one = &probe;
        std::vector<State> states = users.get(listing, std::span<const Resource* const>(&one, 1));
        if (states.empty()) return true;
        auto it = states.front().find("uid");
        if (it == states.front().end() || !it->second.is_integer()) return true;
        const std::int64_t uid = it->second.as_integer();
        if (s.unless_uid && std::find(s.unless_uid->begin(), s.unless_uid->end(), uid) != s.unless_uid->end())
            return false;
        return uid > *s.unless_system_user;
    }

    // able_to_ensure_absent?: the type must take `ensure => absent`
    static bool accepts_absent(Context& context, const Resource& r, const Provider& provider,
                               runtime::CatalogResource res, const std::string& type) {
        res.set_param("ensure", Value("absent"));
        Resource probe;
        probe.catalog = &res;
        probe.index = SIZE_MAX; // never a catalog resource's
        probe.type = type;
        probe.ref = res.ref();
        probe.title = probe.name = res.title;
        try {
            (void)provider.should(probe);
            return true;
        } catch (const ValidationError&) {
            context.log().err(r.path, fmt::format("The 'ensure' attribute on {} resources does not accept "
                                                  "'absent' as a value",
                                                  r.name));
            return false;
        }
    }
};

} // namespace

void register_resources_provider(ProviderRegistry& registry) {
    registry.add(std::make_unique<ResourcesProvider>());
}

} // namespace pp::apply
