// lexer::StackThread: the function runs on a thread of its own with at least the stack asked for, and the
// thread is joined when the object goes (what the function did is then seen, with no race).
#include "lexer/stack_guard.hpp"

#include <gtest/gtest.h>
#include <pthread.h>

#include <cstddef>
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
