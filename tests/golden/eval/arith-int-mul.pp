notice(6 * 7)
notice(-6 * 7)
notice(0 * -5)
