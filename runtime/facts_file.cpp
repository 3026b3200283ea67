// Facts files in JSON or YAML, and Ruby's pretty JSON (runtime/facts_file.hpp).
#include "runtime/facts_file.hpp"

#include "runtime/json.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/yaml_scalar.hpp"

#include <yaml-cpp/yaml.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace pp::runtime::facts {

namespace {

// Facts nest a few levels; a file nested deeper than this is refused rather than overflowing the stack.
constexpr int kMaxDepth = 512;

struct TooDeep {};

Value from_yaml(const YAML::Node& node, int depth = 0) {
    if (depth > kMaxDepth) throw TooDeep{};
    switch (node.Type()) {
    case YAML::NodeType::Null:
        return {};
    case YAML::NodeType::Scalar: {
        const std::string& tag = node.Tag();
        const std::string& text = node.Scalar();
        if (tag == "!" || tag == "tag:yaml.org,2002:str") return Value(text); // quoted, or !!str
        return psych_scalar(text); // other tags (!!int, !ruby/sym...) as the plain text would type
    }
    case YAML::NodeType::Sequence: {
        std::vector<Value> out;
        out.reserve(node.size());
        for (const auto& e : node)
            out.push_back(from_yaml(e, depth + 1));
        return Value(std::move(out));
    }
    case YAML::NodeType::Map: {
        Hash h;
        for (const auto& kv : node)
            h.set(from_yaml(kv.first, depth + 1), from_yaml(kv.second, depth + 1));
        return Value(std::move(h));
    }
    default:
        return {};
    }
}

// Puppet's `{name, values}` wrapper around the facts, else the map itself.
std::optional<FactsFile> unwrap(const Value& v, std::string* error) {
    if (!v.is_hash()) {
        if (error != nullptr) *error = "facts must be a map of fact names to values";
        return std::nullopt;
    }
    const Hash& h = v.as_hash();
    const Value* name = h.find(Value("name"));
    const Value* values = h.find(Value("values"));
    FactsFile out;
    if (name != nullptr && name->is_string() && values != nullptr && values->is_hash()) {
        out.name = name->as_string();
        out.values = values->as_hash();
    } else {
        out.values = h;
    }
    return out;
}

void newline(std::string& out, int depth) {
    out += '\n';
    out.append(static_cast<std::size_t>(depth) * 2, ' ');
}

void pretty(std::string& out, const Value& v, int depth) {
    switch (v.kind()) {
    case ValueKind::Undef:
        out += "null";
        return;
    case ValueKind::Boolean:
        out += v.as_boolean() ? "true" : "false";
        return;
    case ValueKind::Integer:
        out += std::to_string(v.as_integer());
        return;
    case ValueKind::Float:
        runtime::append_ruby_float(out, v.as_float());
        return;
    case ValueKind::String:
        runtime::append_json_string(out, v.as_string());
        return;
    case ValueKind::Array: {
        const auto& a = v.as_array();
        out += '[';
        if (a.empty()) out += '\n'; // Ruby's generator: "[\n\n<indent>]"
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (i > 0) out += ',';
            newline(out, depth + 1);
            pretty(out, a[i], depth + 1);
        }
        newline(out, depth);
        out += ']';
        return;
    }
    case ValueKind::Hash: {
        const Hash& h = v.as_hash();
        out += '{';
        bool first = true;
        for (const auto& [k, x] : h) {
            if (!first) out += ',';
            first = false;
            newline(out, depth + 1);
            if (k.is_string()) {
                runtime::append_json_string(out, k.as_string());
            } else {
                std::string key;
                pretty(key, k, 0);
                runtime::append_json_string(out, key);
            }
            out += ": ";
            pretty(out, x, depth + 1);
        }
        newline(out, depth);
        out += '}';
        return;
    }
    default:
        out += "null";
        return;
    }
}

std::optional<FactsFile> parse_facts_unguarded(std::string_view text, std::string* error,
                                               FactsFormat format) {
    std::size_t start = 0;
    while (start < text.size() && std::isspace(static_cast<unsigned char>(text[start])) != 0)
        ++start;
    bool looks_like_json = start < text.size() && (text[start] == '{' || text[start] == '[');
    std::string json_error;
    if (format == FactsFormat::Json || (format == FactsFormat::Auto && looks_like_json)) {
        try {
            return unwrap(parse_json(text, kMaxDepth), error);
        } catch (const JsonTooDeep&) {
            throw TooDeep{};
        } catch (const JsonError& e) {
            json_error = e.what();
        }
        if (format == FactsFormat::Json) {
            if (error != nullptr) *error = "invalid JSON: " + json_error;
            return std::nullopt;
        }
    }
    try {
        YAML::Node doc = YAML::Load(std::string(text));
        return unwrap(from_yaml(doc), error);
    } catch (const YAML::Exception& e) {
        if (error != nullptr) {
            if (!json_error.empty()) {
                *error = "invalid JSON: " + json_error;
            } else if (e.mark.is_null()) {
                *error = "invalid YAML: " + e.msg;
            } else {
                *error = "invalid YAML: " + e.msg + " at line " + std::to_string(e.mark.line + 1) +
                         ", column " + std::to_string(e.mark.column + 1);
            }
        }
        return std::nullopt;
    }
}

} // namespace

std::optional<FactsFile> parse_facts(std::string_view text, std::string* error, FactsFormat format) {
    try {
        return parse_facts_unguarded(text, error, format);
    } catch (const TooDeep&) {
        if (error != nullptr) *error = "facts nested more than " + std::to_string(kMaxDepth) + " levels deep";
        return std::nullopt;
    }
}

std::optional<FactsFile> read_facts_file(const std::string& path, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error != nullptr) *error = path + ": cannot read the file: " + std::strerror(errno);
        return std::nullopt;
    }
    std::stringstream text;
    text << in.rdbuf();
    if (in.bad()) {
        if (error != nullptr) *error = path + ": cannot read the file";
        return std::nullopt;
    }
    auto ends_with = [&](std::string_view suffix) {
        return path.size() >= suffix.size() &&
               path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    FactsFormat format = ends_with(".json")                        ? FactsFormat::Json
                         : ends_with(".yaml") || ends_with(".yml") ? FactsFormat::Yaml
                                                                   : FactsFormat::Auto;
    std::string detail;
    auto facts = parse_facts(text.str(), &detail, format);
    if (!facts && error != nullptr) *error = path + ": " + detail;
    return facts;
}

std::string to_pretty_json(const Value& value) {
    std::string out;
    pretty(out, value, 0);
    return out;
}

} // namespace pp::runtime::facts
