// The file type's `source` on this machine (PUP:lib/puppet/type/file/source.rb with the file and
// file_server metadata termini puppet apply uses): local paths, `file:` URIs and
// `puppet:///modules/<module>/<path>` looked up in the modulepath. http(s) sources and other fileserver
// mounts are not served.
#include "apply/providers/file.hpp"

#include <fmt/format.h>

#include <sys/stat.h>

#include <cctype>

namespace pp::apply::file_source {

namespace {

bool starts_with(std::string_view s, std::string_view prefix) {
    return s.substr(0, prefix.size()) == prefix;
}

// URI.unescape / Puppet::Util.uri_unescape: %XX sequences decoded
std::string unescape(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) &&
            std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
            out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
            i += 2;
        } else {
            out += s[i];
        }
    }
    return out;
}

// The scheme of a URI (`[a-zA-Z][a-zA-Z0-9+.-]*:`), or empty.
std::string_view scheme_of(std::string_view s) {
    if (s.empty() || std::isalpha(static_cast<unsigned char>(s.front())) == 0) return {};
    for (std::size_t i = 1; i < s.size(); ++i) {
        char c = s[i];
        if (c == ':') return s.substr(0, i);
        if (std::isalnum(static_cast<unsigned char>(c)) == 0 && c != '+' && c != '.' && c != '-') return {};
    }
    return {};
}

// The local file a source names, or empty when it is not one pp can read.
std::string local_file(std::string_view source, const std::vector<std::string>& modulepath,
                       bool links_follow) {
    auto exists = [&](const std::string& path) {
        struct stat st {};
        return (links_follow ? ::stat(path.c_str(), &st) : ::lstat(path.c_str(), &st)) == 0;
    };
    if (!source.empty() && source.front() == '/')
        return exists(std::string(source)) ? std::string(source) : "";
    std::string_view scheme = scheme_of(source);
    std::string_view rest = source.substr(scheme.size() + 1);
    if (scheme == "file") {
        // file:/path, file:///path, file://localhost/path
        if (starts_with(rest, "//")) {
            rest.remove_prefix(2);
            std::size_t slash = rest.find('/');
            if (slash == std::string_view::npos) return "";
            rest.remove_prefix(slash);
        }
        std::string path = unescape(rest);
        return exists(path) ? path : "";
    }
    if (scheme == "puppet") {
        // puppet:///modules/<module>[/<path>]: no server means this node's modulepath
        if (!starts_with(rest, "///modules/")) return "";
        std::string path = unescape(rest.substr(std::string_view("///modules/").size()));
        std::size_t slash = path.find('/');
        std::string module = path.substr(0, slash);
        std::string file = slash == std::string::npos ? "" : path.substr(slash + 1);
        if (module.empty()) return "";
        for (const std::string& dir : modulepath) {
            std::string module_dir = dir + "/" + module;
            struct stat st {};
            if (::stat(module_dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) continue;
            // the first module of that name wins, whether or not it has the file
            std::string candidate = module_dir + "/files" + (file.empty() ? "" : "/" + file);
            return exists(candidate) ? candidate : "";
        }
    }
    return "";
}

} // namespace

std::string munge(std::string_view source) {
    while (source.size() > 1 && source.back() == '/')
        source.remove_suffix(1);
    if (!source.empty() && source.front() == '/') return fmt::format("file://{}", source);
    return std::string(source);
}

std::string invalid_reason(std::string_view source) {
    if (!source.empty() && source.front() == '/') return {};
    std::string_view scheme = scheme_of(source);
    if (scheme.empty()) return fmt::format("Cannot use relative URLs '{}'", source);
    std::string_view rest = source.substr(scheme.size() + 1);
    if (rest.empty() || rest.front() != '/') return fmt::format("Cannot use opaque URLs '{}'", source);
    std::string lower;
    for (char c : scheme)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower != "file" && lower != "puppet" && lower != "http" && lower != "https")
        return fmt::format("Cannot use URLs of type '{}' as source for fileserving", lower);
    return {};
}

std::optional<Resolved> resolve(const std::vector<std::string>& sources,
                                const std::vector<std::string>& modulepath, bool links_follow) {
    for (const std::string& source : sources) {
        std::string path = local_file(source, modulepath, links_follow);
        if (path.empty()) continue;
        struct stat st {};
        if ((links_follow ? ::stat(path.c_str(), &st) : ::lstat(path.c_str(), &st)) != 0) continue;
        Resolved r;
        r.source = source;
        r.local_path = path;
        r.ftype = S_ISDIR(st.st_mode) ? "directory" : S_ISLNK(st.st_mode) ? "link" : "file";
        return r;
    }
    return std::nullopt;
}

std::string not_found_message(const std::vector<std::string>& sources) {
    std::string joined;
    for (const std::string& s : sources) {
        if (!joined.empty()) joined += ", ";
        joined += s;
    }
    return fmt::format("Could not retrieve information from environment production source(s) {}", joined);
}

} // namespace pp::apply::file_source
