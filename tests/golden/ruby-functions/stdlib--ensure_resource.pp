# as apache::balancer and apache::vhost call it
ensure_resource('notify', 'lbmethod_byrequests', { 'message' => 'x' })
ensure_resource('notify', 'lbmethod_byrequests', { 'message' => 'x' })
ensure_resource('notify', ['a', 'b'])
notice(defined(Notify['lbmethod_byrequests']))
notice(getparam(Notify['lbmethod_byrequests'], 'message'))
notice(defined(Notify['b']))
