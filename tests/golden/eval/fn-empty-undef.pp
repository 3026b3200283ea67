notice(empty(undef))
