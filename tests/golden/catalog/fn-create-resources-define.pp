define pp_d($m) { notify { "${title} ${m}": } }
create_resources('pp_d', { 'x' => { 'm' => 'one' } })
