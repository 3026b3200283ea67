#include "apply/schedule.hpp"

#include <algorithm>
#include <cctype>
#include <ctime>
#include <set>
#include <string>
#include <vector>

namespace pp::apply {

namespace {

using runtime::Value;

std::vector<std::string> strings(const Value* v) {
    std::vector<std::string> out;
    if (v == nullptr) return out;
    auto one = [&](const Value& x) {
        if (x.is_string())
            out.push_back(x.as_string());
        else if (x.is_integer())
            out.push_back(std::to_string(x.as_integer()));
    };
    if (v->is_array())
        for (const Value& x : v->as_array())
            one(x);
    else
        one(*v);
    return out;
}

std::tm local(std::int64_t t) {
    std::time_t tt = static_cast<std::time_t>(t);
    std::tm tm{};
    localtime_r(&tt, &tm);
    return tm;
}

// the time of day `hms` on the day of `day` (local), as epoch seconds
std::int64_t at(const std::tm& day, int days_offset, const std::vector<int>& hms) {
    std::tm t = day;
    t.tm_mday += days_offset;
    t.tm_hour = hms[0];
    t.tm_min = hms[1];
    t.tm_sec = hms[2];
    t.tm_isdst = -1;
    return static_cast<std::int64_t>(std::mktime(&t));
}

std::vector<int> parse_hms(const std::string& s) {
    std::vector<int> out;
    std::size_t start = 0;
    while (start <= s.size() && out.size() < 3) {
        std::size_t colon = s.find(':', start);
        std::string part = s.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
        out.push_back(std::atoi(part.c_str()));
        if (colon == std::string::npos) break;
        start = colon + 1;
    }
    while (out.size() < 3)
        out.push_back(0);
    return out;
}

std::set<int> weekdays(const Value* v) {
    static const char* names[] = {"sun", "mon", "tue", "wed", "thu", "fri", "sat"};
    std::set<int> out;
    for (std::string s : strings(v)) {
        if (s.size() == 1 && s[0] >= '0' && s[0] <= '6') {
            out.insert(s[0] - '0');
            continue;
        }
        std::string prefix = s.substr(0, 3);
        for (char& c : prefix)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        for (int i = 0; i < 7; ++i)
            if (prefix == names[i]) out.insert(i);
    }
    return out;
}

bool range_matches(const runtime::CatalogResource& s, std::int64_t now) {
    const Value* wd = s.param("weekday");
    std::set<int> days = weekdays(wd);
    auto day_ok = [&](int wday) { return wd == nullptr || days.contains(wday); };
    const std::tm today = local(now);
    for (const std::string& range : strings(s.param("range"))) {
        auto dash = range.find('-');
        if (dash == std::string::npos) continue;
        auto trim = [](std::string x) {
            x.erase(0, x.find_first_not_of(" \t"));
            x.erase(x.find_last_not_of(" \t") + 1);
            return x;
        };
        std::vector<int> from = parse_hms(trim(range.substr(0, dash)));
        std::vector<int> to = parse_hms(trim(range.substr(dash + 1)));
        std::int64_t start = at(today, 0, from);
        std::int64_t end = at(today, 0, to);
        if (start < end) {
            if (now >= start && now <= end && day_ok(today.tm_wday)) return true;
        } else if (now >= start && now <= at(today, 1, to)) {
            if (day_ok(today.tm_wday)) return true;
        } else if (now >= at(today, -1, from) && now <= end) {
            if (day_ok((today.tm_wday + 6) % 7)) return true;
        }
    }
    return false;
}

bool period_matches(const runtime::CatalogResource& s, std::int64_t previous, std::int64_t now) {
    std::string period = s.param("period")->is_string() ? s.param("period")->as_string() : std::string();
    if (period == "never") return false;
    std::string periodmatch = "distance";
    if (const Value* pm = s.param("periodmatch"); pm != nullptr && pm->is_string())
        periodmatch = pm->as_string();
    if (periodmatch == "number") {
        std::tm p = local(previous);
        std::tm n = local(now);
        if (period == "hourly") return n.tm_hour != p.tm_hour;
        if (period == "daily") return n.tm_mday != p.tm_mday;
        if (period == "monthly") return n.tm_mon != p.tm_mon;
        if (period == "weekly") return p.tm_wday > n.tm_wday || (now - previous) > 24 * 3600 * 7;
        return true;
    }
    std::int64_t scale = period == "hourly"   ? 3600
                         : period == "daily"  ? 86400
                         : period == "weekly" ? 604800
                                              : 2592000;
    std::int64_t repeat = 1;
    if (const Value* r = s.param("repeat")) {
        if (r->is_integer())
            repeat = r->as_integer();
        else if (r->is_string())
            repeat = std::max<std::int64_t>(1, std::atoll(r->as_string().c_str()));
    }
    return (now - previous) >= scale / std::max<std::int64_t>(1, repeat);
}

} // namespace

bool schedule_matches(const runtime::CatalogResource& schedule, std::int64_t previous, std::int64_t now) {
    if (schedule.param("range") != nullptr && !range_matches(schedule, now)) return false;
    if (schedule.param("period") != nullptr && !period_matches(schedule, previous, now)) return false;
    if (const Value* wd = schedule.param("weekday"); wd != nullptr && schedule.param("range") == nullptr) {
        if (!weekdays(wd).contains(local(now).tm_wday)) return false;
    }
    return true;
}

} // namespace pp::apply
