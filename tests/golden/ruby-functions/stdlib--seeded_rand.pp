notice(seeded_rand(20, 'seed'))
notice(seeded_rand(1000, 'another seed'))
notice(seeded_rand(20, 'seed') == seeded_rand(20, 'seed'))
