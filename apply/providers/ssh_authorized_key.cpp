// Puppet's ssh_authorized_key type with its parsed provider (sshkeys_core: type/ssh_authorized_key.rb,
// provider/ssh_authorized_key/parsed.rb): one key per line of the user's ~/.ssh/authorized_keys (or
// `target`), `options type key name`. The file is written as the key's user (drop_privileges), its
// directory created 0700 when missing, and left mode 0600.
#include "apply/providers/builtin.hpp"
#include "apply/providers/parsed_file.hpp"

#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace pp::apply {

namespace {

// The type property's values (newvalues) and aliasvalue's aliases.
constexpr std::string_view kKeyTypes[] = {"ssh-dss",
                                          "ssh-rsa",
                                          "ecdsa-sha2-nistp256",
                                          "ecdsa-sha2-nistp384",
                                          "ecdsa-sha2-nistp521",
                                          "ssh-ed25519",
                                          "sk-ecdsa-sha2-nistp256@openssh.com",
                                          "sk-ssh-ed25519@openssh.com",
                                          "ssh-rsa-cert-v01@openssh.com",
                                          "ssh-ed25519-cert-v01@openssh.com",
                                          "ssh-dss-cert-v01@openssh.com",
                                          "ecdsa-sha2-nistp256-cert-v01@openssh.com",
                                          "ecdsa-sha2-nistp384-cert-v01@openssh.com",
                                          "ecdsa-sha2-nistp521-cert-v01@openssh.com"};
constexpr std::pair<std::string_view, std::string_view> kKeyTypeAliases[] = {
    {"dsa", "ssh-dss"},
    {"ed25519", "ssh-ed25519"},
    {"rsa", "ssh-rsa"},
    {"ecdsa-sk", "sk-ecdsa-sha2-nistp256@openssh.com"},
    {"ed25519-sk", "sk-ssh-ed25519@openssh.com"}};

// Ssh_authorized_key.keyline_regex (written there with /x)
constexpr std::string_view kKeyLine =
    R"(^(?:(.+)\s+)?(ssh-dss|ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp256|ecdsa-sha2-nistp384|ecdsa-sha2-nistp521|)"
    R"(ecdsa-sk|ed25519-sk|sk-ecdsa-sha2-nistp256@openssh.com|sk-ssh-ed25519@openssh.com|)"
    R"(ssh-rsa-cert-v01@openssh.com|ssh-ed25519-cert-v01@openssh.com|ssh-dss-cert-v01@openssh.com|)"
    R"(ecdsa-sha2-nistp256-cert-v01@openssh.com|ecdsa-sha2-nistp384-cert-v01@openssh.com|)"
    R"(ecdsa-sha2-nistp521-cert-v01@openssh.com)\s+([^ ]+)\s*(.*)$)";
constexpr std::string_view kKeyV1 = R"(^(?:(.+) )?(\d+) (\d+) (\d+)(?: (.+))?$)";

const Value& absent_options() {
    static const Value v(std::vector<Value>{Value("absent")});
    return v;
}

bool absent_list(const Value& v) {
    if (is_absent(v)) return true;
    if (!v.is_array()) return false;
    for (const Value& x : v.as_array())
        if (is_absent(x)) return true;
    return false;
}

// Puppet::Util.uid / gid for a user name (or number)
const passwd* user_entry(const std::string& user) {
    if (user.empty()) return nullptr;
    if (const passwd* pw = ::getpwnam(user.c_str())) return pw;
    if (user.find_first_not_of("0123456789") == std::string::npos)
        return ::getpwuid(static_cast<uid_t>(std::stoul(user)));
    return nullptr;
}

// SUIDManager.asuser: effective uid and gid (with the user's groups) of a user until destroyed, when running
// as root and the user is another one.
class AsUser {
public:
    AsUser(const std::string& name, uid_t uid, gid_t gid) {
        if (::geteuid() != 0 || uid == 0) return;
        m_egid = ::getegid();
        int n = ::getgroups(0, nullptr);
        m_groups.resize(static_cast<std::size_t>(n > 0 ? n : 0));
        if (n > 0) ::getgroups(n, m_groups.data());
        if (::initgroups(name.c_str(), gid) != 0 || ::setegid(gid) != 0 || ::seteuid(uid) != 0) {
            int err = errno;
            restore();
            throw ApplyError(fmt::format("Could not change to user {}: {}", name, std::strerror(err)));
        }
        m_active = true;
    }
    ~AsUser() {
        if (m_active) restore();
    }
    AsUser(const AsUser&) = delete;
    AsUser& operator=(const AsUser&) = delete;

private:
    void restore() {
        (void)::seteuid(0);
        (void)::setegid(m_egid);
        (void)::setgroups(m_groups.size(), m_groups.data());
        m_active = false;
    }
    bool m_active = false;
    gid_t m_egid = 0;
    std::vector<gid_t> m_groups;
};

std::string dirname(const std::string& path) {
    auto slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    if (slash == 0) return "/";
    return path.substr(0, slash);
}

class SshAuthorizedKeyProvider final : public ParsedFileProvider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "ssh_authorized_key"; }
    [[nodiscard]] std::vector<std::string> properties() const override {
        return {"ensure", "type", "key", "user", "target", "options"};
    }

    [[nodiscard]] State should(const Resource& r) const override {
        State out;
        bool managed = false;
        for (const char* p : {"type", "key", "user", "target", "options"})
            if (r.param(p) != nullptr) managed = true;
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
        if (const Value* t = r.param("type")) out.emplace("type", Value(key_type(r, *t)));
        if (const Value* k = r.param("key")) {
            std::string v = value_text(*k);
            if (ruby_regexp(R"(\s)").matches(v))
                throw parameter_failure(r, "key", fmt::format("Key must not contain whitespace: {}", v));
            out.emplace("key", Value(v));
        }
        std::string user;
        if (const Value* u = r.param("user")) {
            user = value_text(*u);
            out.emplace("user", Value(user));
        }
        // target: as given, else ~user/.ssh/authorized_keys (nothing while the user does not exist)
        const Value* t = r.param("target");
        if (t != nullptr && !is_absent(*t)) {
            out.emplace("target", Value(value_text(*t)));
        } else if (r.param("user") != nullptr) {
            if (const passwd* pw = ::getpwnam(user.c_str()))
                out.emplace("target", Value(std::string(pw->pw_dir) + "/.ssh/authorized_keys"));
        } else {
            throw validation_failure(r, "Attribute 'user' or 'target' is mandatory");
        }
        // options (array_matching all): :absent unless given
        Value options = absent_options();
        if (const Value* o = r.param("options")) {
            std::vector<Value> list;
            for (const Value& x : o->is_array() ? o->as_array() : std::vector<Value>{*o}) {
                std::string v = value_text(x);
                if (!is_absent(x) && !ruby_regexp(R"(^[-a-z0-9A-Z_]+(?:=\".*?\")?$)").matches(v))
                    throw parameter_failure(
                        r, "options",
                        fmt::format("Option {} is not valid. A single option must either be of the "
                                    "form 'option' or 'option=\"value\"'. Multiple options must be "
                                    "provided as an array",
                                    v));
                list.emplace_back(v);
            }
            options = Value(std::move(list));
        }
        out.emplace("options", std::move(options));
        return out;
    }

    [[nodiscard]] bool insync(const Resource& r, std::string_view property, const Value& is,
                              const Value& should) const override {
        if (property == "options") {
            // Property#insync? with array_matching all
            if (!is.is_array() || !should.is_array()) return false;
            const auto& a = is.as_array();
            const auto& b = should.as_array();
            if (a.size() != b.size()) return false;
            for (std::size_t i = 0; i < a.size(); ++i)
                if (value_text(a[i]) != value_text(b[i])) return false;
            return true;
        }
        return ParsedFileProvider::insync(r, property, is, should);
    }

    [[nodiscard]] std::string change_message(const Resource& r, std::string_view property, const Value& is,
                                             const Value& should) const override {
        // Property#change_to_s: [:absent] is absent too
        if (property == "options" && should.is_array() && should.as_array().size() == 1 &&
            is_absent(should.as_array().front()) && !is_absent(is))
            return fmt::format("undefined 'options' from {}", format_is(property, is));
        return ParsedFileProvider::change_message(r, property, is, should);
    }

    [[nodiscard]] AutoRelations auto_relations(const Resource& r) const override {
        AutoRelations out;
        if (const Value* u = r.param("user")) out.require.push_back(fmt::format("User[{}]", value_text(*u)));
        return out;
    }

    void flush(Context& context, const Resource& resource) override {
        FileRecord& record = record_of(resource);
        const std::string user = resource.param("user") != nullptr ? value_text(*resource.param("user")) : "";
        if (user.empty()) throw ApplyError("Cannot write SSH authorized keys without user");
        const passwd* pw = user_entry(user);
        if (pw == nullptr) throw ApplyError(fmt::format("User '{}' does not exist", user));
        const std::string name = pw->pw_name; // getpwnam's buffer is overwritten by the next lookup
        const uid_t uid = pw->pw_uid;
        const gid_t gid = pw->pw_gid;
        std::string target = record.str("target");
        if (target.empty()) target = resource_target(resource);
        // backed up here, before the privileges change (the superclass would only do it once anyway)
        backup_target(context, target);
        if (resource.flag("drop_privileges", true)) {
            AsUser as(name, uid, gid);
            const std::string dir = dirname(target);
            struct stat st {};
            if (::stat(dir.c_str(), &st) != 0) {
                context.log().debug("", fmt::format("Creating {} as {}", dir, user));
                if (::mkdir(dir.c_str(), 0700) != 0)
                    throw ApplyError(fmt::format("{} @ dir_s_mkdir - {}", std::strerror(errno), dir));
            }
            flush_record(context, resource, record);
            chmod(target);
        } else {
            if (!trusted_path(context, target))
                throw ApplyError("drop_privileges is false but the target path is not trusted");
            flush_record(context, resource, record);
            if (::chown(target.c_str(), uid, gid) != 0)
                throw ApplyError(fmt::format("{} @ rb_file_chown - {}", std::strerror(errno), target));
            chmod(target);
        }
    }

