# Puppet's own dig shadows stdlib's 3.x dig in the Puppet language:
# a template reaches stdlib's (scope.function_dig), as corpus templates reach 3.x functions
notice(inline_template('<%= scope.function_dig([{"a" => {"b" => ["b1", "b2", "b3"]}}, ["a", "b", 2]]).inspect %>'))
notice(inline_template('<%= scope.function_dig([{"a" => {"b" => ["b1", "b2", "b3"]}}, ["a", "b", "c", "d"], "not_found"]).inspect %>'))
