// Versions and version ranges (semantic_puppet 1.0.4: version.rb, version_range.rb; Puppet's
// p_sem_ver_type.rb and p_sem_ver_range_type.rb for the merging done by the SemVer type).

#include "runtime/semver.hpp"

#include "runtime/regexp.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <functional>

namespace pp::runtime {

namespace {

constexpr std::string_view kInfinity = "Infinity";

// Ruby Integer#<=> on the gem's numbers: digit strings without leading zeros, and "Infinity"
// (Float::INFINITY) above all of them.
int num_cmp(std::string_view a, std::string_view b) {
    bool ia = a == kInfinity;
    bool ib = b == kInfinity;
    if (ia || ib) return ia == ib ? 0 : (ia ? 1 : -1);
    if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
    int c = a.compare(b);
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

// Integer#next on a digit string.
std::string num_inc(std::string_view a) {
    if (a == kInfinity) return std::string(a);
    std::string s(a);
    for (std::size_t i = s.size(); i-- > 0;) {
        if (s[i] != '9') {
            ++s[i];
            return s;
        }
        s[i] = '0';
    }
    return "1" + s;
}

std::size_t mix(std::size_t seed, std::size_t h) {
    return seed ^ (h + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}

// Version::REGEX_FULL (the gem anchors it with \A and \Z, so one trailing newline is accepted).
constexpr const char* kRegexFull = R"(\A(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*))"
                                   R"((?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?)"
                                   R"((?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?\Z)";

const Regexp& full_regex() {
    static const auto r = Regexp::compile(kRegexFull);
    return *r;
}

std::vector<std::string> split_dots(std::string_view s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (true) {
        std::size_t p = s.find('.', start);
        out.emplace_back(s.substr(start, p == std::string_view::npos ? std::string_view::npos : p - start));
        if (p == std::string_view::npos) break;
        start = p + 1;
    }
    return out;
}

std::string group(const Match& m, std::size_t i) {
    auto g = m.group(i);
    return g ? std::string(*g) : std::string();
}

std::optional<std::string_view> opt_group(const Match& m, std::size_t i) {
    return m.group(i);
}

} // namespace

// ---- SemVer ----------------------------------------------------------------------------------------------

SemVer::SemVer(std::string major, std::string minor, std::string patch, Identifiers prerelease, Build build)
    : m_major(std::move(major)), m_minor(std::move(minor)), m_patch(std::move(patch)),
      m_prerelease(std::move(prerelease)), m_build(std::move(build)) {}

SemVer::SemVer(std::int64_t major, std::int64_t minor, std::int64_t patch, Identifiers prerelease,
               Build build)
    : SemVer(std::to_string(major), std::to_string(minor), std::to_string(patch), std::move(prerelease),
             std::move(build)) {}

SemVer SemVer::parse(std::string_view text) {
    auto m = full_regex().match(text);
    if (!m)
        throw VersionError(fmt::format("Unable to parse '{}' as a semantic version identifier", text), true);
    return {group(*m, 1), group(*m, 2), group(*m, 3), parse_prerelease(opt_group(*m, 4)),
            parse_build(opt_group(*m, 5))};
}

SemVer::Identifiers SemVer::parse_prerelease(std::optional<std::string_view> text) {
    if (!text) return std::nullopt;
    std::vector<Identifier> out;
    for (std::string& part : split_dots(*text)) {
        bool numeric = !part.empty() &&
                       std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (numeric && part.size() > 1 && part[0] == '0')
            throw VersionError("Numeric pre-release identifiers MUST NOT contain leading zeroes", true);
        out.push_back({numeric, std::move(part)});
    }
    return out;
}

SemVer::Build SemVer::parse_build(std::optional<std::string_view> text) {
    if (!text) return std::nullopt;
    return split_dots(*text);
}

const SemVer& SemVer::min() {
    static const SemVer v("0", "0", "0", std::vector<Identifier>{});
    return v;
}

const SemVer& SemVer::max() {
    static const SemVer v(std::string(kInfinity), "0", "0");
    return v;
}

std::optional<std::string> SemVer::prerelease_text() const {
    if (stable()) return std::nullopt;
    std::string s;
    for (const auto& id : *m_prerelease)
        s += (s.empty() ? "" : ".") + id.text;
    return s;
}

std::optional<std::string> SemVer::build_text() const {
    if (!m_build || m_build->empty()) return std::nullopt;
    std::string s;
    for (const auto& b : *m_build)
        s += (s.empty() ? "" : ".") + b;
    return s;
}

SemVer SemVer::next_patch() const {
    return {m_major, m_minor, num_inc(m_patch)};
}

int SemVer::compare(const SemVer& o) const {
    int c = num_cmp(m_major, o.m_major);
    if (c == 0) c = num_cmp(m_minor, o.m_minor);
    if (c == 0) c = num_cmp(m_patch, o.m_patch);
    if (c != 0) return c;
    // Version#compare_prerelease: a version with a pre-release is below the same version without one
    if (!m_prerelease) return o.m_prerelease ? 1 : 0;
    if (!o.m_prerelease) return -1;
    const auto& mine = *m_prerelease;
    const auto& yours = *o.m_prerelease;
    for (std::size_t i = 0; i < mine.size(); ++i) {
        if (i >= yours.size()) return 1;
        const Identifier& x = mine[i];
        const Identifier& y = yours[i];
        int cmp = 0;
        if (x.numeric)
            cmp = y.numeric ? num_cmp(x.text, y.text) : -1;
        else if (y.numeric)
            cmp = 1;
        else
            cmp = x.text < y.text ? -1 : (x.text > y.text ? 1 : 0);
        if (cmp != 0) return cmp;
    }
    return mine.size() < yours.size() ? -1 : (mine.size() > yours.size() ? 1 : 0);
}

bool SemVer::eql(const SemVer& o) const {
    return m_major == o.m_major && m_minor == o.m_minor && m_patch == o.m_patch &&
           m_prerelease == o.m_prerelease && m_build == o.m_build;
}

std::size_t SemVer::hash() const {
    std::hash<std::string> h;
    std::size_t seed = mix(mix(h(m_major), h(m_minor)), h(m_patch));
    if (m_prerelease) {
        seed = mix(seed, 1);
        for (const auto& id : *m_prerelease)
            seed = mix(seed, h(id.text));
    }
    if (m_build) {
        seed = mix(seed, 2);
        for (const auto& b : *m_build)
            seed = mix(seed, h(b));
    }
    return seed;
}

std::string SemVer::to_string() const {
    std::string s = m_major + "." + m_minor + "." + m_patch;
    // Ruby prints `@prerelease[0].to_s`: an empty pre-release (Version::MIN) still prints its "-"
    if (m_prerelease) {
        s += '-';
        for (std::size_t i = 0; i < m_prerelease->size(); ++i)
            s += (i ? "." : "") + (*m_prerelease)[i].text;
    }
    if (m_build) {
        s += '+';
        for (std::size_t i = 0; i < m_build->size(); ++i)
            s += (i ? "." : "") + (*m_build)[i];
    }
    return s;
}

// ---- range parts -----------------------------------------------------------------------------------------

struct VersionRange::Part {
    enum class Kind : std::uint8_t { All, Gt, GtEq, Lt, LtEq, Eq, MinMax };
    Kind kind = Kind::All;
    SemVer version;             ///< comparators
    PartPtr min;                ///< MinMax: the lower comparator
    PartPtr max;                ///< MinMax: the upper comparator
    bool match_nothing = false; ///< LtRange::MATCH_NOTHING, which prints as "<0.0.0"
};

namespace {

using Part = VersionRange::Part;
using PartPtr = VersionRange::PartPtr;
using PK = Part::Kind;

PartPtr all_range() {
    static const PartPtr p = std::make_shared<const Part>();
    return p;
}

PartPtr comparator(PK kind, SemVer v) {
    auto p = std::make_shared<Part>();
    p->kind = kind;
    p->version = std::move(v);
    return p;
}

PartPtr match_nothing() {
    static const PartPtr p = [] {
        auto r = std::make_shared<Part>();
        r->kind = PK::Lt;
        r->version = SemVer::min();
        r->match_nothing = true;
        return PartPtr(r);
    }();
    return p;
}

// MinMaxRange.new: a MinMaxRange given as a bound contributes its own bound
PartPtr min_max(const PartPtr& min, const PartPtr& max) {
    auto p = std::make_shared<Part>();
    p->kind = PK::MinMax;
    p->min = min->kind == PK::MinMax ? min->min : min;
    p->max = max->kind == PK::MinMax ? max->max : max;
    return p;
}

const SemVer& begin_of(const Part& p) {
    switch (p.kind) {
    case PK::Gt:
    case PK::GtEq:
    case PK::Eq:
        return p.version;
    case PK::MinMax:
        return begin_of(*p.min);
    default:
        return SemVer::min();
    }
}

const SemVer& end_of(const Part& p) {
    switch (p.kind) {
    case PK::Lt:
    case PK::LtEq:
    case PK::Eq:
        return p.version;
    case PK::MinMax:
        return end_of(*p.max);
    default:
        return SemVer::max();
    }
}

bool excludes_begin(const Part& p) {
    return p.kind == PK::Gt || (p.kind == PK::MinMax && excludes_begin(*p.min));
}

bool excludes_end(const Part& p) {
    return p.kind == PK::Lt || (p.kind == PK::MinMax && excludes_end(*p.max));
}

bool part_includes(const Part& p, const SemVer& v) {
    switch (p.kind) {
    case PK::All:
        return true;
    case PK::Gt:
        return v.compare(p.version) > 0;
    case PK::GtEq:
        return v.compare(p.version) >= 0;
    case PK::Lt:
        return v.compare(p.version) < 0;
    case PK::LtEq:
        return v.compare(p.version) <= 0;
    case PK::Eq:
        return v.eql(p.version);
    case PK::MinMax:
        return part_includes(*p.min, v) && part_includes(*p.max, v);
    }
    return false;
}

bool lower_bound(const Part& p) {
    switch (p.kind) {
    case PK::Gt:
        return true;
    case PK::GtEq:
    case PK::Eq:
        return !p.version.eql(SemVer::min());
    case PK::MinMax:
        return lower_bound(*p.min);
    default:
        return false;
    }
}

bool upper_bound(const Part& p) {
    switch (p.kind) {
    case PK::Lt:
        return true;
    case PK::LtEq:
    case PK::Eq:
        return !p.version.eql(SemVer::max());
    case PK::MinMax:
        return upper_bound(*p.max);
    default:
        return false;
    }
}

// A pre-release version is only matched by a comparator that names the same major.minor.patch with a
// pre-release of its own (or by `*`).
bool test_prerelease(const Part& p, const SemVer& v) {
    switch (p.kind) {
    case PK::All:
        return true;
    case PK::MinMax:
        return test_prerelease(*p.min, v) || test_prerelease(*p.max, v);
    default:
        return !p.version.stable() && p.version.major() == v.major() && p.version.minor() == v.minor() &&
               p.version.patch() == v.patch();
    }
}

std::string part_to_s(const Part& p) {
    switch (p.kind) {
    case PK::All:
        return "*";
    case PK::Gt:
        return ">" + p.version.to_string();
    case PK::GtEq:
        return ">=" + p.version.to_string();
    case PK::Lt:
        return p.match_nothing ? "<0.0.0" : "<" + p.version.to_string();
    case PK::LtEq:
        return "<=" + p.version.to_string();
    case PK::Eq:
        return p.version.to_string();
    case PK::MinMax:
        return part_to_s(*p.min) + " " + part_to_s(*p.max);
    }
    return "";
}

const char* class_name(const Part& p) {
    switch (p.kind) {
    case PK::All:
        return "AllRange";
    case PK::Gt:
        return "GtRange";
    case PK::GtEq:
        return "GtEqRange";
    case PK::Lt:
        return "LtRange";
    case PK::LtEq:
        return "LtEqRange";
    case PK::Eq:
        return "EqRange";
    case PK::MinMax:
        return "MinMaxRange";
    }
    return "";
}

bool part_eql(const Part& a, const Part& b) {
    if (a.kind != b.kind) return false;
    if (a.kind == PK::All) return true;
    if (a.kind == PK::MinMax) return part_eql(*a.min, *b.min) && part_eql(*a.max, *b.max);
    return a.version.eql(b.version);
}

std::size_t part_hash(const Part& p) {
    auto seed = static_cast<std::size_t>(p.kind);
    if (p.kind == PK::MinMax) return mix(mix(seed, part_hash(*p.min)), part_hash(*p.max));
    if (p.kind == PK::All) return seed;
    return mix(seed, p.version.hash());
}

// AbstractRange#intersection (AllRange returns the other range); null when the ranges do not meet.
PartPtr intersection(const PartPtr& self, const PartPtr& range) {
    if (self->kind == PK::All) return range;
    int cmp = begin_of(*self).compare(end_of(*range));
    if (cmp > 0) return nullptr;
    if (cmp == 0)
        return excludes_begin(*self) || excludes_end(*range) ? nullptr : comparator(PK::Eq, begin_of(*self));
    cmp = begin_of(*range).compare(end_of(*self));
    if (cmp > 0) return nullptr;
    if (cmp == 0)
        return excludes_begin(*range) || excludes_end(*self) ? nullptr : comparator(PK::Eq, begin_of(*range));
    cmp = begin_of(*self).compare(begin_of(*range));
    PartPtr min = cmp < 0 ? range : (cmp > 0 ? self : (excludes_begin(*self) ? self : range));
    cmp = end_of(*self).compare(end_of(*range));
    PartPtr max = cmp > 0 ? range : (cmp < 0 ? self : (excludes_end(*self) ? self : range));
    if (!upper_bound(*max)) return min;
    if (!lower_bound(*min)) return max;
    return min_max(min, max);
}

// MinMaxRange.create(*ranges): the intersection of all (null when empty or disjoint).
PartPtr create(const std::vector<PartPtr>& ranges) {
    if (ranges.empty()) return nullptr;
    PartPtr memo = ranges[0];
    for (std::size_t i = 1; i < ranges.size(); ++i) {
        // Ruby's reduce would call `nil.intersection` and raise; a disjoint pair leaves nothing to match
        if (!memo) return nullptr;
        memo = intersection(memo, ranges[i]);
    }
    return memo;
}

PartPtr from_to(const Part& a, const Part& b) {
    return create({comparator(excludes_begin(a) ? PK::Gt : PK::GtEq, begin_of(a)),
                   comparator(excludes_end(b) ? PK::Lt : PK::LtEq, end_of(b))});
}

// AbstractRange#merge: one range covering both when they overlap or touch; null otherwise.
PartPtr merge_parts(const PartPtr& self, const PartPtr& other) {
    if (self->kind == PK::All) return self;
    const Part& s = *self;
    const Part& o = *other;
    if (part_includes(s, begin_of(o)) || part_includes(o, begin_of(s))) {
        int cmp = begin_of(s).compare(begin_of(o));
        SemVer min = cmp <= 0 ? begin_of(s) : begin_of(o);
        bool excl_begin = cmp < 0 ? excludes_begin(s)
                                  : (cmp > 0 ? excludes_begin(o) : excludes_begin(s) && excludes_begin(o));
        cmp = end_of(s).compare(end_of(o));
        if (cmp == 0) {
            // the gem reads `exclude_end` (no such method) here: Ruby raises NameError
            throw VersionError(fmt::format("undefined local variable or method `exclude_end' for "
                                           "{}:SemanticPuppet::VersionRange::{}\n\n"
                                           "            excl_end = exclude_end && other.exclude_end?\n"
                                           "                       ^^^^^^^^^^^\n"
                                           "Did you mean?  exclude_end?\n"
                                           "               excl_end",
                                           part_to_s(s), class_name(s)),
                               false);
        }
        SemVer max = cmp > 0 ? end_of(s) : end_of(o);
        bool excl_end = cmp > 0 ? excludes_end(s) : excludes_end(o);
        return create(
            {comparator(excl_begin ? PK::Gt : PK::GtEq, min), comparator(excl_end ? PK::Lt : PK::LtEq, max)});
    }
    if (excludes_end(s) && !excludes_begin(o) && end_of(s).eql(begin_of(o))) return from_to(s, o);
    if (excludes_end(o) && !excludes_begin(s) && end_of(o).eql(begin_of(s))) return from_to(o, s);
    if (!excludes_end(s) && !excludes_begin(o) && end_of(s).next_patch().eql(begin_of(o)))
        return from_to(s, o);
    if (!excludes_end(o) && !excludes_begin(s) && end_of(o).next_patch().eql(begin_of(s)))
        return from_to(o, s);
    return nullptr;
}

// ---- parsing (VersionRange.parse and its helpers) -------------------------------------------------------

constexpr const char* kPartial =
    R"((?:x|X|\*|0|[1-9][0-9]*)(?:\.(?:x|X|\*|0|[1-9][0-9]*))"
    R"((?:\.(?:x|X|\*|0|[1-9][0-9]*)(?:-(?:[0-9A-Za-z-]+)(?:\.(?:[0-9A-Za-z-]+))*)?)"
    R"((?:\+(?:[0-9A-Za-z-]+)(?:\.(?:[0-9A-Za-z-]+))*)?)?)?)";

const Regexp& simple_expr() {
    static const auto r = Regexp::compile(std::string(R"(\A([<>=~^]|<=|>=|~>|~=)?()") + kPartial + R"()\z)");
    return *r;
}

const Regexp& hyphen_expr() {
    static const auto r =
        Regexp::compile(std::string(R"(\A()") + kPartial + R"()\s+-\s+()" + kPartial + R"()\z)");
    return *r;
}

const Regexp& partial_expr() {
    static const auto r = Regexp::compile(
        R"(\A(x|X|\*|0|[1-9][0-9]*)(?:\.(x|X|\*|0|[1-9][0-9]*)(?:\.(x|X|\*|0|[1-9][0-9]*))"
        R"((?:-((?:[0-9A-Za-z-]+)(?:\.(?:[0-9A-Za-z-]+))*))?(?:\+((?:[0-9A-Za-z-]+)(?:\.(?:[0-9A-Za-z-]+))*))?)?)?\z)");
    return *r;
}

struct Partial {
    std::optional<std::string> major, minor, patch; ///< nullopt for x, X, * or absent
    std::optional<std::string> prerelease, build;
};

std::optional<std::string> digit(const Match& m, std::size_t i) {
    auto g = m.group(i);
    if (!g || *g == "x" || *g == "X" || *g == "*") return std::nullopt;
    return std::string(*g);
}

Partial parse_partial(std::string_view expr) {
    auto m = partial_expr().match(expr);
    if (!m) throw VersionError(fmt::format("Unparsable version range: \"{}\"", expr), false);
    Partial p{digit(*m, 1), digit(*m, 2), digit(*m, 3), std::nullopt, std::nullopt};
    if (auto g = m->group(4)) p.prerelease = std::string(*g);
    if (auto g = m->group(5)) p.build = std::string(*g);
    return p;
}

SemVer full_version(const Partial& p) {
    return {*p.major, *p.minor, *p.patch, SemVer::parse_prerelease(p.prerelease),
            SemVer::parse_build(p.build)};
}

SemVer version(const std::string& major, const std::string& minor = "0", const std::string& patch = "0") {
    return {major, minor, patch};
}

// `AllRange.SINGLETON` in the gem calls a method that does not exist
[[noreturn]] void no_singleton(std::string_view line) {
    throw VersionError(
        fmt::format("undefined method `SINGLETON' for SemanticPuppet::VersionRange::AllRange:Class\n\n"
                    "      {}\n"
                    "                     ^^^^^^^^^^\n"
                    "Did you mean?  singleton_class",
                    line),
        false);
}

PartPtr allow_patch_updates(const Partial& p, bool tilde_or_caret = true) {
    if (!p.major) return all_range();
    if (!p.minor)
        return min_max(comparator(PK::GtEq, version(*p.major)),
                       comparator(PK::Lt, version(num_inc(*p.major))));
    if (!p.patch)
        return min_max(comparator(PK::GtEq, version(*p.major, *p.minor)),
                       comparator(PK::Lt, version(*p.major, num_inc(*p.minor))));
    SemVer v = full_version(p);
    if (!tilde_or_caret) return comparator(PK::Eq, v);
    return min_max(comparator(PK::GtEq, v), comparator(PK::Lt, version(*p.major, num_inc(*p.minor))));
}

PartPtr allow_minor_updates(const Partial& p) {
    if (!p.major) no_singleton("return AllRange.SINGLETON unless major");
    PartPtr upper = comparator(PK::Lt, version(num_inc(*p.major)));
    if (!p.minor) return min_max(comparator(PK::GtEq, version(*p.major)), upper);
    if (!p.patch) return min_max(comparator(PK::GtEq, version(*p.major, *p.minor)), upper);
    if (!p.prerelease) return min_max(comparator(PK::GtEq, version(*p.major, *p.minor, *p.patch)), upper);
    return min_max(comparator(PK::GtEq, full_version(p)), upper);
}

SemVer parse_version(std::string_view expr) {
    Partial p = parse_partial(expr);
    return {p.major.value_or("0"), p.minor.value_or("0"), p.patch.value_or("0"),
            SemVer::parse_prerelease(p.prerelease), SemVer::parse_build(p.build)};
}

PartPtr parse_gt_version(std::string_view expr) {
    Partial p = parse_partial(expr);
    if (!p.major) return match_nothing();
    if (!p.minor) return comparator(PK::GtEq, version(num_inc(*p.major)));
    if (!p.patch) return comparator(PK::GtEq, version(*p.major, num_inc(*p.minor)));
    return comparator(PK::Gt, full_version(p));
}

PartPtr parse_lteq_version(std::string_view expr) {
    Partial p = parse_partial(expr);
    if (!p.major) no_singleton("return AllRange.SINGLETON unless major");
    if (!p.minor) return comparator(PK::Lt, version(num_inc(*p.major)));
    if (!p.patch) return comparator(PK::Lt, version(*p.major, num_inc(*p.minor)));
    return comparator(PK::LtEq, full_version(p));
}

PartPtr parse_simple(std::string_view simple, std::string_view whole) {
    auto m = simple_expr().match(simple);
    if (!m) throw VersionError(fmt::format("Unparsable version range: \"{}\"", whole), false);
    std::string_view op = m->group(1).value_or("");
    std::string_view operand = *m->group(2);
    if (op == "~" || op == "~>" || op == "~=") return allow_patch_updates(parse_partial(operand));
    if (op == "^") {
        Partial p = parse_partial(operand);
        return p.major && *p.major == "0" ? allow_patch_updates(p) : allow_minor_updates(p);
    }
    if (op == ">") return parse_gt_version(operand);
    if (op == ">=") return comparator(PK::GtEq, parse_version(operand));
    if (op == "<") return comparator(PK::Lt, parse_version(operand));
    if (op == "<=") return parse_lteq_version(operand);
    return allow_patch_updates(parse_partial(operand), false); // `=` or no operator: an x-range
}

} // namespace

// ---- VersionRange ----------------------------------------------------------------------------------------

VersionRange::VersionRange(std::vector<PartPtr> ranges, std::string text) : m_string(std::move(text)) {
    std::erase(ranges, nullptr); // compact!
    // merge overlapping and adjacent alternatives until nothing changes
    bool merge_happened = true;
    while (ranges.size() > 1 && merge_happened) {
        merge_happened = false;
        std::vector<PartPtr> result;
        while (!ranges.empty()) {
            std::vector<PartPtr> unmerged;
            PartPtr memo = ranges.back();
            ranges.pop_back();
            for (const PartPtr& y : ranges) {
                PartPtr merged = merge_parts(memo, y);
                if (!merged) {
                    unmerged.push_back(y);
                } else {
                    merge_happened = true;
                    memo = merged;
                }
            }
            result.push_back(memo);
            ranges = std::move(unmerged);
        }
        std::reverse(result.begin(), result.end());
        ranges = std::move(result);
    }
    if (ranges.empty()) ranges.push_back(match_nothing());
    m_ranges = std::move(ranges);
}

VersionRange VersionRange::parse(std::string_view text) {
    // whitespace (or a `v`) after an operator is dropped, so that it does not split the comparator
    static const auto after_op = Regexp::compile(R"(([><=~^])(?:\s+|\s*v))");
    static const auto logical_or = Regexp::compile(R"(\s*\|\|\s*)");
    static const auto range_split = Regexp::compile(R"(\s+)");
    std::string range_set = after_op->gsub(text, "\\1");
    std::vector<std::string> alternatives = logical_or->split(range_set);
    if (alternatives.empty()) return {{all_range()}, "*"}; // ALL_RANGE
    std::vector<PartPtr> parts;
    for (const std::string& range : alternatives) {
        PartPtr part;
        if (auto m = hyphen_expr().match(range)) {
            part = create({comparator(PK::GtEq, parse_version(*m->group(1))),
                           comparator(PK::LtEq, parse_version(*m->group(2)))});
        } else {
            std::vector<PartPtr> simples;
            for (const std::string& simple : range_split->split(range))
                simples.push_back(parse_simple(simple, text));
            part = simples.size() == 1 ? simples[0] : create(simples);
        }
        // Array#uniq
        bool seen = std::any_of(parts.begin(), parts.end(), [&](const PartPtr& q) {
            return (q == nullptr && part == nullptr) || (q && part && part_eql(*q, *part));
        });
        if (!seen) parts.push_back(part);
    }
    return {std::move(parts), std::string(text)};
}

VersionRange VersionRange::from_bounds(const SemVer& min, const SemVer& max, bool exclude_end) {
    // VersionRange.new(min, max, exclude_end) names its parameters (ranges, string): the text reads
    // "max - min", as Puppet prints it
    PartPtr lb = comparator(PK::GtEq, min);
    PartPtr ub = comparator(exclude_end ? PK::Lt : PK::LtEq, max);
    std::string text = exclude_end ? fmt::format(">={} <{}", max.to_string(), min.to_string())
                                   : fmt::format("{} - {}", max.to_string(), min.to_string());
    return {{create({lb, ub})}, std::move(text)};
}

bool VersionRange::includes(const SemVer& v) const {
    return std::any_of(m_ranges.begin(), m_ranges.end(), [&](const PartPtr& r) {
        return part_includes(*r, v) && (v.stable() || test_prerelease(*r, v));
    });
}

std::optional<SemVer> VersionRange::begin() const {
    if (m_ranges.size() != 1) return std::nullopt;
    return begin_of(*m_ranges[0]);
}

std::optional<SemVer> VersionRange::end() const {
    if (m_ranges.size() != 1) return std::nullopt;
    return end_of(*m_ranges[0]);
}

std::optional<bool> VersionRange::exclude_end() const {
    if (m_ranges.size() != 1) return std::nullopt;
    return pp::runtime::excludes_end(*m_ranges[0]);
}

std::string VersionRange::inspect() const {
    std::string out;
    for (const PartPtr& r : m_ranges)
        out += (out.empty() ? "" : " || ") + part_to_s(*r);
    return out;
}

bool VersionRange::eql(const VersionRange& o) const {
    if (m_ranges.size() != o.m_ranges.size()) return false;
    for (std::size_t i = 0; i < m_ranges.size(); ++i)
        if (!part_eql(*m_ranges[i], *o.m_ranges[i])) return false;
    return true;
}

std::size_t VersionRange::hash() const {
    std::size_t seed = 0;
    for (const PartPtr& r : m_ranges)
        seed = mix(seed, part_hash(*r));
    return seed;
}

bool VersionRange::covered_by(const VersionRange& a, const VersionRange& b) {
    // Ruby raises on a range with several alternatives (no single begin/end); such a range covers nothing
    auto ab = a.begin();
    auto ae = a.end();
    auto bb = b.begin();
    auto be = b.end();
    if (!ab || !ae || !bb || !be) return false;
    return bb->compare(*ab) <= 0 &&
           (be->compare(*ae) > 0 || (be->eql(*ae) && (!*b.exclude_end() || *a.exclude_end())));
}

std::optional<VersionRange> VersionRange::merge(const VersionRange& a, const VersionRange& b) {
    auto ab = a.begin();
    auto ae = a.end();
    auto bb = b.begin();
    auto be = b.end();
    if (!ab || !ae || !bb || !be) return std::nullopt;
    bool a_excl = *a.exclude_end();
    bool b_excl = *b.exclude_end();
    if (a.includes(*bb) || b.includes(*ab)) {
        const SemVer& max = ae->compare(*be) >= 0 ? *ae : *be;
        bool exclude = false;
        if (a_excl)
            exclude = max.eql(*ae) && (max.compare(*be) > 0 || b_excl);
        else if (b_excl)
            exclude = max.eql(*be) && (max.compare(*ae) > 0 || a_excl);
        const SemVer& min = ab->compare(*bb) <= 0 ? *ab : *bb;
        return from_bounds(min, max, exclude);
    }
    if (a_excl && ae->eql(*bb)) return from_bounds(*ab, *be, b_excl);
    if (b_excl && be->eql(*ab)) return from_bounds(*bb, *ae, a_excl);
    return std::nullopt;
}

std::vector<VersionRange> VersionRange::merge_all(std::vector<VersionRange> ranges) {
    if (ranges.size() < 2) return ranges;
    std::vector<VersionRange> result;
    while (!ranges.empty()) {
        std::vector<VersionRange> unmerged;
        VersionRange memo = ranges.back();
        ranges.pop_back();
        for (const VersionRange& y : ranges) {
            if (auto merged = merge(memo, y))
                memo = *merged;
            else
                unmerged.push_back(y);
        }
        result.push_back(memo);
        ranges = std::move(unmerged);
    }
    std::reverse(result.begin(), result.end());
    return result;
}

Value semver_value(SemVer v) {
    return Value::heap(ValueKind::SemVer, std::make_shared<const SemVer>(std::move(v)));
}

Value version_range_value(VersionRange r) {
    return Value::heap(ValueKind::SemVerRange, std::make_shared<const VersionRange>(std::move(r)));
}

bool range_includes(const VersionRange& range, const Value& v) {
    if (v.kind() == ValueKind::SemVer) return range.includes(as_semver(v));
    if (!v.is_string()) return false;
    try {
        return range.includes(SemVer::parse(v.as_string()));
    } catch (const VersionError& e) {
        if (e.validation()) return false;
        throw;
    }
}

} // namespace pp::runtime
