// Puppet's package type with the apt provider (provider/package/apt.rb on top of dpkg.rb): the state of
// every package comes from one `dpkg-query -W` for the whole run (Puppet's prefetch), changes run apt-get
// non-interactively. With a provider root, dpkg-query reads DIR/var/lib/dpkg. Tests put fake apt-get /
// apt-cache scripts first on PATH.
#include "apply/providers/builtin.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <sstream>

namespace pp::apply {

namespace {

class PackageProvider final : public Provider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "package"; }
    [[nodiscard]] std::vector<std::string> properties() const override { return {"ensure"}; }
    [[nodiscard]] bool batch_get() const override { return true; }
    // dpkg records every install and removal in its status file
    [[nodiscard]] WatchSource watch_source(const Resource&) const override {
        return {WatchSource::Files, {settings().root + "/var/lib/dpkg/status"}};
    }
    [[nodiscard]] std::vector<std::string> provider_names() const override { return {"apt"}; }
    [[nodiscard]] std::string provider_name(const Resource& r) const override {
        return r.str("provider", "apt");
    }

    [[nodiscard]] State should(const Resource& r) const override {
        const Value* e = r.param("ensure");
        std::string v = e == nullptr ? "present" : value_text(*e);
        if (v == "installed") v = "present";
        return State{{"ensure", Value(v)}};
    }

    std::vector<State> get(Context& ctx, std::span<const Resource* const> resources) override {
        std::map<std::string, std::string> installed; // name -> ensure (version, absent or purged)
        std::vector<std::string> argv{"dpkg-query"};
        if (!settings().root.empty()) argv.push_back("--admindir=" + settings().root + "/var/lib/dpkg");
        argv.insert(argv.end(), {"-W", "--showformat", "${Status} ${Package} ${Version}\\n"});
        Command query(argv);
        CommandResult r = ctx.run(query);
        if (r.status != 0 && r.status != 1) throw ApplyError(execution_failure(query, r));
        std::istringstream lines(r.output);
        std::string line;
        while (std::getline(lines, line)) {
            // FIELDS_REGEX: desired error status name version
            std::istringstream w(line);
            std::string desired, error, status, name, version;
            if (!(w >> desired >> error >> status >> name)) continue;
            w >> version;
            if (status == "not-installed")
                installed[name] = "purged";
            else if (status == "config-files" || status == "half-installed" || status == "unpacked" ||
                     status == "half-configured")
                installed[name] = "absent";
            else
                installed[name] = version;
        }
        std::vector<State> out;
        for (const Resource* res : resources) {
            auto it = installed.find(res->name);
            out.push_back(State{{"ensure", Value(it == installed.end() ? "purged" : it->second)}});
        }
        return out;
    }

    std::vector<std::string> instances(Context& ctx) override {
        std::vector<std::string> argv{"dpkg-query"};
        if (!settings().root.empty()) argv.push_back("--admindir=" + settings().root + "/var/lib/dpkg");
        argv.insert(argv.end(), {"-W", "--showformat", "${Package}\\n"});
        CommandResult r = ctx.run(Command(argv));
        std::vector<std::string> out;
        std::istringstream lines(r.output);
        std::string line;
        while (std::getline(lines, line))
            if (!line.empty()) out.push_back(line);
        return out;
    }

    [[nodiscard]] bool insync(const Resource& r, std::string_view property, const Value& is,
                              const Value& should) const override {
        if (property != "ensure") return Provider::insync(r, property, is, should);
        const std::string want = value_text(should);
        const std::string have = value_text(is);
        const bool missing = have == "absent" || have == "purged";
        if (want == "present") return !missing;
        if (want == "absent") return missing;
        if (want == "purged") return have == "purged";
        if (want == "latest") return !missing && candidate(r) == have;
        return have == want;
    }

    std::vector<PropertyOutcome> set(Context& ctx, const Resource& r, const State&,
                                     std::span<const PropertyChange> changes) override {
        std::vector<PropertyOutcome> out;
        for (const PropertyChange& c : changes) {
            PropertyOutcome o{c.property, {}};
            const std::string want = value_text(c.should);
            std::vector<std::string> argv;
            if (want == "absent")
                argv = {"apt-get", "-y", "-q", "remove", r.name};
            else if (want == "purged")
                argv = {"apt-get", "-y", "-q", "remove", "--purge", r.name};
            else
                argv = install_argv({{r.name, want}});
            Command cmd(argv);
            cmd.environment.push_back("DEBIAN_FRONTEND=noninteractive");
            CommandResult res = ctx.run(cmd);
            if (res.status != 0) o.error = execution_failure(cmd, res);
            out.push_back(std::move(o));
        }
        return out;
    }

