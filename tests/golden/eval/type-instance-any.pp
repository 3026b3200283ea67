notice(undef =~ Any)
notice(default =~ Any)
notice(Integer =~ Any)
