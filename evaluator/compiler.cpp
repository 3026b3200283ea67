// The catalog compiler: what Puppet's compiler.rb, resource/type.rb, parser/resource.rb, the collectors and
// parser/relationship.rb do. Definitions are registered before code runs; the main code runs as Class[main];
// then the node definition; then defined types (queued when declared) and collectors until a pass adds
// nothing; then overrides, relationships and the references of relationship metaparameters are checked.
#include "evaluator/control_flow.hpp"
#include "evaluator/dispatch.hpp"
#include "evaluator/evaluator.hpp"
#include "evaluator/parameters.hpp"
#include "loader/ruby_type_reader.hpp"
#include "runtime/regexp.hpp"
#include "runtime/resource_schema.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <ctime>
#include <filesystem>
#include <optional>
#include <unordered_set>

namespace pp::evaluator {

using namespace parser;
using runtime::Catalog;
using runtime::CatalogResource;
using runtime::Hash;

namespace {

std::string lower(std::string_view s) {
    return runtime::downcase(s);
}

std::string strip_colons(std::string_view name) {
    return std::string(name.substr(0, 2) == "::" ? name.substr(2) : name);
}

std::string ruby_inspect_key(const std::vector<std::optional<std::string>>& key) {
    std::string out = "[";
    for (std::size_t i = 0; i < key.size(); ++i) {
        if (i > 0) out += ", ";
        out += key[i] ? runtime::ruby_inspect_string(*key[i]) : "nil";
    }
    return out + "]";
}

// Resource#uniqueness_key: the values of the key attributes, sorted by name, of a resource of this type and
// title; `value_of` gives an attribute's value (parameter, else what the title gives) or nullopt. A type
// without a schema (a defined type) has the single key `name`.
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
    if (!name) name = fmt::format("{}/{}", type, title);
    std::sort(keys.begin(), keys.end());
    std::vector<std::optional<std::string>> out;
    for (const std::string& k : keys) {
        auto v = value_of(k);
        out.push_back(v ? v : (k == namevar || k == "name" ? name : std::nullopt));
    }
    return out;
}

// Types the built-in schema data holds that Puppet 7 ships in modules (host_core, cron_core, mount_core,
// sshkeys_core, augeas_core): known only when their module is on the modulepath, as in Puppet.
bool core_module_type(std::string_view lower_name) {
    static const std::unordered_set<std::string_view> kTypes = {
        "augeas", "cron", "host", "mount", "ssh_authorized_key", "sshkey"};
    return kTypes.contains(lower_name);
}

// Puppet's metaparameters (type.rb newmetaparam): allowed on every resource, classes and defines included.
bool metaparameter(std::string_view name) {
    static const std::unordered_set<std::string_view> kMeta = {
        "alias",  "audit",   "before",   "consume", "export",    "loglevel", "noop",
        "notify", "require", "schedule", "stage",   "subscribe", "tag"};
    return kMeta.contains(name);
}

bool relationship_parameter(std::string_view name) {
    return name == "before" || name == "require" || name == "notify" || name == "subscribe";
}

// "Error while evaluating a Resource Statement, " prefixes errors raised while declaring resources
constexpr std::string_view kResourceStatement = "Error while evaluating a Resource Statement, ";

} // namespace

namespace detail {

struct Definition {
    const Node* ast = nullptr;
    lexer::FileId file = 0;
};

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
    const Node* query = nullptr;
    // the value of each comparison's right-hand side, evaluated when the collector was created (as Puppet's
    // CollectorTransformer does): a collector keeps no scope, which may be a lambda's that is gone by now
    std::unordered_map<const Node*, Value> query_values;
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
    const Node* at = nullptr; // the declaration (for errors reported at the resource)
    lexer::FileId file = 0;
};

struct Compilation {
    Catalog catalog;
    runtime::SchemaRegistry schemas = [] {
        runtime::SchemaRegistry r;
        for (const runtime::TypeSchema& t : runtime::builtin_type_schemas()) {
            if (!core_module_type(t.name)) r.add(t);
        }
        return r;
    }();
    std::unique_ptr<loader::ModuleTypeLoader> module_types; // made on first use, for env's modulepath
    std::unordered_set<std::string> types_looked_up;        // names already searched in the modules
    // The schema of a resource type (lower-case name), or null. As Puppet's autoloader does, a module's
    // lib/puppet/type/NAME.rb is looked for the first time a name is used (and shadows a built-in type):
    // a compile reads only the type files it needs.
    const runtime::TypeSchema* schema(std::string_view lower_name) {
        if (env != nullptr && !types_looked_up.contains(std::string(lower_name))) {
            types_looked_up.emplace(lower_name);
            if (module_types == nullptr) {
                std::vector<std::filesystem::path> dirs(env->modulepath().begin(), env->modulepath().end());
                module_types = std::make_unique<loader::ModuleTypeLoader>(std::move(dirs));
            }
            if (auto t = module_types->load(lower_name)) schemas.add(std::move(*t));
        }
        return schemas.find(lower_name);
    }
    loader::Environment* env = nullptr;
    std::unordered_map<std::string, Definition> classes;   // lower-case name
    std::unordered_map<std::string, Definition> defines;   // lower-case name
    std::unordered_map<std::string, Definition> functions; // name as written
    std::vector<Definition> nodes;
    std::unordered_map<const Node*, lexer::FileId> def_files;
    std::unordered_set<std::string> missing; // names autoloading did not find
    std::unordered_map<std::string, Scope*> class_scopes;
    std::deque<Scope> scopes;
    std::deque<std::string> labels;
    std::unordered_map<const Scope*, std::vector<std::pair<std::string, std::vector<AttributeOp>>>> defaults;
    std::vector<PendingDefine> pending;
    std::vector<Override> overrides;
    std::vector<Collector> collectors;
    std::vector<PendingRelationship> relationships;
    std::unordered_map<std::size_t, Origin> origins;
    std::unordered_map<std::size_t, std::size_t> source_of; // resource -> the class/define/node declaring it
    std::unordered_map<std::size_t, Scope*> declared_in;    // class resource -> the declaring scope's anchor
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

} // namespace detail

using detail::AttributeOp;
using detail::Compilation;

// ---- set-up
// ------------------------------------------------------------------------------------------------

Evaluator::Evaluator(lexer::SourceManager& sm, FunctionRegistry& functions, Logger& logger,
                     EvalOptions options)
    : m_sm(sm), m_functions(functions), m_logger(logger), m_options(std::move(options)),
      m_compilation(std::make_unique<Compilation>()) {
    for (const runtime::TypeSchema& t : m_options.types)
        m_compilation->schemas.add(t);
    // Catalog#resource: `Type[title]` also finds the resource whose uniqueness key the title gives
    m_compilation->catalog.set_title_normalizer(
        [](const void* context, std::string_view type,
           std::string_view title) -> std::optional<runtime::Catalog::UniquenessKey> {
            auto* compilation = static_cast<Compilation*>(const_cast<void*>(context));
            const runtime::TypeSchema* schema = compilation->schema(lower(type));
            if (schema == nullptr) return std::nullopt;
            auto from_title = schema->parse_title(title);
            return uniqueness_key(schema, type, title,
                                  [&](const std::string& n) -> std::optional<std::string> {
                                      for (const auto& [k, t] : from_title)
                                          if (k == n) return t;
                                      return std::nullopt;
                                  });
        },
        m_compilation.get());
}

Evaluator::~Evaluator() {
    for (auto& [name, alias] : m_alias_types)
        alias->clear_resolution(); // breaks recursive aliases' cycles
}

Compilation& Evaluator::compilation() {
    return *m_compilation;
}

void Evaluator::set_environment(loader::Environment* env) {
    m_compilation->env = env;
    m_module_functions.clear();
    m_ruby_functions.clear();
    m_compilation->module_types.reset();
    m_compilation->types_looked_up.clear();
}

loader::Environment* Evaluator::environment() const {
    return m_compilation->env;
}

loader::hiera::Hiera& Evaluator::hiera() {
    if (m_hiera != nullptr) return *m_hiera;
    if (!m_own_hiera) {
        loader::hiera::Settings settings;
        settings.module_dir = [this](std::string_view m) -> std::optional<std::string> {
            return m_compilation->env != nullptr ? m_compilation->env->module_dir(m) : std::nullopt;
        };
        m_own_hiera = std::make_unique<loader::hiera::Hiera>(std::move(settings));
    }
    return *m_own_hiera;
}

loader::hiera::Variables Evaluator::hiera_variables(Scope& scope, const Node& at) {
    return [this, &scope, &at](std::string_view name) -> std::optional<Value> {
        const Value* v = variable(name, scope, at);
        if (v == nullptr) return std::nullopt;
        return *v;
    };
}

bool Evaluator::builtin_resource_type(std::string_view lower_name) const {
    return m_compilation->schema(lower_name) != nullptr;
}

runtime::Catalog& Evaluator::catalog() {
    return m_compilation->catalog;
}

std::size_t Scope::resource() const {
    for (const Scope* s = this; s != nullptr; s = s->m_parent) {
        if (s->m_resource != SIZE_MAX) return s->m_resource;
    }
    return SIZE_MAX;
}

lexer::FileId Evaluator::definition_file(const Node& def) {
    auto it = m_compilation->def_files.find(&def);
    return it == m_compilation->def_files.end() ? m_file : it->second;
}

Value Evaluator::evaluate_in(const Node& node, lexer::FileId file, Scope& scope) {
    FileGuard guard(m_file, file);
    return evaluate(node, scope);
}

