notice(delete(["a", "b", "a"], "a"), delete({"a" => 1, "b" => 2}, ["a"]), delete("banana", "an"), delete([1, 2], 1.0))
