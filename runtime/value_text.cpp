// Values as text: Puppet's own `to_s` (StringConverter's defaults, what interpolation and log messages
// print) and the `to_s`/`inspect` of the Ruby object behind a value (what Ruby code and Ruby's messages
// print).
#include "runtime/ruby_text.hpp"

#include "runtime/binary.hpp"
#include "runtime/iterator.hpp"
#include "runtime/object.hpp"
#include "runtime/regexp.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/types.hpp"
#include "runtime/uri.hpp"

#include <fmt/format.h>

#include <stdexcept>

namespace pp::runtime {

// ---- Puppet's to_s ---------------------------------------------------------------------------------------
namespace {
void append(std::string& out, const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        return;
    case ValueKind::Default:
        out += "default";
        return;
    case ValueKind::Boolean:
        out += v.as_boolean() ? "true" : "false";
        return;
    case ValueKind::Integer:
        out += std::to_string(v.as_integer());
        return;
    case ValueKind::Float:
        out += ruby_float_to_s(v.as_float());
        return;
    case ValueKind::String:
        out += v.as_string();
        return;
    case ValueKind::Sensitive:
        out += "Sensitive [value redacted]";
        return;
    case ValueKind::Array: {
        out += '[';
        bool first = true;
        for (const Value& e : v.as_array()) {
            if (!first) out += ", ";
            first = false;
            append(out, e);
        }
        out += ']';
        return;
    }
    case ValueKind::Hash: {
        out += '{';
        bool first = true;
        for (const auto& [k, e] : v.as_hash()) {
            if (!first) out += ", ";
            first = false;
            append(out, k);
            out += " => ";
            append(out, e);
        }
        out += '}';
        return;
    }
    case ValueKind::Type:
        out += to_string_expanded(v.as_type());
        return;
    case ValueKind::Regexp:
        out += v.as_regexp().inspect();
        return;
    case ValueKind::Timespan:
    case ValueKind::Timestamp:
        out += time_to_s(v);
        return;
    case ValueKind::SemVer:
        out += as_semver(v).to_string();
        return;
    case ValueKind::SemVerRange:
        out += as_version_range(v).to_string(); // the text it was created from
        return;
    case ValueKind::Binary:
        out += as_binary(v).to_string(); // strict base64
        return;
    case ValueKind::URI:
        out += as_uri(v).to_string();
        return;
    case ValueKind::Object:
    case ValueKind::Deferred:
        out += as_object(v).to_string(); // `Point({'x' => 1})`
        return;
    case ValueKind::Iterator:
        out += as_iterator(v).to_string(); // `Iterator[Integer]-Value`
        return;
    default:
        // Iterator, Deferred... arrive with their stdlib families
        throw std::logic_error("printing a " + std::string(kind_name(v.kind())) +
                               " value is not supported yet");
    }
}
} // namespace

std::string to_s(const Value& v) {
    std::string out;
    append(out, v);
    return out;
}

// ---- Ruby's to_s and inspect -----------------------------------------------------------------------------

namespace {

void append_inspect(std::string& out, const Value& v);

void append_collection(std::string& out, const Value& v) {
    if (v.is_array()) {
        out += '[';
        bool first = true;
        for (const Value& e : v.as_array()) {
            if (!first) out += ", ";
            first = false;
            append_inspect(out, e);
        }
        out += ']';
        return;
    }
    out += '{';
    bool first = true;
    for (const auto& [k, e] : v.as_hash()) {
        if (!first) out += ", ";
        first = false;
        append_inspect(out, k);
        out += "=>";
        append_inspect(out, e);
    }
    out += '}';
}

void append_inspect(std::string& out, const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        out += "nil";
        return;
    case ValueKind::Default:
        out += ":default";
        return;
    case ValueKind::String:
        out += ruby_inspect_string(v.as_string());
        return;
    case ValueKind::Array:
    case ValueKind::Hash:
        append_collection(out, v);
        return;
    case ValueKind::Regexp:
        out += v.as_regexp().inspect();
        return;
    case ValueKind::Sensitive:
        out += "#<Sensitive [value redacted]>";
        return;
    case ValueKind::Timespan:
    case ValueKind::Timestamp:
        out += time_inspect(v);
        return;
    case ValueKind::SemVerRange:
        out += as_version_range(v).inspect(); // the canonical form, not the text it came from
        return;
    case ValueKind::URI:
        out += as_uri(v).inspect();
        return;
    default:
        out += ruby_to_s(v);
    }
}

} // namespace

std::string ruby_to_s(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        return "";
    case ValueKind::Default:
        return "default";
    case ValueKind::Boolean:
        return v.as_boolean() ? "true" : "false";
    case ValueKind::Integer:
        return std::to_string(v.as_integer());
    case ValueKind::Float:
        return ruby_float_to_s(v.as_float());
    case ValueKind::String:
        return v.as_string();
    case ValueKind::Array:
    case ValueKind::Hash: {
        std::string out;
        append_collection(out, v);
        return out;
    }
    case ValueKind::Regexp:
        return v.as_regexp().to_s();
    case ValueKind::Type:
        return to_string(v.as_type());
    case ValueKind::Sensitive:
        return "Sensitive [value redacted]";
    default:
        return to_s(v);
    }
}

std::string ruby_inspect(const Value& v) {
    std::string out;
    append_inspect(out, v);
    return out;
}

std::string ruby_inspect_binary(std::string_view s) {
    std::string out = "\"";
    for (std::size_t i = 0; i < s.size(); ++i) {
        auto c = static_cast<unsigned char>(s[i]);
        bool named = c == '\n' || c == '\t' || c == '\r' || c == '\f' || c == '\v' || c == '\b' ||
                     c == '\a' || c == 0x1B;
        if (c >= 0x80 || c == 0x7F || (c < 0x20 && !named)) {
            out += fmt::format("\\x{:02X}", c);
            continue;
        }
        if (c == '#') {
            bool escaped = i + 1 < s.size() && (s[i + 1] == '{' || s[i + 1] == '$' || s[i + 1] == '@');
            out += escaped ? "\\#" : "#";
            continue;
        }
        std::string one = ruby_inspect_string(s.substr(i, 1));
        out += one.substr(1, one.size() - 2);
    }
    return out + "\"";
}

} // namespace pp::runtime
