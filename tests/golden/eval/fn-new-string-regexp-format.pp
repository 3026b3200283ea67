notice(String(/a\/b/, '%p'))
notice(String(/a\/b/, '%s'))
