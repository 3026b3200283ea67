notice(range_to_mask('abc'))
