#pragma once
// The directories a compilation probes over and over (a function's Ruby file, a type's `require`, a
// template, in each module's lib/ or templates/), each listed once: a probe of a name a directory lacks,
// which most are, costs no system call. Files created or removed meanwhile are not seen until forget().

#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <string_view>

namespace pp::loader {

/// What an entry of a directory is, as the directory itself says (no stat unless the file system leaves it
/// unsaid): a symbolic link is what it points to.
enum class EntryKind : unsigned char { File, Directory, Other };

/// Calls `fn` with each entry of the directory `dir` (not `.` and `..`), in the directory's order; false
/// when it cannot be read (no such directory). A directory costs an open, its reads and a close: a third of
/// the system calls std::filesystem::directory_iterator makes, which a compilation's look at every module's
/// lib/puppet/type and lib/puppet/provider spent 1 ms of `include apache` on.
bool list_directory(const std::string& dir, const std::function<void(std::string_view, EntryKind)>& fn);

class DirListings {
public:
    /// Whether the directory `dir` has an entry `name` (none when there is no such directory).
    [[nodiscard]] bool has(const std::string& dir, std::string_view name);
    /// Whether `path` is a regular file (a link to one included), as its directory's listing says.
    [[nodiscard]] bool is_file(const std::string& path);
    /// Calls `fn` with each entry of the directory `dir` in name order (none when there is no such
    /// directory), listing it once; `fn` must not use these listings.
    void each(const std::string& dir, const std::function<void(std::string_view, EntryKind)>& fn);
    /// Forgets everything seen.
    void forget();

private:
    /// The kind of `dir`'s entry `name`, null when it has none.
    [[nodiscard]] const EntryKind* entry_locked(const std::string& dir, std::string_view name);
    /// `dir`'s listing, made now unless it was made before.
    const std::map<std::string, EntryKind, std::less<>>& listing_locked(const std::string& dir);
    /// Whether a listing made before of one of `dir`'s parents says that there is no directory `dir`.
    [[nodiscard]] bool known_absent_locked(std::string_view dir) const;

    std::mutex m_mutex;
    std::map<std::string, std::map<std::string, EntryKind, std::less<>>, std::less<>> m_dirs;
};

} // namespace pp::loader
