if default { notice('default is true') }
