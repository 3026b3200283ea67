notice(Struct[{'a b' => Integer}])
notice(Hash[Enum['x', 'y'], Integer])
