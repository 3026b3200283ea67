#pragma once
// What the allocator hooks (cli/jemalloc_hooks.cpp, linked only when pp uses jemalloc) let a caller see and
// set: whether fresh huge pages proved dear in this process, how long populating one may take before they
// do, and the CPU they are populated on. For tests: pp itself keeps the defaults.

#include <sched.h>

#include <chrono>
#include <string_view>

namespace pp::alloc {

/// Whether populating a fresh 2 MB page took longer than allowed, and the process turned to 4 KB pages.
bool huge_pages_proved_dear();

/// The CPU huge pages are populated on, and the process's threads end on: the lowest one the process could
/// run on when it started, of the memory node it started on (-1: none, or another pp process has it).
int home_cpu();

/// Takes the lock on the home CPU at `path` (created if missing) until the descriptor it returns is closed,
/// or the process ends; -1 when another process holds it, or it cannot be opened.
int take_home_lock(const char* path);

/// Sets the home CPU (-1: none), for tests.
void set_home_cpu(int cpu);

/// The time moving to the home CPU may take before the process finds it busy and gives it up (0.2 ms).
void set_busy_home(std::chrono::nanoseconds move);

/// Reads a list of CPUs as sysfs writes it ("0-3,8,10-11"); false when it is not one.
bool cpus_of_list(std::string_view list, cpu_set_t& cpus);

/// The CPU the latest huge page was populated on (-1: none yet).
int last_huge_page_cpu();

/// The time populating one fresh 2 MB page may take before the process turns to 4 KB pages (1 ms).
void set_dear_huge_page(std::chrono::nanoseconds populate);

} // namespace pp::alloc
