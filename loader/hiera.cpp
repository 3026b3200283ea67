// The lookup itself (PUP:lib/puppet/pops/lookup/lookup_adapter.rb and the providers): the layers are
// searched (global, environment, module) and merged with the strategy asked for or given by lookup_options;
// each layer's hierarchy levels are searched and merged the same way; values are interpolated when found;
// dotted keys dig into the value found. The explanation tree records each step where Puppet records it.
#include "loader/hiera.hpp"

#include "loader/hiera_config.hpp"
#include "loader/hiera_explain.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <glob.h>
#include <map>
#include <unordered_map>

namespace pp::loader::hiera {

using runtime::Hash;
using Node = Explainer::Node;
using Found = std::optional<Value>;

namespace {

constexpr std::string_view kLookupOptions = "lookup_options";

// [+-]?[0-9]+, the whole of `s`
bool is_integer_text(std::string_view s) {
    if (!s.empty() && (s.front() == '+' || s.front() == '-')) s.remove_prefix(1);
    return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
}

// An interpolation's method call, NAME("KEY") or NAME('KEY') (Hiera's ^(\w+)\((?:"([^"]+)"|'([^']+)')\)$):
// its name and key. (Matched by hand: compiling that std::regex cost every compile with Hiera data a tenth
// of a millisecond.)
bool method_call(std::string_view expr, std::string& name, std::string& key) {
    auto word = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    };
    std::size_t i = 0;
    while (i < expr.size() && word(expr[i]))
        ++i;
    // NAME ( quote, at least one character, quote )
    if (i == 0 || expr.size() < i + 5 || expr[i] != '(' || expr.back() != ')') return false;
    const char quote = expr[i + 1];
    if ((quote != '"' && quote != '\'') || expr[expr.size() - 2] != quote) return false;
    const std::string_view inner = expr.substr(i + 2, expr.size() - i - 4);
    if (inner.find(quote) != std::string_view::npos) return false;
    name = std::string(expr.substr(0, i));
    key = std::string(inner);
    return true;
}

bool exists(const std::string& path) {
    std::error_code ec;
    return std::filesystem::exists(path, ec);
}

std::string join_path(const std::string& dir, const std::string& rel) {
    if (!rel.empty() && rel.front() == '/') return rel;
    if (dir.empty()) return rel;
    return dir.back() == '/' ? dir + rel : dir + "/" + rel;
}

// A lookup key: its root and the segments after it (`a.b.0`: root a, segments b and 0) (LookupKey).
struct Key {
    std::string text;
    std::string root;
    std::vector<Value> segments;
    std::string module_name;
};

// SubLookup#split_key: dot-separated segments, quoted ones taken literally, unquoted numbers as integers.
std::vector<Value> split_key(const std::string& key,
                             const std::function<std::string(const std::string&)>& error) {
    if (key.find_first_of("'\".") == std::string::npos) return {Value(key)};
    std::vector<Value> out;
    std::size_t i = 0;
    const std::size_t n = key.size();
    while (true) {
        std::size_t start = i;
        while (i < n && key[i] == ' ')
            ++i;
        if (i < n && (key[i] == '"' || key[i] == '\'')) {
            char q = key[i];
            std::size_t close = key.find(q, i + 1);
            if (close == std::string::npos || close == i + 1) throw LookupError(error("Syntax error"));
            out.emplace_back(key.substr(i + 1, close - i - 1));
            i = close + 1;
            while (i < n && key[i] == ' ')
                ++i;
        } else {
            i = start;
            std::size_t end = key.find_first_of("'\".", i);
            if (end == std::string::npos) end = n;
            if (end == i) throw LookupError(error("Syntax error"));
            std::string seg = key.substr(i, end - i);
            std::size_t a = seg.find_first_not_of(' ');
            std::size_t b = seg.find_last_not_of(' ');
            seg = a == std::string::npos ? std::string() : seg.substr(a, b - a + 1);
            if (!out.empty() && is_integer_text(seg))
                out.emplace_back(static_cast<std::int64_t>(std::stoll(seg)));
            else
                out.emplace_back(seg);
            i = end;
        }
        if (i == n) break;
        if (key[i] != '.') throw LookupError(error("Syntax error"));
        ++i;
        if (i == n) throw LookupError(error("Syntax error"));
    }
    return out;
}

Key make_key(const std::string& text) {
    Key k;
    k.text = text;
    auto segs =
        split_key(text, [&](const std::string& p) { return fmt::format("{} in key: '{}'", p, text); });
    k.root = segs.front().is_string() ? segs.front().as_string() : runtime::ruby_to_s(segs.front());
    k.segments.assign(segs.begin() + 1, segs.end());
    std::size_t q = k.root.find("::");
    if (q != std::string::npos) k.module_name = q == 0 ? k.root : k.root.substr(0, q);
    return k;
}

std::string segment_text(const Value& v) {
    return v.is_string() ? v.as_string() : runtime::ruby_to_s(v);
}

} // namespace

