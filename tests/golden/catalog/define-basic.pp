define pp_d($msg = 'dflt') { notify { "${title}: ${msg}": } }
pp_d { 'one': }
pp_d { 'two': msg => 'given' }
