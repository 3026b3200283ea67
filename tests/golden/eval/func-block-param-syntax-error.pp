function pp_needs_block(Callable &$block) { $block.call() }
notice(pp_needs_block())
