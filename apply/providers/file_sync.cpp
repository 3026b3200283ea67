// The file type's setters on a POSIX system: Puppet::Type::File#remove_existing/#write/#property_fix,
// Puppet::Util.replace_file, the ensure values' blocks (type/file/ensure.rb), target's mklink and the posix
// provider's owner=/group=/mode=, with the messages Ruby and Puppet give when they fail.
#include "apply/providers/file.hpp"
#include "runtime/ruby_text.hpp"

#include "runtime/digest.hpp"
#include <fmt/format.h>

#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

namespace pp::apply::file_type {

namespace {

std::string dirname(const std::string& path) {
    std::size_t slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    if (slash == 0) return "/";
    return path.substr(0, slash);
}

std::string basename(const std::string& path) {
    std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// Puppet::Util::Errors#fail: Puppet::Errors raised with `fail` carry the resource's file and line.
std::string with_location(const Resource& r, std::string_view message) {
    const runtime::CatalogResource* c = r.catalog;
    if (c == nullptr) return std::string(message);
    if (!c->file.empty() && c->line > 0)
        return fmt::format("{} (file: {}, line: {})", message, c->file, c->line);
    if (c->line > 0) return fmt::format("{} (line: {})", message, c->line);
    if (!c->file.empty()) return fmt::format("{} (file: {})", message, c->file);
    return std::string(message);
}

// Puppet::FileSystem::Uniquefile's name: <basename><YYYYMMDD>-<pid>-<random base 36>
std::string unique_name(const std::string& dir, const std::string& base) {
    static std::mt19937_64 rng(std::random_device{}());
    std::time_t now = std::time(nullptr);
    std::tm tm{};
    ::localtime_r(&now, &tm);
    std::uint64_t n = rng() % 0x100000000ULL;
    std::string b36;
    do {
        b36.insert(b36.begin(), "0123456789abcdefghijklmnopqrstuvwxyz"[n % 36]);
        n /= 36;
    } while (n != 0);
    return fmt::format("{}/{}{:04}{:02}{:02}-{}-{}", dir, base, tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
                       ::getpid(), b36);
}

SyncError system_error(int err, std::string_view function, std::string_view detail) {
    return SyncError{errno_message(err, function, detail), true};
}

// FileUtils.rmtree: everything below, links not followed; errors are ignored as rm_rf does.
void rmtree(const std::string& path) {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
}

bool is_root() {
    return ::geteuid() == 0;
}

} // namespace

std::string errno_message(int err, std::string_view function, std::string_view detail) {
    return fmt::format("{} @ {} - {}", std::strerror(err), function, detail);
}

Current inspect(const std::string& path, bool links_follow) {
    Current c;
    int rc = links_follow ? ::stat(path.c_str(), &c.st) : ::lstat(path.c_str(), &c.st);
    if (rc != 0) return c;
    c.exists = true;
    const mode_t m = c.st.st_mode;
    c.ftype = S_ISREG(m)    ? "file"
              : S_ISDIR(m)  ? "directory"
              : S_ISLNK(m)  ? "link"
              : S_ISFIFO(m) ? "fifo"
              : S_ISSOCK(m) ? "socket"
              : S_ISCHR(m)  ? "characterSpecial"
              : S_ISBLK(m)  ? "blockSpecial"
                            : "unknown";
    struct stat followed {};
    c.directory = ::stat(path.c_str(), &followed) == 0 && S_ISDIR(followed.st_mode);
    return c;
}

bool digest_algorithm(std::string_view a) {
    for (std::string_view known :
         {"md5", "md5lite", "sha1", "sha1lite", "sha224", "sha256", "sha256lite", "sha384", "sha512"})
        if (a == known) return true;
    return false;
}

namespace {

class Digest {
public:
    explicit Digest(std::string_view algorithm)
        : m_digest(algorithm.substr(0, algorithm.find("lite"))),
          m_lite(algorithm.find("lite") != std::string_view::npos), m_algorithm(algorithm) {}

