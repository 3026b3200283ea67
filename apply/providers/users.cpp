// Puppet's user and group types with the useradd/groupadd providers (provider/user/useradd.rb,
// provider/group/groupadd.rb). The current state is read from the passwd and group databases; changes run
// useradd/usermod/userdel and groupadd/groupmod/groupdel. With a provider root (apply/providers/builtin.hpp,
// `pp apply --provider-root DIR`) the files under DIR/etc are read and the commands get `--prefix DIR`, so
// tests never touch the machine's accounts.
#include "apply/providers/builtin.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <sstream>

namespace pp::apply {

namespace {

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::string cur;
    std::istringstream in(s);
    while (std::getline(in, cur, sep))
        out.push_back(cur);
    if (!s.empty() && s.back() == sep) out.emplace_back();
    return out;
}

// The entry named `name` of an /etc/passwd- or /etc/group-style file, split on ':'.
std::vector<std::string> lookup(const std::string& root, const std::string& file, const std::string& name) {
    std::ifstream in(root + file);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        auto fields = split(line, ':');
        if (!fields.empty() && fields[0] == name) return fields;
    }
    return {};
}

std::vector<std::string> all_names(const std::string& root, const std::string& file) {
    std::vector<std::string> out;
    std::ifstream in(root + file);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        out.push_back(line.substr(0, line.find(':')));
    }
    return out;
}

void run_checked(Context& ctx, const std::string& root, std::vector<std::string> argv) {
    if (!root.empty()) {
        argv.insert(argv.begin() + 1, root);
        argv.insert(argv.begin() + 1, "--prefix");
    }
    Command c(std::move(argv));
    CommandResult r = ctx.run(c);
    if (r.status != 0) throw ApplyError(execution_failure(c, r));
}

// Puppet::Property::Ensure#change_to_s
std::string ensure_message(const Value& is, const Value& should, const Provider& p) {
    if (is.is_string() && is.as_string() == "absent") return "created";
    if (should.is_string() && should.as_string() == "absent") return "removed";
    return fmt::format("ensure changed {} to {}", p.format_is("ensure", is),
                       p.format_should("ensure", should));
}

// Ensure's should: `present` unless given (the types default it when the resource is managed at all).
State ensure_should(const Resource& r, const std::vector<std::string>& properties) {
    State out;
    const Value* e = r.param("ensure");
    out.emplace("ensure", e != nullptr ? Value(value_text(*e)) : Value("present"));
    for (const std::string& p : properties) {
        if (p == "ensure") continue;
        if (const Value* v = r.param(p)) out.emplace(p, *v);
    }
    return out;
}

