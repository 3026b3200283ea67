#pragma once
// Puppet's `file` type (PUP:lib/puppet/type/file.rb, type/file/*.rb, provider/file/posix.rb): the pieces the
// provider (apply/providers/file.cpp) shares with its helpers and its unit tests.

#include "apply/provider.hpp"

#include <sys/stat.h>
#include <sys/types.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pp::apply::file_mode {

// Puppet::Util::SymbolicFileMode (PUP:lib/puppet/util/symbolic_file_mode.rb). Numeric modes are octal strings
// of one to four digits with an optional leading 0; symbolic ones are chmod's `[ugoa]*[-+=][rstwxXugo]*`
// clauses joined by commas.

/// valid_symbolic_mode?
bool valid(std::string_view mode);
/// normalize_symbolic_mode: octal strings lose their leading zeros (`0644` -> `644`), others are kept.
std::string normalize(std::string_view mode);
/// display_mode: octal strings padded to four digits (`644` -> `0644`), others are kept.
std::string display(std::string_view mode);
/// Whether `mode` is all digits (Puppet's `/^\d+$/`: numeric as opposed to symbolic).
bool numeric(std::string_view mode);
/// symbolic_mode_to_int: applies `mode` to `current` (`X` adds x on a directory or when any x is set).
/// Throws ModeError with Puppet's message (`X only works with the '+' operator in symbolic mode "a=X"`).
unsigned to_int(std::string_view mode, unsigned current = 0, bool is_directory = false);
/// The mode as Puppet's octal string without padding (`Integer#to_s(8)`).
std::string octal(unsigned mode);
/// Mode#dirmask for a directory: a numeric mode gains x wherever it has r (`644` -> `755`); symbolic modes
/// are kept.
std::string dirmask(std::string_view mode);

class ModeError : public std::exception {
public:
    explicit ModeError(std::string message) : m_message(std::move(message)) {}
    [[nodiscard]] const char* what() const noexcept override { return m_message.c_str(); }

private:
    std::string m_message;
};

} // namespace pp::apply::file_mode

namespace pp::apply::file_source {

/// Where a `source` points on this machine: Puppet's FileServing::Metadata for the first source that exists.
struct Resolved {
    std::string source;     ///< the source as given (munged: `file:` URIs for local paths)
    std::string local_path; ///< the file it reads
    std::string ftype;      ///< "file", "directory", "link"
};

/// The first of `sources` that exists: absolute paths, `file:` URIs and `puppet:///modules/<module>/<path>`
/// (looked up in `<dir>/<module>/files/<path>` for each directory of `modulepath`). Returns nullopt when none
/// does; `links_follow` stats instead of lstat-ing (the `links` parameter).
std::optional<Resolved> resolve(const std::vector<std::string>& sources,
                                const std::vector<std::string>& modulepath, bool links_follow);

/// The message Puppet gives when no source exists (Puppet::Type::File::Source#metadata).
std::string not_found_message(const std::vector<std::string>& sources);

/// Why a source cannot be used at all (the source parameter's validate), or an empty string.
std::string invalid_reason(std::string_view source);

/// The source as Puppet munges it: trailing slashes removed, absolute paths as `file:` URIs.
std::string munge(std::string_view source);

} // namespace pp::apply::file_source

