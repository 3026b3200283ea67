#include "apply/provider.hpp"

#include "runtime/ruby_text.hpp"
#include "runtime/string_converter.hpp"
#include "runtime/type_parser.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace pp::apply {

std::string Resource::str(std::string_view attribute, std::string_view fallback) const {
    const Value* v = param(attribute);
    if (v == nullptr || !v->is_string()) return std::string(fallback);
    return std::string(v->as_string());
}

bool Resource::flag(std::string_view attribute, bool fallback) const {
    const Value* v = param(attribute);
    if (v == nullptr) return fallback;
    if (v->is_boolean()) return v->as_boolean();
    if (v->is_string()) {
        const std::string& s = v->as_string();
        if (s == "true" || s == "yes") return true;
        if (s == "false" || s == "no") return false;
    }
    return fallback;
}

bool Resource::audits(std::string_view property) const {
    const Value* audit = param("audit");
    if (audit == nullptr) return false;
    auto names = [&](const Value& v) {
        return v.is_string() && (v.as_string() == property || v.as_string() == "all");
    };
    if (audit->is_array()) return std::any_of(audit->as_array().begin(), audit->as_array().end(), names);
    return names(*audit);
}

void Context::emit(LogLevel level, std::string_view message, std::string_view title) {
    std::string source = title.empty() ? m_type : fmt::format("{}[{}]", m_type, title);
    m_log.log(level, source, message);
}
void Context::debug(std::string_view message, std::string_view title) {
    emit(LogLevel::Debug, message, title);
}
void Context::info(std::string_view message, std::string_view title) {
    emit(LogLevel::Info, message, title);
}
void Context::notice(std::string_view message, std::string_view title) {
    emit(LogLevel::Notice, message, title);
}
void Context::warning(std::string_view message, std::string_view title) {
    emit(LogLevel::Warning, message, title);
}
void Context::err(std::string_view message, std::string_view title) {
    emit(LogLevel::Err, message, title);
}

State Provider::should(const Resource& resource) const {
    State out;
    for (const std::string& p : properties()) {
        if (const Value* v = resource.param(p)) out.emplace(p, *v);
    }
    return out;
}

bool Provider::insync(const Resource&, std::string_view, const Value& is, const Value& should) const {
    // Property#insync? over the should array (match any), each compared by property_matches?:
    // `current == desired or current == desired.to_s`
    auto matches = [&](const Value& one) {
        if (is.eql(one)) return true;
        if (is.is_string() && !one.is_string() && !one.is_undef())
            return is.as_string() == runtime::ruby_to_s(one);
        return false;
    };
    if (should.is_array()) {
        if (should.as_array().empty()) return true;
        for (const Value& one : should.as_array())
            if (matches(one)) return true;
        return false;
    }
    return matches(should);
}

std::string Provider::format_is(std::string_view, const Value& is) const {
    return display_value(is);
}
std::string Provider::format_should(std::string_view, const Value& should) const {
    return display_value(should);
}

std::string Provider::change_message(const Resource&, std::string_view property, const Value& is,
                                     const Value& should) const {
    // Property#change_to_s
    if (is.is_string() && is.as_string() == "absent")
        return fmt::format("defined '{}' as {}", property, format_should(property, should));
    if (should.is_string() && should.as_string() == "absent")
        return fmt::format("undefined '{}' from {}", property, format_is(property, is));
    return fmt::format("{} changed {} to {}", property, format_is(property, is),
                       format_should(property, should));
}

std::string Provider::event_name(std::string_view property, const Value& should) const {
    if (property != "ensure") return fmt::format("{}_changed", property);
    std::string s = should.is_string() ? should.as_string() : std::string();
    if (s == "present") return fmt::format("{}_created", type_name());
    if (s == "absent") return fmt::format("{}_removed", type_name());
    return fmt::format("{}_changed", type_name());
}

void Provider::refresh(Context&, const Resource&) {}

std::vector<std::vector<PropertyOutcome>> Provider::set_group(Context& context,
                                                              std::span<const GroupMember> members) {
    std::vector<std::vector<PropertyOutcome>> out;
    out.reserve(members.size());
    for (const GroupMember& m : members)
        out.push_back(set(context, *m.resource, *m.is, m.changes));
    return out;
}

std::vector<std::string> Provider::instances(Context&) {
    throw ApplyError(fmt::format("Listing all {} instances is not supported.  Please specify a {}",
                                 type_name(), type_name()));
}

Provider::AutoRelations Provider::auto_relations(const Resource&) const {
    return {};
}

std::string value_text(const Value& value) {
    if (value.is_string()) return value.as_string();
    if (value.is_integer()) return std::to_string(value.as_integer());
    if (value.is_boolean()) return value.as_boolean() ? "true" : "false";
    return display_value(value);
}

std::string display_value(const Value& value) {
    return runtime::format_value_for_display(value);
}

std::string error_location(const Resource& r) {
    if (r.catalog == nullptr) return {};
    const std::string& file = r.catalog->file;
    const int line = r.catalog->line;
    if (!file.empty() && line > 0) return fmt::format("(file: {}, line: {})", file, line);
    if (line > 0) return fmt::format("(line: {})", line);
    if (!file.empty()) return fmt::format("(file: {})", file);
    return {};
}

namespace {

// error_location with its leading space
std::string declared_at(const Resource& r) {
    std::string where = error_location(r);
    return where.empty() ? where : " " + where;
}

} // namespace

ValidationError parameter_failure(const Resource& resource, std::string_view param,
                                  std::string_view message) {
    return ValidationError(
        fmt::format("Parameter {} failed on {}: {}{}", param, resource.ref, message, declared_at(resource)));
}

ValidationError validation_failure(const Resource& resource, std::string_view message) {
    return ValidationError(
        fmt::format("Validation of {} failed: {}{}", resource.ref, message, declared_at(resource)));
}

std::vector<runtime::CatalogResource> Provider::generate(Context& /*context*/, const Resource& /*resource*/,
                                                         const runtime::Catalog& /*catalog*/,
                                                         const ProviderRegistry& /*registry*/) {
    return {};
}

std::optional<std::vector<std::size_t>>
Provider::eval_generate(Context& /*context*/, const Resource& /*resource*/, runtime::Catalog& /*catalog*/) {
    return std::nullopt;
}

} // namespace pp::apply
