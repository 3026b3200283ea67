notice(split('a,b,', ','))
notice(split(',a', ','))
notice(split('', ','))
notice(split('a  b', ' '))
