#pragma once
// The compiler's own state and the helpers its parts share (compiler.cpp, declarations.cpp,
// collectors.cpp, compiler_detail.cpp). Not for use outside evaluator/.

#include "evaluator/compiler.hpp"
#include "loader/ruby_type_reader.hpp"
#include "runtime/catalog.hpp"
#include "runtime/resource_schema.hpp"

#include <algorithm>
#include <array>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace pp::evaluator::detail {

struct AttributeOp {
    std::string name;
    Value value;
    bool append = false; // +>
};

// A defined type's instance waiting for evaluation.
struct PendingDefine {
    std::size_t resource;
    Scope* declared_in; // persistent: the anchor of the declaring scope
};

struct Override {
    std::string type;
    std::string title;
    std::vector<AttributeOp> ops;
    std::size_t source_resource; // the class the override is written in
    Location where;
    bool from_collector = false;
};

struct Collector {
    std::string type; // capitalized
    const parser::Node* query = nullptr;
    // the value of each comparison's right-hand side, evaluated when the collector was created (as Puppet's
    // CollectorTransformer does): a collector keeps no scope, which may be a lambda's that is gone by now
    std::unordered_map<const parser::Node*, Value> query_values;
    bool exported = false;
    std::vector<AttributeOp> ops;
    Location where;
    std::unordered_set<std::size_t> collected;
    std::vector<std::size_t> collected_order;
};

// One side of a relationship: resource references, and collectors whose resources count once collected.
struct Operand {
    std::vector<Value> refs;
    std::vector<std::size_t> collectors;
};

struct PendingRelationship {
    Operand left;
    Operand right;
    std::string op;
    Location where;
};

struct Origin {
    const parser::Node* at = nullptr; // the declaration (for errors reported at the resource)
    lexer::FileId file = 0;
};

struct CompilerState {
    explicit CompilerState(const std::vector<runtime::TypeSchema>& extra_types);
    runtime::Catalog catalog;
    runtime::SchemaRegistry schemas;
    std::unique_ptr<loader::ModuleTypeLoader> module_types; // made on first use, for env's modulepath
    std::unordered_set<std::string> types_looked_up;        // names already searched in the modules
    loader::Environment* env = nullptr;
    Scope* top = nullptr; // the compilation's top scope, once started
    // Reads a type file by running its Ruby, for the types the static reader cannot read fully (set by the
    // Compiler: the Ruby host is reached through the evaluator).
    loader::ModuleTypeLoader::RubyReader ruby_types;
    // The schema of a resource type (its name in any case), or null. As Puppet's autoloader does, a module's
    // lib/puppet/type/NAME.rb is looked for the first time a name is used (and shadows a built-in type):
    // a compile reads only the type files it needs. The last types found are kept with their schemas: a
    // resource's type is looked up several times, and these lookups were a fifth of a large compile's
    // evaluation. (The registry only adds or replaces entries in place: a schema found stays where it is.)
    const runtime::TypeSchema* schema(std::string_view name);
    /// Forgets which types were looked for in the modules, and those kept (for another environment).
    void forget_types_looked_up() {
        types_looked_up.clear();
        schemas_seen = {};
    }
    struct SchemaSeen {
        std::string name; // lower case
        const runtime::TypeSchema* schema = nullptr;
    };
    std::array<SchemaSeen, 4> schemas_seen;
    std::size_t schemas_seen_next = 0;
    /// `path` as a resource's file, shared with the resources declared in the same file before.
    const runtime::SharedString& resource_file(const std::string& path) {
        if (last_resource_file.str() != path) last_resource_file = runtime::SharedString(path);
        return last_resource_file;
    }
    runtime::SharedString last_resource_file;
    std::unordered_map<std::string, Scope*> class_scopes;
    std::deque<Scope> scopes;
    std::deque<std::string> labels;
    std::unordered_map<const Scope*, std::vector<std::pair<std::string, std::vector<AttributeOp>>>> defaults;
    std::vector<PendingDefine> pending;
    std::vector<Override> overrides;
    std::vector<Collector> collectors;
    std::vector<PendingRelationship> relationships;
    // by resource index (vectors: every resource has them, and a map's node per resource cost more than
    // the lookups): where each was declared (at == nullptr: nowhere known), and the class, define or node
    // that declared it (SIZE_MAX: none)
    std::vector<Origin> origins;
    std::vector<std::size_t> source_of;
    void set_origin(std::size_t r, Origin o) {
        if (origins.size() <= r) origins.resize(r + 1);
        origins[r] = o;
    }
    [[nodiscard]] const Origin* origin(std::size_t r) const {
        return r < origins.size() && origins[r].at != nullptr ? &origins[r] : nullptr;
    }
    void set_source(std::size_t r, std::size_t declaring) {
        if (source_of.size() <= r) source_of.resize(r + 1, SIZE_MAX);
        source_of[r] = declaring;
    }
    [[nodiscard]] std::size_t source(std::size_t r) const {
        return r < source_of.size() ? source_of[r] : SIZE_MAX;
    }
    std::unordered_map<std::size_t, Scope*> declared_in;   // class resource -> the declaring scope's anchor
    std::unordered_map<std::size_t, Location> declared_at; // class resource -> where it was declared
    std::unordered_map<std::size_t, std::size_t> class_stages; // class resource -> the stage containing it
    // class or define instance -> the parameters it was declared with, in order, when one of them was undef:
    // Puppet keeps an undef parameter's place, which its default or Hiera value then takes
    std::unordered_map<std::size_t, std::vector<std::string>> declared_order;
    std::unordered_set<std::size_t> evaluated; // classes and define instances evaluated
    // resource -> the parameters its scope's resource defaults gave it (an override in the declaring scope
    // may replace those, not the others: Parser::Resource#override_parameter)
    std::unordered_map<std::size_t, std::unordered_set<std::string>> from_defaults;
    std::size_t stage_main = SIZE_MAX;
    std::size_t main_class = SIZE_MAX;
    Scope* node_scope = nullptr;
    bool started = false;
    bool node_evaluated = false;
    bool in_create_resources = false;
    std::vector<Value> pending_realize; // realize() of resources not declared yet
    // relationship_operator.rb's EmptyAlternativeAdapter: for a collector that was the right operand of a
    // relationship, the left operand, which stands in for it as a source when it collects nothing
    std::unordered_map<std::size_t, Operand> empty_alternatives;
    std::size_t last_collector = SIZE_MAX; // the collector an expression just created
    Operand last_right;                    // the right operand of the relationship just evaluated
};

