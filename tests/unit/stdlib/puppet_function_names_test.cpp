// Every function of Puppet 7.23 (lib/puppet/functions/*.rb and the 3.x functions of
// lib/puppet/parser/functions/ it still supports), as tests/golden/functions/record-puppet-function-names.sh
// recorded them from Puppet's source, exists in pp: registered by stdlib::register_all as one of Puppet's own
// functions (not a module's), or handled by the evaluator itself (break, next, return, import), which a call
// shows by failing with anything but "Unknown function".
#include "evaluator/compiler.hpp"
#include "lexer/diagnostics.hpp"
#include "parser/parser.hpp"
#include "stdlib/stdlib.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

using namespace pp;

namespace {

const std::string kList = std::string(PP_SOURCE_DIR) + "/tests/golden/functions/puppet-function-names.txt";

std::vector<std::string> recorded_names() {
    std::ifstream in(kList);
    std::vector<std::string> names;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line.starts_with('#')) continue;
        names.push_back(line);
    }
    return names;
}

class NullLogger final : public evaluator::Logger {
public:
    void scoped(evaluator::LogLevel, std::string_view, std::string_view) override {}
    void located(evaluator::LogLevel, std::string_view, const evaluator::Location&) override {}
};

// Whether a call `name()` reaches a function: any outcome but the evaluator's "Unknown function" error.
bool evaluator_knows(evaluator::FunctionRegistry& functions, const std::string& name) {
    lexer::SourceManager sm;
    auto id = sm.add("names.pp", name + "()");
    lexer::Diagnostics diags;
    auto parsed = parser::parse(sm, id, diags, {});
    if (parsed->program == nullptr || diags.has_errors()) return false;
    NullLogger logger;
    evaluator::Compiler compiler(sm, functions, logger);
    evaluator::Scope top(nullptr, "Class[main]");
    try {
        (void)compiler.evaluate_program(*parsed->program, id, top);
    } catch (const evaluator::EvalError& e) {
        return std::string(e.what()).find("Unknown function") == std::string::npos;
    } catch (...) {
        return true; // a control-flow signal (break, next, return) escaping the top level
    }
    return true;
}

} // namespace

TEST(PuppetFunctionNames, RecordedListIsThere) {
    std::ifstream in(kList);
    ASSERT_TRUE(in) << kList << " is missing: run tests/golden/functions/record-puppet-function-names.sh";
    std::string header;
    std::getline(in, header);
    EXPECT_TRUE(header.starts_with("# recorded from Puppet ")) << header;
    EXPECT_GT(recorded_names().size(), 90U) << "the list looks truncated";
}

TEST(PuppetFunctionNames, EveryPuppetFunctionExistsInPp) {
    evaluator::FunctionRegistry functions;
    stdlib::register_all(functions);
    std::vector<std::string> missing;
    for (const std::string& name : recorded_names()) {
        const evaluator::FunctionInfo* info = functions.find(name);
        if (info != nullptr && info->module.empty()) continue;
        if (info == nullptr && evaluator_knows(functions, name)) continue;
        missing.push_back(name);
    }
    std::string list;
    for (const std::string& n : missing)
        list += " " + n;
    EXPECT_TRUE(missing.empty()) << missing.size() << " of Puppet's functions are not defined in pp:" << list;
}
