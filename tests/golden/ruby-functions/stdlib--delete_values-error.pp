notice(delete_values(['A', 'B'], 'B'))
