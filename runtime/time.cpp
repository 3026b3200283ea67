// Puppet's Timespan and Timestamp (PUP:lib/puppet/pops/time/timespan.rb, timestamp.rb) and their types
// (p_timespan_type.rb, p_timestamp_type.rb). Ruby's Time#strftime and DateTime._strptime, which Timestamp
// uses, are in ruby_strftime.cpp and ruby_strptime.cpp.

#include "runtime/time.hpp"

#include "parser/ruby_format.hpp"
#include "runtime/regexp.hpp"
#include "runtime/ruby_time.hpp"

#include <fmt/format.h>

#include <cmath>
#include <ctime>
#include <map>
#include <memory>
#include <mutex>
#include <numeric>

namespace pp::runtime {

std::string nanos_to_string(Nanos v) {
    bool negative = v < 0;
    // negate through the unsigned type: -INT128_MIN does not exist
    UNanos mag = negative ? UNanos{0} - static_cast<UNanos>(v) : static_cast<UNanos>(v);
    std::string out;
    do {
        out.insert(out.begin(), static_cast<char>('0' + static_cast<int>(mag % 10)));
        mag /= 10;
    } while (mag != 0);
    return negative ? "-" + out : out;
}

// Ruby's Integer#fdiv: both sides reduced by their gcd first, then divided as doubles.
double nanos_fdiv(Nanos x, Nanos y) {
    auto abs = [](Nanos v) { return v < 0 ? -v : v; };
    Nanos a = abs(x);
    Nanos b = abs(y);
    while (b != 0) {
        Nanos t = a % b;
        a = b;
        b = t;
    }
    if (a > 1) {
        x /= a;
        y /= a;
    }
    return static_cast<double>(x) / static_cast<double>(y);
}

namespace {

int sign_of(long double d) {
    return d < 0 ? -1 : (d > 0 ? 1 : 0);
}

// Integer <=> Float, exactly enough for nanoseconds.
int compare_mixed(Nanos i, double f) {
    return sign_of(static_cast<long double>(i) - static_cast<long double>(f));
}

} // namespace

// ---- TimeData --------------------------------------------------------------------------------------------

TimeData TimeData::from_float(double nsecs) {
    TimeData d(std::isfinite(nsecs) ? static_cast<Nanos>(std::floor(nsecs)) : 0);
    d.m_float = nsecs;
    d.m_is_float = true;
    return d;
}

int TimeData::compare(const TimeData& o) const {
    if (m_is_float && o.m_is_float) return m_float < o.m_float ? -1 : (m_float > o.m_float ? 1 : 0);
    if (m_is_float) return -compare_mixed(o.m_nsecs, m_float);
    if (o.m_is_float) return compare_mixed(m_nsecs, o.m_float);
    return m_nsecs < o.m_nsecs ? -1 : (m_nsecs > o.m_nsecs ? 1 : 0);
}

int TimeData::compare(std::int64_t seconds) const {
    if (m_is_float)
        return sign_of(static_cast<long double>(m_float / 1e9) - static_cast<long double>(seconds));
    Nanos s = to_i();
    return s < seconds ? -1 : (s > seconds ? 1 : 0);
}

std::optional<int> TimeData::compare(double seconds) const {
    if (std::isnan(seconds)) return std::nullopt;
    double f = to_f();
    return f < seconds ? -1 : (f > seconds ? 1 : 0);
}

Nanos TimeData::to_i() const {
    if (m_is_float) return static_cast<Nanos>(std::trunc(m_float / 1e9));
    return floor_div(m_nsecs, kNsecsPerSec);
}

double TimeData::to_f() const {
    return m_is_float ? m_float / 1e9 : nanos_fdiv(m_nsecs, kNsecsPerSec);
}

// ---- Timespan format language (timespan.rb Format, FormatParser) ------------------------------------------

namespace {

enum class Pad : std::uint8_t { None, Space, Zero }; // Ruby's padchar nil, ' ', '0'

struct Segment {
    enum class Kind : std::uint8_t { Literal, Day, Hour, Minute, Second, Milli, Nano };
    Kind kind = Kind::Literal;
    std::string literal;
    Pad pad = Pad::Zero;
    std::optional<int> width;
    int default_width = 0;
    bool use_total = false;

