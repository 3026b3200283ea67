class gap_base2 { notify { 'x': tag => ['a'] } }
class gap_sub2 inherits gap_base2 { Notify['x'] { tag +> ['b'] } }
include gap_sub2
notice(Notify[x][tag])
