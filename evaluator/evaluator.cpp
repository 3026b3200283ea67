// Expression evaluation (Puppet's evaluator_impl.rb): variables, assignment, access, matching, case and
// selectors, type references and aliases, and the dispatch over expression kinds. Operators: operators.cpp;
// calls: calls.cpp; scopes: scope.cpp; the statements that build the catalog: the Compiler (compiler.hpp).
#include "evaluator/compiler.hpp"
#include "evaluator/control_flow.hpp"
#include "evaluator/dispatch.hpp"
#include "evaluator/operators.hpp"
#include "evaluator/ruby_functions.hpp"
#include "evaluator/type_from_ast.hpp"
#include "lexer/stack_guard.hpp"
#include "runtime/regexp.hpp"
#include "runtime/semver.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/types.hpp"
#include "runtime/uri.hpp"

#include <fmt/format.h>
#define XXH_INLINE_ALL // (header only)
#include <xxhash.h>

#include <array>
#include <bit>
#include <cctype>
#include <filesystem>
#include <optional>

namespace pp::evaluator {

using namespace parser;
using runtime::Hash;

namespace {

// The Ruby class of a value as Ruby names it in conversion errors ("no implicit conversion of X into
// String").
std::string ruby_inspect_class(const Value& v) {
    switch (v.kind()) {
    case runtime::ValueKind::Undef:
        return "nil";
    case runtime::ValueKind::Boolean:
        return v.as_boolean() ? "true" : "false";
    case runtime::ValueKind::Default:
        return "Symbol";
    default:
        return std::string(runtime::kind_name(v.kind()));
    }
}

// Type alias names resolve case-insensitively.
std::string alias_key(std::string_view name) {
    return runtime::downcase(name);
}

} // namespace

Evaluator::Evaluator(Compiler& compiler, lexer::SourceManager& sm, FunctionRegistry& functions,
                     Logger& logger, EvalOptions options)
    : m_compiler(compiler), m_sm(sm), m_functions(functions), m_logger(logger),
      m_options(std::move(options)) {
    ruby::Host::instance().reset_instances(); // Ruby functions get new instances in each compilation
}

Evaluator::~Evaluator() {
    for (auto& [name, alias] : m_alias_types)
        alias->clear_resolution(); // breaks recursive aliases' cycles
}

loader::Environment* Evaluator::environment() const {
    return m_compiler.environment();
}

void Evaluator::forget_module_functions() {
    m_module_functions.clear();
    m_ruby_functions.clear();
}

loader::hiera::Hiera& Evaluator::hiera() {
    if (m_hiera != nullptr) return *m_hiera;
    if (!m_own_hiera) {
        loader::hiera::Settings settings;
        settings.module_dir = [this](std::string_view m) -> std::optional<std::string> {
            loader::Environment* env = environment();
            return env != nullptr ? env->module_dir(m) : std::nullopt;
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

Value Evaluator::evaluate_program_body(const Node& body, lexer::FileId file, Scope& scope) {
    InFile guard(*this, file);
    m_program_file = file;
    m_in_program = true; // Puppet's eval_Program frame, for puppet_stack()
    struct Leave {
        bool& in;
        ~Leave() { in = false; }
    } leave{m_in_program};
    return evaluate(body, scope);
}

Value Evaluator::evaluate_in(const Node& node, lexer::FileId file, Scope& scope) {
    InFile guard(*this, file);
    return evaluate(node, scope);
}

runtime::TypePtr Evaluator::resolve_type_name(std::string_view name) {
    if (auto t = alias_type(name)) return t;
    if (m_compiler.is_resource_type(name)) return runtime::resource_type(runtime::downcase(name));
    return nullptr;
}

const Value* Evaluator::lookup_qualified(std::string_view cls, std::string_view var, Scope& scope) {
    std::string full = fmt::format("{}::{}", cls, var);
    if (const Value* v = scope.top().lookup_local(full)) return v; // $settings::x
    // (Puppet's "Could not look up qualified variable" notes go to its deprecation log, not the console; the
    // evaluator then reports the unknown variable)
    if (Scope* s = m_compiler.class_scope(cls)) {
        // the class's own variables, then those of the classes it inherits
        for (Scope* k = s; k != nullptr; k = k->parent()) {
            if (const Value* v = k->lookup_local(var)) return v;
            if (k->parent() == nullptr || k->parent() == &scope.top() ||
                k->parent() == m_compiler.node_scope())
                break;
        }
    }
    return nullptr;
}

const Value* Evaluator::variable(std::string_view name, Scope& scope, const Node& at) {
    (void)at;
    std::string_view bare = name.substr(0, 2) == "::" ? name.substr(2) : name;
    if (std::size_t sep = bare.rfind("::"); sep != std::string_view::npos)
        return lookup_qualified(bare.substr(0, sep), bare.substr(sep + 2), scope);
    if (bare.size() != name.size()) return scope.top().lookup_local(bare);
    return scope.lookup(name);
}

void Evaluator::fail(const Node& at, std::string message) const {
    throw EvalError(std::move(message), location(at));
}

std::vector<Value> Evaluator::eval_arguments(NodeList<> args, Scope& scope) {
    std::vector<Value> out;
    out.reserve(args.size());
    for (const Node* a : args) {
        if (const auto* u = a->as<Unfold>()) {
            Value v = evaluate(*u->expr, scope);
            if (v.is_array()) {
                for (const Value& e : v.as_array())
                    out.push_back(e);
            } else if (v.is_hash()) {
                for (const auto& [k, val] : v.as_hash())
                    out.emplace_back(std::vector<Value>{k, val});
            } else if (!v.is_undef()) {
                out.push_back(v);
            }
            continue;
        }
        out.push_back(evaluate(*a, scope));
    }
    return out;
}

Value Evaluator::eval_variable(const Variable& v, Scope& scope) {
    std::string_view name;
    if (const auto* qn = v.expr->as<QualifiedName>())
        name = qn->value;
    else
        fail(v, "Illegal variable expression");
    if (!name.empty() && name[0] >= '0' && name[0] <= '9') {
        // $0, $1...: groups of the last match in scope (undef when there is none)
        const Value* g = scope.match_group(
            static_cast<std::size_t>(std::strtoull(std::string(name).c_str(), nullptr, 10)));
        return g != nullptr ? *g : Value();
    }
    const Value* found = nullptr;
    std::string_view bare = name.substr(0, 2) == "::" ? name.substr(2) : name;
    if (std::size_t sep = bare.rfind("::"); sep != std::string_view::npos) {
        found = lookup_qualified(bare.substr(0, sep), bare.substr(sep + 2), scope);
    } else if (bare.size() != name.size()) {
        found = scope.top().lookup_local(bare);
    } else {
        found = scope.lookup(name);
    }
    if (found != nullptr) return *found;
    if (m_options.strict_variables) fail(v, fmt::format("Unknown variable: '{}'.", name));
    m_logger.located(LogLevel::Warning, fmt::format("Unknown variable: '{}'.", name), location(v));
    return {};
}

namespace {

// lvalue_VariableExpression / lvalue_LiteralList: a variable's name, a list's Array of its lvalues.
std::optional<Value> lvalue_key(const Node& target) {
    if (const auto* v = target.as<Variable>()) return Value(v->expr->as<QualifiedName>()->value);
    if (const auto* list = target.as<LiteralList>()) {
        std::vector<Value> names;
        for (const Node* t : list->values) {
            std::optional<Value> k = lvalue_key(*t);
            if (!k) return std::nullopt;
            names.push_back(std::move(*k));
        }
        return Value(std::move(names));
    }
    return std::nullopt;
}

// Ruby's inspect of such an lvalue, as Puppet's message shows a nested list's key: ["b", ["c"]].
std::string ruby_inspect_names(const Value& key) {
    if (key.is_string()) return "\"" + key.as_string() + "\"";
    std::string out = "[";
    for (const Value& e : key.as_array()) {
        if (out.size() > 1) out += ", ";
        out += ruby_inspect_names(e);
    }
    return out + "]";
}

} // namespace

void Evaluator::assign(const Node& target, const Value& value, Scope& scope, const Node& at) {
    if (const auto* v = target.as<Variable>()) {
        std::string_view name = v->expr->as<QualifiedName>()->value;
        if (name == "facts" || name == "trusted" || name == "server_facts") {
            fail(at, fmt::format("Attempt to assign to a reserved variable name: '${}'", name));
        }
        if (name == "name" || name == "title") {
            fail(at, fmt::format("Cannot reassign built in (or already assigned) variable '${}'", name));
        }
        if (!scope.set(name, value)) fail(at, fmt::format("Cannot reassign variable '${}'", name));
        return;
    }
    if (const auto* list = target.as<LiteralList>()) {
        // destructuring: [$a, $b] = [1, 2] or = {a => 1, b => 2}; a single value counts as [value]
        if (value.is_type() && value.as_type().m_kind == runtime::TypeKind::Class &&
            value.as_type().m_value) {
            // = Class['x']: the class's variables of those names
            const std::string& cls = *value.as_type().m_value;
            if (m_compiler.find_resource(value) == nullptr)
                fail(at, fmt::format("Resource not found: Class['{}']", cls));
            for (const Node* t : list->values) {
                const auto* var = t->as<Variable>();
                if (var == nullptr) fail(at, "Illegal destructuring assignment");
                std::string name =
                    fmt::format("{}::{}", alias_key(cls), var->expr->as<QualifiedName>()->value);
                const Value* found = variable(name, scope, *t);
                if (found == nullptr) {
                    fail(*t,
                         fmt::format("No value for required variable '${}' in assignment to variables from "
                                     "class reference",
                                     name));
                }
                assign(*t, *found, scope, at);
            }
            return;
        }
        if (!value.is_hash()) {
            std::vector<Value> single;
            if (!value.is_array()) single.push_back(value);
            const auto& items = value.is_array() ? value.as_array() : single;
            if (items.size() != list->values.size()) {
                fail(at,
                     fmt::format("Mismatched number of assignable entries and values, expected {}, got {}",
                                 list->values.size(), items.size()));
            }
            for (std::size_t i = 0; i < items.size(); ++i)
                assign(*list->values[i], items[i], scope, at);
            return;
        }
        if (value.is_hash()) {
            // each target's lvalue is the key (assign_Array: values.fetch(lval)): a variable's name, and for
            // a nested list the Array of its names, so `[$a, [$b]] = {a => 1, [b] => 2}` sets $b to 2
            for (const Node* t : list->values) {
                std::optional<Value> key = lvalue_key(*t);
                if (!key) fail(at, "Illegal destructuring assignment");
                const Value* found = value.as_hash().find(*key);
                if (found == nullptr) {
                    fail(at,
                         fmt::format("No value for required key '{}' in assignment to variables from hash",
                                     key->is_string() ? key->as_string() : ruby_inspect_names(*key)));
                }
                assign(*t, *found, scope, at);
            }
            return;
        }
    }
    fail(at, "Illegal assignment target");
}

Value Evaluator::eval_assignment(const Assignment& a, Scope& scope) {
    Value v = evaluate(*a.right, scope);
    assign(*a.left, v, scope, a);
    return v;
}

Value Evaluator::eval_in(const In& in, Scope& scope) {
    Value needle = evaluate(*in.left, scope);
    Value hay = evaluate(*in.right, scope);
    if (needle.is_regexp()) {
        // a regexp matches a string, or any string element of an array
        if (hay.is_string()) return Value(regexp_match(needle.as_regexp(), hay.as_string(), scope));
        if (hay.is_array()) {
            for (const Value& v : hay.as_array()) {
                if (v.is_string() && regexp_match(needle.as_regexp(), v.as_string(), scope))
                    return Value(true);
            }
        }
        return Value(false);
    }
    if (needle.is_type() && hay.is_array()) {
        for (const Value& v : hay.as_array()) {
            if (runtime::is_instance(needle.as_type(), v)) return Value(true);
        }
        return Value(false);
    }
    return Value(value_in(needle, hay));
}

namespace {

// Puppet::Resource#to_s of the 3.x reference Runtime3Converter makes of a resource or class reference in a
// resource's parameter: `Notify[a]`, `Class[Foo::Bar]`.
std::string puppet_resource_text(const runtime::Type& t) {
    bool cls = t.m_kind == runtime::TypeKind::Class || runtime::downcase(t.m_name) == "class";
    if (cls) return "Class[" + runtime::capitalize_name(*t.m_value) + "]";
    return runtime::capitalize_name(t.m_name) + "[" + *t.m_value + "]";
}

// A parameter's value as the catalog holds it: its resource references are 3.x Puppet::Resource objects,
// which print without quotes (`Notify[a]`); pp gives their text.
Value catalog_value(const Value& v) {
    if (v.is_type()) {
        const runtime::Type& t = v.as_type();
        bool ref = (t.m_kind == runtime::TypeKind::Resource && !t.m_name.empty()) ||
                   t.m_kind == runtime::TypeKind::Class;
        if (ref && t.m_value) return Value(puppet_resource_text(t));
        return v;
    }
    if (v.is_array()) {
        std::vector<Value> out;
        out.reserve(v.as_array().size());
        for (const Value& e : v.as_array())
            out.push_back(catalog_value(e));
        return Value(std::move(out));
    }
    if (v.is_hash()) {
        runtime::Hash out;
        for (const auto& [k, e] : v.as_hash())
            out.set(k, catalog_value(e));
        return Value(std::move(out));
    }
    return v;
}

// Ruby's String#capitalize: the first character upper case, the rest lower (`Foo::bar`).
std::string ruby_capitalize(std::string_view s) {
    std::string out = runtime::downcase(s);
    if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

std::optional<Value> resource_attributes(Evaluator& ev, const Access& a, const Value& left,
                                         const std::vector<Value>& keys) {
    // access_PResourceType / access_PClassType with a title: File['/x']['mode'], Class[x][p] and the
    // Array of values for several (or an Array of) parameter names
    bool many = keys.size() > 1 || keys[0].is_array();
    std::vector<Value> names;
    auto flatten = [&names](const auto& self, const Value& v) -> void {
        if (v.is_array()) {
            for (const Value& e : v.as_array())
                self(self, e);
        } else if (!v.is_undef()) {
            names.push_back(v);
        }
    };
    for (const Value& k : keys)
        flatten(flatten, k);
    if (names.empty()) return std::nullopt;
    const runtime::Type& t = left.as_type();
    bool is_class = t.m_kind == runtime::TypeKind::Class;
    std::string type_name = is_class ? std::string("Class") : t.m_name;
    const runtime::CatalogResource* res = ev.compiler().find_resource(left);
    if (res == nullptr) ev.fail(a, fmt::format("Resource not found: {}['{}']", type_name, *t.m_value));
    // Puppet::Resource#valid_parameter?: a built-in type's attributes and `name`; a defined type's or a
    // class's parameters and `name`; metaparameters for both. Never `title`.
    std::string lower_type = runtime::downcase(res->type);
    const runtime::TypeSchema* schema =
        lower_type == "class" ? nullptr : ev.compiler().type_schema(lower_type);
    std::vector<std::string> declared;
    if (schema == nullptr) {
        declared = ev.compiler().definition_parameters(
            lower_type == "class" ? runtime::downcase(res->title) : lower_type, lower_type == "class");
    }
    auto valid = [&](const std::string& name) {
        if (name == "name" || runtime::is_metaparameter(name)) return true;
        if (schema != nullptr) return schema->accepts(name);
        return std::find(declared.begin(), declared.end(), name) != declared.end();
    };
    std::vector<Value> values;
    for (const Value& k : names) {
        if (!k.is_string() || !valid(k.as_string())) {
            ev.fail(a, fmt::format("The resource {}['{}'] does not have a parameter called '{}'",
                                   ruby_capitalize(type_name), *t.m_value, to_s(k)));
        }
        const Value* v = res->param(k.as_string());
        values.push_back(v != nullptr ? catalog_value(*v) : Value());
    }
    if (many) return Value(std::move(values));
    return values.back();
}

} // namespace

Value Evaluator::eval_access(const Access& a, Scope& scope) {
    Value left = evaluate(*a.left, scope);
    std::vector<Value> keys = eval_arguments(a.keys, scope);
    if (left.is_type() && !keys.empty() &&
        ((left.as_type().m_kind == runtime::TypeKind::Resource && left.as_type().m_value) ||
         (left.as_type().m_kind == runtime::TypeKind::Class && left.as_type().m_value))) {
        if (auto attributes = resource_attributes(*this, a, left, keys)) return *attributes;
    }
    if (left.is_type() && left.as_type().m_kind == runtime::TypeKind::Resource &&
        !left.as_type().m_name.empty() && !left.as_type().m_value &&
        (keys.size() > 1 || (keys.size() == 1 && keys[0].is_array()))) {
        // access_PResourceType: several titles, or titles in an array, give an array of references
        std::vector<Value> titles;
        auto flatten = [&titles](const auto& self, const Value& v) -> void {
            if (v.is_array()) {
                for (const Value& e : v.as_array())
                    self(self, e);
            } else if (!v.is_undef()) {
                titles.push_back(v);
            }
        };
        for (const Value& k : keys)
            flatten(flatten, k);
        std::vector<Value> refs;
        for (std::size_t i = 0; i < titles.size(); ++i) {
            if (!titles[i].is_string())
                fail(i < a.keys.size() ? *a.keys[i] : static_cast<const Node&>(a),
                     fmt::format("Error creating type specialization of a {}-Type, Cannot use {} where a "
                                 "resource title String is expected",
                                 left.as_type().m_name, runtime::ruby_class_name(titles[i])));
            refs.emplace_back(runtime::resource_type(left.as_type().m_name, titles[i].as_string()));
        }
        return Value(std::move(refs));
    }
    if (left.is_type()) {
        // Integer[1, 2], File['/x']: parameterize the named type
        std::string name;
        if (const auto* qr = a.left->as<QualifiedReference>())
            name = std::string(qr->cased_value);
        else if (left.as_type().kind() == runtime::TypeKind::Timespan)
            name = "Timespan"; // access_PTimespanType: new bounds replace the old ones
        else if (left.as_type().kind() == runtime::TypeKind::Timestamp)
            name = "Timestamp";
        else
            name = runtime::to_string(left.as_type());
        std::string error;
        int blamed = -1;
        runtime::TypePtr t = runtime::parameterize_type(
            name, keys, &error, [this](std::string_view n) { return resolve_type_name(n); }, &blamed);
        if (t == nullptr) {
            auto i = static_cast<std::size_t>(blamed);
            fail(blamed >= 0 && i < a.keys.size() ? *a.keys[i] : static_cast<const Node&>(a), error);
        }
        return Value(t);
    }
    return access(*this, a, left, keys);
}

bool Evaluator::regexp_match(const runtime::Regexp& re, const std::string& subject, Scope& scope) {
    auto m = re.match(subject);
    if (!m) return false;
    std::vector<Value> groups;
    for (std::size_t i = 0; i < m->size(); ++i) {
        auto g = m->group(i);
        groups.push_back(g ? Value(std::string(*g)) : Value());
    }
    scope.set_match(std::move(groups));
    return true;
}

runtime::TypePtr Evaluator::alias_type(std::string_view name) {
    const TypeAlias* alias = m_compiler.definitions().find_alias(name);
    if (alias == nullptr) return nullptr;
    std::string key = alias_key(name);
    auto cached = m_alias_types.find(key);
    if (cached != m_alias_types.end()) return cached->second;
    // resolved on first use, so an alias may refer to itself (Tree = Variant[Integer, Array[Tree]])
    // A definition that is no valid type resolves to Any; its error is kept for type_reference to report
    // where the alias is used, as Puppet's loader does.
    runtime::TypePtr t =
        runtime::type_alias(std::string(alias->name), [this, alias, key]() -> runtime::TypePtr {
            std::string error;
            auto resolved = type_from_ast(
                *alias->type_expr, &error, [this](std::string_view n) { return resolve_type_name(n); },
                alias->name);
            if (resolved != nullptr) return resolved;
            m_alias_errors[key] = error;
            return runtime::any_type();
        });
    m_alias_types[key] = t;
    return t;
}

Value Evaluator::type_reference(const parser::QualifiedReference& ref) {
    runtime::TypePtr t =
        runtime::named_type(ref.cased_value, [this](std::string_view n) { return resolve_type_name(n); });
    // a name that is no type, alias or resource type
    if (t->kind() == runtime::TypeKind::TypeReference)
        fail(ref, fmt::format("Resource type not found: {}", ref.cased_value));
    if (t->kind() == runtime::TypeKind::TypeAlias) {
        (void)t->resolved(); // resolves it now, so its error is known
        if (m_alias_errors.empty()) return Value(t);
        if (auto e = m_alias_errors.find(alias_key(ref.cased_value)); e != m_alias_errors.end())
            fail(ref, "Error while evaluating a Type-Name, " + e->second);
    }
    return Value(t);
}

Value Evaluator::eval_match(const parser::Match& m, Scope& scope) {
    Value left = evaluate(*m.left, scope);
    Value right = evaluate(*m.right, scope);
    bool negated = m.op == "!~";
    if (right.is_type()) return Value(runtime::is_instance(right.as_type(), left) != negated);
    if (right.kind() == runtime::ValueKind::SemVerRange)
        return Value(runtime::range_includes(runtime::as_version_range(right), left) != negated);
    std::shared_ptr<const runtime::Regexp> re;
    if (right.is_regexp()) {
        re = std::static_pointer_cast<const runtime::Regexp>(std::shared_ptr<const void>(right.object_ptr()));
    } else {
        // Ruby's Regexp.new(pattern) and its error
        std::string error;
        if (right.is_string()) {
            re = runtime::Regexp::compile(right.as_string(), &error);
        } else {
            error = fmt::format("no implicit conversion of {} into String", ruby_inspect_class(right));
        }
        if (re == nullptr) {
            fail(*m.right,
                 fmt::format("Can not convert right match operand to a regular expression. Caused by '{}'.",
                             error));
        }
    }
    if (!left.is_string()) {
        fail(*m.left, fmt::format("Left match operand must result in a String value. Got {}.",
                                  runtime::with_article(runtime::value_label(left))));
    }
    bool matched = regexp_match(*re, left.as_string(), scope);
    return Value(matched != negated);
}

bool Evaluator::case_matches(const Value& test, const Value& option, const Node& at, Scope& scope) {
    if (option.is_default()) return true;
    if (option.is_regexp())
        return test.is_string() && regexp_match(option.as_regexp(), test.as_string(), scope);
    if (option.is_type()) return runtime::is_instance(option.as_type(), test);
    if (auto m = version_match(test, option)) return *m;
    if (option.is_array() && test.is_array()) {
        const auto& o = option.as_array();
        const auto& t = test.as_array();
        if (o.size() != t.size()) return false;
        for (std::size_t i = 0; i < o.size(); ++i) {
            if (!case_matches(t[i], o[i], at, scope)) return false;
        }
        return true;
    }
    if (option.is_hash() && test.is_hash()) {
        for (const auto& [k, v] : option.as_hash()) {
            const Value* tv = test.as_hash().find(k);
            if (tv == nullptr || !case_matches(*tv, v, at, scope)) return false;
        }
        return true;
    }
    return puppet_equals(test, option);
}

namespace {
// Restores the scope's match variables when a guarded expression ends.
struct MatchGuard {
    Scope& scope;
    Scope::MatchState saved;
    explicit MatchGuard(Scope& s) : scope(s), saved(s.save_match()) {}
    MatchGuard(const MatchGuard&) = delete;
    MatchGuard& operator=(const MatchGuard&) = delete;
    ~MatchGuard() { scope.restore_match(std::move(saved)); }
};
} // namespace

Value Evaluator::eval_case(const Case& c, Scope& scope) {
    MatchGuard guard(scope);
    Value test = evaluate(*c.test, scope);
    const CaseOption* fallback = nullptr;
    for (const CaseOption* opt : c.options) {
        for (Node* const& v : opt->values) {
            if (v->is<LiteralDefault>()) {
                fallback = opt;
                continue;
            }
            for (const Value& candidate : eval_arguments(NodeList<>(&v, 1), scope)) {
                if (case_matches(test, candidate, *v, scope)) {
                    return opt->then_expr != nullptr ? evaluate(*opt->then_expr, scope) : Value();
                }
            }
        }
    }
    if (fallback != nullptr && fallback->then_expr != nullptr) return evaluate(*fallback->then_expr, scope);
    return {};
}

Value Evaluator::eval_selector(const Selector& s, Scope& scope) {
    MatchGuard guard(scope);
    Value test = evaluate(*s.left, scope);
    const SelectorEntry* fallback = nullptr;
    for (const SelectorEntry* e : s.entries) {
        if (e->matching->is<LiteralDefault>()) {
            fallback = e;
            continue;
        }
        for (const Value& candidate : eval_arguments(NodeList<>(&e->matching, 1), scope)) {
            if (case_matches(test, candidate, *e->matching, scope)) return evaluate(*e->value, scope);
        }
    }
    if (fallback != nullptr) return evaluate(*fallback->value, scope);
    fail(s, fmt::format("No matching entry for selector parameter with value '{}'", to_s(test)));
}

std::atomic<bool> g_interrupt_requested{false};

Evaluator::CachedLiteral& Evaluator::literal_slot(const Node& node) {
    const auto bits = static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(&node));
    return m_literals[(bits * 0x9E3779B97F4A7C15ULL) >> (64 - literal_cache_bits)];
}

Value Evaluator::shared_string(std::string_view text) {
    if (text.size() > 64) return Value(text); // (a long literal is seldom written twice)
    Value& slot = m_shared_literals[XXH3_64bits(text.data(), text.size()) >> (64U - shared_literal_bits)];
    if (!slot.is_string() || slot.as_string() != text) slot = Value(text);
    return slot;
}

namespace {

// What tells a scalar item of a literal list from another: its bits, or its heap object (a literal list's
// strings are shared already, by shared_string()); nullopt for a list or hash.
std::optional<std::uint64_t> identity(const Value& v) {
    switch (v.kind()) {
    case runtime::ValueKind::Array:
    case runtime::ValueKind::Hash:
        return std::nullopt;
    case runtime::ValueKind::Boolean:
        return v.as_boolean() ? 1 : 0;
    case runtime::ValueKind::Integer:
        return static_cast<std::uint64_t>(v.as_integer());
    case runtime::ValueKind::Float:
        return std::bit_cast<std::uint64_t>(v.as_float()); // (0.0 and -0.0 apart)
    default:
        return reinterpret_cast<std::uintptr_t>(v.object_ptr().get());
    }
}

} // namespace

Value Evaluator::shared_list(Value list) {
    // Only lists of scalars, found equal by their items' kinds and identities: Value::eql() finds hashes
    // with their keys in another order, and 0.0 and -0.0, equal, which would then be printed as the other.
    const std::vector<Value>& items = list.as_array();
    std::array<std::uint64_t, 32> words{};
    if (items.size() * 2 > words.size()) return list;
    std::size_t n = 0;
    for (const Value& v : items) {
        const std::optional<std::uint64_t> id = identity(v);
        if (!id) return list;
        words[n++] = static_cast<std::uint64_t>(v.kind());
        words[n++] = *id;
    }
    Value& slot = m_shared_literals[XXH3_64bits(words.data(), n * sizeof(std::uint64_t)) >>
                                    (64U - shared_literal_bits)];
    if (slot.is_array() && slot.as_array().size() == items.size() &&
        std::equal(items.begin(), items.end(), slot.as_array().begin(), [](const Value& a, const Value& b) {
            return a.kind() == b.kind() && identity(a) == identity(b);
        }))
        return slot;
    slot = list;
    return list;
}

bool Evaluator::constant_literal(const Node& node) {
    switch (node.kind) {
    case NodeKind::LiteralString:
    case NodeKind::QualifiedName:
    case NodeKind::LiteralInteger:
    case NodeKind::LiteralFloat:
    case NodeKind::LiteralBoolean:
    case NodeKind::LiteralUndef:
    case NodeKind::LiteralDefault:
        return true;
    case NodeKind::LiteralList:
        return std::all_of(node.as<LiteralList>()->values.begin(), node.as<LiteralList>()->values.end(),
                           [](const Node* v) { return constant_literal(*v); });
    case NodeKind::LiteralHash:
        return std::all_of(
            node.as<LiteralHash>()->entries.begin(), node.as<LiteralHash>()->entries.end(),
            [](const KeyedEntry* e) { return constant_literal(*e->key) && constant_literal(*e->value); });
    default:
        return false;
    }
}

Value Evaluator::evaluate(const Node& node, Scope& scope) {
    if (lexer::stack_nearly_exhausted())
        throw TooDeepError("Expression is nested too deeply", location(node));
    if (g_interrupt_requested.load(std::memory_order_relaxed)) [[unlikely]] {
        g_interrupt_requested.store(false);
        throw Interrupted{};
    }
    switch (node.kind) {
    case NodeKind::Nop:
    case NodeKind::LiteralUndef:
        return {};
    case NodeKind::LiteralDefault:
        return Value::default_value();
    case NodeKind::LiteralString:
    case NodeKind::QualifiedName: {
        CachedLiteral& slot = literal_slot(node);
        if (slot.node != &node) {
            slot.value =
                shared_string(node.kind == NodeKind::LiteralString ? node.as<LiteralString>()->value
                                                                   : node.as<QualifiedName>()->value);
            slot.node = &node;
            slot.constant = true;
        }
        return slot.value;
    }
    case NodeKind::LiteralInteger:
        return Value(node.as<LiteralInteger>()->value);
    case NodeKind::LiteralFloat:
        return Value(node.as<LiteralFloat>()->value);
    case NodeKind::LiteralBoolean:
        return Value(node.as<LiteralBoolean>()->value);
    case NodeKind::QualifiedReference:
        return type_reference(*node.as<QualifiedReference>());
    case NodeKind::LiteralRegex: {
        auto cached = m_regexp_literals.find(&node);
        if (cached != m_regexp_literals.end()) return cached->second;
        std::string error;
        auto re = runtime::Regexp::compile(node.as<LiteralRegex>()->pattern, &error);
        if (re == nullptr) fail(node, error);
        return m_regexp_literals.emplace(&node, Value(re)).first->second;
    }
    case NodeKind::Match:
        return eval_match(*node.as<parser::Match>(), scope);
    case NodeKind::LiteralList:
    case NodeKind::LiteralHash: {
        CachedLiteral& slot = literal_slot(node);
        if (slot.node == &node && slot.constant) return slot.value;
        const bool constant = slot.node != &node && constant_literal(node);
        Value v;
        if (node.kind == NodeKind::LiteralList) {
            v = Value(eval_arguments(node.as<LiteralList>()->values, scope));
            if (constant) v = shared_list(std::move(v));
        } else {
            Hash h;
            h.reserve(node.as<LiteralHash>()->entries.size());
            for (const KeyedEntry* e : node.as<LiteralHash>()->entries) {
                Value k = evaluate(*e->key, scope);
                h.set(std::move(k), evaluate(*e->value, scope));
            }
            v = Value(std::move(h));
        }
        // (the elements' evaluation may have taken the slot: it is the same one, filled again)
        slot.node = &node;
        slot.constant = constant;
        slot.value = constant ? v : Value();
        return v;
    }
    case NodeKind::Variable:
        return eval_variable(*node.as<Variable>(), scope);
    case NodeKind::Parenthesized:
        return evaluate(*node.as<Parenthesized>()->expr, scope);
    case NodeKind::Not:
        return Value(!evaluate(*node.as<Not>()->expr, scope).truthy());
    case NodeKind::UnaryMinus: {
        const auto& u = *node.as<UnaryMinus>();
        Value v = evaluate(*u.expr, scope);
        if (v.kind() == runtime::ValueKind::SemVer) // Numeric#-@ coerces to a Float
            fail(node,
                 "Error while evaluating an Unary Minus, can't convert SemanticPuppet::Version into Float");
        return negate(*this, node, v);
    }
    case NodeKind::Unfold: {
        Value v = evaluate(*node.as<Unfold>()->expr, scope);
        if (v.is_array()) return v;
        return Value(std::vector<Value>{v});
    }
    case NodeKind::Text:
        return Value(to_s(evaluate(*node.as<Text>()->expr, scope)));
    case NodeKind::ConcatenatedString: {
        std::string out;
        for (const Node* seg : node.as<ConcatenatedString>()->segments) {
            Value v = evaluate(*seg, scope);
            out += v.is_string() ? v.as_string() : to_s(v);
        }
        return Value(std::move(out));
    }
    case NodeKind::Heredoc:
        return evaluate(*node.as<Heredoc>()->text, scope);
    case NodeKind::Arithmetic: {
        const auto& a = *node.as<Arithmetic>();
        Value l = evaluate(*a.left, scope);
        Value r = evaluate(*a.right, scope);
        return arithmetic(*this, a, l, r);
    }
    case NodeKind::Comparison: {
        const auto& c = *node.as<Comparison>();
        Value l = evaluate(*c.left, scope);
        Value r = evaluate(*c.right, scope);
        return compare(*this, c, l, r);
    }
    case NodeKind::In:
        return eval_in(*node.as<In>(), scope);
    case NodeKind::And: {
        const auto& a = *node.as<And>();
        return Value(evaluate(*a.left, scope).truthy() && evaluate(*a.right, scope).truthy());
    }
    case NodeKind::Or: {
        const auto& o = *node.as<Or>();
        return Value(evaluate(*o.left, scope).truthy() || evaluate(*o.right, scope).truthy());
    }
    case NodeKind::Assignment:
        return eval_assignment(*node.as<Assignment>(), scope);
    case NodeKind::Access:
        return eval_access(*node.as<Access>(), scope);
    case NodeKind::Block: {
        Value last;
        for (const Node* s : node.as<Block>()->statements)
            last = evaluate(*s, scope);
        return last;
    }
    case NodeKind::If: {
        const auto& i = *node.as<If>();
        MatchGuard guard(scope);
        if (evaluate(*i.test, scope).truthy())
            return i.then_expr != nullptr ? evaluate(*i.then_expr, scope) : Value();
        return i.else_expr != nullptr ? evaluate(*i.else_expr, scope) : Value();
    }
    case NodeKind::Unless: {
        const auto& u = *node.as<Unless>();
        MatchGuard guard(scope);
        if (!evaluate(*u.test, scope).truthy())
            return u.then_expr != nullptr ? evaluate(*u.then_expr, scope) : Value();
        return u.else_expr != nullptr ? evaluate(*u.else_expr, scope) : Value();
    }
    case NodeKind::Case:
        return eval_case(*node.as<Case>(), scope);
    case NodeKind::Selector:
        return eval_selector(*node.as<Selector>(), scope);
    case NodeKind::CallNamedFunction: {
        const auto& c = *node.as<CallNamedFunction>();
        return eval_call(c, c.functor, c.arguments, c.lambda, scope, nullptr);
    }
    case NodeKind::CallMethod: {
        const auto& c = *node.as<CallMethod>();
        const auto* na = c.functor->as<NamedAccess>();
        Value receiver = evaluate(*na->left, scope);
        return eval_call(c, na->right, c.arguments, c.lambda, scope, &receiver);
    }
    // Definitions were registered before evaluation; they produce no value.
    case NodeKind::Resource:
        return m_compiler.eval_resource(*node.as<Resource>(), scope);
    case NodeKind::ResourceDefaults:
        return m_compiler.eval_resource_defaults(*node.as<ResourceDefaults>(), scope);
    case NodeKind::ResourceOverride:
        return m_compiler.eval_resource_override(*node.as<ResourceOverride>(), scope);
    case NodeKind::Collect:
        return m_compiler.eval_collect(*node.as<Collect>(), scope);
    case NodeKind::Relationship:
        return m_compiler.eval_relationship(*node.as<Relationship>(), scope);
    case NodeKind::Epp:
        return eval_epp(*node.as<Epp>(), scope);
    case NodeKind::RenderString:
        m_epp_output.back()->emplace_back(std::string(node.as<RenderString>()->value));
        return {};
    case NodeKind::RenderExpression: {
        Value v = evaluate(*node.as<RenderExpression>()->expr, scope);
        if (v.kind() == runtime::ValueKind::Sensitive)
            m_epp_output.back()->push_back(std::move(v));
        else
            m_epp_output.back()->emplace_back(v.is_string() ? v.as_string() : to_s(v));
        return {};
    }
    case NodeKind::FunctionDefinition:
    case NodeKind::HostClassDefinition:
    case NodeKind::ResourceTypeDefinition:
    case NodeKind::NodeDefinition:
    case NodeKind::TypeAlias:
    case NodeKind::TypeMapping:
    case NodeKind::TypeDefinition:
        return {};
    default:
        fail(node, fmt::format("pp cannot evaluate {} expressions yet", kind_name(node.kind)));
    }
}

} // namespace pp::evaluator
