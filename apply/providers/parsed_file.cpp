// The ParsedFile base (provider/parsedfile.rb, util/fileparsing.rb, util/filetype.rb's flat file type).
#include "apply/providers/parsed_file.hpp"
#include "apply/providers/local_time.hpp"

#include "apply/providers/exec.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>

namespace pp::apply {

namespace {

// Puppet::Util::FileType's read wrapper drops every `# HEADER...` up to its line's end, wherever it is.
std::string strip_headers(std::string_view text) {
    std::string out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t h = text.find("# HEADER", pos);
        if (h == std::string_view::npos) break;
        std::size_t nl = text.find('\n', h);
        if (nl == std::string_view::npos) break; // `.*\n` needs the newline
        out.append(text.substr(pos, h - pos));
        pos = nl + 1;
    }
    out.append(text.substr(pos));
    return out;
}

// Ruby's SystemCallError text: `No such file or directory @ rb_sysopen - /x`.
std::string errno_text(int err, std::string_view where, std::string_view path) {
    return fmt::format("{} @ {} - {}", std::strerror(err), where, path);
}

} // namespace

// --- FileRecord

const Value* FileRecord::get(std::string_view field) const {
    auto it = values.find(field);
    return it == values.end() ? nullptr : &it->second;
}

std::string FileRecord::str(std::string_view field) const {
    const Value* v = get(field);
    if (v == nullptr || v->is_undef() || is_absent(*v)) return {};
    return value_text(*v);
}

bool FileRecord::has(std::string_view field) const {
    const Value* v = get(field);
    return v != nullptr && !v->is_undef() && !is_absent(*v);
}

void FileRecord::set(std::string_view field, Value value) {
    auto it = values.find(field);
    if (it == values.end())
        values.emplace(std::string(field), std::move(value));
    else
        it->second = std::move(value);
}

// --- helpers

bool is_absent(const Value& value) {
    return value.is_string() && value.as_string() == "absent";
}

const runtime::Regexp& ruby_regexp(std::string_view pattern) {
    static std::map<std::string, std::shared_ptr<const runtime::Regexp>, std::less<>> cache;
    auto it = cache.find(pattern);
    if (it == cache.end()) {
        std::string error;
        auto re = runtime::Regexp::compile(pattern, &error);
        if (re == nullptr) throw std::logic_error(fmt::format("bad provider regexp {}: {}", pattern, error));
        it = cache.emplace(std::string(pattern), std::move(re)).first;
    }
    return *it->second;
}

FileRecord text_record(std::string_view type, std::string_view line) {
    FileRecord r;
    r.record_type = std::string(type);
    r.text = true;
    r.line = std::string(line);
    return r;
}

std::vector<std::string> ruby_split(std::string_view text, std::string_view pattern) {
    return ruby_regexp(pattern).split(text, 0);
}

std::vector<std::string> split_lines(std::string_view text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t nl = text.find('\n', start);
        if (nl == std::string_view::npos) {
            out.emplace_back(text.substr(start));
            break;
        }
        out.emplace_back(text.substr(start, nl - start));
        start = nl + 1;
    }
    while (!out.empty() && out.back().empty())
        out.pop_back();
    return out;
}

std::string which(std::string_view name) {
    auto executable = [](const std::string& path) {
        struct stat st {};
        return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
    };
    if (name.find('/') != std::string_view::npos) {
        std::string path(name);
        return executable(path) ? path : std::string();
    }
    const char* env = std::getenv("PATH");
    std::string_view path = env == nullptr ? std::string_view() : std::string_view(env);
    std::size_t start = 0;
    while (start <= path.size()) {
        std::size_t colon = path.find(':', start);
        std::string_view dir = path.substr(start, colon == std::string_view::npos ? colon : colon - start);
        if (!dir.empty()) {
            std::string candidate = fmt::format("{}/{}", dir, name);
            if (executable(candidate)) return candidate;
        }
        if (colon == std::string_view::npos) break;
        start = colon + 1;
    }
    return {};
}

std::string ensure_change(const Provider& provider, const Value& is, const Value& should) {
    if (is.is_undef() || is_absent(is)) return "created";
    if (is_absent(should)) return "removed";
    return fmt::format("ensure changed {} to {}", provider.format_is("ensure", is),
                       provider.format_should("ensure", should));
}

// --- the provider: reading

