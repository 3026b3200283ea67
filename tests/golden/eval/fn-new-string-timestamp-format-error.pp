notice(String(Timestamp('2021-03-04T05:06:07Z'), '%Y/%m/%d'))
