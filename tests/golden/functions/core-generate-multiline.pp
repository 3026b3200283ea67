# Puppet's check is /^[-\/\w.+]+$/: one line of the command that fits passes it
notice(generate("/bin/echo\nnot checked"))
