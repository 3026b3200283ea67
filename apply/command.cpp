// Running external commands for providers (Puppet::Util::Execution.execute): fork and exec without a
// shell unless asked, stdout and stderr combined in one pipe, an optional timeout that kills the child's
// process group, umask, working directory, extra environment and user/group.
#include "apply/provider.hpp"

#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <pwd.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <string>
#include <vector>

extern char** environ; // NOLINT: POSIX

namespace pp::apply {

namespace {

// Puppet's debug line for a command: `Executing: 'cmd arg'` (the argv joined by spaces).
std::string command_text(const Command& c) {
    std::string out;
    for (const std::string& a : c.argv) {
        if (!out.empty()) out += ' ';
        out += a;
    }
    return out;
}

void write_all(int fd, std::string_view text) {
    while (!text.empty()) {
        ssize_t n = ::write(fd, text.data(), text.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        text.remove_prefix(static_cast<std::size_t>(n));
    }
}

// What Puppet's forked child logs (to the same pipe) when it cannot become the command: Ruby's
// SystemCallError message, `Permission denied - /x`.
[[noreturn]] void child_failure(const Command& c, int err, std::string_view what, int fallback_status) {
    if (!c.puppet_exec_error) ::_exit(fallback_status);
    std::string message = "Error: Could not execute posix command: ";
    message += std::strerror(err);
    if (!what.empty()) {
        message += " - ";
        message += what;
    }
    message += '\n';
    write_all(1, message);
    ::_exit(1);
}

[[noreturn]] void child(const Command& c, const std::vector<gid_t>& groups, int out_fd, int in_fd) {
    ::dup2(in_fd, 0);
    ::dup2(out_fd, 1);
    ::dup2(out_fd, 2);
    if (in_fd > 2) ::close(in_fd);
    if (out_fd > 2) ::close(out_fd);
    // Process.setsid, and Ruby's exec restores the signals Ruby (and pp) ignore or block
    ::setsid();
    ::signal(SIGPIPE, SIG_DFL);
    sigset_t none;
    ::sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    if (c.umask) ::umask(static_cast<mode_t>(*c.umask));
    if (!c.cwd.empty() && ::chdir(c.cwd.c_str()) != 0) child_failure(c, errno, c.cwd, 127);
    // SUIDManager.change_privileges: the group, then the user with its supplementary groups (initgroups),
    // each only when it differs from the effective one
    if (c.gid && ::getegid() != *c.gid && ::setgid(*c.gid) != 0) child_failure(c, errno, {}, 126);
    if (c.uid && ::geteuid() != *c.uid) {
        if (!groups.empty() && ::setgroups(groups.size(), groups.data()) != 0)
            child_failure(c, errno, {}, 126);
        if (::setuid(*c.uid) != 0) child_failure(c, errno, {}, 126);
    }
    for (const std::string& name : c.unset_environment)
        ::unsetenv(name.c_str());
    for (const std::string& kv : c.environment) {
        auto eq = kv.find('=');
        if (eq == std::string::npos) continue;
        ::setenv(kv.substr(0, eq).c_str(), kv.substr(eq + 1).c_str(), 1);
    }
    std::vector<std::string> args = c.argv;
    if (c.shell) args = {"/bin/sh", "-c", command_text(c)};
    std::vector<char*> argv;
    argv.reserve(args.size() + 1);
    for (std::string& a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execvp(argv[0], argv.data());
    child_failure(c, errno, args[0], errno == ENOENT ? 127 : 126);
}

// initgroups(3) for the user the command runs as: the groups of its passwd entry.
std::vector<gid_t> supplementary_groups(std::uint32_t uid) {
    std::vector<gid_t> groups;
    const passwd* pw = ::getpwuid(uid);
    if (pw == nullptr) return groups;
    int n = 32;
    for (int attempt = 0; attempt < 4; ++attempt) {
        groups.resize(static_cast<std::size_t>(n));
        int count = n;
        if (::getgrouplist(pw->pw_name, pw->pw_gid, groups.data(), &count) >= 0) {
            groups.resize(static_cast<std::size_t>(count));
            return groups;
        }
        n = count > n ? count : n * 2;
    }
    groups.clear();
    return groups;
}

void sleep_ms(int ms) {
    timespec ts{ms / 1000, static_cast<long>(ms % 1000) * 1000000L};
    while (::nanosleep(&ts, &ts) != 0 && errno == EINTR) {
    }
}

} // namespace

std::string execution_failure(const Command& command, const CommandResult& result) {
    std::string output = result.output;
    while (!output.empty() && (output.back() == '\n' || output.back() == '\r'))
        output.pop_back();
    return "Execution of '" + command_text(command) + "' returned " + std::to_string(result.status) + ": " +
           output;
}

Command ruby_exec_command(std::string_view line) {
    // process.c rb_exec_fillarg: these characters, or a first word that is a shell built-in or an
    // assignment, send the string to /bin/sh
    static constexpr std::string_view meta = "*?{}[]<>()~&|\\$;'`\"\n#";
    static constexpr std::string_view builtins[] = {
        "!",      ".",    ":",     "break", "case",   "continue", "do",    "done",  "elif", "else",
        "esac",   "eval", "exec",  "exit",  "export", "fi",       "for",   "if",    "in",   "readonly",
        "return", "set",  "shift", "then",  "times",  "trap",     "unset", "until", "while"};
    Command c;
    bool shell = line.find_first_of(meta) != std::string_view::npos;
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > start) words.emplace_back(line.substr(start, i - start));
    }
    if (!words.empty()) {
        for (std::string_view b : builtins)
            if (words.front() == b) shell = true;
        if (words.front().find('=') != std::string::npos) shell = true;
    }
    if (shell) {
        c.argv = {std::string(line)};
        c.shell = true;
    } else {
        c.argv = std::move(words);
    }
    return c;
}

CommandResult Context::run(const Command& command) {
    CommandResult result;
    // Puppet::Util::Execution.execute logs through Puppet.debug: no source
    if (!command.debug_line)
        m_log.debug("", std::string("Executing: '") + command_text(command) + "'");
    else if (!command.debug_line->empty())
        m_log.debug("", *command.debug_line);
    if (command.argv.empty()) {
        result.status = -1;
        return result;
    }
    m_log.flush(); // the lines so far show before the command runs, however long it takes
    std::vector<gid_t> groups;
    if (command.uid && ::geteuid() != *command.uid) groups = supplementary_groups(*command.uid);
    int out[2];
    int in[2];
    if (::pipe2(out, O_CLOEXEC) != 0) {
        result.status = -1;
        return result;
    }
    if (::pipe2(in, O_CLOEXEC) != 0) {
        ::close(out[0]);
        ::close(out[1]);
        result.status = -1;
        return result;
    }
    pid_t pid = ::fork();
    if (pid < 0) {
        for (int fd : {out[0], out[1], in[0], in[1]})
            ::close(fd);
        result.status = -1;
        return result;
    }
    if (pid == 0) {
        ::close(out[0]);
        ::close(in[1]);
        child(command, groups, out[1], in[0]);
    }
    ::close(out[1]);
    ::close(in[0]);
    if (!command.input.empty()) {
        // small inputs only (a password, a crontab): a pipe buffer holds them
        [[maybe_unused]] auto n = ::write(in[1], command.input.data(), command.input.size());
    }
    ::close(in[1]);

    // Puppet's loop: until the child has exited, wait up to 0.1 s for output and read it; then read what is
    // left without blocking. A child that leaves a background process holding the pipe (`daemon &`) is
    // done when it exits, not when the pipe closes.
    using clock = std::chrono::steady_clock;
    const bool limited = command.timeout.count() > 0;
    const auto deadline = clock::now() + std::chrono::duration_cast<clock::duration>(command.timeout);
    char buf[65536];
    bool open = true;
    int status = 0;
    bool exited = false;
    for (;;) {
        pid_t w = ::waitpid(pid, &status, WNOHANG);
        if (w == pid) {
            exited = true;
            break;
        }
        if (w < 0 && errno != EINTR) break;
        int wait_ms = 100;
        if (limited) {
            auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - clock::now()).count();
            if (left <= 0) {
                result.timed_out = true;
                break;
            }
            if (left < wait_ms) wait_ms = static_cast<int>(left);
        }
        if (!open) {
            // the pipe is closed but the child lives on: poll for its exit
            sleep_ms(wait_ms < 5 ? wait_ms : 5);
            continue;
        }
        pollfd p{out[0], POLLIN, 0};
        int r = ::poll(&p, 1, wait_ms);
        if (r <= 0) continue;
        ssize_t n = ::read(out[0], buf, sizeof buf);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n <= 0) {
            open = false;
            continue;
        }
        result.output.append(buf, static_cast<std::size_t>(n));
    }
    if (result.timed_out) {
        ::kill(-pid, SIGKILL);
        ::kill(pid, SIGKILL);
    }
    if (open && !result.timed_out) {
        ::fcntl(out[0], F_SETFL, ::fcntl(out[0], F_GETFL) | O_NONBLOCK);
        for (;;) {
            ssize_t n = ::read(out[0], buf, sizeof buf);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) break;
            result.output.append(buf, static_cast<std::size_t>(n));
        }
    }
    ::close(out[0]);
    if (!exited) {
        while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
        }
    }
    if (WIFEXITED(status)) {
        result.status = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        result.signal = WTERMSIG(status);
        result.status = 128 + result.signal;
    }
    return result;
}

} // namespace pp::apply
