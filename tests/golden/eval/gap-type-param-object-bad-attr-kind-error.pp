# an attribute given as a hash is checked against Puppet's attribute initializer type
type Gap_bad4 = Object[{attributes => {a => {type => Integer, kind => bogus}}}]
notice(Gap_bad4)
