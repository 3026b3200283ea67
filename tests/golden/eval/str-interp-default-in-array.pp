notice([default, 'x'])
