notice("[${'abc'[5]}]")
notice('abc'[5] == undef)
