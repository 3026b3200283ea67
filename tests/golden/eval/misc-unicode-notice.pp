notice('日本語 ✓')
notice(length('日本語 ✓'))
