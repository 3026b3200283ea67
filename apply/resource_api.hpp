#pragma once
// pp's native Resource API (seed 000; reference/applier.md §2): types declared as Puppet::ResourceApi's
// `register_type` declares them (attributes with a Puppet data type, a default and a behaviour, title
// patterns, auto relationships, features) and providers with `get`/`set` (or SimpleProvider's
// create/update/delete), run by an adapter that makes any such type an apply::Provider. The adapter behaves
// as the resource_api gem's glue (resource_api.rb) inside Puppet's harness: values checked against the
// attributes' types when the catalog is converted, `flush` doing the one `set` per changed resource, the
// Resource API context's log lines, canonicalize and the `strict` checks.
//
// Where pp deliberately differs: `get` is called once per type per run with every catalog resource of the
// type (with simple_get_filter: their names), when the first of them is evaluated; Puppet calls it again for
// each resource it has not seen yet. Only debug output shows the difference.
//
// The same definition gives the compiler its schema (ResourceType::schema(), served through
// ProviderRegistry::type_schemas()), so the types are known without a Ruby file on the modulepath.

#include "apply/provider.hpp"
#include "runtime/regexp.hpp"
#include "runtime/resource_schema.hpp"
#include "runtime/types.hpp"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace pp::apply {

class ProviderRegistry;

namespace rsapi {

using runtime::Hash;

/// A resource as the Resource API passes it around: attribute name (a String key) -> value, in insertion
/// order (Ruby's Hash; the order shows in messages that print a hash).
using ResourceHash = runtime::Hash;

/// The value of `key` in `resource`, or null.
const Value* field(const ResourceHash& resource, std::string_view key);
/// Ruby's `inspect` of a symbol-keyed hash as the Resource API prints resources:
/// `{:name=>"a", :ensure=>"present"}`.
std::string inspect(const ResourceHash& resource);
/// Symbol#inspect of an attribute name: `:name`, `:"odd-name"`.
std::string symbol_inspect(std::string_view name);
/// DataTypeHandling.try_validate's message for a value that is not of `type`:
/// `pp_kv.value expects a value of type Undef or String, got Integer` (subject `pp_kv.value`).
std::string describe_mismatch(std::string_view subject, const runtime::Type& type, const Value& value);

/// The hidden property of a custom_insync type that has nothing else to compare.
inline constexpr std::string_view kCustomInsyncTrigger = "rsapi_custom_insync_trigger";

enum class Behaviour { Property, Namevar, Parameter, ReadOnly, InitOnly };

struct Attribute {
    std::string name;
    std::string type; ///< a Puppet data type: `Enum[present, absent]`, `Optional[String]`
    std::string desc;
    std::optional<Value> default_value = {};
    Behaviour behaviour = Behaviour::Property;
};

/// A title pattern: a regexp whose named captures (`(?<package>...)`) are the namevars it fills.
struct TitlePattern {
    std::string pattern;
    std::string desc;
};

/// Auto relationships of one kind: a type name (lower case) and the titles, each a constant or `$attribute`
/// (the attribute's value; arrays are flattened and undef values dropped).
using AutoRelationSpec = std::vector<std::pair<std::string, std::vector<std::string>>>;

/// What register_type takes (the Ruby definition hash).
struct TypeDefinition {
    std::string name;
    std::string desc;
    std::vector<Attribute> attributes; ///< in declaration order
    std::vector<TitlePattern> title_patterns = {};
    AutoRelationSpec autorequire = {}, autobefore = {}, autosubscribe = {}, autonotify = {};
    /// supports_noop, canonicalize, simple_get_filter, custom_insync, remote_resource
    std::vector<std::string> features = {};
};

/// A TypeDefinition that passed TypeDefinition#validate_schema, with the attributes' data types parsed.
/// Throws std::invalid_argument with the Resource API's message (Puppet::DevError) when it does not.
class ResourceType {
public:
    explicit ResourceType(TypeDefinition definition);

    [[nodiscard]] const TypeDefinition& definition() const { return m_definition; }
    [[nodiscard]] const std::string& name() const { return m_definition.name; }
    [[nodiscard]] bool feature(std::string_view name) const;
    [[nodiscard]] bool ensurable() const { return attribute("ensure") != nullptr; }
    /// Every attribute, the hidden `rsapi_custom_insync_trigger` property included when the type has
    /// custom_insync and nothing else to compare.
    [[nodiscard]] const std::vector<Attribute>& attributes() const { return m_attributes; }
    [[nodiscard]] const Attribute* attribute(std::string_view name) const;
    [[nodiscard]] const runtime::Type& data_type(std::string_view attribute) const;
    [[nodiscard]] const std::vector<std::string>& namevars() const { return m_namevars; }
    /// Puppet's properties: ensure first, then the attributes without a behaviour and the init_only ones.
    [[nodiscard]] const std::vector<std::string>& properties() const { return m_properties; }
    /// The title patterns, compiled, parallel to definition().title_patterns.
    [[nodiscard]] const std::vector<std::shared_ptr<const runtime::Regexp>>& title_regexps() const {
        return m_patterns;
    }
    /// The type as the compiler checks declarations against it (Puppet's properties, then parameters).
    [[nodiscard]] runtime::TypeSchema schema() const;

