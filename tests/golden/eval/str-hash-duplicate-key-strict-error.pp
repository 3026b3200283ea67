# flags: --strict=error
notice({a => 1, a => 2})