void Evaluator::register_definitions(const Program& program, lexer::FileId file) {
    Compilation& c = *m_compilation;
    auto line_of = [&](const Node& n, lexer::FileId f) { return m_sm.file(f).line_col(n.begin).line; };
    auto at = [&](const Node& n, lexer::FileId f) {
        return fmt::format("(file: {}, line: {})", m_sm.file(f).path(), line_of(n, f));
    };
    // the loaders' error for a name given twice (Puppet::Pops::Loader::BaseLoader#set_entry)
    auto redefined_entity = [&](std::string_view kind, std::string_view name, lexer::FileId f,
                                std::uint32_t offset) {
        auto lc = m_sm.file(f).line_col(offset);
        throw EvalError(fmt::format("Attempt to redefine entity 'http://puppet.com/2016.1/runtime/{}/{}'. "
                                    "Originally set at file://{}?line={}&pos={}.",
                                    kind, lower(name), m_sm.file(f).path(), lc.line, lc.column),
                        Location{})
            .set_bare();
    };
    auto redefined = [&](const std::string& message) { throw EvalError(message, Location{}).set_bare(); };
    for (const Node* d : program.definitions) {
        c.def_files[d] = file;
        if (const auto* f = d->as<FunctionDefinition>()) {
            auto [it, added] = c.functions.try_emplace(std::string(f->name), detail::Definition{f, file});
            if (!added && it->second.ast != f)
                redefined_entity("function", f->name, it->second.file, it->second.ast->begin);
        } else if (const auto* a = d->as<TypeAlias>()) {
            auto [it, added] = m_type_aliases.try_emplace(lower(a->name), a);
            if (!added && it->second != a) {
                // Puppet points at the alias's name, after `type `
                const Node& first = *it->second;
                lexer::FileId ff = definition_file(first);
                std::string_view text = m_sm.file(ff).text();
                std::size_t name_at = text.find(static_cast<const TypeAlias&>(first).name, first.begin);
                redefined_entity(
                    "type", a->name, ff,
                    static_cast<std::uint32_t>(name_at == std::string_view::npos ? first.begin : name_at));
            }
        } else if (const auto* r = d->as<ResourceTypeDefinition>()) {
            std::string name = lower(strip_colons(r->name));
            if (auto cl = c.classes.find(name); cl != c.classes.end())
                redefined(
                    fmt::format("'{}' is already defined {} as a class; cannot redefine as a definition {}",
                                name, at(*cl->second.ast, cl->second.file), at(*r, file)));
            auto [it, added] = c.defines.try_emplace(name, detail::Definition{r, file});
            if (!added && it->second.ast != r)
                redefined_entity("type", name, it->second.file, it->second.ast->begin);
        } else if (const auto* h = d->as<HostClassDefinition>()) {
            std::string name = lower(strip_colons(h->name));
            if (auto df = c.defines.find(name); df != c.defines.end())
                redefined(
                    fmt::format("Definition '{}' is already defined {}; cannot be redefined as a class {}",
                                name, at(*df->second.ast, df->second.file), at(*h, file)));
            auto [it, added] = c.classes.try_emplace(name, detail::Definition{h, file});
            if (!added && it->second.ast != h)
                redefined(fmt::format("Class '{}' is already defined {}; cannot redefine {}", name,
                                      at(*it->second.ast, it->second.file), at(*h, file)));
        } else if (const auto* n = d->as<NodeDefinition>()) {
            // a node name given by two node definitions (regexes and `default` included)
            for (const Node* m : n->host_matches) {
                auto key = [&](const Node& x) -> std::string {
                    if (x.is<LiteralDefault>()) return "default";
                    if (const auto* re = x.as<LiteralRegex>()) return "/" + std::string(re->pattern) + "/";
                    if (const auto* str = x.as<LiteralString>()) return lower(str->value);
                    return {};
                };
                std::string k = key(*m);
                if (k.empty()) continue;
                for (const auto& other : c.nodes) {
                    if (other.ast == d) continue;
                    for (const Node* om : other.ast->as<NodeDefinition>()->host_matches) {
                        if (key(*om) != k) continue;
                        redefined(fmt::format("Node '{}' is already defined {}; cannot redefine {}", k,
                                              at(*other.ast, other.file), at(*n, file)));
                    }
                }
            }
            if (std::none_of(c.nodes.begin(), c.nodes.end(), [&](const auto& x) { return x.ast == d; }))
                c.nodes.push_back({d, file});
        }
    }
}

bool Evaluator::autoload(std::string_view name, loader::DefinitionKind kind) {
    Compilation& c = *m_compilation;
    if (c.env == nullptr) return false;
    std::string path = c.env->autoload_path(name, kind);
    if (path.empty()) return false;
    std::string key = path + '\0' + lower(name);
    if (c.missing.contains(key)) return false;
    c.missing.insert(key); // each file and name is tried once
    lexer::Diagnostics diags;
    const ParsedFile* parsed = c.env->load(path, diags);
    if (parsed == nullptr) {
        if (diags.has_errors()) {
            const auto& d = diags.all().front();
            throw EvalError(d.message, Location{d.file, d.begin, d.end, d.has_location});
        }
        return false;
    }
    register_definitions(*parsed->program, parsed->file);
    return true;
}

const FunctionDefinition* Evaluator::find_puppet_function(std::string_view name) {
    Compilation& c = *m_compilation;
    auto it = c.functions.find(std::string(name));
    if (it == c.functions.end() && name.find("::") != std::string_view::npos &&
        autoload(name, loader::DefinitionKind::Function))
        it = c.functions.find(std::string(name));
    return it == c.functions.end() ? nullptr : it->second.ast->as<FunctionDefinition>();
}

bool Evaluator::is_resource_type(std::string_view name) {
    std::string key = lower(strip_colons(name));
    if (builtin_resource_type(key) || m_compilation->defines.contains(key)) return true;
    return autoload(key, loader::DefinitionKind::ClassOrDefine) && m_compilation->defines.contains(key);
}

bool Evaluator::is_class(std::string_view name) {
    std::string key = lower(strip_colons(name));
    if (key == "main" || key == "settings" || m_compilation->classes.contains(key)) return true;
    return autoload(key, loader::DefinitionKind::ClassOrDefine) && m_compilation->classes.contains(key);
}

runtime::TypePtr Evaluator::resolve_type_name(std::string_view name) {
    if (auto t = alias_type(name)) return t;
    if (is_resource_type(name)) return runtime::resource_type(lower(name));
    return nullptr;
}

Scope* Evaluator::class_scope(std::string_view name) {
    auto it = m_compilation->class_scopes.find(lower(strip_colons(name)));
    return it == m_compilation->class_scopes.end() ? nullptr : it->second;
}

const Value* Evaluator::lookup_qualified(const Node& at, std::string_view cls, std::string_view var,
                                         Scope& scope) {
    std::string full = fmt::format("{}::{}", cls, var);
    if (const Value* v = scope.top().lookup_local(full)) return v; // $settings::x
    // (Puppet's "Could not look up qualified variable" notes go to its deprecation log, not the console; the
    // evaluator then reports the unknown variable)
    if (Scope* s = class_scope(cls)) {
        // the class's own variables, then those of the classes it inherits
        for (Scope* k = s; k != nullptr; k = k->parent()) {
            if (const Value* v = k->lookup_local(var)) return v;
            if (k->parent() == nullptr || k->parent() == &scope.top() ||
                k->parent() == m_compilation->node_scope)
                break;
        }
    }
    (void)at;
    return nullptr;
}

const Value* Evaluator::variable(std::string_view name, Scope& scope, const Node& at) {
    std::string_view bare = name.substr(0, 2) == "::" ? name.substr(2) : name;
    if (std::size_t sep = bare.rfind("::"); sep != std::string_view::npos)
        return lookup_qualified(at, bare.substr(0, sep), bare.substr(sep + 2), scope);
    if (bare.size() != name.size()) return scope.top().lookup_local(bare);
    return scope.lookup(name);
}

namespace {

// $caller_module_name of a class or define scope: the module of the scope it was declared from (or inherits),
// '' when that is the main manifest (Resource::Type#set_resource_parameters; Puppet 7.23 gives '', defined,
// for a class or define declared in the main manifest, recorded in
// tests/golden/catalog/define-in-node-lambda)
void set_caller_module(Scope& s, Scope* from) {
    const Value* m = from != nullptr ? from->lookup("module_name") : nullptr;
    s.set_owned("caller_module_name", m != nullptr && m->is_string() ? *m : Value(std::string()));
}

} // namespace

std::string Evaluator::module_name_of(const Node& def) {
    Compilation& c = *m_compilation;
    if (c.env == nullptr) return {};
    return c.env->module_of_file(m_sm.file(definition_file(def)).path());
}

// ---- resources
// ---------------------------------------------------------------------------------------------

namespace {

// The evaluated attribute operations of a body (`name => value`, `* => hash`).
std::vector<AttributeOp> attribute_ops(Evaluator& ev, NodeList<> operations, Scope& scope, bool allow_append,
                                       std::string_view what) {
    std::vector<AttributeOp> ops;
    for (const Node* op : operations) {
        if (const auto* a = op->as<AttributeOperation>()) {
            bool append = a->op == "+>";
            if (append && !allow_append)
                ev.fail(*a, fmt::format("Illegal +> operation on attribute {}. This operator can not be used "
                                        "in {}",
                                        a->name, what));
            ops.push_back({std::string(a->name), ev.evaluate(*a->value, scope), append});
        } else if (const auto* star = op->as<AttributesOperation>()) {
            Value h = ev.evaluate(*star->expr, scope);
            if (h.is_undef()) continue;
            if (!h.is_hash())
                ev.fail(*star, fmt::format("Error while evaluating a Resource Statement, The value of '*' "
                                           "must be a Hash. Got {}",
                                           runtime::value_label(h)));
            for (const auto& [k, v] : h.as_hash()) {
                if (!k.is_string())
                    ev.fail(*star, "Error while evaluating a Resource Statement, Expected a String key");
                ops.push_back({k.as_string(), v, false});
            }
        }
    }
    return ops;
}

// A value's resource references, flattened: `File['/x']`, `[File['a'], Service['b']]`, 'File[/x]' strings.
void references(const Value& v, std::vector<Value>& out) {
    if (v.is_array()) {
        for (const Value& e : v.as_array())
            references(e, out);
        return;
    }
    if (!v.is_undef()) out.push_back(v);
}

// The type and title a reference names: `File['/x']` -> {"File", "/x"}, `Class[foo]` -> {"Class", "Foo"}
std::optional<std::pair<std::string, std::string>> ref_parts(const Value& v) {
    if (v.is_type()) {
        const runtime::Type& t = v.as_type();
        if (t.m_kind == runtime::TypeKind::Resource && !t.m_name.empty() && t.m_value) {
            if (lower(t.m_name) == "class")
                return std::pair{std::string("Class"), runtime::capitalize_name(*t.m_value)};
            return std::pair{t.m_name, *t.m_value};
        }
        if (t.m_kind == runtime::TypeKind::Class && t.m_value)
            return std::pair{std::string("Class"), runtime::capitalize_name(*t.m_value)};
        return std::nullopt;
    }
    if (v.is_string()) {
        // "File[/x]"
        const std::string& s = v.as_string();
        auto open = s.find('[');
        if (open == std::string::npos || s.empty() || s.back() != ']') return std::nullopt;
        std::string type = runtime::capitalize_name(s.substr(0, open));
        std::string title = s.substr(open + 1, s.size() - open - 2);
        if (type == "Class") title = runtime::capitalize_name(title);
        return std::pair{type, title};
    }
    return std::nullopt;
}

std::string ref_text(const Value& v) {
    auto parts = ref_parts(v);
    if (parts) return parts->first + "[" + parts->second + "]";
    return to_s(v);
}

// The `tag` metaparameter's values (a string or an array of them) become tags of the resource.
void tag_with(CatalogResource& res, const Value& value) {
    std::vector<Value> tags;
    references(value, tags);
    for (const Value& t : tags)
        if (t.is_string()) res.tag(t.as_string());
}

// Puppet::Util::Tagging::ValidTagRegex, /\A[[:alnum:]_][[:alnum:]_:.-]*\Z/u (a multi-byte character is a
// letter)
bool valid_tag(std::string_view tag) {
    auto word = [](unsigned char c) { return c >= 0x80 || std::isalnum(c) != 0 || c == '_'; };
    if (!tag.empty() && tag.back() == '\n') tag.remove_suffix(1); // \Z allows a final newline
    if (tag.empty() || !word(static_cast<unsigned char>(tag[0]))) return false;
    return std::all_of(tag.begin() + 1, tag.end(), [&](char c) {
        auto u = static_cast<unsigned char>(c);
        return word(u) || u == ':' || u == '.' || u == '-';
    });
}

// The first tag of a `tag` value that Puppet refuses ("Invalid tag 'bad tag!'"), lower-cased as reported.
std::optional<std::string> invalid_tag(const Value& value) {
    std::vector<Value> tags;
    references(value, tags);
    for (const Value& t : tags) {
        if (t.is_string() && !valid_tag(t.as_string())) return runtime::downcase(t.as_string());
    }
    return std::nullopt;
}

} // namespace

