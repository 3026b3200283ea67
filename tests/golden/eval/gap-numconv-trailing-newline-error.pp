notice("-2\n" + 1)
