define pp_d() {}
pp_d { 'x': }
pp_d { 'x': }
