alert('alert msg')
crit('crit msg')
emerg('emerg msg')