class GroupProvider final : public Provider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "group"; }
    [[nodiscard]] std::vector<std::string> properties() const override {
        return {"ensure", "gid", "members"};
    }
    [[nodiscard]] State should(const Resource& r) const override { return ensure_should(r, properties()); }
    [[nodiscard]] std::string provider_name(const Resource&) const override { return "groupadd"; }
    [[nodiscard]] WatchSource watch_source(const Resource&) const override {
        return {WatchSource::Files, {settings().root + "/etc/group", settings().root + "/etc/gshadow"}};
    }
    [[nodiscard]] std::vector<std::string> provider_names() const override { return {"groupadd"}; }

    std::vector<State> get(Context&, std::span<const Resource* const> resources) override {
        std::vector<State> out;
        for (const Resource* r : resources) {
            auto f = lookup(settings().root, "/etc/group", r->name);
            State s;
            if (f.size() < 3) {
                s.emplace("ensure", Value("absent"));
            } else {
                s.emplace("ensure", Value("present"));
                s.emplace("gid", Value(static_cast<std::int64_t>(std::stoll(f[2].empty() ? "0" : f[2]))));
                std::vector<Value> members;
                if (f.size() > 3)
                    for (const std::string& m : split(f[3], ','))
                        if (!m.empty()) members.emplace_back(m);
                s.emplace("members", Value(std::move(members)));
            }
            out.push_back(std::move(s));
        }
        return out;
    }

    std::vector<std::string> instances(Context&) override { return all_names(settings().root, "/etc/group"); }

    std::vector<PropertyOutcome> set(Context& ctx, const Resource& r, const State&,
                                     std::span<const PropertyChange> changes) override {
        std::vector<PropertyOutcome> out;
        for (const PropertyChange& c : changes) {
            PropertyOutcome o{c.property, {}};
            try {
                if (c.property == "ensure") {
                    if (value_text(c.should) == "absent") {
                        run_checked(ctx, settings().root, {"groupdel", r.name});
                    } else {
                        std::vector<std::string> argv{"groupadd"};
                        if (const Value* gid = r.param("gid"))
                            argv.insert(argv.end(), {"-g", value_text(*gid)});
                        if (r.flag("system", false)) argv.push_back("-r");
                        if (r.flag("allowdupe", false)) argv.push_back("-o");
                        argv.push_back(r.name);
                        run_checked(ctx, settings().root, argv);
                    }
                } else if (c.property == "gid") {
                    run_checked(ctx, settings().root, {"groupmod", "-g", value_text(c.should), r.name});
                } else if (c.property == "members") {
                    std::string list;
                    if (c.should.is_array())
                        for (const Value& m : c.should.as_array())
                            list += (list.empty() ? "" : ",") + value_text(m);
                    else
                        list = value_text(c.should);
                    run_checked(ctx, settings().root, {"gpasswd", "-M", list, r.name});
                }
            } catch (const std::exception& e) {
                o.error = e.what();
            }
            out.push_back(std::move(o));
        }
        return out;
    }

    [[nodiscard]] bool insync(const Resource& r, std::string_view property, const Value& is,
                              const Value& should) const override {
        if (property == "gid") return value_text(is) == value_text(should);
        if (property == "members" && is.is_array()) {
            std::vector<std::string> want, have;
            if (should.is_array())
                for (const Value& m : should.as_array())
                    want.push_back(value_text(m));
            else
                want = split(value_text(should), ',');
            for (const Value& m : is.as_array())
                have.push_back(value_text(m));
            std::sort(want.begin(), want.end());
            std::sort(have.begin(), have.end());
            if (r.str("auth_membership", "false") == "true") return want == have;
            return std::includes(have.begin(), have.end(), want.begin(), want.end());
        }
        return Provider::insync(r, property, is, should);
    }

    [[nodiscard]] std::string change_message(const Resource& r, std::string_view property, const Value& is,
                                             const Value& should) const override {
        if (property == "ensure") return ensure_message(is, should, *this);
        return Provider::change_message(r, property, is, should);
    }

    [[nodiscard]] std::string event_name(std::string_view property, const Value& should) const override {
        if (property == "ensure") return value_text(should) == "absent" ? "group_removed" : "group_created";
        return Provider::event_name(property, should);
    }
};

