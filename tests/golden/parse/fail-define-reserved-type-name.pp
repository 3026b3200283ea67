define integer { }
