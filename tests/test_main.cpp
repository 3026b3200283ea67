// main() of the GoogleTest binaries: the tests run on a large stack, as pp's commands do (cli/main.cpp), so
// that deep but legal nesting fits under the sanitizers' larger frames (lexer/stack_guard.hpp).
#include "lexer/stack_guard.hpp"

#include <gtest/gtest.h>

int main(int argc, char** argv) {
    testing::InitGoogleTest(&argc, argv);
    return pp::lexer::run_with_stack(pp::lexer::kLargeStack, [] { return RUN_ALL_TESTS(); });
}
