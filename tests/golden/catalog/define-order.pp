define pp_d() { notify { "define ${title}": } }
pp_d { 'a': }
notify { 'main after': }
