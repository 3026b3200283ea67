notice(/a/ =~ Regexp)
notice(/a/ =~ Regexp[/a/])
notice(/a/ =~ Regexp[/b/])
notice('a' =~ Regexp)
