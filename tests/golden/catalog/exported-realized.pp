# without storeconfigs an exported resource is a virtual one: a collector or realize() brings it into the
# catalog (exported: true), the others are left out, and their relationships are not checked
@@notify { 'x': message => 'exported' }
@@notify { 'y': }
@@notify { 'unrealized': require => Notify['nowhere'] }
Notify <| title == 'x' |>
realize(Notify['y'])
notify { 'z': require => Notify['x'] }
