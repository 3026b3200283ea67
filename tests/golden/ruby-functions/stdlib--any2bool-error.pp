# a string that str2bool does not know
notice(any2bool('<SERVICE DEFAULT>'))
