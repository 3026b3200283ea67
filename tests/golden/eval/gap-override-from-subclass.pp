class gap_base { notify { 'x': message => a } }
class gap_sub inherits gap_base { Notify['x'] { message => b } }
include gap_sub
notice(Notify[x][message])
