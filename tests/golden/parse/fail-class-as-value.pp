$a = class c { }
