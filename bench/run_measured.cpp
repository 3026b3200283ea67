// bench/speed.sh's stopwatch: runs a command and prints its wall time, user and kernel CPU time (seconds, to
// the microsecond) and peak memory (KB), taken from the fork to wait4's rusage. /usr/bin/time reports CPU
// time in hundredths of a second, too coarse for a 0.05 s run's kernel share, and its own start-up was in
// every wall figure.
//
// usage: pp_run_measured OUT_FILE COMMAND [ARG...]   (the command's output streams are its own; its exit
// status is this program's; OUT_FILE gets "wall user sys peak_kb")
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s OUT_FILE COMMAND [ARG...]\n", argv[0]);
        return 64;
    }
    const auto start = std::chrono::steady_clock::now();
    const pid_t child = fork();
    if (child < 0) {
        std::perror("fork");
        return 71;
    }
    if (child == 0) {
        execvp(argv[2], argv + 2);
        std::fprintf(stderr, "%s: %s\n", argv[2], std::strerror(errno));
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    while (wait4(child, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            std::perror("wait4");
            return 71;
        }
    }
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; };
    if (FILE* out = std::fopen(argv[1], "w")) {
        std::fprintf(out, "%.6f %.6f %.6f %ld\n", wall, seconds(usage.ru_utime), seconds(usage.ru_stime),
                     usage.ru_maxrss);
        std::fclose(out);
    }
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}
