define pp_d() {}
pp_d { 'x': nope => 1 }
