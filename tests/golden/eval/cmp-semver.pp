notice(SemVer('1.2.3') < SemVer('1.10.0'))
notice(SemVer('1.0.0-rc1') < SemVer('1.0.0'))
notice(SemVer('2.0.0') == SemVer('2.0.0'))
