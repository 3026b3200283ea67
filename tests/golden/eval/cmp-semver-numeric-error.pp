notice(1 < SemVer('1.2.3'))
