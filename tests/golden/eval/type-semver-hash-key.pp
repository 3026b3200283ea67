$h = {SemVer('1.0.0') => 'one', SemVer('1.0.0+b') => 'one with build', SemVerRange('1.x') => 'range'}
notice($h[SemVer('1.0.0')])
notice($h[SemVer('1.0.0+b')])
notice($h[SemVerRange('>=1.0.0 <2.0.0')])
notice(unique([SemVer('1.0.0'), SemVer('1.0.0'), SemVer('1.0.0+b')]))
notice(SemVer('1.0.0') == SemVer('1.0.0+b'))
notice(SemVer('1.0.0') <= SemVer('1.0.0+b'))
