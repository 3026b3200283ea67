// Puppet's service type (type/service.rb) with three of its providers, chosen as Puppet chooses on Linux:
// systemd (provider/service/systemd.rb: systemctl) when systemd is init, else debian
// (provider/service/debian.rb, an init provider: the /etc/init.d script, `service NAME status`, update-rc.d
// and invoke-rc.d) where Debian's commands are installed, else base (provider/service/base.rb: shell commands
// or a process-table pattern). ensure running/stopped, enable (systemd and debian), refresh restarts a
// running service, starting drops the queued refreshes (invalidate_refreshes).
#include "apply/providers/builtin.hpp"

#include "runtime/regexp.hpp"

#include <fmt/format.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace pp::apply {

namespace {

bool init_is_systemd() {
    std::ifstream in("/proc/1/comm");
    std::string comm;
    std::getline(in, comm);
    return comm == "systemd";
}

// the debian provider's commands (its confine: all three installed)
constexpr const char* kUpdateRc = "/usr/sbin/update-rc.d";
constexpr const char* kInvokeRc = "/usr/sbin/invoke-rc.d";
constexpr const char* kService = "/usr/sbin/service";

bool debian_commands_present() {
    return ::access(kUpdateRc, X_OK) == 0 && ::access(kInvokeRc, X_OK) == 0 && ::access(kService, X_OK) == 0;
}

enum class Kind : std::uint8_t { Systemd, Debian, Base };

class ServiceProvider final : public Provider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "service"; }
    [[nodiscard]] std::vector<std::string> properties() const override { return {"ensure", "enable"}; }

    // systemd tells when a unit's state changes; the other providers are polled
    [[nodiscard]] WatchSource watch_source(const Resource& r) const override {
        if (!uses_systemd(r)) return {};
        WatchSource source;
        source.kind = WatchSource::Unit;
        source.unit = unit(r);
        return source;
    }

    [[nodiscard]] State should(const Resource& r) const override {
        State out;
        if (const Value* e = r.param("ensure")) {
            std::string v = e->is_boolean()  ? (e->as_boolean() ? "running" : "stopped")
                            : e->is_string() ? e->as_string()
                                             : std::string();
            if (v == "true") v = "running";
            if (v == "false") v = "stopped";
            if (v != "running" && v != "stopped")
                throw ValidationError(fmt::format(
                    "Parameter ensure failed on {}: Invalid value {}. Valid values are stopped, running.",
                    r.ref, display_value(*e)));
            out.emplace("ensure", Value(v));
        }
        if (const Value* e = r.param("enable"); e != nullptr && kind(r) != Kind::Base) {
            std::string v = e->is_boolean()  ? (e->as_boolean() ? "true" : "false")
                            : e->is_string() ? e->as_string()
                                             : std::string();
            out.emplace("enable", Value(v));
        }
        return out;
    }

    std::vector<State> get(Context& ctx, std::span<const Resource* const> resources) override {
        std::vector<State> out;
        for (const Resource* r : resources) {
            State s;
            s.emplace("ensure", Value(status(ctx, *r)));
            if (kind(*r) != Kind::Base && (r->param("enable") != nullptr || r->audits("enable")))
                s.emplace("enable", Value(enabled(ctx, *r)));
            out.push_back(std::move(s));
        }
        return out;
    }

    std::vector<PropertyOutcome> set(Context& ctx, const Resource& r, const State&,
                                     std::span<const PropertyChange> changes) override {
        std::vector<PropertyOutcome> out;
        for (const PropertyChange& c : changes) {
            PropertyOutcome o{c.property, {}};
            try {
                const std::string v = c.should.is_string() ? c.should.as_string() : std::string();
                if (c.property == "ensure") {
                    run_action(ctx, r, v == "running" ? "start" : "stop");
                    // Service's ensure sync also syncs enable (type/service.rb)
                    if (const Value* e = r.param("enable"); e != nullptr && kind(r) != Kind::Base) {
                        std::string want =
                            e->is_boolean() ? (e->as_boolean() ? "true" : "false") : e->as_string();
                        if (enabled(ctx, r) != want) set_enable(ctx, r, want);
                    }
                } else if (c.property == "enable") {
                    set_enable(ctx, r, v);
                }
            } catch (const std::exception& e) {
                o.error = e.what();
            }
            out.push_back(std::move(o));
        }
        return out;
    }

    [[nodiscard]] std::string event_name(std::string_view property, const Value& should) const override {
        if (property == "ensure" && should.is_string())
            return should.as_string() == "running" ? "service_started" : "service_stopped";
        return Provider::event_name(property, should);
    }

    [[nodiscard]] bool invalidates_refreshes(const std::vector<PropertyChange>& changes) const override {
        for (const PropertyChange& c : changes)
            if (c.property == "ensure" && c.should.is_string() && c.should.as_string() == "running")
                return true;
        return false;
    }

    [[nodiscard]] bool refreshable() const override { return true; }

    void refresh(Context& ctx, const Resource& r) override {
        // only a running service restarts
        if (status(ctx, r) != "running") {
            ctx.log().debug(r.path, "Skipping restart; service is not running");
            return;
        }
        if (r.param("restart") != nullptr || kind(r) == Kind::Systemd ||
            (kind(r) == Kind::Debian && r.flag("hasrestart", false))) {
            run_action(ctx, r, "restart");
        } else {
            run_action(ctx, r, "stop");
            run_action(ctx, r, "start");
        }
    }

    [[nodiscard]] AutoRelations auto_relations(const Resource&) const override { return {}; }

    // Puppet::Type.instances for service (`pp resource service`, a purge): each with its ensure and enable as
    // the provider that listed it reads them (with `only`, that service alone: Ral#find wants one)
    std::optional<std::vector<Listed>> listed(Context& ctx, std::string_view only) override {
        std::vector<Listed> out;
        for (auto& [name, k] : list(ctx)) {
            if (!only.empty() && name != only) continue;
            const std::string provider = kind_name(k);
            runtime::CatalogResource cr;
            cr.type = "Service";
            cr.title = name;
            cr.set_param("provider", Value(provider));
            Resource r;
            r.catalog = &cr;
            r.type = "service";
            r.title = r.name = name;
            r.ref = r.path = fmt::format("Service[{}]", name);
            State state;
            state.emplace("ensure", Value(status(ctx, r)));
            if (k != Kind::Base) state.emplace("enable", Value(enabled(ctx, r)));
            out.push_back(Listed{name, std::move(state), provider});
        }
        return out;
    }

    std::vector<std::string> instances(Context& ctx) override {
        std::vector<std::string> titles;
        for (auto& [name, k] : list(ctx))
            titles.push_back(std::move(name));
        return titles;
    }

    [[nodiscard]] std::vector<std::string> provider_names() const override {
        return {"systemd", "debian", "base"};
    }
    [[nodiscard]] std::string provider_name(const Resource& r) const override { return kind_name(kind(r)); }

