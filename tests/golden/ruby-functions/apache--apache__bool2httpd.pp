# as apache's templates call it (httpd.conf.erb, mod/http2.conf.erb)
$server_signature = true
$trace_enable = false
$protocols_honor_order = undef
$h2_copy_files = 'Off'
notice(inline_template("ServerSignature <%= scope.call_function('apache::bool2httpd', [@server_signature]) %>"))
notice(inline_template("TraceEnable <%= scope.call_function('apache::bool2httpd', [@trace_enable]) %>"))
notice(inline_template("ProtocolsHonorOrder <%= scope.call_function('apache::bool2httpd', [@protocols_honor_order]) %>"))
notice(inline_template("H2CopyFiles <%= scope.call_function('apache::bool2httpd', [@h2_copy_files]) %>"))
