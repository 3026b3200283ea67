class Abc { }
