// The REPL's core: inputs, commands, output (session.hpp).
#include "repl/session.hpp"

#include "apply/providers/builtin.hpp"
#include "apply/resource_api.hpp"
#include "evaluator/compiler.hpp"
#include "evaluator/control_flow.hpp"
#include "evaluator/node_scope.hpp"
#include "repl/input.hpp"
#include "runtime/relationship_graph.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/string_converter.hpp"
#include "runtime/type_docs.hpp"
#include "stdlib/stdlib.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <future>
#include <iostream>
#include <set>
#include <sstream>
#include <stdexcept>

namespace pp::repl {

using runtime::Value;

namespace {

constexpr const char* kInputName = "<repl>";

struct CommandInfo {
    std::string_view name;
    std::string_view alias;
    std::string_view args;
    std::string_view help;
};

// The commands, in the order :help lists them.
constexpr CommandInfo kCommands[] = {
    {":help", ":?", "", "Show this list of commands"},
    {":quit", ":q", "", "Leave the REPL (also Ctrl-D)"},
    {":vars", "", "[FILTER]", "Variables set in this session, sorted"},
    {":facts", "", "[FILTER]", "The node's facts, sorted"},
    {":resources", "", "[FILTER]", "Resources declared so far, in declaration order"},
    {":classes", "", "[FILTER]", "Classes declared so far, in order"},
    {":catalog", "", "[json]", "The catalog as a compile would finish it now"},
    {":apply", "", "[--noop]", "Apply the catalog so far to this machine"},
    {":graph", "", "FILE", "Write the catalog's relationship graph (.dot)"},
    {":functions", "", "[FILTER]", "Functions that can be called"},
    {":types", "", "[FILTER]", "Resource types"},
    {":krt", "", "", "Known classes and defined types"},
    {":environment", "", "", "The environment and its modulepath"},
    {":type", ":t", "EXPR", "The Puppet type of a value"},
    {":doc", "", "NAME", "Documentation of a function or resource type"},
    {":load", ":l", "FILE", "Evaluate a manifest file as one input"},
    {":reset", "", "", "Start a new catalog and scope (facts and node stay)"},
    {":trace", "", "[on|off]",
     "After an error, show the classes, defines, functions and templates being evaluated"},
    {":set", "", "node|facts|loglevel X",
     "Set the node name, the facts file (then :reset), or the log level"},
};

// puppet-debugger's words, accepted for the commands when they are the whole first word of a plain line.
constexpr std::pair<std::string_view, std::string_view> kBareWords[] = {
    {"help", ":help"},           {"commands", ":help"},   {"exit", ":quit"},
    {"vars", ":vars"},           {"ls", ":vars"},         {"facts", ":facts"},
    {"resources", ":resources"}, {"classes", ":classes"}, {"functions", ":functions"},
    {"types", ":types"},         {"krt", ":krt"},         {"environment", ":environment"},
    {"play", ":load"},           {"reset", ":reset"},     {"set", ":set"},
};

// puppet-debugger's debugging words that pp does not have.
constexpr std::string_view kUnsupported[] = {"whereami",       "stacktrace",      "benchmark", "bm",
                                             "classification", "facterdb_filter", "ff"};

// The data types a Puppet program can name (Puppet's core types).
constexpr std::string_view kDataTypes[] = {
    "Any",        "Array",   "Binary",      "Boolean",   "Callable", "CatalogEntry", "Class",
    "Collection", "Data",    "Default",     "Deferred",  "Enum",     "Float",        "Hash",
    "Init",       "Integer", "Iterable",    "Iterator",  "NotUndef", "Numeric",      "Object",
    "Optional",   "Pattern", "Regexp",      "Resource",  "RichData", "Runtime",      "ScalarData",
    "Scalar",     "SemVer",  "SemVerRange", "Sensitive", "String",   "Struct",       "Timespan",
    "Timestamp",  "Tuple",   "Type",        "TypeSet",   "Undef",    "URI",          "Variant",
};

// Statement calls whose value is always undef: nothing is printed after them.
constexpr std::string_view kStatementFunctions[] = {
    "include", "require", "contain", "tag",   "notice",  "info", "warning",       "err",
    "debug",   "alert",   "crit",    "emerg", "realize", "fail", "hiera_include",
};

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())) != 0)
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())) != 0)
        s.remove_suffix(1);
    return s;
}