    [[nodiscard]] bool fragment() const { return kind == Kind::Milli || kind == Kind::Nano; }
    [[nodiscard]] int effective_width() const { return width ? *width : default_width; }
};

struct SpanFormat {
    std::string text;
    std::vector<Segment> segments;
    std::shared_ptr<const Regexp> regexp;
};

// A number as Ruby computes it here: an Integer, or a Float when the nanoseconds are one.
struct RubyNum {
    bool is_float = false;
    Nanos i = 0;
    double f = 0;

    [[nodiscard]] RubyNum div(Nanos d) const {
        return is_float ? RubyNum{true, 0, f / static_cast<double>(d)} : RubyNum{false, i / d, 0};
    }
    [[nodiscard]] RubyNum mod(Nanos d) const {
        if (!is_float) return {false, floor_mod(i, d), 0};
        double m = std::fmod(f, static_cast<double>(d));
        if (m != 0 && ((m < 0) != (d < 0))) m += static_cast<double>(d);
        return {true, 0, m};
    }
    // sprintf("%d", n): a Float is truncated
    [[nodiscard]] Nanos to_int() const { return is_float ? static_cast<Nanos>(std::trunc(f)) : i; }
};

[[noreturn]] void bad_format_specifier(const std::vector<std::string>& chars, std::string_view format,
                                       std::size_t start, std::size_t position) {
    std::string expression;
    for (std::size_t k = start; k < position && k < chars.size(); ++k)
        expression += chars[k];
    throw TimeError(
        fmt::format("Bad format specifier '{}' in '{}', at position {}", expression, format, position));
}

// FormatParser#internal_parse
SpanFormat parse_span_format(std::string_view str) {
    // positions count characters (code points), as Ruby's String#codepoints
    std::vector<std::string> chars;
    for (std::size_t i = 0; i < str.size();) {
        auto c = static_cast<unsigned char>(str[i]);
        std::size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 1;
        chars.emplace_back(str.substr(i, n));
        i += n;
    }
    enum State { Literal, PadState, WidthState };
    SpanFormat out;
    out.text = std::string(str);
    auto& bld = out.segments;
    int highest = -1;
    State state = Literal;
    Pad pad = Pad::Zero;
    std::optional<int> width;
    std::size_t fstart = 0;
    std::size_t position = 0;
    auto literal = [&](const std::string& ch) {
        if (bld.empty() || bld.back().kind != Segment::Kind::Literal) bld.push_back(Segment{});
        bld.back().literal += ch;
    };
    auto value = [&](Segment::Kind kind, int ordinal, int default_width) {
        highest = std::max(highest, ordinal);
        Segment s;
        s.kind = kind;
        s.pad = pad;
        s.width = width;
        s.default_width = default_width;
        bld.push_back(s);
        state = Literal;
    };
    for (position = 0; position < chars.size(); ++position) {
        const std::string& ch = chars[position];
        if (state == Literal) {
            if (ch == "%") {
                state = PadState;
                fstart = position;
                pad = Pad::Zero;
                width.reset();
            } else {
                literal(ch);
            }
            continue;
        }
        char c = ch.size() == 1 ? ch[0] : '\0';
        switch (c) {
        case '%':
            literal(ch);
            state = Literal;
            break;
        case '-':
        case '_':
            if (state != PadState) bad_format_specifier(chars, str, fstart, position);
            pad = c == '-' ? Pad::None : Pad::Space;
            state = WidthState;
            break;
        case 'D':
            value(Segment::Kind::Day, 5, 1);
            break;
        case 'H':
            value(Segment::Kind::Hour, 4, 2);
            break;
        case 'M':
            value(Segment::Kind::Minute, 3, 2);
            break;
        case 'S':
            value(Segment::Kind::Second, 2, 2);
            break;
        case 'L':
            value(Segment::Kind::Milli, 1, 3);
            break;
        case 'N':
            value(Segment::Kind::Nano, 0, 9);
            break;
        default:
            if (c < '0' || c > '9') bad_format_specifier(chars, str, fstart, position);
            if (state == PadState && c == '0') {
                pad = Pad::Zero;
            } else {
                width = width ? *width * 10 + (c - '0') : c - '0';
            }
            state = WidthState;
        }
    }
    if (state != Literal) bad_format_specifier(chars, str, fstart, chars.empty() ? 0 : chars.size() - 1);
    if (highest >= 0) {
        // the first segment of the highest magnitude shows the total, not the part within the next unit
        static constexpr Segment::Kind kByOrdinal[] = {Segment::Kind::Nano,   Segment::Kind::Milli,
                                                       Segment::Kind::Second, Segment::Kind::Minute,
                                                       Segment::Kind::Hour,   Segment::Kind::Day};
        for (Segment& s : bld) {
            if (s.kind == kByOrdinal[highest]) {
                s.use_total = true;
                break;
            }
        }
    }
    // Format#build_regexp
    std::string re = "\\A-?";
    for (const Segment& s : bld) {
        if (s.kind == Segment::Kind::Literal) {
            re += "(" + Regexp::escape(s.literal) + ")";
        } else if (!s.width) {
            std::string bounded = fmt::format("{{1,{}}}", s.default_width);
            if (s.pad == Pad::Space)
                re += s.use_total ? "\\s*([0-9]+)" : "([0-9\\s]" + bounded + ")";
            else
                re += s.use_total ? "([0-9]+)" : "([0-9]" + bounded + ")";
        } else if (s.pad == Pad::None) {
            re += fmt::format("([0-9]{{1,{}}})", *s.width);
        } else if (s.pad == Pad::Zero) {
            re += fmt::format("([0-9]{{{}}})", *s.width);
        } else {
            re += fmt::format("([0-9\\s]{{{}}})", *s.width);
        }
    }
    re += "\\z";
    out.regexp = Regexp::compile(re);
    return out;
}

std::shared_ptr<const SpanFormat> span_format(std::string_view str) {
    // FormatParser caches every format it parses; so does pp (the formats of a catalog are few)
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const SpanFormat>, std::less<>> cache;
    std::lock_guard lock(mutex);
    auto it = cache.find(str);
    if (it != cache.end()) return it->second;
    auto f = std::make_shared<const SpanFormat>(parse_span_format(str));
    cache.emplace(std::string(str), f);
    return f;
}

// ValueSegment#append_value / FragmentSegment#append_value: sprintf with the segment's format.
void append_value(std::string& out, const Segment& s, RubyNum n) {
    Nanos v = n.to_int();
    if (s.fragment() && !s.use_total && s.pad != Pad::Zero) {
        // "Strip trailing zeroes when default format is used": n.to_s.sub(/\A([0-9]+?)0*\z/, '\1').to_i.
        // A Float's to_s has a '.', which the pattern does not match: its String#to_i is the integer part.
        std::string digits = n.is_float ? parser::ruby_float_to_s(n.f) : nanos_to_string(n.i);
        std::size_t end = digits.find_first_not_of("0123456789");
        if (end == std::string::npos) {
            std::size_t last = digits.find_last_not_of('0');
            digits = last == std::string::npos ? digits.substr(0, 1) : digits.substr(0, last + 1);
            end = digits.size();
        }
        v = 0;
        for (std::size_t k = 0; k < end; ++k)
            v = v * 10 + (digits[k] - '0');
    }
    std::string d = nanos_to_string(v);
    if (s.pad == Pad::None) {
        out += d;
        return;
    }
    auto w = static_cast<std::size_t>(s.effective_width());
    if (d.size() >= w) {
        out += d;
    } else if (s.fragment()) {
        out += d + std::string(w - d.size(), ' '); // "%-3d": left-justified, even for the 0 flag
    } else if (s.pad == Pad::Space) {
        out += std::string(w - d.size(), ' ') + d;
    } else {
        out += std::string(w - d.size(), '0') + d;
    }
}

std::string format_span(const SpanFormat& f, const TimeData& t) {
    bool negative = t.is_float() ? t.float_nsecs() < 0 : t.nsecs() < 0;
    RubyNum total = t.is_float() ? RubyNum{true, 0, std::fabs(t.float_nsecs())}
                                 : RubyNum{false, t.nsecs() < 0 ? -t.nsecs() : t.nsecs(), 0};
    std::string out = negative ? "-" : "";
    for (const Segment& s : f.segments) {
        switch (s.kind) {
        case Segment::Kind::Literal:
            out += s.literal;
            break;
        case Segment::Kind::Day:
            append_value(out, s, total.div(kNsecsPerDay));
            break;
        case Segment::Kind::Hour:
            append_value(out, s, s.use_total ? total.div(kNsecsPerHour) : total.div(kNsecsPerHour).mod(24));
            break;
        case Segment::Kind::Minute:
            append_value(out, s, s.use_total ? total.div(kNsecsPerMin) : total.div(kNsecsPerMin).mod(60));
            break;
        case Segment::Kind::Second:
            append_value(out, s, s.use_total ? total.div(kNsecsPerSec) : total.div(kNsecsPerSec).mod(60));
            break;
        case Segment::Kind::Milli:
            append_value(out, s, s.use_total ? total.div(kNsecsPerMsec) : total.div(kNsecsPerMsec).mod(1000));
            break;
        case Segment::Kind::Nano: {
            int width = s.effective_width();
            RubyNum ns = total;
            if (width < 9) {
                Nanos p = 1;
                for (int k = 0; k < 9 - width; ++k)
                    p *= 10;
                ns = ns.div(p); // truncates digits to the right: %6N shows microseconds
                if (!s.use_total) {
                    Nanos q = 1;
                    for (int k = 0; k < width; ++k)
                        q *= 10;
                    ns = ns.mod(q);
                }
            } else if (!s.use_total) {
                ns = ns.mod(kNsecsPerSec);
            }
            append_value(out, s, ns);
            break;
        }
        }
    }
    return out;
}

// String#to_i of a digit string (saturating far beyond any real duration, where days still convert to
// nanoseconds)
Nanos digits_value(std::string_view digits) {
    constexpr Nanos kSaturated = static_cast<Nanos>(1'000'000'000'000'000'000) * 100;
    Nanos v = 0;
    for (char c : digits) {
        v = v * 10 + (c - '0');
        if (v > kSaturated) v = kSaturated;
    }
    return v;
}

// Format#parse
Timespan parse_span(const SpanFormat& f, std::string_view text) {
    auto unable = [&] {
        return TimeError(fmt::format("Unable to parse '{}' using format '{}'", text, f.text));
    };
    std::optional<Match> m;
    try {
        m = f.regexp->match(text);
    } catch (const RegexpError&) {
        throw unable();
    }
    if (!m) throw unable();
    Nanos nanoseconds = 0;
    for (std::size_t i = 0; i < f.segments.size(); ++i) {
        const Segment& s = f.segments[i];
        if (s.kind == Segment::Kind::Literal) continue;
        std::string_view group = m->group(i + 1).value_or("");
        std::size_t b = group.find_first_not_of(" \t\n\v\f\r");
        group = b == std::string_view::npos ? std::string_view() : group.substr(b);
        if (group.empty() || group.find_first_not_of("0123456789") != std::string_view::npos) throw unable();
        switch (s.kind) {
        case Segment::Kind::Day:
            nanoseconds += digits_value(group) * kNsecsPerDay;
            break;
        case Segment::Kind::Hour:
            nanoseconds += digits_value(group) * kNsecsPerHour;
            break;
        case Segment::Kind::Minute:
            nanoseconds += digits_value(group) * kNsecsPerMin;
            break;
        case Segment::Kind::Second:
            nanoseconds += digits_value(group) * kNsecsPerSec;
            break;
        default: {
            // a fraction: leading zeroes count, trailing ones do not
            if (s.use_total)
                throw TimeError(
                    "Format specifiers %L and %N denotes fractions and must be used together with "
                    "a specifier of higher magnitude");
            Nanos n = digits_value(group);
            for (std::size_t p = group.size(); p < 9; ++p)
                n *= 10;
            nanoseconds += n;
            break;
        }
        }
    }
    return Timespan(!text.empty() && text[0] == '-' ? -nanoseconds : nanoseconds);
}

std::string join(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v) {
        if (!out.empty()) out += ", ";
        out += s;
    }
    return out;
}

} // namespace

