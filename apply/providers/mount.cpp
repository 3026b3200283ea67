// Puppet's mount type with its parsed provider (mount_core: type/mount.rb, provider/mount.rb,
// provider/mount/parsed.rb) on Linux: one line of /etc/fstab (or `target`) per mount point,
// `device<TAB>name<TAB>fstype<TAB>options<TAB>dump<TAB>pass`, and the mount and umount commands.
//
// ensure is a plain property here (not Puppet's ensurable): `defined` (alias `present`) only writes the
// fstab line, `unmounted` writes it and unmounts, `mounted` writes it and mounts, `absent` unmounts and
// removes it. What is mounted comes from `mount` (run with no arguments) at prefetch: an fstab entry that is
// mounted is `mounted`, one that is not `unmounted`, a mount point not in the fstab but mounted `ghost`.
// The type refreshes itself after its own changes; a refresh remounts only what is mounted.
#include "apply/providers/builtin.hpp"
#include "apply/providers/parsed_file.hpp"

#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <set>
#include <sstream>

namespace pp::apply {

namespace {

constexpr const char* kFields[] = {"device", "name", "fstype", "options", "dump", "pass"};

// the name parameter's munge: trailing slashes dropped (`/` stays)
std::string munge_name(const std::string& name) {
    return ruby_regexp(R"(^(.+?)/*$)").sub(name, R"(\1)");
}

class MountProvider final : public ParsedFileProvider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "mount"; }
    [[nodiscard]] std::vector<std::string> properties() const override {
        return {"ensure", "device", "blockdevice", "fstype", "options", "pass", "atboot", "dump", "target"};
    }
    [[nodiscard]] bool refreshable() const override { return true; }
    [[nodiscard]] bool self_refresh() const override { return true; }

    [[nodiscard]] State should(const Resource& r) const override {
        State out;
        bool managed = false;
        for (const std::string& p : properties())
            if (r.param(p) != nullptr) managed = true;
        if (const Value* e = r.param("ensure")) {
            std::string v = value_text(*e);
            if (v == "present") v = "defined"; // aliasvalue
            if (v != "defined" && v != "unmounted" && v != "absent" && v != "mounted")
                throw parameter_failure(
                    r, "ensure",
                    fmt::format("Invalid value {}. Valid values are defined, unmounted, absent, "
                                "mounted.",
                                runtime::ruby_inspect(*e)));
            out.emplace("ensure", Value(v));
        }
        if (const Value* d = r.param("device")) out.emplace("device", Value(value_text(*d)));
        if (const Value* b = r.param("blockdevice")) {
            std::string v = value_text(*b);
            if (ruby_regexp(R"(\s)").matches(v))
                throw parameter_failure(r, "blockdevice",
                                        fmt::format("blockdevice must not contain whitespace: {}", v));
            out.emplace("blockdevice", Value(v));
        }
        for (const char* p : {"fstype", "options"}) {
            const Value* given = r.param(p);
            if (given == nullptr) continue;
            std::string v = value_text(*given);
            if (ruby_regexp(R"(\s)").matches(v))
                throw parameter_failure(r, p, fmt::format("{} must not contain whitespace: {}", p, v));
            if (v.empty()) throw parameter_failure(r, p, fmt::format("{} must not be an empty string", p));
            out.emplace(p, Value(v));
        }
        if (const Value* p = r.param("pass"))
            out.emplace("pass", *p);
        else if (managed)
            out.emplace("pass", Value(0));
        if (const Value* a = r.param("atboot")) {
            // Puppet::Property::Boolean, munged to yes or no
            std::string v = value_text(*a);
            bool yes = v == "true" || v == "yes";
            if (!yes && v != "false" && v != "no")
                throw parameter_failure(
                    r, "atboot",
                    fmt::format("Invalid value {}. Valid values are true, false, yes, no.",
                                runtime::ruby_inspect(*a)));
            out.emplace("atboot", Value(yes ? "yes" : "no"));
        }
        if (const Value* d = r.param("dump")) {
            if (!ruby_regexp("(0|1)").matches(value_text(*d)))
                throw parameter_failure(
                    r, "dump",
                    fmt::format("Invalid value {}. Valid values match /(0|1)/.", runtime::ruby_inspect(*d)));
            out.emplace("dump", *d);
        } else if (managed) {
            out.emplace("dump", Value(0));
        }
        const Value* target = r.param("target");
        out.emplace("target", target != nullptr ? Value(value_text(*target)) : Value(default_target()));
        return out;
    }

