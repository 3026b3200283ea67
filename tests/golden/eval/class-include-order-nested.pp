class pp_first { notice('first'); include pp_second; notice('first again') }
class pp_second { notice('second') }
include pp_first
