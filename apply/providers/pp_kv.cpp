// pp_kv, pp_kv_canon and pp_kv_filtered: fake Resource API types for the applier's tests (goldens 38-40),
// key/value pairs kept in JSON files. They are the twins of the Ruby ones in tests/golden/apply/modules/pp_kv
// (which record the goldens from real Puppet): the same attributes, the same store format, the same faults.
//
// A store is a JSON object written compact, keys sorted, with a final newline:
//   {"a":{"created":"1","owner":"alice","value":"one"}}
// `created` is the key's creation serial in its store (1 + the highest one there). `value => 'fail'` makes
// create and update throw; a file `<store>.getfail` makes get throw. `store` is a parameter, which get never
// sees: the stores read are those the run's resources name (ResourceProvider::prefetch).
#include "apply/providers/builtin.hpp"
#include "apply/resource_api.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace pp::apply {

namespace {

using rsapi::field;
using rsapi::ResourceHash;
using Json = nlohmann::json; // objects keep their keys sorted, as the store is written

Value value_of(const Json& j) {
    if (j.is_string()) return Value(j.get<std::string>());
    if (j.is_boolean()) return Value(j.get<bool>());
    if (j.is_number_integer()) return Value(j.get<std::int64_t>());
    if (j.is_number_float()) return Value(j.get<double>());
    return Value();
}

Json json_of(const Value& v) {
    if (v.is_string()) return v.as_string();
    if (v.is_boolean()) return v.as_boolean();
    if (v.is_integer()) return v.as_integer();
    if (v.is_float()) return v.as_float();
    return nullptr;
}

// String#to_i: the leading integer, 0 when there is none
std::int64_t leading_integer(const Json& j) {
    if (j.is_number_integer()) return j.get<std::int64_t>();
    if (!j.is_string()) return 0;
    const std::string s = j.get<std::string>();
    std::size_t i = 0;
    bool negative = false;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) negative = s[i++] == '-';
    std::int64_t n = 0;
    for (; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) != 0; ++i)
        n = n * 10 + (s[i] - '0');
    return negative ? -n : n;
}

