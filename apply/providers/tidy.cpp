// Puppet's `tidy` (PUP:lib/puppet/type/tidy.rb): no properties of its own; when the run starts it finds the
// files under `path` that match its criteria and generates a `file { ...: ensure => absent, force => true }`
// for each, which the transaction applies before the tidy itself (a depth-first type).
#include "apply/providers/builtin.hpp"
#include "apply/providers/file.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <fnmatch.h>
#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <ctime>
#include <filesystem>
#include <optional>

namespace pp::apply {

namespace {

std::string text_of(const Value& v) {
    if (v.is_string()) return v.as_string();
    return runtime::ruby_to_s(v);
}

// `<number><unit...>` as the age and size parameters munge it: the number and the unit's first letter
// (lower case), or `fallback_unit` for a bare number.
std::optional<std::pair<std::int64_t, char>> number_and_unit(const std::string& text, char fallback_unit) {
    std::size_t digits = 0;
    while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits])) != 0)
        ++digits;
    if (digits == 0 || digits > 18) return std::nullopt;
    const std::int64_t number = std::stoll(text.substr(0, digits));
    if (digits == text.size()) return std::pair{number, fallback_unit};
    for (std::size_t i = digits; i < text.size(); ++i) // /^([0-9]+)(\w)\w*$/
        if (std::isalnum(static_cast<unsigned char>(text[i])) == 0 && text[i] != '_') return std::nullopt;
    return std::pair{number, static_cast<char>(std::tolower(static_cast<unsigned char>(text[digits])))};
}

struct Criteria {
    std::string path;
    std::optional<std::int64_t> recurse_limit; ///< set when recursing with a limit
    bool recurse = false;
    std::vector<std::string> matches;
    std::optional<std::int64_t> age;  ///< seconds
    std::optional<std::int64_t> size; ///< bytes
    std::string time_type = "atime";
    bool rmdirs = false;
    std::int64_t max_files = 0;
};

class TidyProvider final : public PropertylessProvider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "tidy"; }
    [[nodiscard]] bool depthfirst() const override { return true; }
    [[nodiscard]] bool generates() const override { return true; }

    [[nodiscard]] State should(const Resource& r) const override {
        (void)criteria(r); // the parameters' validate and munge
        return {};
    }

    std::vector<runtime::CatalogResource> generate(Context& context, const Resource& r,
                                                   const runtime::Catalog& catalog,
                                                   const ProviderRegistry&) override {
        const Criteria c = criteria(r);
        struct ::stat st {};
        if (::lstat(c.path.c_str(), &st) != 0) return {};
        std::vector<std::string> candidates = c.recurse ? fileset(c) : std::vector<std::string>{c.path};
        const auto now = static_cast<std::int64_t>(std::time(nullptr));
        std::vector<std::string> found;
        for (const std::string& path : candidates)
            if (tidy(c, catalog, path, now)) found.push_back(path);
        for (const std::string& path : found)
            context.log().debug(r.path, fmt::format("Tidying File[{}]", path));
        std::sort(found.begin(), found.end(), std::greater<>());
        if (!found.empty()) context.log().notice(r.path, fmt::format("Tidying {} files", found.size()));

        std::vector<runtime::CatalogResource> files;
        for (const std::string& path : found)
            files.push_back(file_resource(r, path));
        if (c.rmdirs) {
            // a directory waits for the files in it, so it is empty when its turn comes
            for (const std::string& path : found) {
                const std::string dir = std::filesystem::path(path).parent_path().string();
                auto it = std::find_if(files.begin(), files.end(),
                                       [&](const runtime::CatalogResource& f) { return f.title == dir; });
                if (it == files.end()) continue;
                std::vector<Value> required;
                if (const Value* existing = it->param("require"); existing != nullptr) {
                    if (existing->is_array())
                        required = existing->as_array();
                    else
                        required.push_back(*existing);
                }
                required.emplace_back("File[" + path + "]");
                it->set_param("require", Value(std::move(required)));
            }
        }
        return files;
    }

