notice(match('key=value', /^(\w+)=(\w*)$/))
notice(match('2020-01', /(?<y>\d+)-(?<m>\d+)/))
