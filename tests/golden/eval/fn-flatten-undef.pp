notice(flatten([undef, [undef]]))
