notice(Notify['x'])
notice([File['/a'], Class['main']])
