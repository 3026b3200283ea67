notice(String(Timespan(3725), '%H:%M:%S'))
