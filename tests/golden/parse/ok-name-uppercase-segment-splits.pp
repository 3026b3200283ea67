include foo::Bar