protected:
    // default_target: '' (every key names its file through its user or target)
    [[nodiscard]] std::string default_target() const override { return {}; }

    [[nodiscard]] std::optional<FileRecord> parse_line(std::string_view line) const override {
        if (ruby_regexp(R"(^\s*#)").matches(line)) return text_record("comment", line);
        if (ruby_regexp(R"(^\s*$)").matches(line)) return text_record("blank", line);
        if (auto m = ruby_regexp(kKeyLine).match(line)) {
            FileRecord r;
            r.record_type = "parsed";
            set_fields(r, *m, {"options", "type", "key", "name"});
            // post_parse: no name is an empty one; options parsed into a list, [:absent] when none
            if (!r.has("name")) r.set("name", Value(""));
            if (r.has("options"))
                r.set("options", parse_options(r.str("options")));
            else
                r.set("options", absent_options());
            return r;
        }
        if (auto m = ruby_regexp(kKeyV1).match(line)) {
            FileRecord r;
            r.record_type = "key_v1";
            set_fields(r, *m, {"options", "bits", "exponent", "modulus", "name"});
            return r;
        }
        return std::nullopt;
    }

    void prefetch_hook(Context& context, std::vector<FileRecord>& records) override {
        // unnamed keys get a name of their own, never written back
        int index = 0;
        for (FileRecord& r : records) {
            if (r.record_type != "parsed" || !r.str("name").empty()) continue;
            r.generated_name = true;
            r.set("name", Value(fmt::format("{}:unnamed-{}", r.str("target"), ++index)));
            context.log().debug("", fmt::format("generating name for on-disk ssh_authorized_key {}: {}",
                                                r.str("key"), r.str("name")));
        }
    }

    [[nodiscard]] std::string to_line(const FileRecord& r) const override {
        std::vector<std::string> parts;
        std::string options;
        if (r.record_type == "parsed") {
            // pre_gen: the options joined by commas, none when absent; a made-up name left out
            const Value* o = r.get("options");
            if (o != nullptr && !absent_list(*o)) {
                std::vector<std::string> list;
                if (o->is_array())
                    for (const Value& x : o->as_array())
                        list.push_back(value_text(x));
                else
                    list.push_back(value_text(*o));
                for (std::size_t i = 0; i < list.size(); ++i)
                    options += (i > 0 ? "," : "") + list[i];
            }
            parts.push_back(options);
            for (const char* f : {"type", "key"})
                parts.push_back(required(r, f));
            parts.push_back(r.generated_name ? std::string() : required(r, "name"));
        } else {
            parts.push_back(r.str("options"));
            for (const char* f : {"bits", "exponent", "modulus", "name"})
                parts.push_back(required(r, f));
        }
        std::string line;
        for (std::size_t i = 0; i < parts.size(); ++i)
            line += (i > 0 ? " " : "") + parts[i];
        // rts: leading whitespace removed
        return ruby_regexp(R"(^\s+)").sub(line, "");
    }

    [[nodiscard]] bool valid_field(const FileRecord&, std::string_view field) const override {
        return field == "options" || field == "type" || field == "key" || field == "name" ||
               field == "ensure";
    }

