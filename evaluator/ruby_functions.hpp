#pragma once
// Modules' Ruby functions (lib/puppet/functions/**.rb, Puppet 4 API; lib/puppet/parser/functions/*.rb,
// Puppet 3 API), found by Puppet's autoload rules, loaded into the Ruby host (ruby/host.hpp) and called
// through the same dispatcher as native functions: their `dispatch` declarations become Dispatches, so
// argument checks and their messages are Puppet's. What Ruby calls back (call_function, lookupvar,
// Puppet.warning...) reaches this evaluator through RubyCallbacks.

#include "evaluator/evaluator.hpp"
#include "loader/ruby_type_reader.hpp"
#include "ruby/host.hpp"

#include <memory>
#include <string>
#include <unordered_map>

namespace pp::evaluator {

/// Puppet's log level of the name Ruby code uses (`Puppet.send(level)`, Facter): "debug", "info", "notice",
/// "warning", "err", "alert", "emerg", "crit"; Notice for any other.
LogLevel log_level_named(std::string_view level);

/// Renders an ERB template with Ruby's own ERB in the calling scope (the native interpreter's fallback for
/// Ruby it does not know). Throws ruby::RubyError.
std::string render_erb_in_ruby(CallContext& ctx, const std::string& file, const std::string& text);

/// Reads a module's resource type by running its file in the Ruby host (the static reader's fallback,
/// loader::ModuleTypeLoader::set_ruby_reader): `facts` answer Facter.value while it loads. Ruby code of
/// the type that raises throws ruby::RubyError; other failures give an error result ("FILE:LINE: message").
loader::TypeReadResult load_type_in_ruby(Evaluator& ev, const Value& facts, std::string_view name,
                                         const std::string& file);

class RubyFunctions {
public:
    explicit RubyFunctions(Evaluator& evaluator) : m_evaluator(evaluator) {}
    /// The function `name` as a module on the modulepath defines it in Ruby, loaded on first use; null when
    /// no module has it. A file that fails to load gives a function whose every call fails with that error.
    const FunctionInfo* find(std::string_view name);
    /// The Puppet 3 function `name` (lib/puppet/parser/functions), what `scope.function_NAME` calls even
    /// when a Puppet 4 function of the same name exists (stdlib's 4.x shims call their 3.x namesakes so).
    const FunctionInfo* find_v3(std::string_view name);

private:
    struct Entry {
        ruby::RubyFunction ruby;
        FunctionInfo info;
    };
    /// The Ruby file defining `name`, and its API; empty when none.
    std::pair<std::string, ruby::FunctionApi> locate(std::string_view name, bool v3_only) const;
    const FunctionInfo* load(const std::string& key, std::string_view name, bool v3_only);
    void build(Entry& entry);

    Evaluator& m_evaluator;
    std::unordered_map<std::string, std::unique_ptr<Entry>> m_loaded; // null: no such Ruby function
};

} // namespace pp::evaluator
