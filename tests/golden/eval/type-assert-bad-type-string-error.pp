notice(assert_type('Nosuch[', 5))
