// `SemVer(...)`, `SemVerRange(...)`, `Binary(...)` and `URI(...)`: the new_function of each type, with the
// dispatches and local types Puppet declares for it, so that its argument errors read as Puppet's.
#include "stdlib/new_rich_types.hpp"

#include "evaluator/dispatch.hpp"
#include "runtime/binary.hpp"
#include "runtime/object.hpp"
#include "runtime/semver.hpp"
#include "runtime/uri.hpp"
#include "stdlib/type_dispatcher.hpp"

#include <fmt/format.h>

#include <map>
#include <memory>

namespace pp::stdlib {

using evaluator::Dispatch;
using evaluator::FunctionError;
using evaluator::opt;
using evaluator::req;
using runtime::Value;

namespace {

const Value* entry(const Value& hash, const char* key) {
    return hash.as_hash().find(Value(key));
}

// A component given to new_Version's from_args/from_hash becomes a one-element array: "rc.1" stays one
// (alphanumeric) identifier, unlike the same text in a parsed version
runtime::SemVer::Identifiers prerelease_component(const Value* v) {
    if (v == nullptr || v->is_undef()) return std::nullopt;
    return std::vector<runtime::SemVer::Identifier>{{false, v->as_string()}};
}

runtime::SemVer::Build build_component(const Value* v) {
    if (v == nullptr || v->is_undef()) return std::nullopt;
    return std::vector<std::string>{v->as_string()};
}

runtime::SemVer version_or(const Value& v, const runtime::SemVer& dflt) {
    return v.is_default() ? dflt : runtime::as_semver(v);
}

Value binary_from_string(const std::string& str, const std::string& format) {
    if (format == "%b") {
        // "padding must be added for older rubies to avoid truncation"
        std::size_t chars = 0;
        for (char c : str)
            chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
        return runtime::binary_value(runtime::base64_decode(str + std::string(chars % 3, '=')));
    }
    if (format == "%u") return runtime::binary_value(runtime::base64_urlsafe_decode(str));
    if (format == "%B") return runtime::binary_value(runtime::base64_strict_decode(str));
    return runtime::binary_value(str); // %s (the UTF-8 bytes) and %r (the raw bytes) agree on Puppet strings
}

Value binary_from_array(const Value& array) {
    std::string bytes;
    for (const Value& b : array.as_array())
        bytes += static_cast<char>(static_cast<unsigned char>(b.as_integer()));
    return runtime::binary_value(std::move(bytes));
}

} // namespace

Value new_semver(evaluator::CallContext& ctx, std::span<const Value> args) {
    static const Dispatcher dispatcher(
        "new_Version",
        {
            {req("SemVerPattern", "str")},
            {req("PositiveInteger", "major"), req("PositiveInteger", "minor"),
             req("PositiveInteger", "patch"), opt("SemVerQualifier", "prerelease"),
             opt("SemVerQualifier", "build")},
            {req("SemVerHash", "hash_args")},
        },
        {
            "PositiveInteger = Integer[0,default]",
            R"(SemVerQualifier = Pattern[/\A(?<part>[0-9A-Za-z-]+)(?:\.\g<part>)*\Z/])",
            R"(SemVerPattern = Pattern[/\A(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?\Z/])",
            "SemVerHash = Struct[{major=>PositiveInteger,minor=>PositiveInteger,patch=>PositiveInteger,"
            "Optional[prerelease]=>SemVerQualifier,Optional[build]=>SemVerQualifier}]",
        });
    std::size_t which = 0;
    try {
        which = dispatcher.select(ctx, args);
    } catch (const runtime::Error&) {
        // argument_mismatch :on_error, for a single String
        if (args.size() == 1 && args[0].is_string())
            throw FunctionError(fmt::format("'new_Version' The string '{}' cannot be converted to a SemVer",
                                            args[0].as_string()));
        throw;
    }
    try {
        switch (which) {
        case 0:
            return runtime::semver_value(runtime::SemVer::parse(args[0].as_string()));
        case 1:
            return runtime::semver_value(
                runtime::SemVer(args[0].as_integer(), args[1].as_integer(), args[2].as_integer(),
                                prerelease_component(args.size() > 3 ? &args[3] : nullptr),
                                build_component(args.size() > 4 ? &args[4] : nullptr)));
        default: {
            const Value& h = args[0];
            return runtime::semver_value(
                runtime::SemVer(entry(h, "major")->as_integer(), entry(h, "minor")->as_integer(),
                                entry(h, "patch")->as_integer(), prerelease_component(entry(h, "prerelease")),
                                build_component(entry(h, "build"))));
        }
        }
    } catch (const runtime::VersionError& e) {
        throw FunctionError(e.what());
    }
}

Value new_semver_range(evaluator::CallContext& ctx, std::span<const Value> args) {
    static const Dispatcher dispatcher(
        "new_VersionRange",
        {
            {req("SemVerRangeString", "str")},
            {req("Variant[Default,SemVer]", "min"), req("Variant[Default,SemVer]", "max"),
             opt("Boolean", "exclude_max")},
            {req("SemVerRangeHash", "hash_args")},
        },
        {
            "SemVerRangeString = String[1]",
            "SemVerRangeHash = Struct[{min=>Variant[Default,SemVer],Optional[max]=>Variant[Default,SemVer],"
            "Optional[exclude_max]=>Boolean}]",
        });
    std::size_t which = dispatcher.select(ctx, args);
    try {
        if (which == 0)
            return runtime::version_range_value(runtime::VersionRange::parse(args[0].as_string()));
        Value min = args[0];
        Value max = Value::default_value();
        bool exclude = false;
        if (which == 1) {
            max = args[1];
            exclude = args.size() > 2 && args[2].as_boolean();
        } else {
            min = *entry(args[0], "min");
            if (const Value* m = entry(args[0], "max")) max = *m;
            if (const Value* e = entry(args[0], "exclude_max")) exclude = e->as_boolean();
        }
        return runtime::version_range_value(runtime::VersionRange::from_bounds(
            version_or(min, runtime::SemVer::min()), version_or(max, runtime::SemVer::max()), exclude));
    } catch (const runtime::VersionError& e) {
        throw FunctionError(e.what());
    }
}

Value new_binary(evaluator::CallContext& ctx, std::span<const Value> args) {
    static const Dispatcher dispatcher(
        "new_Binary",
        {
            {req("String", "str"), opt("Base64Format", "format")},
            {req("Array[ByteInteger]", "byte_array")},
            {req("BinaryArgsHash", "hash_args")},
        },
        {
            "ByteInteger = Integer[0,255]",
            R"(Base64Format = Enum["%b", "%u", "%B", "%s", "%r"])",
            R"(StringHash = Struct[{value => String, "format" => Optional[Base64Format]}])",
            "ArrayHash = Struct[{value => Array[ByteInteger]}]",
            "BinaryArgsHash = Variant[StringHash, ArrayHash]",
        });
    std::size_t which = dispatcher.select(ctx, args);
    try {
        switch (which) {
        case 0:
            return binary_from_string(args[0].as_string(), args.size() > 1 ? args[1].as_string() : "%B");
        case 1:
            return binary_from_array(args[0]);
        default: {
            const Value& value = *entry(args[0], "value");
            if (value.is_array()) return binary_from_array(value);
            const Value* format = entry(args[0], "format");
            return binary_from_string(value.as_string(),
                                      format != nullptr && format->is_string() ? format->as_string() : "%B");
        }
        }
    } catch (const runtime::Base64Error& e) {
        throw FunctionError(e.what());
    }
}

Value new_uri(evaluator::CallContext& ctx, std::span<const Value> args) {
    static const Dispatcher dispatcher(
        "new_error",
        {
            {req("String[1]", "uri")},
            {req("Struct[{Optional['scheme'] => String[1], Optional['userinfo'] => String[1], "
                 "Optional['host'] => String[1], Optional['port'] => Integer[0], Optional['path'] => "
                 "String[1], Optional['query'] => String[1], Optional['fragment'] => String[1], "
                 "Optional['opaque'] => String[1]}]",
                 "hash")},
        });
    std::size_t which = dispatcher.select(ctx, args);
    try {
        if (which == 0) return runtime::uri_value(runtime::Uri::parse(args[0].as_string()));
        runtime::Uri::Components c;
        auto str = [&](const char* key) -> std::optional<std::string> {
            const Value* v = entry(args[0], key);
            return v != nullptr && v->is_string() ? std::optional(v->as_string()) : std::nullopt;
        };
        c.scheme = str("scheme");
        c.userinfo = str("userinfo");
        c.host = str("host");
        if (const Value* p = entry(args[0], "port"); p != nullptr && p->is_integer())
            c.port = p->as_integer();
        c.path = str("path");
        c.query = str("query");
        c.fragment = str("fragment");
        c.opaque = str("opaque");
        return runtime::uri_value(runtime::Uri::build(c));
    } catch (const runtime::UriError& e) {
        throw FunctionError(e.what());
    }
}

Value new_object(evaluator::CallContext& ctx, const runtime::TypePtr& object_type,
                 std::span<const Value> args) {
    const runtime::Type& type = *object_type;
    if (type.m_name.empty())
        throw FunctionError(
            fmt::format("Creation of new instance of type '{}' is not supported", runtime::to_string(type)));
    auto attributes = runtime::all_attributes(type);
    // the create dispatch takes the attributes without a default value first (parameter_info)
    std::vector<std::size_t> order;
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t i = 0; i < attributes.size(); ++i) {
            if (attributes[i]->has_value == (pass == 1)) order.push_back(i);
        }
    }
    std::vector<evaluator::Param> create;
    for (std::size_t i : order) {
        const runtime::ObjectAttribute& a = *attributes[i];
        create.push_back({"", a.name,
                          a.has_value ? evaluator::Param::Kind::Optional : evaluator::Param::Kind::Required,
                          a.type});
    }
    std::vector<evaluator::Param> from_hash{
        {"", "hash", evaluator::Param::Kind::Required, runtime::object_init_hash_type(type)}};
    Dispatcher dispatcher("new_" + type.m_name, {from_hash, create});
    std::size_t which = dispatcher.select(ctx, args);
    std::vector<Value> values;
    for (const runtime::ObjectAttribute* a : attributes)
        values.push_back(a->has_value ? a->value : Value());
    if (which == 0) {
        for (std::size_t i = 0; i < attributes.size(); ++i) {
            if (const Value* v = args[0].as_hash().find(Value(attributes[i]->name))) values[i] = *v;
        }
    } else {
        for (std::size_t k = 0; k < args.size() && k < order.size(); ++k)
            values[order[k]] = args[k];
    }
    return runtime::object_value(object_type, std::move(values));
}

} // namespace pp::stdlib
