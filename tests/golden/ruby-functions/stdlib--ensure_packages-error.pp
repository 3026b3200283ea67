ensure_packages([''])
