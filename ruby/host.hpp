#pragma once
// The Ruby plugin host: CRuby (Debian's libruby3.1) embedded in the process, started the first time a Ruby
// plugin is needed, running modules' Ruby code against pp's own implementation of Puppet's plugin APIs
// (ruby/prelude/plugin_api.rb; nothing of Ruby Puppet is loaded). docs/ruby-host.md says what the embedding
// rests on.
//
// The rules the host keeps:
// - One VM per process, on the thread that started it: every call comes from that thread.
// - Every call into Ruby is protected (rb_protect): a Ruby exception, `exit` or `throw` comes back as a C++
//   exception (RubyError, StoppedError) and never unwinds through C++ frames; a C++ exception thrown by a
//   callback crosses Ruby as a Ruby exception and is thrown again, unchanged, on the C++ side.
// - Values cross as Puppet passes them (Value <-> Ruby object, ruby/convert.cpp), and the Ruby objects the
//   C++ side holds during a call are kept reachable from Ruby's GC (never only on the C++ stack).
// - A call that runs past the time limit, or that Ctrl-C interrupts, is stopped (StoppedError).
// This header does not include Ruby's: libraries above see only these declarations.

#include "runtime/error.hpp"
#include "runtime/value.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace pp::ruby {

using runtime::Value;

/// A Ruby exception raised by plugin code: Ruby's message, its class and where the plugin raised it (the
/// innermost frame of the backtrace outside pp's own Ruby).
class RubyError : public runtime::Error {
public:
    RubyError(std::string message, std::string ruby_class, std::string file, int line,
              std::vector<std::string> backtrace)
        : runtime::Error(std::move(message)), m_class(std::move(ruby_class)), m_file(std::move(file)),
          m_line(line), m_backtrace(std::move(backtrace)) {}
    [[nodiscard]] const std::string& ruby_class() const { return m_class; }
    [[nodiscard]] const std::string& file() const { return m_file; }
    [[nodiscard]] int line() const { return m_line; }
    [[nodiscard]] const std::vector<std::string>& backtrace() const { return m_backtrace; }
    /// "FILE:LINE" of the plugin code that raised, or "" when not known.
    [[nodiscard]] std::string origin() const;

private:
    std::string m_class;
    std::string m_file;
    int m_line = 0;
    std::vector<std::string> m_backtrace;
};

/// A Ruby call stopped from outside: it ran past the time limit, or Ctrl-C interrupted it.
class StoppedError : public runtime::Error {
public:
    StoppedError(std::string message, bool interrupted, std::string file, int line)
        : runtime::Error(std::move(message)), m_interrupted(interrupted), m_file(std::move(file)),
          m_line(line) {}
    [[nodiscard]] bool interrupted() const { return m_interrupted; }
    [[nodiscard]] const std::string& file() const { return m_file; }
    [[nodiscard]] int line() const { return m_line; }

private:
    bool m_interrupted;
    std::string m_file;
    int m_line;
};

/// A Puppet lambda handed to Ruby as a block: called with Ruby's arguments.
struct Block {
    std::function<Value(std::span<const Value>)> call;
    int parameter_count = 0;
};

