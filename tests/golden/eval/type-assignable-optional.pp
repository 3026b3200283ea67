notice(Undef < Optional[Integer])
notice(Integer < Optional[Integer])
notice(Optional[Integer] < Integer)
