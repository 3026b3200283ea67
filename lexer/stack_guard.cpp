#include "lexer/stack_guard.hpp"

#include <pthread.h>

#include <cstdint>

namespace pp::lexer {

namespace {
std::uintptr_t stack_low_bound() {
    thread_local std::uintptr_t low = 0;
    if (low == 0) {
        pthread_attr_t attr;
        void* addr = nullptr;
        std::size_t size = 0;
        if (pthread_getattr_np(pthread_self(), &attr) == 0) {
            pthread_attr_getstack(&attr, &addr, &size);
            pthread_attr_destroy(&attr);
        }
        low = reinterpret_cast<std::uintptr_t>(addr);
        if (low == 0) low = 1; // unknown: never report exhaustion
    }
    return low;
}
} // namespace

bool stack_nearly_exhausted(std::size_t reserve) {
    std::uintptr_t low = stack_low_bound();
    if (low <= 1) return false;
    auto here = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
    return here < low + reserve;
}

} // namespace pp::lexer
