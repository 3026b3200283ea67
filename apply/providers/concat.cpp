// puppetlabs-concat's `concat_file` and `concat_fragment` (concat/lib/puppet/type/concat_file.rb,
// concat_fragment.rb). Neither manages anything itself: concat_file generates a `file` for its path when the
// run starts and, when its turn comes, gives that file the content of its fragments, sorted and joined.
#include "apply/providers/builtin.hpp"
#include "apply/providers/file.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <variant>

namespace pp::apply {

namespace {

std::string text_of(const Value& v) {
    if (v.is_string()) return v.as_string();
    return runtime::ruby_to_s(v);
}

// The parameters concat_file hands to its file when they are set, and the metaparameters (all but the
// relationships and tags).
constexpr std::string_view kFileParams[] = {
    "path",     "owner",   "group",   "mode",    "replace",      "backup",   "selinux_ignore_defaults",
    "selrange", "selrole", "seltype", "seluser", "validate_cmd", "show_diff"};
constexpr std::string_view kFileMetaparams[] = {"noop", "schedule", "audit", "loglevel", "stage"};

// A fragment's sort key part as decompound gives it: digits become an Integer.
using KeyPart = std::variant<long long, std::string>;

KeyPart decompound_part(const std::string& s) {
    if (!s.empty() && s.size() < 19 &&
        std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::stoll(s);
    return s;
}

struct Fragment {
    std::string key; ///< "<order>___<name>"
    std::string content;
};

class ConcatFragmentProvider final : public PropertylessProvider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "concat_fragment"; }
    [[nodiscard]] State should(const Resource& r) const override {
        const Value* target = r.param("target");
        const Value* content = r.param("content");
        const Value* source = r.param("source");
        if (target != nullptr && !target->is_undef() && !target->is_string())
            throw parameter_failure(r, "target", "Target must be a String");
        if (content != nullptr && !content->is_undef() && !content->is_string())
            throw parameter_failure(r, "content", "Content must be a String");
        if (source != nullptr && !source->is_undef() && !source->is_string() && !source->is_array())
            throw parameter_failure(r, "source", "Content must be a String or Array");
        if (const Value* order = r.param("order"); order != nullptr && !order->is_undef()) {
            if (!order->is_string() && !order->is_integer())
                throw parameter_failure(r, "order", "$order is not a string or integer.");
            const std::string text = text_of(*order);
            if (text.find_first_of(":\n/") != std::string::npos)
                throw parameter_failure(r, "order", "Order cannot contain '/', ':', or '\\n'.");
        }
        const bool has_target = target != nullptr && !target->is_undef();
        const Value* tag = r.param("tag");
        if (!has_target && (tag == nullptr || tag->is_undef()))
            throw validation_failure(r, "No 'target' or 'tag' set");
        const bool has_content = content != nullptr && !content->is_undef();
        const bool has_source = source != nullptr && !source->is_undef();
        if (!has_content && !has_source) throw validation_failure(r, "Set either 'source' or 'content'");
        if (has_content && has_source)
            throw validation_failure(r, "Can't use 'source' and 'content' at the same time");
        return {};
    }
};

class ConcatFileProvider final : public PropertylessProvider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "concat_file"; }
    // `ensure` is decided by the parameter itself (concat_file#exists?), so it is always in sync
    [[nodiscard]] std::vector<std::string> properties() const override { return {}; }
    [[nodiscard]] bool generates() const override { return true; }

    [[nodiscard]] State should(const Resource& r) const override {
        if (r.name.empty() || r.name.front() != '/')
            throw parameter_failure(r, "path",
                                    fmt::format("File paths must be fully qualified, not '{}'", r.name));
        if (const Value* v = r.param("ensure"); v != nullptr && !v->is_undef()) {
            const std::string e = text_of(*v);
            if (e != "present" && e != "absent")
                throw parameter_failure(
                    r, "ensure",
                    fmt::format("Invalid value {}. Valid values are present, absent.", display_value(*v)));
        }
        if (const Value* v = r.param("order"); v != nullptr && !v->is_undef()) {
            const std::string o = text_of(*v);
            if (o != "alpha" && o != "numeric")
                throw parameter_failure(
                    r, "order",
                    fmt::format("Invalid value {}. Valid values are alpha, numeric.", display_value(*v)));
        }
        if (const Value* v = r.param("format"); v != nullptr && !v->is_undef()) {
            const std::string f = text_of(*v);
            static constexpr std::string_view kFormats[] = {"plain",      "yaml",        "json",
                                                            "json-array", "json-pretty", "json-array-pretty"};
            if (std::find(std::begin(kFormats), std::end(kFormats), f) == std::end(kFormats))
                throw parameter_failure(r, "format",
                                        fmt::format("Invalid value {}. Valid values are plain, yaml, json, "
                                                    "json-array, json-pretty, json-array-pretty.",
                                                    display_value(*v)));
        }
        if (const Value* v = r.param("backup");
            v != nullptr && !v->is_undef() && !v->is_string() && !v->is_boolean())
            throw parameter_failure(r, "backup", "Backup must be a Boolean or String");
        if (const Value* v = r.param("validate_cmd"); v != nullptr && !v->is_undef() && !v->is_string())
            throw parameter_failure(r, "validate_cmd", "Validate_cmd must be a String");
        return {};
    }

    // concat_file#generate: the file it writes
    std::vector<runtime::CatalogResource> generate(Context&, const Resource& r, const runtime::Catalog&,
                                                   const ProviderRegistry&) override {
        runtime::CatalogResource f;
        f.type = "File";
        f.title = r.name;
        f.namevar = "path";
        f.kind = "compilable_type";
        f.set_param("ensure", Value(r.str("ensure") == "absent" ? "absent" : "file"));
        f.set_param("path", Value(r.name));
        for (std::string_view param : kFileParams) {
            if (param == "path") continue;
            if (const Value* v = r.param(param); v != nullptr && !v->is_undef()) f.set_param(param, *v);
        }
        if (r.param("replace") == nullptr) f.set_param("replace", Value(true)); // its default
        for (std::string_view meta : kFileMetaparams)
            if (const Value* v = r.param(meta); v != nullptr && !v->is_undef()) f.set_param(meta, *v);
        f.tag("file");
        return {f};
    }

    // concat_file#eval_generate: the file's content from the fragments
    std::optional<std::vector<std::size_t>> eval_generate(Context&, const Resource& r,
                                                          runtime::Catalog& catalog) override {
        runtime::CatalogResource* file = catalog.find("File", r.name);
        if (file == nullptr) return std::nullopt;
        const std::size_t index = catalog.index_of(*file);
        std::string content = should_content(r, catalog);
        catalog.at(index).set_param("content", Value(std::move(content)));
        return std::vector<std::size_t>{index};
    }

