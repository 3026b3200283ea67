notice(SemVerRange('>=1.0.0 <2.0.0'))
notice(SemVerRange('~1.2'))
notice(SemVerRange('1.x'))
notice(SemVer('1.2.5') in SemVerRange('~1.2'))
