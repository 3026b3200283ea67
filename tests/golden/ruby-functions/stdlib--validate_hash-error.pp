validate_hash(['PermitRootLogin', 'no'])