    [[nodiscard]] bool insync(const Resource& r, std::string_view property, const Value& is,
                              const Value& should) const override {
        // defined is in sync with mounted and unmounted
        if (property == "ensure" && value_text(should) == "defined" && is.is_string() &&
            (is.as_string() == "mounted" || is.as_string() == "unmounted"))
            return true;
        return ParsedFileProvider::insync(r, property, is, should);
    }

    // a plain property's change lines (`defined 'ensure' as 'defined'`), not ensurable's
    [[nodiscard]] std::string change_message(const Resource& r, std::string_view property, const Value& is,
                                             const Value& should) const override {
        return Provider::change_message(r, property, is, should);
    }

    [[nodiscard]] std::string event_name(std::string_view property, const Value& should) const override {
        if (property == "ensure") {
            const std::string v = value_text(should);
            if (v == "absent") return "mount_deleted";
            if (v == "mounted") return "mount_mounted";
            return "mount_changed";
        }
        return ParsedFileProvider::event_name(property, should);
    }

    [[nodiscard]] AutoRelations auto_relations(const Resource& r) const override {
        // every mount point above this one
        AutoRelations out;
        std::string path = munge_name(r.name);
        std::vector<std::string> parents;
        while (true) {
            auto slash = path.find_last_of('/');
            if (slash == std::string::npos || path == "/") break;
            path = slash == 0 ? "/" : path.substr(0, slash);
            parents.insert(parents.begin(), path);
        }
        for (const std::string& p : parents)
            out.require.push_back(fmt::format("Mount[{}]", p));
        return out;
    }

    std::vector<std::string> instances(Context& context) override {
        std::vector<std::string> names = ParsedFileProvider::instances(context);
        if (!suitable()) return names;
        // and what is mounted without an fstab entry (ghosts)
        for (const std::string& mounted : mountinstances(context))
            if (std::find(names.begin(), names.end(), mounted) == names.end()) names.push_back(mounted);
        std::sort(names.begin(), names.end());
        return names;
    }

    void flush(Context& context, const Resource& resource) override {
        const bool needs_mount = m_needs_mount.erase(resource.index) > 0;
        ParsedFileProvider::flush(context, resource);
        if (needs_mount) mount(context, resource);
    }

    void refresh(Context& context, const Resource& resource) override {
        // only what is mounted is remounted (and never swap)
        State should = this->should(resource);
        auto fstype = should.find("fstype");
        if (fstype != should.end() && value_text(fstype->second) == "swap") return;
        if (!mounted(resource)) return;
        context.log().info(provider_source(resource), "Remounting");
        if (resource.flag("remounts", true)) {
            mountcmd(context, {"-o", "remount", record_name(resource)});
        } else {
            unmount(context, resource);
            mount(context, resource);
        }
    }

protected:
    [[nodiscard]] std::string default_target() const override { return settings().root + "/etc/fstab"; }
    [[nodiscard]] std::string record_name(const Resource& resource) const override {
        return munge_name(resource.name);
    }
    // commands mountcmd: 'mount', umount: 'umount'
    [[nodiscard]] bool suitable() const override {
        return !which("mount").empty() && !which("umount").empty();
    }

