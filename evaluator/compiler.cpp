// The catalog compiler: setting up a compilation, its entry points (a main manifest, the REPL's inputs), node
// matching, the queue of defined types and collectors, and finishing the catalog (metaparameters,
// relationships, parameter checks). Declarations: declarations.cpp; defaults, overrides, collectors and
// relationships: collectors.cpp.
#include "evaluator/compiler_detail.hpp"
#include "evaluator/control_flow.hpp"
#include "evaluator/ruby_functions.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>

namespace pp::evaluator {

using namespace parser;
using namespace detail;
using runtime::Catalog;
using runtime::CatalogResource;

Compiler::Compiler(lexer::SourceManager& sm, FunctionRegistry& functions, Logger& logger, EvalOptions options)
    : m_sm(sm), m_definitions(sm), m_state(std::make_unique<CompilerState>(options.types)),
      m_evaluator(*this, sm, functions, logger, std::move(options)) {
    // Catalog#resource: `Type[title]` also finds the resource whose uniqueness key the title gives
    m_state->catalog.set_title_normalizer(
        [](const void* context, std::string_view type,
           std::string_view title) -> std::optional<runtime::Catalog::UniquenessKey> {
            auto* state = static_cast<CompilerState*>(const_cast<void*>(context));
            const runtime::TypeSchema* schema = state->schema(type);
            if (schema == nullptr) return std::nullopt;
            // one key attribute that the title gives unchanged: the key is the title, already looked up
            if (schema->title_is_key(title)) return std::nullopt;
            auto from_title = schema->parse_title(title);
            return uniqueness_key(schema, type, title,
                                  [&](const std::string& n) -> std::optional<std::string> {
                                      for (const auto& [k, t] : from_title)
                                          if (k == n) return t;
                                      return std::nullopt;
                                  });
        },
        m_state.get());
    m_state->ruby_types = [this](std::string_view name, const std::filesystem::path& file) {
        const Value* facts = m_state->top != nullptr ? m_state->top->lookup("facts") : nullptr;
        return load_type_in_ruby(m_evaluator, facts != nullptr ? *facts : Value(runtime::Hash{}), name,
                                 file.string());
    };
}

Compiler::~Compiler() = default;

void Compiler::set_environment(loader::Environment* env) {
    m_definitions.set_environment(env);
    m_state->env = env;
    m_state->module_types.reset();
    m_state->forget_types_looked_up();
    m_evaluator.forget_module_functions();
}

runtime::Catalog& Compiler::catalog() {
    return m_state->catalog;
}

bool Compiler::builtin_resource_type(std::string_view lower_name) const {
    return m_state->schema(lower_name) != nullptr;
}

const runtime::TypeSchema* Compiler::type_schema(std::string_view lower_name) {
    return m_state->schema(lower_name);
}

bool Compiler::is_resource_type(std::string_view name) {
    std::string key = lower(strip_colons(name));
    return builtin_resource_type(key) || m_definitions.find_define(key) != nullptr;
}

bool Compiler::is_class(std::string_view name) {
    std::string key = lower(strip_colons(name));
    return key == "main" || key == "settings" || m_definitions.find_class(key) != nullptr;
}

Scope* Compiler::class_scope(std::string_view name) {
    auto it = m_state->class_scopes.find(lower(strip_colons(name)));
    return it == m_state->class_scopes.end() ? nullptr : it->second;
}

Scope* Compiler::node_scope() const {
    return m_state->node_scope;
}

std::vector<std::string> Compiler::definition_parameters(std::string_view lower_name, bool is_class_def) {
    std::vector<std::string> out;
    if (is_class_def ? !is_class(lower_name) : !is_resource_type(lower_name)) return out;
    const Definition* def =
        is_class_def ? m_definitions.loaded_class(lower_name) : m_definitions.loaded_define(lower_name);
    if (def == nullptr) return out;
    const parser::NodeList<parser::Parameter>* params = nullptr;
    if (const auto* d = def->ast->as<parser::ResourceTypeDefinition>()) params = &d->parameters;
    if (const auto* c = def->ast->as<parser::HostClassDefinition>()) params = &c->parameters;
    if (params != nullptr)
        for (const parser::Parameter* p : *params)
            out.emplace_back(p->name);
    return out;
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

void Compiler::evaluate_node(Scope& top) {
    detail::CompilerState& c = *m_state;
    if (m_definitions.nodes().empty()) return;
    const std::string& name = m_evaluator.options().node_name;
    const Definition* found = nullptr;
    std::string matched;
    bool regex_node = false;
    std::vector<Value> node_match; // a regex node's match: $0, $1... in its body
    // the node's name exactly, then the first regex that matches it, then `default`
    for (const auto& d : m_definitions.nodes()) {
        for (const Node* m : d.ast->as<NodeDefinition>()->host_matches) {
            if (m->is<LiteralRegex>() || m->is<LiteralDefault>()) continue;
            std::string n = node_match_name(m_evaluator, *m, top);
            if (n == lower(name)) {
                found = &d;
                matched = n;
            }
        }
        if (found != nullptr) break;
    }
    if (found == nullptr) {
        for (const auto& d : m_definitions.nodes()) {
            for (const Node* m : d.ast->as<NodeDefinition>()->host_matches) {
                if (!m->is<LiteralRegex>()) continue;
                Value re = m_evaluator.evaluate_in(*m, d.file, top);
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
        for (const auto& d : m_definitions.nodes()) {
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
    for (std::string_view t : c.catalog.at(c.main_class).tags)
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
        Evaluator::InFile guard(m_evaluator, found->file);
        m_evaluator.evaluate(*def->body, s);
    }
}

void Compiler::start_compilation(Scope& top) {
    detail::CompilerState& c = *m_state;
    if (c.started) return;
    c.started = true;
    c.top = &top;
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

Value Compiler::evaluate_program(const Program& program, lexer::FileId file, Scope& scope) {
    return compile_files({{&program, file}}, scope);
}

Value Compiler::compile_files(const std::vector<std::pair<const Program*, lexer::FileId>>& files,
                              Scope& scope) {
    for (const auto& [program, file] : files)
        m_definitions.add(*program, file);
    start_compilation(scope);
    Value result;
    try {
        for (const auto& [program, file] : files) {
            if (program->body != nullptr)
                result = m_evaluator.evaluate_program_body(*program->body, file, scope);
        }
        evaluate_node(scope);
        resolve_pending();
        finish_catalog();
    } catch (const BreakSignal& b) {
        throw EvalError("break() from context where this is illegal", b.where).set_bare();
    } catch (const NextSignal& n) {
        throw EvalError("next() from context where this is illegal", n.where).set_bare();
    } catch (const ReturnSignal& r) {
        throw EvalError("return() from context where this is illegal", r.where).set_bare();
    }
    return result;
}

void Compiler::begin_session(Scope& top) {
    start_compilation(top);
}

Value Compiler::evaluate_input(const Program& program, lexer::FileId file, Scope& top) {
    m_definitions.add(program, file);
    start_compilation(top);
    Value result;
    try {
        if (program.body != nullptr) result = m_evaluator.evaluate_program_body(*program.body, file, top);
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

runtime::Catalog Compiler::finished_catalog() {
    detail::CompilerState& c = *m_state;
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

void Compiler::add_resource_metaparams() {
    // Compiler#add_resource_metaparams: walking containment breadth-first from Class[main], a container's
    // non-relationship metaparameters (its own and those it got) go to what it contains, unless set there.
    // Only what main contains takes part: a class is contained by its stage, not by main.
    detail::CompilerState& c = *m_state;
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

void Compiler::resolve_pending() {
    detail::CompilerState& c = *m_state;
    // Compiler#evaluate_generators: collectors first, then the defined types not evaluated yet (those a
    // collector just realized included, in catalog order), until a pass adds nothing
    while (true) {
        bool progress = run_collectors();
        std::vector<PendingDefine> batch;
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

void Compiler::finish_catalog() {
    detail::CompilerState& c = *m_state;
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
        std::function<void(const Operand&, bool, std::vector<std::pair<std::size_t, std::string>>&)>
            resources_of = [&](const Operand& op, bool source, auto& out) {
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
        const runtime::TypeSchema* schema = c.schema(res.type);
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
                    Location where;
                    if (const Origin* o = c.origin(r)) where = {o->file, o->at->begin, o->at->end, true};
                    throw EvalError(fmt::format("No title provided and {} is not a valid resource reference",
                                                runtime::ruby_inspect_string(ref.as_string())),
                                    where)
                        .set_bare();
                }
                const CatalogResource* target = parts ? c.catalog.find(parts->first, parts->second) : nullptr;
                if (target == nullptr || target->is_virtual) {
                    Location where;
                    if (const Origin* o = c.origin(r)) where = {o->file, o->at->begin, o->at->end, true};
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
