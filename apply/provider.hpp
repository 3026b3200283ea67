#pragma once
// The provider contract of pp's applier (DESIGN.md §5, seed 000 "Resource API"): a provider reads the
// current state of resources with `get` and changes it with `set`, given is/should per property. The
// transaction (apply/transaction.hpp) does everything around it the way Puppet's ResourceHarness does:
// which properties are out of sync (ensure first, then the rest in the type's order), noop, the change
// lines, events, refresh and failures.
//
// Values are pp's runtime::Value. Puppet's symbols (:absent, :present, :file, :notrun ...) are strings.

#include "apply/log.hpp"
#include "lexer/diagnostics.hpp"
#include "runtime/catalog.hpp"
#include "runtime/resource_schema.hpp"
#include "runtime/value.hpp"

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace pp::apply {

using runtime::Value;

/// Attribute values by name: a resource's current state (`is`) or desired state (`should`).
using State = std::map<std::string, Value, std::less<>>;

/// One catalog resource as the applier sees it.
class ProviderRegistry;

struct Resource {
    const runtime::CatalogResource* catalog = nullptr;
    std::size_t index = 0; ///< in the catalog
    std::string type;      ///< lower case: "file", "exec"
    std::string ref;       ///< Puppet's ref in the RAL catalog: File[/tmp/x]
    std::string path;      ///< the log source: /Stage[main]/Main/File[/tmp/x]
    std::string title;     ///< catalog title
    std::string name;      ///< the namevar's value (the title unless set)
    bool noop = false;     ///< --noop or the noop metaparameter

    /// A parameter as written in the catalog (metaparameters included), or null.
    [[nodiscard]] const Value* param(std::string_view attribute) const {
        return catalog == nullptr ? nullptr : catalog->param(attribute);
    }
    /// A string parameter, or `fallback` when it is absent or not a string.
    [[nodiscard]] std::string str(std::string_view attribute, std::string_view fallback = {}) const;
    /// A Boolean parameter (true, false, "true", "false", "yes", "no"), or `fallback`.
    [[nodiscard]] bool flag(std::string_view attribute, bool fallback) const;
    /// Whether the audit metaparameter names `property` (or `all`): its current value is read even when the
    /// property is not managed.
    [[nodiscard]] bool audits(std::string_view property) const;
};

/// A run-time failure of one resource or property, with Puppet's message.
class ApplyError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// A resource Puppet could not turn into a RAL resource (Puppet::Type validation at `to_ral`): the run
/// stops before anything is applied, exit 1 (`Error: Parameter mode failed on File[x]: ...`).
class ValidationError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Puppet::Util::Errors#error_location for the resource: `(file: F, line: L)`, `(line: L)`, or empty.
std::string error_location(const Resource& resource);

/// `Parameter <param> failed on <Type[title]>: <message>` plus ` (file: F, line: L)` when the catalog knows
/// where the resource was declared: a parameter's validate or munge refusing a value at to_ral.
ValidationError parameter_failure(const Resource& resource, std::string_view param, std::string_view message);
/// `Validation of <Type[title]> failed: <message>` (file and line likewise): the type's own validate.
ValidationError validation_failure(const Resource& resource, std::string_view message);

/// The result of an external command.
struct CommandResult {
    int status = 0;     ///< exit status, 128+N for signal N, -1 when it could not run
    std::string output; ///< stdout and stderr combined, in order
    bool timed_out = false;
    int signal = 0; ///< the signal that ended it (Ruby's exitstatus is then nil), 0 when it exited
};

/// An external command. Run without a shell unless `shell` is set (then `argv[0]` is the script).
struct Command {
    Command() = default;
    explicit Command(std::vector<std::string> words) : argv(std::move(words)) {}

    std::vector<std::string> argv;
    bool shell = false;
    std::string cwd;                            ///< empty: the current directory
    std::vector<std::string> environment;       ///< extra KEY=VALUE entries
    std::optional<unsigned> umask;              ///< the child's umask
    std::optional<std::uint32_t> uid, gid;      ///< run as (root only)
    std::chrono::duration<double> timeout{0};   ///< 0: none
    std::string input;                          ///< written to stdin
    std::vector<std::string> unset_environment; ///< removed before `environment` is applied
    /// Replaces the debug line `Executing: '<argv>'`; an empty string logs none.
    std::optional<std::string> debug_line;
    /// When the exec itself fails, write what Puppet's forked child logs to the output
    /// (`Error: Could not execute posix command: No such file or directory - cmd`) and exit 1,
    /// instead of exiting 127 (not found) or 126.
    bool puppet_exec_error = false;
};

/// A command given as one string, run the way Ruby's Kernel#exec runs a String (what Puppet's `execute`
/// does with one): through `/bin/sh -c` when it holds shell metacharacters or starts with a shell
/// built-in or a variable assignment, else split on blanks and run directly.
Command ruby_exec_command(std::string_view line);

/// Puppet::ExecutionFailure's message for a command that failed: `Execution of 'cmd args' returned N: output`
/// (the output without its trailing newlines).
std::string execution_failure(const Command& command, const CommandResult& result);

/// A parameter value as the text a command line or a file wants: strings as they are, numbers and Booleans
/// as Ruby's to_s, anything else as Puppet displays it.
std::string value_text(const Value& value);

/// What a provider may use while it works: logging (Resource API context methods) and commands.
class Context {
public:
    Context(Log& log, std::string type) : m_log(log), m_type(std::move(type)) {}

    [[nodiscard]] Log& log() const { return m_log; }
    [[nodiscard]] const std::string& type_name() const { return m_type; }

    /// `Level: <type>[<title>]: message`, or `Level: <type>: message` without a title (base_context.rb).
    void debug(std::string_view message, std::string_view title = {});
    void info(std::string_view message, std::string_view title = {});
    void notice(std::string_view message, std::string_view title = {});
    void warning(std::string_view message, std::string_view title = {});
    void err(std::string_view message, std::string_view title = {});

    /// Runs a command, logging it at debug level first (`Debug: Executing: 'cmd args'`).
    CommandResult run(const Command& command);

private:
    void emit(LogLevel level, std::string_view message, std::string_view title);
    Log& m_log;
    std::string m_type;
};

/// One property to change: the transaction found it out of sync.
struct PropertyChange {
    std::string property;
    Value is;
    Value should;
};

/// What `set` reports per property: an empty `error` is success.
struct PropertyOutcome {
    std::string property;
    std::string error;
    /// The lower-level error `error` wraps (Puppet::ResourceError#original), printed after
    /// `Wrapped exception:` when the harness logs the failure.
    std::string wrapped = {};
};

/// What one run tells its providers. Given when the run's ProviderRegistry is built, never process-wide: the
/// REPL and a watch loop build a registry per run.
struct ProviderSettings {
    /// The provider root (`pp apply --provider-root DIR`): account providers read
    /// DIR/etc/{passwd,group,shadow} and run useradd/groupadd... with `--prefix DIR`, package providers read
    /// the dpkg database under DIR, host and mount default to DIR/etc/hosts and DIR/etc/fstab, so tests never
    /// change the machine. Empty (the default): the machine itself. No trailing slash.
    std::string root;
    /// Puppet's `strict` setting as the Resource API reads it (init_only changes, get results that are not
    /// canonical or do not match the schema): off, warning (Puppet 7's default) or error. `pp apply
    /// --strict`.
    lexer::Strictness strict = lexer::Strictness::Warning;
    /// The run's module directories: `puppet:///modules/<module>/...` sources of files and concat fragments,
    /// and the modules' providers Puppet would find (lib/puppet/provider/<type>/<name>.rb).
    std::vector<std::string> modulepath;
    /// The run's local filebucket (`<vardir>/clientbucket`), where modules' Ruby providers back up the files
    /// they rewrite (Puppet::Util::FileType's backup). Empty: no backups.
    std::string clientbucket = {};
};

/// How `pp apply --watch` notices that a resource drifted (mgmt's Watch): the files whose change may mean
/// drift, watched by inotify; polling every --watch-interval when nothing tells; never, for a type whose
/// check has effects of its own (an exec runs its command, a notify logs every time).
struct WatchSource {
    /// Unit: systemd's signals about a unit on the system bus (polled where there is no bus).
    enum Kind : std::uint8_t { Files, Poll, Never, Unit };
    Kind kind = Poll;
    /// Files: what to watch. A change to one of them, or its creation, removal or renaming, re-checks
    /// the resource.
    std::vector<std::string> paths = {};
    /// Files: the first path is a directory whose whole tree matters (a file resource with recurse).
    bool recursive = false;
    /// Unit: the unit's name (e.g. "ssh.service").
    std::string unit = {};
};

/// A provider: one per type, holding whatever it caches during one run.
class Provider {
public:
    virtual ~Provider() = default;

    /// The run's settings (those of the registry the provider was added to).
    [[nodiscard]] const ProviderSettings& settings() const { return *m_settings; }
    void set_settings(std::shared_ptr<const ProviderSettings> settings) { m_settings = std::move(settings); }

    /// The type's name, lower case.
    [[nodiscard]] virtual std::string_view type_name() const = 0;

    /// The properties compared and synced, in Puppet's order (ensure first, then the type's declaration
    /// order). Parameters are not listed.
    [[nodiscard]] virtual std::vector<std::string> properties() const = 0;

    /// The desired values of `resource`'s properties (munged as the type does: `mode => '644'` is
    /// `0644`). Properties without a desired value are absent from the result and never compared. The
    /// default takes every listed property the catalog sets. Throws ValidationError for a value the type
    /// refuses (checked for every resource before anything is applied).
    [[nodiscard]] virtual State should(const Resource& resource) const;
    /// The checks of `resource` at to_ral that need the run's other types (`resources` naming a type),
    /// after `should`; throws ValidationError likewise.
    virtual void validate_against(const Resource& /*resource*/, const ProviderRegistry& /*registry*/) const {}

    /// Whether get reads every resource of the type up front (one call per type per run, with all of
    /// them, when the first is reached: Puppet's prefetch and the Resource API's simple_get_filter).
    /// Otherwise get is called once per resource when it is evaluated, so it sees what earlier resources
    /// changed (a file whose directory was just created; an exec's `creates`).
    [[nodiscard]] virtual bool batch_get() const { return false; }

    /// Transaction#prefetch_if_necessary, when `resource` is reached and not skipped otherwise: a provider
    /// that reads all its resources at once does it now. False when that failed (the provider logged why):
    /// the run then fails the resource and skips it (`Skipping because provider prefetch failed`).
    virtual bool prefetch(Context& /*context*/, const Resource& /*resource*/) { return true; }

    /// The current state of each resource, in the same order. A resource that does not exist has
    /// `ensure => 'absent'`. Throwing fails every resource asked for (`Could not evaluate: <message>`).
    virtual std::vector<State> get(Context& context, std::span<const Resource* const> resources) = 0;

    /// Applies `changes` to `resource` (all of them out of sync; when `ensure` is among them it is the only
    /// one). Returns one outcome per change; throwing fails the resource (`Could not evaluate`).
    virtual std::vector<PropertyOutcome> set(Context& context, const Resource& resource, const State& is,
                                             std::span<const PropertyChange> changes) = 0;

    /// A batch get's state of `resource`, handed over when the resource is evaluated: the place for checks of
    /// one resource's state (the Resource API's strict checks). Throwing fails that resource only
    /// (`Could not evaluate: <message>`). The default returns it unchanged.
    virtual State retrieved(Context& /*context*/, const Resource& /*resource*/, State current) {
        return current;
    }

    /// mgmt's Groupable: whether the changes of several resources of this type can be made in one call
    /// (set_group). The run then groups the resources that are due at the same point of the graph.
    [[nodiscard]] virtual bool groupable() const { return false; }
    /// One resource of a group: its current state and the changes it needs.
    struct GroupMember {
        const Resource* resource;
        const State* is;
        std::span<const PropertyChange> changes;
    };
    /// Makes the changes of every member, in one call where it can; the outcomes of each member, in order,
    /// as `set` would give them (a failed group call is made again one by one, so that each failure is
    /// its resource's own). Throwing fails every member. The default calls `set` for each.
    virtual std::vector<std::vector<PropertyOutcome>> set_group(Context& context,
                                                                std::span<const GroupMember> members);

    /// Type#flush: called once after the changes of a resource were synced with at least one success (never
    /// under noop), after their change lines. Throwing fails the resource although it changed
    /// (`Could not evaluate: <message>`): the Resource API does its `set` here, ParsedFile writes its target.
    virtual void flush(Context& /*context*/, const Resource& /*resource*/) {}

    /// Property#insync?: Puppet's default compares `should == is` or with is as a string.
    [[nodiscard]] virtual bool insync(const Resource& resource, std::string_view property, const Value& is,
                                      const Value& should) const;

    /// The change line after a successful sync: Property#change_to_s (`defined 'message' as 'hi'`,
    /// `mode changed '0600' to '0644'`, `undefined 'x' from 'y'`); types override it for ensure.
    [[nodiscard]] virtual std::string change_message(const Resource& resource, std::string_view property,
                                                     const Value& is, const Value& should) const;

    /// Property#is_to_s / #should_to_s for the noop line `current_value X, should be Y (noop)`.
    [[nodiscard]] virtual std::string format_is(std::string_view property, const Value& is) const;
    [[nodiscard]] virtual std::string format_should(std::string_view property, const Value& should) const;

    /// Property#event_name: `<type>_created|_removed|_changed` for ensure, `<property>_changed` else.
    [[nodiscard]] virtual std::string event_name(std::string_view property, const Value& should) const;

    /// The same three for one resource's property, which the transaction calls: a type whose properties
    /// format values by the resource (a module's Ruby type redacting secrets) overrides these; the defaults
    /// ignore the resource.
    [[nodiscard]] virtual std::string format_is_of(const Resource& /*resource*/, std::string_view property,
                                                   const Value& is) const {
        return format_is(property, is);
    }
    [[nodiscard]] virtual std::string format_should_of(const Resource& /*resource*/,
                                                       std::string_view property, const Value& should) const {
        return format_should(property, should);
    }
    [[nodiscard]] virtual std::string event_name_of(const Resource& /*resource*/, std::string_view property,
                                                    const Value& should) const {
        return event_name(property, should);
    }

    /// The type's schema when pp defines the type itself (Resource API types, apply/resource_api.hpp), for
    /// the compiler; null for Puppet's types, whose schemas come from runtime/data.
    [[nodiscard]] virtual const runtime::TypeSchema* schema() const { return nullptr; }

    /// Whether the provider can work on this machine (its commands on PATH: Puppet's confines). The run
    /// leaves a resource whose provider is not suitable until nothing else can go, then fails it without an
    /// event and says once per type, at the end, `Could not find a suitable provider for <type>`.
    [[nodiscard]] virtual bool suitable() const { return true; }

    /// The names of Puppet's providers of this type that this provider implements: what `provider => NAME`
    /// may select. A name Puppet has but not in this list fails the resource ("Provider NAME is not
    /// functional on this host"): pp never applies a resource with a provider other than the one asked
    /// for. Empty: the type's `provider` parameter is not checked.
    [[nodiscard]] virtual std::vector<std::string> provider_names() const { return {}; }

    /// The resource's ref as the RAL resource has it, after `should`: the catalog's, unless the type gives
    /// its resources another title (sshkey's `name@type`); its log lines then come from that ref.
    [[nodiscard]] virtual std::string ral_ref(const Resource& resource) const { return resource.ref; }

    /// The provider's name as Puppet reports it (`posix`, `systemd`, `dpkg`); empty for types without one.
    [[nodiscard]] virtual std::string provider_name(const Resource& /*resource*/) const { return {}; }

    /// The titles of every resource of this type on the machine (Provider.instances, for `pp resource TYPE`).
    /// Types that cannot list theirs throw ApplyError with Puppet's message.
    virtual std::vector<std::string> instances(Context& context);

    /// A resource as Puppet::Type.instances lists it: its title, its current state as the provider instance
    /// that listed it has it, and that provider's name.
    struct Listed {
        std::string title;
        State state;
        std::string provider;
    };
    /// Every resource of this type on the machine with its state (`pp resource TYPE [TITLE]`, as Puppet's
    /// Ral#search and #find), for providers whose state is only known from the listing (a Ruby provider that
    /// prefetches) or read by the provider that listed it (a service); nothing when get() reads any
    /// resource's state (the default). With `only`, a provider may leave out every other title.
    virtual std::optional<std::vector<Listed>> listed(Context& /*context*/, std::string_view /*only*/ = {}) {
        return std::nullopt;
    }

    /// How pp apply --watch watches `resource` once it converged. The default polls.
    [[nodiscard]] virtual WatchSource watch_source(const Resource& /*resource*/) const { return {}; }
    /// A later run of the same catalog (apply::Transaction) is about to check `resource` again: forget what
    /// the last run learnt of it, as a new run of Puppet starts from new instances.
    virtual void recheck(const Resource& /*resource*/) {}

    /// Whether the type responds to refresh (exec, service, mount; whits and anchors pass events on).
    [[nodiscard]] virtual bool refreshable() const { return false; }
    /// Type.self_refresh (mount): a resource's own events refresh it too, unless it is being removed
    /// (EventManager#queue_events).
    [[nodiscard]] virtual bool self_refresh() const { return false; }
    /// Refreshes (Type#refresh). Throwing is `Failed to call refresh: <message>`.
    virtual void refresh(Context& context, const Resource& resource);

    /// Type#autorequire and friends: refs (`File[/tmp]`) this resource would depend on (require), wait for
    /// with refresh (subscribe), come before (before) or notify. Missing refs are dropped.
    struct AutoRelations {
        std::vector<std::string> require, subscribe, before, notify;
        /// Candidates for one more require, nearest first: only the first that is in the catalog counts
        /// (a file requires its nearest managed ancestor, not every one). Required before `require`.
        std::vector<std::string> require_first_of = {};
    };
    [[nodiscard]] virtual AutoRelations auto_relations(const Resource& resource) const;

    /// Type#generate: resources this one adds to the catalog before the relationship graph is built (tidy's
    /// files, concat_file's file). The run puts each next to it in catalog order (after it, before it for
    /// a depth-first type), in its container, with its tags, and orders the two (generator first, or last
    /// when depth-first) unless a relationship between them exists. Throwing is logged as
    /// `Failed to generate additional resources using 'generate': <message>`.
    virtual std::vector<runtime::CatalogResource> generate(Context& context, const Resource& resource,
                                                           const runtime::Catalog& catalog,
                                                           const ProviderRegistry& registry);
    /// Whether the type has a generate (tidy, concat_file): the others are not asked.
    [[nodiscard]] virtual bool generates() const { return false; }
    /// Type#depthfirst?: generated resources come before the generator (tidy removes files first).
    [[nodiscard]] virtual bool depthfirst() const { return false; }

    /// Type#eval_generate, called when the resource is reached, before it is evaluated: may change other
    /// catalog resources (concat_file gives its file the content of its fragments) and returns the catalog
    /// indexes of the resources it generated; the run then makes them finish before the resource's
    /// `completed_<title>` whit, which takes over the resource's outgoing edges. nullopt: nothing generated.
    virtual std::optional<std::vector<std::size_t>> eval_generate(Context& context, const Resource& resource,
                                                                  runtime::Catalog& catalog);

    /// Whether a successful change of this resource drops its queued refreshes (Service's
    /// invalidate_refreshes: a start is never followed by a restart).
    [[nodiscard]] virtual bool invalidates_refreshes(const std::vector<PropertyChange>& /*changes*/) const {
        return false;
    }

private:
    std::shared_ptr<const ProviderSettings> m_settings = std::make_shared<const ProviderSettings>();
};

/// A type with no properties of its own (anchor, tidy, concat_fragment...): nothing to read or change; it
/// takes part in the graph, validates its parameters, may generate resources or pass refreshes on.
class PropertylessProvider : public Provider {
public:
    [[nodiscard]] std::vector<std::string> properties() const override { return {}; }
    [[nodiscard]] WatchSource watch_source(const Resource& /*resource*/) const override {
        return {WatchSource::Never};
    }
    std::vector<State> get(Context& /*context*/, std::span<const Resource* const> resources) override {
        return std::vector<State>(resources.size());
    }
    std::vector<PropertyOutcome> set(Context& /*context*/, const Resource& /*resource*/, const State& /*is*/,
                                     std::span<const PropertyChange> /*changes*/) override {
        return {};
    }
};

/// Puppet's default value display (Parameter.format_value_for_display, StringConverter `%p`/`%#p`):
/// strings single-quoted, arrays `['a', 'b']`, hashes `{'k' => 'v'}`, numbers and booleans bare.
std::string display_value(const Value& value);

} // namespace pp::apply
