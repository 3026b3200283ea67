$t = 'notify'
Resource[$t] { 'dyn': message => 'dynamic' }
