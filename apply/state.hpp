#pragma once
// What one run leaves for the next (Puppet::Util::Storage, $statedir/state.yaml): per resource ref the
// time it was last checked and last synced (schedules match against `checked`) and the values of its
// audited properties. Written as JSON (a subset of YAML, so the file keeps Puppet's name).

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace pp::apply {

class StateFile {
public:
    /// Reads `path` if it exists (an unreadable or malformed file is treated as empty, as Puppet moves a
    /// corrupt state file aside and starts over).
    explicit StateFile(std::string path);

    [[nodiscard]] const std::string& path() const { return m_path; }
    /// Whether the file existed when the run started (Puppet logs `Creating state file` otherwise).
    [[nodiscard]] bool existed() const { return m_existed; }

    [[nodiscard]] std::optional<std::int64_t> checked(const std::string& ref) const;
    void set_checked(const std::string& ref, std::int64_t when);
    void set_synced(const std::string& ref, std::int64_t when);
    [[nodiscard]] std::optional<std::string> audited(const std::string& ref,
                                                     const std::string& property) const;
    void set_audited(const std::string& ref, const std::string& property, std::string value);

    /// Writes the file (creating its directory); entries not checked within `ttl_seconds` of `now` are
    /// dropped (Puppet's statettl, 32 days). Returns false when it cannot be written.
    bool save(std::int64_t now, std::int64_t ttl_seconds = 32LL * 24 * 3600);

private:
    struct Entry {
        std::optional<std::int64_t> checked, synced;
        std::map<std::string, std::string> audited;
    };
    std::string m_path;
    bool m_existed = false;
    std::map<std::string, Entry> m_entries;
};

} // namespace pp::apply
