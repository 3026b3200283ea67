// Puppet's cron type with its crontab provider (cron_core: type/cron.rb, provider/cron/crontab.rb,
// provider/cron/filetype.rb): each user's crontab is read with `crontab -l` (`crontab -u USER -l` for
// another user) and written whole by piping it to `crontab -` (`crontab -u USER -`). A job Puppet manages
// follows a `# Puppet Name: NAME` comment (and its environment lines); other jobs are kept as they are and
// may be adopted by a resource with the same command and schedule.
#include "apply/providers/builtin.hpp"
#include "apply/providers/local_time.hpp"
#include "apply/providers/parsed_file.hpp"

#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <pwd.h>
#include <unistd.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>

namespace pp::apply {

namespace {

constexpr const char* kTimeFields[] = {"minute", "hour", "monthday", "month", "weekday"};

struct TimeField {
    const char* name;
    int lower, upper;
    std::vector<std::string> alpha; // names accepted instead of numbers (their index)
};

const TimeField& time_field(std::string_view name) {
    static const std::vector<TimeField> fields = {
        {"minute", 0, 59, {}},
        {"hour", 0, 23, {}},
        {"weekday", 0, 7, {"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"}},
        {"month",
         1,
         12,
         {"___placeholder", "january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december"}},
        {"monthday", 1, 31, {}}};
    for (const TimeField& f : fields)
        if (name == f.name) return f;
    return fields.front();
}

bool is_time_field(std::string_view name) {
    for (const char* f : kTimeFields)
        if (name == f) return true;
    return false;
}

std::string lower(std::string s) {
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string join(const Value& v, std::string_view sep) {
    if (!v.is_array()) return value_text(v);
    std::string out;
    for (std::size_t i = 0; i < v.as_array().size(); ++i)
        out += (i > 0 ? std::string(sep) : std::string()) + value_text(v.as_array()[i]);
    return out;
}

std::string current_user_name() {
    // Etc.getpwuid(Process.uid).name, root when there is none
    const passwd* pw = ::getpwuid(::getuid());
    return pw != nullptr ? pw->pw_name : "root";
}

// Puppet::Util.uid for a user name (or number)
std::optional<uid_t> user_uid(const std::string& user) {
    if (user.empty()) return std::nullopt;
    if (const passwd* pw = ::getpwnam(user.c_str())) return pw->pw_uid;
    if (user.find_first_not_of("0123456789") == std::string::npos)
        if (const passwd* pw = ::getpwuid(static_cast<uid_t>(std::stoul(user)))) return pw->pw_uid;
    return std::nullopt;
}

class CronProvider final : public ParsedFileProvider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "cron"; }
    [[nodiscard]] std::vector<std::string> properties() const override {
        return {"ensure", "command",  "special",     "minute", "hour",  "weekday",
                "month",  "monthday", "environment", "user",   "target"};
    }

