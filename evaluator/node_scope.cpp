#include "evaluator/node_scope.hpp"

#include <nlohmann/json.hpp>

namespace pp::evaluator {

namespace {

Value from_json(const nlohmann::ordered_json& j) {
    switch (j.type()) {
    case nlohmann::ordered_json::value_t::null:
        return {};
    case nlohmann::ordered_json::value_t::boolean:
        return Value(j.get<bool>());
    case nlohmann::ordered_json::value_t::number_integer:
        return Value(j.get<std::int64_t>());
    case nlohmann::ordered_json::value_t::number_unsigned: {
        auto u = j.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            return Value(static_cast<double>(u));
        return Value(static_cast<std::int64_t>(u));
    }
    case nlohmann::ordered_json::value_t::number_float:
        return Value(j.get<double>());
    case nlohmann::ordered_json::value_t::string:
        return Value(j.get<std::string>());
    case nlohmann::ordered_json::value_t::array: {
        std::vector<Value> out;
        out.reserve(j.size());
        for (const auto& e : j)
            out.push_back(from_json(e));
        return Value(std::move(out));
    }
    case nlohmann::ordered_json::value_t::object: {
        runtime::Hash h;
        h.reserve(j.size());
        for (const auto& [k, v] : j.items())
            h.set(Value(k), from_json(v));
        return Value(std::move(h));
    }
    default:
        return {};
    }
}

// The part of a certname before the first dot, and the rest ($trusted hostname and domain).
std::pair<std::string, std::string> split_certname(const std::string& certname) {
    auto dot = certname.find('.');
    if (dot == std::string::npos) return {certname, ""};
    return {certname.substr(0, dot), certname.substr(dot + 1)};
}

} // namespace

std::optional<Value> parse_facts_json(const std::string& text, std::string* error) {
    nlohmann::ordered_json j;
    try {
        j = nlohmann::ordered_json::parse(text);
    } catch (const nlohmann::ordered_json::parse_error& e) {
        if (error != nullptr) *error = e.what();
        return std::nullopt;
    }
    if (!j.is_object()) {
        if (error != nullptr) *error = "facts must be a JSON object";
        return std::nullopt;
    }
    if (j.contains("values") && j["values"].is_object()) return from_json(j["values"]);
    return from_json(j);
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
