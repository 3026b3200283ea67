pp_nosuch_type { 'x': }
