function capture::first(*$a, $b) { }
