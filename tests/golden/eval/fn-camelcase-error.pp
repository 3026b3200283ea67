notice(camelcase(undef))
