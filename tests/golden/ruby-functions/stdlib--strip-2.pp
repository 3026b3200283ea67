# the corpus's own call: Puppet resolves it to its built-in strip, not to stdlib's 3.x function
notice(strip('swift-ring-builder /etc/swift/object.builder rebalance  '))
notice(strip(split('admin, admin ,.admin', ',')))
