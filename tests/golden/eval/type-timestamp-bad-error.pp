notice(Timestamp('yesterday-ish'))
