#pragma once
// Puppet regular expressions (DESIGN.md §3). Puppet's are Ruby's (Onigmo); pp runs them on Oniguruma with its
// Ruby syntax and bridges the places where the two engines differ (see regexp.cpp, "Ruby compatibility").
// Every behaviour here is checked against Ruby 3.1 in tests/unit/runtime/regexp_test.cpp.

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pp::runtime {

class Regexp;

/// Raised while *using* a compiled Regexp: a subject that is not valid UTF-8 (Ruby raises ArgumentError
/// "invalid byte sequence in UTF-8"), a bad `\k<name>` in a replacement (Ruby's IndexError/RuntimeError
/// text), or the engine giving up on a runaway backtrack (where Ruby 3.1 would hang).
class RegexpError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Compile options, with Ruby's bit values (Regexp::IGNORECASE, EXTENDED, MULTILINE). Puppet literals have
/// none; `regsubst` maps its flags I, E and M onto them.
enum RegexpOptions : unsigned {
    RegexpNone = 0,
    RegexpIgnoreCase = 1, ///< regsubst 'I'
    RegexpExtended = 2,   ///< regsubst 'E'
    RegexpMultiline = 4,  ///< regsubst 'M': `.` matches a newline (Ruby's meaning, not Perl's)
};

/// The result of one successful match: the whole match (group 0) and every group, as byte offsets into the
/// subject. It views the subject, so the subject must outlive it; it keeps its Regexp alive for names.
class Match {
public:
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

    /// Number of groups including group 0 (Ruby MatchData#size).
    [[nodiscard]] std::size_t size() const { return m_spans.size(); }
    /// False for a group that did not take part in the match (Ruby gives nil), true for one that matched
    /// the empty string.
    [[nodiscard]] bool matched(std::size_t i) const { return i < m_spans.size() && m_spans[i].first != npos; }
    [[nodiscard]] std::size_t begin(std::size_t i = 0) const {
        return i < m_spans.size() ? m_spans[i].first : npos;
    }
    [[nodiscard]] std::size_t end(std::size_t i = 0) const {
        return i < m_spans.size() ? m_spans[i].second : npos;
    }
    /// Group i's text, or nullopt when it did not participate or does not exist.
    [[nodiscard]] std::optional<std::string_view> group(std::size_t i) const;
    [[nodiscard]] std::string_view str() const { return *group(0); }
    /// A named group (`(?<n>...)`): when several groups share the name, the last one that matched, as Ruby.
    /// nullopt when the name is unknown or the group did not participate.
    [[nodiscard]] std::optional<std::string_view> named(std::string_view name) const;
    /// The group number a name refers to in this match (as above), or -1 when the regexp has no such name.
    [[nodiscard]] int name_to_number(std::string_view name) const;
    [[nodiscard]] std::string_view pre_match() const { return m_subject.substr(0, begin(0)); }
    [[nodiscard]] std::string_view post_match() const { return m_subject.substr(end(0)); }
    [[nodiscard]] std::string_view subject() const { return m_subject; }
    [[nodiscard]] const Regexp& regexp() const { return *m_regexp; }

    /// Ruby MatchData#to_a / #captures with nil as nullopt.
    [[nodiscard]] std::vector<std::optional<std::string>> to_a() const;
    [[nodiscard]] std::vector<std::optional<std::string>> captures() const;

private:
    friend class Regexp;
    Match(std::shared_ptr<const Regexp> re, std::string_view subject,
          std::vector<std::pair<std::size_t, std::size_t>> spans)
        : m_regexp(std::move(re)), m_subject(subject), m_spans(std::move(spans)) {}

    std::shared_ptr<const Regexp> m_regexp;
    std::string_view m_subject;
    std::vector<std::pair<std::size_t, std::size_t>> m_spans;
};

/// A compiled regular expression: immutable once built and safe to share between threads.
class Regexp : public std::enable_shared_from_this<Regexp> {
public:
    /// Compiles `pattern` as Ruby's `Regexp.new(pattern, options)` would. On an invalid pattern returns null
    /// and, when `error` is given, stores Ruby's RegexpError message ("end pattern with unmatched
    /// parenthesis: /(/").
    static std::shared_ptr<const Regexp> compile(std::string_view pattern, std::string* error = nullptr,
                                                 unsigned options = RegexpNone);

    ~Regexp();
    Regexp(const Regexp&) = delete;
    Regexp& operator=(const Regexp&) = delete;

    /// Ruby Regexp#source: the pattern exactly as written.
    [[nodiscard]] const std::string& source() const { return m_source; }
    [[nodiscard]] unsigned options() const { return m_options; }
    /// Ruby Regexp#to_s: `(?-mix:a.b)`.
    [[nodiscard]] std::string to_s() const;
    /// Ruby Regexp#inspect: `/a.b/` (a `/` in the source is shown as `\/`).
    [[nodiscard]] std::string inspect() const;
    /// Number of capture groups (plain groups do not capture once a named group exists, as in Ruby).
    [[nodiscard]] std::size_t group_count() const;
    /// Ruby Regexp#names: each group name once, in order of first definition.
    [[nodiscard]] std::vector<std::string> names() const;

    /// The first match at or after byte offset `start` (Ruby `String#match(re)` / `re.match(s, pos)` with
    /// byte offsets). Lookbehind and `\b` see the text before `start`; `\G` anchors at `start`.
    [[nodiscard]] std::optional<Match> match(std::string_view subject, std::size_t start = 0) const;
    /// Ruby `=~` truthiness.
    [[nodiscard]] bool matches(std::string_view subject) const { return match(subject).has_value(); }

    /// Ruby String#sub / #gsub with a replacement string (`\0 \& \1..\9 \k<name> \` \' \+ \\`).
    [[nodiscard]] std::string sub(std::string_view subject, std::string_view replacement) const;
    [[nodiscard]] std::string gsub(std::string_view subject, std::string_view replacement) const;
    /// sub/gsub whose replacement is computed per match (Ruby's block or hash form; for a Hash, return the
    /// value for `m.str()` or "" when absent, as Ruby does).
    [[nodiscard]] std::string sub(std::string_view subject,
                                  const std::function<std::string(const Match&)>& fn) const;
    [[nodiscard]] std::string gsub(std::string_view subject,
                                   const std::function<std::string(const Match&)>& fn) const;
    /// Expands a Ruby replacement string for one match (rb_reg_regsub).
    static std::string expand_replacement(const Match& m, std::string_view replacement);

    /// Ruby String#scan: every match, left to right, an empty match stepping one character.
    [[nodiscard]] std::vector<Match> scan(std::string_view subject) const;
    /// Ruby String#split(re, limit): captured groups are included; limit 0 drops trailing empty strings,
    /// a positive limit caps the number of fields, a negative one keeps trailing empties.
    [[nodiscard]] std::vector<std::string> split(std::string_view subject, long limit = 0) const;

    /// Ruby Regexp.escape.
    static std::string escape(std::string_view text);

private:
    friend class Match;
    Regexp(std::string source, unsigned options, void* compiled)
        : m_source(std::move(source)), m_options(options), m_re(compiled) {}

    // Match at or after `start`, without re-checking the subject's encoding.
    std::optional<Match> search(std::string_view subject, std::size_t start) const;
    std::string substitute(std::string_view subject, bool global,
                           const std::function<std::string(const Match&)>& fn) const;

    std::string m_source;
    unsigned m_options;
    void* m_re; // OnigRegex (regex_t*); kept opaque so <oniguruma.h> stays out of the runtime's headers
};

/// Ruby Regexp#== (same source and options) and a hash consistent with it; also declared in value.hpp.
bool eql(const Regexp& a, const Regexp& b);
std::size_t hash_of(const Regexp& r);

} // namespace pp::runtime
