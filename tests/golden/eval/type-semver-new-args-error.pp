notice(SemVer(1, 2, 3, 'rc..1'))
