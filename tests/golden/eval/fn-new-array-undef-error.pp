notice(Array(undef))
