// The command line turned into the driver's options, for `pp apply`, `pp compile` and `pp repl`
// (compile_setup.hpp).
#include "cli/compile_setup.hpp"

#include "parser/parse_cache.hpp"

namespace pp::cli {

driver::CompileOptions compile_options(const ApplyArgs& args) {
    driver::CompileOptions options;
    options.modulepath = effective_modulepath(args.modulepath, args.env);
    options.env = args.env;
    options.facts_file = args.facts_file;
    options.certname = args.certname;
    options.strict = args.strict;
    options.strict_variables = args.strict_variables;
    options.verbose = args.verbose;
    options.debug = args.debug;
    options.color = use_color();
    options.errors = args.error_style == "puppet" ? driver::ErrorStyle::Puppet : driver::ErrorStyle::Pp;
    options.trace = args.trace;
    options.parse_cache = parser::ParseCache::process();
    return options;
}

apply::LogLevel log_level(const ApplyArgs& args) {
    return args.debug     ? apply::LogLevel::Debug
           : args.verbose ? apply::LogLevel::Info
                          : apply::LogLevel::Notice;
}

driver::ApplyRunOptions apply_options(const ApplyArgs& args) {
    driver::ApplyRunOptions options;
    options.provider_root = args.provider_root;
    options.strict = args.strict;
    options.modulepath = effective_modulepath(args.modulepath, args.env);
    options.vardir = args.vardir;
    options.environment = args.env.environment;
    options.noop = args.noop;
    options.detailed_exitcodes = args.detailed_exitcodes;
    options.tags = args.tags;
    options.skip_tags = args.skip_tags;
    options.ignore_schedules = args.ignore_schedules;
    options.graph = graph_options(args);
    return options;
}

driver::GraphOptions graph_options(const ApplyArgs& args) {
    return {.write = args.graph, .dir = args.graphdir};
}

} // namespace pp::cli