/// What Ruby code reaches of the compilation while a call into Ruby runs (the evaluator implements it; the
/// host keeps the innermost one of nested calls).
class Callbacks {
public:
    virtual ~Callbacks() = default;
    /// `call_function(name, *args)` (Puppet 4 API) and `scope.call_function`: any function by name.
    virtual Value call_function(std::string_view name, std::vector<Value> args, const Block* block) = 0;
    /// `scope.function_NAME([args])` (Puppet 3 API): arguments already converted for a 3.x function.
    virtual Value call_function_v3(std::string_view name, std::vector<Value> args) = 0;
    /// Whether a function of that name exists (Puppet::Parser::Functions.function).
    virtual bool function_exists(std::string_view name) = 0;
    /// `scope.lookupvar(name)`: the variable's value, or nullopt when it is not set.
    virtual std::optional<Value> lookup_variable(std::string_view name) = 0;
    /// `scope.to_hash`: the variables visible from the scope, by name.
    virtual Value scope_hash() = 0;
    /// `Puppet.warning(message)` and the other levels ("debug", "info", "notice", "warning", "err"...).
    virtual void log(std::string_view level, std::string_view message) = 0;
    /// A message a resource or one of its attributes logs (`notice` in a type's code): `source` is its path
    /// (`/Stage[main]/Main/Vcsrepo[/srv/x]/ensure`). The default drops the source.
    virtual void log_source(std::string_view level, std::string_view /*source*/, std::string_view message) {
        log(level, message);
    }
    /// `scope.warning(message)` and the other levels: a message attributed to the calling scope, as
    /// Puppet's `Scope(Class[main]): ...`.
    virtual void scope_log(std::string_view level, std::string_view message) { log(level, message); }
    /// `Puppet.warn_once(kind, key, message)`: the message at `level`, once per key (per compilation where
    /// there is one; the default: once per process).
    virtual void warn_once(std::string_view level, std::string_view key, std::string_view message);
    /// `Puppet.deprecation_warning(message, key)`.
    virtual void deprecation(std::string_view message, std::string_view key) = 0;
    /// `Puppet[:name]`: a setting's value (undef when pp has no such setting).
    virtual Value setting(std::string_view name) = 0;
    /// `Puppet::Module.find(name).path`: the module's directory on the modulepath, or nullopt.
    virtual std::optional<std::string> module_directory(std::string_view name) = 0;
    /// `Puppet::Pops::PuppetStack.stacktrace`: the (file, line) of the Puppet code being evaluated, innermost
    /// first.
    virtual std::vector<std::pair<std::string, std::uint32_t>> puppet_stack() = 0;
    /// `scope.source`: the class or defined type whose body the scope evaluates, as Puppet's
    /// Resource::Type names it ("chrony::config", '' for main) and its kind ("hostclass", "definition",
    /// "node"); {"", "hostclass"} when there is none.
    virtual std::pair<std::string, std::string> scope_source() { return {"", "hostclass"}; }
    /// `scope.findresource(type, title)`: the catalog's resource as a Hash {"type", "title", "parameters"},
    /// undef when there is none.
    virtual Value find_resource(std::string_view /*type*/, std::string_view /*title*/) { return {}; }
    /// `scope.catalog.resources`: every resource of the catalog so far, as find_resource gives them.
    virtual Value catalog_resources() { return Value(std::vector<Value>{}); }
    /// The Resource API context of the provider call running (`context.notice(...)`, `context.creating(t)
    /// { ... }`, SimpleProvider's `simple_set`): `method` and its arguments; `block`, when the Ruby code gave
    /// one, runs it and throws what it raised. Only the applier's calls have a context: the default throws.
    virtual Value resource_api_context(std::string_view method, std::vector<Value> args,
                                       const std::function<void()>* block);
    /// `scope.resource`: the reference of the resource whose body the scope evaluates ("Class[Apt]"), or "".
    virtual std::string scope_resource() { return {}; }
};

/// The Puppet API a Ruby function file is written against.
enum class FunctionApi : std::uint8_t { V4, V3 };

/// One `dispatch` of a Puppet 4 function, as its Ruby declared it.
struct RubyDispatch {
    enum class Kind : std::uint8_t { Required, Optional, Repeated, RequiredRepeated };
    struct Param {
        std::string type; ///< Puppet type syntax
        std::string name;
        Kind kind = Kind::Required;
    };
    enum class BlockUse : std::uint8_t { None, Required, Optional };
    std::string method;
    std::vector<Param> params;
    BlockUse block = BlockUse::None;
    std::string block_type; ///< '' for any Callable
    std::string block_name;
    std::string return_type;  ///< '' when not declared
    bool scope_param = false; ///< the method gets the calling scope first
    bool mismatch = false;    ///< an argument_mismatch handler
};

/// A Ruby function loaded into the host.
struct RubyFunction {
    std::string name;
    FunctionApi api = FunctionApi::V4;
    std::string file;
    std::vector<RubyDispatch> dispatches; ///< V4: declared (or the default one from the method's arity)
    std::vector<std::string> local_types; ///< V4: `local_types` assignments, "Name = Type"
    bool rvalue = true;                   ///< V3: `:type => :rvalue`
    int arity = -1;                       ///< V3
};

