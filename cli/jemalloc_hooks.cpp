// jemalloc's fresh memory mapped in batches (linked only when pp uses jemalloc; see CMakeLists.txt).
//
// On a virtual machine a page fault is expensive. Measured on the 2-core VM pp is benchmarked on
// (bench/page_cost.cpp): touching a fresh 4 KB page costs about 11 us, half of it kernel time, while
// populating a range with one madvise(MADV_POPULATE_WRITE) call costs 0.5 us of kernel time per page, and
// the first touch after it about 5 us of user time (the hypervisor mapping the page). A 10k-resource
// compile touched some 4,500 fresh heap pages: a quarter of its time was page faults.
//
// jemalloc grows an arena by reserving a large range of address space (the alloc hook, reserve() below)
// and carves the extents it hands out from it. Declaring the reserved range uncommitted makes jemalloc call
// the commit hook for each extent just before its first use; the hook populates the extent, and when
// jemalloc is carving on upwards (as it does in a fresh range), the next quarter megabyte too, in one call.
// At most that quarter megabyte per range is populated and never used. What jemalloc gives back goes
// through the decommit hook, so memory it reuses is populated again in the same way.
//
// The ranges the alloc hook reserves are carved in a row from 2 MB-aligned slabs advised as transparent huge
// pages (where the system grants them on request: the usual "madvise" setting; carve() below). Populating
// them takes one page allocation and one clear per 2 MB: on the same VM, 24 MB populated in 1.4 ms instead
// of 5.3 ms in 4 KB pages. The 2 MB range jemalloc reserved before the hooks, where the start-up's
// allocations go, is made one huge page too (MADV_COLLAPSE, Linux 6.1: its first pages are in use by then);
// populated in 4 KB pages, it was 1.9 MB of them in every run (in interleaved runs, `pp compile` of
// `notice(1)` 4.84 -> 4.46 ms, include apache cold 20.06 -> 19.37 ms, the 10k compile warm 43.1 -> 41.6 ms,
// for 0.7 to 1 MB more peak memory). The first 8 MB the hook reserved used to be in 4 KB pages too, to keep a
// small compile's memory from being rounded up to 2 MB blocks (1 MB more for include apache); in interleaved
// runs of the two (bench/lib.sh's pp_run_measured, medians of 20-30) huge pages from the start made include
// apache's cold compile 25.1 -> 23.5 ms and the 10k compile's 112.9 -> 102.8 ms (kernel time 23.6 -> 13.9
// ms), for 1.1 MB more memory.
//
// Fresh huge pages are not always cheap. On that VM, populating one takes 0.1 to 0.35 ms while the guest's
// free 2 MB blocks are ones the host still backs, and 4.4 to 4.7 ms once they are not: the guest reports a
// block it has held free for two seconds to the host (free page reporting), which takes its memory back and
// must find it again on the next touch. A process started after a pause of a few seconds finds cheap huge
// pages only in the per-CPU lists of the CPU it allocates on, which are not reported (7 or 8 on one CPU of
// that VM, none on the other), then only dear ones (bench/page_cost.cpp's figures are for the cheap kind). 4
// KB pages come from the guest's smaller free blocks, which are not reported (page_reporting_order is 9): 24
// MB populated in them after such a pause took 8 to 17 ms, in huge pages 40 to 50 ms. So every huge page the
// hooks populate is timed (a commit's window one 2 MB page at a time, and the start-up's MADV_COLLAPSE), and
// the first that takes more than 1 ms turns the process to 4 KB pages for all it has not populated yet
// (use_small_pages()). After a 3 s pause (interleaved, medians of 10-12): the 10k compile warm 87.6 -> 52.0
// ms, include apache cold 28.1 -> 25.3 ms, `pp apply -e 'notice(1)'` 13.5 -> 9.9 ms. Where huge pages stay
// cheap, nothing changes.
//
// The cheap huge pages a process finds are mostly those the pp run before it freed: a process's pages go to
// the per-CPU list of the CPU it exits on, and the next process takes its huge pages from the list of the CPU
// it populates them on, then from the shared free blocks, some of which the host no longer backs. On 2 CPUs,
// the two were the same CPU about half the time, and runs back to back found a dear huge page in one run of
// six (or of three, or of two, from one batch of runs to the next). So every huge page is populated on one
// CPU, the home CPU, the lowest the process may run on (of the memory node it starts on, where there are
// several: choose_home_cpu()): the thread populating one moves there for the madvise() call and back
// (OnHomeCpu), and the process's threads move there as it exits (~Install), for its pages to go to that
// CPU's list. In batches of 40 warm 10k compiles back to back, alternating between the two builds, runs with
// a dear huge page went from 18, 4 and 7 to 0, 0 and 3; what a cheap run costs is unchanged. In
// bench/speed.sh, the warm 10k compile's kernel share went from 18.3 and 20.4% to 13.1 and 15.3%, and the
// cold one's from 10.8 and 13.1% to 9.5 and 8.3% (two runs of each build, alternating). After a pause of
// some seconds the CPU's list is empty again, and a run still meets dear huge pages. A thread allowed only
// CPUs without the home CPU populates where it is. Only one pp process of a user's at a time has the home CPU
// (it holds a lock, home_lock_path()): pp processes running at once all moving there slowed each other down.
// And a process gives the home CPU up once moving there proves it busy with another process (OnHomeCpu): with
// a loop running on CPU 0, warm 10k compiles took 73 to 80 ms instead of 39 before, 41 now.

