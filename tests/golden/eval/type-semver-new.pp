notice(SemVer('1.2.3'))
notice(SemVer('1.2.3-rc.1+build.5'))
notice(SemVer(1, 2, 3))
notice(SemVer({major => 2, minor => 0, patch => 1}))
