class settings { }
