each([1, 2]) |$v| { notice($v) }
