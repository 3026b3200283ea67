type Pp_num = Integer
notice(Pp_num('42'))
