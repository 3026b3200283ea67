notice(compare(Timestamp(1), Timespan(2)))
