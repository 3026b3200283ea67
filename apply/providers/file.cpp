// Puppet's `file` type with its posix provider (PUP:lib/puppet/type/file.rb,
// type/file/{ensure,content,source, target,owner,group,mode}.rb, provider/file/posix.rb; reference/applier.md
// §3 "file"): the parameters munged and validated as the type does, the state read with lstat, the
// comparisons of each property's insync?, and the change lines, noop lines and events Puppet logs. The
// setters are in file_sync.cpp.
#include "apply/providers/file.hpp"
#include "apply/providers/local_time.hpp"

#include "apply/providers/builtin.hpp"
#include "runtime/binary.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <dirent.h>
#include <grp.h>
#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <ctime>

namespace pp::apply {

namespace {

using file_type::Current;
using file_type::Desired;

std::string str_of(const Value& v) {
    if (v.is_string()) return v.as_string();
    if (v.is_undef()) return {};
    return runtime::ruby_to_s(v);
}

bool is_absent(const Value& v) {
    return v.is_string() && v.as_string() == "absent";
}

// The path parameter's munge: File.expand_path (`.` and `..` resolved, repeated slashes collapsed, a leading
// `//` kept) joined from File.split, which drops trailing slashes.
std::string munge_path(std::string_view path) {
    const bool double_root = path.size() > 2 && path[0] == '/' && path[1] == '/' && path[2] != '/';
    std::vector<std::string_view> parts;
    std::size_t i = 0;
    while (i < path.size()) {
        std::size_t next = path.find('/', i);
        if (next == std::string_view::npos) next = path.size();
        std::string_view part = path.substr(i, next - i);
        if (part == "..") {
            if (!parts.empty()) parts.pop_back();
        } else if (!part.empty() && part != ".") {
            parts.push_back(part);
        }
        i = next + 1;
    }
    std::string out = double_root ? "/" : "";
    for (std::string_view p : parts) {
        out += '/';
        out += p;
    }
    return out.empty() ? "/" : out;
}

// Puppet::Parameter::Boolean: true/false, yes/no and their strings.
std::optional<bool> boolean_value(const Value* v) {
    if (v == nullptr || v->is_undef()) return std::nullopt;
    if (v->is_boolean()) return v->as_boolean();
    if (v->is_string()) {
        std::string s = runtime::downcase(v->as_string());
        if (s == "true" || s == "yes") return true;
        if (s == "false" || s == "no") return false;
    }
    return std::nullopt;
}

// A property value given as an array takes its first element (Puppet's should arrays for these properties).
const Value* first_of(const Value* v) {
    if (v == nullptr || v->is_undef()) return nullptr;
    if (v->is_array()) return v->as_array().empty() ? nullptr : &v->as_array().front();
    return v;
}

// uid2name/gid2name
std::optional<std::string> user_name(std::int64_t uid) {
    if (uid < 0) return std::nullopt;
    struct passwd* pw = ::getpwuid(static_cast<uid_t>(uid));
    if (pw == nullptr) return std::nullopt;
    return std::string(pw->pw_name);
}
std::optional<std::string> group_name(std::int64_t gid) {
    if (gid < 0) return std::nullopt;
    struct group* gr = ::getgrgid(static_cast<gid_t>(gid));
    if (gr == nullptr) return std::nullopt;
    return std::string(gr->gr_name);
}

// Mode#is_to_s/#should_to_s: rjust(4, '0'), symbolic modes included (`a=X` shows as `0a=X`)
std::string padded_mode(std::string_view mode) {
    std::string m(mode);
    if (m.size() < 4) m.insert(0, 4 - m.size(), '0');
    return m;
}

} // namespace

std::vector<std::string> FileProvider::properties() const {
    // ensure first, then the type's declaration order (type/file.rb requires content, target, owner, group,
    // mode in that order; source is a parameter feeding content)
    return {"ensure", "content", "target", "owner", "group", "mode"};
}

Desired FileProvider::compute(const Resource& r) const {
    Desired d;
    d.noop = r.noop;
    // path: validate, then munge
    if (r.name.empty() || r.name.front() != '/')
        throw parameter_failure(r, "path",
                                fmt::format("File paths must be fully qualified, not '{}'", r.name));
    d.path = munge_path(r.name);

    // the plain parameters
    if (auto b = boolean_value(r.param("replace"))) d.replace = *b;
    if (auto b = boolean_value(r.param("force"))) d.force = *b;
    if (auto b = boolean_value(r.param("purge"))) d.purge = *b;
    if (const Value* v = r.param("links"); v != nullptr && v->is_string()) {
        if (v->as_string() != "follow" && v->as_string() != "manage")
            throw parameter_failure(
                r, "links",
                fmt::format("Invalid value \"{}\". Valid values are follow, manage. ", v->as_string()));
        d.links_follow = v->as_string() == "follow";
    }
    if (const Value* v = first_of(r.param("backup"))) {
        std::string s = str_of(*v);
        if (s == "false")
            d.backup.clear();
        else if (s == "true" || s == ".puppet-bak")
            d.backup = ".puppet-bak";
        else
            d.backup = s;
    }
    if (!d.backup.empty() && d.backup.front() != '.') { // File#bucket
        auto bucket = m_buckets.find(d.backup);
        if (bucket != m_buckets.end() && bucket->second)
            d.bucket_dir = *bucket->second;
        else if (bucket != m_buckets.end())
            d.bucket_error = fmt::format("pp cannot back up to the remote filebucket {}", d.backup);
        else if (d.backup == "puppet")
            d.bucket_dir = m_default_bucket;
        else
            d.bucket_error = fmt::format("Could not find filebucket {} specified in backup", d.backup);
        if (d.bucket_dir.empty() && d.bucket_error.empty())
            d.bucket_error = fmt::format("pp has no directory for filebucket {}", d.backup);
    }
    if (const Value* v = r.param("recurse"); v != nullptr && !v->is_undef()) {
        std::string s = runtime::downcase(str_of(*v));
        if (s != "true" && s != "false" && s != "remote")
            throw parameter_failure(
                r, "recurse",
                fmt::format("Invalid value {}. Valid values are true, false, remote. ", display_value(*v)));
        d.recurse = s;
    }
    if (const Value* v = r.param("checksum"); v != nullptr && v->is_string()) d.checksum = v->as_string();
    if (const Value* v = r.param("validate_cmd"); v != nullptr && v->is_string())
        d.validate_cmd = v->as_string();
    if (const Value* v = r.param("validate_replacement"); v != nullptr && v->is_string())
        d.validate_replacement = v->as_string();
    if (const Value* v = r.param("staging_location"); v != nullptr && v->is_string()) {
        if (v->as_string().empty() || v->as_string().front() != '/')
            throw parameter_failure(
                r, "staging_location",
                fmt::format("File paths must be fully qualified, not '{}'", v->as_string()));
        d.staging_location = munge_path(v->as_string());
    }

    // ensure (type/file/ensure.rb munge): false is absent, a path is a link to it
    if (const Value* v = r.param("ensure"); v != nullptr && !v->is_undef()) {
        std::string s = str_of(*v);
        if (s == "absent" || s == "false")
            d.ensure = "absent";
        else if (s == "file" || s == "present" || s == "directory" || s == "link")
            d.ensure = s;
        else if (s.empty())
            throw parameter_failure(
                r, "ensure",
                "Invalid value \"\". Valid values are absent, false, file, present, directory, "
                "link. Valid values match /./.");
        else {
            d.ensure = "link";
            d.target = s;
            d.target_true = v->is_boolean();
        }
    }
    if (const Value* v = first_of(r.param("target")); v != nullptr && !d.target) d.target = str_of(*v);

    // content: kept as its checksum (Sensitive and Binary values are written as they are)
    if (const Value* v = r.param("content"); v != nullptr && !v->is_undef()) {
        const Value* inner = v;
        if (v->kind() == runtime::ValueKind::Sensitive) {
            d.sensitive = true;
            inner = &v->sensitive_inner();
        }
        if (inner->kind() == runtime::ValueKind::Binary)
            d.content = inner->object<runtime::Binary>().bytes();
        else
            d.content = str_of(*inner);
        d.has_content_param = true;
    }

    // source: validated and munged; looked up now (Puppet reads its metadata when the resource is retrieved)
    if (const Value* v = r.param("source"); v != nullptr && !v->is_undef()) {
        std::vector<Value> list = v->is_array() ? v->as_array() : std::vector<Value>{*v};
        for (const Value& one : list) {
            std::string s = str_of(one);
            std::string why = file_source::invalid_reason(s);
            if (!why.empty()) throw parameter_failure(r, "source", why);
            d.sources.push_back(file_source::munge(s));
        }
    }

    if (const Value* v = first_of(r.param("owner"))) d.owner = *v;
    if (const Value* v = first_of(r.param("group"))) {
        if (v->is_string() && v->as_string().empty())
            throw parameter_failure(r, "group", "Invalid group name '\"\"'");
        d.group = *v;
    }
    if (const Value* v = r.param("mode"); v != nullptr && !v->is_undef()) {
        if (!v->is_string())
            throw parameter_failure(r, "mode",
                                    fmt::format("The file mode specification must be a string, not '{}'",
                                                v->is_integer() ? "Integer"
                                                : v->is_float() ? "Float"
                                                                : runtime::kind_name(v->kind())));
        if (!file_mode::valid(v->as_string()))
            throw parameter_failure(
                r, "mode", fmt::format("The file mode specification is invalid: \"{}\"", v->as_string()));
        d.mode = file_mode::display(file_mode::normalize(v->as_string()));
    }

    // the type's validate
    int creators = (d.has_content_param ? 1 : 0) + (d.target ? 1 : 0) + (d.sources.empty() ? 0 : 1);
    if (creators > 1)
        throw validation_failure(r, "You cannot specify more than one of content, source, target");
    if (d.sources.empty() && d.recurse == "remote")
        throw validation_failure(r, "You cannot specify a remote recursion without a source");
    if (!file_type::digest_algorithm(d.checksum)) {
        if (d.checksum == "none" && !d.sources.empty())
            throw validation_failure(r, "You cannot specify source when using checksum 'none'");
        if ((d.checksum == "none" || d.checksum == "mtime" || d.checksum == "ctime") && d.has_content_param)
            throw validation_failure(
                r, fmt::format("You cannot specify content when using checksum '{}'", d.checksum));
        if (d.checksum != "none" && d.checksum != "mtime" && d.checksum != "ctime")
            throw parameter_failure(
                r, "checksum",
                fmt::format("Invalid value \"{}\". Valid values are md5, md5lite, sha224, "
                            "sha256, sha256lite, sha384, sha512, sha1, sha1lite, mtime, ctime, "
                            "none. ",
                            d.checksum));
    }
    if (d.has_content_param) d.content_sum = file_type::checksum(d.checksum, d.content);

    // Type#initialize: a target or content without ensure implies it
    if (!d.ensure) {
        if (d.target)
            d.ensure = "link";
        else if (d.has_content_param)
            d.ensure = "file";
    }

    // Source#copy_source_values: the source's type becomes ensure, its checksum the content
    if (!d.sources.empty()) {
        d.source = file_source::resolve(d.sources, settings().modulepath, d.links_follow);
        if (d.source && d.ensure != std::optional<std::string>("absent")) {
            const std::string& ftype = d.source->ftype;
            if (ftype != "directory" && !(ftype == "link" && !d.links_follow) &&
                file_type::digest_algorithm(d.checksum)) {
                try {
                    d.content_sum = file_type::checksum_file(d.checksum, d.source->local_path);
                } catch (const file_type::SyncError&) {
                    d.source.reset();
                }
            }
            if (d.source) {
                if (ftype != "link") {
                    d.ensure = ftype;
                } else if (d.links_follow) {
                    d.ensure = "present";
                } else {
                    char buf[4096];
                    ssize_t n = ::readlink(d.source->local_path.c_str(), buf, sizeof buf);
                    d.ensure = "link";
                    if (n >= 0) d.target = std::string(buf, static_cast<std::size_t>(n));
                }
            }
        }
    }
    return d;
}

const Desired& FileProvider::desired(const Resource& r) const {
    auto it = m_desired.find(r.catalog);
    if (it == m_desired.end()) it = m_desired.emplace(r.catalog, compute(r)).first;
    return it->second;
}

const Current& FileProvider::current(const Resource& r) const {
    auto it = m_current.find(r.catalog);
    if (it == m_current.end()) {
        const Desired& d = desired(r);
        it = m_current.emplace(r.catalog, file_type::inspect(d.path, d.links_follow)).first;
    }
    return it->second;
}

State FileProvider::should(const Resource& r) const {
    Desired d = compute(r);
    State out;
    if (d.ensure) out.emplace("ensure", Value(*d.ensure));
    if (d.content_sum) out.emplace("content", Value(*d.content_sum));
    if (d.target) out.emplace("target", Value(*d.target));
    if (d.owner) out.emplace("owner", *d.owner);
    if (d.group) out.emplace("group", *d.group);
    if (d.mode) out.emplace("mode", Value(*d.mode));
    m_desired.insert_or_assign(r.catalog, std::move(d));
    return out;
}

bool FileProvider::ensure_insync(const Desired& d, const Value& is) const {
    // type/file/ensure.rb#insync?
    if (!d.ensure) return true;
    const std::string cur = str_of(is);
    if (cur != "absent" && !d.replace) return true;
    if (*d.ensure == "present") return cur != "absent";
    return cur == *d.ensure;
}

void FileProvider::warn_while_comparing(Context& ctx, const Resource& r, const Desired& d, const Current& c) {
    // DataSync#checksum_insync?: content on something that is not to be a file is left alone
    if (d.content_sum && d.ensure == std::optional<std::string>("present") && c.ftype != "file")
        ctx.log().warning(
            r.path,
            fmt::format("Ensure set to :present but file type is {} so no content will be synced", c.ftype));
    // Owner#insync?: warnonce when not root, and the owner counts as in sync
    if (d.owner && ::geteuid() != 0 && !m_warned_ownership) {
        std::optional<uid_t> uid = file_type::Syncer::uid_of(*d.owner);
        if (uid && *uid != c.st.st_uid) {
            m_warned_ownership = true;
            ctx.log().warning("", "Cannot manage ownership unless running as root");
        }
    }
}

std::vector<State> FileProvider::get(Context& ctx, std::span<const Resource* const> resources) {
    std::vector<State> out;
    for (const Resource* rp : resources) {
        const Resource& r = *rp;
        const Desired& d = desired(r);
        if (!d.sources.empty() && !d.source) throw ApplyError(file_source::not_found_message(d.sources));

        Current c = file_type::inspect(d.path, d.links_follow);
        m_current.insert_or_assign(r.catalog, c);
        m_last_directory = c.exists && c.directory;
        m_last_sensitive = d.sensitive;

        State s;
        if (!c.exists) {
            for (const std::string& p : properties())
                s.emplace(p, Value("absent"));
            out.push_back(std::move(s));
            continue;
        }
        s.emplace("ensure", Value(c.ftype));
        if (d.content_sum || r.audits("content")) {
            // DataSync#retrieve_checksum: nothing for directories, links, fifos and sockets
            if (c.ftype == "directory" || c.ftype == "link" || c.ftype == "fifo" || c.ftype == "socket") {
                s.emplace("content", Value());
            } else {
                try {
                    s.emplace("content", Value(file_type::checksum_file(d.checksum, d.path)));
                } catch (const file_type::SyncError& e) {
                    throw ApplyError(fmt::format("Could not read {} {}: {}", c.ftype, r.title, e.message));
                }
            }
        }
        if (c.ftype == "link") {
            char buf[4096];
            ssize_t n = ::readlink(d.path.c_str(), buf, sizeof buf);
            s.emplace("target", Value(std::string(buf, n < 0 ? 0 : static_cast<std::size_t>(n))));
        } else {
            s.emplace("target", Value("notlink"));
        }
        s.emplace("owner", Value(static_cast<std::int64_t>(c.st.st_uid)));
        s.emplace("group", Value(static_cast<std::int64_t>(c.st.st_gid)));
        s.emplace("mode", Value(padded_mode(file_mode::octal(c.st.st_mode & 07777))));
        // the read-only properties, read only when audited (`pp resource file`): Ruby's Time#to_s in local
        // time, and File::Stat#ftype
        if (r.audits("ctime")) s.emplace("ctime", Value(ruby_time_to_s(c.st.st_ctim.tv_sec)));
        if (r.audits("mtime")) s.emplace("mtime", Value(ruby_time_to_s(c.st.st_mtim.tv_sec)));
        if (r.audits("type")) s.emplace("type", Value(c.ftype));
        if (ensure_insync(d, s.at("ensure"))) warn_while_comparing(ctx, r, d, c);
        out.push_back(std::move(s));
    }
    return out;
}

bool FileProvider::insync(const Resource& r, std::string_view property, const Value& is,
                          const Value& should) const {
    const Desired& d = desired(r);
    const Current& c = current(r);
    if (property == "ensure") return ensure_insync(d, is);
    if (property == "content") {
        // DataSync#checksum_insync? with Puppet::Type::File#should_be_file?
        bool should_be_file = true;
        if (d.ensure && *d.ensure != "file") {
            should_be_file = *d.ensure == "present" && (!c.exists || c.ftype == "file");
        }
        if (!should_be_file) return true;
        if (is_absent(is)) return false;
        if (!d.replace) return true;
        return str_of(is) == str_of(should);
    }
    if (property == "target") {
        if (d.recurse != "false") return true;
        if (!d.replace && ::access(d.path.c_str(), F_OK) == 0) return true;
        return str_of(is) == str_of(should);
    }
    if (property == "owner") {
        // an unknown user is out of sync: in noop that is all, else set() fails the change with Puppet's
        // `Could not find user X` (raised by Owner#insync?, reported by the harness as the change's failure)
        std::optional<uid_t> uid = file_type::Syncer::uid_of(should);
        if (!uid) return false;
        if (is.is_integer() && is.as_integer() == static_cast<std::int64_t>(*uid)) return true;
        return ::geteuid() != 0; // Cannot manage ownership unless running as root: treated as in sync
    }
    if (property == "group") {
        std::optional<gid_t> gid = file_type::Syncer::gid_of(should);
        return gid && is.is_integer() && is.as_integer() == static_cast<std::int64_t>(*gid);
    }
    if (property == "mode") {
        // links are not managed unless followed
        if (c.ftype == "link" && !d.links_follow) return true;
        if (!is.is_string() || is_absent(is)) return false;
        std::string desired = file_mode::normalize(str_of(should));
        if (c.exists && c.directory) desired = file_mode::dirmask(desired);
        const unsigned current_mode = static_cast<unsigned>(std::stoul(is.as_string(), nullptr, 8));
        try {
            return file_mode::normalize(is.as_string()) ==
                   file_mode::octal(file_mode::to_int(desired, current_mode, c.ftype == "directory"));
        } catch (const file_mode::ModeError&) {
            return false;
        }
    }
    return Provider::insync(r, property, is, should);
}

std::string FileProvider::change_message(const Resource& r, std::string_view property, const Value& is,
                                         const Value& should) const {
    const Desired& d = desired(r);
    // ResourceHarness#sync: sensitive content (and with it ensure) is never shown
    if (d.sensitive && (property == "ensure" || property == "content"))
        return "changed [redacted] to [redacted]";
    if (property == "ensure") {
        const std::string s = str_of(should);
        // Ensure#change_to_s: a file with content reports it as content's change from absent
        if ((s == "file" || s == "present") && d.content_sum)
            return fmt::format("defined content as '{}'", *d.content_sum);
        if (is_absent(is) || is.is_undef()) return "created";
        if (s == "absent") return "removed";
        return fmt::format("ensure changed {} to {}", format_is(property, is),
                           format_should(property, should));
    }
    if (property == "content") {
        if (is_absent(is)) return fmt::format("defined content as '{}'", str_of(should));
        if (is_absent(should)) return fmt::format("undefined content from '{}'", str_of(is));
        return fmt::format("content changed '{}' to '{}'", str_of(is), str_of(should));
    }
    if (property == "mode") {
        const Current& c = current(r);
        std::string desired = str_of(should);
        if (file_mode::numeric(desired)) {
            if (c.exists && c.directory)
                desired = file_mode::display(file_mode::dirmask(file_mode::normalize(desired)));
            return fmt::format("mode changed '{}' to '{}'", padded_mode(str_of(is)), padded_mode(desired));
        }
        // symbolic: the resulting bits, then the mode as written
        const std::string old_bits = file_mode::normalize(str_of(is));
        std::string new_bits = old_bits;
        try {
            new_bits = file_mode::octal(
                file_mode::to_int(desired, static_cast<unsigned>(std::stoul(old_bits, nullptr, 8)),
                                  c.exists && c.ftype == "directory"));
        } catch (const std::exception&) {
        }
        return fmt::format("mode changed '{}' to '{}' ({})", padded_mode(old_bits), padded_mode(new_bits),
                           desired);
    }
    return Provider::change_message(r, property, is, should);
}

std::string FileProvider::format_is(std::string_view property, const Value& is) const {
    if (m_last_sensitive && (property == "ensure" || property == "content")) return "[redacted]";
    if (property == "mode" && is.is_string() && !is_absent(is))
        return fmt::format("'{}'", padded_mode(is.as_string()));
    if ((property == "owner" || property == "group") && is.is_integer()) {
        auto name = property == "owner" ? user_name(is.as_integer()) : group_name(is.as_integer());
        return name ? display_value(Value(*name)) : display_value(is);
    }
    return Provider::format_is(property, is);
}

std::string FileProvider::format_should(std::string_view property, const Value& should) const {
    if (m_last_sensitive && (property == "ensure" || property == "content")) return "[redacted]";
    if (property == "mode" && should.is_string()) {
        std::string m = should.as_string();
        if (file_mode::numeric(m) && m_last_directory) m = file_mode::dirmask(file_mode::normalize(m));
        return fmt::format("'{}'", padded_mode(m));
    }
    if (property == "owner" || property == "group") {
        // insync? turns names into ids; they are shown as names again
        std::optional<std::int64_t> id;
        if (property == "owner") {
            if (auto uid = file_type::Syncer::uid_of(should)) id = *uid;
        } else if (auto gid = file_type::Syncer::gid_of(should)) {
            id = *gid;
        }
        if (!id) return Provider::format_should(property, should);
        auto name = property == "owner" ? user_name(*id) : group_name(*id);
        return name ? display_value(Value(*name)) : display_value(Value(*id));
    }
    return Provider::format_should(property, should);
}

std::string FileProvider::event_name(std::string_view property, const Value& should) const {
    if (property != "ensure") return Provider::event_name(property, should);
    // the ensure values' :event options
    const std::string s = str_of(should);
    if (s == "file" || s == "present") return "file_created";
    if (s == "directory") return "directory_created";
    if (s == "link") return "link_created";
    if (s == "absent") return "file_removed";
    return "file_changed";
}

std::vector<PropertyOutcome> FileProvider::set(Context& ctx, const Resource& r, const State&,
                                               std::span<const PropertyChange> changes) {
    const Desired& d = desired(r);
    file_type::Syncer syncer(ctx, r, d);
    std::vector<PropertyOutcome> outcomes;
    for (const PropertyChange& c : changes) {
        PropertyOutcome o{c.property, {}};
        try {
            if (c.property == "ensure") {
                syncer.ensure(str_of(c.should));
            } else if (c.property == "content") {
                syncer.write_content();
            } else if (c.property == "target") {
                syncer.make_link();
            } else if (c.property == "owner") {
                // Owner#insync? resolves the name; Puppet's harness reports its failure as the change's
                auto uid = file_type::Syncer::uid_of(c.should);
                if (!uid) throw file_type::SyncError{fmt::format("Could not find user {}", str_of(c.should))};
                syncer.set_owner(*uid);
            } else if (c.property == "group") {
                auto gid = file_type::Syncer::gid_of(c.should);
                if (!gid)
                    throw file_type::SyncError{fmt::format("Could not find group {}", str_of(c.should))};
                syncer.set_group(*gid);
            } else if (c.property == "mode") {
                syncer.set_mode(str_of(c.should));
            }
        } catch (const file_type::SyncError& e) {
            o.error = e.message;
            o.wrapped = e.original;
        } catch (const file_mode::ModeError& e) {
            o.error = e.what();
        }
        outcomes.push_back(std::move(o));
    }
    // Puppet::Type::File#flush: the next look is a fresh stat
    m_current.erase(r.catalog);
    return outcomes;
}

Provider::AutoRelations FileProvider::auto_relations(const Resource& r) const {
    AutoRelations out;
    if (r.name.empty() || r.name.front() != '/') return out;
    const std::string path = munge_path(r.name);
    // autorequire(:file): the nearest ancestor in the catalog (the ancestors nearest first; those not in the
    // catalog are dropped), then a link's target
    for (std::string p = path; p != "/";) {
        std::size_t slash = p.find_last_of('/');
        p = slash == 0 ? "/" : p.substr(0, slash);
        out.require_first_of.push_back(fmt::format("File[{}]", p));
    }
    std::optional<std::string> target;
    if (const Value* e = r.param("ensure"); e != nullptr && e->is_string()) {
        const std::string& s = e->as_string();
        if (s != "absent" && s != "false" && s != "file" && s != "present" && s != "directory" &&
            s != "link" && !s.empty())
            target = s;
    }
    if (!target) {
        if (const Value* t = first_of(r.param("target")); t != nullptr && t->is_string())
            target = t->as_string();
    }
    if (target) out.require.push_back(fmt::format("File[{}]", *target));
    // autorequire(:user) / (:group): names, not numbers
    auto by_name = [](const Value* v) -> std::optional<std::string> {
        v = first_of(v);
        if (v == nullptr || !v->is_string() || v->as_string().empty()) return std::nullopt;
        const std::string& s = v->as_string();
        if (std::all_of(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
            return std::nullopt;
        return s;
    };
    if (auto u = by_name(r.param("owner"))) out.require.push_back(fmt::format("User[{}]", *u));
    if (auto g = by_name(r.param("group"))) out.require.push_back(fmt::format("Group[{}]", *g));
    return out;
}

void register_file_provider(ProviderRegistry& registry) {
    registry.add(std::make_unique<FileProvider>());
}

void set_file_buckets(ProviderRegistry& registry, std::string default_dir,
                      std::map<std::string, std::optional<std::string>> buckets) {
    if (auto* file = dynamic_cast<FileProvider*>(registry.find("file")))
        file->set_buckets(std::move(default_dir), std::move(buckets));
}

WatchSource FileProvider::watch_source(const Resource& resource) const {
    WatchSource out{WatchSource::Files, {resource.name}};
    if (const Value* v = resource.param("recurse"); v != nullptr && !v->is_undef()) {
        const std::string recurse = runtime::downcase(v->is_string() ? v->as_string() : display_value(*v));
        out.recursive = recurse == "true" || recurse == "remote";
    }
    return out;
}

} // namespace pp::apply
