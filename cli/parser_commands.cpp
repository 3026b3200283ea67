// `pp parser validate` and `pp parser dump`.
#include "cli/commands.hpp"

#include "lexer/diagnostics.hpp"
#include "parser/parse_cache.hpp"
#include "parser/parser.hpp"
#include "parser/pn_dump.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <unistd.h>

namespace pp::cli {

namespace fs = std::filesystem;

namespace {

// Files to validate: a file as given; a directory recursively, `*.pp` and `*.epp`, in sorted order.
bool collect(const std::string& path, std::vector<std::string>& out, std::string& error) {
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
        std::vector<std::string> found;
        for (auto it =
                 fs::recursive_directory_iterator(path, fs::directory_options::follow_directory_symlink, ec);
             !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
            if (!it->is_regular_file(ec)) continue;
            auto ext = it->path().extension();
            if (ext == ".pp" || ext == ".epp") found.push_back(it->path().string());
        }
        if (ec) {
            error = fmt::format("{}: {}", path, ec.message());
            return false;
        }
        std::sort(found.begin(), found.end());
        out.insert(out.end(), found.begin(), found.end());
        return true;
    }
    if (!fs::exists(path, ec)) {
        error = fmt::format("{}: no such file or directory", path);
        return false;
    }
    out.push_back(path);
    return true;
}

// When `file` lies in `<dir>/<module>/...` for a directory of the modulepath, Puppet applies its location
// checks: the module's name and the path inside the module.
void locate_in_modulepath(const std::string& file, const std::vector<std::string>& modulepath,
                          parser::ParseOptions& opts) {
    std::error_code ec;
    fs::path abs = fs::absolute(file, ec).lexically_normal();
    for (const auto& dir : modulepath) {
        fs::path root = fs::absolute(dir, ec).lexically_normal();
        auto rel = abs.lexically_relative(root);
        if (rel.empty() || rel.begin()->string() == "..") continue;
        auto it = rel.begin();
        std::string module = it->string();
        ++it;
        if (it == rel.end()) continue;
        fs::path inner;
        for (; it != rel.end(); ++it)
            inner /= *it;
        opts.module_name = module;
        opts.module_relative_path = inner.string();
        return;
    }
}

std::vector<std::string> split_path_list(const std::string& s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        std::size_t colon = s.find(':', start);
        std::string part = s.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
        if (!part.empty()) out.push_back(part);
        if (colon == std::string::npos) break;
        start = colon + 1;
    }
    return out;
}

} // namespace

bool use_color() {
    if (std::getenv("NO_COLOR") != nullptr) return false;
    const char* term = std::getenv("TERM");
    if (term != nullptr && std::string_view(term) == "dumb") return false;
    return isatty(STDERR_FILENO) != 0;
}

int run_validate(const ValidateArgs& args) {
    lexer::SourceManager sm;
    std::vector<std::string> files;
    bool ok = true;
    for (const auto& p : args.paths) {
        std::string error;
        if (!collect(p, files, error)) {
            std::cerr << "pp: error: " << error << "\n";
            ok = false;
        }
    }
    std::vector<std::string> modulepath = split_path_list(args.modulepath);
    lexer::RenderOptions render;
    render.color = use_color();
    bool json = args.format == "json";
    std::string json_out = "[";
    bool first_json = true;
    std::size_t failed_files = 0;
    for (const auto& f : files) {
        lexer::FileId id = 0;
        std::string error;
        if (!sm.load(f, id, error)) {
            std::cerr << "pp: error: " << f << ": " << error << "\n";
            ok = false;
            continue;
        }
        parser::ParseOptions opts;
        opts.epp = fs::path(f).extension() == ".epp";
        opts.strict = args.strict;
        opts.cache = parser::ParseCache::process();
        if (!modulepath.empty()) locate_in_modulepath(f, modulepath, opts);
        lexer::Diagnostics diags;
        auto parsed = parser::parse(sm, id, diags, opts);
        if (diags.has_errors()) {
            ok = false;
            ++failed_files;
        }
        for (const auto& d : diags.all()) {
            if (json) {
                if (!first_json) json_out += ",\n ";
                json_out += lexer::render_json(sm, d);
                first_json = false;
            } else {
                std::cerr << lexer::render_text(sm, d, render);
            }
        }
    }
    if (json) {
        json_out += "]\n";
        std::cout << json_out;
    }
    if (!json && failed_files > 0) {
        std::cerr << fmt::format("pp: {} of {} file{} failed validation\n", failed_files, files.size(),
                                 files.size() == 1 ? "" : "s");
    }
    return ok ? 0 : 1;
}

int run_dump(const DumpArgs& args) {
    lexer::SourceManager sm;
    std::vector<std::pair<std::string, lexer::FileId>> inputs;
    if (!args.code.empty() || args.files.empty()) {
        inputs.emplace_back("", sm.add("<command-line>", args.code));
    }
    for (const auto& f : args.files) {
        lexer::FileId id = 0;
        std::string error;
        if (!sm.load(f, id, error)) {
            std::cerr << "pp: error: " << f << ": " << error << "\n";
            return 1;
        }
        inputs.emplace_back(f, id);
    }
    lexer::RenderOptions render;
    render.color = use_color();
    std::string out;
    bool ok = true;
    for (const auto& [name, id] : inputs) {
        parser::ParseOptions opts;
        opts.epp = !name.empty() && fs::path(name).extension() == ".epp";
        opts.validate = args.validate;
        lexer::Diagnostics diags;
        auto parsed = parser::parse(sm, id, diags, opts);
        for (const auto& d : diags.all())
            std::cerr << lexer::render_text(sm, d, render);
        if (parsed->program == nullptr || diags.has_errors()) {
            ok = false;
            continue;
        }
        if (!name.empty() && args.format != "json") out += "--- " + name;
        if (args.format == "json")
            out += parser::dump_pn_json(*parsed->program);
        else
            out += parser::dump_pn(*parsed->program);
    }
    if (!out.empty()) std::cout << out << "\n";
    return ok ? 0 : 1;
}

} // namespace pp::cli
