#pragma once
// The pieces of the exec provider (apply/providers/exec.cpp) that are plain functions: the type's
// parameters as Puppet validates and munges them (exec_params.cpp), and how a command becomes a process
// the way Puppet's posix provider and Ruby's Kernel.exec do it (exec_command.cpp). Declared here so the unit
// tests can reach them.

#include "apply/provider.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pp::apply {

enum class LogOutput { True, False, OnFailure };

/// An exec's parameters after Puppet's validation and munging (type/exec.rb).
struct ExecParams {
    Value command;          ///< a String or an Array (Sensitive unwrapped); the title when not set
    bool sensitive = false; ///< command, unless or onlyif was Sensitive: all three are redacted
    bool shell = false;     ///< provider => shell
    std::vector<std::string> returns{"0"};        ///< munged with to_s
    std::optional<std::vector<std::string>> path; ///< split at ':'
    std::optional<std::string> user, group;
    std::optional<std::string> cwd;
    LogOutput logoutput = LogOutput::OnFailure;
    std::optional<Value> refresh;
    std::vector<std::string> environment;
    std::optional<unsigned> umask;
    double timeout = 300; ///< seconds, 0: none
    std::int64_t tries = 1;
    double try_sleep = 0;
    std::string try_sleep_text = "0"; ///< as Ruby prints the munged value (`1`, `0.5`, `2.0`)
    std::optional<bool> refreshonly;
    std::optional<std::vector<std::string>> creates;
    std::optional<std::vector<Value>> unless_cmds, onlyif_cmds;
};

/// The parameters of `resource`, checked in Puppet's attribute order. Throws ValidationError with
/// Puppet's text (`Parameter tries failed on Exec[x]: ...`, `Validation of Exec[x] failed: ...`, with the
/// `(file: F, line: L)` location).
ExecParams parse_exec_params(const Resource& resource);

/// Exec's autorequires: File[cwd], the leading absolute paths of command, onlyif and unless, and
/// User[user] when it is a name.
Provider::AutoRelations exec_auto_relations(const Resource& resource);

// ---- commands (exec_command.cpp) -------------------------------------------------------------------

/// The argv Ruby's Kernel.exec runs for a String or Array command (an Array of one String is a String):
/// `/bin/sh -c <string>` when the string holds a shell metacharacter (`*?{}[]<>()~&|\$;'"` and backquote,
/// newline, `#`), an `=` in its first word or starts with a shell reserved word or special built-in;
/// else its words split at spaces and tabs.
std::vector<std::string> kernel_exec_argv(const Value& command);

/// provider/exec/posix.rb#checkexe: a fully qualified executable must exist, be a file and be executable;
/// otherwise it must be found along `path`. Throws ApplyError (`Could not find command 'x'`).
void checkexe(const Value& command, const std::optional<std::vector<std::string>>& path);

/// provider/exec.rb#extractexe: an Array's first element, a leading quoted string, or the first word.
std::string extractexe(const Value& command);

/// provider/exec.rb#validatecmd for the posix provider: the message when `command` is not qualified and
/// there is no path, else empty.
std::string validatecmd(const Value& command, bool has_path);

/// How Ruby shows the command in strings: a String as is, an Array inspected (`["/bin/sh", "-c", "x"]`).
std::string ruby_to_s_text(const Value& command);
/// Puppet::Util::Execution.execute's command string: an Array flattened and joined with spaces.
std::string command_string(const Value& command);
/// Ruby's #inspect of a value.
std::string stdlib_inspect(const Value& value);
/// Ruby's String#inspect.
std::string ruby_inspect_text(std::string_view text);
/// `output.split(/\n/)`: the lines, trailing empty ones dropped.
std::vector<std::string> output_lines(std::string_view output);
/// An exception message as Puppet's console prints it (`puts` adds no newline after one that is there).
std::string message_text(std::string_view message);
/// provider/exec.rb's /^(\w+)=((.|\n)*)$/ on one environment entry: name and value.
std::optional<std::pair<std::string, std::string>> split_environment_setting(std::string_view setting);
/// The path parameter joined for PATH.
std::string join_path(const std::vector<std::string>& path);
/// Puppet::Util.uid/gid for SUIDManager.change_privileges: numeric ids or names, each of which must exist;
/// without a group, the user's primary group. False with `error` (`Invalid user: x`) when one is unknown.
bool resolve_ids(const std::optional<std::string>& user, const std::optional<std::string>& group,
                 std::optional<std::uint32_t>& uid, std::optional<std::uint32_t>& gid, std::string& error);

} // namespace pp::apply
