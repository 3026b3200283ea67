function pp_ret_undef() >> Undef { undef }
notice("[${pp_ret_undef()}]")
