notice(stdlib::start_with("foobar", "foo"), stdlib::start_with("foobar", ["x", "fo"]), stdlib::end_with("foobar", "bar"), stdlib::end_with("foobar", ["x"]))