std::vector<State> ParsedFileProvider::get(Context& context, std::span<const Resource* const> resources) {
    if (!suitable()) throw ApplyError(fmt::format("Could not find a suitable provider for {}", type_name()));
    prefetch(context, resources);
    std::vector<State> out;
    for (const Resource* r : resources) {
        const FileRecord& record = record_of(*r);
        const State should = this->should(*r);
        State state;
        const Value* ensure = record.get("ensure");
        const Value ensure_is = ensure == nullptr || ensure->is_undef() ? Value("absent") : *ensure;
        for (const std::string& p : properties()) {
            if (p == "ensure") {
                state.emplace(p, ensure_is);
                continue;
            }
            if (is_absent(ensure_is)) continue; // Type#retrieve: everything absent with the resource
            Value v = current_value(*r, record, p, should);
            if (!v.is_undef() && !is_absent(v)) state.emplace(p, std::move(v));
        }
        out.push_back(std::move(state));
    }
    return out;
}

std::vector<std::string> ParsedFileProvider::instances(Context& context) {
    // Type.instances asks the suitable providers only; the RAL terminus sorts them by title
    if (!suitable()) return {};
    prefetch(context, {});
    std::vector<std::string> names;
    for (const auto& record : m_records)
        if (!record->text && record->has("name")) names.push_back(record->str("name"));
    std::sort(names.begin(), names.end());
    return names;
}

void ParsedFileProvider::prefetch(Context& context, std::span<const Resource* const> resources) {
    m_records.clear();
    m_detached.clear();
    m_by_resource.clear();
    m_modified.clear();
    m_failed_targets.clear();
    m_backed_up.clear();
    for (const std::string& target : targets(resources))
        for (FileRecord& record : prefetch_target(context, target))
            m_records.push_back(std::make_unique<FileRecord>(std::move(record)));

    // match_providers_with_resources: by name (the last record wins), else the provider's own match
    std::vector<const Resource*> matchers(resources.begin(), resources.end());
    for (auto& record : m_records) {
        if (record->text) continue;
        const Resource* found = nullptr;
        for (const Resource* r : resources)
            if (record_matches(*record, *r)) found = r;
        if (found != nullptr) {
            m_by_resource[found->index] = record.get();
            continue;
        }
        int i = match_unnamed(*record, matchers);
        if (i < 0) continue;
        const Resource* r = matchers[static_cast<std::size_t>(i)];
        matchers.erase(matchers.begin() + i);
        record->set("name", Value(record_name(*r)));
        m_by_resource[r->index] = record.get();
    }
    for (const Resource* r : resources)
        (void)record_of(*r);
    after_prefetch(context, resources);
}

std::vector<FileRecord> ParsedFileProvider::prefetch_target(Context& context, const std::string& target) {
    std::string text;
    try {
        text = strip_headers(read_target(context, target));
    } catch (const FileReadError& e) {
        if (raise_prefetch_errors())
            m_failed_targets[target] = e.what(); // failing later, in flush_target
        else
            context.log().err("",
                              fmt::format("Could not prefetch {} provider '{}' target '{}': {}. Treating as "
                                          "empty",
                                          type_name(), name(), target, e.what()));
        return {};
    }
    std::vector<FileRecord> records;
    if (!text.empty()) {
        std::vector<std::string> lines = split_lines(text);
        for (std::size_t i = 0; i < lines.size(); ++i) {
            std::optional<FileRecord> record = parse_line(lines[i]);
            if (!record) // FileParsing#parse counts from 2 for the first line
                throw ApplyError(fmt::format("Could not parse line {} (file: {}, line: {})",
                                             runtime::ruby_inspect(Value(lines[i])), target, i + 2));
            records.push_back(std::move(*record));
        }
    }
    for (FileRecord& r : records) {
        r.on_disk = true;
        r.set("target", Value(target));
        r.set("ensure", Value("present"));
    }
    prefetch_hook(context, records);
    return records;
}

std::vector<std::string> ParsedFileProvider::targets(std::span<const Resource* const> resources) const {
    std::vector<std::string> out{default_target()};
    for (const Resource* r : resources) {
        std::string t = resource_target(*r);
        if (!t.empty()) out.push_back(std::move(t));
    }
    std::vector<std::string> unique;
    for (std::string& t : out)
        if (std::find(unique.begin(), unique.end(), t) == unique.end()) unique.push_back(std::move(t));
    return unique;
}

WatchSource ParsedFileProvider::watch_source(const Resource& resource) const {
    std::string target = resource_target(resource);
    if (target.empty()) target = default_target();
    if (target.empty() || target[0] != '/') return {};
    return {WatchSource::Files, {target}};
}