// ---- the per-compilation state (LookupAdapter) ----

struct Provider {
    Layer layer = Layer::Global;
    std::string module_name;
    std::shared_ptr<Config> config;
    [[nodiscard]] std::string name() const {
        std::string place = layer == Layer::Global        ? "Global"
                            : layer == Layer::Environment ? "Environment"
                                                          : "Module";
        std::string n = place + " ";
        if (layer == Layer::Module) n += "\"" + module_name + "\" ";
        return n + "Data Provider (" + Config::name() + ")";
    }
};

// A hierarchy level with its locations resolved for this lookup's scope.
struct Location {
    std::string path;
    std::string original;
    bool exists = false;
};
struct ResolvedLevel {
    const Level* level;
    bool has_locations = false;
    std::vector<Location> locations;
};

struct LookupOptions {
    std::optional<Hash> keys;
    std::vector<std::pair<std::shared_ptr<const runtime::Regexp>, Value>> patterns;
};

struct Hiera::State {
    std::optional<Provider> global;
    bool global_done = false;
    std::optional<Provider> environment;
    bool environment_done = false;
    std::map<std::string, std::optional<Provider>, std::less<>> modules;
    std::map<std::string, Value, std::less<>> data; ///< data files by path
    /// Whether each data file path resolved so far exists: looked at once a compilation, where every
    /// lookup resolves every hierarchy level's paths again (in a large compile, a hundred times over).
    std::unordered_map<std::string, bool> exists;
    // lookup_options by module name ("" for keys outside modules), compiled
    std::map<std::string, std::optional<LookupOptions>, std::less<>> lookup_options;
    bool global_options_done = false;
    std::optional<Value> global_options;
    bool env_options_done = false;
    std::optional<Value> env_options;
};

namespace {

// An invocation (Invocation): what one lookup carries through the layers.
struct Inv {
    Hiera& hiera;
    Hiera::State& st;
    const Settings& settings;
    const Variables& vars;
    Explainer* ex;
    const Hash* overrides;
    const Hash* defaults;
    std::vector<std::string>* stack;
    std::string module_name;
    std::string top_key;
    bool hiera_call = false;
    // variables set for one mapped path
    const std::pair<std::string, Value>* local = nullptr;

