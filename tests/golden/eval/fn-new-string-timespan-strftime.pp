notice(Timespan(3725).strftime('%H:%M:%S'))
notice(Timespan(3725).strftime('%M minutes'))
