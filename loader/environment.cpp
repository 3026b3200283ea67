#include "loader/environment.hpp"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace fs = std::filesystem;

namespace pp::loader {

namespace {

bool valid_module_name(const std::string& name) {
    if (name.empty() || !(name[0] >= 'a' && name[0] <= 'z')) return false;
    return std::all_of(name.begin(), name.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; });
}

std::vector<std::string> split_name(std::string_view name) {
    std::vector<std::string> parts;
    if (name.rfind("::", 0) == 0) name.remove_prefix(2);
    std::size_t start = 0;
    while (true) {
        std::size_t sep = name.find("::", start);
        std::string part(
            name.substr(start, sep == std::string_view::npos ? std::string_view::npos : sep - start));
        for (char& c : part)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        parts.push_back(std::move(part));
        if (sep == std::string_view::npos) break;
        start = sep + 2;
    }
    return parts;
}

} // namespace

Environment::Environment(lexer::SourceManager& sm, std::vector<std::string> modulepath,
                         parser::ParseOptions options)
    : m_sm(sm), m_modulepath(std::move(modulepath)), m_options(std::move(options)) {}

std::vector<std::string> Environment::manifest_files(const std::string& path) {
    std::error_code ec;
    if (!fs::is_directory(path, ec)) return {path};
    std::vector<std::string> files;
    for (auto it = fs::recursive_directory_iterator(path, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (it->is_regular_file(ec) && it->path().extension() == ".pp") files.push_back(it->path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

const std::map<std::string, std::string>& Environment::modules() const {
    if (!m_modules) {
        m_modules.emplace();
        for (const std::string& dir : m_modulepath) {
            std::error_code ec;
            std::vector<fs::path> entries;
            for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator();
                 it.increment(ec)) {
                if (it->is_directory(ec)) entries.push_back(it->path());
            }
            std::sort(entries.begin(), entries.end());
            for (const fs::path& p : entries) {
                std::string name = p.filename().string();
                if (valid_module_name(name)) m_modules->emplace(name, p.string());
            }
        }
    }
    return *m_modules;
}

std::optional<std::string> Environment::module_dir(std::string_view module) const {
    const auto& mods = modules();
    auto it = mods.find(std::string(module));
    if (it == mods.end()) return std::nullopt;
    return it->second;
}

std::string Environment::module_of_file(const std::string& path) const {
    for (const auto& [mod, dir] : modules()) {
        if (path.rfind(dir + "/", 0) == 0) return mod;
    }
    return {};
}

std::string Environment::autoload_path(std::string_view name, DefinitionKind kind) const {
    std::vector<std::string> parts = split_name(name);
    if (parts.empty() || parts[0].empty()) return {};
    auto dir = module_dir(parts[0]);
    if (!dir) return {};
    fs::path p(*dir);
    switch (kind) {
    case DefinitionKind::ClassOrDefine:
        p /= "manifests";
        if (parts.size() == 1) return (p / "init.pp").string();
        break;
    case DefinitionKind::Function:
        if (parts.size() == 1) return {};
        p /= "functions";
        break;
    case DefinitionKind::TypeAlias:
        if (parts.size() == 1) return {};
        p /= "types";
        break;
    }
    for (std::size_t i = 1; i < parts.size(); ++i)
        p /= parts[i];
    p += ".pp";
    return p.string();
}

std::string Environment::find_template(std::string_view reference) const {
    if (!reference.empty() && reference.front() == '/') return std::string(reference);
    auto slash = reference.find('/');
    if (slash == std::string_view::npos) return {};
    auto dir = module_dir(reference.substr(0, slash));
    if (!dir) return {};
    std::string path = *dir + "/templates/" + std::string(reference.substr(slash + 1));
    std::error_code ec;
    return std::filesystem::is_regular_file(path, ec) ? path : std::string();
}

const parser::ParsedFile* Environment::load(const std::string& path, lexer::Diagnostics& diags) {
    auto it = m_parsed.find(path);
    if (it != m_parsed.end()) return it->second.get();
    lexer::FileId id = 0;
    std::string error;
    if (!m_sm.load(path, id, error)) {
        m_parsed.emplace(path, nullptr);
        return nullptr;
    }
    parser::ParseOptions opts = m_options;
    // a file inside a module: Puppet checks what it may define there
    for (const auto& [mod, dir] : modules()) {
        std::string prefix = dir + "/";
        if (path.rfind(prefix, 0) == 0) {
            opts.module_name = mod;
            opts.module_relative_path = path.substr(prefix.size());
            break;
        }
    }
    auto parsed = parser::parse(m_sm, id, diags, opts);
    if (parsed->program == nullptr || diags.has_errors()) parsed.reset();
    const parser::ParsedFile* out = parsed.get();
    m_parsed.emplace(path, std::move(parsed));
    return out;
}

const parser::ParsedFile* Environment::load_text(const std::string& name, std::string text,
                                                 lexer::Diagnostics& diags) {
    lexer::FileId id = m_sm.add(name, std::move(text));
    parser::ParseOptions opts = m_options;
    opts.cache = nullptr; // -e code and the like: not worth an entry each
    auto parsed = parser::parse(m_sm, id, diags, opts);
    if (parsed->program == nullptr || diags.has_errors()) return nullptr;
    const parser::ParsedFile* out = parsed.get();
    m_parsed.emplace("<text " + std::to_string(id) + ">", std::move(parsed));
    return out;
}

} // namespace pp::loader
