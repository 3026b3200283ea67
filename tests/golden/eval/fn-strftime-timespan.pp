notice(strftime(Timespan(93784), '%D days %H:%M:%S'))
notice(strftime(Timespan(3.5), '%S.%L'))