#include "cli/jemalloc_hooks.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <jemalloc/jemalloc.h>
#include <pthread.h>
#include <sched.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

#ifndef MADV_POPULATE_WRITE
constexpr int MADV_POPULATE_WRITE = 23; // Linux 5.14; older kernels refuse it and the pages fault as before
#endif
#ifndef MADV_COLLAPSE
constexpr int MADV_COLLAPSE = 25; // Linux 6.1
#endif

constexpr std::size_t populate_ahead = std::size_t{256} << 10;
constexpr std::size_t huge_page = std::size_t{2} << 20;

// The ranges the alloc hook reserved, each with the window of it populated last: [lo, hi) holds populated
// pages that jemalloc has not decommitted since, so a commit inside it needs no call. jemalloc holds on to
// what it reserves (opt.retain), so a short table of the latest ranges is enough: a commit in an older one is
// populated exactly, without the pages ahead.
struct Reserved {
    std::uintptr_t begin = 0;
    std::uintptr_t end = 0;
    std::uintptr_t lo = 0;
    std::uintptr_t hi = 0;
    bool huge = false; ///< advised as transparent huge pages: populated in whole 2 MB pages
};
constexpr std::size_t max_reserved = 32;

// The hooks run on any thread, with the table held only for a few loads and stores: a spin lock, which a
// forked child can simply release (the thread that held it at the fork is not in the child).
std::atomic_flag g_lock = ATOMIC_FLAG_INIT;
struct Hold {
    Hold() {
        while (g_lock.test_and_set(std::memory_order_acquire)) {
        }
    }
    ~Hold() { g_lock.clear(std::memory_order_release); }
    Hold(const Hold&) = delete;
    Hold& operator=(const Hold&) = delete;
};
std::array<Reserved, max_reserved> g_reserved;
std::size_t g_next = 0; // the slot the next reserved range takes (the oldest is dropped)
// How many ranges reserve() took (atomic: read in a loop around malloc, which compilers assume leaves
// globals alone).
std::atomic<std::size_t> g_reservations{0};
extent_hooks_t* g_default = nullptr;
extent_hooks_t g_hooks;
// Whether new ranges are carved from slabs of huge pages: where the system grants transparent huge pages on
// request (huge_pages_granted(), read once by Install), until they prove dear (use_small_pages()). Otherwise
// the ranges are populated 256 KB at a time as jemalloc maps them, not carved from slabs whose windows would
// run to 2 MB boundaries in 4 KB pages.
std::atomic<bool> g_huge{false};
// The time populating one fresh 2 MB page may take before the process turns to 4 KB pages, and whether it
// has.
std::atomic<std::int64_t> g_dear_huge_page_ns{1000000};
std::atomic<bool> g_turned_small{false};