std::string ParsedFileProvider::resource_target(const Resource& resource) const {
    State should = this->should(resource);
    auto it = should.find("target");
    if (it == should.end() || it->second.is_undef() || is_absent(it->second)) return {};
    return value_text(it->second);
}

bool ParsedFileProvider::record_matches(const FileRecord& record, const Resource& resource) const {
    const Value* name = record.get("name");
    return name != nullptr && name->is_string() && name->as_string() == record_name(resource);
}

Value ParsedFileProvider::current_value(const Resource&, const FileRecord& record,
                                        const std::string& property, const State& should) const {
    // mk_resource_methods' getter: the hash's value, :absent for a field of the record type, else the
    // should value so that the resource shuts up
    if (const Value* v = record.get(property); v != nullptr && !v->is_undef()) return *v;
    if (valid_field(record, property)) return Value("absent");
    auto s = should.find(property);
    return s == should.end() ? Value() : s->second;
}

FileRecord ParsedFileProvider::new_record() const {
    FileRecord r;
    r.record_type = name();
    r.set("ensure", Value("absent"));
    return r;
}

FileRecord& ParsedFileProvider::record_of(const Resource& resource) {
    auto it = m_by_resource.find(resource.index);
    if (it != m_by_resource.end()) return *it->second;
    m_detached.push_back(std::make_unique<FileRecord>(new_record()));
    FileRecord* record = m_detached.back().get();
    m_by_resource[resource.index] = record;
    return *record;
}

const FileRecord* ParsedFileProvider::find_record_of(const Resource& resource) const {
    auto it = m_by_resource.find(resource.index);
    return it == m_by_resource.end() ? nullptr : it->second;
}

// --- syncing

std::vector<PropertyOutcome> ParsedFileProvider::set(Context& context, const Resource& resource, const State&,
                                                     std::span<const PropertyChange> changes) {
    FileRecord& record = record_of(resource);
    std::vector<PropertyOutcome> out;
    for (const PropertyChange& c : changes) {
        PropertyOutcome o{c.property, {}};
        try {
            if (c.property == "ensure")
                sync_ensure(context, resource, record, c.is, c.should);
            else
                set_property(context, resource, record, c.property, c.should);
        } catch (const std::exception& e) {
            o.error = e.what();
        }
        out.push_back(std::move(o));
    }
    return out;
}

void ParsedFileProvider::sync_ensure(Context& context, const Resource& resource, FileRecord& record,
                                     const Value&, const Value& should) {
    if (is_absent(should)) {
        mark_target_modified(resource, record);
        destroy(record);
    } else {
        create(context, resource, record);
    }
}

void ParsedFileProvider::create(Context&, const Resource& resource, FileRecord& record) {
    const State should = this->should(resource);
    for (const std::string& p : properties()) {
        auto it = should.find(p);
        if (it != should.end() && !it->second.is_undef()) record.set(p, it->second);
    }
    mark_target_modified(resource, record);
}

void ParsedFileProvider::destroy(FileRecord& record) {
    record.set("ensure", Value("absent"));
}

void ParsedFileProvider::set_property(Context&, const Resource& resource, FileRecord& record,
                                      const std::string& property, const Value& should) {
    mark_target_modified(resource, record);
    record.set(property, should);
}

void ParsedFileProvider::mark_target_modified(const Resource& resource, const FileRecord& record) {
    const std::string target = resource_target(resource);
    const std::string current = record.str("target");
    if (!target.empty() && target != current) modified(target);
    if (!current.empty()) modified(current);
}

void ParsedFileProvider::modified(const std::string& target) {
    if (std::find(m_modified.begin(), m_modified.end(), target) == m_modified.end())
        m_modified.push_back(target);
}

// --- writing

void ParsedFileProvider::flush(Context& context, const Resource& resource) {
    flush_record(context, resource, record_of(resource));
}

void ParsedFileProvider::flush_record(Context& context, const Resource& resource, FileRecord& record) {
    if (!record.has("target")) {
        std::string target = resource_target(resource);
        if (target.empty()) target = default_target();
        record.set("target", Value(target));
        modified(target);
    }
    if (!record.has("name")) record.set("name", Value(record_name(resource)));
    // ParsedFile.flush: a record flushed for the first time joins its target's records
    if (!record.on_disk) {
        record.on_disk = true;
        auto it = std::find_if(m_detached.begin(), m_detached.end(),
                               [&](const auto& p) { return p.get() == &record; });
        if (it != m_detached.end()) {
            m_records.push_back(std::move(*it));
            m_detached.erase(it);
        }
        modified(record.str("target"));
    }
    if (m_modified.empty()) return;
    std::vector<std::string> targets = m_modified;
    std::sort(targets.begin(), targets.end());
    targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
    std::vector<std::string> flushed;
    try {
        for (const std::string& target : targets) {
            context.log().debug("", fmt::format("Flushing {} provider target {}", type_name(), target));
            flushed.push_back(target);
            flush_target(context, target);
        }
    } catch (...) {
        std::erase_if(m_modified, [&](const std::string& t) {
            return std::find(flushed.begin(), flushed.end(), t) != flushed.end();
        });
        throw;
    }
    std::erase_if(m_modified, [&](const std::string& t) {
        return std::find(flushed.begin(), flushed.end(), t) != flushed.end();
    });
}

