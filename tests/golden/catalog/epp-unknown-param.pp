notice(epp('eppt/typed.epp', { 'port' => 1, 'other' => 2 }))
