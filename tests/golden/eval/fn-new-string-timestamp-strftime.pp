notice(Timestamp('2021-03-04T05:06:07Z').strftime('%Y/%m/%d'))