const runtime::CatalogResource* Evaluator::find_resource(const Value& ref) {
    auto parts = ref_parts(ref);
    if (!parts) return nullptr;
    return m_compilation->catalog.find(parts->first, parts->second);
}

bool Evaluator::tagged(const Scope& scope, std::string_view tag) {
    std::size_t r = scope.resource();
    if (r != SIZE_MAX && m_compilation->catalog.at(r).tagged(tag)) return true;
    return m_compilation->catalog.tagged(tag);
}

namespace detail {

std::vector<std::string> parameter_errors(Evaluator& ev, NodeList<Parameter> params,
                                          const std::vector<std::pair<std::string, Value>>& given,
                                          Scope& scope, lexer::FileId file, bool resource) {
    std::vector<std::string> errors;
    for (const auto& [given_name, v] : given) {
        const std::string& name = given_name; // (clang 14 cannot capture a structured binding)
        if (resource && (name == "name" || name == "title" || metaparameter(name))) continue;
        bool known =
            std::any_of(params.begin(), params.end(), [&](const Parameter* p) { return p->name == name; });
        if (!known) errors.push_back(fmt::format(" has no parameter named '{}'", name));
    }
    for (const Parameter* p : params) {
        auto it = std::find_if(given.begin(), given.end(), [&](const auto& g) { return g.first == p->name; });
        if (it == given.end()) {
            if (p->value == nullptr)
                errors.push_back(fmt::format(" expects a value for parameter '{}'", p->name));
            continue;
        }
        if (p->type_expr == nullptr) continue;
        Value t = ev.evaluate_in(*p->type_expr, file, scope);
        if (t.is_type() && !runtime::is_instance(t.as_type(), it->second))
            errors.push_back(fmt::format(" parameter '{}' {}", p->name,
                                         runtime::describe_mismatch(t.as_type(), it->second)));
    }
    return errors;
}

std::string join_errors(const std::string& subject, const std::vector<std::string>& errors) {
    if (errors.size() == 1) return subject + ":" + errors[0];
    std::string out = subject + ":";
    for (std::size_t i = 0; i < errors.size(); ++i)
        out += (i == 0 ? "\n" : "\n ") + errors[i];
    return out;
}

} // namespace detail

using detail::join_errors;
using detail::parameter_errors;

// The parameters a class or define instance was declared with go first, in their declared order, those
// that were undef included (their values came later, from Hiera or the defaults).
// The parameters a class or define instance was declared with when one of them was undef, else null.
static const std::vector<std::string>* declared_names(Compilation& c, std::size_t r) {
    auto it = c.declared_order.find(r);
    return it == c.declared_order.end() ? nullptr : &it->second;
}

static void restore_declared_order(CatalogResource& res, const std::vector<std::string>& order) {
    std::vector<std::pair<std::string, Value>> sorted;
    for (const std::string& name : order) {
        auto it = std::find_if(res.params.begin(), res.params.end(),
                               [&](const auto& p) { return p.first == name; });
        if (it != res.params.end()) sorted.push_back(*it);
    }
    for (const auto& p : res.params)
        if (std::find(order.begin(), order.end(), p.first) == order.end()) sorted.push_back(p);
    res.params = std::move(sorted);
}

// Evaluates a class or define body: parameters bound from the resource (defaults evaluated in the new scope,
// in order), checked against their types, then the body.
// Automatic parameter lookup (Puppet::Resource#lookup_external_default_for): `<class>::<param>` in Hiera,
// merged as its lookup_options say, with the declaring scope's variables for interpolation.
static std::optional<Value> lookup_class_parameter(Evaluator& ev, const std::string& class_name,
                                                   const Parameter& p, Scope* declaring) {
    if (declaring == nullptr) return std::nullopt;
    return ev.hiera().search(class_name + "::" + std::string(p.name), ev.hiera_variables(*declaring, p));
}

static void bind_resource_parameters(Evaluator& ev, CatalogResource& res, NodeList<Parameter> params,
                                     Scope& scope, lexer::FileId file, const std::string& subject,
                                     const std::function<void(const std::string&)>& fail,
                                     const std::string* class_name = nullptr, Scope* declaring = nullptr,
                                     const std::vector<std::string>* declared = nullptr) {
    // explicit values (an undef one lets the default apply, and counts as given for a parameter without one)
    std::vector<std::pair<std::string, Value>> given;
    for (const auto& [n, v] : res.params)
        given.emplace_back(n, v);
    if (declared != nullptr) {
        for (const std::string& n : *declared)
            if (res.param(n) == nullptr) given.emplace_back(n, Value());
    }
    auto given_value = [&](std::string_view name) {
        return std::find_if(given.begin(), given.end(), [&](const auto& g) { return g.first == name; });
    };
    // a class parameter not given (or given undef): Hiera's `<class>::<param>` (automatic parameter lookup,
    // Puppet::Resource::Type#inject_external_parameters), for every parameter before any default; an undef
    // found does not trump a default
    if (class_name != nullptr) {
        for (const Parameter* p : params) {
            auto it = given_value(p->name);
            if (it != given.end() && !it->second.is_undef()) continue;
            std::optional<Value> found;
            try {
                found = lookup_class_parameter(ev, *class_name, *p, declaring);
            } catch (const loader::hiera::TypeAssertionError& e) {
                fail(e.what()); // reported where the class is declared, as Puppet does
            } catch (const loader::hiera::LookupError& e) {
                throw PreformattedError(e.what(), Location{}); // as lookup() reports it
            }
            if (!found || (found->is_undef() && p->value != nullptr)) continue;
            if (it == given.end())
                given.emplace_back(std::string(p->name), *found);
            else
                it->second = *found;
            if (!found->is_undef()) res.set_param(p->name, *found);
        }
    }
    // the values given or found, then the defaults in order (set_resource_parameters)
    for (const Parameter* p : params) {
        auto it = given_value(p->name);
        if (it != given.end() && !(it->second.is_undef() && p->value != nullptr))
            scope.set(p->name, it->second);
    }
    for (const Parameter* p : params) {
        auto it = given_value(p->name);
        if (p->value == nullptr || (it != given.end() && !it->second.is_undef())) continue;
        Value v = ev.evaluate_in(*p->value, file, scope);
        scope.set(p->name, v);
        if (it == given.end())
            given.emplace_back(std::string(p->name), v);
        else
            it->second = v;
        res.set_param(p->name, v);
    }
    std::vector<std::string> errors = parameter_errors(ev, params, given, scope, file, true);
    if (!errors.empty()) fail(join_errors(subject, errors));
    // parameters without a value are still variables of the scope (undef)
    for (const Parameter* p : params) {
        if (scope.lookup_local(p->name) == nullptr) scope.set(p->name, Value());
    }
}

// ---- classes
// -----------------------------------------------------------------------------------------------

namespace {} // namespace

void Evaluator::declare_classes(const std::vector<std::string>& names, ClassMode mode, Scope& scope,
                                const Node& at) {
    Compilation& c = *m_compilation;
    std::vector<std::size_t> resources;
    std::vector<std::size_t> created;
    for (const std::string& raw : names) {
        std::string name = lower(strip_colons(raw));
        if (!is_class(name))
            throw FunctionError(fmt::format("Could not find class ::{} for {}", name, m_options.node_name));
        if (const CatalogResource* existing = c.catalog.find("Class", runtime::capitalize_name(name))) {
            resources.push_back(c.catalog.index_of(*existing));
        } else {
            resources.push_back(class_resource(name, {}, scope, at, false));
            created.push_back(resources.back());
        }
    }
    for (std::size_t r : created)
        evaluate_class(r, scope, at, false);
    std::size_t here = scope.resource();
    for (std::size_t r : resources) {
        if (mode == ClassMode::Contain && here != SIZE_MAX && here != r) {
            bool already = std::any_of(c.catalog.edges().begin(), c.catalog.edges().end(),
                                       [&](const auto& e) { return e.first == here && e.second == r; });
            if (!already) c.catalog.add_edge(here, r);
        }
        if (mode == ClassMode::Require && here != SIZE_MAX) {
            CatalogResource& self = c.catalog.at(here);
            std::vector<Value> list;
            if (const Value* cur = self.param("require")) references(*cur, list);
            list.emplace_back(runtime::class_type(lower(c.catalog.at(r).title)));
            self.set_param("require", Value(std::move(list)));
        }
    }
}

// Class resources are created first (a parent class's before its child's), then evaluated (the parent's body
// before the child's), as ensure_in_catalog and evaluate_code do.
std::size_t Evaluator::declare_class(const std::string& name,
                                     std::vector<std::pair<std::string, Value>> params, Scope& scope,
                                     const Node& at, bool resource_like) {
    std::size_t r = class_resource(name, std::move(params), scope, at, resource_like);
    evaluate_class(r, scope, at, resource_like);
    return r;
}

