// Puppet's exec type with its posix (default) and shell providers, as Puppet 7.23 implements them in
// type/exec.rb, provider/exec.rb, provider/exec/{posix,shell}.rb and util/execution.rb
// (reference/applier.md §3 "exec", §1.5 refresh).
//
// The only property is `returns`: its current value is 'notrun' when every check (refreshonly, creates,
// unless, onlyif) lets the command run, else the desired value itself, so the resource is in sync. Syncing
// runs the command (tries, try_sleep, timeout) and fails unless its exit status is one of `returns`.
// Refresh re-runs the checks (all but refreshonly) and then the `refresh` command or the sync.
//
// The command line follows Ruby's Kernel.exec: an Array is the argv; a String goes to /bin/sh -c when it
// holds a shell metacharacter, an assignment or a reserved word, and is split into words otherwise. The
// shell provider always runs `/bin/sh -c <command>`.
#include "apply/providers/exec.hpp"
#include "apply/providers/builtin.hpp"

#include <fmt/format.h>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <set>
#include <thread>

namespace pp::apply {

namespace {

// Ruby's exitstatus as the messages print it: empty (nil) when a signal ended the command.
std::string exit_text(const CommandResult& r) {
    return r.signal != 0 ? std::string() : std::to_string(r.status);
}

// The command ran out of time (Timeout::Error).
struct CommandTimeout {};

// One exec resource while it is checked, synced or refreshed: provider/exec.rb#run and the type's
// check_all_attributes, returns#sync and refresh.
class ExecRun {
public:
    ExecRun(Context& ctx, const Resource& r, const ExecParams& p, std::set<std::string, std::less<>>& warned)
        : m_ctx(ctx), m_r(r), m_p(p), m_warned(warned) {}

    bool check_all(bool refreshing);
    void sync();
    void refresh();

private:
    CommandResult run(const Value& command, bool check);
    bool check(std::string_view name, const Value& command, bool want_success);
    std::vector<std::string> environment();
    [[nodiscard]] std::string provider_source() const {
        return fmt::format("{}(provider={})", m_r.ref, m_p.shell ? "shell" : "posix");
    }
    [[nodiscard]] LogLevel loglevel() const { return parse_level(m_r.str("loglevel", "notice")); }

