# dns's date() is a 3.x function whose block takes no |args|: Puppet 7 passes
# the argument array anyway, so every call fails (ArgumentError)
notice(date())