    // Groupable: the packages to install at one point of the graph go to one apt-get install. When it
    // fails, each is installed alone, so that the failure is the package's own.
    [[nodiscard]] bool groupable() const override { return true; }
    std::vector<std::vector<PropertyOutcome>> set_group(Context& ctx,
                                                        std::span<const GroupMember> members) override {
        std::vector<std::vector<PropertyOutcome>> out(members.size());
        std::vector<std::size_t> installs;
        std::vector<std::pair<std::string, std::string>> packages; // name, ensure
        for (std::size_t i = 0; i < members.size(); ++i) {
            const auto& changes = members[i].changes;
            if (changes.size() != 1 || changes[0].property != "ensure") continue;
            const std::string want = value_text(changes[0].should);
            if (want == "absent" || want == "purged") continue;
            installs.push_back(i);
            packages.emplace_back(members[i].resource->name, want);
        }
        if (installs.size() > 1) {
            Command cmd(install_argv(packages));
            cmd.environment.push_back("DEBIAN_FRONTEND=noninteractive");
            if (ctx.run(cmd).status == 0) {
                for (std::size_t i : installs)
                    out[i] = {PropertyOutcome{"ensure", {}}};
            } else {
                installs.clear();
            }
        }
        for (std::size_t i = 0; i < members.size(); ++i) {
            if (std::find(installs.begin(), installs.end(), i) != installs.end() && installs.size() > 1)
                continue;
            out[i] = set(ctx, *members[i].resource, *members[i].is, members[i].changes);
        }
        return out;
    }

    [[nodiscard]] std::string change_message(const Resource& r, std::string_view property, const Value& is,
                                             const Value& should) const override {
        if (property != "ensure") return Provider::change_message(r, property, is, should);
        const std::string have = value_text(is);
        const std::string want = value_text(should);
        if (have == "absent" || have == "purged") {
            if (want != "absent" && want != "purged") return "created";
        }
        if (want == "purged") return "purged";
        if (want == "absent") return "removed";
        return fmt::format("ensure changed {} to {}", format_is(property, is),
                           format_should(property, should));
    }

    [[nodiscard]] std::string event_name(std::string_view property, const Value& should) const override {
        if (property == "ensure") {
            const std::string want = value_text(should);
            if (want == "absent" || want == "purged") return "package_removed";
            return "package_installed";
        }
        return Provider::event_name(property, should);
    }

    [[nodiscard]] bool refreshable() const override { return true; }
    void refresh(Context& ctx, const Resource& r) override {
        // only with reinstall_on_refresh
        if (!r.flag("reinstall_on_refresh", false)) return;
        Command cmd({"apt-get", "-q", "-y", "-o", "DPkg::Options::=--force-confold", "install", "--reinstall",
                     r.name});
        cmd.environment.push_back("DEBIAN_FRONTEND=noninteractive");
        CommandResult res = ctx.run(cmd);
        if (res.status != 0) throw ApplyError(execution_failure(cmd, res));
    }

private:
    // apt.rb#install: `apt-get -q -y -o DPkg::Options::=--force-confold [--force-yes] install
    // NAME[=VERSION]...`
    static std::vector<std::string>
    install_argv(const std::vector<std::pair<std::string, std::string>>& packages) {
        std::vector<std::string> argv = {"apt-get", "-q", "-y", "-o", "DPkg::Options::=--force-confold"};
        const bool pinned = std::any_of(packages.begin(), packages.end(), [](const auto& p) {
            return p.second != "present" && p.second != "latest";
        });
        if (pinned) argv.push_back("--force-yes");
        argv.push_back("install");
        for (const auto& [name, want] : packages)
            argv.push_back(want == "present" || want == "latest" ? name : name + "=" + want);
        return argv;
    }

    // apt-cache policy's Candidate: line (apt.rb#latest)
    std::string candidate(const Resource& r) const {
        Log quiet(std::cout, std::cerr, LogLevel::Err);
        Context ctx(quiet, "package");
        CommandResult res = ctx.run(Command({"apt-cache", "policy", r.name}));
        std::istringstream lines(res.output);
        std::string line;
        while (std::getline(lines, line)) {
            auto pos = line.find("Candidate:");
            if (pos == std::string::npos) continue;
            std::istringstream w(line.substr(pos + 10));
            std::string v;
            w >> v;
            return v;
        }
        return {};
    }
};

} // namespace

void register_package_provider(ProviderRegistry& registry) {
    registry.add(std::make_unique<PackageProvider>());
}

} // namespace pp::apply
