// date_zone_to_diff (date 3.2 date_parse.c) and the zone names Ruby's Date knows (zonetab.list): how
// DateTime._strptime's %z and %Z, and so Puppet's Timestamp, turn a timezone into an offset.

#include "runtime/ruby_time.hpp"

#include <cctype>
#include <cstring>

namespace pp::runtime {

namespace {

char at(std::string_view s, std::size_t i) {
    return i < s.size() ? s[i] : '\0';
}

bool is_digit(char c) {
    return c >= '0' && c <= '9';
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

struct Zone {
    const char* name;
    int offset;
};

// date 3.2 zonetab.list: the zone names Ruby's Date knows, with their offsets in seconds.
// clang-format off
constexpr Zone kZones[] = {
    {"ut", 0}, {"gmt", 0}, {"est", -18000}, {"edt", -14400}, {"cst", -21600}, {"cdt", -18000}, {"mst", -25200},
    {"mdt", -21600}, {"pst", -28800}, {"pdt", -25200}, {"a", 3600}, {"b", 7200}, {"c", 10800}, {"d", 14400},
    {"e", 18000}, {"f", 21600}, {"g", 25200}, {"h", 28800}, {"i", 32400}, {"k", 36000}, {"l", 39600},
    {"m", 43200}, {"n", -3600}, {"o", -7200}, {"p", -10800}, {"q", -14400}, {"r", -18000}, {"s", -21600},
    {"t", -25200}, {"u", -28800}, {"v", -32400}, {"w", -36000}, {"x", -39600}, {"y", -43200}, {"z", 0},
    {"utc", 0}, {"wet", 0}, {"at", -7200}, {"brst", -7200}, {"ndt", -5400}, {"art", -10800}, {"adt", -10800},
    {"brt", -10800}, {"clst", -10800}, {"nst", -9000}, {"ast", -14400}, {"clt", -14400}, {"akdt", -28800},
    {"ydt", -28800}, {"akst", -32400}, {"hadt", -32400}, {"hdt", -32400}, {"yst", -32400}, {"ahst", -36000},
    {"cat", 7200}, {"hast", -36000}, {"hst", -36000}, {"nt", -39600}, {"idlw", -43200}, {"bst", 3600},
    {"cet", 3600}, {"fwt", 3600}, {"met", 3600}, {"mewt", 3600}, {"mez", 3600}, {"swt", 3600}, {"wat", 3600},
    {"west", 3600}, {"cest", 7200}, {"eet", 7200}, {"fst", 7200}, {"mest", 7200}, {"mesz", 7200},
    {"sast", 7200}, {"sst", -39600}, {"bt", 10800}, {"eat", 10800}, {"eest", 10800}, {"msk", 10800},
    {"msd", 14400}, {"zp4", 14400}, {"zp5", 18000}, {"ist", 19800}, {"zp6", 21600}, {"wast", 7200},
    {"cct", 23400}, {"sgt", 28800}, {"wadt", 28800}, {"jst", 32400}, {"kst", 32400}, {"east", -21600},
    {"gst", 36000}, {"eadt", 39600}, {"idle", 43200}, {"nzst", 43200}, {"nzt", 43200}, {"nzdt", 46800},
    {"afghanistan", 16200}, {"alaskan", -32400}, {"arab", 10800}, {"arabian", 14400}, {"arabic", 10800},
    {"atlantic", -14400}, {"aus central", 34200}, {"aus eastern", 36000}, {"azores", -3600},
    {"canada central", -21600}, {"cape verde", -3600}, {"caucasus", 14400}, {"cen. australia", 34200},
    {"central america", -21600}, {"central asia", 21600}, {"central europe", 3600}, {"central european", 3600},
    {"central pacific", 39600}, {"central", -21600}, {"china", 28800}, {"dateline", -43200},
    {"e. africa", 10800}, {"e. australia", 36000}, {"e. europe", 7200}, {"e. south america", -10800},
    {"eastern", -18000}, {"egypt", 7200}, {"ekaterinburg", 18000}, {"fiji", 43200}, {"fle", 7200},
    {"greenland", -10800}, {"greenwich", 0}, {"gtb", 7200}, {"hawaiian", -36000}, {"india", 19800},
    {"iran", 12600}, {"jerusalem", 7200}, {"korea", 32400}, {"mexico", -21600}, {"mid-atlantic", -7200},
    {"mountain", -25200}, {"myanmar", 23400}, {"n. central asia", 21600}, {"nepal", 20700},
    {"new zealand", 43200}, {"newfoundland", -12600}, {"north asia east", 28800}, {"north asia", 25200},
    {"pacific sa", -14400}, {"pacific", -28800}, {"romance", 3600}, {"russian", 10800}, {"sa eastern", -10800},
    {"sa pacific", -18000}, {"sa western", -14400}, {"samoa", -39600}, {"se asia", 25200},
    {"malay peninsula", 28800}, {"south africa", 7200}, {"sri lanka", 21600}, {"taipei", 28800},
    {"tasmania", 36000}, {"tokyo", 32400}, {"tonga", 46800}, {"us eastern", -18000}, {"us mountain", -25200},
    {"vladivostok", 36000}, {"w. australia", 28800}, {"w. central africa", 3600}, {"w. europe", 3600},
    {"west asia", 18000}, {"west pacific", 36000}, {"yakutsk", 32400}, {"acdt", 37800}, {"acst", 34200},
    {"act", -18000}, {"acwst", 31500}, {"aedt", 39600}, {"aest", 36000}, {"aft", 16200}, {"almt", 21600},
    {"anast", 43200}, {"anat", 43200}, {"aoe", -43200}, {"aqtt", 18000}, {"awdt", 32400}, {"awst", 28800},
    {"azost", 0}, {"azot", -3600}, {"azst", 18000}, {"azt", 14400}, {"bnt", 28800}, {"bot", -14400},
    {"btt", 21600}, {"cast", 28800}, {"chadt", 49500}, {"chast", 45900}, {"chost", 32400}, {"chot", 28800},
    {"chst", 36000}, {"chut", 36000}, {"cidst", -14400}, {"cist", -18000}, {"ckt", -36000}, {"cot", -18000},
    {"cvt", -3600}, {"cxt", 25200}, {"davt", 25200}, {"ddut", 36000}, {"easst", -18000}, {"ect", -18000},
    {"egst", 0}, {"egt", -3600}, {"fet", 10800}, {"fjst", 46800}, {"fjt", 43200}, {"fkst", -10800},
    {"fkt", -14400}, {"fnt", -7200}, {"galt", -21600}, {"gamt", -32400}, {"get", 14400}, {"gft", -10800},
    {"gilt", 43200}, {"gyt", -14400}, {"hkt", 28800}, {"hovst", 28800}, {"hovt", 25200}, {"ict", 25200},
    {"idt", 10800}, {"iot", 21600}, {"irdt", 16200}, {"irkst", 32400}, {"irkt", 28800}, {"irst", 12600},
    {"kgt", 21600}, {"kost", 39600}, {"krast", 28800}, {"krat", 25200}, {"kuyt", 14400}, {"lhdt", 39600},
    {"lhst", 37800}, {"lint", 50400}, {"magst", 43200}, {"magt", 39600}, {"mart", -30600}, {"mawt", 18000},
    {"mht", 43200}, {"mmt", 23400}, {"mut", 14400}, {"mvt", 18000}, {"myt", 28800}, {"nct", 39600},
    {"nfdt", 43200}, {"nft", 39600}, {"novst", 25200}, {"novt", 25200}, {"npt", 20700}, {"nrt", 43200},
    {"nut", -39600}, {"omsst", 25200}, {"omst", 21600}, {"orat", 18000}, {"pet", -18000}, {"petst", 43200},
    {"pett", 43200}, {"pgt", 36000}, {"phot", 46800}, {"pht", 28800}, {"pkt", 18000}, {"pmdt", -7200},
    {"pmst", -10800}, {"pont", 39600}, {"pwt", 32400}, {"pyst", -10800}, {"qyzt", 21600}, {"ret", 14400},
    {"rott", -10800}, {"sakt", 39600}, {"samt", 14400}, {"sbt", 39600}, {"sct", 14400}, {"sret", 39600},
    {"srt", -10800}, {"syot", 10800}, {"taht", -36000}, {"tft", 18000}, {"tjt", 18000}, {"tkt", 46800},
    {"tlt", 32400}, {"tmt", 18000}, {"tost", 50400}, {"tot", 46800}, {"trt", 10800}, {"tvt", 43200},
    {"ulast", 32400}, {"ulat", 28800}, {"uyst", -7200}, {"uyt", -10800}, {"uzt", 18000}, {"vet", -14400},
    {"vlast", 39600}, {"vlat", 36000}, {"vost", 21600}, {"vut", 39600}, {"wakt", 43200}, {"warst", -10800},
    {"wft", 43200}, {"wgst", -7200}, {"wgt", -10800}, {"wib", 25200}, {"wit", 32400}, {"wita", 28800},
    {"wt", 0}, {"yakst", 36000}, {"yakt", 32400}, {"yapt", 36000}, {"yekst", 21600}, {"yekt", 18000},
};
// clang-format on
// date_parse.c str_end_with_word: the length of " word" (with the spaces before it) ending s[0, l).
std::size_t end_with_word(std::string_view s, std::size_t l, std::string_view w) {
    std::size_t n = w.size();
    if (l <= n || !std::isspace(static_cast<unsigned char>(s[l - n - 1]))) return 0;
    if (!starts_with_icase(s, l - n, w)) return 0;
    do
        ++n;
    while (l > n && std::isspace(static_cast<unsigned char>(s[l - n - 1])));
    return n;
}

// strtoul on decimal digits: the value and where the digits stop.
unsigned long long leading_number(std::string_view s, std::size_t& i) {
    unsigned long long v = 0;
    while (i < s.size() && is_digit(s[i])) {
        v = v * 10 + static_cast<unsigned long long>(s[i] - '0');
        if (v > (1ULL << 40)) v = 1ULL << 40;
        ++i;
    }
    return v;
}

} // namespace

std::optional<Nanos> ruby_zone_to_diff(std::string_view zone) {
    std::string_view s = zone;
    std::size_t l = s.size();
    bool dst = false;
    if (std::size_t w = end_with_word(s, l, "time"); w > 0) {
        std::size_t wtime = w;
        l -= w;
        if ((w = end_with_word(s, l, "standard")) > 0) {
            l -= w;
        } else if ((w = end_with_word(s, l, "daylight")) > 0) {
            l -= w;
            dst = true;
        } else {
            l += wtime;
        }
    } else if ((w = end_with_word(s, l, "dst")) > 0) {
        l -= w;
        dst = true;
    }
    // runs of spaces count as one
    std::string shrunk;
    bool space = false;
    for (std::size_t i = 0; i < l; ++i) {
        if (std::isspace(static_cast<unsigned char>(s[i]))) {
            space = true;
            continue;
        }
        if (space) shrunk += ' '; // a leading run too, as shrink_space does
        space = false;
        shrunk += s[i];
    }
    constexpr std::size_t kMaxWordLength = 17;
    if (!shrunk.empty() && shrunk.size() < l && shrunk.size() <= kMaxWordLength) {
        s = shrunk;
        l = shrunk.size();
    }
    s = s.substr(0, l);
    if (l > 0 && l <= kMaxWordLength) {
        for (const Zone& z : kZones) {
            if (std::strlen(z.name) == l && starts_with_icase(s, 0, z.name))
                return static_cast<Nanos>(z.offset + (dst ? 3600 : 0)) * kNsecsPerSec;
        }
    }
    if (l > 3 && (starts_with_icase(s, 0, "gmt") || starts_with_icase(s, 0, "utc"))) {
        s = s.substr(3);
        l -= 3;
    }
    if (s.empty() || (s[0] != '+' && s[0] != '-')) return std::nullopt;
    bool negative = s[0] == '-';
    s = s.substr(1);
    --l;
    std::size_t p = 0;
    Nanos hour = leading_number(s, p);
    Nanos min = 0;
    Nanos sec = 0;
    if (at(s, p) == ':') {
        ++p;
        min = leading_number(s, p);
        if (at(s, p) == ':') {
            ++p;
            sec = leading_number(s, p);
        }
    } else if (at(s, p) == ',' || at(s, p) == '.') {
        // fractional hours: Rational(fraction * 3600, 10**digits)
        std::size_t e = ++p;
        Nanos frac = static_cast<Nanos>(leading_number(s, e)) * 3600 * kNsecsPerSec;
        for (std::size_t k = p; k < e; ++k)
            frac /= 10;
        Nanos off = hour * 3600 * kNsecsPerSec + frac;
        return negative ? -off : off;
    } else if (l > 2) {
        // "+HHMM[SS]": an odd count of digits gives the hours one digit
        auto two = [&](std::size_t from, std::size_t width) {
            Nanos v = 0;
            for (std::size_t k = from; k < from + width && k < s.size() && is_digit(s[k]); ++k)
                v = v * 10 + (s[k] - '0');
            return v;
        };
        std::size_t odd = l % 2;
        hour = two(0, 2 - odd);
        if (l >= 3) min = two(2 - odd, 2);
        if (l >= 5) sec = two(4 - odd, 2);
    }
    Nanos off = (sec + min * 60 + hour * 3600) * kNsecsPerSec;
    return negative ? -off : off;
}

} // namespace pp::runtime
