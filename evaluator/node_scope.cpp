#include "evaluator/node_scope.hpp"

#include "runtime/facts_file.hpp"
#include "runtime/puppet_settings.hpp"

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

namespace {
// Room kept among the top scope's variables for late facts (the corpus's 45 modules define 68 custom facts):
// beyond it, a late fact is in $facts but not a top-scope variable, as a variable added then could move
// the others under a caller's reference.
constexpr std::size_t kLateFactRoom = 1024;
} // namespace

void populate_top_scope(Scope& top, const NodeInfo& node, const EvalOptions& options) {
    runtime::Hash facts = node.facts.is_hash() ? node.facts.as_hash() : runtime::Hash{};
    // the node's facts, each also a top-scope variable (legacy access: $osfamily, $::fqdn)
    for (const auto& [k, v] : facts) {
        if (k.is_string()) top.set_owned(k.as_string(), v);
    }
    top.set_owned("facts", Value(facts));
    if (node.late_facts) {
        // the late facts join $facts and become top-scope variables the first time a fact could be read
        top.set_fact_resolver(
            [late = node.late_facts](Scope& scope) {
                const Value* now = scope.lookup_local("facts");
                runtime::Hash all = now != nullptr && now->is_hash() ? now->as_hash() : runtime::Hash{};
                late(all);
                std::size_t added = 0;
                for (const auto& [k, v] : all) {
                    // set_owned is false for the facts already known
                    if (added < kLateFactRoom && k.is_string() && scope.set_owned(k.as_string(), v)) ++added;
                }
                scope.replace("facts", Value(std::move(all)));
            },
            kLateFactRoom);
    }
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
    for (std::string_view name : runtime::puppet_setting_names())
        top.set_owned("settings::" + std::string(name), *runtime::puppet_setting_default(name));
}

} // namespace pp::evaluator
