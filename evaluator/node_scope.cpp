#include "evaluator/node_scope.hpp"

#include "runtime/facts_file.hpp"

namespace pp::evaluator {

namespace {

// The part of a certname before the first dot, and the rest ($trusted hostname and domain).
std::pair<std::string, std::string> split_certname(const std::string& certname) {
    auto dot = certname.find('.');
    if (dot == std::string::npos) return {certname, ""};
    return {certname.substr(0, dot), certname.substr(dot + 1)};
}

} // namespace

std::optional<Value> parse_facts_json(const std::string& text, std::string* error) {
    auto facts = runtime::facts::parse_facts(text, error);
    if (!facts) return std::nullopt;
    return Value(std::move(facts->values));
}

void populate_top_scope(Scope& top, const NodeInfo& node, const EvalOptions& options) {
    runtime::Hash facts = node.facts.is_hash() ? node.facts.as_hash() : runtime::Hash{};
    // the node's facts, each also a top-scope variable (legacy access: $osfamily, $::fqdn)
    for (const auto& [k, v] : facts) {
        if (k.is_string()) top.set_owned(k.as_string(), v);
    }
    top.set_owned("facts", Value(facts));
    auto [host, domain] = split_certname(node.certname);
    top.set_owned("trusted", Value(runtime::Hash{{Value("authenticated"), Value("local")},
                                                 {Value("certname"), Value(node.certname)},
                                                 {Value("extensions"), Value(runtime::Hash{})},
                                                 {Value("hostname"), Value(host)},
                                                 {Value("domain"), Value(domain)},
                                                 {Value("external"), Value(runtime::Hash{})}}));
    top.set_owned("server_facts", Value(runtime::Hash{{Value("environment"), Value(node.environment)}}));
    top.set_owned("environment", Value(node.environment));
    top.set_owned("name", Value("main"));
    top.set_owned("title", Value("main"));
    top.set_owned("module_name", Value(""));
    // $settings::x: the settings a manifest can read that pp knows
    const char* strict = options.strict == parser::Strictness::Off     ? "off"
                         : options.strict == parser::Strictness::Error ? "error"
                                                                       : "warning";
    top.set_owned("settings::strict", Value(strict));
    top.set_owned("settings::strict_variables", Value(options.strict_variables));
    top.set_owned("settings::certname", Value(node.certname));
    top.set_owned("settings::environment", Value(node.environment));
}

} // namespace pp::evaluator