    Context& m_ctx;
    const Resource& m_r;
    const ExecParams& m_p;
    std::set<std::string, std::less<>>& m_warned;
};

// provider/exec.rb#environment: PATH from `path`, then each `environment` entry, warning about overrides.
std::vector<std::string> ExecRun::environment() {
    std::vector<std::pair<std::string, std::string>> env;
    if (m_p.path) env.emplace_back("PATH", join_path(*m_p.path));
    Log& log = m_ctx.log();
    for (const std::string& setting : m_p.environment) {
        auto split = split_environment_setting(setting);
        if (!split) {
            log.warning(provider_source(),
                        fmt::format("Cannot understand environment setting {}", ruby_inspect_text(setting)));
            continue;
        }
        auto& [var, value] = *split;
        bool seen = false;
        for (const auto& [k, v] : env)
            if (k == var) seen = true;
        if (seen)
            log.warning(provider_source(),
                        fmt::format("Overriding environment setting '{}' with '{}'", var, value));
        if (value.empty() && m_warned.insert("empty_env_var_" + var).second) {
            // Puppet.warn_once with the resource's file and line
            std::string where = error_location(m_r);
            log.warning("", fmt::format("Empty environment setting '{}'\n   {}", var,
                                        where.empty() ? std::string("(file & line not available)") : where));
        }
        env.emplace_back(var, value);
    }
    std::vector<std::string> out;
    out.reserve(env.size());
    for (const auto& [k, v] : env)
        out.push_back(k + "=" + v);
    return out;
}

CommandResult ExecRun::run(const Value& given, bool check) {
    // the shell provider hands the command to /bin/sh -c (provider/exec/shell.rb#run)
    const Value command = m_p.shell ? Value(std::vector<Value>{Value("/bin/sh"), Value("-c"), given}) : given;
    checkexe(command, m_p.path);
    m_ctx.log().debug(provider_source(),
                      fmt::format("Executing{} '{}'", check ? " check" : "",
                                  m_p.sensitive ? std::string("[redacted]") : ruby_to_s_text(command)));
    Command c;
    c.environment = environment();
    // Puppet::Util::Execution.execute's own debug line
    std::string with;
    if (m_p.user) with += " uid=" + *m_p.user;
    if (m_p.group) with += " gid=" + *m_p.group;
    if (!with.empty()) with = " with" + with;
    m_ctx.log().debug("", fmt::format("Executing{}: '{}'", with,
                                      m_p.sensitive ? std::string("[redacted]") : command_string(command)));
    if (m_p.cwd) {
        struct stat st {};
        if (::stat(m_p.cwd->c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
            throw ApplyError(fmt::format("Working directory {} does not exist!", *m_p.cwd));
        c.cwd = *m_p.cwd;
    }
    CommandResult result;
    // SUIDManager.change_privileges runs in Puppet's forked child: an unknown user or group is the child's
    // logged error and exit 1
    std::string privilege_error;
    if (!resolve_ids(m_p.user, m_p.group, c.uid, c.gid, privilege_error)) {
        result.status = 1;
        result.output = "Error: Could not execute posix command: " + privilege_error + "\n";
    } else {
        c.argv = kernel_exec_argv(command);
        c.umask = m_p.umask;
        c.unset_environment = {"HOME", "USER", "LOGNAME"}; // Puppet::Util::POSIX::USER_ENV_VARS
        c.timeout = std::chrono::duration<double>(m_p.timeout);
        c.debug_line = std::string();
        c.puppet_exec_error = true;
        if (c.argv.empty()) {
            result.status = 1;
            result.output = "Error: Could not execute posix command: No such file or directory - \n";
        } else {
            result = m_ctx.run(c);
        }
        if (result.timed_out) throw CommandTimeout{};
    }
    // "The shell returns 127 if the command is missing": the output is the error
    if (result.signal == 0 && result.status == 127) throw ApplyError(message_text(result.output));
    return result;
}

// One check command: onlyif wants exit 0, unless anything else (type/exec.rb newcheck :onlyif/:unless).
bool ExecRun::check(std::string_view name, const Value& command, bool want_success) {
    const std::string source = fmt::format("{}/{}", m_r.path, name);
    CommandResult result;
    try {
        result = run(command, true);
    } catch (const CommandTimeout&) {
        m_ctx.log().err(source, fmt::format("Check {} exceeded timeout", stdlib_inspect(command)));
        return false;
    }
    if (m_p.sensitive) {
        m_ctx.log().debug(source, "[output redacted]");
    } else {
        for (const std::string& line : output_lines(result.output))
            m_ctx.log().debug(source, line);
    }
    const bool success = result.signal == 0 && result.status == 0;
    return want_success ? success : !success;
}

// Exec#check_all_attributes: refreshonly, creates, unless, onlyif; the first failing one stops.
bool ExecRun::check_all(bool refreshing) {
    auto failed = [&](std::string_view check) {
        m_ctx.log().debug(m_r.path, fmt::format("'{}' won't be executed because of failed check '{}'",
                                                m_p.sensitive ? std::string("[command redacted]")
                                                              : ruby_to_s_text(m_p.command),
                                                check));
        return false;
    };
    if (!refreshing && m_p.refreshonly && *m_p.refreshonly) return failed("refreshonly");
    if (m_p.creates) {
        for (const std::string& path : *m_p.creates) {
            m_ctx.log().debug(m_r.path + "/creates",
                              fmt::format("Checking that 'creates' path '{}' exists", path));
            struct stat st {};
            if (::stat(path.c_str(), &st) == 0) return failed("creates");
        }
    }
    if (m_p.unless_cmds) {
        for (const Value& cmd : *m_p.unless_cmds)
            if (!check("unless", cmd, false)) return failed("unless");
    }
    if (m_p.onlyif_cmds) {
        for (const Value& cmd : *m_p.onlyif_cmds)
            if (!check("onlyif", cmd, true)) return failed("onlyif");
    }
    return true;
}

// The returns property's sync: tries, try_sleep, logoutput and the exit status against `returns`.
void ExecRun::sync() {
    const std::string source = m_r.path + "/returns";
    Log& log = m_ctx.log();
    CommandResult result;
    auto accepted = [&] {
        const std::string status = exit_text(result);
        for (const std::string& want : m_p.returns)
            if (want == status) return true;
        return false;
    };
    try {
        for (std::int64_t attempt = 0; attempt < m_p.tries; ++attempt) {
            if (m_p.tries > 1) log.debug(source, fmt::format("Exec try {}/{}", attempt + 1, m_p.tries));
            result = run(m_p.command, false);
            if (accepted()) break;
            if (m_p.try_sleep > 0 && m_p.tries > 1) {
                log.debug(source, fmt::format("Sleeping for {} seconds between tries", m_p.try_sleep_text));
                std::this_thread::sleep_for(std::chrono::duration<double>(m_p.try_sleep));
            }
        }
    } catch (const CommandTimeout&) {
        throw ApplyError("Command exceeded timeout");
    }
    const bool ok = accepted();
    if (m_p.logoutput == LogOutput::True || (m_p.logoutput == LogOutput::OnFailure && !ok)) {
        if (m_p.sensitive) {
            log.log(loglevel(), source, "[output redacted]");
        } else {
            for (const std::string& line : output_lines(result.output))
                log.log(loglevel(), source, line);
        }
    }
    if (ok) return;
    std::string expected;
    for (const std::string& want : m_p.returns) {
        if (!expected.empty()) expected += ',';
        expected += want;
    }
    if (m_p.sensitive)
        throw ApplyError(fmt::format("[command redacted] returned {} instead of one of [{}]",
                                     exit_text(result), expected));
    throw ApplyError(fmt::format("'{}' returned {} instead of one of [{}]", ruby_to_s_text(m_p.command),
                                 exit_text(result), expected));
}

// Exec#refresh: the checks again (not refreshonly), then `refresh` (its status unchecked) or the command.
void ExecRun::refresh() {
    if (!check_all(true)) return;
    if (m_p.refresh) {
        try {
            run(*m_p.refresh, false);
        } catch (const CommandTimeout&) {
            throw ApplyError("execution expired"); // Timeout::Error's message
        }
        return;
    }
    sync();
}

class ExecProvider final : public Provider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "exec"; }
    [[nodiscard]] std::vector<std::string> properties() const override { return {"returns"}; }
    [[nodiscard]] std::vector<std::string> provider_names() const override { return {"posix", "shell"}; }

    [[nodiscard]] State should(const Resource& r) const override {
        ExecParams p = parse_exec_params(r);
        std::vector<Value> returns;
        returns.reserve(p.returns.size());
        for (const std::string& s : p.returns)
            returns.emplace_back(s);
        return State{{"returns", Value(std::move(returns))}};
    }

    std::vector<State> get(Context& ctx, std::span<const Resource* const> resources) override {
        std::vector<State> out;
        out.reserve(resources.size());
        for (const Resource* r : resources) {
            ExecParams p = parse_exec_params(*r);
            ExecRun run(ctx, *r, p, m_warned);
            out.push_back(
                State{{"returns", run.check_all(false) ? Value("notrun") : should(*r).at("returns")}});
        }
        return out;
    }

    std::vector<PropertyOutcome> set(Context& ctx, const Resource& r, const State&,
                                     std::span<const PropertyChange> changes) override {
        std::vector<PropertyOutcome> outcomes;
        for (const PropertyChange& c : changes) {
            if (c.property != "returns") continue;
            ExecParams p = parse_exec_params(r);
            ExecRun run(ctx, r, p, m_warned);
            PropertyOutcome outcome{c.property, {}};
            try {
                run.sync();
            } catch (const ApplyError& e) {
                outcome.error = e.what();
            }
            outcomes.push_back(std::move(outcome));
        }
        return outcomes;
    }

    [[nodiscard]] bool insync(const Resource&, std::string_view, const Value& is,
                              const Value&) const override {
        return !(is.is_string() && is.as_string() == "notrun");
    }

    [[nodiscard]] std::string change_message(const Resource&, std::string_view, const Value&,
                                             const Value&) const override {
        return "executed successfully";
    }

    [[nodiscard]] std::string event_name(std::string_view, const Value&) const override {
        return "executed_command";
    }

    [[nodiscard]] bool refreshable() const override { return true; }
    // a check runs the command (or its onlyif/unless): an exec runs when the manifest is applied, and on
    // refresh
    [[nodiscard]] WatchSource watch_source(const Resource&) const override { return {WatchSource::Never}; }

    void refresh(Context& ctx, const Resource& r) override {
        ExecParams p = parse_exec_params(r);
        ExecRun run(ctx, r, p, m_warned);
        run.refresh();
    }

    [[nodiscard]] AutoRelations auto_relations(const Resource& r) const override {
        return exec_auto_relations(r);
    }

private:
    // Puppet.warn_once keys already warned about in this run
    std::set<std::string, std::less<>> m_warned;
};

} // namespace

void register_exec_provider(ProviderRegistry& registry) {
    registry.add(std::make_unique<ExecProvider>());
}

} // namespace pp::apply
