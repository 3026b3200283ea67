notice(compare(SemVer('1.0.0'), SemVer('2.0.0')))
notice(compare(Timespan(2), Timespan(1)))
