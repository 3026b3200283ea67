// The compiler's statements that act on other resources: resource defaults, overrides, collectors,
// realize(), create_resources() and relationships.
#include "evaluator/compiler_detail.hpp"
#include "evaluator/control_flow.hpp"
#include "evaluator/dispatch.hpp"
#include "evaluator/parameters.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/type_mismatch.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace pp::evaluator {

using namespace parser;
using namespace detail;
using runtime::Catalog;
using runtime::CatalogResource;

const runtime::CatalogResource* Compiler::find_resource(const Value& ref) {
    auto parts = ref_parts(ref);
    if (!parts) return nullptr;
    return m_state->catalog.find(parts->first, parts->second);
}

bool Compiler::tagged(const Scope& scope, std::string_view tag) {
    std::size_t r = scope.resource();
    if (r != SIZE_MAX && m_state->catalog.at(r).tagged(tag)) return true;
    return m_state->catalog.tagged(tag);
}
// ---- defaults, overrides, collectors
// -----------------------------------------------------------------------

Value Compiler::eval_resource_defaults(const ResourceDefaults& d, Scope& scope) {
    Value t = m_evaluator.evaluate(*d.type_ref, scope);
    std::string type;
    if (t.is_type() && t.as_type().m_kind == runtime::TypeKind::Resource && !t.as_type().m_value)
        type = lower(t.as_type().m_name);
    else if (t.is_type() && t.as_type().m_kind == runtime::TypeKind::Class)
        type = "class";
    else
        m_evaluator.fail(d, "Illegal resource defaults expression");
    auto ops = attribute_ops(m_evaluator, d.operations, scope, false, "resource defaults");
    // defaults written in a lambda or a function are those of the enclosing persistent scope, as Puppet's
    // ephemeral scopes hold variables only
    auto& list = m_state->defaults[&scope.anchor()];
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
                                m_evaluator.location(d))
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