private:
    static void set_fields(FileRecord& r, const runtime::Match& m,
                           std::initializer_list<const char*> fields) {
        std::size_t i = 1;
        for (const char* f : fields) {
            auto g = m.group(i++);
            if (g && !g->empty()) r.set(f, Value(std::string(*g)));
        }
    }

    static std::string required(const FileRecord& r, const char* field) {
        const Value* v = r.get(field);
        if (v == nullptr || v->is_undef() || is_absent(*v))
            throw ApplyError(fmt::format("Field '{}' is required", field));
        return value_text(*v);
    }

    // parse_options: a comma-separated list of bare words and key="value" elements
    static Value parse_options(const std::string& text) {
        std::vector<Value> out;
        std::size_t pos = 0;
        auto at = [&](std::string_view pattern) -> std::optional<std::size_t> {
            auto m = ruby_regexp(pattern).match(text, pos);
            if (!m) return std::nullopt;
            return m->end(0);
        };
        while (pos < text.size()) {
            if (auto e = at(R"(\G[ \t]*)")) pos = *e;
            std::size_t start = pos;
            auto e = at(R"(\G[-a-z0-9A-Z_]+=".*?[^\\]")");
            if (!e) e = at(R"(\G[-a-z0-9A-Z_]+)");
            if (!e || *e == start) break;
            out.emplace_back(text.substr(start, *e - start));
            pos = *e;
            if (auto c = at(R"(\G[ \t]*,[ \t]*)")) pos = *c;
        }
        return Value(std::move(out));
    }

    static std::string key_type(const Resource& r, const Value& given) {
        std::string v = value_text(given);
        for (std::string_view t : kKeyTypes)
            if (v == t) return v;
        for (const auto& [alias, type] : kKeyTypeAliases)
            if (v == alias) return std::string(type);
        std::string values;
        for (std::string_view t : kKeyTypes)
            values += (values.empty() ? "" : ", ") + std::string(t);
        throw parameter_failure(
            r, "type",
            fmt::format("Invalid value {}. Valid values are {}.", runtime::ruby_inspect(given), values));
    }

    static void chmod(const std::string& target) {
        if (::chmod(target.c_str(), 0600) != 0)
            throw ApplyError(fmt::format("{} @ apply2files - {}", std::strerror(errno), target));
    }

    // trusted_path, as the provider has it: only a target that is a directory is looked at, and its
    // answer is the debug log call's (only a log at debug level counts as trusted)
    static bool trusted_path(Context& context, const std::string& target) {
        struct stat st {};
        if (::stat(target.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) return false;
        std::string path = dirname(target);
        while (dirname(path) != "/") {
            char* real = ::realpath(path.c_str(), nullptr);
            if (real != nullptr) {
                path = real;
                std::free(real); // NOLINT: realpath's buffer
            }
            if (::stat(path.c_str(), &st) != 0 || st.st_uid != ::geteuid() || (st.st_mode & 0022) != 0) {
                context.log().debug("", "Path untrusted, will attempt to write as the target user");
                return false;
            }
            path = dirname(path);
        }
        context.log().debug("", "Path trusted, writing the file as the current user");
        return context.log().enabled(LogLevel::Debug);
    }
};

} // namespace

void register_ssh_authorized_key_provider(ProviderRegistry& registry) {
    registry.add(std::make_unique<SshAuthorizedKeyProvider>());
}

} // namespace pp::apply
