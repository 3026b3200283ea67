// Puppet's Timespan and its format language (PUP:lib/puppet/pops/time/timespan.rb Format, FormatParser):
// `%D %H %M %S %L %N` with the flags `-` (no padding) and `_` (spaces), a width, and the total of the
// highest unit shown, for formatting and, through a regular expression built from the format, for parsing.

#include "runtime/time.hpp"

#include "runtime/regexp.hpp"
#include "runtime/ruby_text.hpp"

#include <fmt/format.h>

#include <cmath>
#include <map>
#include <memory>
#include <mutex>

namespace pp::runtime {

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
        std::string digits = n.is_float ? runtime::ruby_float_to_s(n.f) : nanos_to_string(n.i);
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

} // namespace pp::runtime
