notice(SemVer('1.2.3') =~ SemVerRange('>=1.0.0'))
notice(SemVer('0.9.0') =~ SemVerRange('>=1.0.0'))
