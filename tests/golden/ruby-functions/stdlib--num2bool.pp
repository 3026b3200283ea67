notice(num2bool(1))
notice(num2bool('0'))
notice(num2bool(-1))
notice(num2bool('2.5'))