// ---- Timespan --------------------------------------------------------------------------------------------

Timespan Timespan::from_fields(bool negative, Nanos days, Nanos hours, Nanos minutes, Nanos seconds,
                               Nanos milliseconds, Nanos microseconds, Nanos nanoseconds) {
    Nanos ns = (((((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000 + milliseconds) * 1000 +
                microseconds) *
                   1000 +
               nanoseconds;
    return Timespan(negative ? -ns : ns);
}

Timespan Timespan::parse(std::string_view text, std::string_view format) {
    return parse_span(*span_format(format), text);
}

Timespan Timespan::parse(std::string_view text, const std::vector<std::string>& formats) {
    for (const auto& f : formats) {
        auto sf = span_format(f); // a bad format fails at once, before any is tried
        try {
            return parse_span(*sf, text);
        } catch (const TimeError&) {
        }
    }
    throw TimeError(fmt::format("Unable to parse '{}' using any of the formats {}", text, join(formats)));
}

const std::vector<std::string>& Timespan::default_formats() {
    static const std::vector<std::string> formats = {"%D-%H:%M:%S.%-N", "%H:%M:%S.%-N", "%M:%S.%-N", "%S.%-N",
                                                     "%D-%H:%M:%S",     "%H:%M:%S",     "%D-%H:%M",  "%S"};
    return formats;
}

std::string Timespan::format(std::string_view format) const {
    return format_span(*span_format(format), *this);
}

std::string Timespan::to_s() const {
    return format(default_formats()[0]);
}

// ---- Timestamp -------------------------------------------------------------------------------------------

namespace {

std::int64_t local_offset_now() {
    std::time_t now = std::time(nullptr);
    std::tm tm{};
    localtime_r(&now, &tm);
    return tm.tm_gmtoff;
}

// Timestamp.convert_timezone + Time#localtime("+HH:MM"): the offset in seconds a timezone formats with;
// nullopt for "-00:00", which Ruby's utc_offset_arg takes for UTC itself.
std::optional<std::int64_t> format_offset(std::string_view timezone) {
    auto digit = [](std::string_view s, std::size_t i) { return i < s.size() && s[i] >= '0' && s[i] <= '9'; };
    std::string hhmm;
    if (timezone.size() == 6 && (timezone[0] == '+' || timezone[0] == '-') && digit(timezone, 1) &&
        digit(timezone, 2) && timezone[3] == ':' && digit(timezone, 4) && digit(timezone, 5)) {
        hhmm = std::string(timezone);
    } else {
        // offset / 60 as Ruby divides an Integer (floored) or a Rational (exactly); %2.2d then truncates
        Nanos off = timezone_offset(timezone);
        Nanos minutes_ns = off;
        if (off % kNsecsPerSec == 0) minutes_ns = floor_div(off / kNsecsPerSec, 60) * kNsecsPerMin;
        bool negative = minutes_ns < 0;
        if (negative) minutes_ns = -minutes_ns;
        hhmm = fmt::format("{}{:02}:{:02}", negative ? '-' : '+',
                           static_cast<long long>(minutes_ns / kNsecsPerHour),
                           static_cast<long long>(minutes_ns % kNsecsPerHour / kNsecsPerMin));
    }
    if (hhmm.size() != 6 || hhmm[4] > '5')
        throw TimeError(fmt::format(
            R"("+HH:MM", "-HH:MM", "UTC" or "A".."I","K".."Z" expected for utc_offset: {})", hhmm));
    std::int64_t off =
        ((hhmm[1] - '0') * 10 + (hhmm[2] - '0')) * 3600 + ((hhmm[4] - '0') * 10 + (hhmm[5] - '0')) * 60;
    if (hhmm[0] == '-' && off == 0) return std::nullopt;
    if (off >= 86400) throw TimeError("utc_offset out of range");
    return hhmm[0] == '-' ? -off : off;
}

std::string format_time(std::string_view format, Nanos epoch_nsecs, std::string_view timezone) {
    std::optional<std::int64_t> off;
    if (!timezone.empty()) off = format_offset(timezone);
    if (!off) return ruby_strftime(format, ruby_time_fields(epoch_nsecs, 0, true));
    return ruby_strftime(format, ruby_time_fields(epoch_nsecs, *off, false));
}

bool has_zone(const RubyStrptime& p) {
    return p.zone.has_value();
}

Timestamp from_parsed(const RubyStrptime& p, std::string_view timezone) {
    std::string zone(timezone);
    if (zone.empty() && p.zone) zone = *p.zone;
    // Time.utc(year, mon, mday, hour, min, sec, usec)
    if (!p.year) throw TimeError("no implicit conversion of nil into Integer");
    Nanos hour = p.hour.value_or(0);
    Nanos min = p.min.value_or(0);
    Nanos sec = p.sec.value_or(0);
    if (hour == 24 && min != 0) throw TimeError("min out of range");
    if (hour == 24 && sec != 0) throw TimeError("sec out of range");
    Nanos days = days_from_civil(*p.year, p.mon.value_or(1), p.mday.value_or(1));
    Nanos ns = days * kNsecsPerDay + hour * kNsecsPerHour + min * kNsecsPerMin + sec * kNsecsPerSec +
               p.sec_fraction_nsecs.value_or(0);
    if (!zone.empty()) ns -= timezone_offset(zone);
    return Timestamp(ns);
}

} // namespace

Nanos timezone_offset(std::string_view timezone) {
    std::string lower(timezone);
    for (char& c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "current") return static_cast<Nanos>(local_offset_now()) * kNsecsPerSec;
    auto parsed = ruby_strptime(timezone, "%z");
    if (!parsed || !parsed->offset_nsecs) throw TimeError(fmt::format("Illegal timezone '{}'", timezone));
    return *parsed->offset_nsecs;
}

Timestamp Timestamp::now() {
    std::timespec ts{};
    std::timespec_get(&ts, TIME_UTC);
    return Timestamp(static_cast<Nanos>(ts.tv_sec) * kNsecsPerSec + ts.tv_nsec);
}

Timestamp Timestamp::parse(std::string_view text, std::string_view format, std::string_view timezone) {
    auto parsed = ruby_strptime(text, format);
    if (!parsed || parsed->leftover)
        throw TimeError(fmt::format("Unable to parse '{}' using format '{}'", text, format));
    if (!timezone.empty() && has_zone(*parsed))
        throw TimeError(
            "Using a Timezone designator in format specification is mutually exclusive to providing "
            "an explicit timezone argument");
    return from_parsed(*parsed, timezone);
}

Timestamp Timestamp::parse(std::string_view text, const std::vector<std::string>& formats,
                           std::string_view timezone) {
    for (const auto& f : formats) {
        auto parsed = ruby_strptime(text, f);
        if (!parsed || parsed->leftover || (!timezone.empty() && has_zone(*parsed))) continue;
        return from_parsed(*parsed, timezone);
    }
    throw TimeError(fmt::format("Unable to parse '{}' using any of the formats {}", text, join(formats)));
}

Timestamp Timestamp::parse_default(std::string_view text, std::string_view timezone) {
    return parse(text, timezone.empty() ? default_formats() : default_formats_without_tz(), timezone);
}

const std::vector<std::string>& Timestamp::default_formats() {
    static const std::vector<std::string> formats = {"%FT%T.%N %Z", "%FT%T %Z", "%F %T.%N %Z", "%F %T %Z",
                                                     "%F %Z",       "%FT%T.%N", "%FT%T",       "%F %T.%N",
                                                     "%F %T",       "%F"};
    return formats;
}

const std::vector<std::string>& Timestamp::default_formats_without_tz() {
    static const std::vector<std::string> formats = {"%FT%T.%N", "%FT%T", "%F %T.%N", "%F %T", "%F"};
    return formats;
}

std::string Timestamp::format(std::string_view format, std::string_view timezone) const {
    return format_time(format, m_nsecs, timezone);
}

std::string Timestamp::to_s() const {
    return format(default_formats()[0]);
}

std::string format_now(std::string_view format, std::string_view timezone) {
    return format_time(format, Timestamp::now().nsecs(), timezone);
}

// ---- values ----------------------------------------------------------------------------------------------

Value timespan_value(const Timespan& t) {
    return Value::heap(ValueKind::Timespan, std::make_shared<const Timespan>(t));
}

Value timestamp_value(const Timestamp& t) {
    return Value::heap(ValueKind::Timestamp, std::make_shared<const Timestamp>(t));
}

bool is_time(const Value& v) {
    return v.kind() == ValueKind::Timespan || v.kind() == ValueKind::Timestamp;
}

const TimeData& time_data(const Value& v) {
    if (v.kind() == ValueKind::Timespan) return v.object<Timespan>();
    return v.object<Timestamp>();
}

const Timespan& as_timespan(const Value& v) {
    return v.object<Timespan>();
}

const Timestamp& as_timestamp(const Value& v) {
    return v.object<Timestamp>();
}

std::string time_to_s(const Value& v) {
    return v.kind() == ValueKind::Timespan ? as_timespan(v).to_s() : as_timestamp(v).to_s();
}

std::string time_inspect(const Value& v) {
    const TimeData& d = time_data(v);
    std::string n = d.is_float() ? parser::ruby_float_to_s(d.float_nsecs()) : nanos_to_string(d.nsecs());
    return fmt::format("#<Puppet::Pops::Time::{}:0x0000000000000000 @nsecs={}>", kind_name(v.kind()), n);
}

Nanos seconds_to_nanos(const Value& seconds) {
    if (seconds.is_integer()) return static_cast<Nanos>(seconds.as_integer()) * kNsecsPerSec;
    return float_to_nanos(seconds.as_number() * 1e9);
}

Nanos float_to_nanos(double d) {
    if (std::isnan(d)) throw TimeError("NaN");
    if (std::isinf(d)) throw TimeError(d < 0 ? "-Infinity" : "Infinity");
    if (std::fabs(d) >= 1e38) throw TimeError(kOutOfRange);
    return static_cast<Nanos>(std::trunc(d));
}

Nanos checked_add(Nanos a, Nanos b) {
    Nanos r = 0;
    if (__builtin_add_overflow(a, b, &r)) throw TimeError(kOutOfRange);
    return r;
}

Nanos checked_mul(Nanos a, Nanos b) {
    Nanos r = 0;
    if (__builtin_mul_overflow(a, b, &r)) throw TimeError(kOutOfRange);
    return r;
}

// ---- types -----------------------------------------------------------------------------------------------

namespace {

// The Ruby class Puppet names in "Unable to create a ... from a ...".
std::string ruby_class_name(const Value& v) {
    switch (v.kind()) {
    case ValueKind::Boolean:
        return v.as_boolean() ? "TrueClass" : "FalseClass";
    case ValueKind::Timespan:
    case ValueKind::Timestamp:
        return "Puppet::Pops::Time::" + std::string(kind_name(v.kind()));
    case ValueKind::Type:
        return "Puppet::Pops::Types::P" + to_string(*generalize(v.type_ptr())) + "Type";
    case ValueKind::Sensitive:
        return "Puppet::Pops::Types::PSensitiveType::Sensitive";
    default:
        return std::string(kind_name(v.kind()));
    }
}

Nanos hash_int(const Hash& h, const char* key) {
    const Value* v = h.find(Value(key));
    if (v == nullptr || v->is_undef()) return 0;
    if (v->is_integer()) return v->as_integer();
    throw TimeError(fmt::format("{} can't be coerced into Integer", kind_name(v->kind())));
}

std::vector<std::string> format_list(const Value& v) {
    std::vector<std::string> out;
    if (v.is_string()) {
        out.push_back(v.as_string());
    } else if (v.is_array()) {
        for (const Value& e : v.as_array())
            if (e.is_string()) out.push_back(e.as_string());
    }
    return out;
}

// PAbstractTimeDataType#convert_arg
Value convert_bound(TypeKind kind, const Value& arg) {
    bool span = kind == TypeKind::Timespan;
    ValueKind vk = span ? ValueKind::Timespan : ValueKind::Timestamp;
    auto make = [&](const TimeData& d) {
        return span ? timespan_value(Timespan(d)) : timestamp_value(Timestamp(d));
    };
    switch (arg.kind()) {
    case ValueKind::Undef:
    case ValueKind::Default:
        return Value();
    case ValueKind::Integer:
        return make(TimeData(static_cast<Nanos>(arg.as_integer()) * kNsecsPerSec));
    case ValueKind::Float:
        return make(TimeData::from_float(arg.as_float() * 1e9));
    case ValueKind::String:
        return span ? timespan_value(Timespan::parse(arg.as_string(), Timespan::default_formats()))
                    : timestamp_value(Timestamp::parse_default(arg.as_string()));
    case ValueKind::Hash: {
        const Hash& h = arg.as_hash();
        const Value* str = h.find(Value("string"));
        const Value* format = h.find(Value("format"));
        if (span) {
            if (str != nullptr) {
                std::string text = str->is_string() ? str->as_string() : "";
                if (format != nullptr && format->is_string())
                    return timespan_value(Timespan::parse(text, format->as_string()));
                if (format != nullptr && format->is_array())
                    return timespan_value(Timespan::parse(text, format_list(*format)));
                return timespan_value(Timespan::parse(text, Timespan::default_formats()));
            }
            const Value* negative = h.find(Value("negative"));
            return timespan_value(Timespan::from_fields(
                negative != nullptr && negative->truthy(), hash_int(h, "days"), hash_int(h, "hours"),
                hash_int(h, "minutes"), hash_int(h, "seconds"), hash_int(h, "milliseconds"),
                hash_int(h, "microseconds"), hash_int(h, "nanoseconds")));
        }
        std::string text = str != nullptr && str->is_string() ? str->as_string() : "";
        const Value* tz = h.find(Value("timezone"));
        std::string zone = tz != nullptr && tz->is_string() ? tz->as_string() : "";
        if (format != nullptr && format->is_string())
            return timestamp_value(Timestamp::parse(text, format->as_string(), zone));
        if (format != nullptr && format->is_array())
            return timestamp_value(Timestamp::parse(text, format_list(*format), zone));
        return timestamp_value(Timestamp::parse_default(text, zone));
    }
    default:
        if (arg.kind() == vk) return arg;
        throw TimeError(fmt::format("Unable to create a Puppet::Pops::Time::{} from a {}",
                                    span ? "Timespan" : "Timestamp", ruby_class_name(arg)));
    }
}

// Bounds as Ruby keeps them: an absent bound is -Infinity / +Infinity.
int compare_bounds(const Value& a, bool a_is_min, const Value& b, bool b_is_min) {
    if (a.is_undef() || b.is_undef()) {
        int ai = a.is_undef() ? (a_is_min ? -1 : 1) : 0;
        int bi = b.is_undef() ? (b_is_min ? -1 : 1) : 0;
        return ai < bi ? -1 : (ai > bi ? 1 : 0);
    }
    return time_data(a).compare(time_data(b));
}

const Value& from_of(const Type& t) {
    static const Value undef;
    return t.m_args.empty() ? undef : t.m_args[0];
}

const Value& to_of(const Type& t) {
    static const Value undef;
    return t.m_args.size() < 2 ? undef : t.m_args[1];
}

} // namespace

TypePtr time_type(TypeKind kind, const Value& from, const Value& to) {
    Value lo = convert_bound(kind, from);
    Value hi = convert_bound(kind, to);
    if (compare_bounds(lo, true, hi, false) > 0)
        throw TimeError(
            fmt::format("'from' must be less or equal to 'to'. Got ({}, {}", time_to_s(lo), time_to_s(hi)));
    auto t = std::make_shared<Type>(kind);
    if (!lo.is_undef() || !hi.is_undef()) t->m_args = {lo, hi};
    return t;
}

TypePtr infer_time_type(const Value& v) {
    auto t =
        std::make_shared<Type>(v.kind() == ValueKind::Timespan ? TypeKind::Timespan : TypeKind::Timestamp);
    t->m_args = {v, v};
    return t;
}

bool time_type_eql(const Type& a, const Type& b) {
    return a.m_kind == b.m_kind && compare_bounds(from_of(a), true, from_of(b), true) == 0 &&
           compare_bounds(to_of(a), false, to_of(b), false) == 0;
}

std::size_t time_type_hash(const Type& t) {
    auto h = [](const Value& v) {
        if (v.is_undef()) return std::size_t{0};
        Nanos n = time_data(v).nsecs();
        return std::hash<std::int64_t>{}(static_cast<std::int64_t>(n ^ (n >> 64)));
    };
    return h(from_of(t)) * 31 + h(to_of(t));
}

std::string time_type_to_string(const Type& t) {
    const std::string name(t.m_kind == TypeKind::Timespan ? "Timespan" : "Timestamp");
    const Value& lo = from_of(t);
    const Value& hi = to_of(t);
    if (lo.is_undef() && hi.is_undef()) return name;
    std::string out = name + "[" + (lo.is_undef() ? "default" : "'" + time_to_s(lo) + "'");
    if (!hi.is_undef() && (lo.is_undef() || time_data(lo).compare(time_data(hi)) != 0))
        out += ", '" + time_to_s(hi) + "'";
    return out + "]";
}

bool time_type_assignable(const Type& to, const Type& from) {
    return to.m_kind == from.m_kind && compare_bounds(from_of(to), true, from_of(from), true) <= 0 &&
           compare_bounds(to_of(to), false, to_of(from), false) >= 0;
}

bool time_type_instance(const Type& t, const Value& v) {
    ValueKind k = t.m_kind == TypeKind::Timespan ? ValueKind::Timespan : ValueKind::Timestamp;
    if (v.kind() != k) return false;
    return compare_bounds(v, true, from_of(t), true) >= 0 && compare_bounds(v, false, to_of(t), false) <= 0;
}

} // namespace pp::runtime
