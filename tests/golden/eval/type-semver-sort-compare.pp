notice(sort([SemVer('1.10.0'), SemVer('1.2.0'), SemVer('1.2.0-rc.1'), SemVer('1.2.0-rc.11'), SemVer('1.2.0-rc.2')]))
notice(compare(SemVer('1.2.3'), SemVer('1.2.4')))
notice(compare(SemVer('2.0.0'), SemVer('2.0.0-rc.1')))
notice(compare(SemVer('1.0.0+a'), SemVer('1.0.0+b')))
