notice(seeded_rand(0, 'seed'))
