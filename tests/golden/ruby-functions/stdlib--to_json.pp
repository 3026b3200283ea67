notice(to_json({ 'a' => [1, 2.5, true, undef], 'b' => 'x"y' }))
notice(to_json('string'))
notice(to_json([]))
