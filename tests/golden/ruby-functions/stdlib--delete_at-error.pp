notice(delete_at(['a', 'b', 'c'], 3))
