each([1, 2])
