# noop: `record-eval.sh --verify` applies the catalog to this machine
Package { noop => true }
# the 3.x ensure_packages, reached from a template
notice(inline_template("<%= scope.function_ensure_packages([['gnupg', 'curl']]).inspect %>"))
notice(getparam(Package['gnupg'], 'ensure'))
notice(getparam(Package['curl'], 'ensure'))
