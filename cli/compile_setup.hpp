#pragma once
// What `pp apply`, `pp compile` and `pp repl` share around the facade (driver/compilation.hpp,
// driver/apply_run.hpp): the command line turned into the options of a compilation and of an apply run.

#include "apply/log.hpp"
#include "cli/commands.hpp"
#include "driver/apply_run.hpp"
#include "driver/compilation.hpp"

#include <string>
#include <utility>
#include <vector>

namespace pp::cli {

/// The compile options of `pp apply` / `pp compile`'s arguments: errors as pp prints them (with colour on a
/// terminal), logs on standard output.
driver::CompileOptions compile_options(const ApplyArgs& args);

/// The apply run options of `pp apply`'s arguments (driver::apply_compiled).
driver::ApplyRunOptions apply_options(const ApplyArgs& args);
/// `--graph --graphdir DIR`.
driver::GraphOptions graph_options(const ApplyArgs& args);

/// Puppet::Resource#to_manifest, as `puppet resource` prints a resource: `type { 'title':`, the attributes
/// sorted with ensure first and `=>` aligned, `}`.
std::string to_manifest(const std::string& type, const std::string& title,
                        std::vector<std::pair<std::string, runtime::Value>> attributes);

/// The log level of --verbose / --debug.
apply::LogLevel log_level(const ApplyArgs& args);

} // namespace pp::cli