std::size_t Evaluator::class_resource(const std::string& name,
                                      std::vector<std::pair<std::string, Value>> params, Scope& scope,
                                      const Node& at, bool resource_like) {
    Compilation& c = *m_compilation;
    auto def_it = c.classes.find(name);
    const auto* def = def_it->second.ast->as<HostClassDefinition>();
    lexer::FileId file = def_it->second.file;
    if (def->has_parent) {
        std::string parent = lower(strip_colons(def->parent_class));
        if (!is_class(parent)) {
            throw EvalError(fmt::format("Could not find parent resource type '{}' of type hostclass", parent),
                            Location{file, def->begin, def->end, true});
        }
        if (c.catalog.find("Class", runtime::capitalize_name(parent)) == nullptr)
            class_resource(parent, {}, scope, at, false);
    }
    CatalogResource res;
    res.type = "Class";
    res.title = runtime::capitalize_name(name);
    res.kind = resource_like ? "class" : "unknown";
    for (auto& [n, v] : params) {
        if (n == "tag") tag_with(res, v);
    }
    res.tag("class");
    res.tag(name);
    c.catalog.merge_tags(res.tags); // instantiate_resource: the class's own tags, before its scope's
    std::size_t declaring = scope.resource();
    if (declaring != SIZE_MAX) {
        for (const std::string& t : c.catalog.at(declaring).tags)
            res.tag(t);
    }
    if (resource_like) {
        res.file = m_sm.file(m_file).path();
        res.line = static_cast<int>(m_sm.file(m_file).line_col(at.begin).line);
    }
    bool undef_given = false;
    for (auto& [n, v] : params) {
        undef_given = undef_given || v.is_undef();
        res.set_param(n, v);
    }
    // the class's stage contains it (Stage[main] unless `stage` names another)
    std::size_t stage = c.stage_main;
    if (const Value* st = res.param("stage"); st != nullptr && st->is_string() && st->as_string() != "main") {
        const CatalogResource* sr = c.catalog.find("Stage", st->as_string());
        if (sr == nullptr)
            fail(at,
                 fmt::format("Could not find stage {} specified by Class[{}]", st->as_string(), res.title));
        stage = c.catalog.index_of(*sr);
    }
    std::size_t r = c.catalog.add(std::move(res));
    c.class_stages[r] = stage; // the edge is added when the class is evaluated
    if (undef_given) {
        auto& order = c.declared_order[r];
        for (const auto& [n, v] : params)
            order.push_back(n);
    }
    c.source_of[r] = declaring;
    c.declared_in[r] = &scope.anchor();
    return r;
}

void Evaluator::evaluate_class(std::size_t r, Scope& scope, const Node& at, bool resource_like) {
    Compilation& c = *m_compilation;
    if (c.evaluated.contains(r)) return;
    c.evaluated.insert(r);
    std::string name = lower(c.catalog.at(r).title);
    auto def_it = c.classes.find(name);
    const auto* def = def_it->second.ast->as<HostClassDefinition>();
    lexer::FileId file = def_it->second.file;
    std::string title = c.catalog.at(r).title;
    Scope* parent_scope = nullptr;
    if (def->has_parent) {
        std::string parent = lower(strip_colons(def->parent_class));
        const CatalogResource* pr = c.catalog.find("Class", runtime::capitalize_name(parent));
        evaluate_class(c.catalog.index_of(*pr), scope, at, false);
        parent_scope = class_scope(parent);
    }
    c.catalog.add_class(name);

    // the class scope: variables resolve in it, then the inherited class, then node or top scope
    c.labels.push_back("Class[" + title + "]");
    Scope* enclosing = parent_scope != nullptr   ? parent_scope
                       : c.node_scope != nullptr ? c.node_scope
                                                 : &scope.top();
    Scope& s = c.scopes.emplace_back(enclosing, c.labels.back());
    s.set_dynamic_parent(c.declared_in.count(r) != 0 ? c.declared_in[r] : &scope.anchor());
    s.set_resource(r);
    c.class_scopes[name] = &s;
    s.set_owned("title", Value(name));
    s.set_owned("name", Value(name));
    s.set_owned("module_name", Value(module_name_of(*def)));
    set_caller_module(s, parent_scope != nullptr ? parent_scope : s.dynamic_parent());
    std::string subject = "Class[" + title + "]";
    bind_resource_parameters(
        *this, c.catalog.at(r), def->parameters, s, file, subject,
        [&](const std::string& msg) {
            if (resource_like) fail(at, std::string(kResourceStatement) + msg);
            throw FunctionError(msg);
        },
        &name, &scope, declared_names(c, r)); // the declaring scope is alive while the class evaluates
    if (auto order = c.declared_order.find(r); order != c.declared_order.end())
        restore_declared_order(c.catalog.at(r), order->second);
    // evaluate_code's add_edge_to_stage: after the parent class and the parameters, before the body
    if (auto st = c.class_stages.find(r); st != c.class_stages.end()) c.catalog.add_edge(st->second, r);
    if (def->body != nullptr) {
        FileGuard guard(m_file, file);
        try {
            evaluate(*def->body, s);
        } catch (ReturnSignal&) {
            // `return` ends the class body
        }
    }
}

// ---- resource declarations
// ---------------------------------------------------------------------------------

Value Evaluator::eval_resource(const Resource& r, Scope& scope) {
    Compilation& c = *m_compilation;
    // the type: a bare name, or an expression giving a name or a resource type
    std::string type_name;
    if (const auto* qn = r.type_name->as<QualifiedName>()) {
        type_name = lower(strip_colons(qn->value));
    } else {
        Value t = evaluate(*r.type_name, scope);
        if (t.is_string())
            type_name = lower(strip_colons(t.as_string()));
        else if (t.is_type() && t.as_type().m_kind == runtime::TypeKind::Resource && !t.as_type().m_value)
            type_name = lower(t.as_type().m_name);
        else if (t.is_type() && t.as_type().m_kind == runtime::TypeKind::Class && !t.as_type().m_value)
            type_name = "class";
        else
            fail(*r.type_name, fmt::format("{}Illegal Resource Type expression, expected result to be a type "
                                           "name, or untitled Resource, got {}",
                                           kResourceStatement, runtime::value_label(t)));
    }
    bool is_class_res = type_name == "class";
    bool is_define =
        !is_class_res && !builtin_resource_type(type_name) &&
        (c.defines.contains(type_name) ||
         (autoload(type_name, loader::DefinitionKind::ClassOrDefine) && c.defines.contains(type_name)));
    if (!is_class_res && !is_define && !builtin_resource_type(type_name))
        fail(r, fmt::format("{}Unknown resource type: '{}'", kResourceStatement, type_name));
    bool is_virtual = r.form != ResourceForm::Regular;
    bool exported = r.form == ResourceForm::Exported;
    if (exported) {
        // without storeconfigs (pp has none) the export is ignored: the resource stays a virtual one, which
        // a collector or realize() can still bring into the catalog (exported: true), as Puppet 7.23 does
        m_logger.located(
            LogLevel::Warning,
            "You cannot collect exported resources without storeconfigs being set; the export is "
            "ignored",
            location(r));
    }

    // bodies: a `default:` body's attributes apply to the others
    std::vector<AttributeOp> default_ops;
    for (const ResourceBody* body : r.bodies) {
        if (body->title->is<LiteralDefault>())
            default_ops = attribute_ops(*this, body->operations, scope, false, "a resource declaration");
    }
    std::vector<Value> refs;
    for (const ResourceBody* body : r.bodies) {
        if (body->title->is<LiteralDefault>()) continue;
        Value title_value = evaluate(*body->title, scope);
        std::vector<Value> titles;
        if (title_value.is_array()) {
            titles = title_value.as_array();
        } else {
            titles.push_back(title_value);
        }
        std::vector<AttributeOp> ops =
            attribute_ops(*this, body->operations, scope, false, "a resource declaration");
        for (const AttributeOp& d : default_ops) {
            if (std::none_of(ops.begin(), ops.end(), [&](const AttributeOp& o) { return o.name == d.name; }))
                ops.push_back(d);
        }
        for (const Value& tv : titles) {
            if (!tv.is_string()) {
                fail(*body->title, fmt::format("Illegal title type at index 0. Expected String, got {}",
                                               runtime::value_label(tv)));
            }
            std::string title = tv.as_string();
            if (is_class_res) {
                std::string name = lower(strip_colons(title));
                if (!is_class(name))
                    fail(*body, fmt::format("{}Could not find declared class {}", kResourceStatement, name));
                if (const CatalogResource* existing =
                        c.catalog.find("Class", runtime::capitalize_name(name))) {
                    fail(*body,
                         fmt::format("{}Duplicate declaration: Class[{}] is already declared{}; cannot "
                                     "redeclare (file: {}, line: {})",
                                     kResourceStatement, runtime::capitalize_name(name),
                                     existing->line > 0 ? fmt::format(" at (file: {}, line: {})",
                                                                      existing->file, existing->line)
                                                        : std::string(),
                                     m_sm.file(m_file).path(), m_sm.file(m_file).line_col(body->begin).line));
                }
                std::vector<std::pair<std::string, Value>> params;
                for (const AttributeOp& o : ops)
                    params.emplace_back(o.name, o.value);
                std::size_t cr = declare_class(name, std::move(params), scope, *body, true);
                refs.emplace_back(runtime::class_type(name));
                (void)cr;
                continue;
            }
            refs.push_back(Value(runtime::resource_type(type_name, title)));
            std::size_t made =
                create_resource(type_name, title, ops, is_define, is_virtual, exported, scope, *body);
            // Compiler#add_resource
            if (const Value* st = c.catalog.at(made).param("stage"); st != nullptr && !st->is_undef())
                fail(r,
                     fmt::format(
                         "{}Only classes can set 'stage'; normal resources like {} cannot change run stage",
                         kResourceStatement, c.catalog.at(made).ref()));
        }
    }
    return Value(std::move(refs));
}

