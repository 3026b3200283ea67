notice(0xff + 1)
notice(010 * 2)
