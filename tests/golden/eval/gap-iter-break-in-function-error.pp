function gapbrk() { break() }
notice(gapbrk())
