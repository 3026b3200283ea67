define ppredef2() { }
define ppredef2() { }
ppredef2 { 'x': }
