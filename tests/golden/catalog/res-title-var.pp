$t = 'computed'
notify { "title ${t}": }
