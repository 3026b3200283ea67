# as ipaclient calls it
notice(!str2bool('false'))
notice(str2bool('yes'))
notice(str2bool('Y'))
notice(str2bool(''))
notice(str2bool(true))
notice(str2bool('undef'))
