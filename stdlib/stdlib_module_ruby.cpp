// What stdlib's Ruby functions need of Ruby itself: how a 3.x function sees its arguments
// (Runtime3FunctionArgumentConverter), Ruby's class names, inspect, to_s, ==, Integer() and Float() as the
// functions' messages and checks use them; and stdlib's `deprecation`, which the others call.
#include "evaluator/dispatch.hpp"
#include "runtime/binary.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/semver.hpp"
#include "runtime/time.hpp"
#include "runtime/types.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <cstdlib>

namespace pp::stdlib {

using evaluator::CallContext;
using evaluator::FunctionError;
using runtime::ValueKind;

namespace ruby3x {

std::vector<Value> args(std::span<const Value> args) {
    std::vector<Value> out;
    out.reserve(args.size());
    for (const Value& a : args) {
        switch (a.kind()) {
        case ValueKind::Undef:
            out.emplace_back(std::string());
            break;
        case ValueKind::Regexp:
        case ValueKind::SemVer:
        case ValueKind::SemVerRange:
        case ValueKind::Binary:
        case ValueKind::Timespan:
        case ValueKind::Timestamp:
            out.emplace_back(runtime::to_s(a));
            break;
        default:
            out.push_back(a);
        }
    }
    return out;
}

namespace {

bool is_catalog_entry(const Value& v) {
    if (!v.is_type()) return false;
    auto k = v.as_type().kind();
    return k == runtime::TypeKind::Resource || k == runtime::TypeKind::Class;
}

} // namespace

std::string class_name(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        return "NilClass";
    case ValueKind::Default:
        return "Symbol";
    case ValueKind::Boolean:
        return v.as_boolean() ? "TrueClass" : "FalseClass";
    case ValueKind::Integer:
        return "Integer";
    case ValueKind::Float:
        return "Float";
    case ValueKind::String:
        return "String";
    case ValueKind::Array:
        return "Array";
    case ValueKind::Hash:
        return "Hash";
    case ValueKind::Regexp:
        return "Regexp";
    case ValueKind::Sensitive:
        return "Puppet::Pops::Types::PSensitiveType::Sensitive";
    case ValueKind::Type: {
        if (is_catalog_entry(v)) return "Puppet::Resource";
        std::string name = runtime::to_string(v.as_type());
        name = name.substr(0, name.find('['));
        return "Puppet::Pops::Types::P" + name + "Type";
    }
    default:
        return std::string(runtime::kind_name(v.kind()));
    }
}

std::string inspect(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        return "nil";
    case ValueKind::Default:
        return ":default";
    case ValueKind::String:
        return runtime::ruby_inspect_string(v.as_string());
    case ValueKind::Array: {
        std::string out = "[";
        for (const Value& e : v.as_array()) {
            if (out.size() > 1) out += ", ";
            out += inspect(e);
        }
        return out + "]";
    }
    case ValueKind::Hash: {
        std::string out = "{";
        for (const auto& [k, e] : v.as_hash()) {
            if (out.size() > 1) out += ", ";
            out += inspect(k) + "=>" + inspect(e);
        }
        return out + "}";
    }
    default:
        return ruby3x::to_s(v);
    }
}

std::string to_s(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Undef:
        return {};
    case ValueKind::Array:
    case ValueKind::Hash:
        return inspect(v);
    case ValueKind::Type:
        return is_catalog_entry(v) ? runtime::to_string(v.as_type()) : runtime::to_s(v);
    default:
        return runtime::to_s(v);
    }
}

bool equal(const Value& a, const Value& b) {
    if (a.is_number() && b.is_number()) return a.as_number() == b.as_number();
    if (a.is_array() && b.is_array()) {
        const auto& x = a.as_array();
        const auto& y = b.as_array();
        if (x.size() != y.size()) return false;
        for (std::size_t i = 0; i < x.size(); ++i) {
            if (!equal(x[i], y[i])) return false;
        }
        return true;
    }
    if (a.is_hash() && b.is_hash()) {
        if (a.as_hash().size() != b.as_hash().size()) return false;
        for (const auto& [k, e] : a.as_hash()) {
            const Value* o = b.as_hash().find(k);
            if (o == nullptr || !equal(e, *o)) return false;
        }
        return true;
    }
    return a.eql(b);
}

// Shellwords.escape
std::string shell_escape(const std::string& s) {
    if (s.empty()) return "''";
    std::string out;
    for (char c : s) {
        auto u = static_cast<unsigned char>(c);
        if (c == '\n') {
            out += "'\n'";
        } else if (std::isalnum(u) != 0 || u >= 0x80 ||
                   std::string_view("_-.,:+/@").find(c) != std::string_view::npos) {
            out += c;
        } else {
            out += '\\';
            out += c;
        }
    }
    return out;
}

void add_function(evaluator::FunctionRegistry& registry, std::string module, std::string name,
                  std::string doc, Body body, std::optional<int> arity) {
    auto fn = [name, body = std::move(body), arity](CallContext& ctx, std::span<const Value> given) -> Value {
        std::vector<Value> converted = args(given);
        // Puppet::Parser::Functions#newfunction's arity check
        auto n = static_cast<int>(converted.size());
        if (arity && *arity >= 0 && n != *arity)
            throw FunctionError(
                fmt::format("{}(): Wrong number of arguments given ({} for {})", name, n, *arity));
        if (arity && *arity < 0 && n < -*arity - 1) {
            throw FunctionError(fmt::format("{}(): Wrong number of arguments given ({} for minimum {})", name,
                                            n, -*arity - 1));
        }
        return body(ctx, converted);
    };
    evaluator::add_module_function(
        registry, std::move(module), name, std::move(doc),
        {evaluator::Dispatch{{evaluator::rep("Any", "args")}, evaluator::BlockUse::None, std::move(fn)}});
}

} // namespace ruby3x

Value stdlib_deprecation(CallContext& ctx, const std::string& key, const std::string& message) {
    // "#{message} at #{stacktrace[0]}:#{stacktrace[1]}": two [file, line] frames as Ruby prints arrays
    auto stack = ctx.evaluator.puppet_stack();
    auto frame = [&](std::size_t i) {
        return i < stack.size()
                   ? fmt::format("[{}, {}]", runtime::ruby_inspect_string(stack[i].first), stack[i].second)
                   : std::string();
    };
    std::string text = fmt::format("{} at {}:{}", message, frame(0), frame(1));
    switch (ctx.evaluator.options().strict) {
    case parser::Strictness::Off:
        return {};
    case parser::Strictness::Error:
        throw FunctionError(fmt::format("deprecation. {}. {}", key, text));
    default:
        break;
    }
    const char* env = std::getenv("STDLIB_LOG_DEPRECATIONS");
    if (env != nullptr && std::string_view(env) == "false") return {};
    if (!ctx.evaluator.deprecation_once(key)) return {};
    // Puppet.deprecation_warning adds the Ruby caller of the deprecated code: deprecation.rb's own line
    std::string dir;
    if (loader::Environment* e = ctx.evaluator.environment()) dir = e->module_dir("stdlib").value_or("");
    text += fmt::format("\n   (location: {}/lib/puppet/functions/deprecation.rb:36:in `deprecation')", dir);
    ctx.evaluator.logger().located(evaluator::LogLevel::Warning, text, evaluator::Location{});
    return Value(text);
}

void register_stdlib_module_functions(evaluator::FunctionRegistry& registry) {
    register_stdlib_module_data_functions(registry);
    register_stdlib_module_validate_functions(registry);
    register_stdlib_module_catalog_functions(registry);
    register_stdlib_module_text_functions(registry);
}

} // namespace pp::stdlib
