notice(delete_at([1, 2, 3], 1), delete_at(["a", "b"], "0"))
