define pp_d() { notify { "d ${title}": } }
pp_d { 'x': }
Notify { message => 'set after the define was declared' }
