#pragma once
// The parts of Ruby's time library that Puppet's Timestamp hands its work to: Time#strftime (Ruby 3.1
// strftime.c), DateTime._strptime (date 3.2 date_strptime.c) and the zone names and offsets it knows
// (date_parse.c date_zone_to_diff, zonetab.list). The proleptic Gregorian calendar throughout, as Ruby's
// Time, with years of any sign and size.

#include "runtime/time.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pp::runtime {

/// A Time broken down as Ruby's `struct vtm` holds it, for Time#strftime.
struct RubyTimeFields {
    Nanos epoch_nsecs = 0; ///< the instant, for %s and the fraction of %N
    std::int64_t year = 1970;
    int mon = 1;  ///< 1-12
    int mday = 1; ///< 1-31
    int hour = 0;
    int min = 0;
    int sec = 0;
    int wday = 4;                ///< 0 = Sunday
    int yday = 1;                ///< 1-366
    std::int64_t utc_offset = 0; ///< seconds east of UTC
    bool gmt = true;             ///< a UTC Time (`%Z` is "UTC"); false for a fixed offset (no zone name)
};

/// `epoch_nsecs` seen at `utc_offset` seconds east of UTC (`gmt` for Time#utc).
RubyTimeFields ruby_time_fields(Nanos epoch_nsecs, std::int64_t utc_offset, bool gmt);

/// Ruby's Time#strftime. Throws TimeError "invalid format: ..." where Ruby raises (a trailing `%`).
std::string ruby_strftime(std::string_view format, const RubyTimeFields& t);

/// What DateTime._strptime(str, format) returns, as far as Puppet reads it.
struct RubyStrptime {
    std::optional<Nanos> year;
    std::optional<Nanos> mon;
    std::optional<Nanos> mday;
    std::optional<Nanos> hour;
    std::optional<Nanos> min;
    std::optional<Nanos> sec;
    std::optional<Nanos> sec_fraction_nsecs; ///< `:sec_fraction` in nanoseconds (floored)
    std::optional<std::string> zone;
    std::optional<Nanos> offset_nsecs; ///< `:offset` when the zone is known
    bool leftover = false;             ///< text after what the format consumed
};

/// DateTime._strptime: nullopt where Ruby returns nil (the text does not fit the format).
std::optional<RubyStrptime> ruby_strptime(std::string_view text, std::string_view format);

/// date_zone_to_diff: the offset of a zone name (`EST`, `Central Europe Standard Time`, `+05:30`,
/// `utc+3`) in nanoseconds, or nullopt when Ruby does not know it.
std::optional<Nanos> ruby_zone_to_diff(std::string_view zone);

/// Days since 1970-01-01 of a proleptic Gregorian date (month and day may overflow, as Ruby's timegm
/// lets them: February 30 is March 1).
Nanos days_from_civil(Nanos year, Nanos mon, Nanos mday);

} // namespace pp::runtime
