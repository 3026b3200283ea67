#pragma once
// Puppet's time values (PUP:lib/puppet/pops/time/timespan.rb, timestamp.rb) and the bounds of their types
// (p_timespan_type.rb, p_timestamp_type.rb).
//
// Both are a count of nanoseconds, as in Puppet: a Timespan a signed duration, a Timestamp the time since
// the epoch in UTC. Ruby keeps them as Integers of any size; 128 bits hold every value a manifest can
// produce short of ~10^21 years. A type bound written as a Float (`Timespan[1.5]`) is the one place
// Puppet keeps Float nanoseconds, which it prints and compares differently: TimeData records that.
//
// Parsing and formatting follow Puppet's own format language for Timespan (`%D-%H:%M:%S.%-N`) and Ruby's
// `DateTime._strptime` / `Time#strftime` for Timestamp, including Ruby's table of zone names: Puppet
// accepts timezones as `+01:00`, `-0530`, `UTC`, `CET`, `EST dst`... or `current`, never tz database names
// such as `Europe/Paris` (those are "Illegal timezone").
//
// Errors are Ruby's ArgumentError messages, thrown as TimeError; callers wrap them as Puppet does.

#include "runtime/types.hpp"
#include "runtime/value.hpp"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace pp::runtime {

/// Nanoseconds (Ruby Integer semantics on values this wide).
__extension__ typedef __int128 Nanos;
__extension__ typedef unsigned __int128 UNanos;

constexpr Nanos kNsecsPerUsec = 1000;
constexpr Nanos kNsecsPerMsec = kNsecsPerUsec * 1000;
constexpr Nanos kNsecsPerSec = kNsecsPerMsec * 1000;
constexpr Nanos kNsecsPerMin = kNsecsPerSec * 60;
constexpr Nanos kNsecsPerHour = kNsecsPerMin * 60;
constexpr Nanos kNsecsPerDay = kNsecsPerHour * 24;

/// Ruby's floored Integer division and modulo.
inline Nanos floor_div(Nanos a, Nanos b) {
    Nanos q = a / b;
    if (a % b != 0 && ((a < 0) != (b < 0))) --q;
    return q;
}
inline Nanos floor_mod(Nanos a, Nanos b) {
    return a - floor_div(a, b) * b;
}
/// Ruby's Integer#fdiv (Infinity or NaN for a zero divisor).
double nanos_fdiv(Nanos x, Nanos y);
/// Decimal digits of a Nanos.
std::string nanos_to_string(Nanos v);

/// Ruby's ArgumentError (or FloatDomainError, TypeError) raised by a time operation, with Ruby's message.
class TimeError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Puppet's TimeData: the nanoseconds of a Timespan or Timestamp.
class TimeData {
public:
    explicit TimeData(Nanos nsecs) : m_nsecs(nsecs) {}
    /// Float nanoseconds (only type bounds made from a Float have them).
    static TimeData from_float(double nsecs);

    /// The nanoseconds (Float ones floored).
    [[nodiscard]] Nanos nsecs() const { return m_nsecs; }
    [[nodiscard]] bool is_float() const { return m_is_float; }
    [[nodiscard]] double float_nsecs() const { return m_float; }

    /// Ruby `<=>` between two TimeData of the same class: -1, 0 or 1.
    [[nodiscard]] int compare(const TimeData& o) const;
    /// TimeData#<=> with an Integer: `to_int <=> i` (whole seconds, floored).
    [[nodiscard]] int compare(std::int64_t seconds) const;
    /// TimeData#<=> with a Float: `to_f <=> f`; nullopt when `f` is NaN (Ruby gives nil).
    [[nodiscard]] std::optional<int> compare(double seconds) const;

    /// `to_i`: whole seconds, floored as Ruby's Integer#/ does.
    [[nodiscard]] Nanos to_i() const;
    /// `to_f`: seconds as a Float.
    [[nodiscard]] double to_f() const;

protected:
    Nanos m_nsecs;
    double m_float = 0;
    bool m_is_float = false;
};

class Timespan : public TimeData {
public:
    using TimeData::TimeData;
    explicit Timespan(const TimeData& d) : TimeData(d) {}

    /// Timespan.from_fields: the sum of the fields, negated when `negative`.
    static Timespan from_fields(bool negative, Nanos days, Nanos hours, Nanos minutes, Nanos seconds,
                                Nanos milliseconds = 0, Nanos microseconds = 0, Nanos nanoseconds = 0);
    /// Timespan.parse with one format ("Unable to parse '...' using format '...'").
    static Timespan parse(std::string_view text, std::string_view format);
    /// Timespan.parse with a list of formats, the first that parses wins ("... using any of the formats").
    static Timespan parse(std::string_view text, const std::vector<std::string>& formats);
    /// Format::DEFAULTS: `%D-%H:%M:%S.%-N`, `%H:%M:%S.%-N`, ... `%S`.
    static const std::vector<std::string>& default_formats();

