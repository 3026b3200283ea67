class 'abc' { }
