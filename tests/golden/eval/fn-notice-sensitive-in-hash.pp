notice({pw => Sensitive('x')})
