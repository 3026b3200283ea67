if true { } else { }
