// The compiler's declarations: classes (declared, their parameters bound from the declaration, Hiera and
// the defaults, their bodies evaluated), resources (with defaults, tags and aliases) and defined types'
// instances.
#include "evaluator/compiler_detail.hpp"
#include "evaluator/control_flow.hpp"
#include "evaluator/dispatch.hpp"
#include "evaluator/parameters.hpp"
#include "ruby/host.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/type_mismatch.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>

namespace pp::evaluator {

using namespace parser;
using namespace detail;
using runtime::Catalog;
using runtime::CatalogResource;

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

// The parameters a class or define instance was declared with go first, in their declared order, those
// that were undef included (their values came later, from Hiera or the defaults).
// The parameters a class or define instance was declared with when one of them was undef, else null.
static const std::vector<std::string>* declared_names(CompilerState& c, std::size_t r) {
    auto it = c.declared_order.find(r);
    return it == c.declared_order.end() ? nullptr : &it->second;
}

static void restore_declared_order(CatalogResource& res, const std::vector<std::string>& order) {
    decltype(res.params) sorted;
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

void Compiler::declare_classes(const std::vector<std::string>& names, ClassMode mode, Scope& scope,
                               const Node& at) {
    detail::CompilerState& c = *m_state;
    std::vector<std::size_t> resources;
    std::vector<std::size_t> created;
    for (const std::string& raw : names) {
        std::string name = lower(strip_colons(raw));
        if (!is_class(name))
            throw FunctionError(
                fmt::format("Could not find class ::{} for {}", name, m_evaluator.options().node_name));
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
std::size_t Compiler::declare_class(const std::string& name,
                                    std::vector<std::pair<std::string, Value>> params, Scope& scope,
                                    const Node& at, bool resource_like) {
    std::size_t r = class_resource(name, std::move(params), scope, at, resource_like);
    evaluate_class(r, scope, at, resource_like);
    return r;
}

std::size_t Compiler::class_resource(const std::string& name,
                                     std::vector<std::pair<std::string, Value>> params, Scope& scope,
                                     const Node& at, bool resource_like) {
    detail::CompilerState& c = *m_state;
    const Definition& found = *m_definitions.loaded_class(name);
    const auto* def = found.ast->as<HostClassDefinition>();
    lexer::FileId file = found.file;
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
    res.kind = resource_like ? runtime::ResourceKind("class") : runtime::ResourceKind("unknown");
    for (auto& [n, v] : params) {
        if (n == "tag") tag_with(res, v);
    }
    res.tag("class");
    res.tag(name);
    c.catalog.merge_tags(res.tags); // instantiate_resource: the class's own tags, before its scope's
    std::size_t declaring = scope.resource();
    if (declaring != SIZE_MAX) {
        for (std::string_view t : c.catalog.at(declaring).tags)
            res.tag(t);
    }
    if (resource_like) {
        res.file = c.resource_file(m_sm.file(m_evaluator.current_file()).path());
        res.line = static_cast<int>(m_sm.file(m_evaluator.current_file()).line_col(at.begin).line);
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
            m_evaluator.fail(at, fmt::format("Could not find stage {} specified by Class[{}]",
                                             st->as_string(), res.title));
        stage = c.catalog.index_of(*sr);
    }
    std::size_t r = c.catalog.add(std::move(res));
    c.class_stages[r] = stage; // the edge is added when the class is evaluated
    if (undef_given) {
        auto& order = c.declared_order[r];
        for (const auto& [n, v] : params)
            order.push_back(n);
    }
    c.set_source(r, declaring);
    c.declared_in[r] = &scope.anchor();
    return r;
}

void Compiler::evaluate_class(std::size_t r, Scope& scope, const Node& at, bool resource_like) {
    detail::CompilerState& c = *m_state;
    if (c.evaluated.contains(r)) return;
    c.evaluated.insert(r);
    std::string name = lower(c.catalog.at(r).title);
    const Definition& found = *m_definitions.loaded_class(name);
    const auto* def = found.ast->as<HostClassDefinition>();
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
    s.set_owned("module_name", Value(m_definitions.module_of(*def)));
    set_caller_module(s, parent_scope != nullptr ? parent_scope : s.dynamic_parent());
    c.declared_at.try_emplace(r, m_evaluator.location(at));
    Evaluator::Frame frame(m_evaluator, Evaluator::FrameKind::Class, c.labels.back(),
                           m_evaluator.location(at));
    try {
        evaluate_class_body(r, *def, s, scope, at, resource_like);
    } catch (EvalError& e) {
        m_evaluator.attach_trace(e);
        throw;
    }
}

// The parameters of a class being evaluated, then its body, in its scope `s`.
void Compiler::evaluate_class_body(std::size_t r, const HostClassDefinition& def, Scope& s, Scope& scope,
                                   const Node& at, bool resource_like) {
    detail::CompilerState& c = *m_state;
    std::string name = lower(c.catalog.at(r).title);
    std::string subject = "Class[" + c.catalog.at(r).title + "]";
    lexer::FileId file = m_definitions.file_of(def, m_evaluator.current_file());
    bind_resource_parameters(
        m_evaluator, c.catalog.at(r), def.parameters, s, file, subject,
        [&](const std::string& msg) {
            if (resource_like) m_evaluator.fail(at, std::string(kResourceStatement) + msg);
            throw FunctionError(msg);
        },
        &name, &scope, declared_names(c, r)); // the declaring scope is alive while the class evaluates
    if (auto order = c.declared_order.find(r); order != c.declared_order.end())
        restore_declared_order(c.catalog.at(r), order->second);
    // evaluate_code's add_edge_to_stage: after the parent class and the parameters, before the body
    if (auto st = c.class_stages.find(r); st != c.class_stages.end()) c.catalog.add_edge(st->second, r);
    if (def.body != nullptr) {
        Evaluator::InFile guard(m_evaluator, file);
        try {
            m_evaluator.evaluate(*def.body, s);
        } catch (ReturnSignal&) {
            // `return` ends the class body
        }
    }
}

// ---- resource declarations
// ---------------------------------------------------------------------------------

Value Compiler::eval_resource(const Resource& r, Scope& scope) {
    detail::CompilerState& c = *m_state;
    // the type: a bare name, or an expression giving a name or a resource type
    std::string type_name;
    if (const auto* qn = r.type_name->as<QualifiedName>()) {
        type_name = lower(strip_colons(qn->value));
    } else {
        Value t = m_evaluator.evaluate(*r.type_name, scope);
        if (t.is_string())
            type_name = lower(strip_colons(t.as_string()));
        else if (t.is_type() && t.as_type().m_kind == runtime::TypeKind::Resource && !t.as_type().m_value)
            type_name = lower(t.as_type().m_name);
        else if (t.is_type() && t.as_type().m_kind == runtime::TypeKind::Class && !t.as_type().m_value)
            type_name = "class";
        else
            m_evaluator.fail(*r.type_name,
                             fmt::format("{}Illegal Resource Type expression, expected result to be a type "
                                         "name, or untitled Resource, got {}",
                                         kResourceStatement, runtime::value_label(t)));
    }
    bool is_class_res = type_name == "class";
    bool is_type = false;
    try {
        is_type = !is_class_res && builtin_resource_type(type_name);
    } catch (const ruby::RubyError& e) {
        // the type's Ruby raised while it was read (a title_patterns that fails): Puppet's error at the
        // statement
        EvalError error(fmt::format("{}{}", kResourceStatement, e.what()), m_evaluator.location(r));
        error.set_ruby_origin(e.origin());
        throw error;
    }
    bool is_define = !is_class_res && !is_type && m_definitions.find_define(type_name) != nullptr;
    if (!is_class_res && !is_define && !is_type)
        m_evaluator.fail(r, fmt::format("{}Unknown resource type: '{}'", kResourceStatement, type_name));
    bool is_virtual = r.form != ResourceForm::Regular;
    bool exported = r.form == ResourceForm::Exported;
    if (exported) {
        // without storeconfigs (pp has none) the export is ignored: the resource stays a virtual one, which
        // a collector or realize() can still bring into the catalog (exported: true), as Puppet 7.23 does
        m_evaluator.logger().located(
            LogLevel::Warning,
            "You cannot collect exported resources without storeconfigs being set; the export is "
            "ignored",
            m_evaluator.location(r));
    }

    // bodies: a `default:` body's attributes apply to the others
    std::vector<AttributeOp> default_ops;
    for (const ResourceBody* body : r.bodies) {
        if (body->title->is<LiteralDefault>())
            default_ops =
                attribute_ops(m_evaluator, body->operations, scope, false, "a resource declaration");
    }
    std::vector<Value> refs;
    for (const ResourceBody* body : r.bodies) {
        if (body->title->is<LiteralDefault>()) continue;
        // (a literal title is made here: titles differ, so the literal caches would only keep it in vain)
        Value title_value = body->title->is<LiteralString>() ? Value(body->title->as<LiteralString>()->value)
                                                             : m_evaluator.evaluate(*body->title, scope);
        std::vector<Value> titles;
        if (title_value.is_array()) {
            titles = title_value.as_array();
        } else {
            titles.push_back(title_value);
        }
        std::vector<AttributeOp> ops =
            attribute_ops(m_evaluator, body->operations, scope, false, "a resource declaration");
        for (const AttributeOp& d : default_ops) {
            if (std::none_of(ops.begin(), ops.end(), [&](const AttributeOp& o) { return o.name == d.name; }))
                ops.push_back(d);
        }
        for (const Value& tv : titles) {
            if (!tv.is_string()) {
                m_evaluator.fail(*body->title,
                                 fmt::format("Illegal title type at index 0. Expected String, got {}",
                                             runtime::value_label(tv)));
            }
            std::string title = tv.as_string();
            if (is_class_res) {
                std::string name = lower(strip_colons(title));
                if (!is_class(name))
                    m_evaluator.fail(
                        *body, fmt::format("{}Could not find declared class {}", kResourceStatement, name));
                if (const CatalogResource* existing =
                        c.catalog.find("Class", runtime::capitalize_name(name))) {
                    m_evaluator.fail(
                        *body, fmt::format("{}Duplicate declaration: Class[{}] is already declared{}; cannot "
                                           "redeclare (file: {}, line: {})",
                                           kResourceStatement, runtime::capitalize_name(name),
                                           existing->line > 0 ? fmt::format(" at (file: {}, line: {})",
                                                                            existing->file, existing->line)
                                                              : std::string(),
                                           m_sm.file(m_evaluator.current_file()).path(),
                                           m_sm.file(m_evaluator.current_file()).line_col(body->begin).line));
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
                m_evaluator.fail(
                    r, fmt::format(
                           "{}Only classes can set 'stage'; normal resources like {} cannot change run stage",
                           kResourceStatement, c.catalog.at(made).ref()));
        }
    }
    return Value(std::move(refs));
}

std::size_t Compiler::create_resource(const std::string& type_name, const std::string& title,
                                      const std::vector<AttributeOp>& ops, bool is_define, bool is_virtual,
                                      bool exported, Scope& scope, const Node& at, bool title_tag) {
    detail::CompilerState& c = *m_state;
    std::string type = runtime::capitalize_name(type_name);
    const auto& file = m_sm.file(m_evaluator.current_file());
    int line = static_cast<int>(file.line_col(at.begin).line);
    if (const CatalogResource* existing = c.catalog.find(type, title)) {
        m_evaluator.fail(
            at,
            fmt::format("{}Duplicate declaration: {}[{}] is already declared at (file: {}, line: {}); cannot "
                        "redeclare (file: {}, line: {})",
                        kResourceStatement, type, title, existing->file, existing->line, file.path(), line));
    }
    CatalogResource res;
    res.type = type;
    res.title = title;
    res.file = c.resource_file(file.path());
    res.line = line;
    res.is_virtual = is_virtual;
    res.exported = exported;
    res.kind = is_define ? runtime::ResourceKind("defined_type") : runtime::ResourceKind("compilable_type");
    res.params.reserve(ops.size()); // (room for the usual resource, grown step by step otherwise)
    // (no room is reserved for the tags: the first tag added makes room for several)
    const std::size_t container = scope.resource();
    bool undef_given = false;
    auto check_tags = [&](const Value& v) {
        if (auto bad = invalid_tag(v))
            throw EvalError(fmt::format("Invalid tag '{}'", *bad), m_evaluator.location(at))
                .set_bare()
                .set_line_only();
    };
    for (const AttributeOp& o : ops) {
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
        if (std::any_of(ops.begin(), ops.end(), [&](const AttributeOp& o) { return o.name == name; }))
            continue;
        if (name == "tag") {
            check_tags(*value);
            tag_with(res, *value);
        }
        res.set_param(std::string(name), *value);
        from_defaults.emplace(name);
    }
    res.tag(type_name);
    if (title_tag) res.tag(title, true);
    if (container != SIZE_MAX) res.merge_tags(c.catalog.at(container).tags);
    res.exported_set = !c.in_create_resources;
    const runtime::TypeSchema* schema = is_define ? nullptr : c.schema(type_name);
    if (schema != nullptr) {
        std::string_view key = schema->single_namevar();
        if (schema->title_is_key(title))
            res.set_title_key(key); // (the usual case, without building parse_title's pairs)
        else
            res.set_title_params(schema->parse_title(title));
        if (!key.empty()) res.namevar = key;
    } else if (is_define) {
        res.set_title_key("name"); // parse_title of a defined type: the name comes first
    }
    if (!title_tag) {
        // a title that was not a string differs from its text: the catalog shows the namevar
        // (Resource#to_data_hash leaves the namevar out only when it equals the title)
        res.title_is_text = false;
        std::string namevar = res.namevar.empty() ? std::string("name") : res.namevar.str();
        if (res.param(namevar) == nullptr && res.title_params().empty())
            res.params.insert(res.params.begin(),
                              {namevar, Value(title)}); // parse_title's, ahead of the rest
    }
    std::size_t r = c.catalog.add(std::move(res));
    if (!from_defaults.empty()) c.from_defaults[r] = std::move(from_defaults);
    add_aliases(r, schema, at);
    // stages are not contained (classes are contained by their stage)
    if (container != SIZE_MAX && type_name != "stage") c.catalog.add_edge(container, r);
    c.set_origin(r, {&at, m_evaluator.current_file()});
    c.set_source(r, container);
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
void Compiler::add_aliases(std::size_t r, const runtime::TypeSchema* schema, const Node& at) {
    detail::CompilerState& c = *m_state;
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
        m_evaluator.fail(at, std::string(kResourceStatement) + msg);
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
    // the usual case, told without building the key: one key attribute, which only the title gives, so the
    // key is the title itself
    if (schema != nullptr && schema->title_is_key(self.title)) {
        const Value* v = self.param(schema->single_namevar());
        if (v == nullptr || v->is_undef()) return;
    }
    auto key = uniqueness_key(schema, self.type, self.title,
                              [&](const std::string& n) -> std::optional<std::string> {
                                  if (const Value* v = self.param(n); v != nullptr && !v->is_undef())
                                      return to_s(*v);
                                  for (const auto [k, t] : self.title_params())
                                      if (k == n) return std::string(t);
                                  return std::nullopt;
                              });
    bool any = std::any_of(key.begin(), key.end(), [](const auto& v) { return v.has_value(); });
    if (!any || (key.size() == 1 && key.front() == self.title)) return;
    claim(key, ruby_inspect_key(key));
}

void Compiler::evaluate_define(std::size_t r, Scope& declared_in) {
    detail::CompilerState& c = *m_state;
    if (c.evaluated.contains(r)) return;
    c.evaluated.insert(r);
    CatalogResource& res = c.catalog.at(r);
    std::string key = lower(res.type);
    const Definition& d = *m_definitions.loaded_define(key);
    const auto* def = d.ast->as<ResourceTypeDefinition>();
    const Origin origin = c.origins.at(r); // (every define instance has one)
    c.labels.push_back(res.ref());
    Scope* enclosing = c.node_scope != nullptr ? c.node_scope : &declared_in.top();
    Scope& s = c.scopes.emplace_back(enclosing, c.labels.back());
    s.set_dynamic_parent(&declared_in);
    s.set_resource(r);
    s.set_owned("title", Value(res.title));
    const Value* name_param = res.param("name");
    s.set_owned("name", name_param != nullptr ? *name_param : Value(res.title));
    s.set_owned("module_name", Value(m_definitions.module_of(*def)));
    set_caller_module(s, &declared_in);
    // --trace: a defined type is evaluated after the code that declared it, so its frames are those of the
    // classes and instances that contain it, outermost first, then its own
    std::vector<std::size_t> chain;
    for (std::size_t k = c.source(r); k != SIZE_MAX && chain.size() < 1000; k = c.source(k))
        chain.push_back(k);
    std::deque<std::string> names;
    std::deque<Evaluator::Frame> frames;
    for (auto k = chain.rbegin(); k != chain.rend(); ++k) {
        const CatalogResource& container = c.catalog.at(*k);
        if (*k == c.main_class) continue;
        Location at;
        if (const Origin* o = c.origin(*k))
            at = Location{o->file, o->at->begin, o->at->end, true};
        else if (auto d = c.declared_at.find(*k); d != c.declared_at.end())
            at = d->second;
        names.push_back(container.ref());
        frames.emplace_back(m_evaluator,
                            container.type == "Class" ? Evaluator::FrameKind::Class
                                                      : Evaluator::FrameKind::Define,
                            names.back(), at);
    }
    Evaluator::Frame frame(m_evaluator, Evaluator::FrameKind::Define, c.labels.back(),
                           Location{origin.file, origin.at->begin, origin.at->end, true});
    try {
        evaluate_define_body(r, *def, d.file, s);
    } catch (EvalError& e) {
        m_evaluator.attach_trace(e);
        throw;
    }
}

// The parameters of a defined type's instance, then its body, in its scope `s`.
void Compiler::evaluate_define_body(std::size_t r, const ResourceTypeDefinition& def, lexer::FileId file,
                                    Scope& s) {
    detail::CompilerState& c = *m_state;
    const Origin origin = c.origins.at(r); // (every define instance has one)
    std::string subject = c.catalog.at(r).ref();
    bind_resource_parameters(
        m_evaluator, c.catalog.at(r), def.parameters, s, file, subject,
        [&](const std::string& msg) {
            throw EvalError(std::string(kResourceStatement) + msg,
                            Location{origin.file, origin.at->begin, origin.at->end, true})
                .set_line_only();
        },
        nullptr, nullptr, declared_names(c, r));
    if (auto order = c.declared_order.find(r); order != c.declared_order.end())
        restore_declared_order(c.catalog.at(r), order->second);
    if (def.body != nullptr) {
        Evaluator::InFile guard(m_evaluator, file);
        try {
            m_evaluator.evaluate(*def.body, s);
        } catch (ReturnSignal&) {
        } catch (TooDeepError&) {
            throw;
        } catch (EvalError& e) {
            m_evaluator.attach_trace(e);
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
            EvalError again(fmt::format("{}{}{}{}", kResourceStatement,
                                        e.bare() ? "" : "Evaluation Error: ", e.what(), where),
                            Location{origin.file, origin.at->begin, origin.at->end, true});
            again.set_line_only().set_trace(e.trace(), e.trace_at());
            throw again;
        }
    }
}

} // namespace pp::evaluator