    [[nodiscard]] State should(const Resource& r) const override {
        State out;
        bool managed = false;
        for (const std::string& p : properties())
            if (p != "ensure" && r.param(p) != nullptr) managed = true;
        if (const Value* e = r.param("ensure")) {
            std::string v = value_text(*e);
            if (v != "present" && v != "absent")
                throw parameter_failure(r, "ensure",
                                        fmt::format("Invalid value {}. Valid values are present, absent.",
                                                    runtime::ruby_inspect(*e)));
            out.emplace("ensure", Value(v));
        } else if (managed) {
            out.emplace("ensure", Value("present"));
        }
        if (const Value* c = r.param("command")) {
            const Value& first = c->is_array() && !c->as_array().empty() ? c->as_array().front() : *c;
            out.emplace("command",
                        Value(ruby_regexp(R"(\A[\s\x00]+|[\s\x00]+\z)").gsub(value_text(first), "")));
        }
        if (const Value* s = r.param("special")) {
            std::string v = value_text(*s);
            static const char* kSpecials[] = {"reboot", "yearly",   "annually", "monthly", "weekly",
                                              "daily",  "midnight", "hourly",   "absent"};
            if (std::find(std::begin(kSpecials), std::end(kSpecials), v) == std::end(kSpecials))
                throw parameter_failure(
                    r, "special", fmt::format("Invalid special schedule {}", runtime::ruby_inspect(*s)));
            out.emplace("special", Value(v));
        }
        for (const char* f : kTimeFields)
            if (const Value* v = r.param(f)) out.emplace(f, time_should(r, time_field(f), *v));
        if (const Value* env = r.param("environment")) {
            std::vector<Value> list;
            for (const Value& x : env->is_array() ? env->as_array() : std::vector<Value>{*env}) {
                std::string v = value_text(x);
                if (!ruby_regexp(R"(^\s*(\w+)\s*=\s*(.*)\s*$)").matches(v) && v != "absent")
                    throw parameter_failure(
                        r, "environment",
                        fmt::format("Invalid environment setting {}", runtime::ruby_inspect(x)));
                list.emplace_back(v);
            }
            if (list.size() == 1 && is_absent(list.front()))
                out.emplace("environment", Value("absent"));
            else
                out.emplace("environment", Value(std::move(list)));
        }
        std::string user;
        if (const Value* u = r.param("user")) {
            user = value_text(*u);
            out.emplace("user", Value(user));
        }
        // target: the user's crontab (the user running Puppet when none is given)
        if (const Value* t = r.param("target"))
            out.emplace("target", Value(value_text(*t)));
        else
            out.emplace("target", Value(user.empty() ? current_user_name() : user));
        // the type's validate: a special schedule excludes the time fields
        if (auto s = out.find("special"); s != out.end() && !is_absent(s->second))
            for (const char* f : kTimeFields)
                if (auto v = out.find(f); v != out.end() && !is_absent(v->second))
                    throw validation_failure(
                        r, fmt::format("{} cannot specify both a special schedule and a value for {}", r.ref,
                                       f));
        return out;
    }

    [[nodiscard]] bool insync(const Resource& r, std::string_view property, const Value& is,
                              const Value& should) const override {
        // CronParam#insync?: the values as they are displayed
        if (property == "command" || is_time_field(property))
            return display_value(is) == display_value(should);
        if (property == "environment") {
            if (is.is_array() && should.is_array()) {
                std::vector<std::string> a, b;
                for (const Value& x : is.as_array())
                    a.push_back(value_text(x));
                for (const Value& x : should.as_array())
                    b.push_back(value_text(x));
                std::sort(a.begin(), a.end());
                std::sort(b.begin(), b.end());
                return a == b;
            }
            return is_absent(is) && is_absent(should);
        }
        return ParsedFileProvider::insync(r, property, is, should);
    }

    [[nodiscard]] std::string format_should(std::string_view property, const Value& should) const override {
        // environment's should_to_s: the settings joined by commas
        if (property == "environment" && should.is_array()) return join(should, ",");
        return ParsedFileProvider::format_should(property, should);
    }

    [[nodiscard]] AutoRelations auto_relations(const Resource& r) const override {
        AutoRelations out;
        if (const Value* u = r.param("user")) out.require.push_back(fmt::format("User[{}]", value_text(*u)));
        return out;
    }

    // Puppet numbers the unmanaged jobs on over the class's life; a run prefetches once, and `pp resource
    // cron` reads again for every job it lists, so the count starts over at each reading
    std::vector<State> get(Context& context, std::span<const Resource* const> resources) override {
        m_name_index = 0;
        return ParsedFileProvider::get(context, resources);
    }
    std::vector<std::string> instances(Context& context) override {
        m_name_index = 0;
        return ParsedFileProvider::instances(context);
    }
    // the target is a user: crontab keeps each user's table in Debian's spool directory
    [[nodiscard]] WatchSource watch_source(const Resource& resource) const override {
        std::string user = resource_target(resource);
        if (user.empty()) user = default_target();
        return {WatchSource::Files, {"/var/spool/cron/crontabs/" + user}};
    }

protected:
    [[nodiscard]] std::string name() const override { return "crontab"; }
    // default_target: ENV['USER'] || 'root'
    [[nodiscard]] std::string default_target() const override {
        const char* user = std::getenv("USER");
        return user != nullptr ? user : "root";
    }
    // commands crontab: 'crontab'
    [[nodiscard]] bool suitable() const override { return !which("crontab").empty(); }
    [[nodiscard]] bool raise_prefetch_errors() const override { return true; }

