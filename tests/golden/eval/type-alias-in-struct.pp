type Pp_cfg = Struct[{host => String, port => Integer}]
notice({host => 'h', port => 1} =~ Pp_cfg)
notice(Pp_cfg)