    [[nodiscard]] std::optional<FileRecord> parse_line(std::string_view line) const override {
        if (ruby_regexp(R"(^\s*#)").matches(line)) return text_record("comment", line);
        if (ruby_regexp(R"(^\s*$)").matches(line)) return text_record("blank", line);
        // fstab ignores a line with fewer columns than device and mount point
        if (ruby_regexp(R"(^(?!(\s*(?>\S+)){2}))").matches(line)) return text_record("incomplete", line);
        FileRecord r;
        r.record_type = "parsed";
        std::vector<std::string> fields = ruby_split(line, R"(\s+)");
        std::size_t i = 0;
        for (const char* f : kFields) {
            if (i < fields.size() && !fields[i].empty())
                r.set(f, Value(fields[i]));
            else
                r.set(f, Value("absent"));
            ++i;
        }
        if (fields.size() > std::size(kFields)) { // rollup into the last field
            std::string last = r.str("pass");
            for (std::size_t j = std::size(kFields); j < fields.size(); ++j)
                last += "\t" + fields[j];
            r.set("pass", Value(last));
        }
        // post_parse: \040 is a space in the device and the mount point
        for (const char* f : {"device", "name"}) {
            const Value* v = r.get(f);
            if (v != nullptr && v->is_string() && !is_absent(*v))
                r.set(f, Value(ruby_regexp(R"(\\040)").gsub(v->as_string(), " ")));
        }
        return r;
    }

    void prefetch_hook(Context&, std::vector<FileRecord>& records) override {
        // mount points without trailing slashes; every entry unmounted until `mount` says otherwise
        for (FileRecord& r : records) {
            if (const Value* n = r.get("name"); n != nullptr && n->is_string() && !is_absent(*n))
                r.set("name", Value(munge_name(n->as_string())));
            if (r.record_type == "parsed") r.set("ensure", Value("unmounted"));
        }
    }

    void after_prefetch(Context& context, std::span<const Resource* const> resources) override {
        for (const std::string& name : mountinstances(context)) {
            for (const Resource* r : resources) {
                if (record_name(*r) != name) continue;
                FileRecord& record = record_of(*r);
                const std::string ensure = record.str("ensure");
                if (ensure.empty())
                    record.set("ensure", Value("ghost")); // mounted, not in the fstab
                else if (ensure == "unmounted")
                    record.set("ensure", Value("mounted"));
            }
        }
    }

    [[nodiscard]] std::string to_line(const FileRecord& record) const override {
        // pre_gen: no options is `defaults` on Linux; the fstype is required
        FileRecord r = record;
        const Value* options = r.get("options");
        if (options == nullptr || options->is_undef() ||
            (options->is_string() && options->as_string().empty()))
            r.set("options", Value("defaults"));
        const Value* fstype = r.get("fstype");
        if (fstype == nullptr || fstype->is_undef() || (fstype->is_string() && fstype->as_string().empty()))
            throw ApplyError(fmt::format("Mount[{}]: Field 'fstype' is required", r.str("name")));
        // spaces in the device and the mount point as \040
        for (const char* f : {"device", "name"}) {
            const Value* v = r.get(f);
            if (v != nullptr && v->is_string() && v->as_string().find(' ') != std::string::npos)
                r.set(f, Value(ruby_regexp(" ").gsub(v->as_string(), R"(\\040)")));
        }
        std::string line;
        bool first = true;
        for (const char* f : kFields) {
            const Value* v = r.get(f);
            std::string text;
            if (v == nullptr || v->is_undef() || is_absent(*v)) {
                if (std::string_view(f) == "device" || std::string_view(f) == "name")
                    throw ApplyError(fmt::format("Field '{}' is required", f));
            } else {
                text = value_text(*v);
            }
            line += (first ? "" : "\t") + text;
            first = false;
        }
        return line;
    }

    [[nodiscard]] bool valid_field(const FileRecord&, std::string_view field) const override {
        for (const char* f : kFields)
            if (field == f) return true;
        return field == "ensure";
    }

