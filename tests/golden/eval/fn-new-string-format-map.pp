notice(String([1, 'x'], {Integer => '%#x', String => '%p'}))
notice(String({a => [1, 2]}, {Array => {format => '%(a', separator => ';'}}))
