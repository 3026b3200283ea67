notice(Timespan(10) % 3.0)
