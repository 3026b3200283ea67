notice(Float('10', 8))
