include foo::_x
