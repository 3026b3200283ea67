notice(Pp_Unknown_Type)
