notice(Any > Integer)
notice(Any > Any)
notice(Any >= Any)
notice(Integer > Any)
