# Catalog order among unrelated resources; dependencies pull a later resource ahead (applier.md §1.3).
notify { 'z': }
notify { 'm': before => Notify['z'] }
notify { 'a': }
notify { 'b': require => Notify['y'] }
notify { 'y': }
define wrap() { notify { "in-${title}": } }
wrap { 'w': }
notify { 'plain': }
