notice(num2bool('abc'))
