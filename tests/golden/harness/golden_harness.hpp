#pragma once
// What every golden suite shares (tests/golden/README.md): finding its cases, the PASSING ratchet, and
// `PP_ACCEPT=1`. The shell suites use tests/golden/harness/ratchet.sh, which has the same rules.
//
// The ratchet: a suite's PASSING file lists the cases pp matches. A listed case that fails is a regression
// (the test fails); an unlisted one that differs is skipped with its difference. With `PP_ACCEPT=1`, each
// case that ran updates its own line once the run ends (added when it passed, removed when it failed); a
// case that did not run keeps its line, so a filtered run never shrinks a list.

#include <filesystem>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace pp::golden {

/// The whole file, bytes as they are (empty when it cannot be read).
std::string read_file(const std::filesystem::path& path);

/// The cases of a suite: the stems of the files in `dir` ending in `extension` (".pp"), sorted.
std::vector<std::string> discover(const std::filesystem::path& dir, std::string_view extension);

/// A GoogleTest-friendly name for a case (every character that is not alphanumeric becomes '_').
std::string test_name(std::string_view name);

/// Whether this run is an accept run (`PP_ACCEPT` set and not empty).
bool accepting();

/// A suite's PASSING list. Thread-safe: cases may run concurrently.
class Ratchet {
public:
    /// `passing`: the PASSING file; `about`: its first line, a comment naming the suite.
    Ratchet(std::filesystem::path passing, std::string about);
    Ratchet(const Ratchet&) = delete;
    Ratchet& operator=(const Ratchet&) = delete;
    ~Ratchet();

    [[nodiscard]] bool listed(const std::string& name) const;
    /// Records the outcome of a case that ran.
    void record(const std::string& name, bool passed);
    /// The PASSING list an accept run writes: the listed cases, plus those that passed, minus those that
    /// failed.
    [[nodiscard]] std::set<std::string> accepted() const;
    /// Writes accepted() to the PASSING file when a case ran (every Ratchet does this at the end of an
    /// accept run; see golden_harness.cpp).
    void write() const;

    /// The verdict for a case: records it, then fails the test (a listed case that differs: `compare`
    /// makes its EXPECTs) or skips it with `difference` (an unlisted one that differs).
    template <typename Compare>
    void judge(const std::string& name, bool same, Compare&& compare, const std::string& difference) {
        record(name, same);
        if (listed(name))
            compare();
        else if (!same)
            skip(difference);
    }

private:
    static void skip(const std::string& difference);

    std::filesystem::path m_path;
    std::string m_about;
    std::set<std::string> m_listed;
    mutable std::mutex m_mutex;
    std::map<std::string, bool> m_ran; ///< name -> passed
};

} // namespace pp::golden
