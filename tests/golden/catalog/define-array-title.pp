define pp_d() { notify { "d ${title}": } }
pp_d { ['a', 'b']: }
