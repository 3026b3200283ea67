// EPP templates (Puppet's epp_evaluator.rb and eval_EppExpression): parsing a template once, binding its
// arguments by name (closure.rb call_by_name), and collecting what its text and render expressions produce.
#include "evaluator/dispatch.hpp"
#include "evaluator/evaluator.hpp"
#include "evaluator/parameters.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace pp::evaluator {

using namespace parser;

const ParsedFile& Evaluator::load_epp(std::string_view function, const std::string& path,
                                      const std::string* text) {
    auto& cache = text == nullptr ? m_epp_files : m_epp_inline;
    if (auto it = cache.find(text == nullptr ? path : *text); it != cache.end()) return *it->second;
    lexer::FileId id = 0;
    if (text != nullptr) {
        id = m_sm.add(path, *text);
    } else {
        std::string error;
        if (!m_sm.load(path, id, error))
            throw FunctionError(fmt::format("Could not find template '{}'", path));
    }
    ParseOptions opts;
    opts.epp = true;
    opts.strict = m_options.strict;
    lexer::Diagnostics diags;
    auto parsed = parse(m_sm, id, diags, opts);
    if (parsed->program == nullptr || diags.has_errors()) {
        for (const auto& d : diags.all()) {
            if (d.severity != lexer::Severity::Error) continue;
            std::string where;
            if (d.has_location) {
                auto lc = m_sm.file(d.file).line_col(d.begin);
                where = fmt::format(" (file: {}, line: {}, column: {})", m_sm.file(d.file).path(), lc.line,
                                    lc.column);
            }
            throw FunctionError(fmt::format("{}(): Invalid EPP: {}{}", function, d.message, where));
        }
        throw FunctionError(fmt::format("{}(): Invalid EPP", function));
    }
    if (!parsed->program->definitions.empty())
        throw FunctionError(
            fmt::format("{}(): The EPP template contains illegal expressions (definitions)", function));
    const ParsedFile& out = *parsed;
    cache.emplace(text == nullptr ? path : *text, std::move(parsed));
    return out;
}

Value Evaluator::render_epp(const ParsedFile& epp, const Value* args, bool top_scope_only, Scope& scope) {
    const auto* lambda = epp.program->body->as<Lambda>();
    const auto* body = lambda->body->as<Epp>();
    InFile file_guard(*this, epp.file);
    Scope& closure = top_scope_only ? scope.top() : scope;
    Scope local(&closure, closure.label(), Scope::Kind::Local);
    local.set_match({});
    // template arguments bind by name; they are checked against the parameters the template declares, or
    // when none were given (then there must be no required parameter)
    bool enforce = body->parameters_specified || args == nullptr;
    if (!enforce) {
        for (const auto& [k, v] : args->as_hash())
            local.set_owned(k.as_string(), v);
    } else {
        std::vector<std::pair<std::string, Value>> given;
        if (args != nullptr) {
            for (const auto& [k, v] : args->as_hash())
                if (!v.is_undef()) given.emplace_back(k.as_string(), v);
        }
        // defaults see the arguments and the defaults before them
        Scope params(&closure, closure.label(), Scope::Kind::Local);
        for (const auto& [k, v] : given)
            params.set_owned(k, v);
        for (const Parameter* p : lambda->parameters) {
            auto it =
                std::find_if(given.begin(), given.end(), [&](const auto& g) { return g.first == p->name; });
            if (it != given.end()) continue;
            if (p->value != nullptr) {
                Value v = evaluate(*p->value, params);
                params.set(p->name, v);
                given.emplace_back(std::string(p->name), std::move(v));
            } else if (args != nullptr && args->as_hash().contains(Value(std::string(p->name)))) {
                given.emplace_back(std::string(p->name), Value());
            }
        }
        std::vector<std::string> errors =
            detail::parameter_errors(*this, lambda->parameters, given, closure, epp.file, false);
        // TypeMismatchDescriber#validate_parameters: one error after the subject, several on lines of their
        // own
        if (errors.size() == 1) throw FunctionError("lambda:" + errors[0]);
        if (!errors.empty()) {
            std::string message = "lambda:";
            for (const std::string& e : errors)
                message += "\n " + e;
            throw FunctionError(message);
        }
        for (auto& [k, v] : given)
            local.set_owned(std::move(k), std::move(v));
    }
    return eval_epp(*body, local);
}

Value Evaluator::eval_epp(const Epp& epp, Scope& scope) {
    std::vector<Value> parts;
    m_epp_output.push_back(&parts);
    struct Pop {
        std::vector<std::vector<Value>*>& stack;
        ~Pop() { stack.pop_back(); }
    } pop{m_epp_output};
    if (epp.body != nullptr) evaluate(*epp.body, scope);
    std::string out;
    bool sensitive = false;
    for (const Value& v : parts) {
        if (v.kind() == runtime::ValueKind::Sensitive) {
            sensitive = true;
            const Value& inner = v.sensitive_inner();
            out += inner.is_string() ? inner.as_string() : to_s(inner);
        } else {
            out += v.as_string();
        }
    }
    return sensitive ? Value::sensitive(Value(std::move(out))) : Value(std::move(out));
}

} // namespace pp::evaluator
