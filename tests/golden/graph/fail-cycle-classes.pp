class x { notify { 'in-x': } }
class y { notify { 'in-y': require => Notify['in-x'] } }
include x, y
Class['x'] -> Class['y']
Notify['in-y'] -> Class['x']
