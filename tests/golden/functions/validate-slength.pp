validate_slength("abc", 3)
validate_slength(["a", "bb"], 2, 1)
validate_slength("abcd", 3)