// The ranges of huge pages are carved one after the other, upwards, from slabs of address space reserved
// ahead (PROT_NONE, which costs no memory and no commit charge) and made accessible as they are handed out,
// up to the next 2 MB boundary. jemalloc's ranges grow by size classes (2.5, 3, 3.5, 5 MB...), and each
// mapped on its own ended in a part of a 2 MB page: populated in 4 KB pages, at twice the cost per byte
// (4 MB of the 10k compile's 24). Carved in a row, the end of one range and the start of the next share a
// huge page, and jemalloc, which fills its newest range upwards, moves on into the pages populated ahead.
// The slab is one entry of the table, so a commit's window runs on across the ranges. In interleaved runs of
// the 10k compile, warm: the time spent populating 23 MB 3.6-3.9 -> 2.85 ms, wall 43.1 -> 41.6 ms and
// 41.1 -> 39.4 ms (medians of 30 and 40), the same peak memory; include apache (medians of 20): cold 18.9 ->
// 17.3 ms and 1.2 MB less, warm 14.7 -> 14.4 ms and 2 MB more (its heap ends inside a huge page, populated
// whole, where a range's end used to be populated 4 KB at a time).
constexpr std::size_t slab_size = std::size_t{64} << 20;
struct Slab {
    Reserved range;          ///< [begin, end) the accessible part, with its populated window
    std::uintptr_t next = 0; ///< where the next range is carved
    std::uintptr_t last = 0; ///< the end of the reserved address space
};
Slab g_slab;

std::int64_t monotonic_ns() {
    timespec t{};
    ::clock_gettime(CLOCK_MONOTONIC, &t);
    return static_cast<std::int64_t>(t.tv_sec) * 1000000000 + t.tv_nsec;
}

// The CPU huge pages are populated on, and the process exits on, where the system grants huge pages:
// choose_home_cpu()'s (-1: none, or given up busy: OnHomeCpu). See "The cheap huge pages" at the top.
std::atomic<int> g_home_cpu{-1};
// The lock on the home CPU this process holds (-1: none), let go when it gives the home CPU up.
std::atomic<int> g_home_lock{-1};
// How long moving to the home CPU may take before the process gives it up: the CPU is busy with another
// process (a move to an idle CPU took 18 to 79 us on the 2-CPU VM; to one running a loop, 1.4 ms as a rule).
std::atomic<std::int64_t> g_busy_home_ns{200000};
// The CPU the latest huge page was populated on (-1: none yet), for tests.
std::atomic<int> g_last_huge_page_cpu{-1};

cpu_set_t only(int cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return set;
}

// Keeps the calling thread on the home CPU for its lifetime (moving it there first), unless it may not run
// there, then gives it back the CPUs it was allowed. A move that takes too long finds the home CPU busy with
// another process: the process gives the home CPU up (no more moves, nor the one at its end), and the thread
// goes back to the CPU it came from at once, rather than share that one until the scheduler moves it.
class OnHomeCpu {
public:
    OnHomeCpu() {
        const int cpu = g_home_cpu.load(std::memory_order_relaxed);
        if (cpu < 0) return;
        if (::sched_getaffinity(0, sizeof m_allowed, &m_allowed) != 0 || !CPU_ISSET(cpu, &m_allowed)) return;
        const int from = ::sched_getcpu();
        const cpu_set_t home = only(cpu);
        const std::int64_t started = monotonic_ns();
        m_moved = ::sched_setaffinity(0, sizeof home, &home) == 0;
        // (the call returns once the thread runs there: on a busy CPU, after waiting for it)
        if (!m_moved || monotonic_ns() - started <= g_busy_home_ns.load(std::memory_order_relaxed)) return;
        g_home_cpu.store(-1, std::memory_order_relaxed);
        if (const int lock = g_home_lock.exchange(-1); lock >= 0) ::close(lock); // (for another pp process)
        if (from >= 0 && from != cpu && CPU_ISSET(from, &m_allowed)) {
            const cpu_set_t back = only(from);
            ::sched_setaffinity(0, sizeof back, &back);
        }
        ::sched_setaffinity(0, sizeof m_allowed, &m_allowed);
        m_moved = false;
    }
    ~OnHomeCpu() {
        g_last_huge_page_cpu.store(::sched_getcpu(), std::memory_order_relaxed);
        if (m_moved) ::sched_setaffinity(0, sizeof m_allowed, &m_allowed);
    }
    OnHomeCpu(const OnHomeCpu&) = delete;
    OnHomeCpu& operator=(const OnHomeCpu&) = delete;

private:
    cpu_set_t m_allowed{};
    bool m_moved = false;
};