bool matches(std::string_view name, std::string_view filter) {
    return filter.empty() || runtime::downcase(name).find(runtime::downcase(filter)) != std::string::npos;
}

// `%p`: the value as Puppet code (StringConverter), which can be pasted back.
std::string literal(const Value& v) {
    return runtime::convert_to_string(v, Value("%p"));
}

// A value after ` => `: one line, or a long hash with one key per line and `=>` aligned.
std::string display(const Value& v) {
    std::string line = literal(v);
    if (!v.is_hash() || line.size() <= 76 || v.as_hash().size() < 2) return line;
    std::vector<std::pair<std::string, std::string>> entries;
    std::size_t width = 0;
    for (const auto& [k, val] : v.as_hash()) {
        entries.emplace_back(literal(k), literal(val));
        width = std::max(width, entries.back().first.size());
    }
    std::string out = "{\n";
    for (std::size_t i = 0; i < entries.size(); ++i)
        out += fmt::format("  {:<{}} => {}{}\n", entries[i].first, width, entries[i].second,
                           i + 1 < entries.size() ? "," : "");
    return out + "}";
}

// A `:command` name, its alias resolved; empty when unknown.
std::string_view canonical(std::string_view name) {
    for (const CommandInfo& c : kCommands)
        if (c.name == name || (!c.alias.empty() && c.alias == name)) return c.name;
    return {};
}

// The first word of a plain line (words of letters, digits and path characters only), when it is one of
// puppet-debugger's command words: the line is then that command, not Puppet code.
std::optional<std::pair<std::string_view, std::string_view>> bare_command(std::string_view line) {
    for (char c : line) {
        if (std::isalnum(static_cast<unsigned char>(c)) == 0 &&
            std::string_view(" \t_:./-~").find(c) == std::string_view::npos)
            return std::nullopt;
    }
    std::size_t end = line.find_first_of(" \t");
    std::string_view word = line.substr(0, end);
    std::string_view rest = end == std::string_view::npos ? std::string_view{} : trim(line.substr(end));
    for (const auto& [bare, command] : kBareWords)
        if (word == bare) return std::pair{command, rest};
    for (std::string_view w : kUnsupported)
        if (word == w) return std::pair{word, rest};
    return std::nullopt;
}

// The last statement of a program's body (the node whose value the input has).
const parser::Node* last_statement(const parser::Program& program) {
    const parser::Node* body = program.body;
    while (body != nullptr && body->is<parser::Block>()) {
        const auto& statements = body->as<parser::Block>()->statements;
        if (statements.empty()) return nullptr;
        body = statements.back();
    }
    return body;
}

// Whether an input ending in `last` shows no value: definitions, and calls of statement functions.
bool shows_nothing(const parser::Node* last) {
    if (last == nullptr) return true;
    switch (last->kind) {
    case parser::NodeKind::Nop:
    case parser::NodeKind::HostClassDefinition:
    case parser::NodeKind::ResourceTypeDefinition:
    case parser::NodeKind::FunctionDefinition:
    case parser::NodeKind::NodeDefinition:
    case parser::NodeKind::TypeAlias:
    case parser::NodeKind::TypeMapping:
    case parser::NodeKind::TypeDefinition:
    case parser::NodeKind::ResourceDefaults:
    case parser::NodeKind::ResourceOverride:
    case parser::NodeKind::Collect:
    case parser::NodeKind::Relationship:
        return true;
    default:
        break;
    }
    const parser::Node* functor = nullptr;
    if (const auto* call = last->as<parser::CallNamedFunction>()) functor = call->functor;
    if (functor != nullptr && functor->is<parser::QualifiedName>()) {
        std::string_view name = functor->as<parser::QualifiedName>()->value;
        for (std::string_view f : kStatementFunctions)
            if (name == f) return true;
    }
    return false;
}

} // namespace

