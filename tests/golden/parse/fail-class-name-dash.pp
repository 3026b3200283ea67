class a-b { }
