class a($1) { }
