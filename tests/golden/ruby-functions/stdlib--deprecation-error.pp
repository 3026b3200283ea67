# flags: --strict=error
deprecation('mykey', 'this is deprecated')
