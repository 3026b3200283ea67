// Running external commands for providers (Puppet::Util::Execution.execute): fork and exec without a
// shell unless asked, stdout and stderr combined in one pipe, an optional timeout that kills the child's
// process group, umask, working directory, extra environment and user/group.
#include "apply/provider.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
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

[[noreturn]] void child(const Command& c, int out_fd, int in_fd) {
    ::dup2(in_fd, 0);
    ::dup2(out_fd, 1);
    ::dup2(out_fd, 2);
    if (in_fd > 2) ::close(in_fd);
    if (out_fd > 2) ::close(out_fd);
    ::setpgid(0, 0);
    if (c.umask) ::umask(static_cast<mode_t>(*c.umask));
    if (!c.cwd.empty() && ::chdir(c.cwd.c_str()) != 0) ::_exit(127);
    if (c.gid && ::setgid(*c.gid) != 0) ::_exit(126);
    if (c.uid && ::setuid(*c.uid) != 0) ::_exit(126);
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
    ::_exit(errno == ENOENT ? 127 : 126);
}

} // namespace

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
    debug(std::string("Executing: '") + command_text(command) + "'");
    if (command.argv.empty()) {
        result.status = -1;
        return result;
    }
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
        child(command, out[1], in[0]);
    }
    ::close(out[1]);
    ::close(in[0]);
    if (!command.input.empty()) {
        // small inputs only (a password, a crontab): a pipe buffer holds them
        [[maybe_unused]] auto n = ::write(in[1], command.input.data(), command.input.size());
    }
    ::close(in[1]);

    using clock = std::chrono::steady_clock;
    const bool limited = command.timeout.count() > 0;
    const auto deadline = clock::now() + std::chrono::duration_cast<clock::duration>(command.timeout);
    char buf[65536];
    for (;;) {
        int wait_ms = -1;
        if (limited) {
            auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - clock::now()).count();
            if (left <= 0) {
                result.timed_out = true;
                break;
            }
            wait_ms = static_cast<int>(left);
        }
        pollfd p{out[0], POLLIN, 0};
        int r = ::poll(&p, 1, wait_ms);
        if (r < 0 && errno == EINTR) continue;
        if (r == 0) continue; // the deadline check above ends the loop
        ssize_t n = ::read(out[0], buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        result.output.append(buf, static_cast<std::size_t>(n));
    }
    ::close(out[0]);
    if (result.timed_out) ::kill(-pid, SIGKILL);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (WIFEXITED(status))
        result.status = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        result.status = 128 + WTERMSIG(status);
    return result;
}

} // namespace pp::apply
