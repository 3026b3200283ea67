#pragma once
// Puppet's ParsedFile providers (provider/parsedfile.rb on util/fileparsing.rb and util/filetype.rb): the
// types whose resources are lines of a file (host, ssh_authorized_key, mount) or of a crontab (cron).
//
// Every target the run needs is read once, when the first resource of the type is reached (prefetch): its
// lines become records, text lines (comments, blank and unparsed lines) kept as they were. A resource is
// matched with the record of its name; syncing changes that record (or a new one appended at the end), and
// after the resource's changes (flush) every target marked modified is written whole: Puppet's header, then
// the records in their order. A target created this way gets mode 0600 (Puppet writes through a Tempfile and
// copies it into place, so an existing file keeps its inode, mode and owner).

#include "apply/provider.hpp"

#include "runtime/regexp.hpp"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace pp::apply {

/// One line of a target as Puppet's FileParsing holds it (its record hash).
struct FileRecord {
    std::string record_type; ///< the line type that matched: comment, blank, parsed, crontab ...
    bool text = false;       ///< a text line, written back as `line`
    std::string line;
    /// The fields and what ParsedFile adds (ensure, target, name), by name. A field missing or
    /// `"absent"` is Puppet's :absent.
    State values;
    bool on_disk = false; ///< in the target's record list (read from it, or flushed into it)
    /// The name was made up when the target was read (an unnamed ssh key, an unmanaged cron job): it is
    /// never written back.
    bool generated_name = false;

    [[nodiscard]] const Value* get(std::string_view field) const;
    /// The field as text: "" when missing or absent.
    [[nodiscard]] std::string str(std::string_view field) const;
    /// Whether the field holds a value (not missing, not :absent).
    [[nodiscard]] bool has(std::string_view field) const;
    void set(std::string_view field, Value value);
};

/// Puppet::Util::FileType::FileReadError: a target that could not be read.
class FileReadError : public ApplyError {
public:
    using ApplyError::ApplyError;
};

/// Whether a value is Puppet's :absent (the string "absent" here).
bool is_absent(const Value& value);

/// A Ruby regexp written in a provider's source, compiled once.
const runtime::Regexp& ruby_regexp(std::string_view pattern);

/// A text record (a comment, a blank or unparsed line) holding `line` as it was read.
FileRecord text_record(std::string_view type, std::string_view line);

/// Ruby String#split on a Regexp with limit 0 as FileParsing uses it: a leading empty field is kept,
/// trailing empty fields are dropped.
std::vector<std::string> ruby_split(std::string_view text, std::string_view pattern);

/// FileParsing#lines: the text split on "\n", trailing empty lines dropped (Ruby's String#split).
std::vector<std::string> split_lines(std::string_view text);

/// Puppet::Util.which: the first executable `name` on PATH, or "" when there is none.
std::string which(std::string_view name);

/// Puppet::Property::Ensure#change_to_s: `created`, `removed`, `ensure changed 'a' to 'b'`.
std::string ensure_change(const Provider& provider, const Value& is, const Value& should);

/// The base of the ParsedFile providers: prefetch, matching, syncing and flushing as parsedfile.rb does
/// them; a type says how its lines parse and print and which properties it has.
class ParsedFileProvider : public Provider {
public:
    [[nodiscard]] bool batch_get() const override { return true; }
    std::vector<State> get(Context& context, std::span<const Resource* const> resources) override;
    std::vector<PropertyOutcome> set(Context& context, const Resource& resource, const State& is,
                                     std::span<const PropertyChange> changes) override;
    void flush(Context& context, const Resource& resource) override;
    [[nodiscard]] std::string change_message(const Resource& resource, std::string_view property,
                                             const Value& is, const Value& should) const override;
    [[nodiscard]] std::string provider_name(const Resource& resource) const override;
    [[nodiscard]] std::vector<std::string> provider_names() const override { return {std::string(name())}; }
    std::vector<std::string> instances(Context& context) override;
    /// The resource's target (its `target`, else the default one).
    [[nodiscard]] WatchSource watch_source(const Resource& resource) const override;

protected:
    // --- the provider: its name and the file it manages by default
    [[nodiscard]] virtual std::string name() const { return "parsed"; }
    [[nodiscard]] virtual std::string default_target() const = 0;
    /// The target a resource's record belongs in: its `target` should (empty when it has none).
    [[nodiscard]] virtual std::string resource_target(const Resource& resource) const;
    /// The resource's name as records hold it (the namevar, munged as the type does).
    [[nodiscard]] virtual std::string record_name(const Resource& resource) const { return resource.name; }