// Fresh huge pages have proved dear (commit() below): the ranges reserved from now on are jemalloc's own,
// populated 4 KB at a time, and so is what the ranges carved so far have not populated yet, from
// `unpopulated` in the range that holds it (whose window already runs past it). Called without the table.
void use_small_pages(std::uintptr_t unpopulated) {
    const Hold hold;
    if (!g_huge.load(std::memory_order_relaxed)) return;
    g_huge.store(false, std::memory_order_relaxed);
    auto small = [unpopulated](Reserved& r, std::uintptr_t last) {
        if (!r.huge) return;
        r.huge = false;
        const std::uintptr_t populated = unpopulated >= r.begin && unpopulated < r.end ? unpopulated : r.hi;
        const std::uintptr_t from = (populated + huge_page - 1) & ~(huge_page - 1);
        if (last > from) ::madvise(reinterpret_cast<void*>(from), last - from, MADV_NOHUGEPAGE);
    };
    small(g_slab.range, g_slab.last); // (to the end of its address space: what is opened later too)
    for (Reserved& r : g_reserved)
        small(r, r.end);
    g_turned_small.store(true, std::memory_order_relaxed);
}

// Whether populating one fresh 2 MB page, since `started`, took longer than it may.
bool dear(std::int64_t started) {
    return monotonic_ns() - started > g_dear_huge_page_ns.load(std::memory_order_relaxed);
}

Reserved* reserved_at(std::uintptr_t p) {
    if (p >= g_slab.range.begin && p < g_slab.range.end) return &g_slab.range;
    for (Reserved& r : g_reserved)
        if (p >= r.begin && p < r.end) return &r;
    return nullptr;
}

