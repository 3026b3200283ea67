$p = 22
notify { "port ok: ${p =~ Ppmod::Port}": }
