notice(TypeSet)
notice(TypeSet[{pcore_version => '1.0.0', name => 'Gap::Set', version => '1.0.0', types => {'Gap_x' => {attributes => {a => Integer}}}}])