struct Session::State {
    evaluator::Scope* top = nullptr;         ///< the compilation's
    evaluator::Evaluator* ev = nullptr;      ///< the compilation's
    evaluator::Compiler* compiler = nullptr; ///< the compilation's
    std::size_t initial_variables = 0;       ///< the top scope's variables before the first input (facts...)
    const parser::Node* at = nullptr;        ///< a node of the REPL's own, for calls made outside an input
};

Session::Session(Options options) : m_options(std::move(options)) {
    driver::CompileOptions c;
    c.modulepath = cli::effective_modulepath(m_options.modulepath, m_options.env);
    c.env = m_options.env;
    c.facts_file = m_options.facts_file;
    c.certname = m_options.certname;
    c.strict = m_options.strict;
    c.strict_variables = m_options.strict_variables;
    c.verbose = m_options.verbose;
    c.debug = m_options.debug;
    c.color = m_options.color;
    m_c = std::make_unique<driver::Compilation>(std::move(c)); // throws SetupError (--facts)
    reset();
}

Session::~Session() = default;

void Session::reset() {
    m_state.reset();
    stdlib::forget_template_values();
    auto s = std::make_unique<State>();
    if (const parser::ParsedFile* empty = m_c->load_text(kInputName, "")) s->at = empty->program;
    m_c->reset(s->at);
    s->top = &m_c->top();
    s->ev = &m_c->evaluator();
    s->compiler = &m_c->compiler();
    s->initial_variables =
        s->top->variables_so_far().size(); // late facts join later, and are skipped by name
    s->compiler->begin_session(*s->top);
    m_state = std::move(s);
}

std::string Session::prompt() const {
    return fmt::format("{}:{} ", m_inputs + 1, m_buffer.empty() ? ">>" : "..");
}

bool Session::report_errors(const lexer::Diagnostics& diags) {
    return m_c->report(diags);
}

Fed Session::feed(std::string_view line) {
    if (m_buffer.empty()) {
        std::string_view text = trim(line);
        if (text.empty()) return Fed::Nothing;
        // a command: `:name` (a Puppet statement never starts with a single colon), or a debugger word
        if (text.size() > 1 && text[0] == ':' &&
            (std::isalpha(static_cast<unsigned char>(text[1])) != 0 || text[1] == '?')) {
            std::size_t end = text.find_first_of(" \t");
            ++m_inputs;
            return command(text.substr(0, end),
                           end == std::string_view::npos ? std::string_view{} : trim(text.substr(end)));
        }
        if (auto bare = bare_command(text)) {
            ++m_inputs;
            return command(bare->first, bare->second);
        }
    }
    m_buffer += line;
    m_buffer += '\n';
    if (input_status(m_buffer) == InputStatus::Incomplete) return Fed::Incomplete;
    std::string text = std::move(m_buffer);
    m_buffer.clear();
    ++m_inputs;
    return evaluate(text, kInputName);
}

Fed Session::end_of_input() {
    if (m_buffer.empty()) return Fed::Nothing;
    std::string text = std::move(m_buffer);
    m_buffer.clear();
    ++m_inputs;
    lexer::Diagnostics diags;
    m_c->environment().load_text(kInputName, text, diags);
    report_errors(diags);
    return Fed::Failed;
}