namespace pp::apply::file_type {

/// What a file resource asks for, munged and validated as Puppet's file type does when the catalog is turned
/// into RAL resources (type/file.rb and its properties' munge/validate).
struct Desired {
    std::string path;                  ///< the namevar: absolute, trailing slashes stripped
    std::optional<std::string> ensure; ///< absent, file, present, directory, link
    /// The content's checksum (`{sha256}…`) and bytes; from `content`, or from a `source` found when the
    /// run starts.
    std::optional<std::string> content_sum;
    std::string content;
    bool has_content_param = false; ///< `content` was given (rather than coming from `source`)
    bool sensitive = false;
    std::vector<std::string> sources; ///< munged
    std::optional<file_source::Resolved> source;
    std::optional<std::string> target;
    bool target_true = false; ///< `ensure => true`: a link to the Boolean, which Puppet fails to make
    std::optional<Value> owner, group;
    std::optional<std::string> mode; ///< as Puppet displays it: `0644`, `u=rw,go=r`
    std::string checksum = "sha256";
    std::string backup; ///< empty: none
    /// For a backup into a filebucket (a backup not starting with `.`): the bucket's directory, or why
    /// there is none (Puppet's message for an unknown bucket, pp's for a remote one).
    std::string bucket_dir, bucket_error;
    std::string validate_cmd, validate_replacement = "%", staging_location;
    bool replace = true, force = false, links_follow = false, purge = false, noop = false;
    std::string recurse = "false"; ///< false, true, remote
};

/// Puppet::FileServing::Fileset's options (the file type's recurselimit, ignore, links, max_files).
struct FilesetOptions {
    std::optional<std::int64_t> recurselimit; ///< none: no limit
    std::vector<std::string> ignore;          ///< globs matched against entry names
    bool links_follow = false;
    std::int64_t max_files = 0; ///< 0: no limit
};
struct FilesetEntry {
    std::string relative; ///< below the root, `a/b`
    bool directory = false;
};
/// Fileset#files below `root` (the root itself left out), breadth first with each directory's entries
/// sorted; nullopt when `root` does not exist. More than `max_files` entries throw ApplyError with Puppet's
/// message.
std::optional<std::vector<FilesetEntry>> fileset(const std::string& root, const FilesetOptions& options);

/// What is on disk (Puppet::Type::File#stat: lstat, or stat with `links => follow`).
struct Current {
    bool exists = false;
    std::string ftype; ///< Ruby's File::Stat#ftype: file, directory, link, fifo, socket, characterSpecial...
    struct stat st {};
    bool directory = false; ///< FileTest.directory?: links followed
};

Current inspect(const std::string& path, bool links_follow);

/// A sync that failed. `wrapped` errors are plain Ruby exceptions (Errno, RuntimeError), which an ensure
/// setter reports as `Could not set 'file' on ensure: …` (Property#set); the others are Puppet::Errors,
/// reported as they are.
struct SyncError {
    std::string message;
    bool wrapped = false;
    /// The exception a `Could not set` error wraps (Puppet prints it after `Wrapped exception:`).
    std::string original = {};
};

/// Ruby's SystemCallError message for errno `err`: `No such file or directory @ rb_sysopen - /x`.
std::string errno_message(int err, std::string_view function, std::string_view detail);

/// `{<algorithm>}<hex digest>` of `data` (Puppet::Util::Checksums; md5, sha1, sha224, sha256, sha384, sha512
/// and their `lite` forms, which read the first 512 bytes).
std::string checksum(std::string_view algorithm, std::string_view data);
/// Whether Puppet knows `algorithm` as a digest the content can be compared by.
bool digest_algorithm(std::string_view algorithm);
/// The checksum of a file's bytes; throws SyncError when it cannot be read.
std::string checksum_file(std::string_view algorithm, const std::string& path);

/// The operations of the file type's setters, each throwing SyncError. `log_source` is the resource's path
/// for its notices (`Not removing directory; use 'force' to override`).
class Syncer {
public:
    Syncer(Context& context, const Resource& resource, const Desired& desired)
        : m_ctx(context), m_resource(resource), m_desired(desired) {}

    /// ensure's setters (type/file/ensure.rb#sync): remove what is in the way, then create.
    void ensure(const std::string& should);
    /// content's setter: write the content (Puppet::Type::File#write).
    void write_content();
    /// target's setter (type/file/target.rb#mklink).
    void make_link();
    void set_owner(uid_t uid);
    void set_group(gid_t gid);
    void set_mode(const std::string& desired);

    /// uid/gid of an owner/group value: a number or a known name.
    static std::optional<uid_t> uid_of(const Value& owner);
    static std::optional<gid_t> gid_of(const Value& group);

private:
    bool remove_existing(const std::string& wanted);
    void backup_existing(const Current& current);
    void backup_to_bucket(const std::string& file);
    void write(bool with_content);
    void property_fix();