std::size_t Evaluator::create_resource(const std::string& type_name, const std::string& title,
                                       const std::vector<AttributeOp>& ops, bool is_define, bool is_virtual,
                                       bool exported, Scope& scope, const Node& at, bool title_tag) {
    Compilation& c = *m_compilation;
    std::string type = runtime::capitalize_name(type_name);
    const auto& file = m_sm.file(m_file);
    int line = static_cast<int>(file.line_col(at.begin).line);
    if (const CatalogResource* existing = c.catalog.find(type, title)) {
        fail(at, fmt::format(
                     "{}Duplicate declaration: {}[{}] is already declared at (file: {}, line: {}); cannot "
                     "redeclare (file: {}, line: {})",
                     kResourceStatement, type, title, existing->file, existing->line, file.path(), line));
    }
    CatalogResource res;
    res.type = type;
    res.title = title;
    res.file = file.path();
    res.line = line;
    res.is_virtual = is_virtual;
    res.exported = exported;
    res.kind = is_define ? "defined_type" : "compilable_type";
    std::unordered_set<std::string> explicit_names;
    bool undef_given = false;
    auto check_tags = [&](const Value& v) {
        if (auto bad = invalid_tag(v))
            throw EvalError(fmt::format("Invalid tag '{}'", *bad), location(at)).set_bare().set_line_only();
    };
    for (const AttributeOp& o : ops) {
        explicit_names.insert(o.name);
        undef_given = undef_given || o.value.is_undef();
        if (o.name == "tag") {
            check_tags(o.value);
            tag_with(res, o.value);
        }
        res.set_param(o.name, o.value);
    }
    // defaults (`File { mode => ... }`) of this scope and the scopes that declared it (Scope#lookupdefaults:
    // the outermost scope's first, a nearer scope's value replacing a farther one's in its place)
    Scope& home = scope.anchor(); // a lambda's or a function's resources belong to the enclosing scope
    std::vector<Scope*> chain;
    for (Scope* s = &home; s != nullptr; s = s->dynamic_parent())
        chain.push_back(s);
    std::vector<std::pair<std::string_view, const Value*>> defaults;
    for (auto s = chain.rbegin(); s != chain.rend(); ++s) {
        auto it = c.defaults.find(*s);
        if (it == c.defaults.end()) continue;
        for (const auto& [dtype, dops] : it->second) {
            if (dtype != type_name) continue;
            for (const AttributeOp& d : dops) {
                auto known = std::find_if(defaults.begin(), defaults.end(),
                                          [&](const auto& e) { return e.first == d.name; });
                if (known != defaults.end())
                    known->second = &d.value;
                else
                    defaults.emplace_back(d.name, &d.value);
            }
        }
    }
    std::unordered_set<std::string> from_defaults;
    for (const auto& [name, value] : defaults) {
        if (explicit_names.contains(std::string(name))) continue;
        if (name == "tag") {
            check_tags(*value);
            tag_with(res, *value);
        }
        res.set_param(std::string(name), *value);
        from_defaults.emplace(name);
    }
    res.tag(type_name);
    if (title_tag) res.tag(title, true);
    std::size_t container = scope.resource();
    if (container != SIZE_MAX) {
        for (const std::string& t : c.catalog.at(container).tags)
            res.tag(t);
    }
    res.exported_set = !c.in_create_resources;
    const runtime::TypeSchema* schema = is_define ? nullptr : c.schema(lower(type_name));
    if (schema != nullptr) {
        res.title_params = schema->parse_title(title);
        auto keys = schema->namevars();
        if (keys.size() == 1) res.namevar = keys.front();
    } else if (is_define) {
        res.title_params = {{"name", title}}; // parse_title of a defined type: the name comes first
    }
    if (!title_tag) {
        // a title that was not a string differs from its text: the catalog shows the namevar
        // (Resource#to_data_hash leaves the namevar out only when it equals the title)
        res.title_is_text = false;
        std::string namevar = res.namevar.empty() ? "name" : res.namevar;
        if (res.param(namevar) == nullptr && res.title_params.empty())
            res.params.insert(res.params.begin(),
                              {namevar, Value(title)}); // parse_title's, ahead of the rest
    }
    std::size_t r = c.catalog.add(std::move(res));
    if (!from_defaults.empty()) c.from_defaults[r] = std::move(from_defaults);
    add_aliases(r, schema, at);
    // stages are not contained (classes are contained by their stage)
    if (container != SIZE_MAX && type_name != "stage") c.catalog.add_edge(container, r);
    c.origins[r] = {&at, m_file};
    c.source_of[r] = container;
    if (is_define) c.pending.push_back({r, &home});
    if (is_define && undef_given) {
        auto& order = c.declared_order[r];
        for (const AttributeOp& o : ops)
            order.push_back(o.name);
    }
    // overrides written before the resource existed
    apply_pending_overrides(r);
    return r;
}

// Catalog#create_resource_aliases: the `alias` metaparameter's names, then the uniqueness key when it is not
// the title, so that a second resource managing the same thing under another title fails.
void Evaluator::add_aliases(std::size_t r, const runtime::TypeSchema* schema, const Node& at) {
    Compilation& c = *m_compilation;
    auto claim = [&](const std::vector<std::optional<std::string>>& key, const std::string& shown) {
        std::size_t owner = c.catalog.alias(r, key);
        if (owner == r) return;
        const CatalogResource& res = c.catalog.at(r);
        const CatalogResource& existing = c.catalog.at(owner);
        std::vector<std::optional<std::string>> newref{res.type};
        newref.insert(newref.end(), key.begin(), key.end());
        std::string msg = fmt::format("Cannot alias {} to {}", res.ref(), shown);
        if (res.line > 0) msg += fmt::format(" at (file: {}, line: {})", res.file, res.line);
        msg += fmt::format("; resource {} already declared", ruby_inspect_key(newref));
        if (existing.line > 0) msg += fmt::format(" (file: {}, line: {})", existing.file, existing.line);
        fail(at, std::string(kResourceStatement) + msg);
    };
    const CatalogResource& res = c.catalog.at(r);
    if (const Value* aliases = res.param("alias")) {
        std::vector<Value> names = aliases->is_array() ? aliases->as_array() : std::vector<Value>{*aliases};
        for (const Value& a : names) {
            if (a.is_undef()) continue;
            std::string name = to_s(a);
            if (name == c.catalog.at(r).title) continue;
            claim({name}, runtime::ruby_inspect_string(name));
        }
    }
    if (schema != nullptr && !schema->isomorphic) return;
    const CatalogResource& self = c.catalog.at(r);
    auto key = uniqueness_key(schema, self.type, self.title,
                              [&](const std::string& n) -> std::optional<std::string> {
                                  if (const Value* v = self.param(n); v != nullptr && !v->is_undef())
                                      return to_s(*v);
                                  for (const auto& [k, t] : self.title_params)
                                      if (k == n) return t;
                                  return std::nullopt;
                              });
    bool any = std::any_of(key.begin(), key.end(), [](const auto& v) { return v.has_value(); });
    if (!any || (key.size() == 1 && key.front() == self.title)) return;
    claim(key, ruby_inspect_key(key));
}

void Evaluator::evaluate_define(std::size_t r, Scope& declared_in) {
    Compilation& c = *m_compilation;
    if (c.evaluated.contains(r)) return;
    c.evaluated.insert(r);
    CatalogResource& res = c.catalog.at(r);
    std::string key = lower(res.type);
    const detail::Definition& d = c.defines.at(key);
    const auto* def = d.ast->as<ResourceTypeDefinition>();
    detail::Origin origin = c.origins[r];
    c.labels.push_back(res.ref());
    Scope* enclosing = c.node_scope != nullptr ? c.node_scope : &declared_in.top();
    Scope& s = c.scopes.emplace_back(enclosing, c.labels.back());
    s.set_dynamic_parent(&declared_in);
    s.set_resource(r);
    s.set_owned("title", Value(res.title));
    const Value* name_param = res.param("name");
    s.set_owned("name", name_param != nullptr ? *name_param : Value(res.title));
    s.set_owned("module_name", Value(module_name_of(*def)));
    set_caller_module(s, &declared_in);
    std::string subject = res.ref();
    bind_resource_parameters(
        *this, c.catalog.at(r), def->parameters, s, d.file, subject,
        [&](const std::string& msg) {
            throw EvalError(std::string(kResourceStatement) + msg,
                            Location{origin.file, origin.at->begin, origin.at->end, true})
                .set_line_only();
        },
        nullptr, nullptr, declared_names(c, r));
    if (auto order = c.declared_order.find(r); order != c.declared_order.end())
        restore_declared_order(c.catalog.at(r), order->second);
    if (def->body != nullptr) {
        FileGuard guard(m_file, d.file);
        try {
            evaluate(*def->body, s);
        } catch (ReturnSignal&) {
        } catch (TooDeepError&) {
            throw;
        } catch (EvalError& e) {
            // Puppet evaluates the instance as the resource it declared: the error is reported again at
            // the declaration, with the body's error (and its location) as the detail
            // (a bare error located by line alone, such as a redefined default, is the body's own and is
            // reported at the declaration like the others)
            if (e.bare() && !e.line_only()) throw;
            std::string where;
            if (e.where().valid) {
                const auto& f = m_sm.file(e.where().file);
                auto lc = f.line_col(e.where().begin);
                where = e.line_only()
                            ? fmt::format(" (file: {}, line: {})", f.path(), lc.line)
                            : fmt::format(" (file: {}, line: {}, column: {})", f.path(), lc.line, lc.column);
            }
            // (a bare error, raised as Puppet::ParseError, is not an "Evaluation Error" of its own)
            throw EvalError(fmt::format("{}{}{}{}", kResourceStatement,
                                        e.bare() ? "" : "Evaluation Error: ", e.what(), where),
                            Location{origin.file, origin.at->begin, origin.at->end, true})
                .set_line_only();
        }
    }
}

// ---- defaults, overrides, collectors
// -----------------------------------------------------------------------

Value Evaluator::eval_resource_defaults(const ResourceDefaults& d, Scope& scope) {
    Value t = evaluate(*d.type_ref, scope);
    std::string type;
    if (t.is_type() && t.as_type().m_kind == runtime::TypeKind::Resource && !t.as_type().m_value)
        type = lower(t.as_type().m_name);
    else if (t.is_type() && t.as_type().m_kind == runtime::TypeKind::Class)
        type = "class";
    else
        fail(d, "Illegal resource defaults expression");
    auto ops = attribute_ops(*this, d.operations, scope, false, "resource defaults");
    // defaults written in a lambda or a function are those of the enclosing persistent scope, as Puppet's
    // ephemeral scopes hold variables only
    auto& list = m_compilation->defaults[&scope.anchor()];
    auto it = std::find_if(list.begin(), list.end(), [&](const auto& e) { return e.first == type; });
    if (it == list.end()) {
        list.emplace_back(type, std::move(ops));
    } else {
        for (AttributeOp& o : ops) {
            auto same = std::find_if(it->second.begin(), it->second.end(),
                                     [&](const AttributeOp& x) { return x.name == o.name; });
            // Scope#define_settings: a scope sets each default once
            if (same != it->second.end()) {
                throw EvalError(fmt::format("Default already defined for {} {{ {} }}; cannot redefine",
                                            runtime::capitalize_name(type), o.name),
                                location(d))
                    .set_bare()
                    .set_line_only();
            }
            it->second.push_back(std::move(o));
        }
    }
    return {};
}

