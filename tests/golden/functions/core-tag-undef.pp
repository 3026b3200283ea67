tag(undef)
