$a = Foo::Bar::Baz
$b = ::Foo
notice($a, $b)
