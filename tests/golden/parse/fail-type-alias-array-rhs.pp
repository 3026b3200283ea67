type My::Pair = [Integer, String]
