class ::abc { }