    void update(std::string_view data) {
        if (m_lite) {
            // the lite digests read the first 512 bytes only
            if (m_seen >= 512) return;
            data = data.substr(0, 512 - m_seen);
        }
        m_seen += data.size();
        m_digest.update(data);
    }
    std::string finish() {
        unsigned char md[runtime::Digester::MaxSize];
        const std::size_t len = m_digest.finish(md);
        return "{" + m_algorithm + "}" + runtime::to_hex({reinterpret_cast<const char*>(md), len});
    }

private:
    runtime::Digester m_digest;
    bool m_lite;
    std::size_t m_seen = 0;
    std::string m_algorithm;
};

} // namespace

std::string checksum(std::string_view algorithm, std::string_view data) {
    Digest d(algorithm);
    d.update(data);
    return d.finish();
}

std::string checksum_file(std::string_view algorithm, const std::string& path) {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw system_error(errno, "rb_sysopen", path);
    Digest d(algorithm);
    char buf[65536];
    while (true) {
        ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0) {
            int err = errno;
            ::close(fd);
            throw system_error(err, "io_fread", path);
        }
        if (n == 0) break;
        d.update(std::string_view(buf, static_cast<std::size_t>(n)));
    }
    ::close(fd);
    return d.finish();
}

std::optional<uid_t> Syncer::uid_of(const Value& owner) {
    if (owner.is_integer()) return static_cast<uid_t>(owner.as_integer());
    if (!owner.is_string()) return std::nullopt;
    if (auto n = runtime::ruby_integer(owner.as_string())) return static_cast<uid_t>(*n);
    if (struct passwd* pw = ::getpwnam(owner.as_string().c_str())) return pw->pw_uid;
    return std::nullopt;
}

std::optional<gid_t> Syncer::gid_of(const Value& group) {
    if (group.is_integer()) return static_cast<gid_t>(group.as_integer());
    if (!group.is_string()) return std::nullopt;
    if (auto n = runtime::ruby_integer(group.as_string())) return static_cast<gid_t>(*n);
    if (struct group* gr = ::getgrnam(group.as_string().c_str())) return gr->gr_gid;
    return std::nullopt;
}

void Syncer::ensure(const std::string& should) {
    // Ensure#sync: what is in the way goes first (its errors are the Puppet::Errors they are)
    remove_existing(should);
    if (should == "absent") return;
    // Property#set: any other exception of the value's setter is wrapped
    try {
        if (should == "file" || should == "present") {
            write(m_desired.content_sum.has_value());
        } else if (should == "directory") {
            std::string parent = dirname(m_desired.path);
            struct stat st {};
            if (::stat(parent.c_str(), &st) != 0)
                throw SyncError{fmt::format("Cannot create {}; parent directory {} does not exist",
                                            m_desired.path, parent)};
            int rc = 0;
            if (m_desired.mode) {
                mode_t old = ::umask(0);
                rc = ::mkdir(m_desired.path.c_str(),
                             file_mode::to_int(file_mode::normalize(*m_desired.mode), 0755, true));
                ::umask(old);
            } else {
                rc = ::mkdir(m_desired.path.c_str(), 0777);
            }
            if (rc != 0) throw system_error(errno, "dir_s_mkdir", m_desired.path);
            property_fix();
        } else if (should == "link") {
            if (!m_desired.target)
                throw SyncError{with_location(m_resource, "Cannot create a symlink without a target")};
            make_link();
        }
    } catch (const file_mode::ModeError& e) {
        throw SyncError{e.what(), false};
    } catch (const SyncError& e) {
        if (!e.wrapped) throw;
        std::string message =
            with_location(m_resource, fmt::format("Could not set '{}' on ensure: {}", should, e.message));
        // Puppet.log_exception in Property#set, before the harness reports the failure
        m_ctx.log().err("", message);
        throw SyncError{message, false, e.message};
    }
}

bool Syncer::remove_existing(const std::string& wanted) {
    Current current = inspect(m_desired.path, m_desired.links_follow);
    if (!current.exists) return false;
    if (!m_desired.backup.empty()) {
        const bool can_backup = (current.ftype == "directory" && m_desired.force) ||
                                current.ftype == "file" || current.ftype == "link";
        if (can_backup)
            backup_existing(current);
        else
            m_ctx.log().warning(m_resource.path,
                                fmt::format("Could not back up file of type {}", current.ftype));
    }
    if (wanted != "link" && current.ftype == wanted) return false;
    if (current.ftype == "directory") {
        if (!m_desired.force) {
            m_ctx.log().notice(m_resource.path, "Not removing directory; use 'force' to override");
            return false;
        }
        m_ctx.log().debug(m_resource.path,
                          fmt::format("Removing existing directory for replacement with {}", wanted));
        rmtree(m_desired.path);
        return true;
    }
    if (current.ftype == "link" || current.ftype == "file" || current.ftype == "fifo" ||
        current.ftype == "socket") {
        m_ctx.log().debug(m_resource.path,
                          fmt::format("Removing existing {} for replacement with {}", current.ftype, wanted));
        if (::unlink(m_desired.path.c_str()) != 0) throw system_error(errno, "apply2files", m_desired.path);
        return true;
    }
    throw SyncError{
        with_location(m_resource, fmt::format("Could not remove files of type {}", current.ftype))};
}

void Syncer::backup_existing(const Current& current) {
    // Puppet::Util::Backups#perform_backup: a backup starting with `.` is a copy beside the file, any
    // other names a filebucket
    if (m_desired.backup.front() != '.') {
        if (!m_desired.bucket_error.empty())
            throw SyncError{with_location(m_resource, m_desired.bucket_error)};
        if (current.ftype == "file") {
            backup_to_bucket(m_desired.path);
        } else if (current.ftype == "directory" && m_desired.recurse == "false") {
            m_ctx.log().info(m_resource.path, "Recursively backing up to filebucket");
            std::error_code ec;
            namespace fs = std::filesystem;
            for (auto it = fs::recursive_directory_iterator(m_desired.path, ec);
                 !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
                if (it->is_regular_file()) backup_to_bucket(it->path().string());
        }
        return;
    }
    const std::string copy = m_desired.path + m_desired.backup;
    Current old = inspect(copy, m_desired.links_follow);
    if (old.exists) {
        if (old.ftype == "directory")
            throw SyncError{fmt::format("Will not remove directory backup {}; use a filebucket", copy)};
        m_ctx.log().info(m_resource.path, fmt::format("Removing old backup of type {}", old.ftype));
        if (::unlink(copy.c_str()) != 0) {
            std::string message =
                fmt::format("Could not remove old backup: {}", errno_message(errno, "apply2files", copy));
            throw SyncError{with_location(m_resource, message)};
        }
    }
    std::error_code ec;
    namespace fs = std::filesystem;
    if (current.ftype == "link")
        fs::copy_symlink(m_desired.path, copy, ec);
    else
        fs::copy(m_desired.path, copy, fs::copy_options::recursive | fs::copy_options::copy_symlinks, ec);
    if (ec)
        throw SyncError{
            with_location(m_resource, fmt::format("Could not back {} up: {}", m_desired.path, ec.message()))};
    // :preserve => true
    struct stat st = current.st;
    ::lchown(copy.c_str(), st.st_uid, st.st_gid);
    if (current.ftype != "link") ::chmod(copy.c_str(), st.st_mode & 07777);
}

// Dipper#backup into a local bucket (Puppet::FileBucketFile::File#save): the content under
// <bucket>/<first 8 hex digits, one directory each>/<sha256>/contents, the original paths listed in `paths`
void Syncer::backup_to_bucket(const std::string& file) {
    m_ctx.log().info("", fmt::format("Computing checksum on file {}", file));
    std::string sum = checksum_file("sha256", file);
    sum = sum.substr(sum.find('}') + 1);
    std::string dir = m_desired.bucket_dir;
    for (std::size_t i = 0; i < 8; ++i)
        dir += "/" + sum.substr(i, 1);
    dir += "/" + sum;
    const mode_t old_umask = ::umask(0007);
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    auto fail = [&](const std::string& detail) {
        ::umask(old_umask);
        std::string message = fmt::format("Could not back up {}: {}", file, detail);
        m_ctx.log().err("", message);
        throw SyncError{message};
    };
    if (ec) fail(ec.message());
    const std::string contents = dir + "/contents";
    struct stat st {};
    if (::stat(contents.c_str(), &st) == 0 && checksum_file("sha256", contents) == "{sha256}" + sum) {
        m_ctx.log().info("", fmt::format("FileBucket got a duplicate file {{sha256}}{}", sum));
        ::utimensat(AT_FDCWD, contents.c_str(), nullptr, 0);
    } else {
        // replace_file(contents, 0440): a new file, then renamed over the old one
        std::ifstream in(file, std::ios::binary);
        std::stringstream bytes;
        bytes << in.rdbuf();
        const std::string data = bytes.str();
        const std::string temp = contents + ".pp-tmp";
        int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0440);
        if (fd < 0) fail(errno_message(errno, "rb_sysopen", temp));
        const bool ok = ::write(fd, data.data(), data.size()) == static_cast<ssize_t>(data.size());
        ::fchmod(fd, 0440);
        ::close(fd);
        if (!ok || ::rename(temp.c_str(), contents.c_str()) != 0) {
            const int err = errno;
            ::unlink(temp.c_str());
            fail(errno_message(err, "rename", contents));
        }
    }
    const std::string paths = dir + "/paths";
    std::string listed;
    {
        std::ifstream in(paths);
        std::stringstream text;
        text << in.rdbuf();
        listed = text.str();
    }
    bool present = false;
    std::istringstream lines(listed);
    for (std::string line; std::getline(lines, line);)
        if (line == file) present = true;
    if (!present) {
        int fd = ::open(paths.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0640);
        if (fd < 0) fail(errno_message(errno, "rb_sysopen", paths));
        const std::string line = file + "\n";
        const bool ok = ::write(fd, line.data(), line.size()) == static_cast<ssize_t>(line.size());
        ::close(fd);
        if (!ok) fail(errno_message(errno, "write", paths));
    }
    ::umask(old_umask);
    m_ctx.log().info(m_resource.path,
                     fmt::format("Filebucketed {} to {} with sum {}", file, m_desired.backup, sum));
}

void Syncer::write(bool with_content) {
    remove_existing("file");
    const std::string& path = m_desired.path;
    std::optional<unsigned> mode_int;
    if (m_desired.mode) mode_int = file_mode::to_int(file_mode::normalize(*m_desired.mode), 0644);

    if (!with_content) {
        // no content to write: an empty file, created with the mode under a umask of 000 (022 without one)
        mode_t old = ::umask(mode_int ? 0 : 022);
        int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_int.value_or(0666));
        int err = errno;
        ::umask(old);
        if (fd < 0) throw system_error(err, "rb_sysopen", path);
        ::close(fd);
        property_fix();
        return;
    }

