class string { }
