# as vswitch::dpdk calls it
notice(range_to_mask('1-3,5'))
notice(range_to_mask('0,8-11'))
notice(range_to_mask(''))
notice(range_to_mask(undef))
