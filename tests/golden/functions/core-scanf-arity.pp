notice(scanf('42'))