    // and every crontab on the machine this process may write (enumerate_crontabs)
    [[nodiscard]] std::vector<std::string>
    targets(std::span<const Resource* const> resources) const override {
        std::vector<std::string> out = ParsedFileProvider::targets(resources);
        static constexpr const char* kCrontabDir = "/var/spool/cron/crontabs";
        if (::access(kCrontabDir, R_OK) != 0) return out;
        std::error_code ec;
        std::vector<std::string> found;
        for (const auto& entry : std::filesystem::directory_iterator(kCrontabDir, ec)) {
            const std::string file = entry.path().filename().string();
            if (entry.is_regular_file(ec) && ::access(entry.path().c_str(), W_OK) == 0 &&
                file.rfind(".keep_", 0) != 0)
                found.push_back(file);
        }
        std::sort(found.begin(), found.end());
        for (std::string& f : found)
            if (std::find(out.begin(), out.end(), f) == out.end()) out.push_back(std::move(f));
        return out;
    }

    [[nodiscard]] std::string header() const override {
        const std::string stamp = ruby_time_to_s(std::time(nullptr));
        return fmt::format(
            "# HEADER: This file was autogenerated at {} by puppet.\n"
            "# HEADER: While it can still be managed manually, it is definitely not recommended.\n"
            "# HEADER: Note particularly that the comments starting with 'Puppet Name' should\n"
            "# HEADER: not be deleted, as doing so could cause duplicate cron jobs.\n",
            stamp);
    }

    [[nodiscard]] std::string to_file(const std::vector<const FileRecord*>& records) const override {
        std::string text;
        for (std::size_t i = 0; i < records.size(); ++i) {
            if (i > 0) text += '\n';
            text += records[i]->text ? records[i]->line : to_line(*records[i]);
        }
        text += '\n';
        // a vixie cron header in the records is dropped (cron writes its own)
        if (auto m = ruby_regexp(R"((?m)# DO NOT EDIT THIS FILE.*?Cron version.*?vixie.*?\n)").match(text))
            text = std::string(m->pre_match()) + std::string(m->post_match());
        text = header() + text;
        // a TZ line goes first
        if (auto tz = ruby_regexp(R"((^TZ=.+\n))").match(text)) {
            std::string line(*tz->group(1));
            text.erase(text.find(line), line.size());
            text = line + text;
        }
        return text;
    }

    [[nodiscard]] std::optional<FileRecord> parse_line(std::string_view line) const override {
        if (ruby_regexp(R"(^\s*#)").matches(line)) {
            FileRecord r = text_record("comment", line);
            if (auto m = ruby_regexp(R"(Puppet Name: (.+)\s*$)").match(line))
                r.set("name", Value(std::string(*m->group(1))));
            return r;
        }
        if (ruby_regexp(R"(^\s*$)").matches(line)) return text_record("blank", line);
        if (ruby_regexp(R"(^\s*\w+\s*=)").matches(line)) return text_record("environment", line);
        auto m = ruby_regexp(R"(^\s*(@\w+|\S+\s+\S+\s+\S+\s+\S+\s+\S+)\s+(.+)$)").match(line);
        if (!m) return std::nullopt;
        FileRecord r;
        r.record_type = "crontab";
        const std::string time(*m->group(1));
        const std::string command(*m->group(2));
        r.set("command", command == "*" ? Value("absent") : Value(command));
        // post_parse: @special, or the five time fields as lists (`*` is absent)
        if (auto special = ruby_regexp(R"(@(\S+))").match(time)) {
            for (const char* f : kTimeFields)
                r.set(f, Value("absent"));
            r.set("special", Value(std::string(*special->group(1))));
            return r;
        }
        auto fields = ruby_regexp(R"((\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+))").match(time);
        if (!fields)
            throw ApplyError(
                "Line got parsed as a crontab entry but cannot be handled. Please file a bug with the "
                "contents of your crontab");
        r.set("special", Value("absent"));
        std::size_t i = 1;
        for (const char* f : kTimeFields) {
            std::string v(*fields->group(i++));
            if (v == "*") {
                r.set(f, Value("absent"));
                continue;
            }
            std::vector<Value> list;
            for (const std::string& part : ruby_split(v, ","))
                list.emplace_back(part);
            r.set(f, Value(std::move(list)));
        }
        return r;
    }

