#pragma once
// What `pp apply`, `pp compile` and `pp repl` share around the compile facade (driver/compilation.hpp): the
// compile options of the command line, and the apply of a compiled catalog.

#include "apply/log.hpp"
#include "apply/transaction.hpp"
#include "cli/commands.hpp"
#include "driver/compilation.hpp"

#include <future>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>

namespace pp::cli {

/// The compile options of `pp apply` / `pp compile`'s arguments: errors as pp prints them (with colour on a
/// terminal), logs on standard output.
driver::CompileOptions compile_options(const ApplyArgs& args);

/// Applies a compiled catalog as `puppet apply` does after compiling: Puppet's default resources added,
/// the relationship graph (with the types' auto relationships) checked for cycles, then the transaction,
/// the state file and the closing notice. Returns the exit status.
int apply_compiled(runtime::Catalog& catalog, const ApplyArgs& args, apply::Log& log,
                   std::future<apply::StateFile>& state_loader);

/// Puppet::Resource#to_manifest, as `puppet resource` prints a resource: `type { 'title':`, the attributes
/// sorted with ensure first and `=>` aligned, `}`.
std::string to_manifest(const std::string& type, const std::string& title,
                        std::vector<std::pair<std::string, runtime::Value>> attributes);

/// The log level of --verbose / --debug.
apply::LogLevel log_level(const ApplyArgs& args);

} // namespace pp::cli
