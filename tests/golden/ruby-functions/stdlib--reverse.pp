notice(reverse('abc'))
notice(reverse([1, 2, 3]))
