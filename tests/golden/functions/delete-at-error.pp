notice(delete_at([1, 2], 5))
