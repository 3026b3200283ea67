case '1.2.3' { SemVer('1.2.3'): { notice('string matches version') } default: { notice('no') } }
case SemVer('1.2.3') { '1.2.3': { notice('version matches string') } default: { notice('version does not match string') } }
case '1.4.0' { SemVerRange('~1.2'), SemVerRange('~1.4'): { notice('string in range') } default: { notice('no') } }
notice(SemVer('2.0.0') ? { SemVer['1.x'] => 'one', SemVer['2.x'] => 'two' })
