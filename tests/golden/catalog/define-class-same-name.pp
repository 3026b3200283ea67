notice('before')
define ppsame2() { }
class ppsame2 { }
