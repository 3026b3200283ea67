notice(SemVerRange('^x'))
