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
#include "evaluator/control_flow.hpp"
#include "evaluator/dispatch.hpp"
#include "evaluator/evaluator.hpp"
#include "evaluator/node_scope.hpp"
#include "lexer/diagnostics.hpp"
#include "loader/environment.hpp"
#include "loader/hiera.hpp"
#include "parser/parser.hpp"
#include "stdlib/stdlib.hpp"

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

class SilentLogger final : public evaluator::Logger {
public:
    void scoped(evaluator::LogLevel, std::string_view, std::string_view) override {}
    void located(evaluator::LogLevel, std::string_view, const evaluator::Location&) override {}
};

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

evaluator::FunctionRegistry& functions() {
    static evaluator::FunctionRegistry registry = [] {
        evaluator::FunctionRegistry r;
        stdlib::register_all(r);
        // never run a command the fuzzer made up
        r.add({"generate", "", "",
               [](evaluator::CallContext&, std::span<const runtime::Value>) -> runtime::Value {
                   throw evaluator::FunctionError("generate() is disabled in the fuzzer");
               }});
        return r;
    }();
    return registry;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static bool started = (start_watchdog(), true);
    (void)started;
    static unsigned runs = 0;
    if (++runs % 2000 == 0) parser::clear_parser_caches();
    lexer::SourceManager sm;
    parser::ParseOptions popts;
    loader::Environment env(sm, {std::string(PP_SOURCE_DIR) + "/tests/golden/catalog/modules"}, popts);
    lexer::FileId id = sm.add("fuzz.pp", std::string(reinterpret_cast<const char*>(data), size));
    lexer::Diagnostics diags;
    auto parsed = parser::parse(sm, id, diags, popts);
    if (parsed->program == nullptr || diags.error_count() > 0) return 0;
    SilentLogger logger;
    evaluator::EvalOptions eopts;
    eopts.node_name = "pp.example.com";
    evaluator::Evaluator ev(sm, functions(), logger, eopts);
    ev.set_environment(&env);
    loader::hiera::Settings hiera_settings;
    hiera_settings.module_dir = [&env](std::string_view m) { return env.module_dir(m); };
    hiera_settings.warn = [](const std::string&) {};
    loader::hiera::Hiera hiera(std::move(hiera_settings));
    ev.set_hiera(&hiera);
    evaluator::Scope top(nullptr, "Class[main]");
    evaluator::populate_top_scope(top, {"pp.example.com", "production", facts()}, eopts);
    evaluator::g_interrupt_requested.store(false);
    g_deadline.store((Clock::now() + kBudget).time_since_epoch().count());
    try {
        ev.evaluate_program(*parsed->program, id, top);
        volatile std::size_t n = ev.catalog().to_json("pp.example.com", "production", 0).size();
        (void)n;
    } catch (const evaluator::EvalError& e) {
        volatile std::size_t n = std::string(e.what()).size();
        (void)n;
    } catch (const evaluator::Interrupted&) {
        // past the budget: stopped as asked
    }
    g_deadline.store(0);
    evaluator::g_interrupt_requested.store(false);
    return 0;
}