    /// Timespan#format: Puppet's Timespan format language (`%D %H %M %S %L %N`, flags `-` `_` `0`, a width).
    [[nodiscard]] std::string format(std::string_view format) const;
    /// `0-01:00:00.0`: the first default format.
    [[nodiscard]] std::string to_s() const;
};

class Timestamp : public TimeData {
public:
    using TimeData::TimeData;
    explicit Timestamp(const TimeData& d) : TimeData(d) {}

    /// Timestamp.now.
    static Timestamp now();
    /// Timestamp.parse(text, format, timezone) with one format ("Unable to parse '...' using format '...'").
    /// An empty `timezone` means none; with one, the format may not designate a zone itself.
    static Timestamp parse(std::string_view text, std::string_view format, std::string_view timezone = {});
    /// Timestamp.parse with a list of formats: the first that fits the whole text wins.
    static Timestamp parse(std::string_view text, const std::vector<std::string>& formats,
                           std::string_view timezone = {});
    /// Timestamp.parse with Puppet's default formats (those without a zone designator when `timezone` is
    /// given).
    static Timestamp parse_default(std::string_view text, std::string_view timezone = {});
    /// DEFAULT_FORMATS (with a zone designator) and DEFAULT_FORMATS_WO_TZ.
    static const std::vector<std::string>& default_formats();
    static const std::vector<std::string>& default_formats_without_tz();

    /// Timestamp#format: Ruby's Time#strftime in UTC, or at the offset of `timezone` when not empty.
    [[nodiscard]] std::string format(std::string_view format, std::string_view timezone = {}) const;
    /// `2020-01-02T03:04:05.000000000 UTC`.
    [[nodiscard]] std::string to_s() const;
};

/// Timestamp.format_time for the current time (the legacy `strftime(format, timezone)`).
std::string format_now(std::string_view format, std::string_view timezone);

/// The UTC offset of a timezone in seconds as Puppet's Timestamp.utc_offset finds it (`current`, `+01:00`,
/// `UTC`, `CET`...); TimeError "Illegal timezone '...'" otherwise.
Nanos timezone_offset(std::string_view timezone);

// ---- values ----------------------------------------------------------------------------------------------

Value timespan_value(const Timespan& t);
Value timestamp_value(const Timestamp& t);
/// Whether `v` is a Timespan or a Timestamp.
bool is_time(const Value& v);
/// The TimeData of a Timespan or Timestamp value.
const TimeData& time_data(const Value& v);
const Timespan& as_timespan(const Value& v);
const Timestamp& as_timestamp(const Value& v);
/// `to_s` of a Timespan or Timestamp value.
std::string time_to_s(const Value& v);
/// Ruby's `inspect` of the object behind a Timespan or Timestamp value. Ruby shows the object's address,
/// which no two runs share; pp shows zeros there.
std::string time_inspect(const Value& v);

/// `(seconds * NSECS_PER_SEC).to_i` for an Integer or Float (FloatDomainError "Infinity"/"NaN" as TimeError).
Nanos seconds_to_nanos(const Value& seconds);
/// Float#to_i of a number of nanoseconds (FloatDomainError "Infinity"/"NaN" as TimeError).
Nanos float_to_nanos(double nsecs);

/// Where Ruby would go on with a Bignum, pp stops: nanoseconds beyond 128 bits (some 10^21 years).
constexpr const char* kOutOfRange = "time value out of range (more than 128 bits of nanoseconds)";
Nanos checked_add(Nanos a, Nanos b);
Nanos checked_mul(Nanos a, Nanos b);

// ---- types -----------------------------------------------------------------------------------------------

/// Timespan[from, to] / Timestamp[from, to] with the type parameters as Puppet converts them
/// (PAbstractTimeDataType#convert_arg): a value of the kind, a String to parse, a Hash (`{hours => 1}`,
/// `{string => ..., format => ...}`), an Integer or Float number of seconds, or undef/default for
/// unbounded. Throws TimeError with Puppet's message ("'from' must be less or equal to 'to'...").
TypePtr time_type(TypeKind kind, const Value& from = Value(), const Value& to = Value());
/// The inferred type of a time value: `Timespan['0-00:00:01.0']`.
TypePtr infer_time_type(const Value& v);

/// Parts of the type system for the time kinds (types.cpp and types_assign.cpp call these).
bool time_type_eql(const Type& a, const Type& b);
std::size_t time_type_hash(const Type& t);
std::string time_type_to_string(const Type& t);
bool time_type_assignable(const Type& to, const Type& from);
bool time_type_instance(const Type& t, const Value& v);

} // namespace pp::runtime