    void prefetch_hook(Context&, std::vector<FileRecord>& records) override {
        // a `# Puppet Name:` comment and the environment lines after it belong to the next job; other jobs
        // get a name of their own (never written back)
        std::optional<std::string> name;
        std::optional<std::vector<Value>> envs;
        std::vector<FileRecord> result;
        for (FileRecord& r : records) {
            bool skip = false;
            if (r.record_type == "comment") {
                if (r.has("name")) {
                    name = r.str("name");
                    skip = true;
                    envs.emplace();
                }
            } else if (r.record_type == "environment") {
                if (envs) {
                    envs->emplace_back(r.line);
                    skip = true;
                }
            } else if (r.record_type != "blank") {
                if (name) {
                    r.set("name", Value(*name));
                    name.reset();
                } else {
                    std::string command = ruby_regexp(R"(\s+)").gsub(r.str("command"), "_");
                    r.set("name", Value(fmt::format("unmanaged:{}-{}", command, ++m_name_index)));
                    r.generated_name = true;
                }
                if (!envs || envs->empty()) {
                    r.set("environment", Value("absent"));
                } else {
                    r.set("environment", Value(std::move(*envs)));
                    envs.reset();
                }
            }
            if (!skip) result.push_back(std::move(r));
        }
        records = std::move(result);
    }

    [[nodiscard]] std::string to_line(const FileRecord& r) const override {
        std::string out;
        if (!r.generated_name && r.has("name")) out = fmt::format("# Puppet Name: {}\n", r.str("name"));
        if (const Value* env = r.get("environment"); env != nullptr && env->is_array())
            for (const Value& line : env->as_array())
                out += value_text(line) + "\n";
        // pre_gen: `@special`, lists joined by commas; absent fields are `*`
        std::vector<std::string> fields;
        if (r.has("special")) {
            fields.push_back("@" + r.str("special"));
        } else {
            for (const char* f : kTimeFields)
                fields.push_back(r.has(f) ? join(*r.get(f), ",") : "*");
        }
        fields.push_back(r.has("command") ? r.str("command") : "*");
        for (std::size_t i = 0; i < fields.size(); ++i)
            out += (i > 0 ? " " : "") + fields[i];
        return out;
    }

    // FileParsing#valid_attr? for the crontab record type: its fields are `time` and `command`
    [[nodiscard]] bool valid_field(const FileRecord&, std::string_view field) const override {
        return field == "time" || field == "command" || field == "ensure";
    }

    [[nodiscard]] Value current_value(const Resource& r, const FileRecord& record,
                                      const std::string& property, const State& should) const override {
        // the provider's user: its own, else the crontab's
        if (property == "user") {
            if (const Value* u = record.get("user"); u != nullptr && !u->is_undef()) return *u;
            if (const Value* t = record.get("target"); t != nullptr && !t->is_undef()) return *t;
        }
        return ParsedFileProvider::current_value(r, record, property, should);
    }

    // resource_for_record: the same name in the resource's own crontab
    [[nodiscard]] bool record_matches(const FileRecord& record, const Resource& resource) const override {
        return ParsedFileProvider::record_matches(record, resource) &&
               record.str("target") == resource_target(resource);
    }

    // ParsedFile.match: an unnamed (unmanaged) job with the command and schedule of a resource
    int match_unnamed(FileRecord& record, const std::vector<const Resource*>& candidates) override {
        if (record.has("name") && !record.generated_name) return -1;
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            const Resource& r = *candidates[i];
            if (record.str("target") != resource_target(r)) continue;
            const State should = this->should(r);
            auto command = should.find("command");
            if (command == should.end() || record.str("command") != value_text(command->second)) continue;
            bool matched = true;
            for (const char* f : {"minute", "hour", "monthday", "month", "weekday", "special"}) {
                auto s = should.find(f);
                if (s == should.end()) continue; // not managed: always matches
                const Value* rv = record.get(f);
                // an absent special is nil to Cron#value, which never matches
                const bool never = std::string_view(f) == "special" && is_absent(s->second);
                if (rv == nullptr || never || !same_schedule(*rv, s->second)) {
                    matched = false;
                    break;
                }
            }
            if (matched) return static_cast<int>(i);
        }
        return -1;
    }

    void create(Context& context, const Resource& resource, FileRecord& record) override {
        if (this->should(resource).contains("command")) {
            ParsedFileProvider::create(context, resource, record);
            return;
        }
        context.log().err(resource.path, "no command specified, cannot create");
    }

    void set_property(Context& context, const Resource& resource, FileRecord& record,
                      const std::string& property, const Value& should) override {
        // user=: the job moves to that user's crontab (the old one is rewritten too)
        ParsedFileProvider::set_property(context, resource, record, property, should);
        if (property == "user") record.set("target", should);
    }