    // Puppet::Util.replace_file: a unique file beside the target (or in staging_location), given the current
    // file's owner and mode (a new one gets the mode asked for, else 0644), validated, then renamed over it
    const std::string dir = m_desired.staging_location.empty() ? dirname(path) : m_desired.staging_location;
    const std::string temp = unique_name(dir, basename(path));
    // Uniquefile#locking: a `<name>.lock` directory held while the file is created
    const std::string lock = temp + ".lock";
    if (::mkdir(lock.c_str(), 0700) != 0) {
        int err = errno;
        if (err == ENOENT)
            throw SyncError{
                fmt::format("{} - A directory component in {} does not exist or is a dangling symbolic "
                            "link",
                            std::strerror(ENOENT), lock),
                true};
        throw system_error(err, "dir_s_mkdir", lock);
    }
    int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    int open_err = errno;
    ::rmdir(lock.c_str());
    if (fd < 0) throw system_error(open_err, "rb_sysopen", temp);
    auto fail = [&](SyncError e) {
        ::close(fd);
        ::unlink(temp.c_str());
        throw std::move(e);
    };
    unsigned effective = mode_int.value_or(0644);
    struct stat existing {};
    if (::stat(path.c_str(), &existing) == 0 && ::lstat(path.c_str(), &existing) == 0) {
        if (::fchown(fd, existing.st_uid, existing.st_gid) != 0 && is_root())
            fail(system_error(errno, "rb_file_chown", temp));
        effective = existing.st_mode;
    }
    auto write_all = [&](std::string_view data) {
        while (!data.empty()) {
            ssize_t n = ::write(fd, data.data(), data.size());
            if (n < 0) {
                if (errno == EINTR) continue;
                fail(system_error(errno, "io_write", temp));
            }
            data.remove_prefix(static_cast<std::size_t>(n));
        }
    };
    if (m_desired.has_content_param || !m_desired.source) {
        write_all(m_desired.content);
    } else {
        const std::string& from = m_desired.source->local_path;
        int in = ::open(from.c_str(), O_RDONLY | O_CLOEXEC);
        if (in < 0) fail(system_error(errno, "rb_sysopen", from));
        char buf[65536];
        while (true) {
            ssize_t n = ::read(in, buf, sizeof buf);
            if (n < 0) {
                int err = errno;
                ::close(in);
                fail(system_error(err, "io_fread", from));
            }
            if (n == 0) break;
            write_all(std::string_view(buf, static_cast<std::size_t>(n)));
        }
        ::close(in);
    }
    ::fchmod(fd, effective & 07777);
    ::fsync(fd);
    ::close(fd);

