// External facts, as Facter 4.3 reads them (custom_facts/util/directory_loader.rb and parser.rb): the
// files of the facts.d directories, by their extension: `.yaml`, `.txt` (key=value lines), `.json`, and
// executables whose output is YAML (or JSON) or key=value lines.

#include "runtime/facts.hpp"
#include "runtime/facts_file.hpp"
#include "runtime/facts_internal.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace pp::runtime::facts {

namespace {

namespace fs = std::filesystem;

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
}

// KeyValuePairOutputFormat.parse: /^(.+?)=(.+)$/ on each line, values as strings.
Hash key_values(std::string_view text) {
    Hash out;
    for (std::string_view line : split_lines(text)) {
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        std::size_t eq = line.find('=');
        if (eq == std::string_view::npos || eq == 0 || eq + 1 >= line.size()) continue;
        out.set(Value(std::string(line.substr(0, eq))), Value(std::string(line.substr(eq + 1))));
    }
    return out;
}

std::optional<Hash> structured(std::string_view text, FactsFormat format) {
    std::string error;
    auto parsed = parse_facts(text, &error, format);
    if (!parsed) return std::nullopt;
    return parsed->values;
}

// The standard output of an executable fact file (Facter::Core::Execution.execute_command).
std::optional<std::string> run(const std::string& path) {
    std::string command = path.find(' ') != std::string::npos ? "\"" + path + "\"" : path;
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return std::nullopt;
    std::string out;
    std::array<char, 4096> buf{};
    std::size_t n = 0;
    while ((n = std::fread(buf.data(), 1, buf.size(), pipe)) > 0)
        out.append(buf.data(), n);
    pclose(pipe);
    return out;
}

bool executable_file(const fs::path& p) {
    std::error_code ec;
    return fs::is_regular_file(p, ec) && access(p.c_str(), X_OK) == 0;
}

// One file's facts; nullopt when Facter has no parser for it or cannot interpret it.
std::optional<Hash> read_external(const fs::path& path, std::vector<std::string>* warnings) {
    std::string ext = lower(path.extension().string());
    if (!ext.empty()) ext.erase(0, 1);
    std::optional<Hash> data;
    if (ext == "yaml" || ext == "txt" || ext == "json") {
        auto text = read_file(path.string());
        if (!text) return std::nullopt;
        if (ext == "txt") {
            data = key_values(*text);
        } else {
            data = structured(*text, ext == "json" ? FactsFormat::Json : FactsFormat::Yaml);
        }
    } else if (executable_file(path) && ext != "bat" && ext != "cmd" && ext != "com" && ext != "exe") {
        auto output = run(path.string());
        if (!output) return std::nullopt;
        data = structured(*output, FactsFormat::Yaml);
        if (!data) data = key_values(*output);
    } else {
        return std::nullopt;
    }
    if (!data && warnings != nullptr)
        warnings->push_back(fmt::format("Could not interpret fact file {}", path.string()));
    return data;
}

} // namespace

std::vector<std::string> default_external_dirs() {
    // LegacyFacter::Util::Config.setup_default_ext_facts_dirs
    if (geteuid() == 0) return {"/etc/facter/facts.d/"};
    if (const char* home = std::getenv("HOME")) return {(fs::path(home) / ".facter" / "facts.d").string()};
    return {};
}

std::vector<std::pair<std::string, Value>> external_facts(const std::vector<std::string>& dirs,
                                                          std::vector<std::string>* warnings) {
    std::vector<std::pair<std::string, Value>> out;
    for (const std::string& dir : dirs) {
        std::error_code ec;
        if (!fs::is_directory(dir, ec)) continue;
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(dir, ec)) {
            if (entry.path().filename().string().starts_with('.')) continue;
            files.push_back(entry.path());
        }
        // Dir.entries(...).sort.reverse!: each directory's files in reverse order of their names
        std::sort(files.begin(), files.end(), [](const fs::path& a, const fs::path& b) {
            return a.filename().string() > b.filename().string();
        });
        for (const fs::path& file : files) {
            auto data = read_external(file, warnings);
            if (!data) continue;
            for (const auto& [key, value] : *data) {
                if (value.is_undef()) continue;
                std::string name = lower(key.is_string() ? key.as_string() : to_s(key));
                // the first file to give a fact wins (names are Facter's canonical, lower-case ones)
                auto same =
                    std::find_if(out.begin(), out.end(), [&](const auto& f) { return f.first == name; });
                if (same == out.end()) out.emplace_back(std::move(name), value);
            }
        }
    }
    return out;
}

} // namespace pp::runtime::facts