// A range of `size` bytes aligned on `alignment` from the slab (from a new slab when it has no room),
// accessible and advised as huge pages; nullptr when the system refuses, and jemalloc maps the range itself.
// Called with the table held.
void* carve(std::size_t size, std::size_t alignment) {
    auto align_up = [](std::uintptr_t v, std::uintptr_t a) { return (v + a - 1) & ~(a - 1); };
    std::uintptr_t at = align_up(g_slab.next, alignment);
    if (g_slab.last == 0 || at + size > g_slab.last) {
        const std::size_t bytes = std::max(slab_size, align_up(size, huge_page));
        void* map =
            ::mmap(nullptr, bytes + huge_page, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (map == MAP_FAILED) return nullptr;
        const auto raw = reinterpret_cast<std::uintptr_t>(map);
        const std::uintptr_t begin = align_up(raw, huge_page);
        if (begin > raw) ::munmap(map, begin - raw);
        ::munmap(reinterpret_cast<void*>(begin + bytes), raw + huge_page - begin);
        ::madvise(reinterpret_cast<void*>(begin), bytes, MADV_HUGEPAGE);
        if (g_slab.range.end > g_slab.range.begin) { // the previous slab's ranges stay in the table
            g_reserved[g_next] = g_slab.range;
            g_next = (g_next + 1) % max_reserved;
        }
        g_slab = {{begin, begin, begin, begin, true}, begin, begin + bytes};
        at = begin;
    }
    Reserved& r = g_slab.range;
    const std::uintptr_t open_to = std::min(align_up(at + size, huge_page), g_slab.last);
    if (open_to > r.end) {
        if (::mprotect(reinterpret_cast<void*>(r.end), open_to - r.end, PROT_READ | PROT_WRITE) != 0)
            return nullptr;
        r.end = open_to;
    }
    g_slab.next = at + size;
    return reinterpret_cast<void*>(at);
}

void* reserve(extent_hooks_t* /*hooks*/, void* new_addr, std::size_t size, std::size_t alignment, bool* zero,
              bool* commit, unsigned arena_ind) {
    const bool must_commit = *commit;
    if (g_huge.load(std::memory_order_relaxed) && !must_commit && new_addr == nullptr && size >= huge_page &&
        alignment <= huge_page) {
        void* p = nullptr;
        {
            const Hold hold;
            p = carve(size, alignment);
        }
        if (p != nullptr) {
            // never written: zeros, populated or not; declared uncommitted, so that jemalloc announces each
            // first use
            *zero = true;
            *commit = false;
            g_reservations.fetch_add(1, std::memory_order_relaxed);
            return p;
        }
    }
    void* p = g_default->alloc(g_default, new_addr, size, alignment, zero, commit, arena_ind);
    if (p == nullptr || must_commit) return p;
    // Accessible (Linux overcommits), but declared uncommitted so that jemalloc announces each first use.
    *commit = false;
    const auto begin = reinterpret_cast<std::uintptr_t>(p);
    const Hold hold;
    for (Reserved& r : g_reserved)
        if (r.begin < begin + size && begin < r.end) r = {}; // a range jemalloc gave back, mapped again
    g_reserved[g_next] = {begin, begin + size, begin, begin, false};
    g_next = (g_next + 1) % max_reserved;
    g_reservations.fetch_add(1, std::memory_order_relaxed);
    return p;
}

// Set while Install takes back jemalloc's early ranges (before main(), one thread): the block that makes
// jemalloc reserve a new range is given back and purged at once, so it is not populated (with the pages
// ahead of it, half a megabyte, only to be released again).
bool g_taking_back = false;

bool commit(extent_hooks_t* /*hooks*/, void* addr, std::size_t /*size*/, std::size_t offset,
            std::size_t length, unsigned /*arena_ind*/) {
    if (g_taking_back) return false; // (committed: the pages fault in if touched before the purge)
    std::uintptr_t first = reinterpret_cast<std::uintptr_t>(addr) + offset;
    std::uintptr_t last = first + length;
    bool huge = false;
    {
        const Hold hold;
        if (Reserved* r = reserved_at(first)) {
            huge = r->huge;
            if (first >= r->lo && last <= r->hi) return false; // populated ahead by an earlier commit
            if (first >= r->lo && first <= r->hi) {
                // carving on from the window: populate ahead, from where the window ends
                last = last + populate_ahead < r->end ? last + populate_ahead : r->end;
                first = r->hi;
                // the kernel populates a huge page whole: the window ends where the last one does
                if (r->huge) last = std::min((last + huge_page - 1) & ~(huge_page - 1), r->end);
            } else {
                r->lo = first; // elsewhere (memory given back and reused): just the extent
            }
            r->hi = last;
        }
    }
    // A refusal (an old kernel) leaves the pages to fault in on first touch: the range is usable either way.
    if (!huge) {
        ::madvise(reinterpret_cast<void*>(first), last - first, MADV_POPULATE_WRITE);
        return false; // committed
    }
    // One 2 MB page at a time, each timed: once one proves dear, the rest goes in 4 KB pages.
    for (std::uintptr_t at = first; at < last;) {
        const std::uintptr_t next = std::min((at & ~(huge_page - 1)) + huge_page, last);
        std::int64_t started = 0;
        {
            const OnHomeCpu home;
            started = monotonic_ns();
            ::madvise(reinterpret_cast<void*>(at), next - at, MADV_POPULATE_WRITE);
        }
        if (dear(started)) {
            use_small_pages(next);
            if (last > next) ::madvise(reinterpret_cast<void*>(next), last - next, MADV_POPULATE_WRITE);
            break;
        }
        at = next;
    }
    return false; // committed
}

// What jemalloc gives back: its pages are released (and read as zeros if touched again), and the extent is
// uncommitted, so that its next use goes through commit() and is populated again.
bool decommit(extent_hooks_t* /*hooks*/, void* addr, std::size_t /*size*/, std::size_t offset,
              std::size_t length, unsigned /*arena_ind*/) {
    const std::uintptr_t first = reinterpret_cast<std::uintptr_t>(addr) + offset;
    const std::uintptr_t last = first + length;
    {
        const Hold hold;
        if (Reserved* r = reserved_at(first); r != nullptr && first < r->hi && last > r->lo) {
            if (first > r->lo)
                r->hi = first; // the window keeps what lies below the released pages
            else
                r->lo = r->hi; // empty
        }
    }
    return ::madvise(reinterpret_cast<void*>(first), length, MADV_DONTNEED) != 0;
}

// The text of a small file (a sysfs file), read without allocating (before main()); empty when unreadable or
// longer than `buf`.
std::string_view read_small(const char* path, std::array<char, 256>& buf) {
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return {};
    const ssize_t got = ::read(fd, buf.data(), buf.size());
    ::close(fd);
    if (got <= 0 || static_cast<std::size_t>(got) == buf.size()) return {};
    return {buf.data(), static_cast<std::size_t>(got)};
}

// Whether the system grants transparent huge pages on request (not "[never]"): MADV_COLLAPSE would make one
// whatever the setting, and an administrator who turned them off keeps them off.
bool huge_pages_granted() {
    std::array<char, 256> buf{};
    const std::string_view setting = read_small("/sys/kernel/mm/transparent_hugepage/enabled", buf);
    return !setting.empty() && setting.find("[never]") == std::string_view::npos;
}

// Where the lock on the home CPU is (built without allocating, before main()): $XDG_RUNTIME_DIR/pp-home.lock,
// else pp-home-UID.lock in $TMPDIR or /tmp (opened without following a link: what another user puts there
// can at worst leave the process without a home CPU). Two pp processes at once that both moved to the home
// CPU to populate their huge pages took 1.30 s for 25 warm 10k compiles each on 2 CPUs, against 1.10 s
// without the home CPU; with one of them moving, 1.00 to 1.06 s, as without.
bool home_lock_path(std::array<char, 4096>& path) {
    auto absolute = [](const char* dir) { return dir != nullptr && dir[0] == '/'; };
    const char* runtime = std::getenv("XDG_RUNTIME_DIR");
    const char* tmp = std::getenv("TMPDIR");
    const int n = absolute(runtime)
                      ? std::snprintf(path.data(), path.size(), "%s/pp-home.lock", runtime)
                      : std::snprintf(path.data(), path.size(), "%s/pp-home-%u.lock",
                                      absolute(tmp) ? tmp : "/tmp", static_cast<unsigned>(::getuid()));
    return n > 0 && static_cast<std::size_t>(n) < path.size();
}

// The home CPU: the lowest one the process may run on, of the memory node it starts on where the machine has
// several (a page comes from the node of the CPU that populates it: a process whose huge pages were
// populated on another node would run with its memory far away); -1 when that leaves fewer than two, or
// another pp process of the user's has the home CPU (home_lock_path()).
int choose_home_cpu() {
    cpu_set_t allowed;
    if (::sched_getaffinity(0, sizeof allowed, &allowed) != 0) return -1;
    std::array<char, 256> buf{};
    const std::string_view online = read_small("/sys/devices/system/node/online", buf);
    if (!online.empty() && online != "0\n") {
        unsigned cpu = 0;
        unsigned node = 0;
        std::array<char, 64> path{};
        if (::getcpu(&cpu, &node) != 0 ||
            std::snprintf(path.data(), path.size(), "/sys/devices/system/node/node%u/cpulist", node) <= 0)
            return -1;
        cpu_set_t on_node;
        if (!pp::alloc::cpus_of_list(read_small(path.data(), buf), on_node)) return -1;
        CPU_AND(&allowed, &allowed, &on_node);
    }
    if (CPU_COUNT(&allowed) < 2) return -1;
    std::array<char, 4096> path{};
    const int lock = home_lock_path(path) ? pp::alloc::take_home_lock(path.data()) : -1;
    if (lock < 0) return -1;
    g_home_lock.store(lock, std::memory_order_relaxed);
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
        if (CPU_ISSET(cpu, &allowed)) return cpu;
    return -1;
}

// Whether [first, last) lies in one mapping (/proc/self/maps; read without allocating, before main()): a 2 MB
// block around jemalloc's early range may hold other mappings too (a kernel before 6.7 does not align a large
// anonymous mapping on 2 MB), whose pages must be left as they are.
bool one_mapping(std::uintptr_t first, std::uintptr_t last) {
    const int fd = ::open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    std::array<char, 4096> buf{};
    std::size_t have = 0;
    bool found = false;
    bool done = false;
    while (!done) {
        const ssize_t got = ::read(fd, buf.data() + have, buf.size() - have);
        if (got <= 0) break;
        have += static_cast<std::size_t>(got);
        std::size_t line = 0;
        for (std::size_t i = 0; i < have; ++i) {
            if (buf[i] != '\n') continue;
            // "lo-hi perms ...": both in hex
            std::uintptr_t lo = 0;
            std::uintptr_t hi = 0;
            std::size_t k = line;
            auto hex = [&](std::uintptr_t& v) {
                for (; k < i; ++k) {
                    const char c = buf[k];
                    const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
                    if (d < 0) break;
                    v = v << 4 | static_cast<std::uintptr_t>(d);
                }
            };
            hex(lo);
            if (k < i && buf[k] == '-') {
                ++k;
                hex(hi);
                if (first >= lo && first < hi) {
                    found = last <= hi;
                    done = true;
                    break;
                }
            }
            line = i + 1;
        }
        if (done) break;
        // keep the unfinished line
        std::copy(buf.begin() + static_cast<std::ptrdiff_t>(line),
                  buf.begin() + static_cast<std::ptrdiff_t>(have), buf.begin());
        have -= line;
        if (have == buf.size()) break; // (no line is that long)
    }
    ::close(fd);
    return found;
}

// Installed before main(): arena 0 is the only arena (malloc_conf, jemalloc_conf.cpp), so every thread's
// memory comes through these hooks.
struct Install {
    Install() {
        std::size_t size = sizeof(g_default);
        if (mallctl("arena.0.extent_hooks", static_cast<void*>(&g_default), &size, nullptr, 0) != 0 ||
            g_default == nullptr)
            return;
        g_huge.store(huge_pages_granted(), std::memory_order_relaxed);
        if (g_huge.load(std::memory_order_relaxed))
            g_home_cpu.store(choose_home_cpu(), std::memory_order_relaxed);
        g_hooks = *g_default;
        g_hooks.alloc = reserve;
        g_hooks.commit = commit;
        g_hooks.decommit = decommit;
        extent_hooks_t* mine = &g_hooks;
        if (mallctl("arena.0.extent_hooks", nullptr, nullptr, static_cast<void*>(&mine), sizeof(mine)) != 0) {
            g_default = nullptr;
            return;
        }
        ::pthread_atfork(nullptr, nullptr, [] { g_lock.clear(); });
        take_back_early_ranges();
    }

    // The process's memory is freed by the last of its threads to end: every thread goes to the home CPU, so
    // that the pages go to its list, for the next process's huge pages. (Run once main() has returned or
    // exit() is called; a process that ends otherwise frees its memory wherever it is.)
    ~Install() {
        const int cpu = g_home_cpu.load(std::memory_order_relaxed);
        if (cpu < 0) return;
        const cpu_set_t home = only(cpu);
        DIR* tasks = ::opendir("/proc/self/task");
        if (tasks == nullptr) return;
        while (const dirent* task = ::readdir(tasks))
            if (task->d_name[0] != '.') ::sched_setaffinity(std::atoi(task->d_name), sizeof home, &home);
        ::closedir(tasks);
    }

    // jemalloc reserved its first ranges at the first malloc, before main() and these hooks: they are
    // committed, and what is left of them would fault in page by page (some 500 faults in every pp run).
    // Take what is left, in blocks, until jemalloc has to reserve a new range; give the blocks back and
    // purge them: the purge goes through decommit(), so their next use goes through commit() like the rest.
    // The blocks' ranges join the table, for commits there to populate ahead.
    static void take_back_early_ranges() {
        constexpr std::size_t block = std::size_t{256} << 10;
        const std::uintptr_t page = 4096;
        std::array<void*, 64> taken{};
        std::size_t n = 0;
        g_taking_back = true;
        while (n < taken.size() && g_reservations.load(std::memory_order_relaxed) == 0) {
            taken[n] = std::malloc(block);
            if (taken[n] == nullptr) break;
            ++n;
        }
        g_taking_back = false;
        std::sort(taken.begin(), taken.begin() + static_cast<std::ptrdiff_t>(n));
        {
            const Hold hold;
            std::uintptr_t begin = 0;
            std::uintptr_t end = 0;
            auto add = [&] {
                if (end > begin && reserved_at(begin) == nullptr) {
                    g_reserved[g_next] = {begin, end, begin, begin, false};
                    g_next = (g_next + 1) % max_reserved;
                }
            };
            for (std::size_t i = 0; i < n; ++i) {
                const std::uintptr_t b = reinterpret_cast<std::uintptr_t>(taken[i]) & ~(page - 1);
                if (b > end + page) { // (a large block starts up to a page into its extent)
                    add();
                    begin = b;
                }
                end = b + block + page;
            }
            add();
        }
        for (std::size_t i = 0; i < n; ++i)
            std::free(taken[i]);
        mallctl("arena.0.purge", nullptr, nullptr, nullptr, 0);
        // An early range within one 2 MB block of jemalloc's mapping: made that huge page now (what is in use
        // is copied into it), so that its first use by the start-up needs no populating. A kernel without
        // MADV_COLLAPSE refuses, and the range is populated in 4 KB pages as before.
        if (!g_huge.load(std::memory_order_relaxed)) return;
        bool collapsed_dear = false; // (the first huge page of the process: it may prove them dear at once)
        {
            const Hold hold;
            for (Reserved& r : g_reserved) {
                if (r.begin == 0 || r.huge) continue;
                const std::uintptr_t first = r.begin & ~(huge_page - 1);
                if (r.end > first + huge_page || !one_mapping(first, first + huge_page)) continue;
                void* at = reinterpret_cast<void*>(first);
                if (::madvise(at, huge_page, MADV_HUGEPAGE) != 0) continue;
                const OnHomeCpu home;
                const std::int64_t started = monotonic_ns();
                if (::madvise(at, huge_page, MADV_COLLAPSE) != 0) {
                    ::madvise(at, huge_page, MADV_NOHUGEPAGE);
                    continue;
                }
                collapsed_dear = collapsed_dear || dear(started);
                r.huge = true;
                r.lo = r.begin;
                r.hi = r.end;
            }
        }
        if (collapsed_dear) use_small_pages(0);
    }
};
const Install g_install;

} // namespace

