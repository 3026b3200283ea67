notice(Struct[{a => Integer, Optional[b] => String}])
notice(Tuple[Integer, String])
notice(Tuple[Integer, 1, 3])
