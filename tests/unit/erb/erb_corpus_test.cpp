// Replays the ERB renderings real Puppet made over the module corpus (tests/golden/templates/corpus.jsonl,
// recorded by tests/golden/templates/record-erb-corpus.sh) through pp_erb, with the recorded bindings: the
// instance variables, scope lookups and function results each rendering used. A template passes when every
// recorded rendering of it gives Puppet's output (or Puppet's error message).
//
// tests/golden/templates/PASSING lists the templates that pass: a listed one that fails is a regression.
// `PP_ACCEPT=1` updates PASSING (tests/golden/harness/golden_harness.hpp). The share of passing templates is
// printed.
#include "erb/erb_error.hpp"
#include "erb/template.hpp"
#include "runtime/regexp.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/types.hpp"
#include "tests/golden/harness/golden_harness.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace fs = std::filesystem;
using nlohmann::json;
using pp::runtime::Value;

namespace {

const fs::path kRoot = fs::path(PP_SOURCE_DIR);
const fs::path kModules = "/usr/share/puppet/modules";

Value decode(const json& j) {
    if (j.is_null()) return Value::undef();
    if (j.is_boolean()) return j.get<bool>();
    if (j.is_number_integer()) return j.get<std::int64_t>();
    if (j.is_number_float()) return j.get<double>();
    if (j.is_string()) return j.get<std::string>();
    if (j.is_array()) {
        std::vector<Value> items;
        for (const auto& e : j)
            items.push_back(decode(e));
        return items;
    }
    if (j.contains("__hash")) {
        pp::runtime::Hash h;
        for (const auto& kv : j["__hash"])
            h.set(decode(kv[0]), decode(kv[1]));
        return h;
    }
    if (j.contains("__sym")) {
        std::string s = j["__sym"];
        if (s == "default") return Value::default_value();
        if (s == "undef") return Value::undef();
        return s;
    }
    if (j.contains("__regexp")) return Value(pp::runtime::Regexp::compile(j["__regexp"].get<std::string>()));
    if (j.contains("__type")) {
        auto t = pp::runtime::parse_type(j["__type"].get<std::string>());
        if (t) return Value(t);
        return j["__type"].get<std::string>();
    }
    if (j.contains("__sensitive")) return Value::sensitive(decode(j["__sensitive"]));
    return j.value("to_s", std::string());
}

// A recorded value as the Ruby value the template saw (symbols stay symbols).
pp::erb::RValue decode_ruby(const json& j) {
    using pp::erb::RValue;
    if (j.is_array()) {
        std::vector<RValue> items;
        for (const auto& e : j)
            items.push_back(decode_ruby(e));
        return RValue::array(std::move(items));
    }
    if (j.is_object() && j.contains("__hash")) {
        pp::erb::RHash h;
        for (const auto& kv : j["__hash"])
            h.set(decode_ruby(kv[0]), decode_ruby(kv[1]));
        return RValue::hash(std::move(h));
    }
    if (j.is_object() && j.contains("__sym")) return RValue::symbol(j["__sym"].get<std::string>());
    return pp::erb::from_puppet(decode(j));
}

// The recorder's encoding of a value, to match function arguments.
json encode(const Value& v) {
    using pp::runtime::ValueKind;
    switch (v.kind()) {
    case ValueKind::Undef:
        return nullptr;
    case ValueKind::Default:
        return json{{"__sym", "default"}};
    case ValueKind::Boolean:
        return v.as_boolean();
    case ValueKind::Integer:
        return v.as_integer();
    case ValueKind::Float:
        return v.as_float();
    case ValueKind::String:
        return v.as_string();
    case ValueKind::Array: {
        json a = json::array();
        for (const auto& e : v.as_array())
            a.push_back(encode(e));
        return a;
    }
    case ValueKind::Hash: {
        json a = json::array();
        for (const auto& [k, e] : v.as_hash())
            a.push_back(json::array({encode(k), encode(e)}));
        return json{{"__hash", a}};
    }
    default:
        return json{{"__other", std::string(pp::runtime::kind_name(v.kind()))}};
    }
}

class RecordedBindings : public pp::erb::Bindings {
public:
    explicit RecordedBindings(const json& rec) {
        for (const auto& [k, v] : rec["ivars"].items())
            m_ivars[k] = decode_ruby(v);
        for (const auto& l : rec["lookups"])
            m_lookups[l[0].get<std::string>()] = decode_ruby(l[1]);
        for (const auto& f : rec["functions"])
            m_functions[f[0].get<std::string>() + f[1].dump()] = decode(f[2]);
    }
    std::optional<pp::erb::RValue> instance_variable(std::string_view name) override {
        auto it = m_ivars.find(std::string(name));
        if (it == m_ivars.end()) return std::nullopt;
        return it->second;
    }
    pp::erb::RValue lookupvar(std::string_view name) override {
        auto set = m_set.find(std::string(name));
        if (set != m_set.end()) return set->second;
        auto it = m_lookups.find(std::string(name));
        if (it == m_lookups.end())
            throw std::runtime_error("no recorded lookup of '" + std::string(name) + "'");
        return it->second;
    }
    void setvar(std::string_view name, const pp::erb::RValue& value) override {
        m_set[std::string(name)] = value;
    }
    Value call_function(std::string_view name, std::span<const Value> args) override {
        json a = json::array();
        for (const auto& v : args)
            a.push_back(encode(v));
        auto it = m_functions.find(std::string(name) + a.dump());
        if (it == m_functions.end()) {
            throw std::runtime_error("no recorded call of " + std::string(name) + a.dump());
        }
        return it->second;
    }

private:
    std::map<std::string, pp::erb::RValue> m_ivars;
    std::map<std::string, pp::erb::RValue> m_lookups;
    std::map<std::string, pp::erb::RValue> m_set;
    std::map<std::string, Value> m_functions;
};

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

struct Outcome {
    bool ok = true;
    std::string detail;
};

std::string first_difference(const std::string& want, const std::string& got) {
    std::size_t i = 0;
    while (i < want.size() && i < got.size() && want[i] == got[i])
        ++i;
    std::size_t line = 1 + static_cast<std::size_t>(
                               std::count(want.begin(), want.begin() + static_cast<std::ptrdiff_t>(i), '\n'));
    auto around = [&](const std::string& s) {
        std::size_t b = s.rfind('\n', i == 0 ? 0 : i - 1);
        b = b == std::string::npos ? 0 : b + 1;
        std::size_t e = s.find('\n', i);
        return s.substr(b, std::min<std::size_t>(200, (e == std::string::npos ? s.size() : e) - b));
    };
    return "first difference at line " + std::to_string(line) + ":\n  puppet: " + around(want) +
           "\n  pp:     " + around(got);
}

TEST(ErbCorpus, ReplaysPuppetRenderings) {
    std::ifstream in(kRoot / "tests/golden/templates/corpus.jsonl");
    ASSERT_TRUE(in) << "corpus.jsonl missing";
    if (!fs::exists(kModules / "stdlib")) GTEST_SKIP() << "the module corpus is not installed";
    std::map<std::string, Outcome> results; // by template
    std::map<std::string, std::shared_ptr<const pp::erb::Template>> cache;
    std::string line;
    std::size_t renderings = 0;
    while (std::getline(in, line)) {
        json rec = json::parse(line);
        ++renderings;
        std::string key = rec.contains("template")
                              ? rec["template"].get<std::string>()
                              : "inline:" + rec["inline"].get<std::string>().substr(0, 60);
        std::string text =
            rec.contains("template") ? read_file(kModules / key) : rec["inline"].get<std::string>();
        Outcome& out = results[key];
        std::string got;
        std::string error;
        try {
            auto& t = cache[key];
            if (!t) t = pp::erb::Template::compile(text);
            RecordedBindings b(rec);
            got = t->render(b, rec.contains("template") ? (kModules / key).string() : "");
        } catch (const pp::erb::ErbError& e) {
            error = std::string(e.what()) + " (line " + std::to_string(e.line()) + ")";
            if (rec.contains("error") && rec["error"] == e.what()) error = "=";
        } catch (const std::exception& e) {
            error = e.what();
        }
        if (rec.contains("error")) {
            if (error != "=") {
                out.ok = false;
                out.detail = "puppet fails with '" + rec["error"].get<std::string>() +
                             "', pp: " + (error.empty() ? "renders" : error);
            }
        } else if (!error.empty()) {
            out.ok = false;
            out.detail = error;
        } else if (got != rec["output"].get<std::string>()) {
            out.ok = false;
            out.detail = first_difference(rec["output"].get<std::string>(), got);
        }
    }
    static pp::golden::Ratchet ratchet(
        kRoot / "tests/golden/templates/PASSING",
        "Corpus templates pp_erb renders as Puppet does (tests/unit/erb/erb_corpus_test.cpp)");
    std::size_t passing = 0;
    for (const auto& [name, o] : results) {
        ratchet.record(name, o.ok);
        if (o.ok) {
            ++passing;
            continue;
        }
        if (ratchet.listed(name)) {
            ADD_FAILURE() << "regression in " << name
                          << " (listed in tests/golden/templates/PASSING): " << o.detail;
        } else {
            std::cout << "[ differs ] " << name << ": " << o.detail << "\n";
        }
    }
    std::cout << "ERB corpus: " << passing << " of " << results.size() << " templates rendered identically ("
              << (results.empty() ? 0 : 100 * passing / results.size()) << "%), " << renderings
              << " renderings\n";
}

} // namespace