Fed Session::evaluate(const std::string& text, const std::string& name) {
    lexer::Diagnostics diags;
    m_c->environment().forget_listings(); // (files written since the last input are found)
    const parser::ParsedFile* parsed = m_c->environment().load_text(name, text, diags);
    if (report_errors(diags) || parsed == nullptr) return Fed::Failed;
    State& s = *m_state;
    try {
        Value value = s.compiler->evaluate_input(*parsed->program, parsed->file, *s.top);
        print_value(value, *parsed->program);
        return Fed::Done;
    } catch (const evaluator::EvalError& e) {
        m_c->report(e, parsed->file);
    } catch (const evaluator::Interrupted&) {
        std::cerr << "Interrupted\n";
    }
    return Fed::Failed;
}

void Session::print_value(const Value& value, const parser::Node& program) {
    const parser::Node* last = last_statement(*program.as<parser::Program>());
    if (shows_nothing(last)) return;
    if (last->is<parser::Resource>()) {
        // what `puppet resource` prints, for each resource the expression declared
        std::vector<Value> refs;
        if (value.is_array()) {
            for (const Value& v : value.as_array())
                refs.push_back(v);
        } else {
            refs.push_back(value);
        }
        bool printed = false;
        for (const Value& ref : refs) {
            if (const runtime::CatalogResource* r = m_state->compiler->find_resource(ref)) {
                print_resource(*r);
                printed = true;
            }
        }
        if (printed) return;
    }
    std::cout << " => " << display(value) << "\n";
}

void Session::print_resource(const runtime::CatalogResource& r) {
    std::vector<std::pair<std::string, Value>> attributes;
    for (const auto& [k, v] : r.params)
        if (!v.is_undef()) attributes.emplace_back(k, v);
    std::string title = r.type == "Class" ? runtime::downcase(r.title) : r.title;
    std::cout << cli::to_manifest(runtime::downcase(r.type), title, std::move(attributes)) << "\n";
}

std::vector<std::string> Session::resource_types() {
    std::set<std::string> names;
    evaluator::Evaluator& ev = *m_state->ev;
    for (const runtime::TypeSchema& t : runtime::builtin_type_schemas())
        if (ev.compiler().type_schema(t.name) != nullptr) names.insert(t.name);
    for (const runtime::TypeSchema& t : m_c->eval_options().types)
        names.insert(t.name);
    // the modules' types (lib/puppet/type/NAME.rb)
    for (const auto& [module, dir] : m_c->environment().modules()) {
        std::error_code ec;
        for (const auto& e : std::filesystem::directory_iterator(dir + "/lib/puppet/type", ec))
            if (e.path().extension() == ".rb") names.insert(e.path().stem().string());
    }
    for (const std::string& d : ev.compiler().known_definitions().defines)
        names.insert(d);
    return {names.begin(), names.end()};
}

std::vector<std::string> Session::known_classes() {
    if (!m_module_classes_read) {
        m_module_classes_read = true;
        // every manifests/**/*.pp of the modulepath names a class or defined type by its path
        for (const auto& [module, dir] : m_c->environment().modules()) {
            std::error_code ec;
            const std::filesystem::path root = std::filesystem::path(dir) / "manifests";
            for (auto it = std::filesystem::recursive_directory_iterator(root, ec);
                 !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
                if (it->path().extension() != ".pp") continue;
                std::string rel =
                    std::filesystem::relative(it->path(), root, ec).replace_extension().string();
                if (rel == "init") {
                    m_module_classes.push_back(module);
                    continue;
                }
                std::string name = module + "::";
                for (char c : rel)
                    name += c == '/' ? std::string("::") : std::string(1, c);
                m_module_classes.push_back(name);
            }
        }
    }
    std::set<std::string> names(m_module_classes.begin(), m_module_classes.end());
    for (const std::string& c : m_state->compiler->known_definitions().classes)
        names.insert(c);
    return {names.begin(), names.end()};
}

