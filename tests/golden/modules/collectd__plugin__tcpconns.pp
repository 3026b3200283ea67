include collectd::plugin::tcpconns