    void sync_ensure(Context& context, const Resource& resource, FileRecord& record, const Value&,
                     const Value& should) override {
        const std::string want = value_text(should);
        const std::string current = record.has("ensure") ? record.str("ensure") : "absent";
        if (want == "defined") {
            create(context, resource, record);
        } else if (want == "unmounted") {
            if (current == "ghost") { // not in the fstab but mounted
                create(context, resource, record);
                flush(context, resource);
                unmount(context, resource);
            } else if (current == "absent") {
                create(context, resource, record);
            } else if (current == "mounted") {
                unmount(context, resource);
                syncothers(context, resource, record);
            } else {
                throw ApplyError(fmt::format("Unexpected change from {} to unmounted", current));
            }
        } else if (want == "absent") {
            if (mounted(resource)) unmount(context, resource);
            if (current != "ghost") {
                mark_target_modified(resource, record);
                destroy(record);
            }
        } else if (want == "mounted") {
            const bool currently_mounted = mounted(resource);
            if (current == "absent" || current == "ghost") create(context, resource, record);
            syncothers(context, resource, record);
            if (!currently_mounted) m_needs_mount.insert(resource.index);
        }
    }

private:
    // Provider#to_s, the source of what the provider logs itself
    static std::string provider_source(const Resource& r) {
        return fmt::format("{}(provider=parsed)", r.ref);
    }

    [[nodiscard]] bool mounted(const Resource& resource) const {
        const FileRecord* r = find_record_of(resource);
        if (r == nullptr) return false;
        const std::string e = r->str("ensure");
        return e == "mounted" || e == "ghost";
    }

    // the other properties synced (without change lines) and flushed, while ensure syncs
    void syncothers(Context& context, const Resource& resource, FileRecord& record) {
        const State should = this->should(resource);
        int changed = 0;
        for (const std::string& p : properties()) {
            if (p == "ensure") continue;
            auto s = should.find(p);
            if (s == should.end()) continue;
            Value is = current_value(resource, record, p, should);
            if (is.is_undef()) is = Value("absent");
            if (insync(resource, p, is, s->second)) continue;
            set_property(context, resource, record, p, s->second);
            ++changed;
        }
        if (changed > 0) flush(context, resource);
    }

    CommandResult mountcmd(Context& context, std::vector<std::string> args) {
        return command(context, "mount", std::move(args));
    }

    CommandResult command(Context& context, const char* name, std::vector<std::string> args) {
        std::string path = which(name);
        if (path.empty()) throw ApplyError(fmt::format("Command {} is missing", name));
        args.insert(args.begin(), path);
        Command c(std::move(args));
        CommandResult r = context.run(c);
        if (r.status != 0) throw ApplyError(execution_failure(c, r));
        return r;
    }

    void mount(Context& context, const Resource& resource) {
        mountcmd(context, {record_name(resource)});
        FileRecord& record = record_of(resource);
        const std::string e = record.has("ensure") ? record.str("ensure") : "absent";
        if (e == "absent")
            record.set("ensure", Value("ghost"));
        else if (e == "unmounted")
            record.set("ensure", Value("mounted"));
    }

    void unmount(Context& context, const Resource& resource) {
        command(context, "umount", {record_name(resource)});
        FileRecord& record = record_of(resource);
        const std::string e = record.str("ensure");
        if (e == "mounted")
            record.set("ensure", Value("unmounted"));
        else if (e == "ghost")
            record.set("ensure", Value("absent"));
    }

    // mountinstances: the mount points `mount` lists
    std::vector<std::string> mountinstances(Context& context) {
        CommandResult r = mountcmd(context, {});
        std::vector<std::string> lines = split_lines(r.output);
        // some systems print a header line and a line of dashes first
        if (lines.size() >= 2 && ruby_regexp(R"(^[- \t]*$)").matches(lines[1]))
            lines.erase(lines.begin(), lines.begin() + 2);
        std::vector<std::string> names;
        for (const std::string& line : lines) {
            auto m = ruby_regexp(" on (.*) type ").match(line);
            if (!m || !m->group(1))
                throw ApplyError(fmt::format("Could not understand line {} from mount output", line));
            names.emplace_back(*m->group(1));
        }
        return names;
    }

    std::set<std::size_t> m_needs_mount; // resources to mount once flushed
};

} // namespace

void register_mount_provider(ProviderRegistry& registry) {
    registry.add(std::make_unique<MountProvider>());
}

} // namespace pp::apply
