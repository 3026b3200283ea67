notice(zip([1, 2], ["a", "b"]), zip([1, 2], [3], true))
notice(union([1, 2], [2, 3], [3, 4]), intersection([1, 2, 3], [2, 3, 4]), difference([1, 2, 3], [2]))
