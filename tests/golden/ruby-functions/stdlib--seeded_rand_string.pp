# the examples of its doc string: deterministic for a given seed
notice(seeded_rand_string(8, 'redis::redis_password'))
notice(seeded_rand_string(5, '', 'abcdef'))
notice(seeded_rand_string(12, 'seed') == seeded_rand_string(12, 'seed'))
