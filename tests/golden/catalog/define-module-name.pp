define pp_d() { notify { "mod=${module_name}": } }
pp_d { 'x': }
