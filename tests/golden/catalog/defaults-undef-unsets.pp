Notify { message => 'dflt' }
notify { 'a': message => undef }
notify { 'b': }
