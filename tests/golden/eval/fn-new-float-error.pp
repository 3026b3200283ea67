notice(Float('x'))
