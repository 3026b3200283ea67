define pp_dup() {}
pp_dup { 'a': }
pp_dup { 'a': }
