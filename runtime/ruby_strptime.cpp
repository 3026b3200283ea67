// DateTime._strptime (date 3.2 date_strptime.c date__strptime_internal), ported to pp's nanoseconds. The
// zones it reads are ruby_zones.cpp's.

#include "runtime/ruby_time.hpp"

#include "runtime/regexp.hpp"

#include <array>
#include <cctype>
#include <cstring>

namespace pp::runtime {

namespace {

constexpr std::array<const char*, 14> kDayNames = {"Sunday", "Monday",   "Tuesday", "Wednesday", "Thursday",
                                                   "Friday", "Saturday", "Sun",     "Mon",       "Tue",
                                                   "Wed",    "Thu",      "Fri",     "Sat"};
constexpr std::array<const char*, 24> kMonthNames = {
    "January",   "February", "March",    "April",    "May", "June", "July", "August",
    "September", "October",  "November", "December", "Jan", "Feb",  "Mar",  "Apr",
    "May",       "Jun",      "Jul",      "Aug",      "Sep", "Oct",  "Nov",  "Dec"};
constexpr std::array<const char*, 4> kMeridNames = {"am", "pm", "a.m.", "p.m."};

// Ruby strings end with a NUL that the C code reads; string_views do not.
char at(std::string_view s, std::size_t i) {
    return i < s.size() ? s[i] : '\0';
}

bool starts_with_icase(std::string_view s, std::size_t i, std::string_view word) {
    if (s.size() - std::min(i, s.size()) < word.size()) return false;
    for (std::size_t k = 0; k < word.size(); ++k) {
        if (std::tolower(static_cast<unsigned char>(s[i + k])) !=
            std::tolower(static_cast<unsigned char>(word[k])))
            return false;
    }
    return true;
}

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

// date_strptime.c num_pattern_p: does the format continue with something numeric?
bool num_pattern_p(std::string_view fmt, std::size_t i) {
    char c = at(fmt, i);
    if (is_digit(c)) return true;
    if (c == '%') {
        ++i;
        if (at(fmt, i) == 'E' || at(fmt, i) == 'O') ++i;
        c = at(fmt, i);
        if (c != '\0' && (std::strchr("CDdeFGgHIjkLlMmNQRrSsTUuVvWwXxYy", c) != nullptr || is_digit(c)))
            return true;
    }
    return false;
}

constexpr std::size_t kUnlimited = static_cast<std::size_t>(-1);
// Numbers saturate here (Ruby would make a Bignum): a year this large still converts to nanoseconds.
constexpr Nanos kSaturated = 1'000'000'000'000'000'000;

struct StrptimeState {
    RubyStrptime r;
    std::optional<Nanos> cent;
    std::optional<Nanos> merid;
    bool fail = false;
};

std::size_t read_digits(std::string_view s, std::size_t si, std::size_t width, Nanos& n) {
    if (width == 0) return 0;
    std::size_t l = 0;
    while (is_digit(at(s, si + l))) {
        if (++l == width) break;
    }
    n = 0;
    for (std::size_t k = 0; k < l; ++k) {
        n = n * 10 + (s[si + k] - '0');
        if (n > kSaturated) n = kSaturated;
    }
    return l;
}

const Regexp& zone_pattern() {
    static const auto re = Regexp::compile(R"(\A((?:gmt|utc?)?[-+]\d+(?:[,.:]\d+(?::\d+)?)?)"
                                           R"(|(?-i:[[:alpha:].\s]+)(?:standard|daylight)\s+time\b)"
                                           R"(|(?-i:[[:alpha:]]+)(?:\s+dst)?\b))",
                                           nullptr, RegexpIgnoreCase);
    return *re;
}

std::size_t strptime_internal(std::string_view str, std::string_view fmt, StrptimeState& st) {
    std::size_t si = 0;
    std::size_t fi = 0;
    auto fail = [&]() -> std::size_t {
        st.fail = true;
        return 0;
    };
    auto recur = [&](std::string_view sub) -> bool {
        std::size_t l = strptime_internal(str.substr(std::min(si, str.size())), sub, st);
        if (st.fail) return false;
        si += l;
        return true;
    };
    auto valid = [](Nanos n, int a, int b) { return n >= a && n <= b; };
    while (fi < fmt.size()) {
        char fc = fmt[fi];
        if (fc == ' ' || fc == '\t' || fc == '\n' || fc == '\v' || fc == '\f' || fc == '\r') {
            while (std::isspace(static_cast<unsigned char>(at(str, si))))
                ++si;
            ++fi;
            continue;
        }
        if (fc != '%') {
            if (at(str, si) != fc) return fail();
            ++si;
            ++fi;
            continue;
        }
        bool ordinal = false;
        bool again = true;
        while (again) {
            again = false;
            ++fi;
            char c = at(fmt, fi);
            Nanos n = 0;
            auto digits = [&](std::size_t width) {
                std::size_t l = read_digits(str, si, width, n);
                if (l == 0) return false;
                si += l;
                return true;
            };
            // %d %e %H %k %I %l: a leading space stands for a missing digit
            auto spaced_digits = [&]() {
                if (at(str, si) == ' ') {
                    ++si;
                    return digits(1);
                }
                return digits(2);
            };
            switch (c) {
            case 'E':
                if (at(fmt, fi + 1) != '\0' && std::strchr("cCxXyY", at(fmt, fi + 1)) != nullptr) {
                    again = true;
                    break;
                }
                --fi;
                ordinal = true;
                break;
            case 'O':
                if (at(fmt, fi + 1) != '\0' && std::strchr("deHImMSuUVwWy", at(fmt, fi + 1)) != nullptr) {
                    again = true;
                    break;
                }
                --fi;
                ordinal = true;
                break;
            case ':': {
                static constexpr std::array<std::string_view, 3> kExtz = {":z", "::z", ":::z"};
                bool found = false;
                for (std::size_t i = 0; i < kExtz.size(); ++i) {
                    if (fmt.substr(fi).starts_with(kExtz[i])) {
                        fi += i;
                        found = again = true;
                        break;
                    }
                }
                if (!found) return fail();
                break;
            }
            case 'A':
            case 'a': {
                bool found = false;
                for (std::size_t i = 0; i < kDayNames.size() && !found; ++i) {
                    if (starts_with_icase(str, si, kDayNames[i])) {
                        si += std::strlen(kDayNames[i]);
                        found = true;
                    }
                }
                if (!found) return fail();
                break;
            }
            case 'B':
            case 'b':
            case 'h': {
                bool found = false;
                for (std::size_t i = 0; i < kMonthNames.size() && !found; ++i) {
                    if (starts_with_icase(str, si, kMonthNames[i])) {
                        si += std::strlen(kMonthNames[i]);
                        st.r.mon = static_cast<Nanos>(i % 12 + 1);
                        found = true;
                    }
                }
                if (!found) return fail();
                break;
            }
            case 'C':
                if (!digits(num_pattern_p(fmt, fi + 1) ? 2 : kUnlimited)) return fail();
                st.cent = n;
                break;
            case 'c':
                if (!recur("%a %b %e %H:%M:%S %Y")) return 0;
                break;
            case 'D':
            case 'x':
                if (!recur("%m/%d/%y")) return 0;
                break;
            case 'd':
            case 'e':
                if (!spaced_digits() || !valid(n, 1, 31)) return fail();
                st.r.mday = n;
                break;
            case 'F':
                if (!recur("%Y-%m-%d")) return 0;
                break;
            case 'G':
                if (!digits(num_pattern_p(fmt, fi + 1) ? 4 : kUnlimited)) return fail();
                break;
            case 'g':
                if (!digits(2) || !valid(n, 0, 99)) return fail();
                if (!st.cent) st.cent = n >= 69 ? 19 : 20;
                break;
            case 'H':
            case 'k':
                if (!spaced_digits() || !valid(n, 0, 24)) return fail();
                st.r.hour = n;
                break;
            case 'I':
            case 'l':
                if (!spaced_digits() || !valid(n, 1, 12)) return fail();
                st.r.hour = n;
                break;
            case 'j':
                if (!digits(3) || !valid(n, 1, 366)) return fail();
                break;
            case 'L':
            case 'N': {
                bool negative = false;
                if (at(str, si) == '-' || at(str, si) == '+') {
                    negative = at(str, si) == '-';
                    ++si;
                }
                std::size_t osi = si;
                if (!digits(num_pattern_p(fmt, fi + 1) ? (c == 'L' ? 3 : 9) : kUnlimited)) return fail();
                // sec_fraction = digits / 10**count, kept as floored nanoseconds
                std::string_view ds = str.substr(osi, si - osi);
                Nanos ns = 0;
                bool rest = false;
                for (std::size_t k = 0; k < 9; ++k)
                    ns = ns * 10 + (k < ds.size() ? ds[k] - '0' : 0);
                for (std::size_t k = 9; k < ds.size(); ++k)
                    rest = rest || ds[k] != '0';
                st.r.sec_fraction_nsecs = negative ? -ns - (rest ? 1 : 0) : ns;
                break;
            }
            case 'M':
                if (!digits(2) || !valid(n, 0, 59)) return fail();
                st.r.min = n;
                break;
            case 'm':
                if (!digits(2) || !valid(n, 1, 12)) return fail();
                st.r.mon = n;
                break;
            case 'n':
            case 't':
                if (!recur(" ")) return 0;
                break;
            case 'P':
            case 'p': {
                bool found = false;
                for (std::size_t i = 0; i < kMeridNames.size() && !found; ++i) {
                    if (starts_with_icase(str, si, kMeridNames[i])) {
                        si += std::strlen(kMeridNames[i]);
                        st.merid = i % 2 == 0 ? 0 : 12;
                        found = true;
                    }
                }
                if (!found) return fail();
                break;
            }
            case 'Q':
            case 's':
                if (at(str, si) == '-') ++si;
                if (!digits(kUnlimited)) return fail();
                break;
            case 'R':
                if (!recur("%H:%M")) return 0;
                break;
            case 'r':
                if (!recur("%I:%M:%S %p")) return 0;
                break;
            case 'S':
                if (!digits(2) || !valid(n, 0, 60)) return fail();
                st.r.sec = n;
                break;
            case 'T':
            case 'X':
                if (!recur("%H:%M:%S")) return 0;
                break;
            case 'U':
            case 'W':
                if (!digits(2) || !valid(n, 0, 53)) return fail();
                break;
            case 'u':
                if (!digits(1) || !valid(n, 1, 7)) return fail();
                break;
            case 'V':
                if (!digits(2) || !valid(n, 1, 53)) return fail();
                break;
            case 'v':
                if (!recur("%e-%b-%Y")) return 0;
                break;
            case 'w':
                if (!digits(1) || !valid(n, 0, 6)) return fail();
                break;
            case 'Y': {
                bool negative = false;
                if (at(str, si) == '-' || at(str, si) == '+') {
                    negative = at(str, si) == '-';
                    ++si;
                }
                if (!digits(num_pattern_p(fmt, fi + 1) ? 4 : kUnlimited)) return fail();
                st.r.year = negative ? -n : n;
                break;
            }
            case 'y':
                if (!digits(2) || !valid(n, 0, 99)) return fail();
                st.r.year = n;
                if (!st.cent) st.cent = n >= 69 ? 19 : 20;
                break;
            case 'Z':
            case 'z': {
                std::string_view rest = str.substr(std::min(si, str.size()));
                rest = rest.substr(0, std::min(rest.size(), rest.find('\0')));
                auto m = zone_pattern().match(rest);
                if (!m) return fail();
                std::string zone(*m->group(1));
                st.r.offset_nsecs = ruby_zone_to_diff(zone);
                st.r.zone = std::move(zone);
                si += m->end(0);
                break;
            }
            case '%':
                if (at(str, si) != '%') return fail();
                ++si;
                break;
            case '+':
                if (!recur("%a %b %e %H:%M:%S %Z %Y")) return 0;
                break;
            default:
                // an unknown directive matches itself
                if (at(str, si) != '%') return fail();
                ++si;
                if (fi < fmt.size() && at(str, si) != fmt[fi]) return fail();
                ++si;
                break;
            }
        }
        if (ordinal) {
            if (at(str, si) != fmt[fi]) return fail();
            ++si;
        }
        ++fi;
    }
    return si;
}

} // namespace

std::optional<RubyStrptime> ruby_strptime(std::string_view text, std::string_view format) {
    StrptimeState st;
    std::size_t si = strptime_internal(text, format, st);
    if (st.fail) return std::nullopt;
    st.r.leftover = text.size() > si;
    if (st.cent) {
        if (st.r.year) st.r.year = *st.r.year + *st.cent * 100;
    }
    if (st.merid && st.r.hour) st.r.hour = *st.r.hour % 12 + *st.merid;
    return st.r;
}

} // namespace pp::runtime
