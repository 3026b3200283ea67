// notice, info, warning, err, debug, alert, crit, emerg (lib/puppet/functions/*.rb) and fail.
#include "evaluator/dispatch.hpp"
#include "stdlib/stdlib.hpp"

#include <string>

namespace pp::stdlib {

using evaluator::CallContext;
using evaluator::LogLevel;
using evaluator::Value;

namespace {
std::string join_args(std::span<const Value> args) {
    std::string msg;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (i > 0) msg += ' ';
        msg += runtime::to_s(args[i]);
    }
    return msg;
}

evaluator::NativeFunction logger(LogLevel level) {
    return [level](CallContext& ctx, std::span<const Value> args) -> Value {
        ctx.evaluator.logger().scoped(level, ctx.scope.label(), join_args(args));
        return {};
    };
}
} // namespace

void register_logging_functions(evaluator::FunctionRegistry& registry) {
    struct Level {
        const char* name;
        LogLevel level;
        const char* doc;
    };
    // alert, crit and emerg log at err level in Puppet 7's console output
    static constexpr Level kLevels[] = {
        {"debug", LogLevel::Debug, "Logs a message on the server at level `debug`."},
        {"info", LogLevel::Info, "Logs a message on the server at level `info`."},
        {"notice", LogLevel::Notice, "Logs a message on the server at level `notice`."},
        {"warning", LogLevel::Warning, "Logs a message on the server at level `warning`."},
        {"err", LogLevel::Err, "Logs a message on the server at level `err`."},
        {"alert", LogLevel::Alert, "Logs a message on the server at level `alert`."},
        {"crit", LogLevel::Crit, "Logs a message on the server at level `crit`."},
        {"emerg", LogLevel::Emerg, "Logs a message on the server at level `emerg`."},
    };
    for (const auto& l : kLevels) {
        registry.add({l.name, "Callable[Any, 0]", l.doc, logger(l.level)});
    }
    registry.add({"fail", "Callable[Any, 0]",
                  "Fails the evaluation with the given message (the arguments joined by spaces).",
                  [](CallContext&, std::span<const Value> args) -> Value {
                      throw evaluator::FunctionError(join_args(args));
                  }});
}

void register_all(evaluator::FunctionRegistry& registry) {
    // the module releases the native versions of modules' functions were checked against (the corpus's)
    registry.set_verified_version("stdlib", "8.5.0");
    registry.set_verified_version("openstacklib", "21.0.0");
    registry.set_verified_version("neutron", "21.0.0");
    registry.set_verified_version("mysql", "8.1.0");
    registry.set_verified_version("translate", "2.2.0");
    register_logging_functions(registry);
    register_iteration_functions(registry);
    register_string_functions(registry);
    register_collection_functions(registry);
    register_collection_walk_functions(registry);
    register_numeric_functions(registry);
    register_type_functions(registry);
    register_conversion_functions(registry);
    register_scope_functions(registry);
    register_catalog_functions(registry);
    register_time_functions(registry);
    register_digest_functions(registry);
    register_epp_functions(registry);
    register_openstack_functions(registry);
    register_module_misc_functions(registry);
    register_stdlib_module_functions(registry);
    register_template_functions(registry);
    register_lookup_functions(registry);
    register_file_functions(registry);
}

} // namespace pp::stdlib
