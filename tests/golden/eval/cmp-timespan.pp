notice(Timespan(10) < Timespan(20))
notice(Timespan(10) == Timespan(10))
notice(Timespan(10) > 5)
