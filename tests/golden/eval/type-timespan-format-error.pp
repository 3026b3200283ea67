notice(Timespan(1).strftime('%_-H'))
