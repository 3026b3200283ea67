notice('before')
class pp_order { notice('class body') }
include pp_order
notice('after')
