notice(Timespan(10) < Timestamp(10))