void Compiler::apply_override(Override& o, std::size_t r) {
    detail::CompilerState& c = *m_state;
    if (!o.from_collector) {
        // Only the class that declared a resource, or one inheriting from it, may override it
        std::size_t declared_by = c.source(r);
        bool allowed = declared_by == o.source_resource;
        for (std::size_t k = o.source_resource; !allowed && k != SIZE_MAX;) {
            const CatalogResource& kr = c.catalog.at(k);
            if (kr.type != "Class") break;
            const Definition* found = m_definitions.loaded_class(lower(kr.title));
            if (found == nullptr) break;
            const auto* def = found->ast->as<HostClassDefinition>();
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

void Compiler::apply_pending_overrides(std::size_t r) {
    detail::CompilerState& c = *m_state;
    const CatalogResource& res = c.catalog.at(r);
    for (auto& o : c.overrides) {
        if (o.type.empty()) continue; // applied already
        if (lower(o.type) == lower(res.type) && o.title == res.title) {
            apply_override(o, r);
            o.type.clear();
        }
    }
}

Value Compiler::eval_resource_override(const ResourceOverride& o, Scope& scope) {
    detail::CompilerState& c = *m_state;
    Value target = m_evaluator.evaluate(*o.resources, scope);
    auto ops = attribute_ops(m_evaluator, o.operations, scope, true, "resource overrides");
    std::vector<Value> refs;
    references(target, refs);
    for (const Value& ref : refs) {
        auto parts = ref_parts(ref);
        if (!parts)
            m_evaluator.fail(
                o, fmt::format("Illegal override expression, {} is not a resource reference", to_s(ref)));
        Override ov{parts->first, parts->second, ops, scope.resource(), m_evaluator.location(o), false};
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
void Compiler::evaluate_query(const Node& q, Scope& scope, std::unordered_map<const Node*, Value>& values) {
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
        if (attr == nullptr || (cmp->op != "==" && cmp->op != "!="))
            m_evaluator.fail(q, "Illegal query expression");
        values[cmp] = m_evaluator.evaluate(*cmp->right, scope);
        return;
    }
    m_evaluator.fail(q, "Illegal query expression");
}

// Whether a resource matches a collector's query (`title == 'x' and tag == 'y'`), with the values
// evaluate_query computed.
bool Compiler::query_matches(const Node& q, std::size_t r,
                             const std::unordered_map<const Node*, Value>& values) {
    if (const auto* p = q.as<Parenthesized>()) return query_matches(*p->expr, r, values);
    if (const auto* a = q.as<And>())
        return query_matches(*a->left, r, values) && query_matches(*a->right, r, values);
    if (const auto* o = q.as<Or>())
        return query_matches(*o->left, r, values) || query_matches(*o->right, r, values);
    const CatalogResource& res = m_state->catalog.at(r);
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
                    eq = m_state->catalog.at(k).tagged(want.as_string());
                    const std::size_t up = m_state->source(k);
                    k = up == k ? SIZE_MAX : up;
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
    m_evaluator.fail(q, "Illegal query expression");
}

Value Compiler::eval_collect(const Collect& col, Scope& scope) {
    detail::CompilerState& c = *m_state;
    Value t = m_evaluator.evaluate(*col.type_expr, scope);
    if (!t.is_type() || t.as_type().m_kind != runtime::TypeKind::Resource || t.as_type().m_value)
        m_evaluator.fail(col, "Illegal collector type");
    Collector k;
    k.type = t.as_type().m_name;
    k.exported = col.query->is<ExportedQuery>();
    if (k.exported) {
        m_evaluator.logger().located(
            LogLevel::Warning,
            "You cannot collect exported resources without storeconfigs being set; the collection "
            "will be ignored",
            m_evaluator.location(col));
        c.collectors.push_back(Collector{});
        c.last_collector = c.collectors.size() - 1;
        return {};
    }
    k.query = k.exported ? col.query->as<ExportedQuery>()->expr : col.query->as<VirtualQuery>()->expr;
    if (k.query != nullptr) evaluate_query(*k.query, scope, k.query_values);
    k.ops = attribute_ops(m_evaluator, col.operations, scope, true, "a collector");
    k.where = m_evaluator.location(col);
    c.collectors.push_back(std::move(k));
    c.last_collector = c.collectors.size() - 1;
    return {};
}

// Runs every collector over the catalog; true when one realized a resource.
bool Compiler::run_collectors() {
    detail::CompilerState& c = *m_state;
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
            Collector& k = c.collectors[ci];
            if (k.collected.contains(r)) continue;
            CatalogResource& res = c.catalog.at(r);
            if (!same_ignoring_case(res.type, k.type)) continue;
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
                Override o{res.type, res.title, k.ops, SIZE_MAX, k.where, true};
                apply_override(o, r);
            }
        }
    }
    return changed;
}

void Compiler::realize(const std::vector<Value>& refs, const Node& at) {
    (void)at;
    for (const Value& v : refs) {
        CatalogResource* res = nullptr;
        if (auto parts = ref_parts(v)) res = m_state->catalog.find(parts->first, parts->second);
        if (res == nullptr) {
            // a resource declared later is realized then (a fixed-set collector); none at the end is an error
            m_state->pending_realize.push_back(v);
            continue;
        }
        res->is_virtual = false;
    }
}

void Compiler::create_resources(const std::string& type, const Value& instances, const Value& defaults,
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
    } flag(m_state->in_create_resources);
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

Operand Compiler::relationship_operand(const Node& n, Scope& scope) {
    Operand out;
    if (n.is<Collect>()) {
        m_evaluator.evaluate(n, scope);
        out.collectors.push_back(m_state->last_collector);
        return out;
    }
    if (const auto* rel = n.as<Relationship>()) {
        // a chain `a -> b -> c`: (a -> b) is evaluated, and b is the left of -> c
        eval_relationship(*rel, scope);
        return m_state->last_right;
    }
    references(m_evaluator.evaluate(n, scope), out.refs);
    return out;
}

Value Compiler::eval_relationship(const Relationship& r, Scope& scope) {
    Operand left = relationship_operand(*r.left, scope);
    Operand right = relationship_operand(*r.right, scope);
    m_state->relationships.push_back({left, right, std::string(r.op), m_evaluator.location(r)});
    // the chain continues from the right operand, or from the left one when the right is empty (X -> [] -> Y
    // is X -> Y); a lone collector on the right is only known to be empty later
    if (right.refs.empty() && right.collectors.size() == 1)
        m_state->empty_alternatives[right.collectors[0]] = left;
    m_state->last_right = right.refs.empty() && right.collectors.empty() ? std::move(left) : std::move(right);
    return {};
}
} // namespace pp::evaluator
