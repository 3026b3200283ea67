notice(Init[Integer]('12'))
notice(Init[Integer])
