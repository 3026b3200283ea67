// Puppet's host type with its parsed provider (host_core: type/host.rb, provider/host/parsed.rb): one line
// of /etc/hosts (or `target`) per host, `ip<TAB>name<TAB>aliases<TAB># comment`.
#include "apply/providers/builtin.hpp"
#include "apply/providers/parsed_file.hpp"

#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <sys/stat.h>

namespace pp::apply {

namespace {

constexpr std::string_view kHostsPattern = R"(^([0-9a-f:]\S+)\s+([^#\s+]\S+)\s*(.*?)?(?:\s*#\s*(.*))?$)";

bool valid_v4(const std::string& addr) {
    auto m = ruby_regexp(R"(^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$)").match(addr);
    if (!m) return false;
    for (std::size_t i = 1; i <= 4; ++i)
        if (std::stoi(std::string(*m->group(i))) > 255) return false;
    return true;
}

bool valid_v6(const std::string& addr) {
    // type/host.rb's expression, as written there
    static constexpr std::string_view kV6 =
        R"(^\s*((([0-9A-Fa-f]{1,4}:){7}([0-9A-Fa-f]{1,4}|:))|(([0-9A-Fa-f]{1,4}:){6}(:[0-9A-Fa-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9A-Fa-f]{1,4}:){5}(((:[0-9A-Fa-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9A-Fa-f]{1,4}:){4}(((:[0-9A-Fa-f]{1,4}){1,3})|((:[0-9A-Fa-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9A-Fa-f]{1,4}:){3}(((:[0-9A-Fa-f]{1,4}){1,4})|((:[0-9A-Fa-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9A-Fa-f]{1,4}:){2}(((:[0-9A-Fa-f]{1,4}){1,5})|((:[0-9A-Fa-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9A-Fa-f]{1,4}:){1}(((:[0-9A-Fa-f]{1,4}){1,6})|((:[0-9A-Fa-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9A-Fa-f]{1,4}){1,7})|((:[0-9A-Fa-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))(%.+)?\s*$)";
    return ruby_regexp(kV6).matches(addr);
}

bool has_newline(std::string_view s) {
    return s.find('\n') != std::string_view::npos || s.find('\r') != std::string_view::npos;
}

std::vector<std::string> list_of(const Value& v) {
    std::vector<std::string> out;
    if (v.is_array()) {
        for (const Value& x : v.as_array())
            out.push_back(value_text(x));
    } else if (!v.is_undef()) {
        out.push_back(value_text(v));
    }
    return out;
}

std::string join(const std::vector<std::string>& parts, std::string_view sep) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out += sep;
        out += parts[i];
    }
    return out;
}

class HostProvider final : public ParsedFileProvider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "host"; }
    [[nodiscard]] std::vector<std::string> properties() const override {
        return {"ensure", "ip", "host_aliases", "comment", "target"};
    }

    [[nodiscard]] State should(const Resource& r) const override {
        State out;
        bool managed = false;
        for (const char* p : {"ip", "host_aliases", "comment", "target"})
            if (r.param(p) != nullptr) managed = true;
        if (const Value* e = r.param("ensure")) {
            std::string v = value_text(*e);
            if (v != "present" && v != "absent")
                throw parameter_failure(r, "ensure",
                                        fmt::format("Invalid value {}. Valid values are present, absent.",
                                                    runtime::ruby_inspect(*e)));
            out.emplace("ensure", Value(v));
        } else if (managed) {
            out.emplace("ensure", Value("present")); // ensurable's default for a managed resource
        }
        if (const Value* ip = r.param("ip")) {
            std::string v = value_text(*ip);
            if (!((valid_v4(v) || valid_v6(v)) && !has_newline(v)))
                throw parameter_failure(
                    r, "ip", fmt::format("Invalid IP address {}", runtime::ruby_inspect(Value(v))));
            out.emplace("ip", Value(v));
        }
        if (const Value* aliases = r.param("host_aliases")) {
            std::vector<std::string> list = list_of(*aliases);
            for (const std::string& a : list) {
                if (ruby_regexp(R"(\s)").matches(a))
                    throw parameter_failure(r, "host_aliases", "Host aliases cannot include whitespace");
                if (ruby_regexp(R"(^\s*$)").matches(a))
                    throw parameter_failure(
                        r, "host_aliases",
                        "Host aliases cannot be an empty string. Use an empty array to delete all "
                        "host_aliases ");
            }
            // Puppet::Property::OrderedList (inclusive): the should value is the list joined by spaces
            out.emplace("host_aliases", Value(join(list, " ")));
        }
        if (const Value* comment = r.param("comment")) {
            std::string v = value_text(*comment);
            if (has_newline(v)) throw parameter_failure(r, "comment", "Comment cannot include newline");
            out.emplace("comment", Value(v));
        }
        const Value* target = r.param("target");
        out.emplace("target", target != nullptr ? Value(value_text(*target)) : Value(default_target()));
        for (const std::string& part : ruby_split(r.name, R"(\.)"))
            if (!ruby_regexp(R"(^([\w]+|[\w][\w\-]+[\w])$)").matches(part))
                throw parameter_failure(r, "name", "Invalid host name");
        if (has_newline(r.name)) throw parameter_failure(r, "name", "Hostname cannot include newline");
        return out;
    }

    [[nodiscard]] bool insync(const Resource& r, std::string_view property, const Value& is,
                              const Value& should) const override {
        if (property == "host_aliases") return aliases_text(is) == value_text(should);
        return ParsedFileProvider::insync(r, property, is, should);
    }

    [[nodiscard]] std::string format_is(std::string_view property, const Value& is) const override {
        // Puppet::Property::List#is_to_s: the members joined, not quoted
        if (property == "host_aliases" && is.is_array()) return aliases_text(is);
        return ParsedFileProvider::format_is(property, is);
    }

