notice(epp('eppt/typed.epp', { 'port' => 'eighty' }))
