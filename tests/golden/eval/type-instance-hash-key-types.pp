notice({1 => 'a'} =~ Hash[Integer, String])
notice({[1] => 'a'} =~ Hash[Array, String])
