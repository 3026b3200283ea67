notice(Optional[Integer]('5'))