    template <typename F>
    auto with(Node::Kind kind, std::string label, std::string detail, F&& f) {
        if (ex == nullptr) return f();
        Node* saved = ex->current;
        ex->current = ex->current->add(kind, std::move(label), std::move(detail));
        struct Pop {
            Explainer* ex;
            Node* saved;
            ~Pop() { ex->current = saved; }
        } pop{ex, saved};
        return f();
    }
    template <typename F>
    auto with_merge(const Merge& m, F&& f) {
        return with(Node::Kind::Merge, "", "", [&] {
            if (ex != nullptr) ex->current->merge = m;
            return f();
        });
    }
    void found(const std::string& key, const Value& v, Node::Event e = Node::Event::Found) {
        if (ex == nullptr) return;
        ex->current->event = e;
        ex->current->key = key;
        ex->current->value = v;
    }
    void not_found(const std::string& key) {
        if (ex == nullptr) return;
        ex->current->event = Node::Event::NotFound;
        ex->current->key = key;
    }
    void result(const Value& v) {
        if (ex == nullptr) return;
        ex->current->event = Node::Event::Result;
        ex->current->value = v;
    }
    void location_not_found() {
        if (ex != nullptr) ex->current->event = Node::Event::LocationNotFound;
    }
    void merge_source(const std::string& s) {
        if (ex != nullptr) ex->current->add(Node::Kind::MergeSource, s);
    }
    void module_event(const std::string& m, Node::Event e) {
        if (ex != nullptr) ex->current->add(Node::Kind::Module, m)->event = e;
    }
    void text(const std::string& t) {
        if (ex != nullptr) ex->current->texts.push_back(t);
    }
    // Invocation#check: a name already being looked up is a recursion
    template <typename F>
    auto check(const std::string& name, F&& f) {
        if (std::find(stack->begin(), stack->end(), name) != stack->end()) {
            std::string names;
            for (const auto& s : *stack)
                names += (names.empty() ? "" : ", ") + s;
            throw LookupError(fmt::format("Recursive lookup detected in [{}]", names));
        }
        stack->push_back(name);
        struct Pop {
            std::vector<std::string>* s;
            ~Pop() { s->pop_back(); }
        } pop{stack};
        return f();
    }
    // a new invocation for a nested lookup, sharing the explainer and the recursion stack
    [[nodiscard]] Inv sub() const {
        Inv i{hiera, st, settings, vars, ex, overrides, defaults, stack, {}, {}, hiera_call, nullptr};
        return i;
    }
};

// MergeStrategy#lookup over `n` variants.
template <typename F>
Found merge_lookup(const Merge& m, std::size_t n, Inv& inv, F&& variant) {
    if (m.kind == Merge::Kind::First || m.kind == Merge::Kind::Default) {
        for (std::size_t i = 0; i < n; ++i)
            if (Found r = variant(i)) return r;
        return std::nullopt;
    }
    if (n == 0) return std::nullopt;
    if (n == 1) {
        Found r = variant(0);
        if (!r) return r;
        return m.single(*r);
    }
    return inv.with_merge(m, [&]() -> Found {
        Found memo;
        for (std::size_t i = 0; i < n; ++i) {
            Found r = variant(i);
            if (!r) continue;
            memo = memo ? m.merge(*memo, *r) : m.convert(*r);
        }
        if (memo) inv.result(*memo);
        return memo;
    });
}

Found lookup_key(const std::string& key_text, Inv& inv, std::optional<Merge> merge);
Value interpolate(const Value& v, Inv& inv, bool allow_methods);

// SubLookup#sub_lookup: digs into `value` by the key's segments; not found when one is missing.
Found sub_lookup(const std::string& key, Inv& inv, const std::vector<Value>& segments, Value value) {
    std::string joined;
    for (const Value& s : segments)
        joined += (joined.empty() ? "" : ".") + segment_text(s);
    return inv.with(Node::Kind::SubLookup, joined, "", [&]() -> Found {
        for (const Value& seg : segments) {
            bool ok = inv.with(Node::Kind::Segment, "", "", [&]() -> bool {
                const std::string st = segment_text(seg);
                if (value.is_undef()) {
                    inv.not_found(st);
                    return false;
                }
                if (seg.is_integer() && value.is_array()) {
                    std::int64_t i = seg.as_integer();
                    if (i < 0 || i >= static_cast<std::int64_t>(value.as_array().size())) {
                        inv.not_found(st);
                        return false;
                    }
                    value = value.as_array()[static_cast<std::size_t>(i)];
                } else {
                    if (!value.is_hash())
                        throw LookupError(
                            fmt::format("Data Provider type mismatch: Got {} when a hash-like object "
                                        "was expected to access value using '{}' from key '{}'",
                                        runtime::ruby_class_name(value), st, key));
                    const Value* v = value.as_hash().find(seg);
                    if (v == nullptr) {
                        inv.not_found(st);
                        return false;
                    }
                    value = *v;
                }
                inv.found(st, value);
                return true;
            });
            if (!ok) return std::nullopt;
        }
        return value;
    });
}

Found dig(const Key& key, Inv& inv, const Found& value) {
    if (!value || key.segments.empty()) return value;
    return sub_lookup(key.text, inv, key.segments, *value);
}

// ---- interpolation (Interpolation) ----

// `scope[name]` with the lookup's overrides and defaults (the `scope` interpolation method).
std::optional<Value> scope_lookup(const std::string& key, Inv& inv, const std::string& subject) {
    auto segs =
        split_key(key, [&](const std::string& p) { return fmt::format("{} in string: {}", p, subject); });
    std::string root = segment_text(segs.front());
    std::vector<Value> rest(segs.begin() + 1, segs.end());
    std::optional<Value> value =
        inv.with(Node::Kind::Scope, "Global Scope", "", [&]() -> std::optional<Value> {
            if (inv.overrides != nullptr) {
                if (const Value* o = inv.overrides->find(Value(root))) {
                    inv.found(root, *o, Node::Event::FoundInOverrides);
                    return *o;
                }
            }
            std::optional<Value> v;
            if (inv.local != nullptr && inv.local->first == root)
                v = inv.local->second;
            else if (inv.vars)
                v = inv.vars(root);
            if (!v) {
                if (inv.defaults != nullptr) {
                    if (const Value* d = inv.defaults->find(Value(root))) {
                        inv.found(root, *d, Node::Event::FoundInDefaults);
                        return *d;
                    }
                }
                return std::nullopt;
            }
            inv.found(root, *v);
            return v;
        });
    if (value && !value->is_undef() && !rest.empty()) value = sub_lookup(key, inv, rest, *value);
    return value;
}

std::string trim(const std::string& s) {
    std::size_t a = s.find_first_not_of(" \t\r\n\f\v");
    if (a == std::string::npos) return {};
    std::size_t b = s.find_last_not_of(" \t\r\n\f\v");
    return s.substr(a, b - a + 1);
}

// A global lookup of `key` made by an interpolation (lookup, hiera, alias): '' when nothing has it.
Value interpolation_lookup(const std::string& key, Inv& inv) {
    Inv sub = inv.sub();
    Key k = make_key(key);
    sub.module_name = k.module_name;
    sub.top_key = key;
    Found r = lookup_key(key, sub, std::nullopt);
    return r ? *r : Value("");
}

Value interpolate_string(const std::string& subject, Inv& inv, bool allow_methods) {
    return inv.with(Node::Kind::Interpolate, subject, "", [&]() -> Value {
        std::string out;
        std::size_t pos = 0;
        while (true) {
            std::size_t open = subject.find("%{", pos);
            if (open == std::string::npos) break;
            std::size_t close = subject.find('}', open + 2);
            if (close == std::string::npos) break;
            out += subject.substr(pos, open - pos);
            std::string expr = trim(subject.substr(open + 2, close - open - 2));
            const std::string match = subject.substr(open, close - open + 1);
            pos = close + 1;
            if (expr.empty() || expr == "::" || expr == "\"\"" || expr == "''" || expr == "\"::\"" ||
                expr == "'::'")
                continue;
            std::string method_key = "scope";
            std::string key = expr;
            if (method_call(expr, method_key, key) && !allow_methods)
                throw IssueError("Interpolation using method syntax is not allowed in this context");
            Value value;
            if (method_key == "alias") {
                if (subject != match)
                    throw LookupError(
                        "'alias' interpolation is only permitted if the expression is equal to the "
                        "entire string");
                return interpolation_lookup(key, inv);
            }
            if (method_key == "lookup" || method_key == "hiera") {
                value = interpolation_lookup(key, inv);
            } else if (method_key == "scope") {
                std::optional<Value> v = scope_lookup(key, inv, subject);
                value = v ? *v : Value();
            } else if (method_key == "literal") {
                value = Value(key);
            } else {
                throw IssueError(fmt::format("Unknown interpolation method '{}'", method_key));
            }
            value = inv.check(method_key == "scope" ? "scope:" + key : key,
                              [&] { return interpolate(value, inv, allow_methods); });
            out += runtime::ruby_to_s(value);
        }
        out += subject.substr(pos);
        return Value(out);
    });
}

Value interpolate(const Value& v, Inv& inv, bool allow_methods) {
    if (v.is_string()) {
        if (v.as_string().find("%{") == std::string::npos) return v;
        return interpolate_string(v.as_string(), inv, allow_methods);
    }
    if (v.is_array()) {
        std::vector<Value> out;
        out.reserve(v.as_array().size());
        for (const Value& e : v.as_array())
            out.push_back(interpolate(e, inv, allow_methods));
        return Value(std::move(out));
    }
    if (v.is_hash()) {
        Hash out;
        for (const auto& [k, e] : v.as_hash()) {
            // the key first, as Ruby evaluates `result[interpolate(k)] = interpolate(v)`
            Value key = interpolate(k, inv, allow_methods);
            out.set(std::move(key), interpolate(e, inv, allow_methods));
        }
        return Value(std::move(out));
    }
    return v;
}

std::string interpolate_path(const std::string& s, Inv& inv) {
    Value v = interpolate(Value(s), inv, false);
    return runtime::ruby_to_s(v);
}

// ---- hierarchy levels (HieraConfigV5#create_configured_data_providers, LocationResolver) ----

std::vector<ResolvedLevel> resolve_levels(const Provider& p, Inv& outer) {
    // locations are resolved quietly: Puppet's explanation does not show these interpolations
    Inv inv = outer;
    inv.ex = nullptr;
    const Config& c = *p.config;
    if (!c.deferred_error.empty()) throw IssueError(c.deferred_error);
    const bool is_default = c.path.empty();
    std::vector<ResolvedLevel> out;
    for (const Level& level : c.hierarchy) {
        ResolvedLevel r{&level, !level.location_key.empty(), {}};
        std::string datadir = interpolate_path(join_path(c.root, level.datadir), inv);
        const std::string& lk = level.location_key;
        if (lk == "path" || lk == "paths") {
            for (const std::string& declared : level.locations) {
                std::string path = join_path(datadir, interpolate_path(declared, inv));
                auto [known, fresh] = inv.st.exists.try_emplace(path, false);
                if (fresh) known->second = exists(path);
                const bool ex = known->second;
                if (is_default && !ex) continue;
                r.locations.push_back({path, declared, ex});
            }
        } else if (lk == "glob" || lk == "globs") {
            for (const std::string& declared : level.locations) {
                std::string pattern = join_path(datadir, interpolate_path(declared, inv));
                glob_t g{};
                if (::glob(pattern.c_str(), GLOB_BRACE, nullptr, &g) == 0) {
                    for (std::size_t i = 0; i < g.gl_pathc; ++i) {
                        std::string path = g.gl_pathv[i];
                        std::error_code ec;
                        if (std::filesystem::is_directory(path, ec)) continue;
                        r.locations.push_back({path, pattern, true});
                    }
                }
                globfree(&g);
            }
        } else if (lk == "mapped_paths" && level.locations.size() == 3) {
            std::optional<Value> mapped = scope_lookup(level.locations[0], inv, "mapped_path[0]");
            std::vector<Value> vars;
            if (mapped && mapped->is_string())
                vars.push_back(*mapped);
            else if (mapped && mapped->is_array())
                vars = mapped->as_array();
            for (const Value& var : vars) {
                std::pair<std::string, Value> local{level.locations[1], var};
                Inv with_local = inv;
                with_local.local = &local;
                std::string path = join_path(datadir, interpolate_path(level.locations[2], with_local));
                r.locations.push_back({path, level.locations[2], exists(path)});
            }
        } else if (lk == "uri" || lk == "uris") {
            for (const std::string& declared : level.locations)
                r.locations.push_back({interpolate_path(declared, inv), declared, true});
        }
        if (is_default && r.has_locations && r.locations.empty()) continue;
        out.push_back(std::move(r));
    }
    return out;
}

const Value& data_file(Inv& inv, const Provider& p, const std::string& path, const std::string& function) {
    auto it = inv.st.data.find(path);
    if (it != inv.st.data.end()) return it->second;
    Value data = read_data_file(path, function);
    if (p.layer == Layer::Module) {
        // a module's data may only hold keys of its namespace (ModuleDataProvider#validate_data_hash)
        const std::string prefix = p.module_name + "::";
        Hash kept;
        for (const auto& [k, v] : data.as_hash()) {
            if (k.is_string() && (k.as_string() == kLookupOptions || k.as_string().starts_with(prefix))) {
                kept.set(k, v);
                continue;
            }
            if (inv.settings.warn)
                inv.settings.warn(
                    fmt::format("Module '{}': Value returned from data_hash function '{}', when using "
                                "location '{}', must use keys qualified with the name of the module",
                                p.module_name, function, path));
        }
        data = Value(std::move(kept));
    }
    return inv.st.data.emplace(path, std::move(data)).first->second;
}

// DataHashFunctionProvider#unchecked_key_lookup for one level
Found level_lookup(const Provider& p, const ResolvedLevel& rl, const Key& key, Inv& inv, const Merge& merge) {
    const Level& level = *rl.level;
    return inv.with(Node::Kind::DataProvider, "Hierarchy entry \"" + level.name + "\"", "", [&]() -> Found {
        if (level.function_kind != "data_hash" ||
            (level.function != "yaml_data" && level.function != "json_data")) {
            std::string where =
                p.config->path.empty() ? std::string() : fmt::format(" (file: {})", p.config->path);
            throw IssueError(fmt::format("Unable to find '{}' function named '{}'{}", level.function_kind,
                                         level.function, where));
        }
        if (!rl.has_locations)
            throw LookupError("one of 'path', 'paths' 'glob', 'globs' or 'mapped_paths' must be declared in "
                              "hiera.yaml when using this data_hash function");
        return merge_lookup(merge, rl.locations.size(), inv, [&](std::size_t i) -> Found {
            const Location& loc = rl.locations[i];
            return inv.with(Node::Kind::Location, loc.path, loc.original, [&]() -> Found {
                if (!loc.exists) {
                    inv.location_not_found();
                    return std::nullopt;
                }
                const Value& data = data_file(inv, p, loc.path, level.function);
                const Value* v = data.as_hash().find(Value(key.root));
                if (v == nullptr) {
                    inv.not_found(key.root);
                    return std::nullopt;
                }
                Value value = interpolate(*v, inv, true);
                inv.found(key.root, value);
                return value;
            });
        });
    });
}

// ConfiguredDataProvider#key_lookup
Found provider_lookup(const Provider& p, const Key& key, Inv& inv, const Merge& merge) {
    return inv.check(key.text, [&]() -> Found {
        return inv.with(Node::Kind::DataProvider, p.name(), p.config->path, [&]() -> Found {
            if (inv.ex != nullptr) inv.ex->current->module = p.module_name;
            std::vector<ResolvedLevel> levels = resolve_levels(p, inv);
            if (levels.empty()) {
                inv.not_found(key.text);
                return std::nullopt;
            }
            return merge_lookup(merge, levels.size(), inv,
                                [&](std::size_t i) { return level_lookup(p, levels[i], key, inv, merge); });
        });
    });
}

const Provider* global_provider(Inv& inv) {
    if (!inv.st.global_done) {
        inv.st.global_done = true;
        const std::string& path = inv.settings.global_config;
        if (!path.empty()) {
            std::string root = std::filesystem::path(path).parent_path().string();
            inv.st.global =
                Provider{Layer::Global, {}, load_config(path, root, Layer::Global, inv.settings.warn)};
        }
    }
    return inv.st.global ? &*inv.st.global : nullptr;
}

const Provider* environment_provider(Inv& inv) {
    if (!inv.st.environment_done) {
        inv.st.environment_done = true;
        const std::string& dir = inv.settings.environment_dir;
        if (!dir.empty() && exists(join_path(dir, "hiera.yaml"))) {
            auto config =
                load_config(join_path(dir, "hiera.yaml"), dir, Layer::Environment, inv.settings.warn);
            if (config) inv.st.environment = Provider{Layer::Environment, {}, config};
        }
    }
    return inv.st.environment ? &*inv.st.environment : nullptr;
}

const Provider* module_provider(Inv& inv, const std::string& module, bool* module_exists) {
    std::optional<std::string> dir = inv.settings.module_dir ? inv.settings.module_dir(module) : std::nullopt;
    *module_exists = dir.has_value();
    auto it = inv.st.modules.find(module);
    if (it == inv.st.modules.end()) {
        std::optional<Provider> p;
        if (dir && exists(join_path(*dir, "hiera.yaml"))) {
            auto config = load_config(join_path(*dir, "hiera.yaml"), *dir, Layer::Module, inv.settings.warn);
            if (config) p = Provider{Layer::Module, module, config};
        }
        it = inv.st.modules.emplace(module, std::move(p)).first;
    }
    return it->second ? &*it->second : nullptr;
}

Found lookup_global(const Key& key, Inv& inv, const Merge& merge) {
    const Provider* p = global_provider(inv);
    if (p == nullptr) return std::nullopt;
    try {
        return provider_lookup(*p, key, inv, merge);
    } catch (const IssueError&) {
        throw;
    } catch (const TypeAssertionError&) {
        throw;
    } catch (const LookupError& e) {
        throw LookupError(fmt::format("Lookup of key '{}' failed: {}", inv.top_key, e.what()));
    }
}

Found lookup_in_environment(const Key& key, Inv& inv, const Merge& merge) {
    const Provider* p = environment_provider(inv);
    if (p == nullptr) return std::nullopt;
    return provider_lookup(*p, key, inv, merge);
}

Found lookup_in_module(const Key& key, Inv& inv, const Merge& merge) {
    if (inv.module_name.empty()) return std::nullopt;
    bool module_exists = false;
    const Provider* p = module_provider(inv, inv.module_name, &module_exists);
    if (p == nullptr) {
        inv.module_event(inv.module_name,
                         module_exists ? Node::Event::ModuleProviderNotFound : Node::Event::ModuleNotFound);
        return std::nullopt;
    }
    return provider_lookup(*p, key, inv, merge);
}

Found do_lookup(const Key& key, Inv& inv, const Merge& merge) {
    Found r = merge_lookup(merge, 3, inv, [&](std::size_t i) -> Found {
        switch (i) {
        case 0:
            return lookup_global(key, inv, merge);
        case 1:
            return lookup_in_environment(key, inv, merge);
        default:
            return lookup_in_module(key, inv, merge);
        }
    });
    return dig(key, inv, r);
}

// ---- lookup_options ----

std::optional<Value> validate_options(const Found& options, const std::string& module_name) {
    if (!options) return std::nullopt;
    if (!options->is_hash()) throw LookupError("value of lookup_options must be a hash");
    if (module_name.empty()) return options;
    const std::string prefix = module_name + "::";
    for (const auto& [k, v] : options->as_hash()) {
        const std::string key = k.is_string() ? k.as_string() : std::string();
        if (key.starts_with("^")) {
            if (key.substr(1, prefix.size()) != prefix)
                throw LookupError(
                    fmt::format("all lookup_options patterns must match a key starting with module name '{}'",
                                module_name));
        } else if (!key.starts_with(prefix)) {
            throw LookupError(
                fmt::format("all lookup_options keys must start with module name '{}'", module_name));
        }
    }
    return options;
}

std::optional<LookupOptions> compile_patterns(const std::optional<Value>& options) {
    if (!options) return std::nullopt;
    LookupOptions lo;
    Hash keys;
    for (const auto& [k, v] : options->as_hash()) {
        if (k.is_string() && k.as_string().starts_with("^")) {
            std::string error;
            auto re = runtime::Regexp::compile(k.as_string(), &error);
            if (!re)
                throw LookupError(
                    fmt::format("invalid lookup_options pattern '{}': {}", k.as_string(), error));
            lo.patterns.emplace_back(std::move(re), v);
        } else {
            keys.set(k, v);
        }
    }
    if (!keys.empty()) lo.keys = std::move(keys);
    return lo;
}

std::optional<Value> global_options(Inv& meta, const Merge& hash) {
    if (!meta.st.global_options_done) {
        meta.st.global_options_done = true;
        Key k = make_key(std::string(kLookupOptions));
        meta.st.global_options = validate_options(lookup_global(k, meta, hash), "");
    }
    return meta.st.global_options;
}

std::optional<Value> env_options(Inv& meta, const Merge& hash) {
    if (!meta.st.env_options_done) {
        std::optional<Value> global = global_options(meta, hash);
        meta.st.env_options_done = true;
        Key k = make_key(std::string(kLookupOptions));
        std::optional<Value> env = validate_options(lookup_in_environment(k, meta, hash), "");
        if (!global)
            meta.st.env_options = env;
        else if (!env)
            meta.st.env_options = global;
        else
            meta.st.env_options = hash.merge(*global, *env);
    }
    return meta.st.env_options;
}

// LookupAdapter#retrieve_lookup_options
std::optional<LookupOptions> retrieve_options(const std::string& module_name, Inv& inv) {
    Inv meta = inv.sub();
    meta.module_name = inv.module_name;
    meta.top_key = std::string(kLookupOptions);
    const Merge hash = Merge::of(Merge::Kind::Hash);
    return meta.with(Node::Kind::Top, std::string(kLookupOptions), "", [&]() -> std::optional<LookupOptions> {
        std::optional<Value> opts = env_options(meta, hash);
        if (!module_name.empty()) {
            if (!meta.st.lookup_options.contains("")) meta.st.lookup_options[""] = compile_patterns(opts);
            Key k = make_key(std::string(kLookupOptions));
            Inv mod = meta;
            mod.module_name = module_name;
            std::optional<Value> module_opts = validate_options(lookup_in_module(k, mod, hash), module_name);
            if (!opts) {
                opts = module_opts;
            } else if (module_opts) {
                const std::string names[2] = {"Global and Environment", "Module " + module_name};
                opts = merge_lookup(hash, 2, meta, [&](std::size_t i) -> Found {
                    return meta.with(Node::Kind::Scope, names[i], "", [&]() -> Found {
                        const Value& v = i == 0 ? *opts : *module_opts;
                        meta.found(std::string(kLookupOptions), v);
                        return v;
                    });
                });
            }
        }
        return compile_patterns(opts);
    });
}

const Value* options_for(const Key& key, Inv& inv) {
    auto it = inv.st.lookup_options.find(key.module_name);
    if (it == inv.st.lookup_options.end()) {
        std::optional<LookupOptions> lo = retrieve_options(key.module_name, inv);
        it = inv.st.lookup_options.insert_or_assign(key.module_name, std::move(lo)).first;
    }
    if (!it->second) return nullptr;
    const LookupOptions& lo = *it->second;
    if (lo.keys) {
        if (const Value* v = lo.keys->find(Value(key.root))) return v;
    }
    for (const auto& [re, v] : lo.patterns)
        if (re->matches(key.root)) return &v;
    return nullptr;
}

// LookupAdapter#lookup
Found lookup_key(const std::string& key_text, Inv& inv, std::optional<Merge> merge) {
    if (key_text == kLookupOptions || key_text.starts_with(std::string(kLookupOptions) + ".")) {
        inv.with(Node::Kind::InvalidKey, std::string(kLookupOptions), "", [] { return 0; });
        return std::nullopt;
    }
    Key key = make_key(key_text);
    inv.top_key = key_text;
    inv.module_name = key.module_name;
    const Value* options = options_for(key, inv);
    if (!merge) {
        const Value* m =
            options != nullptr && options->is_hash() ? options->as_hash().find(Value("merge")) : nullptr;
        if (m != nullptr) {
            merge = Merge::from_value(*m);
            inv.merge_source(std::string(kLookupOptions));
        }
    }
    const Merge strategy = merge ? *merge : Merge{};
    Found r = inv.with(Node::Kind::Top, key_text, "", [&] { return do_lookup(key, inv, strategy); });
    if (!r) return r;
    const Value* convert_to =
        options != nullptr && options->is_hash() ? options->as_hash().find(Value("convert_to")) : nullptr;
    if (convert_to == nullptr) return r;
    std::vector<Value> spec =
        convert_to->is_array() ? convert_to->as_array() : std::vector<Value>{*convert_to};
    if (spec.empty()) return r;
    if (spec[0].is_string()) {
        std::string error;
        runtime::TypePtr t = runtime::parse_type(spec[0].as_string(), &error);
        if (!t)
            throw LookupError(
                fmt::format("Invalid data type in lookup_options for key '{}' could not parse '{}', "
                            "error: '{}",
                            key_text, spec[0].as_string(), error));
        spec[0] = Value(t);
    }
    if (!inv.settings.convert)
        throw LookupError(
            fmt::format("The convert_to lookup_option for key '{}' raised error: no conversion is "
                        "available here",
                        key_text));
    std::vector<Value> args{spec[0], *r};
    args.insert(args.end(), spec.begin() + 1, spec.end());
    try {
        Value converted = inv.settings.convert(args);
        const Value spec_value(spec);
        inv.text(fmt::format("Applying convert_to lookup_option with arguments {}",
                             inv.settings.to_s ? inv.settings.to_s(spec_value)
                                               : runtime::ruby_inspect(spec_value)));
        return converted;
    } catch (const LookupError&) {
        throw;
    } catch (const std::exception& e) {
        throw LookupError(
            fmt::format("The convert_to lookup_option for key '{}' raised error: {}", key_text, e.what()));
    }
}

void check_type(const runtime::TypePtr& t, const Value& v, const std::string& subject) {
    if (t) assert_type(*t, v, subject);
}

} // namespace