    if (!m_desired.validate_cmd.empty()) {
        std::string cmd = m_desired.validate_cmd;
        const std::string& token = m_desired.validate_replacement;
        if (!token.empty()) {
            for (std::size_t at = cmd.find(token); at != std::string::npos;
                 at = cmd.find(token, at + temp.size())) {
                cmd.replace(at, token.size(), temp);
            }
        }
        Command c;
        c.argv = {cmd};
        c.shell = true;
        CommandResult result = m_ctx.run(c);
        if (result.status != 0) {
            ::unlink(temp.c_str());
            // Puppet::ExecutionFailure: the output stripped
            std::string_view output = result.output;
            while (!output.empty() && std::isspace(static_cast<unsigned char>(output.back())) != 0)
                output.remove_suffix(1);
            while (!output.empty() && std::isspace(static_cast<unsigned char>(output.front())) != 0)
                output.remove_prefix(1);
            throw SyncError{fmt::format("Execution of '{}' returned {}: {}", cmd, result.status, output)};
        }
        std::string_view out = result.output;
        while (!out.empty()) {
            std::size_t nl = out.find('\n');
            m_ctx.log().debug(m_resource.path, out.substr(0, nl));
            if (nl == std::string_view::npos) break;
            out.remove_prefix(nl + 1);
        }
    }