class Host {
public:
    /// The process's host (a process has one Ruby VM); not started until something needs it.
    static Host& instance();
    /// Whether Ruby was started in this process (a compile that needs no plugin never starts it).
    [[nodiscard]] static bool running();
    /// Called first in main(): with LD_BIND_NOW set, starts the process again without it (and puts it back
    /// for the processes pp runs). pp binds libruby's functions when it loads libruby (host_internal.hpp);
    /// LD_BIND_NOW makes the dynamic linker bind every function as pp starts, libruby's to nothing.
    static void bind_on_demand(char** argv);

    /// Starts the VM on the calling thread, once; later calls do nothing. Throws RubyError when Ruby cannot
    /// start, and runtime::Error when called from another thread than the one that started it.
    void start();
    /// Makes a module's `lib` directory visible to `require` (puppet_x helpers); a directory that does not
    /// exist is skipped. Each directory is looked at once, so callers may offer every module's every time.
    void add_library_dir(const std::string& dir);
    /// Longest time one outermost call into Ruby may run, in seconds (0: no limit).
    void set_time_limit(double seconds) { m_time_limit = seconds; }
    /// A flag Ctrl-C sets: a call into Ruby stops when it is set (the flag is left set for the caller).
    void set_interrupt_flag(const std::atomic<bool>* flag) { m_interrupt = flag; }

    /// Loads `file`, which is to define the function `name` with `api`, and reads its dispatches. Throws
    /// RubyError when loading raises, and runtime::Error when the file does not define that function.
    RubyFunction load_function(const std::string& name, const std::string& file, FunctionApi api);
    /// Calls `fn` through `dispatch` (V4) with `args`, or the 3.x function with `args` (already converted
    /// by the caller as Puppet converts 3.x arguments).
    Value call_function(const RubyFunction& fn, const RubyDispatch* dispatch, std::span<const Value> args,
                        const Block* block, Callbacks& callbacks);
    /// Renders an ERB template with Ruby's own ERB, as Puppet's TemplateWrapper does (`file` names it in
    /// errors and backtraces). Throws RubyError.
    std::string render_erb(const std::string& file, const std::string& text, Callbacks& callbacks);
    /// Loads the custom facts of the `lib/facter` directories `dirs` (each one's `*.rb` files in name order)
    /// and resolves them as Facter does (confine, has_weight, setcode), given Facter's core and external
    /// facts `core` (a Hash): the facts with a value, in the order they were first added. A fact file that
    /// fails is logged and skipped.
    std::vector<std::pair<std::string, Value>> custom_facts(const std::vector<std::string>& dirs,
                                                            const Value& core, Callbacks& callbacks);
    /// Loads a module's type file (`lib/puppet/type/NAME.rb`) and describes the type `name` it defines, as
    /// JSON in the form tests/golden/schema records from Puppet (runtime::type_schemas_from_json reads it):
    /// the type DSL and the Resource API run as Ruby, so computed values and title patterns are Puppet's.
    /// `facts` is what `Facter.value` answers while the file loads, unless custom facts were resolved.
    /// Throws RubyError when loading raises or the file does not define the type.
    std::string type_schema(const std::string& name, const std::string& file, const Value& facts,
                            Callbacks& callbacks);
    /// Calls `PP::Apply.method(*args)` (ruby/prelude/apply_bridge.rb: what the applier asks of the RAL
    /// resources of module types and their Ruby providers); values cross as for 4.x functions, Symbols come
    /// back as Strings. Throws RubyError when Ruby raises.
    Value apply_call(const char* method, std::span<const Value> args, Callbacks& callbacks);
    /// Evaluates Ruby code with the scope object as `self` (tests; the REPL).
    Value eval(std::string_view code, Callbacks& callbacks);

    /// A new compilation: forgets the loaded functions' instances (their classes stay loaded) and what the
    /// 3.x autoloader was asked to load.
    void reset_instances();

    // The state the C methods of PP::Native reach (host.cpp).
    struct Impl;

private:
    Host() = default;
    double m_time_limit = 600;
    const std::atomic<bool>* m_interrupt = nullptr;
};

/// Whether `v` converts to Ruby and back unchanged as a 4.x argument (tests).
Value round_trip(const Value& v);

} // namespace pp::ruby