// Merges an override's attributes into a resource (Resource#merge / override_parameter): `+>` appends.
static void merge_ops(CatalogResource& res, const std::vector<AttributeOp>& ops) {
    for (const AttributeOp& o : ops) {
        const Value* cur = o.append ? res.param(o.name) : nullptr;
        if (cur != nullptr) {
            std::vector<Value> list;
            references(*cur, list);
            references(o.value, list);
            res.set_param(o.name, Value(std::move(list)));
        } else {
            // `+>` on a parameter not set yet sets it as given (override_parameter)
            res.set_param(o.name, o.value);
        }
        if (o.name == "tag") tag_with(res, o.value);
    }
}

void Evaluator::apply_override(detail::Override& o, std::size_t r) {
    Compilation& c = *m_compilation;
    if (!o.from_collector) {
        // Only the class that declared a resource, or one inheriting from it, may override it
        std::size_t declared_by = c.source_of.count(r) != 0 ? c.source_of[r] : SIZE_MAX;
        bool allowed = declared_by == o.source_resource;
        for (std::size_t k = o.source_resource; !allowed && k != SIZE_MAX;) {
            const CatalogResource& kr = c.catalog.at(k);
            if (kr.type != "Class") break;
            auto it = c.classes.find(lower(kr.title));
            if (it == c.classes.end()) break;
            const auto* def = it->second.ast->as<HostClassDefinition>();
            if (!def->has_parent) break;
            const CatalogResource* pr =
                c.catalog.find("Class", runtime::capitalize_name(strip_colons(def->parent_class)));
            if (pr == nullptr) break;
            k = c.catalog.index_of(*pr);
            allowed = k == declared_by;
        }
        if (!allowed && declared_by != SIZE_MAX) {
            throw EvalError("Only subclasses can override parameters", o.where).set_bare();
        }
        // the scope that set a parameter cannot set it again (a subclass can), unless it came from a default
        if (declared_by == o.source_resource && declared_by != SIZE_MAX) {
            const CatalogResource& res = c.catalog.at(r);
            auto defaulted = c.from_defaults.find(r);
            for (const AttributeOp& op : o.ops) {
                if (res.param(op.name) == nullptr) continue;
                if (defaulted != c.from_defaults.end() && defaulted->second.contains(op.name)) continue;
                std::string at =
                    res.line > 0 ? fmt::format(" at (file: {}, line: {})", res.file, res.line) : "";
                // (Puppet names the setter by its Ruby object, `#<Puppet::Resource::Type:0x...>`; pp by its
                // ref)
                throw EvalError(fmt::format("Parameter '{}' is already set on {} by {}{}; cannot redefine",
                                            op.name, res.ref(), c.catalog.at(declared_by).ref(), at),
                                o.where)
                    .set_bare()
                    .set_line_only();
            }
        }
    }
    merge_ops(c.catalog.at(r), o.ops);
}

void Evaluator::apply_pending_overrides(std::size_t r) {
    Compilation& c = *m_compilation;
    const CatalogResource& res = c.catalog.at(r);
    for (auto& o : c.overrides) {
        if (o.type.empty()) continue; // applied already
        if (lower(o.type) == lower(res.type) && o.title == res.title) {
            apply_override(o, r);
            o.type.clear();
        }
    }
}

Value Evaluator::eval_resource_override(const ResourceOverride& o, Scope& scope) {
    Compilation& c = *m_compilation;
    Value target = evaluate(*o.resources, scope);
    auto ops = attribute_ops(*this, o.operations, scope, true, "resource overrides");
    std::vector<Value> refs;
    references(target, refs);
    for (const Value& ref : refs) {
        auto parts = ref_parts(ref);
        if (!parts)
            fail(o, fmt::format("Illegal override expression, {} is not a resource reference", to_s(ref)));
        detail::Override ov{parts->first, parts->second, ops, scope.resource(), location(o), false};
        if (CatalogResource* existing = c.catalog.find(parts->first, parts->second)) {
            apply_override(ov, c.catalog.index_of(*existing));
        } else {
            c.overrides.push_back(std::move(ov));
        }
    }
    return {};
}

// Evaluates the values a collector's query compares with, every one of them, when the collector is created
// (CollectorTransformer#match_*): `title == $x` sees $x as it is where the collector is written.
void Evaluator::evaluate_query(const Node& q, Scope& scope, std::unordered_map<const Node*, Value>& values) {
    if (const auto* p = q.as<Parenthesized>()) return evaluate_query(*p->expr, scope, values);
    if (const auto* a = q.as<And>()) {
        evaluate_query(*a->left, scope, values);
        return evaluate_query(*a->right, scope, values);
    }
    if (const auto* o = q.as<Or>()) {
        evaluate_query(*o->left, scope, values);
        return evaluate_query(*o->right, scope, values);
    }
    if (const auto* cmp = q.as<Comparison>()) {
        const auto* attr = cmp->left->as<QualifiedName>();
        if (attr == nullptr || (cmp->op != "==" && cmp->op != "!=")) fail(q, "Illegal query expression");
        values[cmp] = evaluate(*cmp->right, scope);
        return;
    }
    fail(q, "Illegal query expression");
}

// Whether a resource matches a collector's query (`title == 'x' and tag == 'y'`), with the values
// evaluate_query computed.
bool Evaluator::query_matches(const Node& q, std::size_t r,
                              const std::unordered_map<const Node*, Value>& values) {
    if (const auto* p = q.as<Parenthesized>()) return query_matches(*p->expr, r, values);
    if (const auto* a = q.as<And>())
        return query_matches(*a->left, r, values) && query_matches(*a->right, r, values);
    if (const auto* o = q.as<Or>())
        return query_matches(*o->left, r, values) || query_matches(*o->right, r, values);
    const CatalogResource& res = m_compilation->catalog.at(r);
    if (const auto* cmp = q.as<Comparison>()) {
        const auto* attr = cmp->left->as<QualifiedName>();
        const Value& want = values.at(cmp);
        bool eq = false;
        if (attr->value == "title") {
            eq = want.is_string() && res.title == want.as_string();
        } else if (attr->value == "tag") {
            // Parser::Resource#raw_tagged?: the resource's tags, or those of the class or define whose scope
            // declared it (tag() may have added one after the declaration), and so on outwards
            if (want.is_string()) {
                for (std::size_t k = r; k != SIZE_MAX && !eq;) {
                    eq = m_compilation->catalog.at(k).tagged(want.as_string());
                    auto up = m_compilation->source_of.find(k);
                    k = up == m_compilation->source_of.end() || up->second == k ? SIZE_MAX : up->second;
                }
            }
        } else {
            const Value* have = res.param(attr->value);
            if (have != nullptr) {
                if (have->is_array()) {
                    eq = std::any_of(have->as_array().begin(), have->as_array().end(),
                                     [&](const Value& e) { return puppet_equals(e, want); });
                } else {
                    eq = puppet_equals(*have, want) ||
                         (have->is_type() && want.is_string() && ref_text(*have) == want.as_string());
                }
            }
        }
        return cmp->op == "==" ? eq : !eq;
    }
    fail(q, "Illegal query expression");
}

Value Evaluator::eval_collect(const Collect& col, Scope& scope) {
    Compilation& c = *m_compilation;
    Value t = evaluate(*col.type_expr, scope);
    if (!t.is_type() || t.as_type().m_kind != runtime::TypeKind::Resource || t.as_type().m_value)
        fail(col, "Illegal collector type");
    detail::Collector k;
    k.type = t.as_type().m_name;
    k.exported = col.query->is<ExportedQuery>();
    if (k.exported) {
        m_logger.located(
            LogLevel::Warning,
            "You cannot collect exported resources without storeconfigs being set; the collection "
            "will be ignored",
            location(col));
        c.collectors.push_back(detail::Collector{});
        c.last_collector = c.collectors.size() - 1;
        return {};
    }
    k.query = k.exported ? col.query->as<ExportedQuery>()->expr : col.query->as<VirtualQuery>()->expr;
    if (k.query != nullptr) evaluate_query(*k.query, scope, k.query_values);
    k.ops = attribute_ops(*this, col.operations, scope, true, "a collector");
    k.where = location(col);
    c.collectors.push_back(std::move(k));
    c.last_collector = c.collectors.size() - 1;
    return {};
}

// Runs every collector over the catalog; true when one realized a resource.
bool Evaluator::run_collectors() {
    Compilation& c = *m_compilation;
    bool changed = false;
    std::vector<Value> still;
    for (const Value& v : c.pending_realize) {
        auto parts = ref_parts(v);
        CatalogResource* res = parts ? c.catalog.find(parts->first, parts->second) : nullptr;
        if (res == nullptr) {
            still.push_back(v);
            continue;
        }
        if (res->is_virtual) changed = true;
        res->is_virtual = false;
    }
    c.pending_realize = std::move(still);
    for (std::size_t ci = 0; ci < c.collectors.size(); ++ci) {
        for (std::size_t r = 0; r < c.catalog.size(); ++r) {
            detail::Collector& k = c.collectors[ci];
            if (k.collected.contains(r)) continue;
            CatalogResource& res = c.catalog.at(r);
            if (lower(res.type) != lower(k.type)) continue;
            // (a virtual collector collects exported resources too; exported collectors collect nothing)
            if (k.query != nullptr && !query_matches(*k.query, r, k.query_values)) continue;
            k.collected.insert(r);
            k.collected_order.push_back(r);
            if (res.is_virtual) {
                res.is_virtual = false;
                if (k.exported) res.exported = false;
                changed = true;
            }
            if (!k.ops.empty()) {
                detail::Override o{res.type, res.title, k.ops, SIZE_MAX, k.where, true};
                apply_override(o, r);
            }
        }
    }
    return changed;
}

