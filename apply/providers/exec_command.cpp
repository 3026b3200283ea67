// How an exec's command becomes a process: Ruby's Kernel.exec rules for strings (process.c,
// rb_exec_fillarg), provider/exec.rb#extractexe/#validatecmd, provider/exec/posix.rb#checkexe with
// Puppet::Util.which, and SUIDManager's user and group lookup.
#include "apply/providers/exec.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstring>

namespace pp::apply {

namespace {

void flatten(const Value& v, std::vector<std::string>& out) {
    if (v.is_array()) {
        for (const Value& e : v.as_array())
            flatten(e, out);
        return;
    }
    out.push_back(v.is_string() ? v.as_string() : runtime::ruby_to_s(v));
}

// process.c: the shell's reserved words and special built-ins, which Ruby never runs itself
bool posix_sh_command(std::string_view word) {
    static constexpr std::array<std::string_view, 29> commands{
        "!",      ".",    ":",     "break", "case",   "continue", "do",    "done",  "elif", "else",
        "esac",   "eval", "exec",  "exit",  "export", "fi",       "for",   "if",    "in",   "readonly",
        "return", "set",  "shift", "then",  "times",  "trap",     "unset", "until", "while"};
    return std::find(commands.begin(), commands.end(), word) != commands.end();
}

// rb_exec_fillarg for one String: whether it needs /bin/sh
bool needs_shell(std::string_view s) {
    static constexpr std::string_view meta = "*?{}[]<>()~&|\\$;'`\"\n#";
    constexpr std::size_t none = std::string_view::npos;
    std::size_t first_begin = none;
    std::size_t first_len = 0; // 0 while inside the first word; a '/' there makes it "long"
    std::size_t i = 0;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        if (c == ' ' || c == '\t') {
            if (first_begin != none && first_len == 0) first_len = i - first_begin;
        } else if (first_begin == none) {
            first_begin = i;
        }
        if (meta.find(c) != none) return true;
        if (first_len == 0) {
            if (c == '=') return true;
            if (c == '/') first_len = 0x100;
        }
    }
    if (first_begin == none) return false;
    if (first_len == 0) first_len = i - first_begin;
    return first_len <= 9 && posix_sh_command(s.substr(first_begin, first_len));
}

bool is_executable_file(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return false;
    return ::faccessat(AT_FDCWD, path.c_str(), X_OK, AT_EACCESS) == 0;
}

// File.expand_path(p) == p: absolute, without `.`, `..`, empty components or a trailing slash (Ruby keeps
// leading slashes as they are)
bool is_expanded(std::string_view p) {
    if (p.empty() || p.front() != '/') return false;
    std::size_t i = p.find_first_not_of('/');
    if (i == std::string_view::npos) return true;
    std::string_view rest = p.substr(i);
    while (true) {
        std::size_t slash = rest.find('/');
        std::string_view part = rest.substr(0, slash);
        if (part.empty() || part == "." || part == "..") return false;
        if (slash == std::string_view::npos) return true;
        rest.remove_prefix(slash + 1);
        if (rest.empty()) return false; // trailing slash
    }
}

// Ruby's String#split(":"): trailing empty fields dropped
std::vector<std::string> split_colon(std::string_view s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (true) {
        std::size_t colon = s.find(':', start);
        out.emplace_back(
            s.substr(start, colon == std::string_view::npos ? std::string_view::npos : colon - start));
        if (colon == std::string_view::npos) break;
        start = colon + 1;
    }
    while (!out.empty() && out.back().empty())
        out.pop_back();
    return out;
}

// Puppet::Util.which with PATH set to the exec's path
bool which(const std::string& bin, const std::vector<std::string>& path) {
    if (!bin.empty() && bin.front() == '/') return is_executable_file(bin);
    std::string cwd;
    if (char* c = ::getcwd(nullptr, 0)) {
        cwd = c;
        std::free(c); // NOLINT: getcwd's buffer
    }
    for (const std::string& dir : split_colon(join_path(path))) {
        std::string dest = dir.empty() ? "/" + bin : dir + "/" + bin;
        if (dest.front() != '/') dest = cwd + "/" + dest;
        if (is_executable_file(dest)) return true;
    }
    return false;
}

// File.ftype (lstat)
std::string ftype(const std::string& path) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) return "unknown";
    switch (st.st_mode & S_IFMT) {
    case S_IFREG:
        return "file";
    case S_IFDIR:
        return "directory";
    case S_IFCHR:
        return "characterSpecial";
    case S_IFBLK:
        return "blockSpecial";
    case S_IFIFO:
        return "fifo";
    case S_IFLNK:
        return "link";
    case S_IFSOCK:
        return "socket";
    default:
        return "unknown";
    }
}

// Puppet::Util::POSIX#get_posix_value: an id (Ruby's Integer()) must name an entry, a name must exist
std::optional<std::uint32_t> lookup_user(const std::string& user) {
    if (auto id = runtime::ruby_integer(user); id && *id >= 0 && *id <= UINT32_MAX) {
        const passwd* pw = ::getpwuid(static_cast<uid_t>(*id));
        if (pw == nullptr) return std::nullopt;
        return pw->pw_uid;
    }
    const passwd* pw = ::getpwnam(user.c_str());
    if (pw == nullptr) return std::nullopt;
    return pw->pw_uid;
}

