class ppredef { notify { 'one': } }
class ppredef { notify { 'two': } }
include ppredef
