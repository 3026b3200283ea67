#include "lexer/stack_guard.hpp"

#include <pthread.h>

namespace pp::lexer::detail {

std::uintptr_t find_stack_low_bound() {
    pthread_attr_t attr;
    void* addr = nullptr;
    std::size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        pthread_attr_getstack(&attr, &addr, &size);
        pthread_attr_destroy(&attr);
    }
    auto low = reinterpret_cast<std::uintptr_t>(addr);
    return low == 0 ? 1 : low; // unknown: never report exhaustion
}

} // namespace pp::lexer::detail
