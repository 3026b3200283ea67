$a = Foo::
