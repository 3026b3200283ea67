class pp_parent { notice('parent') }
class pp_child inherits pp_parent { notice('child') }
include pp_child