Hiera::Hiera(Settings settings) : m_settings(std::move(settings)), m_state(std::make_unique<State>()) {}
Hiera::~Hiera() = default;

Value Hiera::lookup(const Request& req, const Variables& vars, Explainer* explainer) {
    std::vector<std::string> stack;
    Inv inv{
        *this,  *m_state, m_settings, vars,           explainer, &req.override_values, &req.default_values,
        &stack, {},       {},         req.hiera_call, nullptr};
    std::optional<Merge> merge;
    if (req.merge && !req.merge->is_undef()) merge = Merge::from_value(*req.merge);
    std::optional<Value> answer;
    for (const std::string& name : req.names) {
        if (const Value* o = req.override_values.find(Value(name))) {
            check_type(req.value_type, *o, fmt::format("Value found for key '{}' in override hash", name));
            answer = *o;
            break;
        }
        Inv one = inv;
        Found r = lookup_key(name, one, merge);
        if (r) {
            check_type(req.value_type, *r, "Found value");
            answer = *r;
            break;
        }
    }
    if (!answer && !req.default_values.empty()) {
        for (const std::string& name : req.names) {
            if (const Value* d = req.default_values.find(Value(name))) {
                check_type(req.value_type, *d,
                           fmt::format("Value found for key '{}' in default values hash", name));
                answer = *d;
                break;
            }
        }
    }
    if (answer) return *answer;
    if (req.default_block) {
        std::vector<Value> names(req.names.begin(), req.names.end());
        Value v = req.default_block(req.names_array ? Value(std::move(names)) : names.front());
        check_type(req.value_type, v, "Value returned from default block");
        return v;
    }
    if (req.default_value) {
        check_type(req.value_type, *req.default_value, "Default value");
        return *req.default_value;
    }
    if (req.names.size() == 1)
        throw LookupError(
            fmt::format("Function lookup() did not find a value for the name '{}'", req.names[0]));
    std::string list;
    for (const std::string& n : req.names)
        list += (list.empty() ? "'" : ", '") + n + "'";
    throw LookupError(fmt::format("Function lookup() did not find a value for any of the names [{}]", list));
}

std::optional<Value> Hiera::search(const std::string& key, const Variables& vars, Explainer* explainer) {
    std::vector<std::string> stack;
    Inv inv{*this, *m_state, m_settings, vars, explainer, nullptr, nullptr, &stack, {}, {}, false, nullptr};
    return lookup_key(key, inv, std::nullopt);
}

} // namespace pp::loader::hiera
