// hiera.yaml and data files: YAML (yaml-cpp, typed as Ruby's Psych types scalars) and JSON
// (nlohmann_json), and the checks Puppet makes of a version 5 configuration (HieraConfigV5#validate_config).
#include "loader/hiera_config.hpp"

#include "runtime/json.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/yaml_scalar.hpp"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <vector>

namespace pp::loader::hiera {

using runtime::Hash;

namespace {

constexpr int kMaxDepth = 512;

std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw LookupError(fmt::format("Unable to read {}", path));
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

Value from_yaml(const YAML::Node& node, int depth) {
    if (depth > kMaxDepth) throw LookupError("data nested too deeply");
    switch (node.Type()) {
    case YAML::NodeType::Scalar: {
        const std::string& tag = node.Tag();
        if (tag == "!" || tag == "tag:yaml.org,2002:str") return Value(node.Scalar());
        return runtime::psych_scalar(node.Scalar());
    }
    case YAML::NodeType::Sequence: {
        std::vector<Value> out;
        out.reserve(node.size());
        for (const auto& e : node)
            out.push_back(from_yaml(e, depth + 1));
        return Value(std::move(out));
    }
    case YAML::NodeType::Map: {
        Hash h;
        for (const auto& kv : node)
            h.set(from_yaml(kv.first, depth + 1), from_yaml(kv.second, depth + 1));
        return Value(std::move(h));
    }
    default:
        return {};
    }
}

std::string yaml_error_text(const YAML::Exception& e) {
    if (e.mark.is_null()) return e.msg;
    return fmt::format("{} at line {} column {}", e.msg, e.mark.line + 1, e.mark.column + 1);
}

// "a, b, or c" (LabelProvider#combine_strings)
std::string combine(const std::vector<std::string>& s) {
    if (s.size() == 1) return s[0];
    if (s.size() == 2) return s[0] + " or " + s[1];
    std::string out;
    for (std::size_t i = 0; i + 1 < s.size(); ++i)
        out += s[i] + ", ";
    return out + "or " + s.back();
}

const std::vector<std::string> kFunctionKeys = {"data_hash", "lookup_key", "data_dig", "hiera3_backend"};
const std::vector<std::string> kAllFunctionKeys = {"data_hash", "lookup_key", "data_dig", "hiera3_backend",
                                                   "v4_data_hash"};
const std::vector<std::string> kLocationKeys = {"path", "paths", "glob",        "globs",
                                                "uri",  "uris",  "mapped_paths"};

const runtime::TypePtr& config_type() {
    static const runtime::TypePtr t = [] {
        const std::string option_name = R"(Pattern[/\A[A-Za-z](:?[0-9A-Za-z_-]*[0-9A-Za-z])?\z/])";
        const std::string level =
            "Struct[{name => String[1], Optional[options] => Hash[" + option_name +
            ", Data], Optional[data_hash] => String[1], Optional[lookup_key] => String[1], "
            "Optional[hiera3_backend] => String[1], Optional[v4_data_hash] => String[1], Optional[data_dig] "
            "=> "
            "String[1], Optional[path] => String[1], Optional[paths] => Array[String[1], 1], Optional[glob] "
            "=> "
            "String[1], Optional[globs] => Array[String[1], 1], Optional[uri] => String[1], Optional[uris] "
            "=> "
            "Array[String[1], 1], Optional[mapped_paths] => Array[String[1], 3, 3], Optional[datadir] => "
            "String[1]}]";
        const std::string text =
            "Struct[{version => Integer[5, 5], Optional[defaults] => Struct[{Optional[data_hash] => "
            "String[1], "
            "Optional[lookup_key] => String[1], Optional[data_dig] => String[1], Optional[datadir] => "
            "String[1], Optional[options] => Hash[" +
            option_name + ", Data]}], Optional[hierarchy] => Array[" + level +
            "], Optional[plan_hierarchy] => Array[" + level + "], Optional[default_hierarchy] => Array[" +
            level + "]}]";
        std::string error;
        runtime::TypePtr parsed = runtime::parse_type(text, &error);
        if (!parsed) throw std::logic_error("hiera config type: " + error);
        return parsed;
    }();
    return t;
}

const Value* get(const Value& h, std::string_view key) {
    if (!h.is_hash()) return nullptr;
    return h.as_hash().find(Value(key));
}

std::string get_string(const Value& h, std::string_view key) {
    const Value* v = get(h, key);
    return v != nullptr && v->is_string() ? v->as_string() : std::string();
}

// The first line of the file (after `start`) matching `re` outside quotes and comments
// (HieraConfig#find_line_matching), 0 when none does.
int find_line(const std::string& path, const std::regex& re, int start = 1) {
    std::ifstream in(path);
    std::string line;
    int n = 0;
    while (std::getline(in, line)) {
        ++n;
        if (n < start) continue;
        std::string stripped;
        char quote = 0;
        for (char c : line) {
            if (c == '"' || c == '\'') {
                if (quote == c)
                    quote = 0;
                else if (quote == 0)
                    quote = c;
            } else if (c == '#' && quote == 0) {
                break;
            }
            stripped += c;
        }
        if (std::regex_search(stripped, re)) return n;
    }
    return 0;
}

std::string regex_escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (std::string_view(".^$|()[]{}*+?\\").find(c) != std::string_view::npos) out += '\\';
        out += c;
    }
    return out;
}

