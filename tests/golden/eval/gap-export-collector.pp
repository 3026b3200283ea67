Notify <<| |>>
notice('compiled')