    if (::rename(temp.c_str(), path.c_str()) != 0) {
        int err = errno;
        ::unlink(temp.c_str());
        throw system_error(err, "rb_file_s_rename", fmt::format("({}, {})", temp, path));
    }
    property_fix();
}

void Syncer::write_content() {
    // Content#sync (DataSync#contents_sync): the whole file rewritten
    write(true);
}

void Syncer::make_link() {
    const std::string& path = m_desired.path;
    const std::string& target = *m_desired.target;
    remove_existing(target);
    if (m_desired.target_true)
        throw SyncError{"FileSystem implementation expected Pathname, got: 'TrueClass'", true};
    if (::access(path.c_str(), F_OK) == 0) throw SyncError{"Could not remove existing file"};
    // Dir.chdir(File.dirname(path)) { symlink }
    const std::string dir = dirname(path);
    struct stat st {};
    if (::stat(dir.c_str(), &st) != 0) throw system_error(errno, "dir_chdir", dir);
    if (!S_ISDIR(st.st_mode)) throw system_error(ENOTDIR, "dir_chdir", dir);
    if (::symlink(target.c_str(), path.c_str()) != 0)
        throw system_error(errno, "rb_file_s_symlink", fmt::format("({}, {})", target, path));
    property_fix();
}

void Syncer::property_fix() {
    // Puppet::Type::File#property_fix: owner, group and mode, each retrieved afresh and synced if out of sync
    if (m_desired.owner) {
        std::optional<uid_t> uid = uid_of(*m_desired.owner);
        if (!uid)
            throw SyncError{fmt::format("Could not find user {}", m_desired.owner->is_string()
                                                                      ? m_desired.owner->as_string()
                                                                      : display_value(*m_desired.owner)),
                            true};
        Current c = inspect(m_desired.path, m_desired.links_follow);
        if (c.exists && c.st.st_uid != *uid && is_root()) set_owner(*uid);
    }
    if (m_desired.group) {
        std::optional<gid_t> gid = gid_of(*m_desired.group);
        if (!gid)
            throw SyncError{fmt::format("Could not find group {}", m_desired.group->is_string()
                                                                       ? m_desired.group->as_string()
                                                                       : display_value(*m_desired.group)),
                            true};
        Current c = inspect(m_desired.path, m_desired.links_follow);
        if (c.exists && c.st.st_gid != *gid) set_group(*gid);
    }
    if (m_desired.mode) {
        Current c = inspect(m_desired.path, m_desired.links_follow);
        if (!c.exists || c.ftype == "link") return;
        std::string desired = file_mode::normalize(*m_desired.mode);
        if (c.directory) desired = file_mode::dirmask(desired);
        unsigned want = file_mode::to_int(desired, c.st.st_mode & 07777, c.ftype == "directory");
        if ((c.st.st_mode & 07777) != want) set_mode(*m_desired.mode);
    }
}