[[noreturn]] void fail(const std::string& path, const std::string& msg, int line = 0) {
    if (path.empty()) throw IssueError(msg);
    if (line > 0) throw IssueError(fmt::format("{} (file: {}, line: {})", msg, path, line));
    throw IssueError(fmt::format("{} (file: {})", msg, path));
}

void validate_level(const std::string& path, const Value& he, const Value* defaults, Layer layer) {
    std::string name = get_string(he, "name");
    int functions = 0;
    for (const auto& k : kAllFunctionKeys)
        functions += get(he, k) != nullptr ? 1 : 0;
    if (functions == 0) {
        int in_defaults = 0;
        if (defaults != nullptr)
            for (const auto& k : kFunctionKeys)
                in_defaults += get(*defaults, k) != nullptr ? 1 : 0;
        if (in_defaults == 0)
            fail(path,
                 fmt::format("One of {} must be defined in hierarchy '{}'", combine(kFunctionKeys), name));
    } else if (functions > 1) {
        fail(path,
             fmt::format("Only one of {} can be defined in hierarchy '{}'", combine(kFunctionKeys), name));
    }
    if (const Value* b = get(he, "hiera3_backend")) {
        if (layer != Layer::Global)
            fail(path, "'hiera3_backend' is only allowed in the global layer",
                 find_line(path, std::regex(R"(\s+hiera3_backend:)")));
        if (b->is_string() && (b->as_string() == "json" || b->as_string() == "yaml"))
            fail(
                path,
                fmt::format("Use \"data_hash: {0}_data\" instead of \"hiera3_backend: {0}\"", b->as_string()),
                find_line(path,
                          std::regex(R"(\s+hiera3_backend:\s*['"]?)" + b->as_string() + R"((?:[^\w]|$))")));
    }
    int locations = 0;
    for (const auto& k : kLocationKeys)
        locations += get(he, k) != nullptr ? 1 : 0;
    if (locations > 1)
        fail(path,
             fmt::format("Only one of {} can be defined in hierarchy '{}'", combine(kLocationKeys), name));
    if (const Value* opts = get(he, "options")) {
        for (const char* reserved : {"path", "uri"})
            if (get(*opts, reserved) != nullptr)
                fail(path, fmt::format("Option key '{}' used in hierarchy '{}' is reserved by Puppet",
                                       reserved, name));
    }
}

Level make_level(const Value& he, const Value* defaults) {
    Level l;
    l.name = get_string(he, "name");
    for (const auto& k : kAllFunctionKeys) {
        if (get(he, k) != nullptr) {
            l.function_kind = k;
            l.function = get_string(he, k);
            break;
        }
    }
    if (l.function_kind.empty() && defaults != nullptr) {
        for (const auto& k : kFunctionKeys) {
            if (get(*defaults, k) != nullptr) {
                l.function_kind = k;
                l.function = get_string(*defaults, k);
                break;
            }
        }
    }
    l.datadir = get_string(he, "datadir");
    if (l.datadir.empty() && defaults != nullptr) l.datadir = get_string(*defaults, "datadir");
    if (l.datadir.empty()) l.datadir = "data";
    for (const auto& k : kLocationKeys) {
        const Value* v = get(he, k);
        if (v == nullptr) continue;
        l.location_key = k;
        if (v->is_string()) {
            l.locations.push_back(v->as_string());
        } else if (v->is_array()) {
            for (const Value& e : v->as_array())
                if (e.is_string()) l.locations.push_back(e.as_string());
        }
        break;
    }
    if (const Value* o = get(he, "options"))
        l.options = *o;
    else if (defaults != nullptr && get(*defaults, "options") != nullptr)
        l.options = *get(*defaults, "options");
    return l;
}

} // namespace

Value yaml_to_value(const std::string& text) {
    YAML::Node doc = YAML::Load(text);
    return from_yaml(doc, 0);
}

Value read_data_file(const std::string& path, std::string_view function) {
    std::string text = read_text(path);
    if (function == "json_data") {
        try {
            return runtime::parse_json(text, kMaxDepth);
        } catch (const runtime::JsonTooDeep& e) {
            throw LookupError(e.what());
        } catch (const runtime::JsonError& e) {
            throw LookupError(fmt::format("Unable to parse ({}): {}", path, e.what()));
        }
    }
    Value v;
    try {
        v = yaml_to_value(text);
    } catch (const YAML::Exception& e) {
        throw LookupError(fmt::format("Unable to parse ({}): {}", path, yaml_error_text(e)));
    }
    if (v.is_hash()) return v;
    return Value(Hash{});
}

