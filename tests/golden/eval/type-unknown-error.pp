notice(1 =~ Pp_nosuch_type)
