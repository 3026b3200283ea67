// The pp binary's allocator set-up (cli/jemalloc_conf.cpp, cli/jemalloc_hooks.cpp), linked here as in pp:
// fresh memory comes populated (resident before it is first written), what the allocator hands out is
// usable and keeps its contents, memory it gave back and hands out again reads as zeros where calloc
// promises zeros, two threads allocating at once get what they asked for, and the ranges the hooks reserve
// (every one after those jemalloc reserved before them) are advised as transparent huge pages, and the
// range jemalloc reserved before them is one huge page where the kernel can make it so (and the system
// grants huge pages). Huge pages are populated on one CPU, the lowest the process may run on, whichever
// thread populates them. When populating a fresh huge page takes longer than allowed, the process turns to 4
// KB pages: the ranges reserved after that are not huge pages, and are still populated.
//
// A plain main() rather than GoogleTest: this binary is built without the sanitizers even in the asan
// preset, since AddressSanitizer replaces malloc and jemalloc cannot run beside it (tests/CMakeLists.txt).
// Exit status 0 when every check holds, 1 otherwise, 77 (skipped) on a kernel without MADV_POPULATE_WRITE.

#include "cli/jemalloc_hooks.hpp"

#include <jemalloc/jemalloc.h>
#include <sched.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

#ifndef MADV_POPULATE_WRITE
constexpr int MADV_POPULATE_WRITE = 23;
#endif
#ifndef MADV_COLLAPSE
constexpr int MADV_COLLAPSE = 25;
#endif

int g_failures = 0;

void check(bool ok, const char* what) {
    if (!ok) {
        std::fprintf(stderr, "FAILED: %s\n", what);
        ++g_failures;
    }
}

const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));

// How many of the whole pages of [p, p + bytes) are resident. (The pages are not read, which would populate
// them: GCC is told so, or it warns that a fresh block is read before it is written.)
#if defined(__GNUC__) && !defined(__clang__)
#define PP_ADDRESS_ONLY __attribute__((access(none, 1)))
#else
#define PP_ADDRESS_ONLY
#endif
PP_ADDRESS_ONLY std::size_t resident_pages(const void* p, std::size_t bytes) {
    const auto begin = (reinterpret_cast<std::uintptr_t>(p) + page - 1) & ~(page - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(p) + bytes) & ~(page - 1);
    if (end <= begin) return 0;
    std::vector<unsigned char> in((end - begin) / page);
    if (::mincore(reinterpret_cast<void*>(begin), end - begin, in.data()) != 0) return 0;
    std::size_t n = 0;
    for (unsigned char c : in)
        n += c & 1U;
    return n;
}

