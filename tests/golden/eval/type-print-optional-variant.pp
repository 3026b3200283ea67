notice(Optional[String])
notice(Variant[Integer, String])
notice(NotUndef[Integer])
notice(Optional[Variant[Integer, String]])