    /// BaseTypeDefinition#check_schema: the problems of a resource `get` returned (a missing namevar
    /// throws ApplyError); empty when it fits the type.
    [[nodiscard]] std::string check_schema(const ResourceHash& resource) const;

private:
    TypeDefinition m_definition;
    std::vector<Attribute> m_attributes;
    std::vector<runtime::TypePtr> m_types; ///< parallel to m_attributes
    std::vector<std::string> m_namevars;
    std::vector<std::string> m_properties;
    std::vector<std::shared_ptr<const runtime::Regexp>> m_patterns;
};

/// Titles a context method reports on: one resource, or several (a batch). A composite name (a Hash of
/// namevars) prints as Ruby inspects it.
class Titles {
public:
    Titles(std::string_view one) : m_titles{std::string(one)}, m_single(true) {} // NOLINT: implicit by design
    Titles(const char* one) : Titles(std::string_view(one)) {}                   // NOLINT
    Titles(std::vector<std::string> many) : m_titles(std::move(many)) {}         // NOLINT
    /// A Resource API name: a String, a Hash of namevars, or an Array of either.
    static Titles of(const Value& name);

    /// `type[a, b]`; just `type` for an empty list.
    [[nodiscard]] std::string format(std::string_view type) const;
    /// Ruby's to_s: the title itself, or `["a", "b"]` for a list.
    [[nodiscard]] std::string to_s() const;

private:
    std::vector<std::string> m_titles;
    bool m_single = false;
};

/// Puppet::ResourceApi::PuppetContext: what a provider logs and reports through. Lines go to the run's log
/// without a source, so they read `Notice: pp_kv[a]: Creating: Finished in 0.000123 seconds`.
class Context {
public:
    /// `log` may be null (a context used while the catalog is checked, before the run has a log): messages
    /// are then dropped. `strict`: the run's (ProviderSettings::strict).
    Context(Log* log, const ResourceType& type, lexer::Strictness strict = lexer::Strictness::Warning);

    [[nodiscard]] const ResourceType& type() const { return m_type; }
    [[nodiscard]] lexer::Strictness strict() const { return m_strict; }
    void set_strict(lexer::Strictness strict) { m_strict = strict; }
    [[nodiscard]] Log* log() const { return m_log; }
    /// Whether a block failed since the last reset (the glue turns that into a failed resource).
    [[nodiscard]] bool failed() const { return m_failed; }
    void reset_failed() { m_failed = false; }
    /// Seconds since some fixed point; steady_clock unless a test sets another.
    void set_clock(std::function<double()> clock) { m_clock = std::move(clock); }

    /// `<type>: message`, or `<current block>: message` inside creating/updating/...
    void debug(std::string_view message) { plain(LogLevel::Debug, message); }
    void info(std::string_view message) { plain(LogLevel::Info, message); }
    void notice(std::string_view message) { plain(LogLevel::Notice, message); }
    void warning(std::string_view message) { plain(LogLevel::Warning, message); }
    void err(std::string_view message) { plain(LogLevel::Err, message); }
    /// `<type>[titles]: message`
    void debug(const Titles& titles, std::string_view message) { titled(LogLevel::Debug, titles, message); }
    void info(const Titles& titles, std::string_view message) { titled(LogLevel::Info, titles, message); }
    void notice(const Titles& titles, std::string_view message) { titled(LogLevel::Notice, titles, message); }
    void warning(const Titles& titles, std::string_view message) {
        titled(LogLevel::Warning, titles, message);
    }
    void err(const Titles& titles, std::string_view message) { titled(LogLevel::Err, titles, message); }

    /// Blocks: `Finished in N seconds` when `block` returns, `Failed after N seconds: <what>` (and failed())
    /// when it throws a std::exception; anything else is not caught (Ruby: not a StandardError).
    void creating(const Titles& titles, const std::function<void()>& block,
                  std::string_view message = "Creating");
    void updating(const Titles& titles, const std::function<void()>& block,
                  std::string_view message = "Updating");
    void deleting(const Titles& titles, const std::function<void()>& block,
                  std::string_view message = "Deleting");
    /// Ends with a warning `Finished failing in N seconds` when the block returns.
    void failing(const Titles& titles, const std::function<void()>& block,
                 std::string_view message = "Failing");
    /// One resource, with the default messages for the change from `is` to `should`.
    void processing(std::string_view title, const ResourceHash& is, const ResourceHash& should,
                    const std::function<void()>& block, std::string_view message = "Processing");

