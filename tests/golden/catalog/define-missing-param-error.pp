define pp_d(String $req) {}
pp_d { 'x': }
