node default { include pp_n }
class pp_n { notify { 'n': } }