protected:
    [[nodiscard]] std::string default_target() const override { return settings().root + "/etc/hosts"; }
    // confine exists: hosts
    [[nodiscard]] bool suitable() const override {
        struct stat st {};
        return ::stat(default_target().c_str(), &st) == 0;
    }

    [[nodiscard]] std::optional<FileRecord> parse_line(std::string_view line) const override {
        if (ruby_regexp("^#").matches(line)) return text_record("comment", line);
        if (ruby_regexp(R"(^\s*$)").matches(line)) return text_record("blank", line);
        if (auto m = ruby_regexp(kHostsPattern).match(line)) {
            FileRecord r;
            r.record_type = "parsed";
            const char* fields[] = {"ip", "name", "host_aliases", "comment"};
            for (std::size_t i = 0; i < 4; ++i) {
                auto g = m->group(i + 1);
                if (g && !g->empty()) r.set(fields[i], Value(std::string(*g)));
            }
            // post_parse: no comment is an empty one; aliases separated by one space
            if (!r.has("comment")) r.set("comment", Value(""));
            if (r.has("host_aliases"))
                r.set("host_aliases", Value(ruby_regexp(R"(\s+)").gsub(r.str("host_aliases"), " ")));
            return r;
        }
        return text_record("incomplete", line); // its expression matches any line
    }

    [[nodiscard]] std::string to_line(const FileRecord& r) const override {
        for (const char* f : {"ip", "name"})
            if (!r.has(f)) throw ApplyError(fmt::format("{} is a required attribute for hosts", f));
        std::string out = r.str("ip") + "\t" + r.str("name");
        if (const Value* a = r.get("host_aliases"); a != nullptr && !a->is_undef() && !is_absent(*a))
            out += "\t" + value_text(*a); // an empty list too
        if (const Value* c = r.get("comment"); c != nullptr && !c->is_undef() && !value_text(*c).empty())
            out += "\t# " + value_text(*c);
        return out;
    }

    [[nodiscard]] bool valid_field(const FileRecord&, std::string_view field) const override {
        return field == "ip" || field == "name" || field == "host_aliases" || field == "comment" ||
               field == "ensure";
    }

    [[nodiscard]] Value current_value(const Resource& r, const FileRecord& record,
                                      const std::string& property, const State& should) const override {
        Value v = ParsedFileProvider::current_value(r, record, property, should);
        // Puppet::Property::List#retrieve: the provider's string split on the delimiter
        if (property == "host_aliases" && v.is_string() && !is_absent(v)) {
            std::vector<Value> members;
            for (const std::string& a : ruby_split(v.as_string(), R"(\s+)"))
                if (!a.empty()) members.emplace_back(a);
            return Value(std::move(members));
        }
        return v;
    }

private:
    // List#prepare_is_for_comparison / is_to_s: the members joined by the delimiter (absent is none)
    static std::string aliases_text(const Value& is) {
        if (is.is_array()) return join(list_of(is), " ");
        if (is.is_undef() || is_absent(is)) return {};
        return value_text(is);
    }
};

} // namespace

void register_host_provider(ProviderRegistry& registry) {
    registry.add(std::make_unique<HostProvider>());
}

} // namespace pp::apply
