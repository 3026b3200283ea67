class a($name) { }
