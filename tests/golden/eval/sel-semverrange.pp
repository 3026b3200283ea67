notice(SemVer('1.5.0') ? { SemVerRange('>=2.0.0') => new, SemVerRange('>=1.0.0') => mid, default => old })
