include foo::
