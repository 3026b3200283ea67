notice(!!1)
notice(!!undef)
