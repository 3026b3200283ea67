// hiera.yaml and data files: YAML (libyaml, typed as Ruby's Psych types scalars) and JSON
// (nlohmann_json), and the checks Puppet makes of a version 5 configuration (HieraConfigV5#validate_config).
#include "loader/hiera_config.hpp"

#include "runtime/json.hpp"
#include "runtime/type_mismatch.hpp"
#include "runtime/type_parser.hpp"
#include "runtime/yaml_scalar.hpp"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h> // (YAML::Exception, what yaml_to_value throws)
#include <yaml.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <unordered_map>
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

// A YAML document read with libyaml, the parser Ruby's Psych wraps, from its events (a tenth of the time
// yaml-cpp took for the 5 KB of the hiera tests' common.yaml, which every lookup of an `include apache`
// reads first). A scalar written plain is typed as Psych types it; a quoted or block scalar, or one tagged
// `!` or `!!str`, is a String. An alias is a copy of what its anchor holds; `<<` merges a mapping in.
class YamlReader {
public:
    explicit YamlReader(const std::string& text) {
        yaml_parser_initialize(&m_parser);
        yaml_parser_set_input_string(&m_parser, reinterpret_cast<const unsigned char*>(text.data()),
                                     text.size());
    }
    ~YamlReader() {
        if (m_has_event) yaml_event_delete(&m_event);
        yaml_parser_delete(&m_parser);
    }
    YamlReader(const YamlReader&) = delete;
    YamlReader& operator=(const YamlReader&) = delete;

    /// The first document's value (undef for none).
    Value document() {
        next(); // stream start
        next();
        if (m_event.type != YAML_DOCUMENT_START_EVENT) return {};
        next();
        return node(0);
    }

private:
    void next() {
        if (m_has_event) yaml_event_delete(&m_event);
        m_has_event = false;
        if (yaml_parser_parse(&m_parser, &m_event) == 0) {
            std::string message = m_parser.problem != nullptr ? m_parser.problem : "invalid YAML";
            if (m_parser.context != nullptr) message += std::string(" ") + m_parser.context;
            throw YAML::ParserException(mark(m_parser.context_mark), message); // (Psych's place)
        }
        m_has_event = true;
    }

    static YAML::Mark mark(const yaml_mark_t& at) {
        YAML::Mark m = YAML::Mark::null_mark();
        m.pos = static_cast<int>(at.index);
        m.line = static_cast<int>(at.line);
        m.column = static_cast<int>(at.column);
        return m;
    }

    static std::string text_of(const yaml_char_t* s) {
        return s != nullptr ? reinterpret_cast<const char*>(s) : "";
    }

    // The value of the node whose first event is the current one; the current event is then its last.
    Value node(int depth) {
        if (depth > kMaxDepth) throw LookupError("data nested too deeply");
        m_tagged_str = false;
        Value out;
        std::string anchor;
        switch (m_event.type) {
        case YAML_ALIAS_EVENT: {
            const auto found = m_anchors.find(text_of(m_event.data.alias.anchor));
            // (Psych's BadAlias, which Puppet reports without a file or a place)
            if (found == m_anchors.end())
                throw LookupError("Unable to parse Unknown alias: " + text_of(m_event.data.alias.anchor));
            return found->second;
        }
        case YAML_SCALAR_EVENT: {
            const auto& scalar = m_event.data.scalar;
            anchor = text_of(scalar.anchor);
            std::string value(reinterpret_cast<const char*>(scalar.value), scalar.length);
            const std::string tag = text_of(scalar.tag);
            m_tagged_str = tag == "tag:yaml.org,2002:str";
            const bool string = tag == "!" || tag == "tag:yaml.org,2002:str" ||
                                (tag.empty() && scalar.style != YAML_PLAIN_SCALAR_STYLE);
            out = string ? Value(std::move(value)) : runtime::psych_scalar(value);
            break;
        }
        case YAML_SEQUENCE_START_EVENT: {
            anchor = text_of(m_event.data.sequence_start.anchor);
            std::vector<Value> items;
            for (next(); m_event.type != YAML_SEQUENCE_END_EVENT; next())
                items.push_back(node(depth + 1));
            out = Value(std::move(items));
            break;
        }
        case YAML_MAPPING_START_EVENT: {
            anchor = text_of(m_event.data.mapping_start.anchor);
            Hash h;
            for (next(); m_event.type != YAML_MAPPING_END_EVENT; next()) {
                Value key = node(depth + 1);
                const bool merge = !m_tagged_str && key.is_string() && key.as_string() == "<<";
                next();
                const bool sequence = m_event.type == YAML_SEQUENCE_START_EVENT;
                Value value = node(depth + 1);
                if (!merge || !merge_into(h, value, sequence)) h.set(std::move(key), std::move(value));
            }
            out = Value(std::move(h));
            break;
        }
        default:
            break;
        }
        if (!anchor.empty()) m_anchors[anchor] = out;
        return out;
    }

    // A merge key (`<<: *defaults`, Psych's revive_hash): a mapping's entries, or those of a sequence of
    // mappings written in place (the first one's win), are set in `h` over what it has. False when `value`
    // is not such (Ruby's merge! raises a TypeError): `<<` is then a key like another.
    static bool merge_into(Hash& h, const Value& value, bool sequence) {
        if (value.is_hash()) {
            for (const auto& [k, v] : value.as_hash().entries())
                h.set(k, v);
            return true;
        }
        if (!sequence || !value.is_array()) return false;
        const std::vector<Value>& items = value.as_array();
        if (!std::all_of(items.begin(), items.end(), [](const Value& v) { return v.is_hash(); }))
            return false;
        Hash merged;
        for (auto it = items.rbegin(); it != items.rend(); ++it)
            for (const auto& [k, v] : it->as_hash().entries())
                merged.set(k, v);
        for (const auto& [k, v] : merged.entries())
            h.set(k, v);
        return true;
    }

    yaml_parser_t m_parser{};
    bool m_tagged_str = false; ///< the last scalar read was tagged `!!str`
    yaml_event_t m_event{};
    bool m_has_event = false;
    std::unordered_map<std::string, Value> m_anchors;
};

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
    YamlReader reader(text);
    return reader.document();
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
