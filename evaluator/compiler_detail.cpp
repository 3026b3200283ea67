// The compiler's state and the helpers its parts share: resource references, tags, attribute operations.
#include "evaluator/compiler_detail.hpp"

#include "runtime/ruby_text.hpp"
#include "runtime/type_mismatch.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace pp::evaluator::detail {

using namespace parser;
using runtime::CatalogResource;

namespace {

// Types the built-in schema data holds that Puppet 7 ships in modules (host_core, cron_core, mount_core,
// sshkeys_core, augeas_core): known only when their module is on the modulepath, as in Puppet.
bool core_module_type(std::string_view lower_name) {
    static const std::unordered_set<std::string_view> kTypes = {
        "augeas", "cron", "host", "mount", "ssh_authorized_key", "sshkey"};
    return kTypes.contains(lower_name);
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

} // namespace

CompilerState::CompilerState(const std::vector<runtime::TypeSchema>& extra_types) {
    for (const runtime::TypeSchema& t : runtime::builtin_type_schemas()) {
        if (!core_module_type(t.name)) schemas.add(t);
    }
    for (const runtime::TypeSchema& t : extra_types)
        schemas.add(t);
}

const runtime::TypeSchema* CompilerState::schema(std::string_view name) {
    for (const SchemaSeen& seen : schemas_seen)
        if (seen.schema != nullptr && same_ignoring_case(seen.name, name)) return seen.schema;
    const std::string lower_name = lower(name);
    if (env != nullptr && !types_looked_up.contains(lower_name)) {
        types_looked_up.emplace(lower_name);
        if (module_types == nullptr) {
            std::vector<std::filesystem::path> dirs(env->modulepath().begin(), env->modulepath().end());
            module_types = std::make_unique<loader::ModuleTypeLoader>(std::move(dirs));
            if (ruby_types) module_types->set_ruby_reader(ruby_types);
        }
        if (auto t = module_types->load(lower_name)) schemas.add(std::move(*t));
    }
    const runtime::TypeSchema* found = schemas.find(lower_name);
    if (found != nullptr) {
        schemas_seen[schemas_seen_next] = {lower_name, found};
        schemas_seen_next = (schemas_seen_next + 1) % schemas_seen.size();
    }
    return found;
}

std::string lower(std::string_view s) {
    return runtime::downcase(s);
}

bool same_ignoring_case(std::string_view a, std::string_view b) {
    auto low = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [&](char x, char y) { return low(x) == low(y); });
}

std::string strip_colons(std::string_view name) {
    return std::string(name.substr(0, 2) == "::" ? name.substr(2) : name);
}

bool metaparameter(std::string_view name) {
    static const std::unordered_set<std::string_view> kMeta = {
        "alias",  "audit",   "before",   "consume", "export",    "loglevel", "noop",
        "notify", "require", "schedule", "stage",   "subscribe", "tag"};
    return kMeta.contains(name);
}

bool relationship_parameter(std::string_view name) {
    return name == "before" || name == "require" || name == "notify" || name == "subscribe";
}

std::string ruby_inspect_key(const std::vector<std::optional<std::string>>& key) {
    std::string out = "[";
    for (std::size_t i = 0; i < key.size(); ++i) {
        if (i > 0) out += ", ";
        out += key[i] ? runtime::ruby_inspect_string(*key[i]) : "nil";
    }
    return out + "]";
}

void references(const Value& v, std::vector<Value>& out) {
    if (v.is_array()) {
        for (const Value& e : v.as_array())
            references(e, out);
        return;
    }
    if (!v.is_undef()) out.push_back(v);
}

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

void tag_with(CatalogResource& res, const Value& value) {
    std::vector<Value> tags;
    references(value, tags);
    for (const Value& t : tags)
        if (t.is_string()) res.tag(t.as_string());
}

std::optional<std::string> invalid_tag(const Value& value) {
    std::vector<Value> tags;
    references(value, tags);
    for (const Value& t : tags) {
        if (t.is_string() && !valid_tag(t.as_string())) return runtime::downcase(t.as_string());
    }
    return std::nullopt;
}

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

} // namespace pp::evaluator::detail
