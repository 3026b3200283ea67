define d { notify { "in-${title}": } }
d { 'x': }
notify { 'plain': }
