# the reserved word: a manifest cannot call private()
class private_demo { private() }
include private_demo