class UserProvider final : public Provider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "user"; }
    [[nodiscard]] WatchSource watch_source(const Resource&) const override {
        const std::string& root = settings().root;
        return {WatchSource::Files, {root + "/etc/passwd", root + "/etc/shadow", root + "/etc/group"}};
    }
    [[nodiscard]] std::vector<std::string> properties() const override {
        return {"ensure",
                "home",
                "uid",
                "gid",
                "comment",
                "shell",
                "password",
                "password_min_age",
                "password_max_age",
                "password_warn_days",
                "groups",
                "expiry"};
    }
    [[nodiscard]] State should(const Resource& r) const override {
        State out = ensure_should(r, properties());
        // the password age properties: numbers (`Integer(value)` for strings)
        for (const auto& [property, what] : kAges) {
            auto it = out.find(property);
            if (it == out.end()) continue;
            const std::string text = value_text(it->second);
            const bool number =
                !text.empty() &&
                (std::isdigit(static_cast<unsigned char>(text[0])) != 0 ||
                 (text[0] == '-' && text.size() > 1)) &&
                std::all_of(text.begin() + 1, text.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
            if (!number)
                throw parameter_failure(r, property, fmt::format("{} must be provided as a number.", what));
            it->second = Value(static_cast<std::int64_t>(std::stoll(text)));
        }
        return out;
    }
    [[nodiscard]] std::string provider_name(const Resource&) const override { return "useradd"; }
    [[nodiscard]] std::vector<std::string> provider_names() const override { return {"useradd"}; }

    std::vector<State> get(Context&, std::span<const Resource* const> resources) override {
        std::vector<State> out;
        for (const Resource* r : resources) {
            auto f = lookup(settings().root, "/etc/passwd", r->name);
            State s;
            if (f.size() < 7) {
                s.emplace("ensure", Value("absent"));
                out.push_back(std::move(s));
                continue;
            }
            s.emplace("ensure", Value("present"));
            s.emplace("uid", Value(static_cast<std::int64_t>(std::stoll(f[2].empty() ? "0" : f[2]))));
            s.emplace("gid", Value(static_cast<std::int64_t>(std::stoll(f[3].empty() ? "0" : f[3]))));
            s.emplace("comment", Value(f[4]));
            s.emplace("home", Value(f[5]));
            s.emplace("shell", Value(f[6]));
            auto shadow = lookup(settings().root, "/etc/shadow", r->name);
            if (shadow.size() > 1) s.emplace("password", Value(shadow[1]));
            // sp_min, sp_max, sp_warn: absent when the field is empty
            for (std::size_t i = 0; i < std::size(kAges); ++i) {
                const std::size_t field = 3 + i;
                if (shadow.size() > field && !shadow[field].empty())
                    s.emplace(kAges[i].first, Value(static_cast<std::int64_t>(std::stoll(shadow[field]))));
                else
                    s.emplace(kAges[i].first, Value("absent"));
            }
            std::string groups;
            std::ifstream in(settings().root + "/etc/group");
            std::string line;
            while (std::getline(in, line)) {
                auto g = split(line, ':');
                if (g.size() < 4) continue;
                for (const std::string& m : split(g[3], ','))
                    if (m == r->name) groups += (groups.empty() ? "" : ",") + g[0];
            }
            s.emplace("groups", Value(groups));
            out.push_back(std::move(s));
        }
        return out;
    }

    std::vector<std::string> instances(Context&) override {
        return all_names(settings().root, "/etc/passwd");
    }

    std::vector<PropertyOutcome> set(Context& ctx, const Resource& r, const State&,
                                     std::span<const PropertyChange> changes) override {
        std::vector<PropertyOutcome> out;
        for (const PropertyChange& c : changes) {
            PropertyOutcome o{c.property, {}};
            try {
                if (c.property == "ensure") {
                    if (value_text(c.should) == "absent") {
                        std::vector<std::string> argv{"userdel"};
                        if (r.flag("managehome", false)) argv.push_back("-r");
                        argv.push_back(r.name);
                        run_checked(ctx, settings().root, argv);
                    } else {
                        run_checked(ctx, settings().root, useradd(r));
                        // passcmd: the password ages, which useradd does not take, through chage
                        std::vector<std::string> chage{"chage"};
                        for (const auto& [property, what] : kAges)
                            if (const Value* v = r.param(property))
                                chage.insert(chage.end(), {age_flag(property), value_text(*v)});
                        if (chage.size() > 1) {
                            chage.push_back(r.name);
                            run_chage(ctx, chage);
                        }
                    }
                } else if (age_flag(c.property) != nullptr) {
                    run_chage(ctx, {"chage", age_flag(c.property), value_text(c.should), r.name});
                } else {
                    static const std::map<std::string, std::string, std::less<>> flags{
                        {"home", "-d"},  {"uid", "-u"},      {"gid", "-g"},    {"comment", "-c"},
                        {"shell", "-s"}, {"password", "-p"}, {"groups", "-G"}, {"expiry", "-e"}};
                    auto f = flags.find(c.property);
                    if (f != flags.end())
                        run_checked(ctx, settings().root,
                                    {"usermod", f->second, list_string(c.should), r.name});
                }
            } catch (const std::exception& e) {
                o.error = e.what();
            }
            out.push_back(std::move(o));
        }
        return out;
    }

    [[nodiscard]] bool insync(const Resource& r, std::string_view property, const Value& is,
                              const Value& should) const override {
        if (property == "uid" || property == "gid") {
            std::string want = value_text(should);
            if (property == "gid" && !want.empty() && !std::isdigit(static_cast<unsigned char>(want[0]))) {
                auto g = lookup(settings().root, "/etc/group", want);
                if (g.size() > 2) want = g[2];
            }
            return value_text(is) == want;
        }
        if (property == "groups") {
            std::vector<std::string> have = split(value_text(is), ',');
            std::vector<std::string> want = split(list_string(should), ',');
            std::sort(have.begin(), have.end());
            std::sort(want.begin(), want.end());
            if (r.str("membership", "minimum") == "inclusive") return have == want;
            return std::includes(have.begin(), have.end(), want.begin(), want.end());
        }
        return Provider::insync(r, property, is, should);
    }

    [[nodiscard]] std::string format_is(std::string_view property, const Value& is) const override {
        if (property == "password") return "[old password hash redacted]";
        return Provider::format_is(property, is);
    }
    [[nodiscard]] std::string format_should(std::string_view property, const Value& should) const override {
        if (property == "password") return "[new password hash redacted]";
        return Provider::format_should(property, should);
    }

    [[nodiscard]] std::string change_message(const Resource& r, std::string_view property, const Value& is,
                                             const Value& should) const override {
        if (property == "ensure") return ensure_message(is, should, *this);
        if (property == "password") return "changed [redacted] to [redacted]";
        return Provider::change_message(r, property, is, should);
    }

    [[nodiscard]] std::string event_name(std::string_view property, const Value& should) const override {
        if (property == "ensure") return value_text(should) == "absent" ? "user_removed" : "user_created";
        return Provider::event_name(property, should);
    }

    [[nodiscard]] AutoRelations auto_relations(const Resource& r) const override {
        // the primary group when given by name, and every supplementary group
        AutoRelations out;
        if (const Value* gid = r.param("gid")) {
            std::string g = value_text(*gid);
            if (!g.empty() && !std::isdigit(static_cast<unsigned char>(g[0])))
                out.require.push_back("Group[" + g + "]");
        }
        if (const Value* groups = r.param("groups"))
            for (const std::string& g : split(list_string(*groups), ','))
                if (!g.empty()) out.require.push_back("Group[" + g + "]");
        return out;
    }

private:
    // the password age properties and how their messages name them
    static constexpr std::pair<const char*, const char*> kAges[] = {
        {"password_min_age", "Password minimum age"},
        {"password_max_age", "Password maximum age"},
        {"password_warn_days", "Password warning days"}};

    static const char* age_flag(std::string_view property) {
        if (property == "password_min_age") return "-m";
        if (property == "password_max_age") return "-M";
        if (property == "password_warn_days") return "-W";
        return nullptr;
    }

    // chage has no --prefix: under a provider root it works on the root through --root
    void run_chage(Context& ctx, std::vector<std::string> argv) const {
        if (!settings().root.empty()) argv.insert(argv.begin() + 1, {"--root", settings().root});
        Command c(std::move(argv));
        CommandResult result = ctx.run(c);
        if (result.status != 0) throw ApplyError(execution_failure(c, result));
    }

    static std::string list_string(const Value& v) {
        if (!v.is_array()) return value_text(v);
        std::string out;
        for (const Value& x : v.as_array())
            out += (out.empty() ? "" : ",") + value_text(x);
        return out;
    }

    static std::vector<std::string> useradd(const Resource& r) {
        std::vector<std::string> argv{"useradd"};
        auto opt = [&](const char* attribute, const char* flag) {
            if (const Value* v = r.param(attribute)) argv.insert(argv.end(), {flag, list_string(*v)});
        };
        opt("uid", "-u");
        opt("gid", "-g");
        opt("home", "-d");
        opt("shell", "-s");
        opt("comment", "-c");
        opt("groups", "-G");
        opt("password", "-p");
        opt("expiry", "-e");
        argv.push_back(r.flag("managehome", false) ? "-m" : "-M");
        if (r.flag("system", false)) argv.push_back("-r");
        if (r.flag("allowdupe", false)) argv.push_back("-o");
        argv.push_back(r.name);
        return argv;
    }
};

} // namespace

void register_user_providers(ProviderRegistry& registry) {
    registry.add(std::make_unique<GroupProvider>());
    registry.add(std::make_unique<UserProvider>());
}

} // namespace pp::apply
