# automatic parameter lookup that fails: reported where the class is included
notice(before)

include hm