bool kernel_populates() {
    void* p = ::mmap(nullptr, page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return false;
    const bool ok = ::madvise(p, page, MADV_POPULATE_WRITE) == 0;
    ::munmap(p, page);
    return ok;
}

// Whether `line` begins a mapping ("lo-hi perms ..." in /proc/self/maps and smaps), with its bounds.
bool mapping_bounds(const std::string& line, std::uintptr_t& lo, std::uintptr_t& hi) {
    char dash = 0;
    std::istringstream head(line);
    return head >> std::hex >> lo >> dash >> hi && dash == '-';
}

// The line of the mapping holding `p` in /proc/self/smaps that begins with `field` ("VmFlags:",
// "AnonHugePages:"), empty when none is found.
std::string smaps_line(const void* p, const std::string& field) {
    std::ifstream smaps("/proc/self/smaps");
    const auto at = reinterpret_cast<std::uintptr_t>(p);
    std::string line;
    bool inside = false;
    while (std::getline(smaps, line)) {
        std::uintptr_t lo = 0;
        std::uintptr_t hi = 0;
        if (mapping_bounds(line, lo, hi)) {
            inside = at >= lo && at < hi;
            continue;
        }
        if (inside && line.rfind(field, 0) == 0) return line;
    }
    return {};
}

// The VmFlags of the mapping holding `p`, empty when none is found.
std::string vm_flags(const void* p) {
    return smaps_line(p, "VmFlags:");
}

// The kB of `field` ("AnonHugePages:") in the mapping holding `p`, 0 when none is found.
std::size_t smaps_kb(const void* p, const std::string& field) {
    const std::string line = smaps_line(p, field);
    return line.empty() ? 0 : std::stoul(line.substr(field.size()));
}

// Whether this kernel makes a range one huge page on request (MADV_COLLAPSE, Linux 6.1).
bool kernel_collapses() {
    constexpr std::size_t huge = std::size_t{2} << 20;
    void* map = ::mmap(nullptr, 2 * huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (map == MAP_FAILED) return false;
    auto* p = reinterpret_cast<char*>((reinterpret_cast<std::uintptr_t>(map) + huge - 1) & ~(huge - 1));
    *p = 1;
    const bool ok = ::madvise(p, huge, MADV_HUGEPAGE) == 0 && ::madvise(p, huge, MADV_COLLAPSE) == 0;
    ::munmap(map, 2 * huge);
    return ok;
}

// Whether the system's setting grants transparent huge pages on request.
bool setting_grants_huge_pages() {
    std::ifstream in("/sys/kernel/mm/transparent_hugepage/enabled");
    std::string setting;
    std::getline(in, setting);
    return !setting.empty() && setting.find("[never]") == std::string::npos;
}

// Whether the hooks carve huge pages: the system grants them, and they have not proved dear (main() allows
// them an hour per page, so that they do not before the last check).
bool system_grants_huge_pages() {
    return setting_grants_huge_pages() && !pp::alloc::huge_pages_proved_dear();
}

void start_up_memory_is_a_huge_page() {
    // (the first thing main() allocates: a slab of the range jemalloc reserved before the hooks)
    void* p = std::malloc(64);
    check(p != nullptr, "malloc of 64 bytes");
    if (p == nullptr) return;
    const std::size_t kb = smaps_kb(p, "AnonHugePages:");
    std::printf("the start-up's range: %zu kB in huge pages\n", kb);
    if (system_grants_huge_pages() && kernel_collapses())
        check(kb >= 2048, "the range jemalloc reserved before the hooks is one huge page");
    std::free(p);
}

// The mappings holding `blocks`, each once, by its start in /proc/self/maps.
std::vector<void*> mappings_of(const std::vector<void*>& blocks) {
    std::vector<void*> found;
    std::ifstream maps("/proc/self/maps");
    std::string line;
    while (std::getline(maps, line)) {
        std::uintptr_t lo = 0;
        std::uintptr_t hi = 0;
        if (!mapping_bounds(line, lo, hi)) continue;
        for (void* b : blocks) {
            const auto at = reinterpret_cast<std::uintptr_t>(b);
            if (at >= lo && at < hi) {
                found.push_back(reinterpret_cast<void*>(lo));
                break;
            }
        }
    }
    return found;
}

void consecutive_ranges_share_huge_pages() {
    // 24 MB in 256 KB blocks, in a fresh arena: jemalloc reserves ranges of growing sizes (2.5, 3, 3.5 MB...)
    // for them, and a range mapped on its own would end in a part of a 2 MB page, populated in 4 KB pages.
    constexpr std::size_t block = std::size_t{256} << 10;
    std::vector<void*> blocks;
    for (int i = 0; i < 96; ++i) {
        void* b = std::malloc(block);
        check(b != nullptr, "malloc of 256 kB");
        if (b == nullptr) return;
        std::memset(b, 0x11, block);
        blocks.push_back(b);
    }
    std::size_t small_kb = 0;
    std::size_t huge_kb = 0;
    const std::vector<void*> maps = mappings_of(blocks);
    for (void* m : maps) {
        const std::size_t anon = smaps_kb(m, "Anonymous:");
        const std::size_t huge = smaps_kb(m, "AnonHugePages:");
        huge_kb += huge;
        small_kb += anon - std::min(anon, huge);
    }
    std::printf("24 MB in 256 kB blocks: %zu mappings, %zu kB in huge pages, %zu kB in 4 kB pages\n",
                maps.size(), huge_kb, small_kb);
    if (system_grants_huge_pages())
        check(small_kb <= 1024, "consecutive ranges are populated in huge pages to their ends");
    for (void* b : blocks)
        std::free(b);
}

void fresh_memory_is_resident() {
    // Larger than anything the arena holds yet: carved from a newly reserved range.
    constexpr std::size_t big = std::size_t{24} << 20;
    void* p = std::malloc(big);
    check(p != nullptr, "malloc of 24 MB");
    if (p == nullptr) return;
    const std::size_t pages = big / page;
    const std::size_t resident = resident_pages(p, big);
    std::printf("24 MB block: %zu of %zu pages resident before the first write\n", resident, pages);
    check(resident + 2 >= pages, "a fresh large block is populated before its first write");
    // (the first range the hooks reserve: advised as huge pages like the later ones)
    if (system_grants_huge_pages())
        check(vm_flags(p).find(" hg") != std::string::npos,
              "the first range the hooks reserve is huge pages");
    std::memset(p, 0x5a, big);
    std::free(p);

    // Small objects: the slabs they live on are populated too.
    std::vector<void*> objects;
    std::size_t resident_small = 0;
    for (int i = 0; i < 20000; ++i) {
        void* o = std::malloc(200);
        check(o != nullptr, "malloc of 200 bytes");
        if (o == nullptr) return;
        resident_small +=
            resident_pages(reinterpret_cast<void*>(reinterpret_cast<std::uintptr_t>(o) & ~(page - 1)), page);
        objects.push_back(o);
    }
    std::printf("200-byte objects: %zu of %zu on a resident page before their first write\n", resident_small,
                objects.size());
    check(resident_small * 10 >= objects.size() * 9, "small objects land on populated pages");
    for (void* o : objects)
        std::free(o);
}

void later_ranges_are_huge_pages() {
    // A block larger than all the arena holds comes from a new range, advised as huge pages.
    constexpr std::size_t big = std::size_t{40} << 20;
    void* p = std::malloc(big);
    check(p != nullptr, "malloc of 40 MB");
    if (p == nullptr) return;
    const std::string flags = vm_flags(p);
    std::printf("40 MB block's mapping: %s\n", flags.c_str());
    if (system_grants_huge_pages())
        check(flags.find(" hg") != std::string::npos, "a range the hooks reserve is advised as huge pages");
    check(resident_pages(p, big) + 2 * 512 >= big / page,
          "a huge-page block is populated before its first write");
    std::memset(p, 0x3c, big);
    std::free(p);
}

void contents_are_kept() {
    std::vector<std::uint64_t*> blocks;
    for (std::uint64_t i = 0; i < 50000; ++i) {
        const std::size_t n = 1 + i % 97;
        auto* b = static_cast<std::uint64_t*>(std::malloc(n * sizeof(std::uint64_t)));
        check(b != nullptr, "malloc");
        if (b == nullptr) return;
        for (std::size_t k = 0; k < n; ++k)
            b[k] = i * 1000 + k;
        blocks.push_back(b);
    }
    bool same = true;
    for (std::uint64_t i = 0; i < blocks.size(); ++i)
        for (std::size_t k = 0; k < 1 + i % 97; ++k)
            same = same && blocks[i][k] == i * 1000 + k;
    check(same, "every block keeps what was written to it");
    for (auto* b : blocks)
        std::free(b);
}

void given_back_memory_reads_as_zeros() {
    constexpr std::size_t size = std::size_t{16} << 20;
    for (int round = 0; round < 3; ++round) {
        void* p = std::malloc(size);
        check(p != nullptr, "malloc of 16 MB");
        if (p == nullptr) return;
        std::memset(p, 0xab, size);
        std::free(p);
        // Everything the arena holds unused goes back to the system, through the hooks' decommit.
        check(mallctl("arena.0.purge", nullptr, nullptr, nullptr, 0) == 0, "arena.0.purge");
        auto* z = static_cast<unsigned char*>(std::calloc(1, size));
        check(z != nullptr, "calloc of 16 MB");
        if (z == nullptr) return;
        std::size_t nonzero = 0;
        for (std::size_t i = 0; i < size; ++i)
            nonzero += z[i] != 0;
        check(nonzero == 0, "calloc after memory went back and came again reads as zeros");
        std::memset(z, 0xcd, size);
        std::free(z);
    }
}

void threads_allocate_at_once() {
    bool ok[2] = {true, true};
    auto work = [&ok](int t) {
        std::vector<std::uint32_t*> mine;
        for (std::uint32_t i = 0; i < 40000; ++i) {
            const std::size_t n = 1 + (i * 7 + static_cast<std::uint32_t>(t)) % 300;
            auto* b = static_cast<std::uint32_t*>(std::malloc(n * sizeof(std::uint32_t)));
            if (b == nullptr) {
                ok[t] = false;
                return;
            }
            for (std::size_t k = 0; k < n; ++k)
                b[k] = (static_cast<std::uint32_t>(t) << 24) ^ i ^ static_cast<std::uint32_t>(k);
            mine.push_back(b);
            if (i % 3 == 0) {
                std::free(mine[i / 2]);
                mine[i / 2] = nullptr;
            }
        }
        for (std::uint32_t i = 0; i < mine.size(); ++i) {
            if (mine[i] == nullptr) continue;
            const std::size_t n = 1 + (i * 7 + static_cast<std::uint32_t>(t)) % 300;
            for (std::size_t k = 0; k < n; ++k)
                ok[t] = ok[t] && mine[i][k] == ((static_cast<std::uint32_t>(t) << 24) ^ i ^
                                                static_cast<std::uint32_t>(k));
            std::free(mine[i]);
        }
    };
    std::thread a(work, 0);
    std::thread b(work, 1);
    a.join();
    b.join();
    check(ok[0] && ok[1], "two threads allocating at once keep their contents");
}

// One pp process at a time has the home CPU: the one holding its lock. A second holder is refused while the
// first holds it (flock: the lock is the open file's, so a second open in one process is refused too), and
// takes it once it is let go; a lock that cannot be opened is not taken.
void one_process_at_a_time_has_the_home_cpu() {
    char dir[] = "/tmp/pp-home-lock-XXXXXX";
    if (::mkdtemp(dir) == nullptr) {
        check(false, "a temporary directory");
        return;
    }
    const std::string lock = std::string(dir) + "/pp-home.lock";
    const int first = pp::alloc::take_home_lock(lock.c_str());
    check(first >= 0, "the first process takes the lock");
    check(pp::alloc::take_home_lock(lock.c_str()) < 0, "a second is refused while the first holds it");
    if (first >= 0) ::close(first);
    const int again = pp::alloc::take_home_lock(lock.c_str());
    check(again >= 0, "the lock let go is taken again");
    if (again >= 0) ::close(again);
    check(pp::alloc::take_home_lock((std::string(dir) + "/missing/pp-home.lock").c_str()) < 0,
          "a lock that cannot be opened is not taken");
    ::unlink(lock.c_str());
    ::rmdir(dir);
}

// Two CPUs the process may run on, for the home CPU's checks: the lowest (the home CPU) and the highest.
struct TwoCpus {
    cpu_set_t allowed{};
    int home = -1;
    int other = -1;
};

// Whether the home CPU can be checked here (huge pages granted and not proved dear, two CPUs); says why not.
bool two_cpus(TwoCpus& cpus, const char* what) {
    if (!setting_grants_huge_pages() || pp::alloc::huge_pages_proved_dear() ||
        ::sched_getaffinity(0, sizeof cpus.allowed, &cpus.allowed) != 0 || CPU_COUNT(&cpus.allowed) < 2) {
        std::printf("%s: not checked (no huge pages granted or they proved dear, or one CPU)\n", what);
        return false;
    }
    for (int cpu = CPU_SETSIZE - 1; cpu >= 0; --cpu)
        if (CPU_ISSET(cpu, &cpus.allowed)) {
            if (cpus.other < 0) cpus.other = cpu;
            cpus.home = cpu;
        }
    return true;
}

// Runs `work` on a thread that starts on the other CPU, then may run on them all (and stays where it is
// meanwhile). Whether it started there, and whether it is allowed them all again once `work` is done.
struct Away {
    bool was_elsewhere = false;
    bool allowed_again = false;
};
Away on_the_other_cpu(const TwoCpus& cpus, const std::function<void()>& work) {
    Away away;
    std::thread thread([&] {
        cpu_set_t there;
        CPU_ZERO(&there);
        CPU_SET(cpus.other, &there);
        if (::sched_setaffinity(0, sizeof there, &there) != 0) return;
        away.was_elsewhere = ::sched_getcpu() == cpus.other;
        if (::sched_setaffinity(0, sizeof cpus.allowed, &cpus.allowed) != 0) return;
        work();
        cpu_set_t after;
        away.allowed_again =
            ::sched_getaffinity(0, sizeof after, &after) == 0 && CPU_EQUAL(&after, &cpus.allowed);
    });
    thread.join();
    check(away.was_elsewhere, "the thread ran on another CPU than the home CPU");
    check(away.allowed_again, "the thread is allowed its CPUs again afterwards");
    return away;
}

// Whether a block larger than all the arena holds (a new range) is populated before its first write.
bool a_fresh_block_is_populated() {
    constexpr std::size_t big = std::size_t{48} << 20;
    void* p = std::malloc(big);
    if (p == nullptr) return false;
    const bool populated = resident_pages(p, big) + 2 * 512 >= big / page;
    std::free(p);
    return populated;
}

// Huge pages are populated on the home CPU: a thread on another CPU moves there to populate one, and is then
// allowed the CPUs it was before.
void huge_pages_are_populated_on_the_home_cpu() {
    TwoCpus cpus;
    if (!two_cpus(cpus, "huge pages on the home CPU")) return;
    pp::alloc::set_home_cpu(cpus.home); // (whatever ran as the test started)
    bool populated = false;
    on_the_other_cpu(cpus, [&] { populated = a_fresh_block_is_populated(); });
    std::printf("home CPU %d; a thread on CPU %d populated its huge pages on CPU %d\n", cpus.home, cpus.other,
                pp::alloc::last_huge_page_cpu());
    check(populated, "the thread's fresh block is populated");
    // (unless moving there waited for another process: the process then gives the home CPU up, as pp does)
    if (pp::alloc::home_cpu() == cpus.home)
        check(pp::alloc::last_huge_page_cpu() == cpus.home,
              "the thread populated its huge pages on the home CPU");
}

// A move to the home CPU that takes too long finds it busy with another process: the process gives the home
// CPU up, and the thread goes back to the CPU it came from (here any move is too long). Where a thread runs
// is the scheduler's to decide: allowed every CPU again, the thread may move to the home CPU before the hook
// runs (it then comes "back" there), or after the hook has sent it back and allowed it every CPU again. So an
// attempt whose thread did not start the allocation on the other CPU proves nothing, and one whose thread
// was moved on afterwards may fail: the check is that one of up to five attempts shows the thread back.
void a_busy_home_cpu_is_given_up() {
    TwoCpus cpus;
    if (!two_cpus(cpus, "a busy home CPU")) return;
    bool given_up = true;
    bool back = false;
    for (int attempt = 1; attempt <= 5 && !back; ++attempt) {
        // (a fresh arena with the hooks: its first block is surely populated anew)
        extent_hooks_t* hooks = nullptr;
        std::size_t size = sizeof hooks;
        unsigned arena = 0;
        std::size_t arena_size = sizeof arena;
        if (mallctl("arena.0.extent_hooks", static_cast<void*>(&hooks), &size, nullptr, 0) != 0 ||
            mallctl("arenas.create", static_cast<void*>(&arena), &arena_size, static_cast<void*>(&hooks),
                    sizeof hooks) != 0) {
            check(false, "a new arena with the hooks");
            return;
        }
        pp::alloc::set_home_cpu(cpus.home);
        pp::alloc::set_busy_home(std::chrono::nanoseconds(0));
        int before = -1;
        int after = -1;
        on_the_other_cpu(cpus, [&] {
            before = ::sched_getcpu();
            void* p = mallocx(std::size_t{8} << 20, MALLOCX_ARENA(arena) | MALLOCX_TCACHE_NONE);
            after = ::sched_getcpu();
            if (p != nullptr) dallocx(p, MALLOCX_TCACHE_NONE);
        });
        pp::alloc::set_busy_home(std::chrono::microseconds(200));
        given_up = given_up && pp::alloc::home_cpu() == -1;
        back = before == cpus.other && after == cpus.other && pp::alloc::last_huge_page_cpu() == cpus.other;
        std::printf(
            "a busy home CPU, attempt %d: given up (%d), the thread on CPU %d before, %d after, its pages "
            "populated on CPU %d\n",
            attempt, pp::alloc::home_cpu(), before, after, pp::alloc::last_huge_page_cpu());
    }
    check(given_up, "a home CPU found busy is given up");
    check(back, "the thread goes back to its CPU, and populates its pages there");
}

// Lists of CPUs as sysfs writes them (a memory node's cpulist), which choose the home CPU on a machine of
// several nodes.
void cpu_lists_are_read() {
    cpu_set_t cpus;
    check(pp::alloc::cpus_of_list("0-3,8,10-11\n", cpus) && CPU_COUNT(&cpus) == 7 && CPU_ISSET(0, &cpus) &&
              CPU_ISSET(3, &cpus) && !CPU_ISSET(4, &cpus) && CPU_ISSET(8, &cpus) && !CPU_ISSET(9, &cpus) &&
              CPU_ISSET(11, &cpus),
          "a CPU list of ranges and single CPUs");
    check(pp::alloc::cpus_of_list("5", cpus) && CPU_COUNT(&cpus) == 1 && CPU_ISSET(5, &cpus), "one CPU");
    for (const char* bad : {"", "\n", "a", "1-", "3-1", "1,,2", "1;2", "-1", "99999"})
        check(!pp::alloc::cpus_of_list(bad, cpus), "what is not a CPU list is refused");
}

void dear_huge_pages_turn_to_small_pages() {
    if (!system_grants_huge_pages()) {
        std::printf(
            "huge pages proving dear: not checked (the system grants none, or they proved dear before)\n");
        return;
    }
    // Any time is too long: the next huge page populated turns the process to 4 KB pages.
    pp::alloc::set_dear_huge_page(std::chrono::nanoseconds(0));
    constexpr std::size_t big = std::size_t{96} << 20; // (more than the arena holds: a new range)
    void* p = std::malloc(big);
    check(p != nullptr, "malloc of 96 MB");
    if (p == nullptr) return;
    check(pp::alloc::huge_pages_proved_dear(),
          "a huge page populated too slowly turns the process to 4 KB pages");
    std::memset(p, 0x42, big);
    constexpr std::size_t bigger = std::size_t{160} << 20;
    auto* q = static_cast<unsigned char*>(std::malloc(bigger));
    check(q != nullptr, "malloc of 160 MB");
    if (q != nullptr) {
        const std::string flags = vm_flags(q);
        std::printf("160 MB block after the turn: %s\n", flags.c_str());
        check(flags.find(" hg") == std::string::npos,
              "a range reserved after the turn is not advised as huge pages");
        check(resident_pages(q, bigger) + 2 >= bigger / page, "a range reserved after the turn is populated");
        check(smaps_kb(q, "AnonHugePages:") == 0, "a range reserved after the turn holds no huge page");
        std::memset(q, 0x24, bigger);
        std::size_t kept = 0;
        for (std::size_t i = 0; i < bigger; i += page)
            kept += q[i] == 0x24;
        check(kept == bigger / page, "a block after the turn keeps what was written to it");
        std::free(q);
    }
    std::free(p);
}

} // namespace

int main() {
    pp::alloc::set_dear_huge_page(std::chrono::hours(1));
    if (!kernel_populates()) {
        std::printf("skipped: this kernel has no MADV_POPULATE_WRITE (Linux 5.14)\n");
        return 77;
    }
    start_up_memory_is_a_huge_page();
    consecutive_ranges_share_huge_pages(); // (first: in an arena that has given nothing back yet)
    fresh_memory_is_resident();
    later_ranges_are_huge_pages();
    contents_are_kept();
    given_back_memory_reads_as_zeros();
    threads_allocate_at_once();
    cpu_lists_are_read();
    one_process_at_a_time_has_the_home_cpu();
    huge_pages_are_populated_on_the_home_cpu();
    a_busy_home_cpu_is_given_up();
    dear_huge_pages_turn_to_small_pages(); // (last: the process keeps to 4 KB pages after it)
    if (g_failures == 0) std::printf("ok\n");
    return g_failures == 0 ? 0 : 1;
}
