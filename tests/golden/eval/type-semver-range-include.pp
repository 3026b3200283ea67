$versions = ['0.9.0', '1.0.0', '1.2.3-beta.3', '1.2.3', '1.9.9', '2.0.0-rc.1', '2.0.0']
notice($versions.filter |$v| { SemVer($v) =~ SemVerRange('1.x') })
notice($versions.filter |$v| { SemVer($v) =~ SemVerRange('~1.2.3-beta.2') })
notice($versions.filter |$v| { SemVer($v) =~ SemVerRange('*') })
notice($versions.filter |$v| { $v =~ SemVerRange('>=1.0.0') })
notice('1.2' =~ SemVerRange('1.x'))
notice(SemVer('1.5.0') !~ SemVerRange('<1.2'))
