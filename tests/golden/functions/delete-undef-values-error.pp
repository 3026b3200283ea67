notice(delete_undef_values("x"))
