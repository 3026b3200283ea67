validate_x509_rsa_key_pair('not a certificate', 'not a key')