std::shared_ptr<Config> load_config(const std::string& path, const std::string& root, Layer layer,
                                    const std::function<void(const std::string&)>& warn) {
    auto config = std::make_shared<Config>();
    config->root = root;
    std::error_code ec;
    Value loaded;
    if (!std::filesystem::exists(path, ec)) {
        // Puppet's default configuration: data/common.yaml beside where hiera.yaml would be
        loaded = Value(Hash{{Value("version"), Value(5)},
                            {Value("defaults"), Value(Hash{{Value("datadir"), Value("data")},
                                                           {Value("data_hash"), Value("yaml_data")}})},
                            {Value("hierarchy"),
                             Value(std::vector<Value>{Value(Hash{{Value("name"), Value("Common")},
                                                                 {Value("path"), Value("common.yaml")}})})}});
    } else {
        config->path = path;
        try {
            loaded = yaml_to_value(read_text(path));
        } catch (const YAML::Exception& e) {
            throw LookupError(fmt::format("Unable to parse ({}): {}", path, yaml_error_text(e)));
        }
        if (!loaded.is_hash()) {
            if (warn)
                warn(fmt::format(
                    "{}: File exists but does not contain a valid YAML hash. Falling back to Hiera "
                    "version 3 default config",
                    path));
            loaded = Value(Hash{});
        }
    }
    const Value* version_value = get(loaded, "version");
    std::int64_t version = 3;
    if (version_value != nullptr && version_value->is_integer()) version = version_value->as_integer();
    if (version_value != nullptr && version_value->is_string())
        version = std::atoll(version_value->as_string().c_str());
    if (version == 3 && layer != Layer::Global) {
        if (warn)
            warn(layer == Layer::Environment
                     ? "hiera.yaml version 3 found at the environment root was ignored"
                     : "hiera.yaml version 3 found at module root was ignored");
        return nullptr;
    }
    if (version == 4 && layer == Layer::Global)
        fail(path, "hiera.yaml version 4 cannot be used in the global layer");
    if (version != 5) fail(path, fmt::format("This runtime does not support hiera.yaml version {}", version));

    Hash h = loaded.as_hash();
    if (get(loaded, "defaults") == nullptr)
        h.set(Value("defaults"),
              Value(Hash{{Value("datadir"), Value("data")}, {Value("data_hash"), Value("yaml_data")}}));
    if (get(loaded, "hierarchy") == nullptr)
        h.set(Value("hierarchy"),
              Value(std::vector<Value>{
                  Value(Hash{{Value("name"), Value("Common")}, {Value("path"), Value("common.yaml")}})}));
    Value cfg(std::move(h));
    assert_type(*config_type(), cfg, fmt::format("The Lookup Configuration at '{}'", path));
    const Value* defaults = get(cfg, "defaults");
    if (defaults != nullptr) {
        int n = 0;
        for (const auto& k : kFunctionKeys)
            n += get(*defaults, k) != nullptr ? 1 : 0;
        if (n > 1)
            fail(path, fmt::format("Only one of {} can be defined in defaults", combine(kFunctionKeys)));
        if (const Value* opts = get(*defaults, "options"))
            for (const char* reserved : {"path", "uri"})
                if (get(*opts, reserved) != nullptr)
                    fail(path,
                         fmt::format("Option key '{}' used in defaults is reserved by Puppet", reserved));
    }
    if (get(cfg, "default_hierarchy") != nullptr && layer != Layer::Module)
        fail(path, "'default_hierarchy' is only allowed in the module layer",
             find_line(path, std::regex(R"((?:^|\s+)default_hierarchy:)")));
    for (const Value& he : get(cfg, "hierarchy")->as_array()) {
        validate_level(config->path, he, defaults, layer);
        Level level = make_level(he, defaults);
        for (const Level& seen : config->hierarchy) {
            if (seen.name != level.name) continue;
            std::regex re(R"(\s+name:\s+['"]?)" + regex_escape(level.name) + R"((?:[^\w]|$))");
            int first = find_line(path, re);
            int second = first > 0 ? find_line(path, re, first + 1) : 0;
            std::string msg = fmt::format("Hierarchy name '{}' defined more than once.", level.name);
            if (second > 0) msg += fmt::format(" First defined at (line: {})", first);
            const int line = second > 0 ? second : first;
            if (config->deferred_error.empty())
                config->deferred_error = line > 0
                                             ? fmt::format("{} (file: {}, line: {})", msg, config->path, line)
                                             : fmt::format("{} (file: {})", msg, config->path);
        }
        config->hierarchy.push_back(std::move(level));
    }
    return config;
}

} // namespace pp::loader::hiera
