notice(SemVer('1.0.0-alpha') < SemVer('1.0.0-beta'))
notice(SemVer('1.0.0-2') < SemVer('1.0.0-10'))
notice(SemVer('1.0.0+b1') == SemVer('1.0.0+b2'))
