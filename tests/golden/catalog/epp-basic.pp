notify { 'basic': message => epp('eppt/basic.epp', { 'name' => 'world' }) }
notify { 'basic3': message => epp('eppt/basic', { 'name' => 'you', 'count' => 3, 'extra' => 'X' }) }
notify { 'nested': message => epp('eppt/sub/nested.epp', { 'items' => { 'a' => 1, 'b' => [2, 3] } }) }