    // --- the crontab file type (a user's crontab through the crontab command)

    std::string read_target(Context& context, const std::string& user) override {
        std::optional<uid_t> uid = user_uid(user);
        if (!uid) {
            context.log().debug(
                "", fmt::format("The {} user does not exist. Treating their crontab file as empty "
                                "in case Puppet creates them in the middle of the run.",
                                user));
            return {};
        }
        Command c = ruby_exec_command(cmdbase(user, *uid) + " -l");
        CommandResult result = context.run(c);
        if (result.status == 0) return result.output;
        std::string detail = execution_failure(c, result);
        if (detail.find("no crontab for") != std::string::npos) return {};
        if (detail.find("are not allowed to") != std::string::npos) {
            context.log().debug(
                "", fmt::format("The {} user is not authorized to use cron. Their crontab file is "
                                "treated as empty in case Puppet authorizes them in the middle of "
                                "the run (by, for example, modifying the cron.deny or cron.allow "
                                "files).",
                                user));
            return {};
        }
        throw FileReadError(fmt::format("Could not read crontab for {}: {}", user, detail));
    }

    void write_target(Context& context, const std::string& user, const std::string& text) override {
        std::optional<uid_t> uid = user_uid(user);
        if (!uid)
            throw ApplyError(
                fmt::format("Cannot write the {} user's crontab: The user does not exist", user));
        // IO.popen("crontab -", "w"): the table on its standard input, its exit status not looked at
        Command c = ruby_exec_command(cmdbase(user, *uid) + " -");
        c.input = text;
        c.debug_line = std::string();
        (void)context.run(c);
    }

    // the crontab file type has no backup
    void backup_target(Context&, const std::string&) override {}

private:
    // `crontab`, or `crontab -u USER` for another user than the one running
    static std::string cmdbase(const std::string& user, uid_t uid) {
        return uid == ::getuid() ? "crontab" : "crontab -u " + user;
    }

    // the record's value against the resource's (an absent field is `*`)
    static bool same_schedule(const Value& record, const Value& resource) {
        if (is_absent(record) || is_absent(resource)) return is_absent(record) && is_absent(resource);
        return join(record, ",") == join(resource, ",") && record.is_array() == resource.is_array();
    }

    // CronParam's munge for every value of a time field: `absent`/`*` absent, steps and ranges as they are,
    // numbers within the field's bounds, names (weekdays, months) as their number
    static Value time_should(const Resource& r, const TimeField& field, const Value& given) {
        std::vector<Value> values;
        for (const Value& v : given.is_array() ? given.as_array() : std::vector<Value>{given})
            values.push_back(munge_time(r, field, v));
        if (!values.empty() && is_absent(values.front())) return Value("absent");
        return Value(std::move(values));
    }

    static Value munge_time(const Resource& r, const TimeField& field, const Value& value) {
        const std::string text = value_text(value);
        if (text == "absent") return Value("absent");
        if (ruby_regexp(R"(^\*/[0-9]+$)").matches(text) || ruby_regexp(R"(^[0-9]+-[0-9]+$)").matches(text) ||
            ruby_regexp(R"(^[0-9]+-[0-9]+/[0-9]+$)").matches(text))
            return Value(text);
        if (text == "*") return Value("absent");
        std::optional<std::string> result;
        if (value.is_integer() || ruby_regexp(R"(^\d+$)").matches(text)) {
            long n = std::strtol(text.c_str(), nullptr, 10);
            if (n >= field.lower && n <= field.upper) result = text;
        } else if (!field.alpha.empty()) {
            const std::string name = lower(text);
            for (std::size_t i = 0; i < field.alpha.size(); ++i) {
                if (name.size() == 3 ? name == field.alpha[i].substr(0, 3) : name == field.alpha[i]) {
                    result = std::to_string(i);
                    break;
                }
            }
        }
        if (!result)
            throw parameter_failure(
                r, field.name,
                fmt::format("Munging failed for value {} in class {}: {} is not a valid {}",
                            runtime::ruby_inspect(value), field.name, text, field.name));
        return Value(*result);
    }

    int m_name_index = 0; // the names of unmanaged jobs count on over the targets of one reading
};

} // namespace

void register_cron_provider(ProviderRegistry& registry) {
    registry.add(std::make_unique<CronProvider>());
}

} // namespace pp::apply
