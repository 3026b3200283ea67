node $x { }
