notice(['é', '日本'])
