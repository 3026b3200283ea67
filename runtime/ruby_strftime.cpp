// Ruby's Time#strftime (Ruby 3.1 strftime.c rb_strftime_with_timespec) and the proleptic Gregorian
// calendar under it, ported to pp's nanoseconds. Comments name the Ruby behaviours that look like accidents
// but are kept because Puppet inherits them.

#include "runtime/ruby_time.hpp"

#include <array>
#include <cctype>
#include <climits>
#include <cstdio>
#include <cstring>

namespace pp::runtime {

namespace {

// printf("%0*d") / printf("%*d") for any width of integer.
std::string padded(Nanos v, int width, bool zero) {
    std::string d = nanos_to_string(v);
    if (static_cast<int>(d.size()) >= width) return d;
    auto fill = static_cast<std::size_t>(width) - d.size();
    if (!zero) return std::string(fill, ' ') + d;
    std::size_t at = d[0] == '-' ? 1 : 0;
    d.insert(at, fill, '0');
    return d;
}

bool is_leap(std::int64_t year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

void civil_from_days(Nanos z, std::int64_t& year, int& mon, int& mday) {
    z += 719468;
    Nanos era = floor_div(z, 146097);
    Nanos doe = z - era * 146097;
    Nanos yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    Nanos doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    Nanos mp = (5 * doy + 2) / 153;
    mday = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
    mon = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
    year = static_cast<std::int64_t>(yoe + era * 400 + (mon <= 2 ? 1 : 0));
}

// ---- strftime ------------------------------------------------------------------------------------------

enum : unsigned { kLeft = 1U, kChcase = 2U, kLower = 4U, kUpper = 8U };

constexpr std::array<const char*, 7> kDays = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                              "Thursday", "Friday", "Saturday"};
constexpr std::array<const char*, 12> kMonths = {"January",   "February", "March",    "April",
                                                 "May",       "June",     "July",     "August",
                                                 "September", "October",  "November", "December"};

void case_conv(std::string& s, std::size_t from, unsigned flags) {
    switch (flags & (kUpper | kLower)) {
    case kUpper:
        for (std::size_t i = from; i < s.size(); ++i)
            s[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[i])));
        break;
    case kLower:
        for (std::size_t i = from; i < s.size(); ++i)
            s[i] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[i])));
        break;
    default:
        break;
    }
}

// strftime.c weeknumber: weeks into the year, the first week starting on Sunday (0) or Monday (1).
int weeknumber(int yday0, int wday, int firstweekday) {
    if (firstweekday == 1) wday = wday == 0 ? 6 : wday - 1;
    int ret = (yday0 + 7 - wday) / 7;
    return ret < 0 ? 0 : ret;
}

// strftime.c iso8601wknum (leap years taken from the year modulo 400, as vtm2tm_noyear does).
int iso8601wknum(std::int64_t year, int mon, int mday, int wday, int yday0) {
    int weeknum = weeknumber(yday0, wday, 1);
    int jan1day = wday - (yday0 % 7);
    if (jan1day < 0) jan1day += 7;
    switch (jan1day) {
    case 1:
        break;
    case 2:
    case 3:
    case 4:
        ++weeknum;
        break;
    default:
        if (weeknum == 0) {
            std::int64_t last = year - 1;
            int dec31_wday = jan1day == 0 ? 6 : jan1day - 1;
            weeknum = iso8601wknum(last, 12, 31, dec31_wday, 364 + (is_leap(last) ? 1 : 0));
        }
        break;
    }
    if (mon == 12) {
        if ((wday == 1 && mday >= 29 && mday <= 31) || (wday == 2 && (mday == 30 || mday == 31)) ||
            (wday == 3 && mday == 31))
            weeknum = 1;
    }
    return weeknum;
}

void strftime_into(std::string& s, std::string_view format, const RubyTimeFields& v);