private:
    [[nodiscard]] std::string should_content(const Resource& r, const runtime::Catalog& catalog) const {
        std::vector<Fragment> fragments;
        const Value* my_tag = r.param("tag");
        for (std::size_t i : catalog.order()) {
            const runtime::CatalogResource& f = catalog.at(i);
            if (f.is_virtual || runtime::downcase(f.type) != "concat_fragment") continue;
            const Value* target = f.param("target");
            const Value* tag = f.param("tag");
            const bool mine = (target != nullptr && target->is_string() &&
                               (target->as_string() == r.name || target->as_string() == r.title)) ||
                              (tag != nullptr && my_tag != nullptr && tag->eql(*my_tag));
            if (!mine) continue;
            const Value* order = f.param("order");
            const std::string name = f.param("name") != nullptr ? text_of(*f.param("name")) : f.title;
            fragments.push_back({(order != nullptr ? text_of(*order) : std::string("10")) + "___" + name,
                                 fragment_content(r, f)});
        }
        if (r.str("order", "numeric") == "numeric") {
            auto decompound = [](const std::string& key) {
                auto split = key.find("___");
                std::vector<KeyPart> parts{decompound_part(key.substr(0, split))};
                if (split != std::string::npos) parts.push_back(decompound_part(key.substr(split + 3)));
                return parts;
            };
            std::stable_sort(fragments.begin(), fragments.end(), [&](const Fragment& a, const Fragment& b) {
                auto ka = decompound(a.key), kb = decompound(b.key);
                for (std::size_t i = 0; i < std::min(ka.size(), kb.size()); ++i) {
                    if (ka[i].index() != kb[i].index())
                        throw ApplyError("comparison of Array with Array failed"); // Integer <=> String
                    if (ka[i] != kb[i]) return ka[i] < kb[i];
                }
                return ka.size() < kb.size();
            });
        } else {
            auto split = [](const std::string& key) { // a[0].split('__', 2)
                auto at = key.find("__");
                if (at == std::string::npos) return std::pair{key, std::string()};
                return std::pair{key.substr(0, at), key.substr(at + 2)};
            };
            std::stable_sort(fragments.begin(), fragments.end(), [&](const Fragment& a, const Fragment& b) {
                return split(a.key) < split(b.key);
            });
        }
        const std::string format = r.str("format", "plain");
        if (format == "plain") {
            std::string out;
            for (const Fragment& f : fragments)
                out += f.content;
            return out;
        }
        if (format == "yaml")
            throw ApplyError(
                "pp cannot render concat's yaml format (Ruby's to_yaml); use plain or a json format");
        std::vector<nlohmann::ordered_json> parsed;
        for (const Fragment& f : fragments)
            parsed.push_back(nlohmann::ordered_json::parse(f.content));
        const bool force = r.flag("force", false);
        nlohmann::ordered_json merged;
        if (format == "json" || format == "json-pretty") {
            merged = nlohmann::ordered_json::object();
            for (const auto& p : parsed)
                merged = nested_merge(merged, p, force);
        } else {
            merged = nlohmann::ordered_json(parsed);
        }
        const bool pretty = format == "json-pretty" || format == "json-array-pretty";
        return pretty ? merged.dump(2) : merged.dump();
    }

    // concat_file#nested_merge: hashes merged key by key, arrays joined without duplicates, a conflicting
    // scalar an error unless `force` (then the first value stays)
    static nlohmann::ordered_json nested_merge(const nlohmann::ordered_json& a,
                                               const nlohmann::ordered_json& b, bool force) {
        if (b.is_null() || (b.is_structured() && b.empty())) return a;
        if (a.is_null() || (a.is_structured() && a.empty())) return b;
        if (a.is_array() && b.is_array()) {
            nlohmann::ordered_json out = nlohmann::ordered_json::array();
            for (const auto* list : {&a, &b})
                for (const auto& v : *list)
                    if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
            return out;
        }
        nlohmann::ordered_json out = a;
        for (const auto& [k, v2] : b.items()) {
            if (!out.contains(k)) {
                out[k] = v2;
                continue;
            }
            const nlohmann::ordered_json& v1 = out[k];
            if ((v1.is_object() && v2.is_object()) || (v1.is_array() && v2.is_array())) {
                out[k] = nested_merge(v1, v2, force);
            } else if (v1 != v2 && !force) {
                throw ApplyError(fmt::format("Duplicate key '{}' found with values '{}' and {}'. Use 'force' "
                                             "attribute to merge keys.",
                                             k, v1.is_string() ? v1.get<std::string>() : v1.dump(),
                                             v2.is_string() ? v2.get<std::string>() : v2.dump()));
            }
        }
        return out;
    }

    // concat_file#fragment_content
    [[nodiscard]] std::string fragment_content(const Resource& r, const runtime::CatalogResource& f) const {
        std::string content;
        if (const Value* c = f.param("content"); c != nullptr && !c->is_undef()) {
            content = text_of(*c);
        } else if (const Value* s = f.param("source"); s != nullptr && !s->is_undef()) {
            std::vector<std::string> sources;
            if (s->is_array()) {
                for (const Value& v : s->as_array())
                    sources.push_back(text_of(v));
            } else {
                sources.push_back(text_of(*s));
            }
            auto found = file_source::resolve(sources, settings().modulepath, false);
            if (!found) {
                std::string list;
                for (const std::string& src : sources)
                    list += (list.empty() ? "" : ", ") + src;
                throw ApplyError(fmt::format("Could not retrieve source(s) {}", list));
            }
            std::ifstream in(found->local_path, std::ios::binary);
            std::stringstream text;
            text << in.rdbuf();
            content = text.str();
        }
        if (r.flag("ensure_newline", false) && (content.empty() || content.back() != '\n')) content += '\n';
        return content;
    }
};

} // namespace

void register_concat_providers(ProviderRegistry& registry) {
    registry.add(std::make_unique<ConcatFileProvider>());
    registry.add(std::make_unique<ConcatFragmentProvider>());
}

} // namespace pp::apply
