notify { default: message => 'dflt', withpath => true; 'a': ; 'b': message => 'own' }