// "Error while evaluating a Resource Statement, " prefixes errors raised while declaring resources
constexpr std::string_view kResourceStatement = "Error while evaluating a Resource Statement, ";

std::string lower(std::string_view s);
/// Whether `a` and `b` are equal once both are lower-cased as lower() does (ASCII), without copying them.
bool same_ignoring_case(std::string_view a, std::string_view b);
/// A name without its leading `::`.
std::string strip_colons(std::string_view name);
/// Puppet's metaparameters (type.rb newmetaparam): allowed on every resource, classes and defines included.
bool metaparameter(std::string_view name);
bool relationship_parameter(std::string_view name);
/// Ruby's inspect of a uniqueness key (`["File", "/x"]`, nil for an absent value).
std::string ruby_inspect_key(const std::vector<std::optional<std::string>>& key);
/// A value's resource references, flattened: `File['/x']`, `[File['a'], Service['b']]`, 'File[/x]' strings.
void references(const Value& v, std::vector<Value>& out);
/// The type and title a reference names: `File['/x']` -> {"File", "/x"}, `Class[foo]` -> {"Class", "Foo"}.
std::optional<std::pair<std::string, std::string>> ref_parts(const Value& v);
/// "File[/x]" for a reference, else the value's text.
std::string ref_text(const Value& v);
/// The `tag` metaparameter's values (a string or an array of them) become tags of the resource.
void tag_with(runtime::CatalogResource& res, const Value& value);
/// The first tag of a `tag` value that Puppet refuses ("Invalid tag 'bad tag!'"), lower-cased as reported.
std::optional<std::string> invalid_tag(const Value& value);
/// The evaluated attribute operations of a body (`name => value`, `* => hash`); `what` names the body in the
/// error for a `+>` where none is allowed.
std::vector<AttributeOp> attribute_ops(Evaluator& ev, parser::NodeList<> operations, Scope& scope,
                                       bool allow_append, std::string_view what);

/// Resource#uniqueness_key: the values of the key attributes, sorted by name, of a resource of this type and
/// title; `value_of` gives an attribute's value (parameter, else what the title gives) or nullopt. A type
/// without a schema (a defined type) has the single key `name`.
template <typename ValueOf>
std::vector<std::optional<std::string>> uniqueness_key(const runtime::TypeSchema* schema,
                                                       std::string_view type, std::string_view title,
                                                       ValueOf value_of) {
    std::vector<std::string> keys = schema != nullptr ? schema->namevars() : std::vector<std::string>{};
    if (keys.empty()) keys.emplace_back("name");
    std::string namevar = keys.size() == 1 ? keys.front() : "name";
    // name = h[namevar] || h[:name] || self.name, where Resource#name is "Type/title"
    std::optional<std::string> name = value_of(namevar);
    if (!name) name = value_of("name");
    if (!name) name = std::string(type) + "/" + std::string(title);
    std::sort(keys.begin(), keys.end());
    std::vector<std::optional<std::string>> out;
    for (const std::string& k : keys) {
        auto v = value_of(k);
        out.push_back(v ? v : (k == namevar || k == "name" ? name : std::nullopt));
    }
    return out;
}

} // namespace pp::evaluator::detail
