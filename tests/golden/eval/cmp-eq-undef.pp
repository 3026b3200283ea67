notice(undef == '')
notice(undef == undef)
notice(undef == false)
notice(undef != '')