Fed Session::command(std::string_view name, std::string_view rest) {
    for (std::string_view w : kUnsupported) {
        if (name == w) {
            std::cerr << fmt::format("Error: '{}' is a puppet-debugger command that pp repl does not have\n",
                                     name);
            return Fed::Failed;
        }
    }
    std::string_view cmd = canonical(name);
    State& s = *m_state;
    evaluator::Evaluator& ev = *s.ev;
    if (cmd.empty()) {
        std::cerr << fmt::format("Error: Unknown command '{}' (:help lists the commands)\n", name);
        return Fed::Failed;
    }
    if (cmd == ":help") {
        std::cout << "pp repl: evaluate Puppet code; values print as Puppet code after ' => '.\n"
                     "An input continues while it is incomplete (open brackets, strings, heredocs);\n"
                     "Ctrl-C drops it. Keep `} else {` and `->` on the line they continue.\n\n";
        for (const CommandInfo& c : kCommands) {
            std::string left = std::string(c.name);
            if (!c.alias.empty()) left += ", " + std::string(c.alias);
            if (!c.args.empty()) left += " " + std::string(c.args);
            std::cout << fmt::format("  {:<24} {}\n", left, c.help);
        }
        return Fed::Done;
    }
    if (cmd == ":quit") return Fed::Quit;
    if (cmd == ":vars") {
        std::vector<std::pair<std::string, Value>> vars;
        const auto& all = s.top->variables();
        const Value* facts = s.top->lookup_local("facts");
        for (std::size_t i = s.initial_variables; i < all.size(); ++i) {
            bool fact = facts != nullptr && facts->is_hash() &&
                        facts->as_hash().contains(Value(std::string(all[i].first)));
            if (!fact && matches(all[i].first, rest))
                vars.emplace_back(std::string(all[i].first), all[i].second);
        }
        std::sort(vars.begin(), vars.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& [n, v] : vars)
            std::cout << fmt::format("${} = {}\n", n, literal(v));
        return Fed::Done;
    }
    if (cmd == ":facts") {
        std::vector<std::pair<std::string, const Value*>> facts;
        // $facts: the node's, with the modules' custom facts (resolved now if they were not yet)
        const Value* all = s.top->lookup_local("facts");
        if (all != nullptr && all->is_hash())
            for (const auto& [k, v] : all->as_hash())
                if (k.is_string() && matches(k.as_string(), rest)) facts.emplace_back(k.as_string(), &v);
        std::sort(facts.begin(), facts.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (const auto& [n, v] : facts)
            std::cout << fmt::format("{} => {}\n", n, literal(*v));
        return Fed::Done;
    }
    if (cmd == ":resources") {
        for (const runtime::CatalogResource& r : ev.compiler().catalog().resources()) {
            if (r.type == "Class" || r.type == "Stage" || r.type == "Node") continue;
            std::string ref = fmt::format("{}['{}']", r.type, r.title);
            if (!matches(ref, rest)) continue;
            std::cout << ref << (r.is_virtual ? (r.exported ? " (exported)" : " (virtual)") : "") << "\n";
        }
        return Fed::Done;
    }
    if (cmd == ":classes") {
        for (const std::string& c : ev.compiler().catalog().classes())
            if (c != "settings" && c != "main" && matches(c, rest)) std::cout << c << "\n";
        return Fed::Done;
    }
    if (cmd == ":krt") {
        auto known = ev.compiler().known_definitions();
        std::cout << "classes:\n";
        for (const std::string& c : known.classes)
            std::cout << "  " << c << "\n";
        std::cout << "defined types:\n";
        for (const std::string& d : known.defines)
            std::cout << "  " << d << "\n";
        return Fed::Done;
    }
    if (cmd == ":environment") {
        std::cout << "environment: " << m_options.env.environment << "\nmodulepath:\n";
        for (const std::string& dir : m_c->environment().modulepath())
            std::cout << "  " << dir << "\n";
        return Fed::Done;
    }
    if (cmd == ":functions") {
        std::set<std::pair<std::string, std::string>> names;
        for (const auto& [n, info] : m_c->functions().all())
            if (matches(n, rest) && ev.find_native_function(n) != nullptr)
                names.emplace(n, info.module.empty() ? "builtin" : info.module);
        for (const std::string& f : ev.compiler().known_definitions().functions)
            if (matches(f, rest)) names.emplace(f, "puppet");
        std::size_t width = 0;
        for (const auto& [n, origin] : names)
            width = std::max(width, n.size());
        for (const auto& [n, origin] : names)
            std::cout << fmt::format("{:<{}}  {}\n", n, width, origin);
        return Fed::Done;
    }
    if (cmd == ":types") {
        for (const std::string& t : resource_types())
            if (matches(t, rest)) std::cout << t << "\n";
        return Fed::Done;
    }
    if (cmd == ":type") {
        if (rest.empty()) {
            std::cerr << "Error: :type needs an expression\n";
            return Fed::Failed;
        }
        lexer::Diagnostics diags;
        const parser::ParsedFile* parsed = m_c->environment().load_text(kInputName, std::string(rest), diags);
        if (report_errors(diags) || parsed == nullptr) return Fed::Failed;
        try {
            Value v = ev.compiler().evaluate_input(*parsed->program, parsed->file, *s.top);
            Value detailed =
                ev.call_function("type", std::vector<Value>{v}, nullptr, *s.top, *parsed->program);
            Value general = ev.call_function("type", std::vector<Value>{v, Value("generalized")}, nullptr,
                                             *s.top, *parsed->program);
            std::cout << " => " << literal(detailed) << "\n";
            if (literal(general) != literal(detailed))
                std::cout << "    generalized: " << literal(general) << "\n";
            return Fed::Done;
        } catch (const evaluator::EvalError& e) {
            m_c->report(e, parsed->file);
        } catch (const evaluator::Interrupted&) {
            std::cerr << "Interrupted\n";
        }
        return Fed::Failed;
    }
    if (cmd == ":doc") {
        std::string target(rest);
        if (target.empty()) {
            std::cerr << "Error: :doc needs a function or resource type name\n";
            return Fed::Failed;
        }
        if (const evaluator::FunctionInfo* f = ev.find_native_function(target)) {
            std::cout << fmt::format("{}({})\n", f->name, f->signature);
            if (!f->doc.empty()) std::cout << "\n" << runtime::scrub_doc(f->doc) << "\n";
            return Fed::Done;
        }
        if (const runtime::TypeDoc* t = runtime::builtin_type_docs().find(runtime::downcase(target))) {
            std::cout << t->name << "\n" << std::string(t->name.size(), '=') << "\n" << t->doc() << "\n\n";
            std::cout << "Attributes:\n";
            for (const runtime::AttributeDoc& a : t->attributes)
                if (a.kind != "meta") std::cout << "  " << a.name << " (" << a.kind << ")\n";
            return Fed::Done;
        }
        if (const runtime::TypeSchema* schema = ev.compiler().type_schema(runtime::downcase(target))) {
            std::cout << schema->name << " (from " << schema->source << ")\n\nAttributes:\n";
            for (const runtime::AttributeSchema& a : schema->attributes)
                std::cout << "  " << a.name << "\n";
            return Fed::Done;
        }
        std::cerr << fmt::format(
            "Error: No documentation for '{}': not a function or resource type pp knows\n", target);
        return Fed::Failed;
    }
    if (cmd == ":load") {
        std::string path(rest);
        std::ifstream in(path, std::ios::binary);
        if (path.empty() || !in) {
            std::cerr << fmt::format("Error: Could not read '{}'\n", path);
            return Fed::Failed;
        }
        std::stringstream text;
        text << in.rdbuf();
        return evaluate(text.str(), path);
    }
    if (cmd == ":reset") {
        reset();
        return Fed::Done;
    }
    if (cmd == ":trace") {
        if (rest != "" && rest != "on" && rest != "off") {
            std::cerr << "Error: :trace on | :trace off\n";
            return Fed::Failed;
        }
        bool on = rest.empty() ? !m_c->options().trace : rest == "on";
        m_c->set_trace(on);
        std::cout << "Trace of evaluation errors: " << (on ? "on" : "off") << "\n";
        return Fed::Done;
    }
    if (cmd == ":set") {
        std::size_t space = rest.find_first_of(" \t");
        std::string_view what = rest.substr(0, space);
        std::string arg(space == std::string_view::npos ? std::string_view{} : trim(rest.substr(space)));
        if (what == "loglevel" && (arg == "debug" || arg == "info" || arg == "notice")) {
            m_options.verbose = arg == "info";
            m_options.debug = arg == "debug";
            m_c->logger().set_levels(m_options.verbose, m_options.debug);
            return Fed::Done;
        }
        if ((what == "node" || what == "facts") && !arg.empty()) {
            std::string error;
            std::string facts = what == "facts" ? arg : m_options.facts_file;
            std::string certname = what == "node" ? arg : m_options.certname;
            auto node = driver::load_node(facts, certname, m_options.env.environment, error);
            if (!node) {
                std::cerr << "Error: " << error << "\n";
                return Fed::Failed;
            }
            if (facts.empty())
                node->late_facts = driver::late_custom_facts(m_c->environment().modulepath(), &m_c->logger());
            m_options.facts_file = facts;
            m_options.certname = certname;
            m_c->set_node(std::move(*node));
            reset();
            return Fed::Done;
        }
        std::cerr << "Error: :set node NAME | :set facts FILE | :set loglevel debug|info|notice\n";
        return Fed::Failed;
    }
    // the commands that finish a copy of the catalog
    if (cmd == ":graph" && rest.empty()) {
        std::cerr << "Error: :graph needs a FILE to write\n";
        return Fed::Failed;
    }
    runtime::Catalog catalog;
    try {
        catalog = ev.compiler().finished_catalog();
    } catch (const evaluator::EvalError& e) {
        m_c->report(e, 0);
        return Fed::Failed;
    }
    if (cmd == ":catalog") {
        if (rest == "json") {
            std::cout << catalog.to_json(m_c->node().certname, m_options.env.environment,
                                         static_cast<std::int64_t>(std::time(nullptr)))
                      << "\n";
            return Fed::Done;
        }
        for (const runtime::CatalogResource& r : catalog.resources()) {
            if (r.is_virtual || r.type == "Stage" || r.type == "Node") continue;
            if (r.type == "Class" && (r.title == "main" || r.title == "Settings")) continue;
            print_resource(r);
        }
        return Fed::Done;
    }
    if (cmd == ":graph") {
        try {
            auto graph = runtime::RelationshipGraph::populate_from(catalog);
            std::ofstream out(std::string(rest), std::ios::binary | std::ios::trunc);
            out << graph.to_dot("Relationships");
            if (!out) {
                std::cerr << fmt::format("Error: Could not write {}\n", rest);
                return Fed::Failed;
            }
        } catch (const runtime::GraphError& e) {
            std::cerr << "Error: " << e.what() << "\n";
            return Fed::Failed;
        }
        std::cout << "Wrote " << rest << "\n";
        return Fed::Done;
    }
    // :apply [--noop]
    if (!rest.empty() && rest != "--noop") {
        std::cerr << "Error: :apply takes only --noop\n";
        return Fed::Failed;
    }
    cli::ApplyArgs args;
    args.noop = rest == "--noop";
    args.verbose = m_options.verbose;
    args.debug = m_options.debug;
    args.modulepath = m_options.modulepath;
    args.env = m_options.env;
    args.strict = m_options.strict;
    args.provider_root = m_options.provider_root;
    args.vardir = m_options.vardir.empty() ? cli::default_vardir() : m_options.vardir;
    apply::Log log(std::cout, std::cerr, cli::log_level(args), true);
    std::future<apply::StateFile> state = std::async(
        std::launch::deferred, [path = args.vardir + "/state/state.yaml"] { return apply::StateFile(path); });
    driver::ApplyRunOptions options = cli::apply_options(args);
    options.facts = m_c->node().facts; // what modules' Ruby providers read with Facter.value
    return driver::apply_compiled(catalog, options, log, state) == 0 && log.errors() == 0 ? Fed::Done
                                                                                          : Fed::Failed;
}

std::vector<std::string> Session::completions(std::string_view before, std::string_view word) {
    std::vector<std::string> out;
    auto add = [&](std::string_view candidate) {
        if (candidate.substr(0, word.size()) == word) out.emplace_back(candidate);
    };
    const bool at_start = trim(before).empty() && m_buffer.empty();
    if (!word.empty() && word[0] == ':' && at_start) {
        for (const CommandInfo& c : kCommands)
            add(c.name);
        return out;
    }
    if (!word.empty() && word[0] == '$') {
        std::set<std::string> names;
        // the names known so far: completing a name does not resolve the late (custom) facts
        for (const auto& [n, v] : m_state->top->variables_so_far())
            names.insert("$" + std::string(n));
        for (const std::string& n : names)
            add(n);
        return out;
    }
    // inside `type { 'title': ... }`: the type's attributes
    std::string text = m_buffer + std::string(before);
    std::size_t brace = text.rfind('{');
    if (brace != std::string::npos && text.find('}', brace) == std::string::npos &&
        text.find(':', brace) != std::string::npos) {
        std::size_t end = text.find_last_not_of(" \t\n", brace == 0 ? 0 : brace - 1);
        std::size_t start = end;
        while (start > 0 && (std::isalnum(static_cast<unsigned char>(text[start - 1])) != 0 ||
                             text[start - 1] == '_' || text[start - 1] == ':'))
            --start;
        if (end != std::string::npos && end >= start) {
            std::string type = runtime::downcase(text.substr(start, end - start + 1));
            std::vector<std::string> attributes;
            if (type == "class") {
                // class { 'name': the class's parameters
                std::size_t q = text.find_first_of("'\"", brace);
                std::size_t q2 = q == std::string::npos ? q : text.find(text[q], q + 1);
                if (q2 != std::string::npos)
                    attributes = m_state->compiler->definition_parameters(
                        runtime::downcase(text.substr(q + 1, q2 - q - 1)), true);
            } else if (const runtime::TypeSchema* schema = m_state->compiler->type_schema(type)) {
                for (const runtime::AttributeSchema& a : schema->attributes)
                    attributes.push_back(a.name);
            } else {
                attributes = m_state->compiler->definition_parameters(type, false);
            }
            if (!attributes.empty() || type == "class") {
                for (const std::string& a : attributes)
                    add(a);
                for (const std::string& m : runtime::metaparameters())
                    add(m);
                std::sort(out.begin(), out.end());
                return out;
            }
        }
    }
    std::set<std::string> names;
    if (!word.empty() && std::isupper(static_cast<unsigned char>(word[0])) != 0) {
        for (std::string_view t : kDataTypes)
            names.emplace(t);
        for (const std::string& t : resource_types()) {
            std::string cap;
            bool up = true;
            for (char c : t) {
                cap += up ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
                up = c == ':';
            }
            names.insert(cap);
        }
    } else {
        for (const auto& [n, info] : m_c->functions().all())
            if (n.substr(0, word.size()) == word && m_state->ev->find_native_function(n) != nullptr)
                names.insert(n);
        for (const std::string& f : m_state->compiler->known_definitions().functions)
            names.insert(f);
        for (const std::string& t : resource_types())
            names.insert(t);
        for (const std::string& c : known_classes())
            names.insert(c);
        if (at_start)
            for (const auto& [bare, command] : kBareWords)
                names.emplace(bare);
    }
    for (const std::string& n : names)
        add(n);
    return out;
}

} // namespace pp::repl
