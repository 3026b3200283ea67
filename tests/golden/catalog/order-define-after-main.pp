define pp_d() { notify { "define ${title}": } }
pp_d { 'first': }
notify { 'declared after the define instance': }
