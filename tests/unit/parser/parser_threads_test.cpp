// Parses on several threads at once share the parser's prediction caches (ANTLR's DFA and the edges
// between its states, parser.cpp's EdgeTable, read without a lock): starting from empty caches, four
// threads parsing every parse case of the repository, each in its own order, get the ASTs and diagnostics
// one thread gets, while the edge table grows under them.
#include "lexer/stack_guard.hpp"
#include "parse_cases.hpp"
#include "parser/parser.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

using namespace pp;

namespace {

using test::outcome;
using test::parse_cases;
using Case = test::ParseCase;

} // namespace

TEST(ParserThreads, ConcurrentParsesFromEmptyCachesMatchOneThread) {
    const std::vector<Case> cases = parse_cases();
    ASSERT_GT(cases.size(), 300U);
    parser::clear_parser_caches();
    std::vector<std::string> expected;
    for (const Case& c : cases)
        expected.push_back(outcome(c));

    parser::clear_parser_caches(); // every edge is found again, by four threads at once
    constexpr std::size_t kThreads = 4;
    std::atomic<std::size_t> wrong{0};
    std::vector<std::string> first_wrong(kThreads);
    std::vector<std::thread> threads;
    for (std::size_t t = 0; t < kThreads; ++t) {
        threads.emplace_back([&, t] {
            // on the stack the test's own thread has (the parser's nesting guard measures what is left)
            lexer::run_with_stack(lexer::kLargeStack, [&] {
                // thread t starts a t-th of the way in, and the odd ones go backwards
                for (std::size_t k = 0; k < cases.size(); ++k) {
                    std::size_t i = (k + t * cases.size() / kThreads) % cases.size();
                    if (t % 2 == 1) i = cases.size() - 1 - i;
                    if (outcome(cases[i]) != expected[i] && wrong++ == 0) first_wrong[t] = cases[i].name;
                }
                return 0;
            });
        });
    }
    for (auto& th : threads)
        th.join();
    std::string names;
    for (const auto& n : first_wrong)
        names += n.empty() ? "" : n + " ";
    EXPECT_EQ(wrong.load(), 0U) << "first differing case: " << names;
}
