// How Puppet prints values in strings and log messages (StringConverter's defaults): arrays and hashes
// with their elements printed the same way (strings unquoted), undef as nothing, floats as Ruby prints them.
#include "evaluator/evaluator.hpp"

#include "parser/ruby_format.hpp"
#include "runtime/binary.hpp"
#include "runtime/iterator.hpp"
#include "runtime/object.hpp"
#include "runtime/regexp.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/types.hpp"
#include "runtime/uri.hpp"

#include <stdexcept>

namespace pp::evaluator {

using runtime::ValueKind;

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
        out += parser::ruby_float_to_s(v.as_float());
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
        out += runtime::to_string_expanded(v.as_type());
        return;
    case ValueKind::Regexp:
        out += v.as_regexp().inspect();
        return;
    case ValueKind::Timespan:
    case ValueKind::Timestamp:
        out += runtime::time_to_s(v);
        return;
    case ValueKind::SemVer:
        out += runtime::as_semver(v).to_string();
        return;
    case ValueKind::SemVerRange:
        out += runtime::as_version_range(v).to_string(); // the text it was created from
        return;
    case ValueKind::Binary:
        out += runtime::as_binary(v).to_string(); // strict base64
        return;
    case ValueKind::URI:
        out += runtime::as_uri(v).to_string();
        return;
    case ValueKind::Object:
    case ValueKind::Deferred:
        out += runtime::as_object(v).to_string(); // `Point({'x' => 1})`
        return;
    case ValueKind::Iterator:
        out += runtime::as_iterator(v).to_string(); // `Iterator[Integer]-Value`
        return;
    default:
        // Iterator, Deferred... arrive with their stdlib families
        throw std::logic_error("printing a " + std::string(runtime::kind_name(v.kind())) +
                               " value is not supported yet");
    }
}
} // namespace

std::string to_s(const Value& v) {
    std::string out;
    append(out, v);
    return out;
}

} // namespace pp::evaluator
