# as oslo::log calls it
notice(any2bool(true))
notice(any2bool('yes'))
notice(any2bool('false'))
notice(any2bool(undef))
notice(any2bool(0))
