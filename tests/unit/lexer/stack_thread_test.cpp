// lexer::StackThread: the function runs on a thread of its own with at least the stack asked for, and the
// thread is joined when the object goes (what the function did is then seen, with no race). run_with_stack
// runs on one, and gives the waiting thread work of its own meanwhile.
#include "lexer/stack_guard.hpp"

#include <gtest/gtest.h>
#include <pthread.h>

#include <atomic>
#include <cstddef>
#include <stdexcept>
#include <thread>

using namespace pp;

TEST(StackThread, RunsOnItsOwnThreadWithTheStackAskedFor) {
    const std::thread::id here = std::this_thread::get_id();
    std::thread::id there;
    std::size_t stack = 0;
    bool nearly_exhausted = true;
    {
        lexer::StackThread thread(lexer::kLargeStack, [&] {
            there = std::this_thread::get_id();
            pthread_attr_t attr;
            if (pthread_getattr_np(pthread_self(), &attr) == 0) {
                void* addr = nullptr;
                pthread_attr_getstack(&attr, &addr, &stack);
                pthread_attr_destroy(&attr);
            }
            nearly_exhausted = lexer::stack_nearly_exhausted(std::size_t{512} << 20);
        });
    } // joined here
    EXPECT_NE(there, std::thread::id());
    EXPECT_NE(there, here);
    EXPECT_GE(stack, lexer::kLargeStack);
    EXPECT_FALSE(nearly_exhausted) << "half a gigabyte is left of its stack";
}

// run_with_stack: `fn` on the new thread, `meanwhile` on the calling one while it waits, both done before it
// returns fn's result; what meanwhile throws is dropped, what fn throws is thrown again.
TEST(StackThread, RunWithStackRunsTheWaitersWorkMeanwhile) {
    const std::thread::id here = std::this_thread::get_id();
    std::thread::id ran_fn;
    std::thread::id ran_meanwhile;
    std::atomic<bool> meanwhile_started{false};
    const int result = lexer::run_with_stack(
        lexer::kLargeStack,
        [&] {
            ran_fn = std::this_thread::get_id();
            while (!meanwhile_started.load()) // (both run at once)
                std::this_thread::yield();
            return 7;
        },
        [&] {
            ran_meanwhile = std::this_thread::get_id();
            meanwhile_started.store(true);
        });
    EXPECT_EQ(result, 7);
    EXPECT_EQ(ran_meanwhile, here);
    EXPECT_NE(ran_fn, here);
    EXPECT_NE(ran_fn, std::thread::id());
    EXPECT_EQ(lexer::run_with_stack(
                  lexer::kLargeStack, [] { return 3; }, [] { throw std::runtime_error("dropped"); }),
              3);
    EXPECT_THROW(lexer::run_with_stack(
                     lexer::kLargeStack, []() -> int { throw std::runtime_error("kept"); }, [] {}),
                 std::runtime_error);
}
