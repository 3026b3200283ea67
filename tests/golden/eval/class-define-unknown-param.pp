define pp_def_p() {}
pp_def_p { 'x': bogus => 1 }
