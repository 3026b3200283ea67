require a
contain b
realize(File['x'])
realize File['y']
tag 'a', 'b'
debug 'd'
info 'i'
warning 'w'
err 'e'
fail 'f'
