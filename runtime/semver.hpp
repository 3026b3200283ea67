#pragma once
// Semantic versions and version ranges, computed as Puppet computes them: the semantic_puppet gem 1.0.4
// (semantic_puppet/version.rb, version_range.rb) that Puppet 7 bundles, and the range arithmetic of Puppet's
// SemVer and SemVerRange types (PUP:lib/puppet/pops/types/p_sem_ver_type.rb, p_sem_ver_range_type.rb).
//
// The gem is followed line by line, quirks included, because they show in Puppet's output:
// `VersionRange.new(min, max)` prints as "max - min", the lowest version (Version::MIN) prints as "0.0.0-",
// merging two ranges with the same end raises a NameError, `^x` a NoMethodError.

#include "runtime/value.hpp"

#include <cstddef>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace pp::runtime {

/// An error of the gem, with its Ruby message. `validation` marks SemanticPuppet::Version::ValidationFailure
/// (a malformed version), which some callers rescue while letting other ArgumentErrors through.
class VersionError : public std::runtime_error {
public:
    VersionError(const std::string& message, bool validation)
        : std::runtime_error(message), m_validation(validation) {}
    [[nodiscard]] bool validation() const { return m_validation; }

private:
    bool m_validation;
};

/// SemanticPuppet::Version. Numbers are kept as decimal digit strings without leading zeros, because Ruby's
/// integers are unbounded (`SemVer('99999999999999999999.0.0')` is a valid version); the major "Infinity"
/// stands for Float::INFINITY, the major of Version::MAX.
class SemVer {
public:
    /// A pre-release identifier: numeric ones compare as numbers and sort before alphanumeric ones.
    struct Identifier {
        bool numeric = false;
        std::string text;
        bool operator==(const Identifier& o) const = default;
    };
    using Identifiers = std::optional<std::vector<Identifier>>;
    using Build = std::optional<std::vector<std::string>>;

    SemVer() = default; ///< 0.0.0
    SemVer(std::string major, std::string minor, std::string patch, Identifiers prerelease = std::nullopt,
           Build build = std::nullopt);
    SemVer(std::int64_t major, std::int64_t minor, std::int64_t patch, Identifiers prerelease = std::nullopt,
           Build build = std::nullopt);

    /// Version.parse: throws VersionError (a validation failure) for a malformed version or a numeric
    /// pre-release identifier with leading zeros.
    static SemVer parse(std::string_view text);
    /// Version.parse_prerelease ("rc.1" -> ["rc", 1]); nullopt stays nullopt.
    static Identifiers parse_prerelease(std::optional<std::string_view> text);
    /// Version.parse_build ("b.5" -> ["b", "5"]).
    static Build parse_build(std::optional<std::string_view> text);
    /// Version::MIN (0.0.0 with an empty pre-release: the lowest version, printed "0.0.0-").
    static const SemVer& min();
    /// Version::MAX (Infinity.0.0).
    static const SemVer& max();

    [[nodiscard]] const std::string& major() const { return m_major; }
    [[nodiscard]] const std::string& minor() const { return m_minor; }
    [[nodiscard]] const std::string& patch() const { return m_patch; }
    /// The pre-release and build as Puppet shows them ("rc.1"), nullopt when absent or empty.
    [[nodiscard]] std::optional<std::string> prerelease_text() const;
    [[nodiscard]] std::optional<std::string> build_text() const;
    /// No pre-release (or an empty one).
    [[nodiscard]] bool stable() const { return !m_prerelease || m_prerelease->empty(); }
    /// Version#next(:patch): the next patch version, without pre-release or build.
    [[nodiscard]] SemVer next_patch() const;

    /// Version#<=>: major, minor, patch, then the pre-release (the build is ignored).
    [[nodiscard]] int compare(const SemVer& o) const;
    /// Version#== and #eql?: every component, the build included.
    [[nodiscard]] bool eql(const SemVer& o) const;
    [[nodiscard]] std::size_t hash() const;
    /// Version#to_s.
    [[nodiscard]] std::string to_string() const;

private:
    std::string m_major = "0";
    std::string m_minor = "0";
    std::string m_patch = "0";
    Identifiers m_prerelease;
    Build m_build;
};

/// SemanticPuppet::VersionRange: alternatives (`||`) of ranges built from comparators, printed as the
/// text it was parsed from.
class VersionRange {
public:
    /// One alternative: AllRange, a comparator (Gt, GtEq, Lt, LtEq, Eq) or a MinMaxRange of two of them.
    struct Part;
    using PartPtr = std::shared_ptr<const Part>;

    /// VersionRange.parse: every syntax of node-semver's range grammar the gem accepts (`>=1.0.0 <2.0.0`,
    /// `~1.2`, `^1.2.3`, `1.x`, `1.2.3 - 2.0.0`, `a || b`). Throws VersionError with the gem's message.
    static VersionRange parse(std::string_view text);
    /// VersionRange.new(min, max, exclude_end), as Puppet's SemVerRange(min, max) builds it.
    static VersionRange from_bounds(const SemVer& min, const SemVer& max, bool exclude_end);

    /// VersionRange#include?: a pre-release version only matches a comparator naming the same
    /// major.minor.patch with a pre-release, or `*`.
    [[nodiscard]] bool includes(const SemVer& v) const;
    /// #begin, #end and #exclude_end? (nullopt when the range has several alternatives).
    [[nodiscard]] std::optional<SemVer> begin() const;
    [[nodiscard]] std::optional<SemVer> end() const;
    [[nodiscard]] std::optional<bool> exclude_end() const;

    /// #to_s: the text the range was parsed from.
    [[nodiscard]] const std::string& to_string() const { return m_string; }
    /// #inspect: the canonical form assembled from the alternatives (`>=1.2.0 <1.3.0`).
    [[nodiscard]] std::string inspect() const;
    /// #eql?/#==: the same alternatives (the text does not matter).
    [[nodiscard]] bool eql(const VersionRange& o) const;
    [[nodiscard]] std::size_t hash() const;

    /// PSemVerRangeType.covered_by?(a, b): every version in `a` is in `b`.
    static bool covered_by(const VersionRange& a, const VersionRange& b);
    /// PSemVerRangeType.merge(a, b): one range matching both when they overlap or are adjacent.
    static std::optional<VersionRange> merge(const VersionRange& a, const VersionRange& b);
    /// PSemVerType#merge_ranges: the ranges of a `SemVer[r1, r2...]` type after merging.
    static std::vector<VersionRange> merge_all(std::vector<VersionRange> ranges);

private:
    VersionRange(std::vector<PartPtr> ranges, std::string text);

    std::vector<PartPtr> m_ranges;
    std::string m_string;
};

/// The values of these kinds (ValueKind::SemVer, ValueKind::SemVerRange).
Value semver_value(SemVer v);
Value version_range_value(VersionRange r);
inline const SemVer& as_semver(const Value& v) {
    return v.object<SemVer>();
}
inline const VersionRange& as_version_range(const Value& v) {
    return v.object<VersionRange>();
}

/// PSemVerRangeType.include?(range, v): a SemVer in the range, or a String parsing to one (a malformed
/// string is false); anything else is false.
bool range_includes(const VersionRange& range, const Value& v);

} // namespace pp::runtime
