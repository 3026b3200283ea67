notice(SemVer)
notice(SemVerRange)
notice(SemVer['>=1.0.0'])
