// The prediction cache snapshot (parser/prediction_cache.hpp): what a parse gives does not depend on the
// DFA it starts from, saving what was loaded gives the same bytes, and bytes that are damaged or from
// another grammar are ignored.
#include "lexer/stack_guard.hpp"
#include "parse_cases.hpp"
#include "parser/parser.hpp"
#include "parser/prediction_cache.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <span>
#include <string>
#include <thread>
#include <vector>

using namespace pp;

namespace {

using test::outcome;
using test::parse_cases;
using Case = test::ParseCase;

std::vector<std::string> outcomes(const std::vector<Case>& cases) {
    std::vector<std::string> out;
    for (const Case& c : cases)
        out.push_back(outcome(c));
    return out;
}

std::span<const unsigned char> as_bytes(const std::string& s) {
    return {reinterpret_cast<const unsigned char*>(s.data()), s.size()};
}

class PredictionCache : public ::testing::Test {
protected:
    void SetUp() override {
        cases = parse_cases();
        ASSERT_GT(cases.size(), 300U);
        const auto half = static_cast<std::ptrdiff_t>(cases.size() / 2);
        first.assign(cases.begin(), cases.begin() + half);
        second.assign(cases.begin() + half, cases.end());
        parser::clear_parser_caches();
    }
    void TearDown() override { parser::clear_parser_caches(); }

    std::vector<Case> cases, first, second;
};

} // namespace

TEST_F(PredictionCache, ParsesFromASnapshotGiveWhatParsesFromNothingGive) {
    const std::vector<std::string> expected = outcomes(second);
    parser::clear_parser_caches();
    outcomes(first);
    const std::string bytes = parser::save_prediction_cache();
    parser::clear_parser_caches();
    EXPECT_FALSE(parser::prediction_cache_stats().loaded);

    parser::use_prediction_cache(as_bytes(bytes));
    const std::vector<std::string> got = outcomes(second);
    const parser::PredictionCacheStats stats = parser::prediction_cache_stats();
    EXPECT_TRUE(stats.loaded);
    EXPECT_GT(stats.states, 100U);
    EXPECT_GT(stats.edges, stats.states);
    EXPECT_GT(stats.expanded, 0U); // the second half needed steps the first half never took
    EXPECT_LT(stats.expanded, stats.states);
    ASSERT_EQ(got.size(), expected.size());
    for (std::size_t i = 0; i < got.size(); ++i)
        EXPECT_EQ(got[i], expected[i]) << second[i].name;
}

TEST_F(PredictionCache, SavingWhatWasLoadedGivesTheSameBytes) {
    outcomes(first);
    const std::string bytes = parser::save_prediction_cache();
    ASSERT_GT(bytes.size(), 1000U);
    EXPECT_EQ(parser::save_prediction_cache(), bytes); // the same DFA saved twice

    parser::clear_parser_caches();
    parser::use_prediction_cache(as_bytes(bytes));
    outcomes(first); // every step is in the snapshot: nothing is added
    const parser::PredictionCacheStats stats = parser::prediction_cache_stats();
    EXPECT_TRUE(stats.loaded);
    EXPECT_EQ(parser::save_prediction_cache(), bytes); // (saving decodes every state's configurations)
    EXPECT_EQ(parser::prediction_cache_stats().expanded, stats.states);
}

TEST_F(PredictionCache, DamagedOrForeignBytesAreIgnored) {
    const std::vector<std::string> expected = outcomes(first);
    const std::string bytes = parser::save_prediction_cache();
    std::vector<std::string> damaged;
    damaged.push_back("not a snapshot");
    damaged.push_back(bytes.substr(0, bytes.size() / 2)); // cut short
    std::string foreign = bytes;
    foreign[9] = static_cast<char>(foreign[9] ^ 0x01); // another grammar's fingerprint
    damaged.push_back(foreign);
    damaged.emplace_back();
    for (const std::string& d : damaged) {
        parser::clear_parser_caches();
        parser::use_prediction_cache(as_bytes(d));
        EXPECT_EQ(outcomes(first), expected);
        const parser::PredictionCacheStats stats = parser::prediction_cache_stats();
        EXPECT_FALSE(stats.loaded);
        EXPECT_EQ(stats.states, 0U);
    }
}

// The snapshot built into pp, shared by four threads parsing every case at once, each in its own order:
// the states they decode and the states they compute meet under them.
TEST_F(PredictionCache, TheBuiltInSnapshotSharedByFourThreads) {
    const std::vector<std::string> expected = outcomes(cases);
    parser::clear_parser_caches();
    parser::use_prediction_cache(parser::builtin_prediction_cache());
    outcome(Case{"empty.pp", "", false}); // (the first parser loads it)
    const parser::PredictionCacheStats loaded = parser::prediction_cache_stats();
    EXPECT_TRUE(loaded.loaded);
    EXPECT_GT(loaded.states, 100U);

    constexpr std::size_t kThreads = 4;
    std::atomic<std::size_t> wrong{0};
    std::vector<std::thread> threads;
    for (std::size_t t = 0; t < kThreads; ++t) {
        threads.emplace_back([&, t] {
            lexer::run_with_stack(lexer::kLargeStack, [&] {
                const std::size_t n = cases.size();
                for (std::size_t k = 0; k < n; ++k) {
                    std::size_t i = (k + t * n / kThreads) % n;
                    if (t % 2 == 1) i = n - 1 - i;
                    if (outcome(cases[i]) != expected[i]) wrong.fetch_add(1);
                }
                return 0;
            });
        });
    }
    for (std::thread& th : threads)
        th.join();
    EXPECT_EQ(wrong.load(), 0U);
    EXPECT_GT(parser::prediction_cache_stats().expanded, 0U);
}

// Puppet's parser takes a `[` or `(` right after an expression as an access or a call without looking further
// (parser.cpp, ShiftDecisions). ANTLR's prediction reads on to the closing bracket, and its DFA learns a
// state for each level of brackets nested in the arguments (the stack differs at each): a deeper nest would
// save a larger DFA. Without that look ahead, the nest's own decisions are the same at every level.
TEST_F(PredictionCache, AnAccessOrACallIsPredictedWithoutReadingItsArguments) {
    auto dfa_after = [](int depth) {
        parser::clear_parser_caches();
        const std::string nest = std::string(static_cast<std::size_t>(depth), '[') + "1" +
                                 std::string(static_cast<std::size_t>(depth), ']');
        const std::string text = "$x = $y[" + nest + "]\nnotice(" + nest + ")\ntype A = Hash[" + nest +
                                 "]\n$z = $x[1](" + nest + ")\n";
        EXPECT_EQ(outcome({"access.pp", text}).find("(no program)"), std::string::npos) << text;
        return parser::save_prediction_cache();
    };
    const std::string shallow = dfa_after(3);
    const std::string deep = dfa_after(30);
    EXPECT_GT(shallow.size(), 1000U);
    EXPECT_EQ(deep.size(), shallow.size());
}