void ParsedFileProvider::flush_target(Context& context, const std::string& target) {
    if (auto failed = m_failed_targets.find(target); failed != m_failed_targets.end())
        throw ApplyError(fmt::format("Failed to read {}'s records when prefetching them. Reason: {}", target,
                                     failed->second));
    backup_target(context, target);
    std::vector<const FileRecord*> records;
    for (const auto& r : m_records) {
        if (r->str("target") != target) continue;
        if (const Value* e = r->get("ensure"); e != nullptr && is_absent(*e)) continue;
        records.push_back(r.get());
    }
    write_target(context, target, to_file(records));
}

std::string ParsedFileProvider::header() const {
    // Time.now.to_s
    const std::string stamp = ruby_time_to_s(std::time(nullptr));
    return fmt::format("# HEADER: This file was autogenerated at {}\n"
                       "# HEADER: by puppet.  While it can still be managed manually, it\n"
                       "# HEADER: is definitely not recommended.\n",
                       stamp);
}

std::string ParsedFileProvider::to_file(const std::vector<const FileRecord*>& records) const {
    std::string text;
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (i > 0) text += '\n';
        text += records[i]->text ? records[i]->line : to_line(*records[i]);
    }
    text += '\n';
    return header() + text;
}

// --- the flat file type

std::string ParsedFileProvider::read_target(Context& context, const std::string& target) {
    struct stat st {};
    if (target.empty() || ::stat(target.c_str(), &st) != 0) return {};
    auto fail = [&](const std::string& detail) {
        std::string message =
            fmt::format("Puppet::Util::FileType::FileTypeFlat could not read {}: {}", target, detail);
        context.log().err("", message); // Puppet.log_exception
        throw ApplyError(message);
    };
    int fd = ::open(target.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) fail(errno_text(errno, "rb_sysopen", target));
    std::string text;
    char buf[65536];
    for (;;) {
        ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            int err = errno;
            ::close(fd);
            fail(errno_text(err, "io_fread", target));
        }
        if (n == 0) break;
        text.append(buf, static_cast<std::size_t>(n));
    }
    ::close(fd);
    return text;
}

void ParsedFileProvider::write_target(Context& context, const std::string& target, const std::string& text) {
    // Tempfile (mode 0600) copied with FileUtils.cp: the target is opened for writing with the temp file's
    // mode, so a new file gets 0600 (less the umask) and an existing one keeps its inode, mode and owner
    auto fail = [&](int err) {
        std::string message = fmt::format("Puppet::Util::FileType::FileTypeFlat could not write {}: {}",
                                          target, errno_text(err, "rb_sysopen", target));
        context.log().err("", message); // Puppet.log_exception
        throw ApplyError(message);
    };
    int fd = ::open(target.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) fail(errno);
    std::string_view rest = text;
    while (!rest.empty()) {
        ssize_t n = ::write(fd, rest.data(), rest.size());
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            int err = errno;
            ::close(fd);
            fail(err);
        }
        rest.remove_prefix(static_cast<std::size_t>(n));
    }
    ::close(fd);
}

void ParsedFileProvider::backup_target(Context& context, const std::string& target) {
    // once per run and target; the flat file type puts an existing file in the filebucket, which computes
    // its checksum first (FileBucket::File's FileContents#checksum_data)
    if (!m_backed_up.insert(target).second) return;
    struct stat st {};
    if (target.empty() || ::stat(target.c_str(), &st) != 0) return;
    context.log().info("", fmt::format("Computing checksum on file {}", target));
}

// --- what every ParsedFile type shares

std::string ParsedFileProvider::change_message(const Resource& resource, std::string_view property,
                                               const Value& is, const Value& should) const {
    if (property == "ensure") return ensure_change(*this, is, should);
    return Provider::change_message(resource, property, is, should);
}

std::string ParsedFileProvider::provider_name(const Resource&) const {
    return name();
}

} // namespace pp::apply
