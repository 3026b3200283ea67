class pp_a { notify { 'a': } }
class pp_b { notify { 'b': } }
include ['pp_a', 'pp_b']
