notice(1.pp_nosuch_method)
