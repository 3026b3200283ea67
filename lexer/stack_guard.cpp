#include "lexer/stack_guard.hpp"

#include <pthread.h>

#include <csignal>
#include <exception>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>

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

namespace pp::lexer {

int run_with_stack(std::size_t bytes, const std::function<int()>& fn,
                   const std::function<void()>& meanwhile) {
    int result = 0;
    std::exception_ptr error;
    std::optional<StackThread> thread;
    try {
        thread.emplace(bytes, [&] {
            try {
                result = fn();
            } catch (...) {
                error = std::current_exception();
            }
        });
    } catch (const std::system_error&) {
        return fn(); // no thread to be had: the current stack, with its guard, still works
    }
    // the new thread has the signal mask this one had; blocking them here sends them there
    sigset_t all, saved;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &saved);
    if (meanwhile) {
        try {
            meanwhile();
        } catch (...) { // (fn meets the same trouble, and reports it, when it does the work itself)
        }
    }
    thread.reset(); // (joins)
    pthread_sigmask(SIG_SETMASK, &saved, nullptr);
    if (error) std::rethrow_exception(error);
    return result;
}

StackThread::StackThread(std::size_t bytes, std::function<void()> fn) : m_fn(std::move(fn)) {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, bytes);
    auto body = [](void* self) -> void* {
        static_cast<StackThread*>(self)->m_fn();
        return nullptr;
    };
    int rc = pthread_create(&m_thread, &attr, body, this);
    pthread_attr_destroy(&attr);
    if (rc != 0) rc = pthread_create(&m_thread, nullptr, body, this); // the default stack, then
    if (rc != 0) throw std::system_error(rc, std::generic_category(), "cannot start a thread");
}

StackThread::~StackThread() {
    pthread_join(m_thread, nullptr);
}

} // namespace pp::lexer
