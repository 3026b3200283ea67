// Puppet's TimeData and Timestamp (PUP:lib/puppet/pops/time/timestamp.rb), the time values and their types
// (p_timespan_type.rb, p_timestamp_type.rb). Timespan's format language is timespan.cpp; Ruby's
// Time#strftime and DateTime._strptime, which Timestamp uses, are ruby_strftime.cpp and ruby_strptime.cpp.

#include "runtime/time.hpp"

#include "runtime/ruby_text.hpp"
#include "runtime/ruby_time.hpp"

#include <fmt/format.h>

#include <cmath>
#include <ctime>
#include <memory>

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

// ---- Timestamp -------------------------------------------------------------------------------------------

namespace {

std::string join(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v) {
        if (!out.empty()) out += ", ";
        out += s;
    }
    return out;
}

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
    std::string n = d.is_float() ? runtime::ruby_float_to_s(d.float_nsecs()) : nanos_to_string(d.nsecs());
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
