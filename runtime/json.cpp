#include "runtime/json.hpp"

#include "runtime/ruby_text.hpp"

#include <cstdint>
#include <limits>
#include <vector>

namespace pp::runtime {

namespace {

void append(std::string& out, const Value& v, const JsonStyle& style, int depth) {
    auto newline = [&](int d) {
        if (!style.pretty) return;
        out += '\n';
        out.append(static_cast<std::size_t>(d) * 2, ' ');
    };
    auto other = [&](const Value& x) { return style.other != nullptr ? style.other(x) : ruby_to_s(x); };
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
        append_ruby_float(out, v.as_float());
        return;
    case ValueKind::String:
        append_json_string(out, v.as_string());
        return;
    case ValueKind::Array: {
        const auto& a = v.as_array();
        // the generator writes array_nl after '[' and before ']' even with no element between
        if (a.empty() && style.pretty) {
            out += "[\n";
            newline(depth);
            out += ']';
            return;
        }
        out += '[';
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (i > 0) out += ',';
            newline(depth + 1);
            append(out, a[i], style, depth + 1);
        }
        if (!a.empty()) newline(depth);
        out += ']';
        return;
    }
    case ValueKind::Hash: {
        const auto& h = v.as_hash();
        if (h.empty() && style.pretty) {
            out += '{';
            newline(depth);
            out += '}';
            return;
        }
        out += '{';
        bool first = true;
        for (const auto& [k, e] : h) {
            if (!first) out += ',';
            first = false;
            newline(depth + 1);
            append_json_string(out, k.is_string() ? k.as_string() : other(k));
            out += style.pretty ? ": " : ":";
            append(out, e, style, depth + 1);
        }
        if (!h.empty()) newline(depth);
        out += '}';
        return;
    }
    default:
        append_json_string(out, other(v));
        return;
    }
}

template <class Json>
Value from_json(const Json& j, int depth, int max_depth) {
    if (depth > max_depth) throw JsonTooDeep();
    switch (j.type()) {
    case Json::value_t::boolean:
        return Value(j.template get<bool>());
    case Json::value_t::number_integer:
        return Value(j.template get<std::int64_t>());
    case Json::value_t::number_unsigned: {
        auto u = j.template get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            return Value(static_cast<double>(u));
        return Value(static_cast<std::int64_t>(u));
    }
    case Json::value_t::number_float:
        return Value(j.template get<double>());
    case Json::value_t::string:
        return Value(j.template get<std::string>());
    case Json::value_t::array: {
        std::vector<Value> out;
        out.reserve(j.size());
        for (const auto& e : j)
            out.push_back(from_json(e, depth + 1, max_depth));
        return Value(std::move(out));
    }
    case Json::value_t::object: {
        Hash h;
        h.reserve(j.size());
        for (auto it = j.begin(); it != j.end(); ++it)
            h.set(Value(it.key()), from_json(it.value(), depth + 1, max_depth));
        return Value(std::move(h));
    }
    default:
        return {};
    }
}

} // namespace

void append_json(std::string& out, const Value& v, const JsonStyle& style) {
    append(out, v, style, 0);
}

Value parse_json(std::string_view text, int max_depth) {
    nlohmann::ordered_json j;
    try {
        j = nlohmann::ordered_json::parse(text);
    } catch (const nlohmann::ordered_json::exception& e) {
        throw JsonError(e.what());
    }
    return from_json(j, 0, max_depth);
}

Value value_from_json(const nlohmann::json& j, int max_depth) {
    return from_json(j, 0, max_depth);
}

Value value_from_json(const nlohmann::ordered_json& j, int max_depth) {
    return from_json(j, 0, max_depth);
}

} // namespace pp::runtime