namespace pp::alloc {

bool huge_pages_proved_dear() {
    return g_turned_small.load(std::memory_order_relaxed);
}

int home_cpu() {
    return g_home_cpu.load(std::memory_order_relaxed);
}

int take_home_lock(const char* path) {
    // (kept open, and locked, until the process ends or closes it: the lock goes with its last descriptor)
    const int fd = ::open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) return -1;
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) return fd;
    ::close(fd);
    return -1;
}

void set_home_cpu(int cpu) {
    g_home_cpu.store(cpu, std::memory_order_relaxed);
}

void set_busy_home(std::chrono::nanoseconds move) {
    g_busy_home_ns.store(static_cast<std::int64_t>(move.count()), std::memory_order_relaxed);
}

bool cpus_of_list(std::string_view list, cpu_set_t& cpus) {
    CPU_ZERO(&cpus);
    while (!list.empty() && (list.back() == '\n' || list.back() == ' '))
        list.remove_suffix(1);
    if (list.empty()) return false;
    auto number = [&list](int& n) {
        if (list.empty() || list.front() < '0' || list.front() > '9') return false;
        n = 0;
        while (!list.empty() && list.front() >= '0' && list.front() <= '9') {
            n = n * 10 + (list.front() - '0');
            if (n >= CPU_SETSIZE) return false;
            list.remove_prefix(1);
        }
        return true;
    };
    while (true) {
        int first = 0;
        int last = 0;
        if (!number(first)) return false;
        last = first;
        if (!list.empty() && list.front() == '-') {
            list.remove_prefix(1);
            if (!number(last) || last < first) return false;
        }
        for (int cpu = first; cpu <= last; ++cpu)
            CPU_SET(cpu, &cpus);
        if (list.empty()) return true;
        if (list.front() != ',') return false;
        list.remove_prefix(1);
    }
}

int last_huge_page_cpu() {
    return g_last_huge_page_cpu.load(std::memory_order_relaxed);
}

void set_dear_huge_page(std::chrono::nanoseconds populate) {
    g_dear_huge_page_ns.store(static_cast<std::int64_t>(populate.count()), std::memory_order_relaxed);
}

} // namespace pp::alloc
