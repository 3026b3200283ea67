class ppsame { }
define ppsame() { }
include ppsame
