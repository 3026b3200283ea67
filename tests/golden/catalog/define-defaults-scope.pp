define pp_d() { notify { "d ${title}": } }
Notify { message => 'from main' }
pp_d { 'x': }
