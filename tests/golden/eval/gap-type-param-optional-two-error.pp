notice(Optional[1, 2])