private:
    static Criteria criteria(const Resource& r) {
        Criteria c;
        c.path = r.name;
        if (c.path.empty() || c.path.front() != '/')
            throw parameter_failure(r, "path",
                                    fmt::format("File paths must be fully qualified, not '{}'", c.path));
        if (const Value* v = r.param("recurse"); v != nullptr && !v->is_undef()) {
            const std::string text = text_of(*v);
            if (text == "true" || text == "inf") {
                c.recurse = true;
            } else if (text == "false") {
                c.recurse = false;
            } else if (!text.empty() && std::all_of(text.begin(), text.end(),
                                                    [](char ch) { return ch >= '0' && ch <= '9'; })) {
                c.recurse = true;
                c.recurse_limit = std::stoll(text);
            } else {
                throw parameter_failure(
                    r, "recurse",
                    fmt::format("Invalid value {}. Valid values are true, false, inf. Valid "
                                "values match /^[0-9]+$/.",
                                display_value(*v)));
            }
        }
        if (const Value* v = r.param("matches"); v != nullptr && !v->is_undef()) {
            const std::string recurse = r.param("recurse") == nullptr ? "" : text_of(*r.param("recurse"));
            if (recurse.empty() || recurse == "0" || recurse == "false")
                throw parameter_failure(r, "matches",
                                        "Tidy can't use matches with recurse 0, false, or undef");
            if (v->is_array()) {
                for (const Value& m : v->as_array())
                    c.matches.push_back(text_of(m));
            } else {
                c.matches.push_back(text_of(*v));
            }
        }
        if (const Value* v = r.param("age"); v != nullptr && !v->is_undef()) {
            const std::string text = text_of(*v);
            auto nu = number_and_unit(text, 'd');
            if (!nu) throw parameter_failure(r, "age", fmt::format("Invalid tidy age {}", text));
            std::int64_t unit = 0;
            switch (nu->second) {
            case 's':
                unit = 1;
                break;
            case 'm':
                unit = 60;
                break;
            case 'h':
                unit = 3600;
                break;
            case 'd':
                unit = 86400;
                break;
            case 'w':
                unit = 604800;
                break;
            default:
                throw parameter_failure(r, "age", fmt::format("Invalid age unit '{}'", nu->second));
            }
            c.age = nu->first * unit;
        }
        if (const Value* v = r.param("size"); v != nullptr && !v->is_undef()) {
            const std::string text = text_of(*v);
            auto nu = number_and_unit(text, 'k');
            // Puppet's own message here names an undefined variable and fails with a NameError
            if (!nu) throw parameter_failure(r, "size", fmt::format("Invalid tidy size {}", text));
            static constexpr std::string_view kUnits = "bkmgt";
            const std::size_t power = kUnits.find(nu->second);
            if (power == std::string_view::npos)
                throw parameter_failure(r, "size", fmt::format("Invalid size unit '{}'", nu->second));
            std::int64_t bytes = nu->first;
            for (std::size_t i = 0; i < power; ++i)
                bytes *= 1024;
            c.size = bytes;
        }
        if (const Value* v = r.param("type"); v != nullptr && !v->is_undef()) {
            c.time_type = text_of(*v);
            if (c.time_type != "atime" && c.time_type != "mtime" && c.time_type != "ctime")
                throw parameter_failure(r, "type",
                                        fmt::format("Invalid value {}. Valid values are atime, mtime, ctime.",
                                                    display_value(*v)));
        }
        c.rmdirs = r.flag("rmdirs", false);
        if (const Value* v = r.param("max_files"); v != nullptr && !v->is_undef()) {
            const std::string text = text_of(*v);
            if (text.empty() ||
                !std::all_of(text.begin(), text.end(), [](char ch) { return ch >= '0' && ch <= '9'; }))
                throw parameter_failure(
                    r, "max_files",
                    fmt::format("Invalid value {}. Valid values match /^[0-9]+$/.", display_value(*v)));
            c.max_files = std::stoll(text);
        }
        return c;
    }

    // the path itself, then what Fileset#files finds below it (links => manage)
    static std::vector<std::string> fileset(const Criteria& c) {
        file_type::FilesetOptions options;
        options.recurselimit = c.recurse_limit;
        options.max_files = c.max_files;
        std::vector<std::string> out{c.path};
        if (auto found = file_type::fileset(c.path, options))
            for (const file_type::FilesetEntry& e : *found)
                out.push_back(c.path == "/" ? "/" + e.relative : c.path + "/" + e.relative);
        return out;
    }

    // Tidy#tidy?
    static bool tidy(const Criteria& c, const runtime::Catalog& catalog, const std::string& path,
                     std::int64_t now) {
        if (catalog.find("File", path) != nullptr) return false; // managed files are left alone
        struct ::stat st {};
        if (::lstat(path.c_str(), &st) != 0) return false;
        if (S_ISDIR(st.st_mode) && !c.rmdirs) return false;
        if (!c.matches.empty()) {
            const std::string base = std::filesystem::path(path).filename().string();
            const bool any = std::any_of(c.matches.begin(), c.matches.end(), [&](const std::string& pattern) {
                return ::fnmatch(pattern.c_str(), base.c_str(), FNM_PATHNAME) == 0;
            });
            if (!any) return false;
        }
        if (!c.age && !c.size) return true;
        if (c.age) {
            std::int64_t when = st.st_atim.tv_sec;
            if (c.time_type == "mtime") when = st.st_mtim.tv_sec;
            if (c.time_type == "ctime") when = st.st_ctim.tv_sec;
            if (now - when >= *c.age) return true;
        }
        return c.size && static_cast<std::int64_t>(st.st_size) >= *c.size;
    }

    // Tidy#mkfile: a file to remove, with the tidy's metaparameters
    static runtime::CatalogResource file_resource(const Resource& tidy, const std::string& path) {
        runtime::CatalogResource f;
        f.type = "File";
        f.title = path;
        f.namevar = "path";
        f.kind = "compilable_type";
        f.set_param("path", Value(path));
        f.set_param("backup", Value(false)); // a tidy backs up into filebuckets only
        f.set_param("ensure", Value("absent"));
        f.set_param("force", Value(true));
        copy_metaparams(tidy, f);
        f.tag("file");
        return f;
    }
};

} // namespace

void copy_metaparams(const Resource& from, runtime::CatalogResource& to) {
    static constexpr std::string_view kMetaparams[] = {"noop",    "schedule", "audit",  "loglevel",  "tag",
                                                       "require", "before",   "notify", "subscribe", "stage"};
    if (from.catalog == nullptr) return;
    for (std::string_view meta : kMetaparams)
        if (const Value* v = from.catalog->param(meta)) to.set_param(meta, *v);
}

void register_tidy_provider(ProviderRegistry& registry) {
    registry.add(std::make_unique<TidyProvider>());
}

} // namespace pp::apply
