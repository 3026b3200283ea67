// libFuzzer target over the compiler: each input is a main manifest, parsed and, when it parses, compiled
// into a catalog as `pp compile` does (classes, defines, collectors, relationships, functions, templates),
// with the fixed facts of the goldens and tests/golden/catalog/modules as the modulepath. Any crash,
// sanitizer report, leak or hang is a bug; each one found becomes a golden case (tests/golden/catalog/ or
// tests/golden/eval/). How to run it: tests/fuzz/README.md.
//
// Puppet code may loop for ever (`Integer[1, 10**9].each ...`), so each input gets an evaluation budget:
// a watchdog interrupts it as Ctrl-C does in the REPL (evaluator::g_interrupt_requested), which the
// evaluator honours at its next expression. An input that runs past the budget is therefore not a hang;
// one that does not stop once interrupted is.
#include "driver/compilation.hpp"
#include "evaluator/control_flow.hpp"
#include "evaluator/dispatch.hpp"
#include "evaluator/node_scope.hpp"
#include "parser/parser.hpp"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#ifndef PP_SOURCE_DIR
#define PP_SOURCE_DIR "."
#endif

namespace {

using namespace pp;
using Clock = std::chrono::steady_clock;

constexpr auto kBudget = std::chrono::milliseconds(1500);

// When the input being compiled must stop (0: none running).
std::atomic<Clock::rep> g_deadline{0};

void start_watchdog() {
    static std::thread watchdog([] {
        for (;;) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            Clock::rep d = g_deadline.load();
            if (d != 0 && Clock::now().time_since_epoch().count() > d)
                evaluator::g_interrupt_requested.store(true);
        }
    });
    watchdog.detach();
}

const runtime::Value& facts() {
    static const runtime::Value value = [] {
        std::ifstream in(std::string(PP_SOURCE_DIR) + "/tests/golden/eval/facts.json");
        std::stringstream text;
        text << in.rdbuf();
        std::string error;
        auto f = evaluator::parse_facts_json(text.str(), &error);
        return f ? *f : runtime::Value();
    }();
    return value;
}

// never run a command the fuzzer made up
void disable_generate(evaluator::FunctionRegistry& registry) {
    registry.add(
        {"generate", "", "", [](evaluator::CallContext&, std::span<const runtime::Value>) -> runtime::Value {
             throw evaluator::FunctionError("generate() is disabled in the fuzzer");
         }});
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static bool started = (start_watchdog(), true);
    (void)started;
    static unsigned runs = 0;
    if (++runs % 2000 == 0) parser::clear_parser_caches();
    std::ostringstream logs; // what the compile prints, thrown away
    driver::CompileOptions options;
    options.modulepath = {std::string(PP_SOURCE_DIR) + "/tests/golden/catalog/modules"};
    options.node = evaluator::NodeInfo{"pp.example.com", "production", facts()};
    options.adjust_functions = disable_generate;
    options.out = &logs;
    options.err = &logs;
    driver::Compilation compilation(std::move(options));
    if (!compilation.load(std::string(reinterpret_cast<const char*>(data), size), "")) return 0;
    evaluator::g_interrupt_requested.store(false);
    g_deadline.store((Clock::now() + kBudget).time_since_epoch().count());
    try {
        if (compilation.compile()) {
            volatile std::size_t n = compilation.catalog().to_json("pp.example.com", "production", 0).size();
            (void)n;
        }
    } catch (const evaluator::Interrupted&) {
        // past the budget: stopped as asked
    }
    g_deadline.store(0);
    evaluator::g_interrupt_requested.store(false);
    return 0;
}
