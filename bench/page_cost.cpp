// What a page of fresh memory costs on this machine, the figures cli/jemalloc_hooks.cpp is built on: 200 MB
// of fresh anonymous memory touched one 4 KB page at a time, (1) by page faults, (2) after one
// madvise(MADV_POPULATE_WRITE) over the range, (3) as transparent huge pages; each twice, the second time in
// memory the first round has just given back. Prints microseconds per 4 KB page, split into the process's
// kernel and user time. A benchmark: it asserts nothing.
//
// usage: build/release/pp_page_cost [MB]

#include <sys/mman.h>
#include <sys/resource.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

#ifndef MADV_POPULATE_WRITE
constexpr int MADV_POPULATE_WRITE = 23;
#endif

struct Times {
    double wall, user, sys;
};

Times now() {
    rusage r{};
    ::getrusage(RUSAGE_SELF, &r);
    const auto t = std::chrono::steady_clock::now().time_since_epoch();
    return {std::chrono::duration<double>(t).count(),
            static_cast<double>(r.ru_utime.tv_sec) + r.ru_utime.tv_usec / 1e6,
            static_cast<double>(r.ru_stime.tv_sec) + r.ru_stime.tv_usec / 1e6};
}

} // namespace

int main(int argc, char** argv) {
    const std::size_t mb = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 200;
    const std::size_t huge = std::size_t{2} << 20;
    const std::size_t bytes = mb << 20;
    const double pages = static_cast<double>(bytes / 4096);
    const char* names[] = {"page faults", "populated", "huge pages"};
    for (int mode = 0; mode < 3; ++mode) {
        for (int round = 1; round <= 2; ++round) {
            const Times a = now();
            void* map =
                ::mmap(nullptr, bytes + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (map == MAP_FAILED) {
                std::perror("mmap");
                return 1;
            }
            char* p =
                reinterpret_cast<char*>((reinterpret_cast<std::uintptr_t>(map) + huge - 1) & ~(huge - 1));
            ::madvise(p, bytes, mode == 2 ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
            if (mode == 1 && ::madvise(p, bytes, MADV_POPULATE_WRITE) != 0)
                std::perror("MADV_POPULATE_WRITE");
            for (std::size_t i = 0; i < bytes; i += 4096)
                p[i] = 1;
            const Times b = now();
            std::printf("%-12s round %d: %6.2f us per 4 KB (kernel %5.2f, user %5.2f)\n", names[mode], round,
                        (b.wall - a.wall) * 1e6 / pages, (b.sys - a.sys) * 1e6 / pages,
                        (b.user - a.user) * 1e6 / pages);
            ::munmap(map, bytes + huge);
        }
    }
    return 0;
}