void Evaluator::realize(const std::vector<Value>& refs, const Node& at) {
    (void)at;
    for (const Value& v : refs) {
        CatalogResource* res = nullptr;
        if (auto parts = ref_parts(v)) res = m_compilation->catalog.find(parts->first, parts->second);
        if (res == nullptr) {
            // a resource declared later is realized then (a fixed-set collector); none at the end is an error
            m_compilation->pending_realize.push_back(v);
            continue;
        }
        res->is_virtual = false;
    }
}

void Evaluator::create_resources(const std::string& type, const Value& instances, const Value& defaults,
                                 Scope& scope, const Node& at) {
    std::string type_name = lower(strip_colons(type));
    bool is_virtual = false;
    bool exported = false;
    if (type_name.rfind("@@", 0) == 0) {
        exported = is_virtual = true;
        type_name = type_name.substr(2);
    } else if (type_name.rfind('@', 0) == 0) {
        is_virtual = true;
        type_name = type_name.substr(1);
    }
    bool is_class_res = type_name == "class";
    bool is_define = !is_class_res && !builtin_resource_type(type_name) && is_resource_type(type_name);
    if (!is_class_res && !is_define && !builtin_resource_type(type_name))
        throw FunctionError(fmt::format("Unknown resource type: '{}'", type));
    struct Flag {
        bool& f;
        explicit Flag(bool& x) : f(x) { f = true; }
        ~Flag() { f = false; }
        Flag(const Flag&) = delete;
        Flag& operator=(const Flag&) = delete;
    } flag(m_compilation->in_create_resources);
    for (const auto& [title_value, attrs] : instances.as_hash()) {
        // a title that is not a string (ensure_resource('apache::listen', 80)) is its text, as Puppet's is
        std::string title = title_value.is_string() ? title_value.as_string() : to_s(title_value);
        std::vector<AttributeOp> ops;
        if (attrs.is_hash()) {
            for (const auto& [k, v] : attrs.as_hash())
                ops.push_back({k.as_string(), v, false});
        }
        if (defaults.is_hash()) {
            for (const auto& [k, v] : defaults.as_hash()) {
                const std::string& key = k.as_string(); // (clang 14 cannot capture a structured binding)
                if (std::none_of(ops.begin(), ops.end(), [&](const AttributeOp& o) { return o.name == key; }))
                    ops.push_back({key, v, false});
            }
        }
        if (is_class_res) {
            std::string name = lower(strip_colons(title));
            if (!is_class(name)) throw FunctionError(fmt::format("Could not find declared class {}", name));
            std::vector<std::pair<std::string, Value>> params;
            for (const AttributeOp& o : ops)
                params.emplace_back(o.name, o.value);
            declare_class(name, std::move(params), scope, at, true);
            continue;
        }
        create_resource(type_name, title, ops, is_define, is_virtual, exported, scope, at,
                        title_value.is_string());
    }
}

// ---- relationships
// -----------------------------------------------------------------------------------------

detail::Operand Evaluator::relationship_operand(const Node& n, Scope& scope) {
    detail::Operand out;
    if (n.is<Collect>()) {
        evaluate(n, scope);
        out.collectors.push_back(m_compilation->last_collector);
        return out;
    }
    if (const auto* rel = n.as<Relationship>()) {
        // a chain `a -> b -> c`: (a -> b) is evaluated, and b is the left of -> c
        eval_relationship(*rel, scope);
        return m_compilation->last_right;
    }
    references(evaluate(n, scope), out.refs);
    return out;
}

Value Evaluator::eval_relationship(const Relationship& r, Scope& scope) {
    detail::Operand left = relationship_operand(*r.left, scope);
    detail::Operand right = relationship_operand(*r.right, scope);
    m_compilation->relationships.push_back({left, right, std::string(r.op), location(r)});
    // the chain continues from the right operand, or from the left one when the right is empty (X -> [] -> Y
    // is X -> Y); a lone collector on the right is only known to be empty later
    if (right.refs.empty() && right.collectors.size() == 1)
        m_compilation->empty_alternatives[right.collectors[0]] = left;
    m_compilation->last_right =
        right.refs.empty() && right.collectors.empty() ? std::move(left) : std::move(right);
    return {};
}

// ---- the compilation
// ---------------------------------------------------------------------------------------

namespace {

// Node names Puppet matches node definitions against, and how a node statement's names read.
std::string node_match_name(Evaluator& ev, const Node& m, Scope& scope) {
    if (m.is<LiteralDefault>()) return "default";
    Value v = ev.evaluate(m, scope);
    return v.is_string() ? lower(v.as_string()) : to_s(v);
}

} // namespace

void Evaluator::evaluate_node(Scope& top) {
    Compilation& c = *m_compilation;
    if (c.nodes.empty()) return;
    const std::string& name = m_options.node_name;
    const detail::Definition* found = nullptr;
    std::string matched;
    bool regex_node = false;
    std::vector<Value> node_match; // a regex node's match: $0, $1... in its body
    // the node's name exactly, then the first regex that matches it, then `default`
    for (const auto& d : c.nodes) {
        for (const Node* m : d.ast->as<NodeDefinition>()->host_matches) {
            if (m->is<LiteralRegex>() || m->is<LiteralDefault>()) continue;
            std::string n = node_match_name(*this, *m, top);
            if (n == lower(name)) {
                found = &d;
                matched = n;
            }
        }
        if (found != nullptr) break;
    }
    if (found == nullptr) {
        for (const auto& d : c.nodes) {
            for (const Node* m : d.ast->as<NodeDefinition>()->host_matches) {
                if (!m->is<LiteralRegex>()) continue;
                Value re = evaluate_in(*m, d.file, top);
                if (!re.is_regexp()) continue;
                if (auto md = re.as_regexp().match(name)) {
                    found = &d;
                    regex_node = true;
                    // Puppet names such a node "__node_regexp__" + its source, simplified
                    std::string src;
                    for (char ch : lower(re.as_regexp().source())) {
                        if (std::isalnum(static_cast<unsigned char>(ch)) != 0 || ch == '_' || ch == '-' ||
                            ch == ':' || ch == '.')
                            src += ch;
                    }
                    src.erase(0, src.find_first_not_of('.') == std::string::npos
                                     ? src.size()
                                     : src.find_first_not_of('.'));
                    matched = "__node_regexp__" + src;
                    for (std::size_t g = 0; g < md->size(); ++g)
                        node_match.push_back(md->matched(g) ? Value(std::string(*md->group(g))) : Value());
                    break;
                }
            }
            if (found != nullptr) break;
        }
    }
    if (found == nullptr) {
        for (const auto& d : c.nodes) {
            for (const Node* m : d.ast->as<NodeDefinition>()->host_matches) {
                if (m->is<LiteralDefault>()) {
                    found = &d;
                    matched = "default";
                }
            }
            if (found != nullptr) break;
        }
    }
    if (found == nullptr) {
        throw EvalError(fmt::format("Could not find node statement with name 'default' or '{}'", name),
                        Location{})
            .set_bare();
    }
    const auto* def = found->ast->as<NodeDefinition>();
    CatalogResource res;
    res.type = "Node";
    res.title = matched;
    res.kind = "unknown";
    res.tag("node");
    res.tag(matched, true);
    c.catalog.merge_tags(res.tags);
    for (const std::string& t : c.catalog.at(c.main_class).tags)
        res.tag(t);
    std::size_t r = c.catalog.add(std::move(res));
    c.catalog.add_edge(c.main_class, r);
    c.catalog.add_class(matched);
    c.labels.push_back("Node[" + matched + "]");
    Scope& s = c.scopes.emplace_back(&top, c.labels.back());
    s.set_resource(r);
    if (regex_node) s.set_match(node_match);
    c.node_scope = &s;
    c.node_evaluated = true;
    if (def->body != nullptr) {
        FileGuard guard(m_file, found->file);
        evaluate(*def->body, s);
    }
}

void Evaluator::start_compilation(Scope& top) {
    Compilation& c = *m_compilation;
    if (c.started) return;
    c.started = true;
    CatalogResource stage;
    stage.type = "Stage";
    stage.title = "main";
    stage.kind = "compilable_type";
    stage.tag("stage");
    stage.set_param("name", Value("main"));
    stage.namevar.clear(); // Puppet's title is the Symbol :main, so its `name` is not the title and is kept
    c.stage_main = c.catalog.add(std::move(stage));
    CatalogResource settings;
    settings.type = "Class";
    settings.title = "Settings";
    settings.kind = "unknown";
    settings.tag("class");
    settings.tag("settings");
    std::size_t si = c.catalog.add(std::move(settings));
    c.catalog.add_edge(c.stage_main, si);
    c.catalog.add_class("settings");
    CatalogResource main;
    main.type = "Class";
    main.title = "main";
    main.kind = "unknown";
    main.tag("class");
    main.set_param("name", Value("main"));
    main.namevar.clear(); // as Stage[main]: the title is :main
    c.main_class = c.catalog.add(std::move(main));
    c.catalog.add_edge(c.stage_main, c.main_class);
    c.evaluated.insert(c.main_class);
    top.set_resource(c.main_class);
    c.class_scopes["main"] = &top;
}

Value Evaluator::evaluate_program(const Program& program, lexer::FileId file, Scope& scope) {
    return compile_files({{&program, file}}, scope);
}

Value Evaluator::compile_files(const std::vector<std::pair<const Program*, lexer::FileId>>& files,
                               Scope& scope) {
    for (const auto& [program, file] : files)
        register_definitions(*program, file);
    start_compilation(scope);
    Value result;
    try {
        for (const auto& [program, file] : files) {
            m_file = file;
            m_program_file = file;
            m_in_program = true; // Puppet's eval_Program frame, for puppet_stack()
            if (program->body != nullptr) result = evaluate(*program->body, scope);
            m_in_program = false;
        }
        evaluate_node(scope);
        run_compilation(scope);
    } catch (const BreakSignal& b) {
        throw EvalError("break() from context where this is illegal", b.where).set_bare();
    } catch (const NextSignal& n) {
        throw EvalError("next() from context where this is illegal", n.where).set_bare();
    } catch (const ReturnSignal& r) {
        throw EvalError("return() from context where this is illegal", r.where).set_bare();
    }
    return result;
}

void Evaluator::begin_session(Scope& top) {
    start_compilation(top);
}

