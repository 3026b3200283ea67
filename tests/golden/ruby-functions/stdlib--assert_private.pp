# a class that asserts it is private, included from its own module (main here)
class assert_private_demo { assert_private() notice('inside') }
include assert_private_demo
