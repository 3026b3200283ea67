$x = 'a/b'
if $x =~ /a\/b/ { notice('match') }
