class main { }
