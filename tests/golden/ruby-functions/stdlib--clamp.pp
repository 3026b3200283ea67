# the examples of its doc string
notice(clamp('24', [575, 187]))
notice(clamp(16, 88, 661))
notice(clamp([4, 3, '99']))
