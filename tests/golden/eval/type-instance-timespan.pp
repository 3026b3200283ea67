notice(Timespan(1) =~ Timespan)
notice(1 =~ Timespan)
