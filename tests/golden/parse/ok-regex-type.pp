$r = Regexp[/a+/]
notice($r)
