type Pptype = Integer
type Pptype = String
notice(1 =~ Pptype)