    Context& m_ctx;
    const Resource& m_resource;
    const Desired& m_desired;
};

} // namespace pp::apply::file_type

namespace pp::apply {

/// The `file` type on POSIX: ensure (absent, file, present, directory, link), content (compared by checksum),
/// source (a local file, `file:` URI or `puppet:///modules/...`), target, owner, group and mode, with
/// Puppet 7's messages, events and failure behaviour, recursion and purging included.
class FileProvider final : public Provider {
public:
    [[nodiscard]] std::string_view type_name() const override { return "file"; }
    [[nodiscard]] std::vector<std::string> provider_names() const override { return {"posix"}; }
    [[nodiscard]] std::string provider_name(const Resource& /*resource*/) const override { return "posix"; }
    [[nodiscard]] std::vector<std::string> properties() const override;
    [[nodiscard]] State should(const Resource& resource) const override;
    std::vector<State> get(Context& context, std::span<const Resource* const> resources) override;
    std::vector<PropertyOutcome> set(Context& context, const Resource& resource, const State& is,
                                     std::span<const PropertyChange> changes) override;
    [[nodiscard]] bool insync(const Resource& resource, std::string_view property, const Value& is,
                              const Value& should) const override;
    [[nodiscard]] std::string change_message(const Resource& resource, std::string_view property,
                                             const Value& is, const Value& should) const override;
    [[nodiscard]] std::string format_is(std::string_view property, const Value& is) const override;
    [[nodiscard]] std::string format_should(std::string_view property, const Value& should) const override;
    [[nodiscard]] std::string event_name(std::string_view property, const Value& should) const override;
    [[nodiscard]] AutoRelations auto_relations(const Resource& resource) const override;
    /// The path; with `recurse`, its whole tree (the files the recursion generated are resources of their
    /// own, each watched the same way; a file that appears or goes makes the recursion run again).
    [[nodiscard]] WatchSource watch_source(const Resource& resource) const override;
    /// `recurse => true | remote`: a file resource for everything below the directory, locally and in its
    /// source (file_recurse.cpp).
    std::optional<std::vector<std::size_t>> eval_generate(Context& context, const Resource& resource,
                                                          runtime::Catalog& catalog) override;

    /// The run's filebuckets: `puppet`'s directory (the clientbucket under the vardir) and those the
    /// catalog declares, by name (nullopt: a remote bucket, `path => false`).
    void set_buckets(std::string default_dir, std::map<std::string, std::optional<std::string>> buckets) {
        m_default_bucket = std::move(default_dir);
        m_buckets = std::move(buckets);
    }

private:
    /// The resource's munged parameters (computed by `should`, kept for the rest of the run).
    const file_type::Desired& desired(const Resource& resource) const;
    file_type::Desired compute(const Resource& resource) const;
    const file_type::Current& current(const Resource& resource) const;
    /// Whether `ensure` is in sync for what get() found (the other properties are compared only then).
    [[nodiscard]] bool ensure_insync(const file_type::Desired& d, const Value& is) const;
    /// The warnings Puppet gives while comparing (content on a directory with ensure => present, ownership
    /// when not root).
    void warn_while_comparing(Context& context, const Resource& resource, const file_type::Desired& d,
                              const file_type::Current& c);

    std::string m_default_bucket;
    std::map<std::string, std::optional<std::string>> m_buckets;
    mutable std::map<const runtime::CatalogResource*, file_type::Desired> m_desired;
    mutable std::map<const runtime::CatalogResource*, file_type::Current> m_current;
    /// Whether the resource get() read last is a directory: the mode's should is shown dirmasked
    /// (format_should has no resource; the transaction formats a resource's values right after its get).
    bool m_last_directory = false;
    /// Whether its content is Sensitive: content and ensure show as `[redacted]`.
    bool m_last_sensitive = false;
    bool m_warned_ownership = false;
};

} // namespace pp::apply
