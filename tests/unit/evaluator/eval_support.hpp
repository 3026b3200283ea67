#pragma once
// What the evaluator's unit tests share: a logger that drops everything, and the evaluation of a snippet of
// code on its own (a top scope, the built-in functions, no modules).
#include "evaluator/compiler.hpp"
#include "evaluator/node_scope.hpp"
#include "lexer/diagnostics.hpp"
#include "parser/parser.hpp"
#include "stdlib/stdlib.hpp"

#include <string>
#include <string_view>

namespace pp::test {

class NullLogger final : public evaluator::Logger {
public:
    void scoped(evaluator::LogLevel, std::string_view, std::string_view) override {}
    void located(evaluator::LogLevel, std::string_view, const evaluator::Location&) override {}
};

struct Evaluated {
    runtime::Value value; ///< of the code's last expression
    bool parsed = true;   ///< false: the code did not parse
    std::string error;    ///< the evaluation error's message, or empty
};

/// Evaluates `code`.
inline Evaluated evaluate_code(const std::string& code) {
    lexer::SourceManager sm;
    auto id = sm.add("t.pp", code);
    lexer::Diagnostics diags;
    auto parsed = parser::parse(sm, id, diags, {});
    if (parsed->program == nullptr || diags.has_errors()) return {{}, false, {}};
    evaluator::FunctionRegistry functions;
    stdlib::register_all(functions);
    NullLogger logger;
    evaluator::Compiler compiler(sm, functions, logger);
    evaluator::Scope top(nullptr, "Class[main]");
    try {
        return {compiler.evaluate_program(*parsed->program, id, top), true, {}};
    } catch (const evaluator::EvalError& e) {
        return {{}, true, e.what()};
    }
}

} // namespace pp::test
