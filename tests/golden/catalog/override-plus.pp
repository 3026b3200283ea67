class pp_base { notify { 'a': require => Notify['b'] }
 notify { 'b': }
 notify { 'c': } }
class pp_sub inherits pp_base { Notify['a'] { require +> Notify['c'] } }
include pp_sub
