notice(true ? { true => yes, false => no })
