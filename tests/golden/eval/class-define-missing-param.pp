define pp_def_req(String $req) {}
pp_def_req { 'x': }
