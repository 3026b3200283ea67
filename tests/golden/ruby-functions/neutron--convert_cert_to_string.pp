# a small file of the haproxy module stands in for a certificate file:
# the function joins the stripped lines that hold no '-----'
notice(convert_cert_to_string('/usr/share/puppet/modules/haproxy/templates/haproxy_peers_block.erb'))
