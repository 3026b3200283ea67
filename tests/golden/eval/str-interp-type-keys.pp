notice({Integer => 'int', String => 'str'})