void strftime_directive(std::string& s, std::string_view format, std::size_t& f, const RubyTimeFields& v) {
    const std::size_t end = format.size();
    const std::size_t sp = f; // at the '%'
    int precision = -1;
    unsigned flags = 0;
    char padding = 0;
    int colons = 0;
    bool unknown = false;
    char conv = 0;
    // flags, width and modifiers ("again:" in strftime.c)
    while (conv == 0 && !unknown) {
        if (++f >= end) throw TimeError("invalid format: " + std::string(format));
        char c = format[f];
        switch (c) {
        case '-':
        case '^':
        case '#':
        case '_':
            if (precision > 0) { // FLAG_FOUND: a flag after the width
                unknown = true;
                break;
            }
            if (c == '-') {
                flags |= kLeft;
                padding = 0;
                precision = 0;
            } else if (c == '^') {
                flags |= kUpper;
            } else if (c == '#') {
                flags |= kChcase;
            } else {
                padding = ' ';
            }
            break;
        case ':':
            for (colons = 1; colons <= 3; ++colons) {
                if (f + static_cast<std::size_t>(colons) >= end) {
                    unknown = true;
                    break;
                }
                char n = format[f + static_cast<std::size_t>(colons)];
                if (n == 'z') break;
                if (n != ':') {
                    unknown = true;
                    break;
                }
            }
            if (!unknown) f += static_cast<std::size_t>(colons) - 1;
            break;
        case 'E':
        case 'O': {
            const char* allowed = c == 'E' ? "cCxXyY" : "deHkIlmMSuUVwWy";
            if (f + 1 >= end || std::strchr(allowed, format[f + 1]) == nullptr) unknown = true;
            break;
        }
        default:
            if (c >= '0' && c <= '9') {
                if (c == '0') padding = '0';
                long long u = 0;
                std::size_t i = f;
                while (i < end && format[i] >= '0' && format[i] <= '9') {
                    u = u * 10 + (format[i] - '0');
                    if (u > INT_MAX) break;
                    ++i;
                }
                if (u > INT_MAX) {
                    unknown = true;
                    break;
                }
                precision = static_cast<int>(u);
                f = i - 1;
                break;
            }
            conv = c;
        }
    }

    auto fill_padding = [&](int i) {
        if (!(flags & kLeft) && precision > i)
            s.append(static_cast<std::size_t>(precision - i), padding ? padding : ' ');
    };
    auto fmt = [&](char def_pad, int def_prec, Nanos value) {
        int prec = (flags & kLeft) ? 1 : (precision <= 0 ? def_prec : precision);
        s += padded(value, prec, padding == '0' || (!padding && def_pad == '0'));
    };
    auto text = [&](std::string_view t) {
        if (t.empty()) return;
        fill_padding(static_cast<int>(t.size()));
        std::size_t at = s.size();
        s += t;
        case_conv(s, at, flags);
    };
    auto sub = [&](std::string_view subformat) {
        std::string r;
        strftime_into(r, subformat, v);
        case_conv(r, 0, flags);
        if (precision > static_cast<int>(r.size()))
            s.append(static_cast<std::size_t>(precision) - r.size(), padding ? padding : ' ');
        s += r;
    };
    auto upcase_names = [&] {
        if (flags & kChcase) {
            flags &= ~(kLower | kChcase);
            flags |= kUpper;
        }
    };
    int hour12 = v.hour == 0 ? 12 : (v.hour > 12 ? v.hour - 12 : v.hour);

    if (!unknown) {
        switch (conv) {
        case '%':
            fill_padding(1);
            s += '%';
            return;
        case 'a':
            upcase_names();
            text(std::string_view(kDays[static_cast<std::size_t>(v.wday)]).substr(0, 3));
            return;
        case 'A':
            upcase_names();
            text(kDays[static_cast<std::size_t>(v.wday)]);
            return;
        case 'h':
        case 'b':
            upcase_names();
            text(std::string_view(kMonths[static_cast<std::size_t>(v.mon - 1)]).substr(0, 3));
            return;
        case 'B':
            upcase_names();
            text(kMonths[static_cast<std::size_t>(v.mon - 1)]);
            return;
        case 'c':
            sub("%a %b %e %H:%M:%S %Y");
            return;
        case 'd':
            fmt('0', 2, v.mday);
            return;
        case 'H':
            fmt('0', 2, v.hour);
            return;
        case 'I':
            fmt('0', 2, hour12);
            return;
        case 'j':
            fmt('0', 3, v.yday);
            return;
        case 'm':
            fmt('0', 2, v.mon);
            return;
        case 'M':
            fmt('0', 2, v.min);
            return;
        case 'p':
        case 'P':
            if ((conv == 'p' && (flags & kChcase)) || (conv == 'P' && !(flags & (kChcase | kUpper)))) {
                flags &= ~(kUpper | kChcase);
                flags |= kLower;
            }
            text(v.hour < 12 ? "AM" : "PM");
            return;
        case 's':
            fmt('0', 1, floor_div(v.epoch_nsecs, kNsecsPerSec));
            return;
        case 'S':
            fmt('0', 2, v.sec);
            return;
        case 'U':
            fmt('0', 2, weeknumber(v.yday - 1, v.wday, 0));
            return;
        case 'w':
            fmt('0', 1, v.wday);
            return;
        case 'W':
            fmt('0', 2, weeknumber(v.yday - 1, v.wday, 1));
            return;
        case 'x':
            sub("%m/%d/%y");
            return;
        case 'X':
            sub("%H:%M:%S");
            return;
        case 'y':
            fmt('0', 2, floor_mod(v.year, 100));
            return;
        case 'Y':
            fmt('0', v.year >= 0 ? 4 : 5, v.year);
            return;
        case 'z': {
            std::int64_t off = v.gmt ? 0 : v.utc_offset;
            int sign = 1;
            // `%-z` on a UTC time is "-0000": RFC 3339's "offset unknown"
            if (off < 0 || (v.gmt && (flags & kLeft))) {
                off = -off;
                sign = -1;
            }
            switch (colons) {
            case 0:
                precision = precision <= 5 ? 2 : precision - 3;
                break;
            case 1:
                precision = precision <= 6 ? 2 : precision - 4;
                break;
            case 2:
                precision = precision <= 9 ? 2 : precision - 7;
                break;
            case 3:
                if (off % 3600 == 0)
                    precision = precision <= 3 ? 2 : precision - 1;
                else if (off % 60 == 0)
                    precision = precision <= 6 ? 2 : precision - 4;
                else
                    precision = precision <= 9 ? 2 : precision - 7;
                break;
            default:
                --f;
                unknown = true;
                break;
            }
            if (unknown) break;
            std::int64_t hours = sign * (off / 3600);
            std::array<char, 64> buf{};
            int n = padding == ' ' ? std::snprintf(buf.data(), buf.size(), "%+*lld", precision + 1,
                                                   static_cast<long long>(hours))
                                   : std::snprintf(buf.data(), buf.size(), "%+.*lld", precision,
                                                   static_cast<long long>(hours));
            std::string h(buf.data(), static_cast<std::size_t>(n));
            if (sign < 0 && off < 3600) h[padding == ' ' ? h.size() - 2 : 0] = '-';
            s += h;
            off %= 3600;
            if (colons == 3 && off == 0) return;
            if (colons >= 1) s += ':';
            s += padded(off / 60, 2, true);
            off %= 60;
            if (colons == 3 && off == 0) return;
            if (colons >= 2) {
                s += ':';
                s += padded(off, 2, true);
            }
            return;
        }
        case 'Z':
            if (flags & kChcase) {
                flags &= ~(kUpper | kChcase);
                flags |= kLower;
            }
            // a UTC time is "UTC"; a time at a fixed offset has no zone name
            if (v.gmt) text("UTC");
            return;
        case 'n':
            fill_padding(1);
            s += '\n';
            return;
        case 't':
            fill_padding(1);
            s += '\t';
            return;
        case 'D':
            sub("%m/%d/%y");
            return;
        case 'e':
            fmt(' ', 2, v.mday);
            return;
        case 'r':
            sub("%I:%M:%S %p");
            return;
        case 'R':
            sub("%H:%M");
            return;
        case 'T':
            sub("%H:%M:%S");
            return;
        case 'k':
            fmt(' ', 2, v.hour);
            return;
        case 'l':
            fmt(' ', 2, hour12);
            return;
        case 'v':
            sub("%e-%^b-%4Y");
            return;
        case 'C':
            fmt('0', 2, floor_div(v.year, 100));
            return;
        case 'V':
            fmt('0', 2, iso8601wknum(v.year, v.mon, v.mday, v.wday, v.yday - 1));
            return;
        case 'u':
            fmt('0', 1, v.wday == 0 ? 7 : v.wday);
            return;
        case 'G':
        case 'g': {
            Nanos y = v.year;
            int w = iso8601wknum(v.year, v.mon, v.mday, v.wday, v.yday - 1);
            if (v.mon == 12 && w == 1)
                ++y;
            else if (v.mon == 1 && w >= 52)
                --y;
            if (conv == 'G')
                fmt('0', y >= 0 ? 4 : 5, y);
            else
                fmt('0', 2, floor_mod(y, 100));
            return;
        }
        case 'L':
        case 'N': {
            int w = conv == 'L' ? 3 : 9;
            if (precision <= 0) precision = w;
            Nanos subsec = floor_mod(v.epoch_nsecs, kNsecsPerSec);
            if (precision > 9) {
                s += padded(subsec, 9, true);
                s.append(static_cast<std::size_t>(precision - 9), '0');
            } else {
                for (int i = 0; i < 9 - precision; ++i)
                    subsec /= 10;
                s += padded(subsec, precision, true);
            }
            return;
        }
        case 'F':
            sub("%Y-%m-%d");
            return;
        default:
            unknown = true;
            break;
        }
    }
    // unknown: the directive as written so far, unchanged
    s.append(format.substr(sp, f - sp + 1));
}

