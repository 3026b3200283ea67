type MyType { }
