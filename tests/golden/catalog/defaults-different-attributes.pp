Notify { message => 'a' }
Notify { withpath => false }
class c { Notify { message => 'in c' } notify { 'cx': } }
include c
notify { 'x': }