private:
    static std::string kind_name(Kind k) {
        switch (k) {
        case Kind::Systemd:
            return "systemd";
        case Kind::Debian:
            return "debian";
        case Kind::Base:
            break;
        }
        return "base";
    }

    // The services Puppet::Type.instances finds, with the provider that lists each: the default provider's
    // first, then those of the other suitable providers that list any, in Puppet's order (debian, then
    // systemd); a name listed twice is kept from the first. systemd lists its unit files, debian the init
    // scripts of /etc/init.d (init.rb's get_services), base none.
    std::vector<std::pair<std::string, Kind>> list(Context& ctx) const {
        std::vector<Kind> kinds{m_host_kind};
        if (m_host_kind != Kind::Debian && debian_commands_present()) kinds.push_back(Kind::Debian);
        if (m_host_kind != Kind::Systemd && init_is_systemd()) kinds.push_back(Kind::Systemd);
        std::vector<std::pair<std::string, Kind>> out;
        std::map<std::string, Kind, std::less<>> seen;
        for (Kind k : kinds) {
            for (std::string& name : k == Kind::Systemd  ? systemd_units(ctx)
                                     : k == Kind::Debian ? init_scripts()
                                                         : std::vector<std::string>{}) {
                if (auto it = seen.find(name); it != seen.end()) {
                    ctx.log().debug("",
                                    fmt::format("Service {} found in both {} and {}; skipping the {} version",
                                                name, kind_name(it->second), kind_name(k), kind_name(k)));
                    continue;
                }
                seen.emplace(name, k);
                out.emplace_back(std::move(name), k);
            }
        }
        return out;
    }

    // systemd's self.instances: the services `systemctl list-unit-files` lists with a known state (none when
    // systemctl fails)
    static std::vector<std::string> systemd_units(Context& ctx) {
        CommandResult res = ctx.run(
            Command{{"systemctl", "list-unit-files", "--type", "service", "--full", "--all", "--no-pager"}});
        std::vector<std::string> out;
        if (res.status != 0) return out;
        static const auto line = runtime::Regexp::compile(
            R"(^(\S+)\s+(disabled|enabled|masked|indirect|bad|static)\s*([^-]\S+)?\s*$)", nullptr,
            runtime::RegexpIgnoreCase);
        std::istringstream in(res.output);
        for (std::string text; std::getline(in, text);) {
            if (auto m = line->match(text)) {
                const std::string name(*m->group(1));
                if (runtime::downcase(std::string(*m->group(2))) == "bad")
                    ctx.log().debug("",
                                    fmt::format("{} marked as bad by `systemctl`. It is recommended to be "
                                                "further checked.",
                                                name));
                out.push_back(name);
            }
        }
        return out;
    }

    // init.rb's get_services on /etc/init.d: the executable files that are not hidden, not one of init.rb's
    // excludes and not upstart's job link, in directory order
    static std::vector<std::string> init_scripts() {
        static const std::set<std::string, std::less<>> kExcludes = {"functions.sh",
                                                                     "reboot.sh",
                                                                     "shutdown.sh",
                                                                     "functions",
                                                                     "halt",
                                                                     "killall",
                                                                     "single",
                                                                     "linuxconf",
                                                                     "reboot",
                                                                     "boot",
                                                                     "wait-for-state",
                                                                     "portmap-wait",
                                                                     "rcS",
                                                                     "module-init-tools",
                                                                     "plymouth-ready",
                                                                     "idmapd-mounting",
                                                                     "startpar-bridge",
                                                                     "cryptdisks-udev",
                                                                     "statd-mounting",
                                                                     "gssd-mounting"};
        std::vector<std::string> out;
        std::error_code ec;
        for (const auto& entry : std::filesystem::directory_iterator("/etc/init.d", ec)) {
            const std::string name = entry.path().filename().string();
            const std::string full = entry.path().string();
            if (name.empty() || name[0] == '.' || kExcludes.count(name) != 0) continue;
            if (std::filesystem::is_directory(entry.path(), ec)) continue;
            if (::access(full.c_str(), X_OK) != 0) continue;
            if (std::filesystem::is_symlink(entry.path(), ec) &&
                std::filesystem::read_symlink(entry.path(), ec) == "/lib/init/upstart-job")
                continue;
            out.push_back(name);
        }
        return out;
    }

    [[nodiscard]] Kind kind(const Resource& r) const {
        const std::string p = r.str("provider");
        if (p == "systemd") return Kind::Systemd;
        if (p == "debian") return Kind::Debian;
        if (!p.empty()) return Kind::Base;
        return m_host_kind;
    }
    [[nodiscard]] bool uses_systemd(const Resource& r) const { return kind(r) == Kind::Systemd; }

    // the init provider's script: NAME, then NAME.sh, in the first of the search paths (`path`, default
    // /etc/init.d) that has it
    static std::string initscript(Context& ctx, const Resource& r) {
        std::vector<std::string> paths;
        auto add = [&](const std::string& text) {
            std::size_t start = 0;
            while (true) {
                std::size_t colon = text.find(':', start);
                paths.push_back(text.substr(start, colon - start));
                if (colon == std::string::npos) break;
                start = colon + 1;
            }
        };
        if (const Value* p = r.param("path"); p != nullptr && !p->is_undef()) {
            if (p->is_array()) {
                for (const Value& v : p->as_array())
                    if (v.is_string()) add(v.as_string());
            } else if (p->is_string()) {
                add(p->as_string());
            }
        } else {
            paths.emplace_back("/etc/init.d");
        }
        std::vector<std::string> dirs;
        for (const std::string& path : paths) {
            std::error_code ec;
            if (std::filesystem::is_directory(path, ec))
                dirs.push_back(path);
            else if (std::filesystem::exists(path, ec))
                ctx.log().debug(r.path, fmt::format("Search path {} is not a directory", path));
            else
                ctx.log().debug(r.path, fmt::format("Search path {} does not exist", path));
        }
        for (const std::string& suffix : {std::string(), std::string(".sh")}) {
            for (const std::string& dir : dirs) {
                const std::string candidate = dir + "/" + r.name + suffix;
                std::error_code ec;
                if (std::filesystem::exists(candidate, ec)) return candidate;
                ctx.log().debug(r.path, fmt::format("Could not find {}{} in {}", r.name, suffix, dir));
            }
        }
        throw ApplyError(fmt::format("Could not find init script for '{}'", r.name));
    }

    // the debian provider's enabled?: invoke-rc.d's answer, or for 101 and 105 the number of start links
    static std::string debian_enabled(Context& ctx, const Resource& r) {
        CommandResult res = ctx.run(Command{{kInvokeRc, "--quiet", "--query", r.name, "start"}});
        if (res.status == 104 || res.status == 106) return "true";
        if (res.status == 101 || res.status == 105) {
            std::size_t links = 0;
            std::error_code ec;
            for (const auto& dir : std::filesystem::directory_iterator("/etc", ec)) {
                const std::string d = dir.path().filename().string();
                if (d.size() != 5 || d.rfind("rc", 0) != 0 || d.substr(3) != ".d") continue;
                for (const auto& link : std::filesystem::directory_iterator(dir.path(), ec)) {
                    const std::string f = link.path().filename().string();
                    if (f.size() == r.name.size() + 3 && f[0] == 'S' && f.substr(3) == r.name) ++links;
                }
            }
            return links >= 4 ? "true" : "false";
        }
        return "false";
    }

    static void run_checked(Context& ctx, Command c) {
        CommandResult res = ctx.run(c);
        if (res.status != 0) throw ApplyError(execution_failure(c, res));
    }

    // the debian provider's enable and disable (update-rc.d; an old sysv-rc removes the links instead)
    static void debian_set_enable(Context& ctx, const Resource& r, const std::string& want) {
        if (want == "true") {
            run_checked(ctx, Command{{kUpdateRc, "-f", r.name, "remove"}});
            run_checked(ctx, Command{{kUpdateRc, r.name, "defaults"}});
            return;
        }
        CommandResult check = ctx.run(Command{{"/bin/sh", "-c",
                                               "dpkg --compare-versions $(dpkg-query -W --showformat "
                                               "'${Version}' sysv-rc) ge 2.88 ; echo $?"}});
        if (std::atoi(check.output.c_str()) == 0) {
            run_checked(ctx, Command{{kUpdateRc, r.name, "disable"}});
        } else {
            run_checked(ctx, Command{{kUpdateRc, "-f", r.name, "remove"}});
            run_checked(ctx, Command{{kUpdateRc, r.name, "stop", "00", "1", "2", "3", "4", "5", "6", "."}});
        }
    }

    // the service's unit name for systemctl: the name, with `.service` added when it has no suffix
    static std::string unit(const Resource& r) {
        std::string n = r.name;
        if (n.find('.') == std::string::npos) n += ".service";
        return n;
    }

    std::string status(Context& ctx, const Resource& r) {
        if (const Value* s = r.param("status"); s != nullptr && s->is_string()) {
            CommandResult res = ctx.run(ruby_exec_command(s->as_string()));
            return res.status == 0 ? "running" : "stopped";
        }
        if (uses_systemd(r)) {
            CommandResult res = ctx.run(Command{{"systemctl", "is-active", "--", unit(r)}});
            return res.status == 0 ? "running" : "stopped";
        }
        if (kind(r) == Kind::Debian && r.flag("hasstatus", true)) {
            CommandResult res = ctx.run(Command{{kService, r.name, "status"}});
            return res.status == 0 ? "running" : "stopped";
        }
        return find_pid(ctx, r).empty() ? "stopped" : "running";
    }

    std::string enabled(Context& ctx, const Resource& r) {
        if (kind(r) == Kind::Debian) return debian_enabled(ctx, r);
        CommandResult res = ctx.run(Command{{"systemctl", "is-enabled", "--", unit(r)}});
        std::string state = res.output;
        while (!state.empty() && (state.back() == '\n' || state.back() == '\r'))
            state.pop_back();
        if (state == "masked") return "mask";
        // static and indirect units have no install state to change: in sync either way
        if (state == "static" || state == "indirect") {
            const Value* e = r.param("enable");
            return e != nullptr && e->is_string() ? e->as_string()
                                                  : (e != nullptr && e->truthy() ? "true" : "false");
        }
        return res.status == 0 ? "true" : "false";
    }

    void set_enable(Context& ctx, const Resource& r, const std::string& want) {
        if (kind(r) == Kind::Debian) {
            debian_set_enable(ctx, r, want);
            return;
        }
        std::vector<std::vector<std::string>> cmds;
        if (want == "true")
            cmds = {{"systemctl", "unmask", "--", unit(r)}, {"systemctl", "enable", "--", unit(r)}};
        else if (want == "mask")
            cmds = {{"systemctl", "disable", "--", unit(r)}, {"systemctl", "mask", "--", unit(r)}};
        else
            cmds = {{"systemctl", "disable", "--", unit(r)}};
        for (auto& argv : cmds) {
            Command c{std::move(argv)};
            CommandResult res = ctx.run(c);
            if (res.status != 0)
                throw ApplyError(fmt::format("Could not enable {}: {}", r.ref, execution_failure(c, res)));
        }
    }

    // base provider: the first `ps -ef` line matching `pattern` (default: the binary, else the name)
    std::string find_pid(Context& ctx, const Resource& r) {
        std::string pattern = r.str("pattern", r.str("binary", r.name));
        std::string error;
        auto re = runtime::Regexp::compile(pattern, &error);
        if (re == nullptr) throw ApplyError(error);
        CommandResult ps = ctx.run(Command{{"ps", "-ef"}});
        std::istringstream lines(ps.output);
        std::string line;
        while (std::getline(lines, line)) {
            if (!re->matches(line)) continue;
            std::istringstream words(line);
            std::string user, pid;
            words >> user >> pid;
            ctx.log().debug(r.path, fmt::format("Process matched: {}", line));
            return pid;
        }
        return {};
    }

    void run_action(Context& ctx, const Resource& r, const std::string& action) {
        Command c;
        if (const Value* v = r.param(action); v != nullptr && v->is_string()) {
            c = ruby_exec_command(v->as_string());
        } else if (uses_systemd(r)) {
            if (action == "start") {
                Command unmask{{"systemctl", "unmask", "--", unit(r)}};
                ctx.run(unmask);
            }
            c = Command{{"systemctl", action, "--", unit(r)}};
        } else if (kind(r) == Kind::Debian) {
            c = Command{{initscript(ctx, r), action}};
        } else if (action == "start") {
            std::string binary = r.str("binary");
            if (binary.empty()) throw ApplyError("Services must specify a start command or a binary");
            c = ruby_exec_command(binary);
        } else if (action == "stop") {
            std::string pid = find_pid(ctx, r);
            if (pid.empty()) {
                ctx.log().info(r.path, fmt::format("{} is not running", r.name));
                return;
            }
            c = Command{{"kill", pid}};
        } else {
            throw ApplyError(fmt::format("Could not {} {}: no {} command", action, r.ref, action));
        }
        CommandResult res = ctx.run(c);
        if (res.status != 0)
            throw ApplyError(fmt::format("Could not {} {}: {}", action, r.ref, execution_failure(c, res)));
    }

    Kind m_host_kind = init_is_systemd()           ? Kind::Systemd
                       : debian_commands_present() ? Kind::Debian
                                                   : Kind::Base;
};

} // namespace

void register_service_provider(ProviderRegistry& registry) {
    registry.add(std::make_unique<ServiceProvider>());
}

} // namespace pp::apply
