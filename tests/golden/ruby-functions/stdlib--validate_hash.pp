# as ssh::init calls it
validate_hash({})
validate_hash({ 'PermitRootLogin' => 'no' }, { 'ForwardAgent' => 'yes' })
notice('valid')
