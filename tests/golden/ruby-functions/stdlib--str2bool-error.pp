notice(str2bool('maybe'))
