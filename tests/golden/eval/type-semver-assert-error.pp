notice(assert_type(SemVer['>=1.0.0'], SemVer('0.1.0')))