    /// `<type>: Created: <titles>` (and Updated, Deleted).
    void created(const Titles& titles, std::string_view message = "Created");
    void updated(const Titles& titles, std::string_view message = "Updated");
    void deleted(const Titles& titles, std::string_view message = "Deleted");
    /// `<type>: Processed <title> from {...} to {...}`
    void processed(std::string_view title, const ResourceHash& is, const ResourceHash& should);
    /// `<type>: <title>: attribute 'a' changed from 'x' to 'y'[: message]` (numbers bare, nil and false as
    /// `nil`).
    void attribute_changed(std::string_view title, std::string_view attribute, const Value& is,
                           const Value& should, std::string_view message = {});
    /// `<type>[titles]: message` at err level.
    void failed(const Titles& titles, std::string_view message = "Updating has failed");
    /// `<message>: <what>` at err level.
    void log_exception(const std::exception& e, std::string_view message = "Error encountered");
    /// A message of the run itself (Puppet.warning...), without the type's prefix.
    void puppet(LogLevel level, std::string_view message);

private:
    void plain(LogLevel level, std::string_view message);
    void titled(LogLevel level, const Titles& titles, std::string_view message);
    void send(LogLevel level, std::string_view message);
    void block(const Titles& titles, std::string_view message, const std::function<void()>& body,
               bool failing);
    [[nodiscard]] double now() const;

    Log* m_log;
    const ResourceType& m_type;
    lexer::Strictness m_strict;
    std::string m_context; ///< the block being run: `pp_kv[a]: Creating`; empty outside blocks
    bool m_failed = false;
    std::function<double()> m_clock;
};

/// One change `set` is asked to make. `is` is the state get returned (`{title:, ensure: 'absent'}` when it
/// returned none), nullopt when the runtime has none cached; a missing `should` removes the resource.
struct Change {
    Value name; ///< the namevar's value, or a Hash of every namevar's
    std::optional<ResourceHash> is;
    std::optional<ResourceHash> should;
};

/// What provider->insync returns (the custom_insync feature): nullopt leaves the decision to Puppet's
/// comparison; a message replaces the change line.
struct InsyncResult {
    std::optional<bool> insync;
    std::string message = {};
};

/// BaseTypeDefinition#notify_schema_errors: `message` (from ResourceType::check_schema) as a debug line,
/// a warning (the first 100 of the process) or an ApplyError, as `strict` says.
void notify_schema_errors(Context& context, const std::string& message);

/// A Resource API provider: `get` reads the resources, `set` changes them.
class ResourceProvider {
public:
    virtual ~ResourceProvider() = default;

    /// Every resource on the system (`names` null), or at least those named (simple_get_filter; an empty list
    /// asks for all). A resource not returned does not exist.
    virtual std::vector<ResourceHash> get(Context& context, const std::vector<Value>* names) = 0;
    /// Makes the changes; `noop` is only ever true for types with supports_noop (and pp, as Puppet, never
    /// calls set under noop). Failures are reported through the context's blocks or thrown.
    virtual void set(Context& context, const std::vector<Change>& changes, bool noop) = 0;
    /// The canonicalize feature: the same resources with values in their canonical form.
    virtual std::vector<ResourceHash> canonicalize(Context& context, std::vector<ResourceHash> resources);
    /// The custom_insync feature; the default throws Puppet's DevError.
    virtual InsyncResult insync(Context& context, const Value& name, std::string_view attribute,
                                const ResourceHash& is, const ResourceHash& should);
    /// pp's runtime hands a provider the target states of the run's resources of its type before the first
    /// get, as Puppet hands its type-DSL providers `prefetch(resources)`. The default ignores them.
    virtual void prefetch(Context& context, std::span<const ResourceHash> targets);
};

/// Puppet::ResourceApi::SimpleProvider: `set` calls create, update or delete for each change, inside the
/// context's creating/updating/deleting block. The type must have `ensure`.
class SimpleProvider : public ResourceProvider {
public:
    void set(Context& context, const std::vector<Change>& changes, bool noop) override;

protected:
    /// `name` is the namevar's value, or a Hash of the namevars when there are several.
    virtual void create(Context& context, const Value& name, const ResourceHash& should) = 0;
    virtual void update(Context& context, const Value& name, const ResourceHash& should) = 0;
    virtual void remove(Context& context, const Value& name) = 0; ///< Ruby's `delete`
};

using ProviderFactory = std::function<std::unique_ptr<ResourceProvider>()>;

/// Puppet::ResourceApi.register_type: adds the type and its provider (made by `factory`, once per registry,
/// i.e. per run) to `registry`. Throws std::invalid_argument for a definition the Resource API refuses.
void register_type(ProviderRegistry& registry, TypeDefinition definition, const ProviderFactory& factory);

/// The apply::Provider that runs a Resource API type (what register_type adds), for tests.
std::unique_ptr<Provider> make_provider(std::shared_ptr<const ResourceType> type,
                                        std::unique_ptr<ResourceProvider> provider);

} // namespace rsapi

} // namespace pp::apply