void Syncer::set_owner(uid_t uid) {
    const std::string& path = m_desired.path;
    int rc = m_desired.links_follow ? ::chown(path.c_str(), uid, static_cast<gid_t>(-1))
                                    : ::lchown(path.c_str(), uid, static_cast<gid_t>(-1));
    if (rc != 0)
        throw SyncError{
            fmt::format("Failed to set owner to '{}': {}", uid, errno_message(errno, "apply2files", path))};
}

void Syncer::set_group(gid_t gid) {
    const std::string& path = m_desired.path;
    int rc = m_desired.links_follow ? ::chown(path.c_str(), static_cast<uid_t>(-1), gid)
                                    : ::lchown(path.c_str(), static_cast<uid_t>(-1), gid);
    if (rc != 0)
        throw SyncError{
            fmt::format("Failed to set group to '{}': {}", gid, errno_message(errno, "apply2files", path))};
}

void Syncer::set_mode(const std::string& mode) {
    // Mode#sync: the mode asked for (dirmasked on a directory) applied to the current one, then chmod
    const std::string& path = m_desired.path;
    Current c = inspect(path, m_desired.links_follow);
    unsigned current = c.exists ? static_cast<unsigned>(c.st.st_mode) : 0644;
    std::string desired = file_mode::normalize(mode);
    if (c.directory) desired = file_mode::dirmask(desired);
    unsigned want = 0;
    try {
        want = file_mode::to_int(desired, current, c.exists && c.ftype == "directory");
    } catch (const file_mode::ModeError& e) {
        throw SyncError{e.what()};
    }
    if (::chmod(path.c_str(), want) != 0) {
        std::string current_text =
            c.exists ? file_mode::display(file_mode::octal(c.st.st_mode & 07777)) : "absent";
        throw SyncError{fmt::format("failed to set mode {} on {}: {}", current_text, path,
                                    errno_message(errno, "apply2files", path))};
    }
}

} // namespace pp::apply::file_type
