notice(round('2.5'))
