case SemVer('2.1.0') {
  SemVerRange('<2.0.0'): { notice('old') }
  SemVerRange('>=2.0.0'): { notice('new') }
}
