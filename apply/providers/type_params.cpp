// Puppet::Type's parameter checks for the module types (see type_params.hpp).
#include "apply/providers/type_params.hpp"

#include "apply/providers/exec.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/value.hpp"

#include <fmt/format.h>

namespace pp::apply::type_params {

const Value* value(const Resource& r, std::string_view name) {
    const Value* v = r.param(name);
    if (v == nullptr) return nullptr;
    if (v->kind() == runtime::ValueKind::Sensitive) v = &v->sensitive_inner();
    return v->is_undef() ? nullptr : v;
}

std::string text(const Value& v) {
    return v.is_string() ? v.as_string() : runtime::ruby_to_s(v);
}

std::string symbol(const Resource& r, std::string_view name, const Value& v,
                   std::initializer_list<std::string_view> allowed) {
    // ValueCollection's convert: Strings become Symbols, true and false :true and :false; nothing else
    // can name a value
    std::string s;
    bool named = false;
    if (v.is_boolean()) {
        s = v.as_boolean() ? "true" : "false";
        named = true;
    } else if (v.is_string()) {
        s = v.as_string();
        named = !s.empty();
    }
    if (named)
        for (std::string_view a : allowed)
            if (s == a) return s;
    std::string list;
    for (std::string_view a : allowed) {
        if (!list.empty()) list += ", ";
        list += a;
    }
    throw parameter_failure(
        r, name, fmt::format("Invalid value {}. Valid values are {}.", runtime::ruby_inspect(v), list));
}

bool boolean(const Resource& r, std::string_view name, bool fallback) {
    const Value* v = value(r, name);
    if (v == nullptr) return fallback;
    const std::string s = symbol(r, name, *v, {"true", "false", "yes", "no"});
    return s == "true" || s == "yes";
}

bool absolute_path(std::string_view path) {
    if (!path.empty() && path.front() == '/') return true;
    return path.find("\n/") != std::string_view::npos;
}

} // namespace pp::apply::type_params
