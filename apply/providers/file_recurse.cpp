// A recursive file (`recurse => true | remote`): Puppet::Type::File#eval_generate. When its turn comes the
// file generates a `file` resource for everything below it, locally and in its source, which the
// transaction then applies before the file counts as done (apply/transaction.cpp, Run::eval_generate).
#include "apply/providers/file.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <fnmatch.h>
#include <sys/stat.h>

#include <algorithm>
#include <deque>
#include <filesystem>
#include <map>

namespace pp::apply {

namespace {

// What newchild never hands down to a child.
constexpr std::string_view kNotInherited[] = {"parent", "ensure", "recurse", "recurselimit", "max_files",
                                              "target", "alias",  "source",  "path"};

std::string text_of(const Value& v) {
    if (v.is_string()) return v.as_string();
    return runtime::ruby_to_s(v);
}

std::vector<std::string> string_list(const Value* v) {
    std::vector<std::string> out;
    if (v == nullptr || v->is_undef()) return out;
    if (v->is_array()) {
        for (const Value& item : v->as_array())
            out.push_back(text_of(item));
    } else {
        out.push_back(text_of(*v));
    }
    return out;
}

} // namespace

namespace file_type {

std::optional<std::vector<FilesetEntry>> fileset(const std::string& root, const FilesetOptions& options) {
    auto stat_of = [&](const std::string& p, struct ::stat& st) {
        return (options.links_follow ? ::stat(p.c_str(), &st) : ::lstat(p.c_str(), &st)) == 0;
    };
    auto join = [&](const std::string& rel) { return root == "/" ? "/" + rel : root + "/" + rel; };
    struct ::stat st {};
    if (!stat_of(root, st)) return std::nullopt;
    std::vector<FilesetEntry> out;
    std::deque<std::pair<std::string, std::int64_t>> dirs; // relative path, depth
    if (S_ISDIR(st.st_mode)) dirs.emplace_back(std::string(), 0);
    while (!dirs.empty()) {
        auto [rel, depth] = dirs.front();
        dirs.pop_front();
        if (options.recurselimit && depth + 1 > *options.recurselimit) continue;
        std::vector<std::string> names;
        std::error_code ec;
        for (const auto& entry : std::filesystem::directory_iterator(rel.empty() ? root : join(rel), ec))
            names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        for (const std::string& name : names) {
            const bool ignored =
                std::any_of(options.ignore.begin(), options.ignore.end(), [&](const std::string& pattern) {
                    return ::fnmatch(pattern.c_str(), name.c_str(), FNM_PERIOD) == 0;
                });
            if (ignored) continue;
            const std::string child = rel.empty() ? name : rel + "/" + name;
            const bool is_dir = stat_of(join(child), st) && S_ISDIR(st.st_mode);
            out.push_back({child, is_dir});
            if (is_dir) dirs.emplace_back(child, depth + 1);
        }
    }
    if (options.max_files > 0 && static_cast<std::int64_t>(out.size()) > options.max_files)
        throw ApplyError(fmt::format(
            "The directory '{}' contains {} entries, which exceeds the limit of {} specified by the "
            "max_files "
            "parameter for this resource. The limit may be increased, but be aware that large number of file "
            "resources can result in excessive resource consumption and degraded Puppet performance. Please "
            "use with care.",
            root, out.size(), options.max_files));
    return out;
}

} // namespace file_type

std::optional<std::vector<std::size_t>> FileProvider::eval_generate(Context&, const Resource& r,
                                                                    runtime::Catalog& catalog) {
    const file_type::Desired& d = desired(r);
    if (d.recurse != "true" && d.recurse != "remote") return std::nullopt;

    file_type::FilesetOptions walk;
    walk.links_follow = d.links_follow;
    walk.ignore = string_list(r.param("ignore"));
    if (const Value* v = r.param("recurselimit"); v != nullptr && !v->is_undef()) {
        const std::string text = text_of(*v);
        if (text != "infinite") walk.recurselimit = std::stoll(text);
    }
    if (const Value* v = r.param("max_files"); v != nullptr && !v->is_undef())
        walk.max_files = std::stoll(text_of(*v));

    // newchild: the parameters the manifest gave, less those a child never gets
    const runtime::CatalogResource& parent = *r.catalog;
    auto newchild = [&](const std::string& rel) {
        runtime::CatalogResource child;
        child.type = "File";
        child.title = d.path == "/" ? "/" + rel : d.path + "/" + rel;
        child.namevar = "path";
        child.kind = "compilable_type";
        child.set_param("path", Value(child.title));
        for (const auto& [name, value] : parent.params) {
            if (std::find(std::begin(kNotInherited), std::end(kNotInherited), name) !=
                std::end(kNotInherited))
                continue;
            if (!value.is_undef()) child.set_param(name, value);
        }
        child.tag("file");
        return child;
    };

    std::map<std::string, runtime::CatalogResource> children; // by relative path, sorted as Puppet sorts
    if (d.recurse != "remote") {
        if (auto found = file_type::fileset(d.path, walk))
            for (const auto& [rel, is_dir] : *found)
                children.emplace(rel, newchild(rel));
    }
    if (d.target) {
        // recurse_link: the link's target directory mirrored as links
        if (auto found = file_type::fileset(*d.target, walk)) {
            for (const auto& [rel, is_dir] : *found) {
                auto [it, added] = children.try_emplace(rel, newchild(rel));
                it->second.set_param("ensure", Value(is_dir ? "directory" : "link"));
                if (!is_dir) it->second.set_param("target", Value(*d.target + "/" + rel));
            }
        }
    } else if (!d.sources.empty()) {
        // recurse_remote: what each source holds (the first one that has anything, unless sourceselect all)
        const bool all = r.str("sourceselect", "first") == "all";
        std::vector<std::string> seen;
        for (const std::string& source : d.sources) {
            auto resolved = file_source::resolve({source}, settings().modulepath, d.links_follow);
            if (!resolved) continue;
            if (resolved->ftype != "directory") return std::nullopt;
            auto found = file_type::fileset(resolved->local_path, walk);
            if (!found) continue;
            for (const auto& [rel, is_dir] : *found) {
                if (std::find(seen.begin(), seen.end(), rel) != seen.end()) continue;
                seen.push_back(rel);
                auto [it, added] = children.try_emplace(rel, newchild(rel));
                it->second.set_param("source", Value(source + "/" + rel));
                it->second.set_param("checksum", Value(d.checksum));
            }
            if (!found->empty() && !all) break;
        }
    }
    if (d.purge) {
        for (auto& [rel, child] : children)
            if (child.param("source") == nullptr) child.set_param("ensure", Value("absent"));
    }

    // remove_less_specific_files: what another file resource below this one manages is left to it
    std::vector<std::string> others;
    for (const runtime::CatalogResource& other : catalog.resources()) {
        if (other.is_virtual || other.type != "File" || &other == r.catalog) continue;
        const Value* p = other.param("path");
        const std::string path = p != nullptr && p->is_string() ? p->as_string() : other.title;
        if (path != d.path && path.starts_with(d.path + "/")) others.push_back(path);
    }
    std::vector<std::size_t> made;
    for (auto& [rel, child] : children) {
        const std::string path = child.title;
        const bool covered = std::any_of(others.begin(), others.end(), [&](const std::string& o) {
            return path == o || path.starts_with(o + "/");
        });
        if (covered) continue;
        if (const runtime::CatalogResource* existing = catalog.find("File", path)) {
            made.push_back(catalog.index_of(*existing));
            continue;
        }
        made.push_back(catalog.add_after(r.index, std::move(child)));
    }
    return made.empty() ? std::nullopt : std::optional<std::vector<std::size_t>>(std::move(made));
}

} // namespace pp::apply