    // --- the file format (FileParsing)
    /// One line as a record, or nullopt when no line type matches (`Could not parse line "..."`).
    [[nodiscard]] virtual std::optional<FileRecord> parse_line(std::string_view line) const = 0;
    /// A record as its line; text records are written as they were read (to_line is not asked).
    [[nodiscard]] virtual std::string to_line(const FileRecord& record) const = 0;
    /// Whether `field` is a field of the record type (FileParsing#valid_attr?); ensure always is.
    [[nodiscard]] virtual bool valid_field(const FileRecord& record, std::string_view field) const = 0;
    /// ParsedFile.header: the lines put at the top of every file written.
    [[nodiscard]] virtual std::string header() const;
    /// ParsedFile.to_file: the header and every record's line.
    [[nodiscard]] virtual std::string to_file(const std::vector<const FileRecord*>& records) const;
    /// prefetch_hook: the records of one target after they were read.
    virtual void prefetch_hook(Context& /*context*/, std::vector<FileRecord>& /*records*/) {}

    // --- the file type (Puppet::Util::FileType): flat files by default
    /// The target's text ("" when it does not exist); throws on failure.
    virtual std::string read_target(Context& context, const std::string& target);
    virtual void write_target(Context& context, const std::string& target, const std::string& text);
    /// Backs the target up before its first write of the run (flat files go to the filebucket).
    virtual void backup_target(Context& context, const std::string& target);
    /// raise_prefetch_errors: a target that cannot be read fails only the resources written to it
    /// (cron); otherwise it counts as empty after an error.
    [[nodiscard]] virtual bool raise_prefetch_errors() const { return false; }
    /// The targets to read: the default one, the resources' and any the provider adds.
    [[nodiscard]] virtual std::vector<std::string> targets(std::span<const Resource* const> resources) const;

    // --- matching and the current state
    /// resource_for_record: whether `record` is `resource`'s (same name by default).
    [[nodiscard]] virtual bool record_matches(const FileRecord& record, const Resource& resource) const;
    /// ParsedFile.match: a resource no record was found for by name may still claim one (cron). Returns the
    /// index in `candidates` or -1.
    virtual int match_unnamed(FileRecord& /*record*/, const std::vector<const Resource*>& /*candidates*/) {
        return -1;
    }
    /// After matching: what the provider learns beyond the files (mount: what is mounted).
    virtual void after_prefetch(Context& /*context*/, std::span<const Resource* const> /*resources*/) {}
    /// A property's current value (the provider's getter, then Type#retrieve): the record's value, absent
    /// when the field is valid but unset, the should value (so in sync) for a property the record type
    /// does not have.
    [[nodiscard]] virtual Value current_value(const Resource& resource, const FileRecord& record,
                                              const std::string& property, const State& should) const;

    // --- syncing
    /// Syncs ensure (Puppet's ensurable: create or destroy); mount overrides it.
    virtual void sync_ensure(Context& context, const Resource& resource, FileRecord& record, const Value& is,
                             const Value& should);
    /// ParsedFile#create: every property with a should value copied into the record.
    virtual void create(Context& context, const Resource& resource, FileRecord& record);
    void destroy(FileRecord& record);
    /// A property's setter: the target marked modified, the value stored.
    virtual void set_property(Context& context, const Resource& resource, FileRecord& record,
                              const std::string& property, const Value& should);
    /// ParsedFile#flush: the record gets its target and name, joins the records and the modified targets
    /// are written.
    void flush_record(Context& context, const Resource& resource, FileRecord& record);

    // --- state of the run
    /// The record a resource is matched with (its provider's property hash), made when it has none.
    FileRecord& record_of(const Resource& resource);
    [[nodiscard]] const FileRecord* find_record_of(const Resource& resource) const;
    /// mark_target_modified: the resource's target and the record's.
    void mark_target_modified(const Resource& resource, const FileRecord& record);
    void modified(const std::string& target);
    [[nodiscard]] const std::vector<std::unique_ptr<FileRecord>>& records() const { return m_records; }
    /// The records of every target read for `resources`, matched (Provider.prefetch).
    void prefetch(Context& context, std::span<const Resource* const> resources);
    /// The records read from one target (prefetch_target), target and ensure set.
    std::vector<FileRecord> prefetch_target(Context& context, const std::string& target);
    /// A new record for a resource without one: the provider's record type, ensure absent.
    [[nodiscard]] virtual FileRecord new_record() const;

private:
    void flush_target(Context& context, const std::string& target);

    std::vector<std::unique_ptr<FileRecord>> m_records;  // every target's, in order
    std::vector<std::unique_ptr<FileRecord>> m_detached; // resources' records not (yet) in a target
    std::map<std::size_t, FileRecord*> m_by_resource;    // catalog index -> record
    std::vector<std::string> m_modified;
    std::map<std::string, std::string, std::less<>> m_failed_targets; // target -> why it could not be read
    std::set<std::string, std::less<>> m_backed_up;
};

} // namespace pp::apply
