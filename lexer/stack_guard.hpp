#pragma once
// Guards recursive code (the ANTLR parser, the AST builder, tree walks) against stack overflow by measuring
// the stack actually left on the current thread, so deeply nested input gets a clean "nested too deeply"
// error instead of a crash, whatever the frame sizes (sanitizer builds use much bigger frames).

#include <pthread.h>

#include <cstddef>
#include <cstdint>
#include <functional>

namespace pp::lexer {

namespace detail {
/// The lowest address of the current thread's stack (1 when unknown), looked up once per thread.
std::uintptr_t find_stack_low_bound();
inline thread_local std::uintptr_t t_stack_low = 0;
} // namespace detail

/// True when less than `reserve` bytes of the current thread's stack remain. Inline: the evaluator asks on
/// every nested evaluation.
inline bool stack_nearly_exhausted(std::size_t reserve = 512 * 1024) {
    std::uintptr_t low = detail::t_stack_low;
    if (low == 0) low = detail::t_stack_low = detail::find_stack_low_bound();
    if (low <= 1) return false;
    auto here = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
    return here < low + reserve;
}

/// The stack pp runs its commands and test binaries on: reserved, and committed only as it is used.
inline constexpr std::size_t kLargeStack = std::size_t{1} << 30;

/// Runs `fn` on a new thread with a stack of `bytes` and returns what it returns; what it throws is thrown
/// again here. So the nesting the parser accepts (MaxNestingDepth) fits in every later pass even with the
/// sanitizers' frames, many times larger than a release build's, and the guard above still turns anything
/// deeper into a clean error. Signals go to that thread, as they would to the main one (the caller blocks
/// them while it waits). `meanwhile`, when given, runs on the calling thread while it waits (what it throws
/// is dropped): work `fn` will want done, on a core the caller would leave idle.
int run_with_stack(std::size_t bytes, const std::function<int()>& fn,
                   const std::function<void()>& meanwhile = {});

/// A thread of its own with a stack of `bytes` (the default stack when that is refused), running `fn` (which
/// must not throw), joined when destroyed; std::system_error when no thread can be started. run_with_stack
/// runs on one; the loader's worker is one (a std::thread around run_with_stack started two threads).
class StackThread {
public:
    StackThread(std::size_t bytes, std::function<void()> fn);
    ~StackThread();
    StackThread(const StackThread&) = delete;
    StackThread& operator=(const StackThread&) = delete;

private:
    std::function<void()> m_fn;
    pthread_t m_thread{};
};

} // namespace pp::lexer
