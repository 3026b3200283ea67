// Checking arguments given by name against declared parameters (classes, defines, EPP templates).
#include "evaluator/parameters.hpp"

#include "evaluator/compiler_detail.hpp"
#include "runtime/type_mismatch.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace pp::evaluator {

using namespace parser;

namespace detail {

std::vector<std::string> parameter_errors(Evaluator& ev, NodeList<Parameter> params,
                                          const std::vector<std::pair<std::string, Value>>& given,
                                          Scope& scope, lexer::FileId file, bool resource) {
    std::vector<std::string> errors;
    for (const auto& [given_name, v] : given) {
        const std::string& name = given_name; // (clang 14 cannot capture a structured binding)
        if (resource && (name == "name" || name == "title" || metaparameter(name))) continue;
        bool known =
            std::any_of(params.begin(), params.end(), [&](const Parameter* p) { return p->name == name; });
        if (!known) errors.push_back(fmt::format(" has no parameter named '{}'", name));
    }
    for (const Parameter* p : params) {
        auto it = std::find_if(given.begin(), given.end(), [&](const auto& g) { return g.first == p->name; });
        if (it == given.end()) {
            if (p->value == nullptr)
                errors.push_back(fmt::format(" expects a value for parameter '{}'", p->name));
            continue;
        }
        if (p->type_expr == nullptr) continue;
        Value t = ev.evaluate_in(*p->type_expr, file, scope);
        if (t.is_type() && !runtime::is_instance(t.as_type(), it->second))
            errors.push_back(fmt::format(" parameter '{}' {}", p->name,
                                         runtime::describe_mismatch(t.as_type(), it->second)));
    }
    return errors;
}

std::string join_errors(const std::string& subject, const std::vector<std::string>& errors) {
    if (errors.size() == 1) return subject + ":" + errors[0];
    std::string out = subject + ":";
    for (std::size_t i = 0; i < errors.size(); ++i)
        out += (i == 0 ? "\n" : "\n ") + errors[i];
    return out;
}

} // namespace detail
} // namespace pp::evaluator