Json read_store(const std::string& store) {
    std::error_code ec;
    if (!std::filesystem::exists(store, ec)) return Json::object();
    std::ifstream in(store, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    try {
        Json j = Json::parse(text.str());
        return j.is_object() ? j : Json::object();
    } catch (const Json::exception& e) {
        throw ApplyError(e.what());
    }
}

void write_store(const std::string& store, const Json& data) {
    std::ofstream out(store, std::ios::binary | std::ios::trunc);
    if (!out) throw ApplyError("cannot write " + store);
    out << data.dump() << '\n';
}

class StoreProvider final : public rsapi::SimpleProvider {
public:
    explicit StoreProvider(bool downcase) : m_downcase(downcase) {}

    void prefetch(rsapi::Context&, std::span<const ResourceHash> targets) override {
        for (const ResourceHash& t : targets)
            if (const Value* s = field(t, "store"); s != nullptr && s->is_string())
                m_stores.insert(s->as_string());
    }

    std::vector<ResourceHash> get(rsapi::Context&, const std::vector<Value>* names) override {
        std::vector<ResourceHash> out;
        std::set<std::string> seen;
        for (const std::string& store : m_stores) {
            std::error_code ec;
            if (std::filesystem::exists(store + ".getfail", ec)) throw ApplyError("simulated get failure");
            const Json data = read_store(store);
            for (const auto& [item_key, record] : data.items()) {
                const std::string& key = item_key; // (clang 14 cannot capture a structured binding)
                if (seen.contains(key)) continue;
                if (names != nullptr && !names->empty() &&
                    std::none_of(names->begin(), names->end(),
                                 [&](const Value& n) { return n.is_string() && n.as_string() == key; }))
                    continue;
                seen.insert(key);
                ResourceHash r;
                r.set(Value("name"), Value(key));
                r.set(Value("ensure"), Value("present"));
                for (const char* a : {"value", "owner", "created"})
                    if (record.is_object() && record.contains(a)) r.set(Value(a), value_of(record.at(a)));
                out.push_back(std::move(r));
            }
        }
        return out;
    }

    std::vector<ResourceHash> canonicalize(rsapi::Context&, std::vector<ResourceHash> resources) override {
        if (!m_downcase) return resources;
        for (ResourceHash& r : resources) {
            const Value* v = field(r, "value");
            if (v == nullptr || !v->is_string()) continue;
            std::string lower = v->as_string();
            std::transform(lower.begin(), lower.end(), lower.begin(),
                           [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
            r.set(Value("value"), Value(lower));
        }
        return resources;
    }

protected:
    void create(rsapi::Context&, const Value& name, const ResourceHash& should) override {
        if (is_fail(should)) throw ApplyError("simulated create failure");
        change(store_of(should), [&](Json& data) {
            std::int64_t serial = 0;
            for (const auto& [key, record] : data.items())
                if (record.is_object() && record.contains("created"))
                    serial = std::max(serial, leading_integer(record.at("created")));
            Json record = fields(should);
            record["created"] = std::to_string(serial + 1);
            data[name.as_string()] = record;
        });
    }

    void update(rsapi::Context&, const Value& name, const ResourceHash& should) override {
        if (is_fail(should)) throw ApplyError("simulated update failure");
        change(store_of(should), [&](Json& data) {
            Json record = data.contains(name.as_string()) ? data[name.as_string()] : Json::object();
            if (!record.is_object()) record = Json::object();
            const Json given = fields(should);
            for (const auto& [k, v] : given.items())
                record[k] = v;
            data[name.as_string()] = record;
        });
    }

    void remove(rsapi::Context&, const Value& name) override {
        for (const std::string& store : m_stores)
            if (read_store(store).contains(name.as_string()))
                change(store, [&](Json& data) { data.erase(name.as_string()); });
    }

private:
    static bool is_fail(const ResourceHash& should) {
        const Value* v = field(should, "value");
        return v != nullptr && v->is_string() && v->as_string() == "fail";
    }

    static std::string store_of(const ResourceHash& should) {
        const Value* s = field(should, "store");
        if (s == nullptr || !s->is_string()) throw ApplyError("no store given");
        return s->as_string();
    }

    // the attributes a record keeps (value, owner), when set
    static Json fields(const ResourceHash& should) {
        Json out = Json::object();
        for (const char* a : {"value", "owner"})
            if (const Value* v = field(should, a); v != nullptr && !v->is_undef()) out[a] = json_of(*v);
        return out;
    }

    template <typename F>
    static void change(const std::string& store, F&& edit) {
        Json data = read_store(store);
        edit(data);
        write_store(store, data);
    }

    bool m_downcase;
    std::set<std::string> m_stores; // sorted, as the Ruby provider sorts them
};

rsapi::TypeDefinition pp_kv_definition(std::string name, std::string desc,
                                       std::vector<std::string> features) {
    using rsapi::Behaviour;
    rsapi::TypeDefinition d;
    d.name = std::move(name);
    d.desc = std::move(desc);
    d.features = std::move(features);
    d.attributes = {
        {"ensure", "Enum[present, absent]", "Whether the key should be present or absent.", Value("present")},
        {"name", "String", "The key.", std::nullopt, Behaviour::Namevar},
        {"value", "Optional[String]", "The value."},
        {"owner", "Optional[String]", "Who created the key; set only when it is created.", std::nullopt,
         Behaviour::InitOnly},
        {"store", "String", "The JSON file holding the keys.", std::nullopt, Behaviour::Parameter},
        {"created", "Optional[String]", "The creation serial of the key in its store.", std::nullopt,
         Behaviour::ReadOnly},
    };
    return d;
}

} // namespace

void register_pp_kv_providers(ProviderRegistry& registry) {
    const std::string desc =
        "A key/value pair in a JSON file: a fake Resource API type for the applier goldens of pp";
    rsapi::register_type(registry, pp_kv_definition("pp_kv", desc + ".", {}),
                         [] { return std::make_unique<StoreProvider>(false); });
    rsapi::register_type(
        registry,
        pp_kv_definition("pp_kv_canon", desc + "; canonicalize downcases the value.", {"canonicalize"}),
        [] { return std::make_unique<StoreProvider>(true); });
    rsapi::register_type(registry,
                         pp_kv_definition("pp_kv_filtered", desc + "; get takes the names it is asked for.",
                                          {"simple_get_filter", "supports_noop"}),
                         [] { return std::make_unique<StoreProvider>(false); });
}

} // namespace pp::apply
