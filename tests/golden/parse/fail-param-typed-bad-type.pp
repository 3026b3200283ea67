class a(integer $x) { }
