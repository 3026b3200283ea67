class b { notify { 'in-b': } }
class a { notify { 'in-a': } }
include b, a
Class['a'] -> Class['b']
