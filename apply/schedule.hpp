#pragma once
// Puppet's schedule type (type/schedule.rb): whether a resource with `schedule => NAME` may be applied now,
// given when it was last checked. range, period with periodmatch and repeat, weekday.

#include "runtime/catalog.hpp"

#include <cstdint>

namespace pp::apply {

/// Schedule#match?: every attribute the schedule sets must match. `previous` is the resource's last checked
/// time (0 when never), both in seconds since the epoch; the wall clock is local time, as Puppet's.
bool schedule_matches(const runtime::CatalogResource& schedule, std::int64_t previous, std::int64_t now);

} // namespace pp::apply