Value Evaluator::evaluate_input(const Program& program, lexer::FileId file, Scope& top) {
    register_definitions(program, file);
    start_compilation(top);
    Value result;
    try {
        FileGuard guard(m_file, file);
        m_program_file = file;
        m_in_program = true;
        try {
            if (program.body != nullptr) result = evaluate(*program.body, top);
        } catch (...) {
            m_in_program = false;
            throw;
        }
        m_in_program = false;
        resolve_pending();
    } catch (const BreakSignal& b) {
        throw EvalError("break() from context where this is illegal", b.where).set_bare();
    } catch (const NextSignal& n) {
        throw EvalError("next() from context where this is illegal", n.where).set_bare();
    } catch (const ReturnSignal& r) {
        throw EvalError("return() from context where this is illegal", r.where).set_bare();
    }
    return result;
}

runtime::Catalog Evaluator::finished_catalog() {
    Compilation& c = *m_compilation;
    Catalog live = c.catalog;
    try {
        finish_catalog();
    } catch (...) {
        c.catalog = std::move(live);
        throw;
    }
    Catalog finished = std::move(c.catalog);
    c.catalog = std::move(live);
    return finished;
}

Evaluator::KnownDefinitions Evaluator::known_definitions() const {
    const Compilation& c = *m_compilation;
    KnownDefinitions out;
    auto names = [](const auto& map, std::vector<std::string>& into) {
        for (const auto& [name, def] : map)
            into.push_back(name);
        std::sort(into.begin(), into.end());
    };
    names(c.classes, out.classes);
    names(c.defines, out.defines);
    names(c.functions, out.functions);
    return out;
}

std::vector<std::string> Evaluator::definition_parameters(std::string_view lower_name, bool is_class_def) {
    std::vector<std::string> out;
    if (is_class_def ? !is_class(lower_name) : !is_resource_type(lower_name)) return out;
    const auto& defs = is_class_def ? m_compilation->classes : m_compilation->defines;
    auto it = defs.find(std::string(lower_name));
    if (it == defs.end()) return out;
    const parser::NodeList<parser::Parameter>* params = nullptr;
    if (const auto* d = it->second.ast->as<parser::ResourceTypeDefinition>()) params = &d->parameters;
    if (const auto* c = it->second.ast->as<parser::HostClassDefinition>()) params = &c->parameters;
    if (params != nullptr)
        for (const parser::Parameter* p : *params)
            out.emplace_back(p->name);
    return out;
}

const runtime::TypeSchema* Evaluator::type_schema(std::string_view lower_name) {
    return m_compilation->schema(lower_name);
}

void Evaluator::add_resource_metaparams() {
    // Compiler#add_resource_metaparams: walking containment breadth-first from Class[main], a container's
    // non-relationship metaparameters (its own and those it got) go to what it contains, unless set there.
    // Only what main contains takes part: a class is contained by its stage, not by main.
    Compilation& c = *m_compilation;
    if (c.main_class == SIZE_MAX) return;
    static constexpr std::array<std::string_view, 7> names{"noop",  "schedule", "audit", "loglevel",
                                                           "alias", "tag",      "stage"};
    using Data = std::vector<std::pair<std::string, Value>>;
    auto own = [&](std::size_t r) {
        Data d;
        for (std::string_view n : names)
            if (const Value* v = c.catalog.at(r).param(n)) d.emplace_back(std::string(n), *v);
        return d;
    };
    std::vector<std::vector<std::size_t>> children(c.catalog.size());
    for (const auto& [container, contained] : c.catalog.edges())
        children[container].push_back(contained);
    std::unordered_map<std::size_t, Data> data;
    std::vector<std::size_t> queue{c.main_class};
    std::vector<bool> seen(c.catalog.size(), false);
    for (std::size_t qi = 0; qi < queue.size(); ++qi) {
        std::size_t source = queue[qi];
        if (seen[source]) continue;
        for (std::size_t target : children[source]) {
            auto known = data.find(source);
            Data source_data = known != data.end() ? known->second : own(source);
            if (!source_data.empty()) {
                data[source] = source_data;
                CatalogResource& t = c.catalog.at(target);
                for (const auto& [name, value] : source_data)
                    if (t.param(name) == nullptr) t.set_param(name, value);
                Data merged = source_data;
                for (auto& [own_name, value] : own(target)) {
                    const std::string& name = own_name; // (clang 14 cannot capture a structured binding)
                    auto it = std::find_if(merged.begin(), merged.end(),
                                           [&](const auto& e) { return e.first == name; });
                    if (it != merged.end())
                        it->second = value;
                    else
                        merged.emplace_back(name, value);
                }
                data[target] = std::move(merged);
            }
            queue.push_back(target);
        }
        seen[source] = true;
    }
}

void Evaluator::run_compilation(Scope& top) {
    (void)top;
    resolve_pending();
    finish_catalog();
}

void Evaluator::resolve_pending() {
    Compilation& c = *m_compilation;
    // Compiler#evaluate_generators: collectors first, then the defined types not evaluated yet (those a
    // collector just realized included, in catalog order), until a pass adds nothing
    while (true) {
        bool progress = run_collectors();
        std::vector<detail::PendingDefine> batch;
        batch.swap(c.pending);
        for (const auto& p : batch) {
            if (c.catalog.at(p.resource).is_virtual) {
                c.pending.push_back(p); // evaluated once realized
                continue;
            }
            evaluate_define(p.resource, *p.declared_in);
            progress = true;
        }
        if (!progress) break;
    }
}

void Evaluator::finish_catalog() {
    Compilation& c = *m_compilation;
    if (!c.pending_realize.empty()) {
        std::string refs;
        for (const Value& v : c.pending_realize)
            refs += (refs.empty() ? "" : ", ") + ref_text(v);
        throw EvalError(fmt::format("Failed to realize virtual resources {}", refs), Location{}).set_bare();
    }
    // overrides of resources that never appeared
    for (const auto& o : c.overrides) {
        if (o.type.empty()) continue;
        throw EvalError(fmt::format("Could not find resource(s) {}[{}] for overriding", o.type, o.title),
                        Location{})
            .set_bare();
    }
    add_resource_metaparams();
    // relationships become `before`/`notify` of their sources
    for (const auto& rel : c.relationships) {
        // (index, reference text); SIZE_MAX for a reference to nothing
        // a source collector that collected nothing stands for its empty alternative (relationship.rb
        // leftmost_alternative)
        std::function<void(const detail::Operand&, bool, std::vector<std::pair<std::size_t, std::string>>&)>
            resources_of = [&](const detail::Operand& op, bool source, auto& out) {
                for (const Value& ref : op.refs) {
                    auto parts = ref_parts(ref);
                    const CatalogResource* res =
                        parts ? c.catalog.find(parts->first, parts->second) : nullptr;
                    out.emplace_back(res == nullptr ? SIZE_MAX : c.catalog.index_of(*res), ref_text(ref));
                }
                for (std::size_t k : op.collectors) {
                    const auto& collected = c.collectors[k].collected_order;
                    if (collected.empty() && source) {
                        auto alt = c.empty_alternatives.find(k);
                        if (alt != c.empty_alternatives.end()) resources_of(alt->second, true, out);
                        continue;
                    }
                    for (std::size_t r : collected)
                        out.emplace_back(r, c.catalog.at(r).ref());
                }
            };
        bool reverse = rel.op == "<-" || rel.op == "<~";
        std::vector<std::pair<std::size_t, std::string>> sources;
        std::vector<std::pair<std::size_t, std::string>> targets;
        resources_of(rel.left, !reverse, sources);
        resources_of(rel.right, reverse, targets);
        bool notify = rel.op == "~>" || rel.op == "<~";
        if (reverse) std::swap(sources, targets);
        const char* param = notify ? "notify" : "before";
        for (const auto& [s, stext] : sources) {
            // the source's references so far, then one per target (set once: a collector may give thousands)
            std::vector<Value> list;
            if (s != SIZE_MAX)
                if (const Value* cur = c.catalog.at(s).param(param)) references(*cur, list);
            for (const auto& [t, ttext] : targets) {
                // relationship.rb mk_relationship
                if (s == SIZE_MAX) {
                    throw EvalError(
                        fmt::format("Could not find resource '{}' for relationship on '{}'", stext, ttext),
                        Location{})
                        .set_bare();
                }
                if (t == SIZE_MAX) {
                    throw EvalError(
                        fmt::format("Could not find resource '{}' for relationship from '{}'", ttext, stext),
                        Location{})
                        .set_bare();
                }
                list.emplace_back(c.catalog.at(t).ref());
            }
            if (s != SIZE_MAX && !targets.empty()) c.catalog.at(s).set_param(param, Value(std::move(list)));
        }
    }
    // every attribute of a resource of a known type is one the type has (Puppet::Type#validate_parameter)
    for (std::size_t r = 0; r < c.catalog.size(); ++r) {
        const CatalogResource& res = c.catalog.at(r);
        if (res.is_virtual) continue;
        const runtime::TypeSchema* schema = c.schema(lower(res.type));
        if (schema == nullptr || res.type == "Class" || res.type == "Node") continue;
        for (const auto& [name, value] : res.params) {
            if (schema->accepts(name)) continue;
            std::string at = res.line > 0 ? fmt::format(" (file: {}, line: {})", res.file, res.line) : "";
            throw EvalError(fmt::format("no parameter named '{}'{} on {}{}", name, at, res.ref(), at),
                            Location{})
                .set_bare();
        }
    }
    // every relationship metaparameter names a resource in the catalog
    for (std::size_t r = 0; r < c.catalog.size(); ++r) {
        const CatalogResource& res = c.catalog.at(r);
        if (res.is_virtual) continue;
        for (const auto& [name, value] : res.params) {
            if (!relationship_parameter(name)) continue;
            std::vector<Value> refs;
            references(value, refs);
            for (const Value& ref : refs) {
                auto parts = ref_parts(ref);
                if (!parts && ref.is_string()) {
                    // Puppet::Resource.new(nil, "notaref")
                    auto o = c.origins.find(r);
                    Location where;
                    if (o != c.origins.end())
                        where = {o->second.file, o->second.at->begin, o->second.at->end, true};
                    throw EvalError(fmt::format("No title provided and {} is not a valid resource reference",
                                                runtime::ruby_inspect_string(ref.as_string())),
                                    where)
                        .set_bare();
                }
                const CatalogResource* target = parts ? c.catalog.find(parts->first, parts->second) : nullptr;
                if (target == nullptr || target->is_virtual) {
                    auto o = c.origins.find(r);
                    Location where;
                    if (o != c.origins.end())
                        where = {o->second.file, o->second.at->begin, o->second.at->end, true};
                    throw EvalError(
                        fmt::format("Could not find resource '{}' in parameter '{}'", ref_text(ref), name),
                        where)
                        .set_bare();
                }
            }
        }
    }
}

} // namespace pp::evaluator
