notice('42'.convert_to(Integer) |$v| { $v * 2 })
