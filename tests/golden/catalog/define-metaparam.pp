define pp_d() { notify { "in ${title}": } }
notify { 'before': }
pp_d { 'x': require => Notify['before'] }
