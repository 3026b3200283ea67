function pp_enum(Enum['start', 'stop'] $e) { $e }
notice(pp_enum('start'))
notice(pp_enum('pause'))