std::optional<std::uint32_t> lookup_group(const std::string& group) {
    if (auto id = runtime::ruby_integer(group); id && *id >= 0 && *id <= UINT32_MAX) {
        const struct group* gr = ::getgrgid(static_cast<gid_t>(*id));
        if (gr == nullptr) return std::nullopt;
        return gr->gr_gid;
    }
    const struct group* gr = ::getgrnam(group.c_str());
    if (gr == nullptr) return std::nullopt;
    return gr->gr_gid;
}

} // namespace

std::vector<std::string> kernel_exec_argv(const Value& command) {
    std::vector<std::string> parts;
    flatten(command, parts);
    if (parts.size() != 1) return parts;
    const std::string& s = parts.front();
    if (needs_shell(s)) return {"/bin/sh", "-c", s};
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
        std::size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t')
            ++i;
        if (i > start) words.emplace_back(s.substr(start, i - start));
    }
    return words;
}

std::string extractexe(const Value& command) {
    if (command.is_array()) {
        if (command.as_array().empty()) return {};
        const Value& first = command.as_array().front();
        return first.is_string() ? first.as_string() : runtime::ruby_to_s(first);
    }
    const std::string s = command.is_string() ? command.as_string() : runtime::ruby_to_s(command);
    // /^"([^"]+)"|^'([^']+)'/: the leftmost line start where either alternative matches
    for (std::size_t at = 0; at < s.size();
         at = s.find('\n', at) == std::string::npos ? s.size() : s.find('\n', at) + 1) {
        const char q = s[at];
        if (q == '"' || q == '\'') {
            std::size_t close = s.find(q, at + 1);
            if (close != std::string::npos && close > at + 1) return s.substr(at + 1, close - at - 1);
        }
    }
    return s.substr(0, s.find(' ')); // split(/ /)[0]
}

std::string validatecmd(const Value& command, bool has_path) {
    const std::string exe = extractexe(command);
    // absolute_path?: %r!^/! (any line)
    const bool absolute = (!exe.empty() && exe.front() == '/') || exe.find("\n/") != std::string::npos;
    if (absolute || has_path) return {};
    return fmt::format(
        "'{}' is not qualified and no path was specified. Please qualify the command or specify a path.",
        exe);
}

void checkexe(const Value& command, const std::optional<std::vector<std::string>>& path) {
    const std::string exe = extractexe(command);
    if (is_expanded(exe)) {
        struct stat st {};
        if (::stat(exe.c_str(), &st) != 0) throw ApplyError(fmt::format("Could not find command '{}'", exe));
        if (!S_ISREG(st.st_mode)) throw ApplyError(fmt::format("'{}' is a {}, not a file", exe, ftype(exe)));
        if (::faccessat(AT_FDCWD, exe.c_str(), X_OK, AT_EACCESS) != 0)
            throw ApplyError(fmt::format("'{}' is not executable", exe));
        return;
    }
    if (path && which(exe, *path)) return;
    throw ApplyError(fmt::format("Could not find command '{}'", exe));
}

std::string ruby_to_s_text(const Value& command) {
    if (command.is_string()) return command.as_string();
    return runtime::ruby_to_s(command);
}

std::string command_string(const Value& command) {
    if (!command.is_array()) return ruby_to_s_text(command);
    std::vector<std::string> parts;
    flatten(command, parts);
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out += ' ';
        out += parts[i];
    }
    return out;
}

std::string stdlib_inspect(const Value& value) {
    return runtime::ruby_inspect(value);
}

std::string ruby_inspect_text(std::string_view text) {
    return runtime::ruby_inspect(Value(text));
}

std::vector<std::string> output_lines(std::string_view output) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= output.size()) {
        std::size_t nl = output.find('\n', start);
        if (nl == std::string_view::npos) {
            lines.emplace_back(output.substr(start));
            break;
        }
        lines.emplace_back(output.substr(start, nl - start));
        start = nl + 1;
    }
    while (!lines.empty() && lines.back().empty())
        lines.pop_back();
    return lines;
}

std::string message_text(std::string_view message) {
    if (!message.empty() && message.back() == '\n') message.remove_suffix(1);
    return std::string(message);
}

std::optional<std::pair<std::string, std::string>> split_environment_setting(std::string_view setting) {
    std::size_t eq = setting.find('=');
    if (eq == 0 || eq == std::string_view::npos) return std::nullopt;
    for (std::size_t i = 0; i < eq; ++i) {
        const char c = setting[i];
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return std::nullopt;
    }
    return std::make_pair(std::string(setting.substr(0, eq)), std::string(setting.substr(eq + 1)));
}

std::string join_path(const std::vector<std::string>& path) {
    std::string out;
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (i > 0) out += ':';
        out += path[i];
    }
    return out;
}

bool resolve_ids(const std::optional<std::string>& user, const std::optional<std::string>& group,
                 std::optional<std::uint32_t>& uid, std::optional<std::uint32_t>& gid, std::string& error) {
    // SUIDManager.change_privileges: without a group, the user's (checked first) primary group
    if (group) {
        gid = lookup_group(*group);
        if (!gid) {
            error = "Invalid group: " + *group;
            return false;
        }
    }
    if (user) {
        uid = lookup_user(*user);
        if (!uid) {
            error = "Invalid user: " + *user;
            return false;
        }
        if (!gid) {
            const passwd* pw = ::getpwuid(*uid);
            if (pw != nullptr) gid = pw->pw_gid;
        }
    }
    return true;
}

} // namespace pp::apply