void strftime_into(std::string& s, std::string_view format, const RubyTimeFields& v) {
    std::size_t f = 0;
    while (f < format.size()) {
        std::size_t pct = format.find('%', f);
        if (pct == std::string_view::npos) {
            s.append(format.substr(f));
            return;
        }
        s.append(format.substr(f, pct - f));
        f = pct;
        strftime_directive(s, format, f, v);
        ++f;
    }
}

} // namespace

Nanos days_from_civil(Nanos year, Nanos mon, Nanos mday) {
    year -= mon <= 2 ? 1 : 0;
    Nanos era = floor_div(year, 400);
    Nanos yoe = year - era * 400;
    Nanos mp = (mon + 9) % 12;
    Nanos doy = (153 * mp + 2) / 5 + mday - 1;
    Nanos doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

RubyTimeFields ruby_time_fields(Nanos epoch_nsecs, std::int64_t utc_offset, bool gmt) {
    RubyTimeFields t;
    t.epoch_nsecs = epoch_nsecs;
    t.utc_offset = utc_offset;
    t.gmt = gmt;
    Nanos secs = floor_div(epoch_nsecs, kNsecsPerSec) + utc_offset;
    Nanos days = floor_div(secs, 86400);
    auto sod = static_cast<int>(secs - days * 86400);
    t.hour = sod / 3600;
    t.min = sod / 60 % 60;
    t.sec = sod % 60;
    civil_from_days(days, t.year, t.mon, t.mday);
    t.wday = static_cast<int>(floor_mod(days + 4, 7));
    t.yday = static_cast<int>(days - days_from_civil(t.year, 1, 1)) + 1;
    return t;
}

std::string ruby_strftime(std::string_view format, const RubyTimeFields& t) {
    std::string out;
    strftime_into(out, format, t);
    return out;
}

} // namespace pp::runtime
